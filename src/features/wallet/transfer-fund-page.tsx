import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { recallAll, transferWallet, walletListQuery, type WalletBalance } from '../../lib/api/wallet';
import { Field, SelectField } from '../../components/field';
import { Empty, LoadError, Loading, FormResult, useActionError } from '../../components/states';
import { parseAmount } from '../../../core/money';
import { useFormat } from '../../lib/format';
import { useAmountMessage } from '../../components/payment-form';
import { useInvalidateWallet } from './use-money-action';
import '../../components/panel-page.css';
import './wallet.css';
import { Button } from '../../components/button';
import { useRequestId } from '../../lib/use-request-id';

const MAIN = 'MAIN';

function TransferForm({ wallets }: { wallets: WalletBalance[] }) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const amountMessage = useAmountMessage();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const vendors = wallets.filter((w) => w.wallet !== MAIN);
  const main = wallets.find((w) => w.wallet === MAIN)?.balance ?? 0;
  const [vendor, setVendor] = useState(vendors[0]?.wallet ?? '');
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const requestId = useRequestId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const transfer = useMutation({ mutationFn: transferWallet, onSuccess: () => invalidate() });
  const source = direction === 'in' ? main : (vendors.find((w) => w.wallet === vendor)?.balance ?? 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rules = { balance: source, decimals: format.minorUnits };
    const parsed = parseAmount(amount, rules);
    if ('problem' in parsed) {
      setError(amountMessage(parsed.problem, rules));
      return;
    }
    setError(null);
    transfer.mutate(
      {
        from: direction === 'in' ? MAIN : vendor,
        to: direction === 'in' ? vendor : MAIN,
        amount: parsed.value,
        requestId: requestId.current(),
      },
      { onSettled: (_data, error) => requestId.settle(error), onSuccess: () => setAmount('') },
    );
  };

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('transfer.form')}>
      <SelectField label={t('transfer.vendor')} value={vendor} onChange={setVendor}>
        {vendors.map((w) => (
          <option key={w.wallet} value={w.wallet}>
            {w.wallet}
          </option>
        ))}
      </SelectField>
      <fieldset className="acct-fieldset">
        <legend>{t('transfer.direction')}</legend>
        <label className="acct-radio">
          <input
            type="radio"
            name="wal-direction"
            checked={direction === 'in'}
            onChange={() => setDirection('in')}
          />
          {t('transfer.in')}
        </label>
        <label className="acct-radio">
          <input
            type="radio"
            name="wal-direction"
            checked={direction === 'out'}
            onChange={() => setDirection('out')}
          />
          {t('transfer.out')}
        </label>
      </fieldset>
      <Field
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={error}
        hint={t('transfer.available', { amount: format.money(source) })}
        onChange={(e) => setAmount(e.target.value)}
      />
      <FormResult
        error={transfer.isError ? actionError(transfer.error) : null}
        success={transfer.isSuccess ? t('transfer.done') : null}
      />
      <Button type="submit" variant="primary" disabled={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}

/**
 * `transferFund` — my wallet (§2 Member centre): the main and vendor wallet balances
 * (`/wps/v2/wallets/list`), a transfer in/out form (amount > 0, ≤ 2 decimals, ≤ the source
 * balance) and "Recall all to main" (`MCS_recallAll`). Every success invalidates `['wallet']`.
 */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const actionError = useActionError();
  const invalidate = useInvalidateWallet();
  const wallets = useQuery(walletListQuery());
  const recallId = useRequestId();
  const recall = useMutation({
    mutationFn: () => recallAll(recallId.current()),
    onSettled: (_data, error) => recallId.settle(error),
    onSuccess: () => invalidate(),
  });

  if (wallets.isPending) return <Loading />;
  if (wallets.isError) return <LoadError error={wallets.error} retry={() => void wallets.refetch()} />;
  if (wallets.data.length === 0) return <Empty testId="account-empty" text={t('transfer.empty')} />;
  const hasVendors = wallets.data.some((w) => w.wallet !== MAIN);
  return (
    <div className="acct-page" data-testid="wallet-transfer">
      <section className="acct-section" aria-labelledby="wal-balances">
        <h4 id="wal-balances">{t('transfer.balances')}</h4>
        <ul className="wal-wallets" data-testid="wallet-balances">
          {wallets.data.map((w) => (
            <li key={w.wallet} className={w.wallet === MAIN ? 'wal-wallet is-main' : 'wal-wallet'}>
              <span>{w.wallet === MAIN ? t('transfer.main') : w.wallet}</span>
              <strong data-testid={`wallet-balance-${w.wallet}`}>{format.money(w.balance)}</strong>
            </li>
          ))}
        </ul>
        {hasVendors ? (
          <div className="acct-toolbar">
            <Button variant="ghost" disabled={recall.isPending} onClick={() => recall.mutate()}>
              {t('transfer.recallAll')}
            </Button>
            <FormResult
              error={recall.isError ? actionError(recall.error) : null}
              success={
                recall.isSuccess ? t('transfer.recalled', { amount: format.money(recall.data.main) }) : null
              }
            />
          </div>
        ) : null}
      </section>
      {hasVendors ? (
        <section className="acct-section" aria-labelledby="wal-transfer">
          <h4 id="wal-transfer">{t('transfer.title')}</h4>
          <TransferForm wallets={wallets.data} />
        </section>
      ) : (
        <Empty testId="account-empty" text={t('transfer.noVendors')} />
      )}
    </div>
  );
}
