import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useFormat } from '../../lib/format';
import { depositOrderQuery, type DepositCreated, type DepositStatus } from '../../lib/api/wallet';
import { DepositInstructionsView } from './deposit-instructions';
import { StatusBadge } from './status-badge';
import { useInvalidateWallet } from './use-money-action';
import './deposit-order.css';

/** How often the page asks the platform for the order's status while it waits (ms). */
export const DEPOSIT_POLL_MS = 3_000;

/** Statuses after which an order never changes (docs/contract-wallet.md "Deposit instructions"). */
const FINAL: ReadonlySet<DepositStatus> = new Set<DepositStatus>(['approved', 'rejected', 'expired']);

/** True when `status` is final (approved, rejected or expired). */
export function isFinalDepositStatus(status: DepositStatus): boolean {
  return FINAL.has(status);
}

/**
 * Time left until `expiresAt` (ms, never below 0) as the language's digits: `mm:ss`, or `h:mm:ss`
 * from an hour up (Intl.NumberFormat, so Arabic shows Arabic-Indic digits; the colons stay).
 */
export function formatCountdown(ms: number, language: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(language, { useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${one.format(hours)}:${two.format(minutes)}:${two.format(seconds)}`
    : `${two.format(minutes)}:${two.format(seconds)}`;
}

/** `Date.now()`, refreshed every second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/**
 * A deposit order just created (§7 Wallet, docs/contract-wallet.md "Deposit instructions"): the
 * amount and reference, what to pay where (per method), a countdown to `expiresAt`, and the status
 * polled every {@link DEPOSIT_POLL_MS} until it is final — then the wallet queries (balance, order
 * list) are refreshed. The countdown reaching zero shows the order as expired at once (the server
 * says the same on the next poll). A final order shows its outcome and "Create a new order" /
 * "Make another deposit" (`onNew`). Outside production the platform names a sandbox page:
 * "Open the test payment page" opens it in a new tab.
 */
export function DepositOrderPanel({ order, onNew }: { order: DepositCreated; onNew: () => void }) {
  const { t, i18n } = useTranslation('wallet');
  const format = useFormat();
  const invalidate = useInvalidateWallet();
  const poll = useQuery({
    ...depositOrderQuery(order.orderId),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && FINAL.has(status) ? false : DEPOSIT_POLL_MS;
    },
  });
  const expiresAt = Date.parse(order.expiresAt);
  const polled = poll.data?.status ?? order.status;
  const now = useNow(!FINAL.has(polled));
  const status: DepositStatus = polled === 'pending' && now >= expiresAt ? 'expired' : polled;
  const final = FINAL.has(status);

  useEffect(() => {
    // The balance and the order list follow a decided order.
    if (final) void invalidate();
  }, [final, invalidate]);

  return (
    <section className="dep-order" aria-labelledby="dep-order-title" data-testid="wallet-deposit-result">
      <header className="dep-head">
        <h5 id="dep-order-title">{t('deposit.pay.title', { amount: format.money(order.amount) })}</h5>
        <StatusBadge status={status} />
      </header>
      <p>
        {t('deposit.reference')} <strong data-testid="wallet-deposit-reference">{order.orderId}</strong>
      </p>
      <p role="status" className={`dep-status is-${status}`} data-testid="deposit-status">
        {status === 'approved'
          ? t('deposit.pay.status.approved', { amount: format.money(order.amount) })
          : t(`deposit.pay.status.${status}`)}
      </p>
      {poll.isError && !final ? <p className="acct-muted">{t('deposit.pay.statusError')}</p> : null}
      {final ? (
        <Button variant="primary" onClick={onNew}>
          {status === 'approved' ? t('deposit.pay.another') : t('deposit.pay.newOrder')}
        </Button>
      ) : (
        <>
          <div className="dep-timer">
            <span id="dep-timer-label">{t('deposit.pay.timeLeft')}</span>{' '}
            <span role="timer" aria-labelledby="dep-timer-label" className="dep-countdown" dir="ltr">
              {formatCountdown(expiresAt - now, i18n.language)}
            </span>
            <span className="acct-muted">
              {' '}
              {t('deposit.pay.payBefore', { time: format.dateTime(order.expiresAt) })}
            </span>
          </div>
          <DepositInstructionsView instructions={order.instructions} amount={order.amount} />
          {order.sandboxUrl ? (
            <p className="dep-sandbox">
              <a href={order.sandboxUrl} target="_blank" rel="noopener">
                {t('deposit.pay.sandbox')}
              </a>{' '}
              <span className="acct-muted">{t('deposit.pay.sandboxHint')}</span>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
