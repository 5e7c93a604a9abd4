import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  bindEmail,
  bindMobile,
  sendBindMobileCode,
  type MemberProfile,
} from '../../lib/api/account';
import { countryCodesQuery } from '../../lib/api/queries';
import { reloadMember } from '../../lib/session-actions';
import { Field } from '../../components/field';
import { FormResult, useActionError } from '../../components/states';

/** Seconds left on the send-code button (§4 SMS send button: expiredMinutes × 60 s). */
function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

/**
 * Bind (or replace) the mobile number with an SMS code (§2 securityCenter). The code is sent to
 * the new number, which must not belong to another account.
 */
export function BindMobileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const codes = useQuery(countryCodesQuery());
  const [dialing, setDialing] = useState(profile.countryDialingCode);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [left, startCountdown] = useCountdown();
  const dialingCode = dialing || codes.data?.[0]?.code || '';
  const send = useMutation({
    mutationFn: sendBindMobileCode,
    onSuccess: (value) => startCountdown(value.expiredMinutes * 60),
  });
  const bind = useMutation({
    mutationFn: bindMobile,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      setMobile('');
      setCode('');
      await reloadMember().catch(() => undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    bind.mutate({ countryDialingCode: dialingCode, mobileNum: mobile.trim(), verificationCode: code.trim() });
  };
  const failure = bind.isError ? bind.error : send.isError ? send.error : null;

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('bindMobile.title')}>
      <p className="acct-muted">
        {profile.mobileNum
          ? t('bindMobile.current', { number: `${profile.countryDialingCode} ${profile.mobileNum}` })
          : t('bindMobile.none')}
      </p>
      <div className="acct-field">
        <label htmlFor="acct-dialing">{t('bindMobile.dialingCode')}</label>
        <select
          id="acct-dialing"
          className="acct-input"
          value={dialingCode}
          onChange={(e) => setDialing(e.target.value)}
        >
          {(codes.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {`${c.code} ${c.name}`}
            </option>
          ))}
        </select>
      </div>
      <Field
        label={t('bindMobile.number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
      />
      <Field
        label={t('bindMobile.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      >
        <button
          type="button"
          className="acct-button"
          disabled={left > 0 || send.isPending || mobile.trim() === ''}
          onClick={() => send.mutate({ countryDialingCode: dialingCode, mobileNum: mobile.trim() })}
        >
          {left > 0 ? t('bindMobile.sent', { seconds: left }) : t('bindMobile.send')}
        </button>
      </Field>
      <FormResult
        error={failure ? actionError(failure) : null}
        success={bind.isSuccess ? t('bindMobile.done') : null}
      />
      <button
        type="submit"
        className="acct-button acct-button--primary"
        disabled={bind.isPending || mobile.trim() === '' || code.trim() === ''}
      >
        {t('bindMobile.submit')}
      </button>
    </form>
  );
}

/** Bind an email address, re-entering the log-in password (§2 securityCenter). */
export function BindEmailForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const bind = useMutation({
    mutationFn: bindEmail,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      setEmail('');
      setPassword('');
      await reloadMember().catch(() => undefined);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setEmailError(t('bindEmail.invalid'));
      return;
    }
    setEmailError(null);
    bind.mutate({ email: email.trim(), password });
  };
  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('bindEmail.title')}>
      <p className="acct-muted">
        {profile.email ? t('bindEmail.current', { email: profile.email }) : t('bindEmail.none')}
      </p>
      <Field
        label={t('bindEmail.email')}
        type="email"
        autoComplete="email"
        value={email}
        error={emailError}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label={t('bindEmail.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormResult
        error={bind.isError ? actionError(bind.error) : null}
        success={bind.isSuccess ? t('bindEmail.done') : null}
      />
      <button
        type="submit"
        className="acct-button acct-button--primary"
        disabled={bind.isPending || email === '' || password === ''}
      >
        {t('bindEmail.submit')}
      </button>
    </form>
  );
}
