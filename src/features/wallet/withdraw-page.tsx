import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bankAccountsQuery,
  createWithdrawal,
  walletListQuery,
  withdrawConfigQuery,
  withdrawOrdersQuery,
  type BankAccount,
  type WithdrawConfig,
  type WithdrawOrder,
} from '../../lib/api/wallet';
import { SelectField } from '../../components/field';
import { Empty, LoadError, Loading } from '../../components/states';
import { useFormat } from '../../lib/format';
import { PaymentForm } from '../../components/payment-form';
import { StatusBadge } from './status-badge';
import { useInvalidateWallet } from './use-money-action';
import { BankAccountForm } from './bank-account-form';
import { PaymentPasswordSetup } from './payment-password-setup';
import { WithdrawalReceipt } from './withdrawal-receipt';
import { WithdrawableSummary, withdrawableOf } from './withdrawable-summary';
import '../../components/panel-page.css';
import './wallet.css';
import { PagedTable } from '../../components/data-table';

/** Bank accounts a member may bind (contract: ≤ 5). */
export const MAX_BANK_ACCOUNTS = 5;

function WithdrawForm({
  config,
  accounts,
  main,
}: {
  config: WithdrawConfig;
  accounts: BankAccount[];
  main: number;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const invalidate = useInvalidateWallet();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? 0);
  const withdraw = useMutation({ mutationFn: createWithdrawal, onSuccess: () => invalidate() });
  return (
    <PaymentForm
      label={t('withdraw.form')}
      amountLabel={t('withdraw.amount')}
      submitLabel={t('withdraw.submit')}
      rules={{ min: config.min, max: Math.min(config.max, config.dailyRemaining), balance: main }}
      mutation={withdraw}
      toVariables={(values) => ({ bankAccountId: accountId, ...values })}
      successText={(created) => t('withdraw.created', { reference: created.orderId })}
    >
      <SelectField
        label={t('withdraw.account')}
        value={accountId}
        onChange={(next) => setAccountId(Number(next))}
      >
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {`${a.bankName} · ${a.accountName} · ${a.accountNumberMasked}`}
          </option>
        ))}
      </SelectField>
      <p className="acct-muted" data-testid="wallet-withdraw-limits">
        {t('withdraw.limits', {
          min: format.money(config.min),
          max: format.money(config.max),
          daily: format.money(config.dailyMax),
          remaining: format.money(config.dailyRemaining),
        })}
      </p>
    </PaymentForm>
  );
}

/** A disbursed order waits for the player's receipt; a not-received one for its proof images (§4). */
const needsReceipt = (order: Pick<WithdrawOrder, 'status'>) =>
  order.status === 'disbursed' || order.status === 'notReceived';

function WithdrawOrders() {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const orders = useQuery(withdrawOrdersQuery(pageNo));
  // Orders that offered the receipt while this page was open keep it mounted after the list
  // refreshes with their new status, so the player still sees the receipt's outcome (§4).
  const [receiptIds, setReceiptIds] = useState<ReadonlySet<string>>(() => new Set());
  const needing = (orders.data?.list ?? []).filter((o) => needsReceipt(o) && !receiptIds.has(o.orderId));
  if (needing.length > 0) setReceiptIds(new Set([...receiptIds, ...needing.map((o) => o.orderId)]));
  return (
    <PagedTable
      query={orders}
      emptyText={t('withdraw.noOrders')}
      testId="wallet-withdraw-orders"
      caption={t('withdraw.orders')}
      headers={[t('deposit.reference'), t('records.amount'), t('records.status'), t('withdraw.receipt')]}
      row={(o) => (
        <tr key={o.orderId}>
          <td>
            {o.orderId}
            {o.createdAt ? <div className="acct-muted">{format.dateTime(o.createdAt)}</div> : null}
          </td>
          <td className="wal-num">
            {format.money(o.amount)}
            {o.receivedAmount !== null && o.status === 'partial' ? (
              <div className="acct-muted">
                {t('withdraw.receivedAmount', { amount: format.money(o.receivedAmount) })}
              </div>
            ) : null}
          </td>
          <td>
            <StatusBadge status={o.status} />
          </td>
          <td>
            {needsReceipt(o) || receiptIds.has(o.orderId) ? (
              <WithdrawalReceipt key={o.orderId} order={o} />
            ) : null}
          </td>
        </tr>
      )}
      pageNo={pageNo}
      onPage={setPageNo}
      pagesLabel={t('withdraw.ordersPages')}
    />
  );
}

/** "Payment password saved": takes the focus once, from the set-password form that just left. */
function PasswordSavedNotice() {
  const { t } = useTranslation('wallet');
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} role="status" className="acct-success" tabIndex={-1} data-testid="wallet-password-saved">
      {t('withdraw.passwordSaved')}
    </p>
  );
}

/**
 * `withdraw` — withdrawal (§2 Member centre, §4 withdrawal receipt): bank-account binding (≤ 5),
 * what is withdrawable now (MAIN plus the game wallets, with "Recall to main wallet"), the limits,
 * the order form (enc, with the payment password; amount within min/max and the withdrawable
 * balance), and the order list where a disbursed order offers the receipt.
 */
export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const [passwordSaved, setPasswordSaved] = useState(false);
  const config = useQuery(withdrawConfigQuery());
  const accounts = useQuery(bankAccountsQuery());
  const wallets = useQuery(walletListQuery());
  const failed = [config, accounts, wallets].find((q) => q.isError);
  if (failed) {
    return (
      <LoadError
        error={failed.error}
        retry={() => {
          for (const q of [config, accounts, wallets]) if (q.isError) void q.refetch();
        }}
      />
    );
  }
  const settings = config.data;
  const bound = accounts.data;
  if (settings === undefined || bound === undefined || wallets.data === undefined) return <Loading />;
  // MAIN plus the game wallets: the withdrawal recalls them first (docs/contract-wallet.md).
  const main = withdrawableOf(wallets.data).total;
  return (
    <div className="acct-page" data-testid="wallet-withdraw">
      <section className="acct-section" aria-labelledby="wal-withdraw-title">
        <h4 id="wal-withdraw-title">{t('withdraw.title')}</h4>
        <WithdrawableSummary wallets={wallets.data} />
        {passwordSaved && settings.hasPaymentPassword ? <PasswordSavedNotice /> : null}
        {!settings.hasPaymentPassword ? (
          <PaymentPasswordSetup onSaved={() => setPasswordSaved(true)} />
        ) : bound.length === 0 ? (
          <Empty testId="account-empty" text={t('bank.none')} />
        ) : (
          <WithdrawForm config={settings} accounts={bound} main={main} />
        )}
      </section>
      <section className="acct-section" aria-labelledby="wal-bank-title">
        <h4 id="wal-bank-title">{t('bank.title')}</h4>
        {bound.length > 0 ? (
          <ul className="wal-list" data-testid="wallet-bank-accounts">
            {bound.map((a) => (
              <li key={a.id}>{`${a.bankName} · ${a.accountName} · ${a.accountNumberMasked}`}</li>
            ))}
          </ul>
        ) : null}
        {bound.length < MAX_BANK_ACCOUNTS ? (
          <BankAccountForm />
        ) : (
          <p className="acct-muted">{t('bank.max')}</p>
        )}
      </section>
      <section className="acct-section" aria-labelledby="wal-withdraw-orders">
        <h4 id="wal-withdraw-orders">{t('withdraw.orders')}</h4>
        <p className="acct-muted">
          {t('withdraw.confirmWithin', { minutes: settings.confirmTimeoutMinutes })}
        </p>
        <WithdrawOrders />
      </section>
    </div>
  );
}
