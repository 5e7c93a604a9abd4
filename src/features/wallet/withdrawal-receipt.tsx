import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { withdrawalReceiptMachine, type ReceiptAnswer } from '../../../machines/withdrawal-receipt';
import { confirmWithdrawal, uploadWithdrawalProof, type WithdrawOrder } from '../../lib/api/wallet';
import { parseAmount } from '../../../core/money';
import { useFormat } from '../../lib/format';
import { checkImages } from './image-checks';
import { partialAmountText, receiptErrorText } from './problems';
import { useInvalidateWallet } from './use-money-action';
import { Button } from '../../components/button';

/** `mm:ss` (or `h:mm:ss`) of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** Epoch ms of the order's confirm deadline (ISO string or epoch ms); 0 when absent. */
export function deadlineOf(order: { confirmDeadline: string | number | null }): number {
  const value = order.confirmDeadline;
  if (value === null) return 0;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : 0;
}

/**
 * §4 Withdrawal receipt of one `disbursed` (or `notReceived`) order, driven by
 * `machines/withdrawal-receipt.ts`: received in full, a partial amount (at most the brand
 * currency's `minorUnits` decimals), or not received and then proof images (png/jpg, ≤ 5 MB, ≤ 3,
 * checked here before upload), with a live countdown to the deadline after which the order counts
 * as received (forced receipt).
 */
export function WithdrawalReceipt({ order, now }: { order: WithdrawOrder; now?: () => number }) {
  const { minorUnits } = useFormat();
  // The machine takes the decimals as input: it restarts in the rare case the balance answer
  // (and so the currency's minorUnits) arrives with another value than the default.
  return <ReceiptFlow key={minorUnits} order={order} now={now} decimals={minorUnits} />;
}

/** The receipt of one order for a currency with `decimals` minor-unit digits. */
function ReceiptFlow({
  order,
  now,
  decimals,
}: {
  order: WithdrawOrder;
  now?: () => number;
  decimals: number;
}) {
  const { t } = useTranslation('wallet');
  const format = useFormat();
  const invalidate = useInvalidateWallet();
  const machine = useMemo(
    () =>
      withdrawalReceiptMachine.provide({
        actors: {
          confirm: fromPromise<unknown, { orderId: string; answer: ReceiptAnswer }>(({ input }) =>
            confirmWithdrawal(input.orderId, input.answer),
          ),
          uploadProof: fromPromise<{ proofs: number }, { orderId: string; file: Blob }>(({ input }) =>
            uploadWithdrawalProof(input.orderId, input.file),
          ),
        },
      }),
    [],
  );
  const [state, send] = useMachine(machine, {
    input: {
      orderId: order.orderId,
      amount: order.amount,
      decimals,
      confirmDeadline: deadlineOf(order),
      proofs: order.proofs,
      alreadyNotReceived: order.status === 'notReceived',
      now,
    },
  });
  const [partial, setPartial] = useState('');
  const [showPartial, setShowPartial] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const { context } = state;
  const busy = state.hasTag('busy');
  const done = state.status === 'done' || state.matches('notReceived');

  useEffect(() => {
    if (done) void invalidate();
    // Refresh once per settled step (final state or a new proof count), not on every tick.
  }, [done, context.proofs, invalidate]);

  const pickProof = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImages([file], context.proofs);
    setLocalError(problem ? t(`images.${problem}`) : null);
    if (!problem) send({ type: 'proof.upload', file });
  };

  const submitPartial = () => {
    const parsed = parseAmount(partial, { max: order.amount, decimals });
    if ('problem' in parsed) {
      setLocalError(partialAmountText(decimals, t));
      return;
    }
    setLocalError(null);
    send({ type: 'receipt.partial', receivedAmount: parsed.value });
  };

  const error = localError ?? (context.error ? receiptErrorText(context.error, t, decimals) : null);
  return (
    <div className="wal-receipt" data-testid={`wallet-receipt-${order.orderId}`}>
      {state.matches('choosing') || state.matches('confirming') ? (
        <>
          <p className="acct-muted" role="timer" aria-live="off" data-testid="wallet-receipt-countdown">
            {t('receipt.countdown', { time: formatCountdown(context.remainingSeconds) })}
          </p>
          <div
            className="wal-actions"
            role="group"
            aria-label={t('receipt.question', { amount: format.money(order.amount) })}
          >
            <Button variant="primary" disabled={busy} onClick={() => send({ type: 'receipt.received' })}>
              {t('receipt.received')}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              aria-expanded={showPartial}
              onClick={() => setShowPartial(!showPartial)}
            >
              {t('receipt.partial')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'receipt.notReceived' })}>
              {t('receipt.notReceived')}
            </Button>
          </div>
          {showPartial ? (
            <div className="acct-field-row">
              <label className="visually-hidden" htmlFor={`wal-partial-${order.orderId}`}>
                {t('receipt.partialAmount')}
              </label>
              <input
                id={`wal-partial-${order.orderId}`}
                className="acct-input"
                inputMode="decimal"
                placeholder={t('receipt.partialAmount')}
                value={partial}
                onChange={(e) => setPartial(e.target.value)}
              />
              <Button variant="ghost" disabled={busy} onClick={submitPartial}>
                {t('receipt.confirmPartial')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {state.matches('notReceived') ? (
        <div className="acct-field">
          <p role="status">{t('receipt.proofsCount', { count: context.proofs, max: 3 })}</p>
          {state.matches({ notReceived: 'full' }) ? null : (
            <>
              <label htmlFor={`wal-proof-${order.orderId}`}>{t('receipt.proof')}</label>
              <input
                id={`wal-proof-${order.orderId}`}
                type="file"
                accept="image/png,image/jpeg"
                disabled={busy}
                onChange={pickProof}
                aria-describedby={`wal-proof-hint-${order.orderId}`}
              />
              <p id={`wal-proof-hint-${order.orderId}`} className="acct-hint">
                {t('images.hint')}
              </p>
            </>
          )}
        </div>
      ) : null}
      {state.matches('received') ? <p role="status">{t('receipt.doneReceived')}</p> : null}
      {state.matches('partial') ? (
        <p role="status">{t('receipt.donePartial', { amount: format.money(context.receivedAmount ?? 0) })}</p>
      ) : null}
      {state.matches('forced') ? <p role="status">{t('receipt.forced')}</p> : null}
      {error ? (
        <p role="alert" className="acct-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
