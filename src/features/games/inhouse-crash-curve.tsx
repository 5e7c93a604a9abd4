import { useEffect, useState } from 'react';
import type { CrashRound } from '../../lib/api/games-types';
import { crashCurvePath, crashElapsedOf, multiplierAt } from './inhouse-crash-logic';

/**
 * The rising multiplier of a live crash round: an SVG curve m(t) = e^(growthPerMs·t) and the
 * multiplier reached, redrawn each animation frame while the round runs (clock aligned on the
 * server's `serverTime` when the answer came, `receivedAt` in `performance.now()` ms). With
 * `reducedMotion` nothing animates: the curve and number show the last answer from the server.
 * Decorative for assistive technology (the panel announces starts and endings in a status line).
 */
export function CrashCurve(props: { round: CrashRound; receivedAt: number; reducedMotion: boolean }) {
  const { round, receivedAt, reducedMotion } = props;
  const running = round.status === 'running';
  const answered = running
    ? round.serverTime - round.startedAt
    : crashElapsedOf(round.multiplier, round.growthPerMs);
  const animate = running && !reducedMotion;
  const [frameAt, setFrameAt] = useState(receivedAt);
  useEffect(() => {
    if (!animate) return undefined;
    let frame = requestAnimationFrame(function tick(at) {
      setFrameAt(at);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [animate]);
  const elapsed = animate ? answered + Math.max(0, frameAt - receivedAt) : answered;
  // Never draw past what the server says happened (an ended round stops at its multiplier).
  const multiplier = running ? multiplierAt(elapsed, round.growthPerMs) : round.multiplier;
  const state = running ? 'running' : round.status;
  return (
    <div className={`crash-stage is-${state}`} aria-hidden="true">
      <svg className="crash-curve" viewBox="0 0 300 160" preserveAspectRatio="none" focusable="false">
        <path className="crash-curve-line" d={crashCurvePath(elapsed, round.growthPerMs, 300, 160)} />
      </svg>
      <p className="crash-multiplier" data-testid="crash-multiplier">
        {multiplier.toFixed(2)}×
      </p>
    </div>
  );
}
