import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InhouseBetResult } from '../../lib/api/games-types';
import { useFormat } from '../../lib/format';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { formatNumber } from './inhouse-fields';
import { PARAMETER_DECIMALS } from './inhouse-logic';
import './inhouse-play.css';

/** How long the dice tumbles before it shows the server's roll (ms). */
export const DICE_ROLL_MS = 700;

/**
 * The dice round's result beside the bet form: a short roll (random numbers, the marker sliding)
 * for {@link DICE_ROLL_MS} ms, then the server's roll, the stake and the payout as money in the
 * brand currency. With `prefers-reduced-motion` the result shows at once. The result is scrolled
 * into view (nearest edge) when it arrives, so it is never below the fold.
 */
export function DiceResult({
  result,
  stake,
}: {
  result: InhouseBetResult | undefined;
  stake: number | undefined;
}) {
  const { t, i18n } = useTranslation('games');
  const format = useFormat();
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [doneRound, setDoneRound] = useState<number | null>(null);
  const [spin, setSpin] = useState(50);
  const roundId = result?.roundId ?? null;
  const rolling = roundId !== null && !reducedMotion && doneRound !== roundId;

  useEffect(() => {
    if (roundId === null) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [roundId, reducedMotion]);

  useEffect(() => {
    if (!rolling) return undefined;
    // The end is a timer, not a frame count: frames pause in a background tab, the result must not.
    const done = setTimeout(() => setDoneRound(roundId), DICE_ROLL_MS);
    let frame = requestAnimationFrame(function tick() {
      setSpin(Math.floor(Math.random() * 10000) / 100);
      frame = requestAnimationFrame(tick);
    });
    return () => {
      clearTimeout(done);
      cancelAnimationFrame(frame);
    };
  }, [rolling, roundId]);

  const roll = rolling ? spin : (result?.roll ?? 0);
  const shownRoll = formatNumber(roll, i18n.language, PARAMETER_DECIMALS);
  return (
    <div className="inhouse-stage" ref={ref}>
      {result ? (
        <div className={rolling ? 'dice-track is-rolling' : 'dice-track'} aria-hidden="true">
          <span className="dice-marker" style={{ insetInlineStart: `${roll}%` }} data-testid="dice-marker">
            {shownRoll}
          </span>
        </div>
      ) : null}
      <div className="inhouse-result" role="status" aria-live="polite" data-testid="inhouse-result">
        {result ? (
          rolling ? (
            <p className="inhouse-outcome">{t('inhouse.live.rolling')}</p>
          ) : (
            <>
              <p className="inhouse-outcome">{t('inhouse.rolled', { roll: shownRoll })}</p>
              {stake !== undefined ? <p>{t('inhouse.live.stake', { stake: format.money(stake) })}</p> : null}
              <p>
                {result.win ? t('inhouse.won', { payout: format.money(result.payout) }) : t('inhouse.lost')}
              </p>
              <p className="games-hint">
                {t('inhouse.roundNonce', { round: result.roundId, nonce: result.nonce })}
              </p>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}
