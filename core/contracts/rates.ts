/**
 * The rate of a contract and the "exceeds" comparison (docs/contract-agent.md "Rate of a
 * contract"; spec §4: an offer can never exceed the upline's own rate, and accepting a lower rate
 * ends the contracts the downline gives above it). Pure.
 */
import type { BrandAgent, ContractRates, ContractTerms } from '../../schemas/generated/api.ts';
import { GAME_KINDS } from './terms.ts';

/**
 * The measures of `terms`: highest percent tier rate, highest fixed tier amount (major units),
 * real-time `lossRate`, and per game kind the highest dividend rule rate. A measure the terms do
 * not have is 0 (and a game kind without a rule is absent).
 */
export function ratesOf(terms: ContractTerms): ContractRates {
  const rates: ContractRates = { percent: 0, fixed: 0, lossRate: terms.lossRate ?? 0, dividend: {} };
  for (const tier of terms.tiers ?? []) {
    if (tier.mode === 'percent') rates.percent = Math.max(rates.percent, tier.rate);
    else rates.fixed = Math.max(rates.fixed, tier.rate);
  }
  for (const rule of terms.rules ?? [])
    rates.dividend[rule.gameKind] = Math.max(rates.dividend[rule.gameKind] ?? 0, rule.rate);
  return rates;
}

/** No rate at all: what an agent below the top may offer while it holds no contract of the kind. */
export const NO_RATES: ContractRates = Object.freeze({ percent: 0, fixed: 0, lossRate: 0, dividend: {} });

/**
 * The limits of a top-level agent (one without an agent upline): the brand's `agent.maxRates`,
 * the dividend rate for every game kind and as the real-time loss rate.
 */
export function brandLimits(maxRates: BrandAgent['maxRates']): ContractRates {
  return {
    percent: maxRates.percent,
    fixed: maxRates.fixed,
    lossRate: maxRates.dividend,
    dividend: Object.fromEntries(GAME_KINDS.map((kind) => [kind, maxRates.dividend])),
  };
}

/**
 * Whether `a` exceeds `b`: any measure of `a` above the same measure of `b` (a measure `b` does
 * not have counts as 0). Accepts terms or already computed rates.
 */
export function exceedsRate(a: ContractTerms | ContractRates, b: ContractTerms | ContractRates): boolean {
  const ra = 'kind' in a ? ratesOf(a) : a;
  const rb = 'kind' in b ? ratesOf(b) : b;
  if (ra.percent > rb.percent || ra.fixed > rb.fixed || ra.lossRate > rb.lossRate) return true;
  return Object.entries(ra.dividend).some(([kind, rate]) => rate > (rb.dividend[kind] ?? 0));
}
