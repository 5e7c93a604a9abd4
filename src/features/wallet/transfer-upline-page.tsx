import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newRequestId, transferUpline, walletListQuery } from '../../lib/api/wallet';
import { useSession } from '../../lib/session';
import { Field } from '../account/field';
import {
  AccountEmpty,
  AccountLoadError,
  AccountLoading,
  FormResult,
  useActionError,
} from '../account/states';
import { parseAmount } from './amount';
import { useFormat } from './format';
import { useInvalidateWallet } from './use-money-action';
import '../account/account.css';
import './wallet.css';

/**
 * `transferUpline` (§2 Member centre): a downline whose member info has `toUpline` moves money
 * from its main wallet to its upline's (`MCS_transferUpline`, payment password). Others see an
 * explanation instead of the form.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const { member } = useSession();
  const format = useFormat();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const allowed = member?.toUpline === true;
  const wallets = useQuery({ ...walletListQuery(), enabled: allowed });
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string }>({});
  const transfer = useMutation({ mutationFn: transferUpline, onSuccess: () => invalidate() });
  if (!allowed) return <AccountEmpty text={t('upline.notAllowed')} />;
  if (wallets.isPending) return <AccountLoading />;
  if (wallets.isError) return <AccountLoadError error={wallets.error} retry={() => void wallets.refetch()} />;
  const main = wallets.data.find((w) => w.wallet === 'MAIN')?.balance ?? 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, { balance: main });
    const found: typeof errors = {};
    if ('problem' in parsed) found.amount = t(`amount.${parsed.problem}`, { amount: format.money(main) });
    if (password === '') found.password = t('withdraw.passwordRequired');
    setErrors(found);
    if ('problem' in parsed || found.password) return;
    transfer.mutate(
      { requestId: newRequestId(), amount: parsed.value, paymentPassword: password },
      {
        onSuccess: () => {
          setAmount('');
          setPassword('');
        },
      },
    );
  };
  return (
    <form
      className="acct-form"
      onSubmit={submit}
      noValidate
      aria-label={t('upline.form')}
      data-testid="wallet-upline"
    >
      <p className="acct-muted">{t('upline.intro')}</p>
      <Field
        label={t('upline.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        hint={t('transfer.available', { amount: format.money(main) })}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Field
        label={t('withdraw.password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormResult
        error={transfer.isError ? actionError(transfer.error) : null}
        success={transfer.isSuccess ? t('upline.done') : null}
      />
      <button type="submit" className="acct-button acct-button--primary" disabled={transfer.isPending}>
        {t('upline.submit')}
      </button>
    </form>
  );
}
