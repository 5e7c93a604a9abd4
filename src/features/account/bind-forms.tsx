import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  bindEmail,
  bindMobile,
  sendBindMobileCode,
  type MemberProfile,
} from '../../lib/api/account';
import type { DialingCode, RegisterSettings } from '../../lib/api/types';
import { reloadMember } from '../../lib/session-actions';
import type { FormValues } from '../../forms/converter';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { useSmsCountdown } from '../../forms/use-sms-countdown';
import { Loading, FormResult, useActionError } from '../../components/states';

const text = (value: FormValues[keyof FormValues]) => (typeof value === 'string' ? value : '');

/** The dialing code of the form, else the member's, else the brand's first (the server's default). */
function dialingCodeOf(values: FormValues, profile: MemberProfile, codes: DialingCode[]): string {
  return text(values.countryDialingCode) || profile.countryDialingCode || (codes[0]?.code ?? '');
}

/**
 * Bind (or replace) the mobile number with an SMS code (§2 securityCenter), rendered by the forms
 * converter (variant `bindMobile`: dialing code, number by the brand's `mobileNum` rule, SMS code).
 * The send button is the SMS-code widget driven by `machines/sms-countdown.ts` (§4 SMS send
 * button: expiredMinutes × 60 s, one request per 1000 ms), as on registration. The code goes to
 * the new number, which must not belong to another account. A refused send or bind shows the
 * platform's message and keeps what was typed; after a bind the form is cleared.
 */
export function BindMobileForm({
  profile,
  register,
  dialingCodes,
}: {
  profile: MemberProfile;
  register: RegisterSettings;
  dialingCodes: DialingCode[];
}) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  // A bind starts a fresh form (new key): the number and code just used are cleared.
  const [generation, setGeneration] = useState(0);
  const [sendError, setSendError] = useState<unknown>(null);
  const [numberFirst, setNumberFirst] = useState(false);
  const sms = useSmsCountdown('minutes', async (values) => {
    setSendError(null);
    try {
      return await sendBindMobileCode({
        countryDialingCode: dialingCodeOf(values, profile, dialingCodes),
        mobileNum: text(values.mobileNum).trim(),
      });
    } catch (error) {
      setSendError(error);
      throw error;
    }
  });
  const bind = useMutation({
    mutationFn: bindMobile,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      sms.reset();
      setGeneration((g) => g + 1);
      await reloadMember().catch(() => undefined);
    },
  });
  const onSend = (values: FormValues) => {
    // Nothing to send the code to yet: say so instead of asking the platform.
    const empty = text(values.mobileNum).trim() === '';
    setNumberFirst(empty);
    if (!empty) sms.request(values);
  };
  const failure = bind.isError ? bind.error : sendError;
  const errorMessage = numberFirst
    ? t('bindMobile.numberFirst')
    : failure !== null
      ? actionError(failure)
      : null;

  return (
    <div className="acct-form">
      <p className="acct-muted">
        {profile.mobileNum
          ? t('bindMobile.current', { number: `${profile.countryDialingCode} ${profile.mobileNum}` })
          : t('bindMobile.none')}
      </p>
      <LazySchemaForm
        key={generation}
        fallback={<Loading />}
        variant="bindMobile"
        clearErrorOnEdit
        ariaLabel={t('bindMobile.title')}
        rules={register.rules}
        flags={register.flags}
        options={{ dialingCodes }}
        initialData={profile.countryDialingCode ? { countryDialingCode: profile.countryDialingCode } : {}}
        formContext={{
          sms: { disabled: sms.disabled, remainingSeconds: sms.remainingSeconds, onSend },
        }}
        submitLabel={t('bindMobile.submit')}
        busy={bind.isPending}
        errorMessage={errorMessage}
        onSubmit={(values) => {
          setNumberFirst(false);
          bind.mutate({
            countryDialingCode: dialingCodeOf(values, profile, dialingCodes),
            mobileNum: text(values.mobileNum).trim(),
            verificationCode: text(values.verificationCode).trim(),
          });
        }}
      />
      <FormResult error={null} success={bind.isSuccess ? t('bindMobile.done') : null} />
    </div>
  );
}

/**
 * Bind an email address, re-entering the log-in password (§2 securityCenter), rendered by the
 * forms converter (variant `bindEmail`: the address by the brand's email rule, or any valid address
 * when the rule has no pattern; the log-in password). A refusal shows the platform's message and
 * keeps what was typed; after a bind the form is cleared.
 */
export function BindEmailForm({ profile, register }: { profile: MemberProfile; register: RegisterSettings }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [generation, setGeneration] = useState(0);
  const bind = useMutation({
    mutationFn: bindEmail,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      setGeneration((g) => g + 1);
      await reloadMember().catch(() => undefined);
    },
  });
  return (
    <div className="acct-form">
      <p className="acct-muted">
        {profile.email ? t('bindEmail.current', { email: profile.email }) : t('bindEmail.none')}
      </p>
      <LazySchemaForm
        key={generation}
        fallback={<Loading />}
        variant="bindEmail"
        clearErrorOnEdit
        ariaLabel={t('bindEmail.title')}
        rules={register.rules}
        flags={register.flags}
        submitLabel={t('bindEmail.submit')}
        busy={bind.isPending}
        errorMessage={bind.isError ? actionError(bind.error) : null}
        onSubmit={(values) => bind.mutate({ email: text(values.email), password: text(values.password) })}
      />
      <FormResult error={null} success={bind.isSuccess ? t('bindEmail.done') : null} />
    </div>
  );
}
