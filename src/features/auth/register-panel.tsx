import * as Tabs from '@radix-ui/react-tabs';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  registrationMachine,
  type CheckAffiliateInput,
  type CheckAffiliateOutput,
  type RegisterInput,
  type RegisterOutput,
  type RegistrationVariant,
} from '../../../machines/registration';
import {
  checkAffiliate,
  getCaptcha,
  register,
  registerMobile,
  sendRegisterSms,
} from '../../lib/api/endpoints';
import type { DialingCode, RegisterPayload, RegisterSettings, SiteSettings } from '../../lib/api/types';
import { openModal } from '../../lib/ui-store';
import type { FormValues } from '../../forms/converter';
import { SchemaForm } from './lazy-schema-form';
import { errorText as failureText } from '../../lib/error-text';
import { storeLogin } from '../../lib/session-actions';
import { useAuthData } from './use-auth-data';
import { useSmsCountdown } from '../../forms/use-sms-countdown';
import { Button } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
// The auth screens' own styles (tabs, fields, links): this panel also renders outside AuthDialog.
import './auth.css';

// The affiliate-error dialog (Radix Dialog, its focus trap and scroll lock: ≈ 9 KB brotli) loads
// only when an affiliate code fails, not with /register (issue 13 budget).
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

/** Form-only properties that are not part of the register payload (§3 Registration user). */
const NOT_SENT = new Set(['agreeTerms', 'confirmAge']);

/**
 * Builds the §3 registration payload from the form: user fields, `referralCode` from the query
 * string, the affiliate code checked from the URL, `registerUrl`, `registerMethod` WEB, `domain`
 * and the `login` flag (the platform logs the new member in).
 */
export function buildRegisterPayload(
  data: Record<string, unknown>,
  extra: { referralCode: string | null; registerUrl: string; domain: string },
): RegisterPayload {
  const payload: RegisterPayload = {
    registerUrl: extra.registerUrl,
    registerMethod: 'WEB',
    login: true,
    domain: extra.domain,
  };
  for (const [key, value] of Object.entries(data)) {
    if (NOT_SENT.has(key) || value === undefined || value === '') continue;
    if (typeof value === 'string') payload[key] = value;
  }
  if (extra.referralCode) payload.referralCode = extra.referralCode;
  return payload;
}

/**
 * Registration by username or by mobile number (§2 Registration page, §4 Registration), as a page
 * (`mode="page"`: reset button) or inside the register modal (`mode="modal"`: login link).
 */
export function RegisterPanel(props: { mode: 'page' | 'modal' }) {
  const data = useAuthData();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <LoadError error={data.error} retry={data.retry} />;
  return (
    <RegisterForms
      mode={props.mode}
      site={data.site}
      register={data.register}
      dialingCodes={data.dialingCodes}
    />
  );
}

