import * as Tabs from '@radix-ui/react-tabs';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  forgotPasswordMachine,
  type ForgotEmailData,
  type ForgotLoginOutput,
  type ForgotPhoneData,
} from '../../../machines/forgot-password';
import { forgotPasswordByEmail, sendForgotSms, setPasswordByPhone } from '../../lib/api/endpoints';
import type { DialingCode, RegisterSettings, SiteSettings } from '../../lib/api/types';
import { closeModal } from '../../lib/ui-store';
import type { FormValues } from '../../forms/converter';
import { SchemaForm } from './lazy-schema-form';
import { errorText as failureText } from '../../lib/error-text';
import { reloadMember, storeLogin } from '../../lib/session-actions';
import { useAuthData } from './use-auth-data';
import { useSmsCountdown } from '../../forms/use-sms-countdown';
import { Button } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
// The auth screens' own styles (tabs, fields, links): this panel also renders outside AuthDialog.
import './auth.css';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Forgot password (§2 forgetPassModal, §4): by email (username + email) or by phone (number, SMS
 * code counting down to the expiry timestamp, new password; then automatic log-in and go to /).
 * The email/phone choice shows only when the brand flag is on.
 */
export function ForgotPasswordPanel() {
  const data = useAuthData();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <LoadError error={data.error} retry={data.retry} />;
  return <ForgotForms site={data.site} register={data.register} dialingCodes={data.dialingCodes} />;
}

function ForgotForms(props: { site: SiteSettings; register: RegisterSettings; dialingCodes: DialingCode[] }) {
  const { site, register, dialingCodes } = props;
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const choiceEnabled = site.flags.forgotPasswordChoice && site.flags.phonePasswordReset;
  const machine = useMemo(
    () =>
      forgotPasswordMachine.provide({
        actors: {
          sendEmail: fromPromise<void, ForgotEmailData>(async ({ input }) => {
            await forgotPasswordByEmail(input);
          }),
          setPasswordByPhone: fromPromise<ForgotLoginOutput, ForgotPhoneData>(({ input }) =>
            setPasswordByPhone(input),
          ),
        },
        actions: { storeSession: (_, value) => storeLogin(value) },
      }),
    [],
  );
  const [state, send] = useMachine(machine, {
    input: {
      choiceEnabled,
      defaultMethod: !site.flags.forgotPasswordChoice && site.flags.phonePasswordReset ? 'phone' : 'email',
    },
  });
  const busy = state.hasTag('busy');
  const sms = useSmsCountdown('until', (values) =>
    sendForgotSms({
      countryDialingCode: text(values.countryDialingCode) || (dialingCodes[0]?.code ?? ''),
      mobileNum: text(values.mobileNum),
    }),
  );

  useEffect(() => {
    if (!state.matches('loggedIn')) return;
    void reloadMember().catch(() => undefined);
    closeModal();
    void navigate('/');
  }, [state, navigate]);

  const errorText = failureText(state.context.error, t, 'auth');
  if (state.matches('emailSent')) {
    return (
      <div className="lotus-auth" role="status">
        <p>{t('forgotEmailSent')}</p>
        <Button variant="primary" onClick={closeModal}>
          {t('ok')}
        </Button>
      </div>
    );
  }

  const emailForm = (
    <SchemaForm
      variant="forgotEmail"
      rules={register.rules}
      flags={register.flags}
      options={{ dialingCodes }}
      onSubmit={(v: FormValues) =>
        send({ type: 'forgot.submitEmail', data: { username: text(v.username), email: text(v.email) } })
      }
      submitLabel={t('sendResetMail')}
      busy={busy}
      errorMessage={errorText}
    />
  );
  const phoneForm = (
    <SchemaForm
      variant="forgotPhone"
      rules={register.rules}
      flags={register.flags}
      options={{ dialingCodes }}
      formContext={{
        sms: { disabled: sms.disabled, remainingSeconds: sms.remainingSeconds, onSend: sms.request },
      }}
      onSubmit={(v: FormValues) =>
        send({
          type: 'forgot.submitPhone',
          data: {
            countryDialingCode: text(v.countryDialingCode) || (dialingCodes[0]?.code ?? ''),
            mobileNum: text(v.mobileNum),
            verificationCode: text(v.verificationCode),
            newPassword: text(v.newPassword),
          },
        })
      }
      submitLabel={t('resetPassword')}
      busy={busy}
      errorMessage={errorText ?? failureText(sms.error, t, 'auth')}
    />
  );

  const method = state.context.method;
  return (
    <div className="lotus-auth" data-testid="forgot-panel">
      {choiceEnabled ? (
        <Tabs.Root
          value={method}
          onValueChange={(v) => send({ type: 'method.select', method: v === 'phone' ? 'phone' : 'email' })}
        >
          <Tabs.List className="lotus-tabs" aria-label={t('forgotMethod')}>
            <Tabs.Trigger className="lotus-tab" value="email">
              {t('byEmail')}
            </Tabs.Trigger>
            <Tabs.Trigger className="lotus-tab" value="phone">
              {t('byPhone')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="email">{method === 'email' ? emailForm : null}</Tabs.Content>
          <Tabs.Content value="phone">{method === 'phone' ? phoneForm : null}</Tabs.Content>
        </Tabs.Root>
      ) : method === 'phone' ? (
        phoneForm
      ) : (
        emailForm
      )}
    </div>
  );
}
