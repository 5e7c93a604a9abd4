/**
 * Validation of contract terms beyond what the JSON Schema says (docs/contract-agent.md
 * "Contract terms"; spec §4 contracts). The schema already bounds each number; these are the
 * rules across fields: the right parts for the kind, 3–6 tiers with increasing thresholds, rates in
 * range with at most 2 decimals, amounts with at most the currency's decimals, 1–9 dividend rules
 * with one per game kind. Pure.
 */
import type { ContractKind, ContractTerms } from '../../schemas/generated/api.ts';

/** Game kinds a dividend rule may name (vendor game types, plus the in-house games). */
export const GAME_KINDS = [
  'LIVE',
  'RNG',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
  'INHOUSE',
] as const;

/** Every contract kind. */
export const CONTRACT_KINDS: readonly ContractKind[] = [
  'dailyWage',
  'hourlyWage',
  'realtimeWage',
  'dividend',
];

/** Most decimals of a percentage rate. */
export const RATE_DECIMALS = 2;

/** One problem: the field (JSON-pointer-like path from the terms, e.g. `tiers/1/rate`) and why. */
export interface TermsProblem {
  field: string;
  message: string;
}

function hasDecimals(value: number, decimals: number): boolean {
  return Number(value.toFixed(decimals)) === value;
}

/**
 * Checks terms for a contract of `kind`.
 *
 * @param terms the terms as received (amounts in major units).
 * @param kind the kind the call is about (the relay call's kind); `terms.kind` must equal it.
 * @param minorUnits the brand currency's decimals (amounts may have at most that many).
 * @returns the first problem, or null when the terms are valid.
 */
export function termsProblem(
  terms: ContractTerms,
  kind: ContractKind,
  minorUnits: number,
): TermsProblem | null {
  if (terms.kind !== kind) return { field: 'kind', message: `must be ${kind}` };
  const money = (value: number, field: string): TermsProblem | null =>
    value < 0 || !Number.isFinite(value)
      ? { field, message: 'must be 0 or more' }
      : hasDecimals(value, minorUnits)
        ? null
        : { field, message: `must have at most ${minorUnits} decimals` };
  const percent = (value: number, field: string, allowZero: boolean): TermsProblem | null =>
    !Number.isFinite(value) || value > 100 || value < 0 || (!allowZero && value === 0)
      ? { field, message: allowZero ? 'must be from 0 to 100' : 'must be above 0 and at most 100' }
      : hasDecimals(value, RATE_DECIMALS)
        ? null
        : { field, message: `must have at most ${RATE_DECIMALS} decimals` };

  if (kind === 'dividend') {
    for (const field of ['tiers', 'minSingleBet', 'lossRate'] as const)
      if (terms[field] !== undefined) return { field, message: 'is not part of a dividend contract' };
    if (terms.period === undefined) return { field: 'period', message: 'is required for a dividend' };
    const rules = terms.rules;
    if (!rules || rules.length < 1 || rules.length > 9)
      return { field: 'rules', message: 'must hold 1 to 9 rules' };
    const seen = new Set<string>();
    for (const [i, rule] of rules.entries()) {
      if (!(GAME_KINDS as readonly string[]).includes(rule.gameKind))
        return { field: `rules/${i}/gameKind`, message: 'is not a game kind' };
      if (seen.has(rule.gameKind))
        return { field: `rules/${i}/gameKind`, message: `${rule.gameKind} has two rules` };
      seen.add(rule.gameKind);
      const problem =
        money(rule.minBet, `rules/${i}/minBet`) ??
        money(rule.minNetLoss, `rules/${i}/minNetLoss`) ??
        (Number.isInteger(rule.minActiveMembers) && rule.minActiveMembers >= 0
          ? null
          : { field: `rules/${i}/minActiveMembers`, message: 'must be a whole number, 0 or more' }) ??
        percent(rule.rate, `rules/${i}/rate`, false);
      if (problem) return problem;
    }
    return null;
  }

  for (const field of ['period', 'rules'] as const)
    if (terms[field] !== undefined) return { field, message: 'is only part of a dividend contract' };
  if (kind !== 'realtimeWage')
    for (const field of ['minSingleBet', 'lossRate'] as const)
      if (terms[field] !== undefined) return { field, message: 'is only part of a real-time wage contract' };
  if (terms.minSingleBet !== undefined) {
    const problem = money(terms.minSingleBet, 'minSingleBet');
    if (problem) return problem;
  }
  if (terms.lossRate !== undefined) {
    const problem = percent(terms.lossRate, 'lossRate', true);
    if (problem) return problem;
  }
  const tiers = terms.tiers;
  if (!tiers || tiers.length < 3 || tiers.length > 6)
    return { field: 'tiers', message: 'must hold 3 to 6 tiers' };
  for (const [i, tier] of tiers.entries()) {
    const at = `tiers/${i}`;
    const problem =
      money(tier.minTeamValidBet, `${at}/minTeamValidBet`) ??
      (Number.isInteger(tier.minActiveMembers) && tier.minActiveMembers >= 0
        ? null
        : { field: `${at}/minActiveMembers`, message: 'must be a whole number, 0 or more' });
    if (problem) return problem;
    if (tier.mode === 'percent') {
      const p = percent(tier.rate, `${at}/rate`, false);
      if (p) return p;
      if (tier.cap !== undefined && tier.cap !== null) {
        const c = money(tier.cap, `${at}/cap`);
        if (c) return c;
        if (tier.cap <= 0) return { field: `${at}/cap`, message: 'must be above 0' };
      }
    } else {
      if (!(tier.rate > 0)) return { field: `${at}/rate`, message: 'must be above 0' };
      const m = money(tier.rate, `${at}/rate`);
      if (m) return m;
      if (tier.cap !== undefined && tier.cap !== null)
        return { field: `${at}/cap`, message: 'is only for a percent tier' };
    }
    const before = tiers[i - 1];
    if (before) {
      if (tier.minTeamValidBet <= before.minTeamValidBet)
        return { field: `${at}/minTeamValidBet`, message: 'must be above the tier before' };
      if (tier.minActiveMembers < before.minActiveMembers)
        return { field: `${at}/minActiveMembers`, message: 'must not be below the tier before' };
    }
  }
  return null;
}
