import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, savePaymentPassword } from '../../lib/api/account';
import type { RegisterSettings } from '../../lib/api/types';
import { walletKeys } from '../../lib/api/wallet';
import type { FormValues } from '../../forms/converter';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { Loading, FormResult, useActionError } from '../../components/states';

const text = (value: FormValues[keyof FormValues]) => (typeof value === 'string' ? value : '');

/**
 * Set or change the payment (withdrawal) password (§2 securityCenter), rendered by the forms
 * converter (variant `paymentPassword`): changing asks the current one; the new one follows the
 * brand's `paymentPassword` rule (§5 pattern and lengths, checked before sending and again by the
 * server) and must be confirmed. A refusal shows the platform's message and keeps what was typed;
 * after a save the form is cleared and the money pages learn that one is set.
 */
export function PaymentPasswordForm({ isSet, register }: { isSet: boolean; register: RegisterSettings }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [generation, setGeneration] = useState(0);
  const save = useMutation({
    mutationFn: savePaymentPassword,
    onSuccess: async () => {
      setGeneration((g) => g + 1);
      // The profile says whether one is set; so do the withdrawal settings the money pages use.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile() }),
        queryClient.invalidateQueries({ queryKey: walletKeys.withdrawConfig() }),
      ]);
    },
  });

  return (
    // The form landmark wraps the generated form and its result line, so the saved message stays
    // inside "Payment password" when the form is rebuilt for the now-set password.
    <div className="acct-form" role="form" aria-label={t('paymentPassword.title')}>
      <p className="acct-muted">{isSet ? t('paymentPassword.isSet') : t('paymentPassword.notSet')}</p>
      <LazySchemaForm
        key={generation}
        fallback={<Loading />}
        variant="paymentPassword"
        clearErrorOnEdit
        rules={register.rules}
        flags={register.flags}
        options={{ paymentPasswordSet: isSet }}
        submitLabel={isSet ? t('paymentPassword.change') : t('paymentPassword.set')}
        busy={save.isPending}
        errorMessage={save.isError ? actionError(save.error) : null}
        onSubmit={(values) =>
          save.mutate({
            ...(isSet ? { oldPaymentPassword: text(values.oldPaymentPassword) } : {}),
            newPaymentPassword: text(values.newPaymentPassword),
            confirmPaymentPassword: text(values.confirmPaymentPassword),
          })
        }
      />
      <FormResult error={null} success={save.isSuccess ? t('paymentPassword.saved') : null} />
    </div>
  );
}
