/**
 * Pure arithmetic of a live crash round on the site (docs/contract-play.md "Live crash"): the
 * multiplier m(t) = floor(100 × e^(growthPerMs × t)) / 100 with t in ms since the round started,
 * `growthPerMs` as the server answers it. The server decides; this only draws.
 */

/** The multiplier `elapsedMs` after the start (2 decimals, ≥ 1). */
export function multiplierAt(elapsedMs: number, growthPerMs: number): number {
  return Math.floor(100 * Math.exp(growthPerMs * Math.max(0, elapsedMs)) + 1e-9) / 100;
}

/** Ms after the start at which the curve reaches `multiplier` (0 for 1.00 and below). */
export function crashElapsedOf(multiplier: number, growthPerMs: number): number {
  return multiplier <= 1 ? 0 : Math.log(multiplier) / growthPerMs;
}

/**
 * An SVG path of the curve from the start to `elapsedMs`, in a `width` × `height` box (y grows
 * down). The axes stretch as the round goes on: at least 8 s and ×2, so the start is not flat.
 */
export function crashCurvePath(
  elapsedMs: number,
  growthPerMs: number,
  width: number,
  height: number,
): string {
  const span = Math.max(8000, elapsedMs);
  const top = Math.max(2, Math.exp(growthPerMs * elapsedMs));
  const steps = 48;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    const m = Math.exp(growthPerMs * t);
    const x = (t / span) * width;
    const y = height - ((m - 1) / (top - 1)) * height;
    points.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return points.join(' ');
}
