/** Why an amount is refused (i18n keys `wallet:amount.*`). */
export type AmountProblem =
  'required' | 'invalid' | 'positive' | 'decimals' | 'belowMin' | 'aboveMax' | 'aboveBalance';

export interface AmountRules {
  /** Smallest allowed amount, major units (a deposit method's or withdrawal's `min`). */
  min?: number;
  /** Largest allowed amount, major units (`max`, or a remaining limit). */
  max?: number;
  /** The source balance, major units: the amount may not exceed it. */
  balance?: number;
}

/**
 * Validates a money amount typed by the player (contract-wallet: major units, ≤ 2 decimals): not
 * empty, a plain decimal number, > 0, at most 2 decimals, ≥ `min`, ≤ `max`, ≤ `balance`.
 * Grouping commas are ignored.
 * @returns the amount in major units, or the first problem.
 */
export function parseAmount(
  text: string,
  rules: AmountRules = {},
): { value: number } | { problem: AmountProblem } {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(clean)) return { problem: 'invalid' };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { problem: 'invalid' };
  if (value <= 0) return { problem: 'positive' };
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { problem: 'decimals' };
  if (rules.min !== undefined && value < rules.min) return { problem: 'belowMin' };
  if (rules.max !== undefined && value > rules.max) return { problem: 'aboveMax' };
  if (rules.balance !== undefined && toMinor(value) > toMinor(rules.balance))
    return { problem: 'aboveBalance' };
  return { value };
}

/** Major to integer minor units (2 decimals), for exact comparisons. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/**
 * The bound a refused amount is measured against, for the `{{amount}}` of its message:
 * `belowMin` → `min`, `aboveMax` → `max`, `aboveBalance` → `balance`; otherwise undefined.
 */
export function boundOf(problem: AmountProblem, rules: AmountRules): number | undefined {
  if (problem === 'belowMin') return rules.min;
  if (problem === 'aboveMax') return rules.max;
  if (problem === 'aboveBalance') return rules.balance;
  return undefined;
}