function RegisterForms(props: {
  mode: 'page' | 'modal';
  site: SiteSettings;
  register: RegisterSettings;
  dialingCodes: DialingCode[];
}) {
  const { mode, register: settings, dialingCodes } = props;
  const { flags, rules } = settings;
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode');
  const urlAffiliate = searchParams.get('affiliateCode') ?? searchParams.get('code');

  const variants: RegistrationVariant[] = [
    ...(flags.usernameRegistration !== false ? (['register'] as const) : []),
    ...(flags.mobileRegistration ? (['registerMobile'] as const) : []),
  ];
  const [variant, setVariant] = useState<RegistrationVariant>(variants[0] ?? 'register');
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const affiliateShown = rules.affiliateCode.enabled && flags.fields.affiliateCode !== false;

  const machine = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          checkAffiliate: fromPromise<CheckAffiliateOutput, CheckAffiliateInput>(({ input }) =>
            checkAffiliate(input.code),
          ),
          register: fromPromise<RegisterOutput, RegisterInput>(({ input }) => {
            const payload = buildRegisterPayload(input.data, {
              referralCode,
              registerUrl: window.location.href,
              domain: window.location.host,
            });
            return input.variant === 'registerMobile' ? registerMobile(payload) : register(payload);
          }),
        },
        actions: {
          storeSession: (_, value) => storeLogin(value),
          refreshCaptcha: () => setCaptchaVersion((v) => v + 1),
        },
      }),
    [referralCode],
  );
  const [state, send] = useMachine(machine, {
    input: { variant, smsEnabled: flags.smsVerification, affiliateShown },
  });
  const busy = state.hasTag('busy');

  // §4 Affiliate: a code in the URL is checked once; on success the field is hidden.
  const checkedUrl = useRef(false);
  useEffect(() => {
    if (checkedUrl.current || !urlAffiliate || !affiliateShown) return;
    checkedUrl.current = true;
    send({ type: 'affiliate.checkFromUrl', code: urlAffiliate });
  }, [urlAffiliate, affiliateShown, send]);

  // §4: on success the modal closes, the player goes to / and the success modal shows (after
  // mobile registration the generated account number shows first).
  useEffect(() => {
    if (state.status !== 'done' || !state.output) return;
    void navigate('/');
    openModal('registerSuccess', { account: state.output.account, variant: state.output.variant });
  }, [state.status, state.output, navigate]);

  const smsEnabled = variant === 'registerMobile' || flags.smsVerification;
  const sms = useSmsCountdown('minutes', (values) =>
    sendRegisterSms({
      countryDialingCode:
        typeof values.countryDialingCode === 'string'
          ? values.countryDialingCode
          : (dialingCodes[0]?.code ?? ''),
      mobileNo: typeof values.mobileNum === 'string' ? values.mobileNum : '',
    }),
  );

  const changeVariant = (next: RegistrationVariant) => {
    setVariant(next);
    sms.reset();
    send({ type: 'variant.change', variant: next });
  };

  const onSubmit = (values: FormValues) => {
    const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
    send({
      type: 'form.submit',
      data: {
        ...values,
        affiliateCode: text(values.affiliateCode),
        verificationCode: text(values.verificationCode),
      },
    });
  };

  // A refused invitation code is told by its own dialog (§8), not a second time above the form.
  const errorText =
    (state.matches('affiliateError') ? null : failureText(state.context.error, t, 'auth')) ??
    failureText(sms.error, t, 'auth');
  const initialData: FormValues = {
    agreeTerms: true,
    ...(state.context.affiliateCode
      ? { affiliateCode: state.context.affiliateCode }
      : urlAffiliate
        ? { affiliateCode: urlAffiliate }
        : {}),
  };

  const form = (v: RegistrationVariant) => (
    <SchemaForm
      key={`${v}-${state.context.affiliateHidden ? 'h' : 's'}`}
      variant={v}
      rules={rules}
      flags={flags}
      options={{
        affiliateHidden: state.context.affiliateHidden,
        smsEnabled,
        dialingCodes,
        ageLimit: settings.ageLimit,
      }}
      formContext={{
        loadCaptcha: getCaptcha,
        captchaVersion,
        sms: { disabled: sms.disabled, remainingSeconds: sms.remainingSeconds, onSend: sms.request },
      }}
      initialData={initialData}
      onSubmit={onSubmit}
      submitLabel={t('register')}
      busy={busy}
      errorMessage={errorText}
      extraButtons={({ reset }) =>
        mode === 'page' ? (
          <Button variant="ghost" onClick={reset}>
            {t('reset')}
          </Button>
        ) : (
          <button type="button" className="lotus-link" onClick={() => openModal('login')}>
            {t('haveAccountLogin')}
          </button>
        )
      }
    />
  );

  return (
    <div className="lotus-auth" data-testid="register-panel">
      {variants.length > 1 ? (
        <Tabs.Root
          value={variant}
          onValueChange={(v) => changeVariant(v === 'registerMobile' ? 'registerMobile' : 'register')}
        >
          <Tabs.List className="lotus-tabs" aria-label={t('registerMethod')}>
            <Tabs.Trigger className="lotus-tab" value="register">
              {t('byUsername')}
            </Tabs.Trigger>
            <Tabs.Trigger className="lotus-tab" value="registerMobile">
              {t('byMobile')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="register">{variant === 'register' ? form('register') : null}</Tabs.Content>
          <Tabs.Content value="registerMobile">
            {variant === 'registerMobile' ? form('registerMobile') : null}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        form(variant)
      )}
      {state.matches('affiliateError') ? (
        <Suspense fallback={null}>
          <AuthDialog
            title={t('affiliateErrorTitle')}
            size="small"
            onClose={() => send({ type: 'dialog.dismiss' })}
          >
            <p>{t('errors.affiliateInvalid')}</p>
            <Button variant="primary" onClick={() => send({ type: 'dialog.dismiss' })}>
              {t('ok')}
            </Button>
          </AuthDialog>
        </Suspense>
      ) : null}
    </div>
  );
}
