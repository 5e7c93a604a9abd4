import * as Tabs from '@radix-ui/react-tabs';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { loginMachine, type LoginFormData, type LoginOutput, type LoginType } from '../../../machines/login';
import { getCaptcha, login, sendLoginSms } from '../../lib/api/endpoints';
import type { DialingCode, RegisterSettings, SiteSettings } from '../../lib/api/types';
import { closeModal, openModal } from '../../lib/ui-store';
import type { FormValues } from '../../forms/converter';
import { startFreePlay } from '../../lib/free-play';
import { SchemaForm } from './lazy-schema-form';
import { errorText as failureText } from '../../lib/error-text';
import { readRemembered, writeRemembered } from './remember-me';
import { reloadMember, storeLogin } from '../../lib/session-actions';
import { useAuthData } from './use-auth-data';
import { useSmsCountdown } from '../../forms/use-sms-countdown';
import { Button } from '../../components/button';
import { LoadError, Loading } from '../../components/states';
// The auth screens' own styles (tabs, fields, links): this panel also renders outside AuthDialog.
import './auth.css';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * Log-in by username + password or by SMS code (§2 Modals loginModal / loginPopupModal, §4 Login).
 * After log-in the site goes to `/`, except with `stayOnPage` (logging in again after an expired
 * session keeps the page and what was typed, issue 14 point 10).
 */
export function LoginPanel({ stayOnPage = false }: { stayOnPage?: boolean } = {}) {
  const data = useAuthData();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <LoadError error={data.error} retry={data.retry} />;
  return (
    <LoginForms
      site={data.site}
      register={data.register}
      dialingCodes={data.dialingCodes}
      stayOnPage={stayOnPage}
    />
  );
}

function LoginForms(props: {
  site: SiteSettings;
  register: RegisterSettings;
  dialingCodes: DialingCode[];
  stayOnPage: boolean;
}) {
  const { site, register, dialingCodes, stayOnPage } = props;
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [type, setType] = useState<LoginType>('username');
  const remembered = useMemo(() => readRemembered(), []);
  const [remember, setRemember] = useState(Boolean(remembered.username ?? remembered.mobileNum));
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [freePlayError, setFreePlayError] = useState<string | null>(null);

  // §4: the log-in answer's firstTimeLogin decides the after-login modal's first-login step.
  const [firstTimeLogin, setFirstTimeLogin] = useState(false);
  const machine = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          // A failed log-in invalidates the captcha answer: show a fresh image.
          login: fromPromise<LoginOutput, LoginFormData>(({ input }) =>
            login(input).catch((error: unknown) => {
              setCaptchaVersion((v) => v + 1);
              throw error;
            }),
          ),
          loadMember: fromPromise(reloadMember),
        },
        actions: {
          storeSession: (_, value) => {
            setFirstTimeLogin(value.firstTimeLogin);
            storeLogin(value);
          },
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, { input: { passwordExpiryEnabled: site.flags.passwordExpiry } });
  const busy = state.hasTag('busy');
  const { captchaRequired, error } = state.context;

  useEffect(() => {
    if (state.status !== 'done') return;
    if (state.output?.next === 'changePassword') {
      openModal('changePassword', { reason: state.context.usedDefaultPassword ? 'default' : 'expired' });
    } else if (stayOnPage) {
      closeModal();
    } else {
      // §4: otherwise the after-login modal opens (pending popups, promotions, first-login step).
      openModal('afterLogin', { firstTimeLogin: firstTimeLogin ? '1' : '0' });
    }
    if (!stayOnPage) void navigate('/');
  }, [state.status, state.output, state.context.usedDefaultPassword, navigate, stayOnPage, firstTimeLogin]);

  const sms = useSmsCountdown('minutes', (values) =>
    sendLoginSms({
      countryDialingCode: str(values.countryDialingCode) ?? '',
      mobileNum: str(values.mobileNum) ?? '',
    }),
  );

  const submit = (loginType: LoginType) => (values: FormValues) => {
    const payload: LoginFormData =
      loginType === 'username'
        ? {
            type: 'username',
            username: str(values.username),
            password: str(values.password),
            captcha: str(values.captcha),
            captchaKey: values.captchaKey,
          }
        : {
            type: 'sms',
            mobileNum: str(values.mobileNum),
            countryDialingCode: str(values.countryDialingCode),
            verificationCode: str(values.verificationCode),
          };
    writeRemembered(
      remember,
      loginType === 'username'
        ? { username: payload.username }
        : { mobileNum: payload.mobileNum, countryDialingCode: payload.countryDialingCode },
    );
    send({ type: 'login.submit', data: payload });
  };

  const errorText = failureText(error, t, 'auth');
  const smsText = failureText(sms.error, t, 'auth');
  const rememberBox = (
    <label className="lotus-check">
      <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <span>{t('rememberMe')}</span>
    </label>
  );

  const usernameForm = (
    <SchemaForm
      variant="login"
      rules={register.rules}
      flags={register.flags}
      options={{ captchaShown: captchaRequired, dialingCodes }}
      formContext={{ loadCaptcha: getCaptcha, captchaVersion }}
      initialData={remembered.username ? { username: remembered.username } : {}}
      onSubmit={submit('username')}
      submitLabel={t('login')}
      busy={busy}
      errorMessage={type === 'username' ? errorText : null}
    />
  );

  return (
    <div className="lotus-auth" data-testid="login-panel">
      {site.flags.smsLogin ? (
        <Tabs.Root value={type} onValueChange={(v) => setType(v === 'sms' ? 'sms' : 'username')}>
          <Tabs.List className="lotus-tabs" aria-label={t('loginMethod')}>
            <Tabs.Trigger className="lotus-tab" value="username">
              {t('byUsername')}
            </Tabs.Trigger>
            <Tabs.Trigger className="lotus-tab" value="sms">
              {t('bySms')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="username">{usernameForm}</Tabs.Content>
          <Tabs.Content value="sms">
            <SchemaForm
              variant="loginSms"
              rules={register.rules}
              flags={register.flags}
              options={{ dialingCodes }}
              formContext={{
                sms: { disabled: sms.disabled, remainingSeconds: sms.remainingSeconds, onSend: sms.request },
              }}
              initialData={
                remembered.mobileNum
                  ? {
                      mobileNum: remembered.mobileNum,
                      ...(remembered.countryDialingCode
                        ? { countryDialingCode: remembered.countryDialingCode }
                        : {}),
                    }
                  : {}
              }
              onSubmit={submit('sms')}
              submitLabel={t('login')}
              busy={busy}
              errorMessage={type === 'sms' ? (errorText ?? smsText) : null}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        usernameForm
      )}
      <div className="lotus-auth__row">
        {rememberBox}
        <button type="button" className="lotus-link" onClick={() => openModal('forgotPassword')}>
          {t('forgotPassword')}
        </button>
      </div>
      <div className="lotus-auth__row">
        {site.flags.directRegistration ? (
          <button type="button" className="lotus-link" onClick={() => openModal('register')}>
            {t('noAccountRegister')}
          </button>
        ) : null}
        {site.flags.freePlay ? (
          <Button
            variant="ghost"
            onClick={() => {
              setFreePlayError(null);
              startFreePlay().catch((e: unknown) =>
                setFreePlayError(e instanceof Error ? e.message : t('errors.unknown')),
              );
            }}
          >
            {t('freeDemo')}
          </Button>
        ) : null}
      </div>
      {freePlayError ? (
        <p role="alert" className="lotus-error">
          {freePlayError}
        </p>
      ) : null}
    </div>
  );
}
