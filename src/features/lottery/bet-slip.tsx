import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryOrder, SlipLine, SlipTotals } from '../../../machines/lottery';
import { Button } from '../../components/button';
import { problemText, slipErrorText } from './problems';

/** Where the slip region of machines/lottery.ts is. */
export type SlipPhase = 'editing' | 'confirming' | 'placing' | 'placed' | 'failed';

/**
 * The bet slip (docs/contract-lottery.md "Site"): every line's bet type, numbers, points, combos,
 * cost and potential win, a remove button per line, the totals, the member's balance with a clear
 * message when the cost exceeds it, "Place bets" → a confirmation step → the placed order. A failure
 * shows its translated message with Retry and keeps every line. Money arrives in minor units.
 */
export function BetSlip(props: {
  phase: SlipPhase;
  lines: readonly SlipLine[];
  totals: SlipTotals;
  /** MAIN balance (minor units), null for a guest or while it loads. */
  balanceMinor: number | null;
  /** The machine's slip error code and the server failure behind it. */
  error: string | null;
  failure: unknown;
  lastOrder: LotteryOrder | null;
  /** "Miền Bắc · Hà Nội · 2026-11-24": the draw the slip goes to. */
  drawLabel: string | null;
  formatMinor: (minor: number) => string;
  onRemove: (index: number) => void;
  onClear: () => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['lottery', 'common']);
  const ids = useId();
  const { lines, totals, phase, formatMinor } = props;
  const overBalance = props.balanceMinor !== null && totals.costMinor > props.balanceMinor;
  const editable = phase === 'editing' || phase === 'failed' || phase === 'placed';
  return (
    <section className="lot-card lot-slip" aria-labelledby={`${ids}-title`} data-testid="bet-slip">
      <h2 id={`${ids}-title`}>{t('slip.title')}</h2>
      {props.drawLabel ? <p className="lot-muted">{t('slip.draw', { draw: props.drawLabel })}</p> : null}
      {lines.length === 0 ? (
        <p className="lot-muted" data-testid="slip-empty">
          {t('slip.empty')}
        </p>
      ) : (
        <ol className="lot-slip-lines">
          {lines.map((entry, index) => {
            const figures = totals.lines[index];
            return (
              <li
                key={`${index}-${entry.line.betType}-${entry.line.numbers.join('.')}`}
                data-testid="slip-line"
              >
                <div className="lot-slip-head">
                  <strong>{t(`betType.${entry.line.betType}`)}</strong>
                  <Button
                    variant="ghost"
                    disabled={!editable}
                    aria-label={t('slip.remove', { index: index + 1 })}
                    onClick={() => props.onRemove(index)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                <p className="lot-numbers" dir="ltr">
                  {entry.line.numbers.join(', ')}
                </p>
                <dl className="lot-figures">
                  <div>
                    <dt>{t('slip.points')}</dt>
                    <dd>{entry.line.points}</dd>
                  </div>
                  <div>
                    <dt>{t('slip.combos')}</dt>
                    <dd>{figures?.combos ?? 0}</dd>
                  </div>
                  <div>
                    <dt>{t('slip.cost')}</dt>
                    <dd data-testid="line-cost">{formatMinor(figures?.costMinor ?? 0)}</dd>
                  </div>
                  <div>
                    <dt>{t('slip.potentialWin')}</dt>
                    <dd>{formatMinor(figures?.potentialWinMinor ?? 0)}</dd>
                  </div>
                </dl>
                {entry.problems.length > 0 ? (
                  <ul className="lot-error">
                    {entry.problems.map((problem, i) => (
                      <li key={i}>{problemText(problem, t)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <dl className="lot-totals">
        <div>
          <dt>{t('slip.lines')}</dt>
          <dd>{lines.length}</dd>
        </div>
        <div>
          <dt>{t('slip.totalCost')}</dt>
          <dd data-testid="slip-total">{formatMinor(totals.costMinor)}</dd>
        </div>
        <div>
          <dt>{t('slip.totalWin')}</dt>
          <dd>{formatMinor(totals.potentialWinMinor)}</dd>
        </div>
        <div>
          <dt>{t('slip.balance')}</dt>
          <dd data-testid="slip-balance">
            {props.balanceMinor === null ? t('slip.balanceUnknown') : formatMinor(props.balanceMinor)}
          </dd>
        </div>
      </dl>
      {overBalance && lines.length > 0 ? (
        <p className="lot-error" role="alert" data-testid="over-balance">
          {t('slip.overBalance', { missing: formatMinor(totals.costMinor - (props.balanceMinor ?? 0)) })}
        </p>
      ) : null}

      {phase === 'confirming' || phase === 'placing' ? (
        <div
          className="lot-confirm"
          role="group"
          aria-labelledby={`${ids}-confirm`}
          data-testid="slip-confirm"
        >
          <p id={`${ids}-confirm`}>
            {t('slip.confirmText', {
              lines: lines.length,
              cost: formatMinor(totals.costMinor),
              draw: props.drawLabel ?? '',
            })}
          </p>
          <div className="lot-actions">
            <Button variant="primary" disabled={phase === 'placing'} onClick={props.onConfirm}>
              {phase === 'placing' ? t('slip.placing') : t('slip.confirm')}
            </Button>
            <Button variant="secondary" disabled={phase === 'placing'} onClick={props.onCancel}>
              {t('slip.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="lot-actions">
          <Button
            variant="primary"
            disabled={lines.length === 0}
            onClick={props.onSubmit}
            data-testid="slip-submit"
          >
            {t('slip.submit')}
          </Button>
          <Button variant="ghost" disabled={lines.length === 0} onClick={props.onClear}>
            {t('slip.clear')}
          </Button>
        </div>
      )}

      <div role="alert" data-testid="slip-error">
        {props.error && phase !== 'placed' ? (
          <div className="lot-error-box">
            <p>{slipErrorText(props.error, props.failure, t)}</p>
            {phase === 'failed' ? (
              <div className="lot-actions">
                <Button variant="primary" onClick={props.onRetry}>
                  {t('common:action.retry')}
                </Button>
                <Button variant="secondary" onClick={props.onCancel}>
                  {t('slip.back')}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <div role="status" data-testid="slip-placed">
        {phase === 'placed' && props.lastOrder ? (
          <div className="lot-success-box">
            <p>
              {t('slip.placed', {
                orderNo: props.lastOrder.orderNo,
                bets: props.lastOrder.bets.length,
                cost: formatMinor(props.lastOrder.costTotalMinor),
              })}
            </p>
            <p>{t('slip.newBalance', { balance: formatMinor(props.lastOrder.balanceMinor) })}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}
