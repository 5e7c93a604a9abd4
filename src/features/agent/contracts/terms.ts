import { decimalsPattern, toMinor } from '../../../../core/money';
import { CONTRACT_KINDS, GAME_KINDS, RATE_DECIMALS } from '../../../../core/contracts/terms';
import type {
  ContractTerms,
  ContractKind,
  ContractRates,
  DividendPeriod,
  DividendRule,
  WageTier,
} from '../../../lib/api/contracts';

/**
 * The offer form's terms as typed (strings, so bad input stays as the player typed it) and the
 * checks made before anything is sent (§4 contracts, docs/contract-agent.md "Contract terms"): the
 * same rules the server applies (core/contracts/terms.ts) plus "not above my own limit"
 * (`ContractsView.limits`, the server's `RATE_ABOVE_UPLINE`). Pure: no React; problems are i18n
 * keys of the `contracts` namespace with their values.
 */

export type GameKind = (typeof GAME_KINDS)[number];
export { GAME_KINDS };

/** Wage tiers per contract (§4: 3 to 6). */
export const MIN_TIERS = 3;
export const MAX_TIERS = 6;
/** Dividend rules per contract (one per game kind). */
export const MIN_RULES = 1;
export const MAX_RULES = GAME_KINDS.length;
/** Dividend periods (docs/contract-agent.md). */
export const DIVIDEND_PERIODS: readonly DividendPeriod[] = ['daily', 'weekly', 'semiMonthly', 'monthly'];

/** The kind a page's `props.kind` names, or null when it is not a contract kind. */
export function contractKindOf(value: string): ContractKind | null {
  return (CONTRACT_KINDS as readonly string[]).includes(value) ? (value as ContractKind) : null;
}

/** The agent-centre page of each kind (layouts/agent-centre.json ids). */
export const CONTRACT_PAGES: Readonly<Record<ContractKind, string>> = {
  dailyWage: 'agentDailyWages2',
  hourlyWage: 'agentHourSalary',
  realtimeWage: 'agentRealtimeSalary',
  dividend: 'agentDividendRecordCopy2',
};

export interface TierDraft {
  minTeamValidBet: string;
  minActiveMembers: string;
  mode: 'percent' | 'fixed';
  rate: string;
  /** Percent tiers only; empty = no cap. */
  cap: string;
}

export interface RuleDraft {
  gameKind: GameKind;
  minBet: string;
  minNetLoss: string;
  minActiveMembers: string;
  rate: string;
}

/** Everything the offer form edits; only the parts of `kind` are sent. */
export interface TermsDraft {
  kind: ContractKind;
  tiers: TierDraft[];
  period: DividendPeriod;
  rules: RuleDraft[];
  /** realtimeWage only; empty = every bet counts. */
  minSingleBet: string;
  /** realtimeWage only; empty = none. */
  lossRate: string;
}

const emptyTier = (): TierDraft => ({
  minTeamValidBet: '',
  minActiveMembers: '',
  mode: 'percent',
  rate: '',
  cap: '',
});

/** A blank tier (percent mode). */
export const newTier = emptyTier;

/** A blank rule for `gameKind`. */
export function newRule(gameKind: GameKind): RuleDraft {
  return { gameKind, minBet: '', minNetLoss: '', minActiveMembers: '', rate: '' };
}

