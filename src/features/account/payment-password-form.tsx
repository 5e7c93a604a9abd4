import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, savePaymentPassword } from '../../lib/api/account';
import { walletKeys } from '../../lib/api/wallet';
import { PinField } from '../../components/field';
import { FormResult, useActionError } from '../../components/states';

/**
 * Set or change the payment (withdrawal) password (§2 securityCenter). Changing needs the old one;
 * the format follows the brand's paymentPassword rule, checked by the server.
 */
export function PaymentPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [oldValue, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ old?: string; next?: string; confirm?: string }>({});
  const save = useMutation({
    mutationFn: savePaymentPassword,
    onSuccess: async () => {
      setOld('');
      setNext('');
      setConfirm('');
      // The profile says whether one is set; so do the withdrawal settings the money pages use.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawConfig() }),
      ]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (isSet && oldValue === '') found.old = t('required');
    if (next === '') found.next = t('required');
    if (confirm !== next) found.confirm = t('paymentPassword.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate({
      ...(isSet ? { oldPaymentPassword: oldValue } : {}),
      newPaymentPassword: next,
      confirmPaymentPassword: confirm,
    });
  };

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('paymentPassword.title')}>
      <p className="acct-muted">{isSet ? t('paymentPassword.isSet') : t('paymentPassword.notSet')}</p>
      {isSet ? (
        <PinField
          label={t('paymentPassword.old')}
          value={oldValue}
          error={errors.old}
          onChange={(e) => setOld(e.target.value)}
        />
      ) : null}
      <PinField
        label={t('paymentPassword.new')}
        value={next}
        error={errors.next}
        onChange={(e) => setNext(e.target.value)}
      />
      <PinField
        label={t('paymentPassword.confirm')}
        value={confirm}
        error={errors.confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <FormResult
        error={save.isError ? actionError(save.error) : null}
        success={save.isSuccess ? t('paymentPassword.saved') : null}
      />
      <button type="submit" className="acct-button acct-button--primary" disabled={save.isPending}>
        {isSet ? t('paymentPassword.change') : t('paymentPassword.set')}
      </button>
    </form>
  );
}
