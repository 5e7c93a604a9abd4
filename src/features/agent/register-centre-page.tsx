import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentKeys,
  inviteLinksQuery,
  registerDownline,
  type RegisterDownlineBody,
} from '../../lib/api/agent';
import { countryCodesQuery, registerSettingsQuery } from '../../lib/api/queries';
import type { FormValues } from '../../forms/converter';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { QrImage } from '../../components/qr-image';
import { FormResult, LoadError, Loading, useActionError } from '../../components/states';
import { CopyButton } from './copy-button';
import '../../components/panel-page.css';
import './agent.css';

/** Fields of the form that the call takes (docs/contract-agent.md, schema RegisterDownlineBody). */
const BODY_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'countryDialingCode',
  'recommenderId',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
] as const satisfies readonly (keyof RegisterDownlineBody)[];

/**
 * The `POST /wps/agent/registerDownline` body of the form's valid values: the fields the call
 * takes, empty ones left out; the dialing code only with a mobile number.
 */
export function registerDownlineBody(values: FormValues): RegisterDownlineBody {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const body: RegisterDownlineBody = {
    username: text(values.username),
    password: text(values.password),
    confirmPassword: text(values.confirmPassword),
  };
  for (const field of BODY_FIELDS) {
    const value = text(values[field]);
    if (value !== '') body[field] = value;
  }
  if (body.mobileNum === undefined) delete body.countryDialingCode;
  return body;
}

/**
 * Registration of a direct downline by the agent: the `registerDownline` variant of the brand's
 * registration rules (same fields, rules and messages; no captcha, SMS code, affiliate field or
 * confirmations). A refusal is shown above the buttons and keeps what was typed; a success says
 * who was registered and clears the form for the next one.
 */
function RegisterDownlineForm() {
  const { t } = useTranslation('agent');
  const actionError = useActionError();
  const queryClient = useQueryClient();
  const settings = useQuery(registerSettingsQuery());
  const codes = useQuery(countryCodesQuery());
  const [generation, setGeneration] = useState(0);
  const register = useMutation({
    mutationFn: registerDownline,
    onSuccess: () => {
      setGeneration((g) => g + 1);
      return queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
  const failed = [settings, codes].find((q) => q.isError);
  if (failed)
    return (
      <LoadError
        error={failed.error}
        retry={() => {
          for (const q of [settings, codes]) if (q.isError) void q.refetch();
        }}
      />
    );
  if (settings.data === undefined || codes.data === undefined) return <Loading />;
  return (
    <>
      <LazySchemaForm
        key={generation}
        fallback={<Loading />}
        variant="registerDownline"
        rules={settings.data.rules}
        flags={settings.data.flags}
        options={{ dialingCodes: codes.data }}
        ariaLabel={t('register.form')}
        submitLabel={t('register.submit')}
        busy={register.isPending}
        errorMessage={register.isError ? actionError(register.error) : null}
        onSubmit={(values) => register.mutate(registerDownlineBody(values))}
      />
      <FormResult
        error={null}
        success={register.isSuccess ? t('register.done', { username: register.data.username }) : null}
      />
    </>
  );
}

/**
 * The agent's invitation code and one registration link per brand domain (`GET
 * /wps/agent/inviteLinks`), each with a copy button and its QR code.
 */
function InviteLinksSection() {
  const { t } = useTranslation('agent');
  const links = useQuery(inviteLinksQuery());
  if (links.isPending) return <Loading />;
  if (links.isError) return <LoadError error={links.error} retry={() => void links.refetch()} />;
  const value = links.data;
  return (
    <>
      <div className="agt-copy">
        <span>{t('invite.code')}</span>
        <strong className="agt-code" data-testid="agent-invite-code">
          {value.affiliateCode}
        </strong>
        <CopyButton text={value.affiliateCode} label={t('invite.copyCode')} />
      </div>
      <ul className="agt-links" aria-label={t('invite.links')}>
        {value.links.map((link) => (
          <li key={link.url} className="agt-link" data-testid="agent-invite-link">
            <div className="acct-field">
              <span className="acct-muted">{link.domain}</span>
              <p className="agt-link-url">{link.url}</p>
              <CopyButton text={link.url} label={t('invite.copyLink', { domain: link.domain })} />
            </div>
            <QrImage text={link.url} alt={t('invite.qr', { domain: link.domain })} testId="agent-invite-qr" />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * `registerCenter` (§2 Agent centre): register a direct downline with the brand's registration
 * rules, and the agent's invitation code and links with copy buttons and QR codes (§6 agents
 * always see the referral entry).
 */
export function RegisterCentrePage() {
  const { t } = useTranslation('agent');
  return (
    <div className="acct-page" data-testid="agent-register-centre">
      <section className="acct-section" aria-labelledby="agt-register-title">
        <h4 id="agt-register-title">{t('register.title')}</h4>
        <p className="acct-muted">{t('register.intro')}</p>
        <RegisterDownlineForm />
      </section>
      <section className="acct-section" aria-labelledby="agt-invite-title">
        <h4 id="agt-invite-title">{t('invite.title')}</h4>
        <InviteLinksSection />
      </section>
    </div>
  );
}
