import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cashOutCrash, getCrashRound, startCrash } from '../../lib/api/games';
import type { CrashRound } from '../../lib/api/games-types';
import { useFormat } from '../../lib/format';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { useSession } from '../../lib/session';
import { Button } from '../../components/button';
import { newRequestId } from './game-frame-store';
import { guard, useBetSettled } from './inhouse-bet-panel';
import { CrashCurve } from './inhouse-crash-curve';
import { AmountField, ErrorText, useAmountError } from './inhouse-fields';
import { CASHOUT_MAX, CASHOUT_MIN, PARAMETER_DECIMALS, validateRange, validateStake } from './inhouse-logic';
import './inhouse-play.css';

/** How often a running round is asked for (ms): it tells a crash or a reached auto cash-out. */
export const CRASH_POLL_MS = 400;

/** A round answer with the `performance.now()` at which it arrived (the curve's clock). */
interface Shown {
  round: CrashRound;
  receivedAt: number;
}

/** Keeps the ended answer of a round: a late "running" answer never brings it back to life. */
function merge(previous: Shown | null, next: CrashRound): Shown {
  if (previous && previous.round.roundId === next.roundId && previous.round.status !== 'running')
    return previous;
  return { round: next, receivedAt: performance.now() };
}

/**
 * Crash (docs/contract-play.md "Live crash"): a stake and an optional auto cash-out start a live
 * round; the multiplier rises on a curve while it runs, with a Cash out button; the server fixed
 * the crash point at the start (provably fair) and settles a cash-out at its own clock. The round
 * is polled every {@link CRASH_POLL_MS} ms while it runs. Stakes and payouts are money in the
 * brand currency; with `prefers-reduced-motion` the curve does not animate.
 */
export function CrashPanel({ balance, minorUnits }: { balance: number | undefined; minorUnits: number }) {
  const { t } = useTranslation('games');
  const session = useSession();
  const format = useFormat();
  const amountError = useAmountError();
  const settled = useBetSettled();
  const reducedMotion = usePrefersReducedMotion();
  const [stake, setStake] = useState('1');
  const [auto, setAuto] = useState('');
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const stakeParsed = validateStake(stake, balance, minorUnits);
  const autoParsed = auto.trim() === '' ? null : validateRange(auto, CASHOUT_MIN, CASHOUT_MAX);
  const show = (round: CrashRound) => setShown((previous) => merge(previous, round));
  const start = useMutation({
    mutationFn: startCrash,
    onSuccess: (round) => {
      setShown({ round, receivedAt: performance.now() });
      stageRef.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    onSettled: settled,
  });
  const cashOut = useMutation({ mutationFn: cashOutCrash, onSuccess: show, onSettled: settled });
  const round = shown?.round;
  const running = round?.status === 'running';
  const roundId = running ? round.roundId : null;

  useEffect(() => {
    if (roundId === null) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      getCrashRound(roundId).then(
        (next) => {
          if (stopped) return;
          setShown((previous) => merge(previous, next));
          if (next.status !== 'running') settled();
        },
        // A missed answer is asked again at the next tick; a cash-out shows its own failure.
        () => undefined,
      );
    }, CRASH_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [roundId, settled]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setTouched(true);
    if (!guard(session) || !stakeParsed.ok || (autoParsed !== null && !autoParsed.ok)) return;
    cashOut.reset();
    start.mutate({
      requestId: newRequestId(),
      stake: stakeParsed.value,
      ...(autoParsed?.ok ? { autoCashout: autoParsed.value } : {}),
    });
  };

  return (
    <div className="inhouse-play">
      <form className="inhouse-form" onSubmit={submit} noValidate aria-labelledby="crash-title">
        <h2 id="crash-title">{t('inhouse.crash')}</h2>
        <AmountField
          label={t('inhouse.stake')}
          value={stake}
          onChange={setStake}
          testId="inhouse-stake"
          error={touched ? amountError(stakeParsed, minorUnits) : ''}
        />
        <AmountField
          label={t('inhouse.cashout')}
          value={auto}
          onChange={setAuto}
          testId="crash-cashout"
          hint={t('inhouse.live.autoHint', { min: CASHOUT_MIN.toFixed(2), max: CASHOUT_MAX.toFixed(2) })}
          error={
            touched && autoParsed
              ? amountError(autoParsed, PARAMETER_DECIMALS, { min: CASHOUT_MIN, max: CASHOUT_MAX })
              : ''
          }
        />
        <div className="inhouse-actions">
          <Button
            type="submit"
            variant="primary"
            data-testid="inhouse-bet"
            disabled={start.isPending || running}
          >
            {t('inhouse.placeBet')}
          </Button>
          {running ? (
            <Button
              type="button"
              variant="primary"
              data-testid="crash-cashout-now"
              disabled={cashOut.isPending}
              onClick={() => cashOut.mutate({ requestId: newRequestId(), roundId: round.roundId })}
            >
              {t('inhouse.live.cashOut')}
            </Button>
          ) : null}
        </div>
        <ErrorText error={start.error ?? cashOut.error} />
      </form>
      <div className="inhouse-stage" ref={stageRef}>
        {shown ? (
          <CrashCurve round={shown.round} receivedAt={shown.receivedAt} reducedMotion={reducedMotion} />
        ) : (
          <p className="games-hint">{t('inhouse.live.intro')}</p>
        )}
        <div className="inhouse-result" role="status" aria-live="polite" data-testid="inhouse-result">
          {round ? (
            <>
              <p className="inhouse-outcome">
                {round.status === 'running'
                  ? t('inhouse.live.running', { round: round.roundId })
                  : round.status === 'cashedOut'
                    ? t('inhouse.live.cashedOut', { multiplier: round.multiplier.toFixed(2) })
                    : t('inhouse.crashedAt', { point: (round.crashPoint ?? round.multiplier).toFixed(2) })}
              </p>
              <p>{t('inhouse.live.stake', { stake: format.money(round.stake) })}</p>
              {round.status !== 'running' ? (
                <p>
                  {round.win ? t('inhouse.won', { payout: format.money(round.payout) }) : t('inhouse.lost')}
                </p>
              ) : null}
              <p className="games-hint">
                {t('inhouse.roundNonce', { round: round.roundId, nonce: round.nonce })}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