/** The form's start: three blank tiers for a wage, one LIVE rule paid weekly for a dividend. */
export function emptyDraft(kind: ContractKind): TermsDraft {
  return {
    kind,
    tiers: kind === 'dividend' ? [] : Array.from({ length: MIN_TIERS }, emptyTier),
    period: 'weekly',
    rules: kind === 'dividend' ? [newRule('LIVE')] : [],
    minSingleBet: '',
    lossRate: '',
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form filled with existing terms (offering again what a downline had). */
export function draftFromTerms(terms: ContractTerms): TermsDraft {
  const base = emptyDraft(terms.kind);
  return {
    ...base,
    tiers:
      terms.tiers?.map((tier) => ({
        minTeamValidBet: text(tier.minTeamValidBet),
        minActiveMembers: text(tier.minActiveMembers),
        mode: tier.mode,
        rate: text(tier.rate),
        cap: text(tier.cap),
      })) ?? base.tiers,
    period: terms.period ?? base.period,
    rules:
      terms.rules?.map((rule) => ({
        gameKind: rule.gameKind,
        minBet: text(rule.minBet),
        minNetLoss: text(rule.minNetLoss),
        minActiveMembers: text(rule.minActiveMembers),
        rate: text(rule.rate),
      })) ?? base.rules,
    minSingleBet: text(terms.minSingleBet),
    lossRate: text(terms.lossRate),
  };
}

/**
 * One problem of the draft: the field (`tiers.1.rate`, `rules.0.minBet`, `lossRate`, `tiers`,
 * `rules`) and the i18n key (namespace `contracts`) with its values. `limit` values are major
 * units (`unit: 'money'`) or percent (`unit: 'percent'`) for the UI to format.
 */
export interface DraftProblem {
  field: string;
  key: string;
  values?: { count?: number; limit?: number; unit?: 'money' | 'percent'; gameKind?: string };
}

/** What the checks need besides the draft. */
export interface DraftRules {
  /** What I may offer at most (`ContractsView.limits`). */
  limits: ContractRates;
  /** The brand currency's decimals (balance answer `minorUnits`). */
  minorUnits: number;
}

/** A number typed in a field: ≥ 0, at most `decimals` decimals; grouping commas ignored. */
function parseNumber(
  value: string,
  decimals: number,
): { value: number } | { problem: 'required' | 'number' | 'decimals' } {
  const clean = value.trim().replace(/,/g, '');
  if (clean === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(clean) || !Number.isFinite(Number(clean))) return { problem: 'number' };
  if (!decimalsPattern(decimals).test(clean)) return { problem: 'decimals' };
  return { value: Number(clean) };
}

/**
 * Checks the draft and builds the terms to send.
 *
 * Rules (each problem names its field): amounts are numbers ≥ 0 with at most `minorUnits`
 * decimals; active members whole numbers ≥ 0; a percent rate above 0 and at most 100 with at most
 * 2 decimals, a fixed amount above 0; a cap, when given, above 0; 3–6 tiers whose team valid bet
 * increases strictly and whose active members never decrease (or 1–9 rules, one per game kind);
 * the real-time loss rate 0–100; and no rate above my limit for the same measure (the highest
 * percent rate, the highest fixed amount, the loss rate, each game kind's dividend rate).
 *
 * @returns the terms (amounts in major units), or every problem found.
 */
export function checkDraft(
  draft: TermsDraft,
  rules: DraftRules,
): { terms: ContractTerms } | { problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const money = (value: string, field: string, optional = false): number | undefined => {
    if (optional && value.trim() === '') return undefined;
    const parsed = parseNumber(value, rules.minorUnits);
    if ('problem' in parsed) {
      problems.push(
        parsed.problem === 'decimals'
          ? {
              field,
              key: rules.minorUnits === 0 ? 'errors.wholeAmount' : 'errors.decimals',
              values: { count: rules.minorUnits },
            }
          : { field, key: `errors.${parsed.problem}` },
      );
      return undefined;
    }
    return parsed.value;
  };
  const members = (value: string, field: string): number | undefined => {
    const parsed = parseNumber(value, 0);
    if ('problem' in parsed) {
      problems.push({ field, key: parsed.problem === 'required' ? 'errors.required' : 'errors.members' });
      return undefined;
    }
    return parsed.value;
  };
  const percent = (value: string, field: string, allowZero: boolean): number | undefined => {
    const parsed = parseNumber(value, RATE_DECIMALS);
    if ('problem' in parsed) {
      problems.push(
        parsed.problem === 'decimals'
          ? { field, key: 'errors.decimals', values: { count: RATE_DECIMALS } }
          : { field, key: `errors.${parsed.problem}` },
      );
      return undefined;
    }
    if (parsed.value > 100 || (!allowZero && parsed.value === 0)) {
      problems.push({ field, key: allowZero ? 'errors.percentRangeZero' : 'errors.percentRange' });
      return undefined;
    }
    return parsed.value;
  };
  const aboveLimit = (field: string, value: number, limit: number, unit: 'money' | 'percent') => {
    const above =
      unit === 'money' ? toMinor(value, rules.minorUnits) > toMinor(limit, rules.minorUnits) : value > limit;
    if (above) problems.push({ field, key: 'errors.aboveLimit', values: { limit, unit } });
  };

  if (draft.kind === 'dividend') {
    if (draft.rules.length < MIN_RULES || draft.rules.length > MAX_RULES)
      problems.push({ field: 'rules', key: 'errors.ruleCount', values: { count: MAX_RULES } });
    const seen = new Set<string>();
    const built: DividendRule[] = [];
    draft.rules.forEach((rule, i) => {
      const at = `rules.${i}`;
      if (seen.has(rule.gameKind))
        problems.push({
          field: `${at}.gameKind`,
          key: 'errors.duplicateGameKind',
          values: { gameKind: rule.gameKind },
        });
      seen.add(rule.gameKind);
      const minBet = money(rule.minBet, `${at}.minBet`);
      const minNetLoss = money(rule.minNetLoss, `${at}.minNetLoss`);
      const minActiveMembers = members(rule.minActiveMembers, `${at}.minActiveMembers`);
      const rate = percent(rule.rate, `${at}.rate`, false);
      if (rate !== undefined)
        aboveLimit(`${at}.rate`, rate, rules.limits.dividend[rule.gameKind] ?? 0, 'percent');
      if (
        minBet !== undefined &&
        minNetLoss !== undefined &&
        minActiveMembers !== undefined &&
        rate !== undefined
      )
        built.push({ gameKind: rule.gameKind, minBet, minNetLoss, minActiveMembers, rate });
    });
    return problems.length > 0
      ? { problems }
      : { terms: { kind: 'dividend', period: draft.period, rules: built } };
  }

  if (draft.tiers.length < MIN_TIERS || draft.tiers.length > MAX_TIERS)
    problems.push({ field: 'tiers', key: 'errors.tierCount', values: { count: MIN_TIERS } });
  const tiers: WageTier[] = [];
  let previous: { minTeamValidBet?: number; minActiveMembers?: number } = {};
  draft.tiers.forEach((tier, i) => {
    const at = `tiers.${i}`;
    const minTeamValidBet = money(tier.minTeamValidBet, `${at}.minTeamValidBet`);
    const minActiveMembers = members(tier.minActiveMembers, `${at}.minActiveMembers`);
    if (
      minTeamValidBet !== undefined &&
      previous.minTeamValidBet !== undefined &&
      toMinor(minTeamValidBet, rules.minorUnits) <= toMinor(previous.minTeamValidBet, rules.minorUnits)
    )
      problems.push({ field: `${at}.minTeamValidBet`, key: 'errors.notIncreasing' });
    if (
      minActiveMembers !== undefined &&
      previous.minActiveMembers !== undefined &&
      minActiveMembers < previous.minActiveMembers
    )
      problems.push({ field: `${at}.minActiveMembers`, key: 'errors.membersDecreasing' });
    previous = { minTeamValidBet, minActiveMembers };

    let rate: number | undefined;
    let cap: number | undefined;
    if (tier.mode === 'percent') {
      rate = percent(tier.rate, `${at}.rate`, false);
      if (rate !== undefined) aboveLimit(`${at}.rate`, rate, rules.limits.percent, 'percent');
      cap = money(tier.cap, `${at}.cap`, true);
      if (cap === 0) {
        problems.push({ field: `${at}.cap`, key: 'errors.positive' });
        cap = undefined;
      }
    } else {
      rate = money(tier.rate, `${at}.rate`);
      if (rate === 0) {
        problems.push({ field: `${at}.rate`, key: 'errors.positive' });
        rate = undefined;
      }
      if (rate !== undefined) aboveLimit(`${at}.rate`, rate, rules.limits.fixed, 'money');
    }
    if (minTeamValidBet !== undefined && minActiveMembers !== undefined && rate !== undefined)
      tiers.push(
        cap === undefined
          ? { minTeamValidBet, minActiveMembers, mode: tier.mode, rate }
          : { minTeamValidBet, minActiveMembers, mode: tier.mode, rate, cap },
      );
  });

  const terms: ContractTerms = { kind: draft.kind, tiers };
  if (draft.kind === 'realtimeWage') {
    const minSingleBet = money(draft.minSingleBet, 'minSingleBet', true);
    if (minSingleBet !== undefined) terms.minSingleBet = minSingleBet;
    if (draft.lossRate.trim() !== '') {
      const lossRate = percent(draft.lossRate, 'lossRate', true);
      if (lossRate !== undefined) {
        aboveLimit('lossRate', lossRate, rules.limits.lossRate, 'percent');
        terms.lossRate = lossRate;
      }
    }
  }
  return problems.length > 0 ? { problems } : { terms };
}

/** Structural terms (the server's, or the contract machine's copy) as far as the rate reads them. */
export interface RatedTerms {
  tiers?: readonly { mode: 'percent' | 'fixed'; rate: number }[];
  rules?: readonly { gameKind: string; rate: number }[];
  lossRate?: number;
}

/**
 * The rate of a contract (docs/contract-agent.md "Rate of a contract"): the highest percent tier
 * rate, the highest fixed amount (major units), the real-time loss rate, and each game kind's
 * highest dividend rate; measures the terms do not have are left out (null / absent).
 */
export function rateOf(terms: RatedTerms): {
  percent: number | null;
  fixed: number | null;
  lossRate: number | null;
  dividend: { gameKind: string; rate: number }[];
} {
  let percent: number | null = null;
  let fixed: number | null = null;
  for (const tier of terms.tiers ?? []) {
    if (tier.mode === 'percent') percent = Math.max(percent ?? 0, tier.rate);
    else fixed = Math.max(fixed ?? 0, tier.rate);
  }
  const dividend = new Map<string, number>();
  for (const rule of terms.rules ?? [])
    dividend.set(rule.gameKind, Math.max(dividend.get(rule.gameKind) ?? 0, rule.rate));
  return {
    percent,
    fixed,
    lossRate: terms.lossRate ?? null,
    dividend: [...dividend].map(([gameKind, rate]) => ({ gameKind, rate })),
  };
}

/** True when I may offer something of `kind`: some limit of that kind above 0. */
export function canOffer(kind: ContractKind, limits: ContractRates): boolean {
  if (kind === 'dividend') return Object.values(limits.dividend).some((rate) => rate > 0);
  return limits.percent > 0 || limits.fixed > 0;
}
