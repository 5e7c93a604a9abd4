/**
 * What one period of one contract earns (docs/contract-agent.md "Settlement"; spec §4, §6, §9).
 * Pure arithmetic in integer minor units: the figures come from the server's bets, the terms are
 * the contract's (major units on the wire, converted here with the currency's `minorUnits`).
 * Percentages have at most 2 decimals, so `x × rate / 100` is computed exactly as
 * `floor(x × round(rate × 100) / 10000)` in BigInt (no float rounding, no 2^53 overflow).
 */
import type { ContractTerms } from '../../schemas/generated/api.ts';

/** A team's figures for one period (minor units; net loss = stake − payout, may be negative). */
export interface WageFigures {
  /** Valid bet (sum of stakes) of the team; real-time wages count only stakes ≥ minSingleBet. */
  teamValidBetMinor: number;
  /** Team members whose valid bets reach the brand threshold and who are not excluded. */
  activeMembers: number;
  /** Team net loss (stake − payout) of the same bets; used by the real-time `lossRate`. */
  teamNetLossMinor: number;
}

/** The outcome of a wage period. */
export interface WageResult {
  /** 0-based tier reached (the highest whose thresholds are both met), null = not reached. */
  tierIndex: number | null;
  /** The tier's rate (percent, or the fixed amount in major units), null when not reached. */
  rate: number | null;
  /** What the period earned, minor units (0 when not reached). */
  amountMinor: number;
}

/** Figures of one game kind for a dividend period (minor units). */
export interface DividendFigures {
  gameKind: string;
  validBetMinor: number;
  /** stake − payout of the team in that game kind (positive = the team lost). */
  netLossMinor: number;
}

/** One rule of a dividend period, as settled. */
export interface DividendLineResult {
  gameKind: string;
  validBetMinor: number;
  netLossMinor: number;
  activeMembers: number;
  rate: number;
  /** Thresholds met and a positive net loss. */
  met: boolean;
  amountMinor: number;
}

/** The outcome of a dividend period. */
export interface DividendResult {
  lines: DividendLineResult[];
  /** Sum of the lines, minor units. */
  amountMinor: number;
  /** At least one rule met. */
  reached: boolean;
}

/** `floor(amountMinor × percent / 100)` exactly, for a percent with at most 2 decimals; 0 for amounts ≤ 0. */
export function percentOf(amountMinor: number, percent: number): number {
  if (amountMinor <= 0 || percent <= 0) return 0;
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(Math.trunc(amountMinor)) * basisPoints) / 10_000n);
}

/** Major units → minor units with `minorUnits` decimals. */
export function majorToMinor(major: number, minorUnits: number): number {
  return Math.round(major * 10 ** minorUnits);
}

/**
 * The tier reached: the highest tier whose `minTeamValidBet` and `minActiveMembers` are both met.
 * @returns its 0-based index, or null when none is.
 */
export function tierReached(terms: ContractTerms, figures: WageFigures, minorUnits: number): number | null {
  let reached: number | null = null;
  (terms.tiers ?? []).forEach((tier, i) => {
    if (
      figures.teamValidBetMinor >= majorToMinor(tier.minTeamValidBet, minorUnits) &&
      figures.activeMembers >= tier.minActiveMembers
    )
      reached = i;
  });
  return reached;
}

/**
 * Settles a wage period (dailyWage, hourlyWage, realtimeWage). Percent tier:
 * `floor(teamValidBet × rate / 100)` capped at `cap`; fixed tier: `rate`. A real-time wage adds
 * `floor(max(0, teamNetLoss) × lossRate / 100)` when a tier is reached. None reached: amount 0.
 *
 * @param figures the team's figures (real-time: already limited to stakes ≥ minSingleBet).
 * @param minorUnits the brand currency's decimals.
 */
export function settleWage(terms: ContractTerms, figures: WageFigures, minorUnits: number): WageResult {
  const tierIndex = tierReached(terms, figures, minorUnits);
  const tier = tierIndex === null ? undefined : terms.tiers?.[tierIndex];
  if (tierIndex === null || !tier) return { tierIndex: null, rate: null, amountMinor: 0 };
  let amountMinor: number;
  if (tier.mode === 'percent') {
    amountMinor = percentOf(figures.teamValidBetMinor, tier.rate);
    if (tier.cap !== undefined && tier.cap !== null)
      amountMinor = Math.min(amountMinor, majorToMinor(tier.cap, minorUnits));
  } else {
    amountMinor = majorToMinor(tier.rate, minorUnits);
  }
  if (terms.kind === 'realtimeWage' && terms.lossRate)
    amountMinor += percentOf(Math.max(0, figures.teamNetLossMinor), terms.lossRate);
  return { tierIndex, rate: tier.rate, amountMinor };
}

/**
 * Settles a dividend period: for each rule whose thresholds are met (valid bet of its game kind ≥
 * `minBet`, net loss ≥ `minNetLoss` and above 0, active members ≥ `minActiveMembers`):
 * `floor(netLoss × rate / 100)`; the amount is the sum. A game kind without figures counts as no
 * bets.
 *
 * @param activeMembers active members of the team in the period (all game kinds).
 */
export function settleDividend(
  terms: ContractTerms,
  byGameKind: readonly DividendFigures[],
  activeMembers: number,
  minorUnits: number,
): DividendResult {
  const lines = (terms.rules ?? []).map((rule): DividendLineResult => {
    const f = byGameKind.find((x) => x.gameKind === rule.gameKind);
    const validBetMinor = f?.validBetMinor ?? 0;
    const netLossMinor = f?.netLossMinor ?? 0;
    const met =
      validBetMinor >= majorToMinor(rule.minBet, minorUnits) &&
      netLossMinor >= majorToMinor(rule.minNetLoss, minorUnits) &&
      netLossMinor > 0 &&
      activeMembers >= rule.minActiveMembers;
    return {
      gameKind: rule.gameKind,
      validBetMinor,
      netLossMinor,
      activeMembers,
      rate: rule.rate,
      met,
      amountMinor: met ? percentOf(netLossMinor, rule.rate) : 0,
    };
  });
  return {
    lines,
    amountMinor: lines.reduce((sum, l) => sum + l.amountMinor, 0),
    reached: lines.some((l) => l.met),
  };
}

/** What the current period still needs for the next tier (minor units). */
export interface NextTierProgress {
  /** 0-based index of the next tier. */
  index: number;
  /** Team valid bet still missing, minor units (0 = met). */
  needValidBetMinor: number;
  /** Active members still missing (0 = met). */
  needActiveMembers: number;
}

/**
 * Progress toward the tier above the one reached (the first tier when none is): what is still
 * missing of each threshold. Null when the top tier is reached or the terms have no tiers
 * (dividends).
 */
export function nextTierProgress(
  terms: ContractTerms,
  figures: WageFigures,
  minorUnits: number,
): NextTierProgress | null {
  const tiers = terms.tiers ?? [];
  const reached = tierReached(terms, figures, minorUnits);
  const index = reached === null ? 0 : reached + 1;
  const tier = tiers[index];
  if (!tier) return null;
  return {
    index,
    needValidBetMinor: Math.max(
      0,
      majorToMinor(tier.minTeamValidBet, minorUnits) - figures.teamValidBetMinor,
    ),
    needActiveMembers: Math.max(0, tier.minActiveMembers - figures.activeMembers),
  };
}

/** Settlement status before payment: 'notReached' or 'due' (then paid, partlyPaid or insufficient). */
export type PaymentStatus = 'paid' | 'partlyPaid' | 'insufficient' | 'notReached';

/**
 * The status and paid amount of a period (never a negative balance): not reached → notReached;
 * a payer holding the amount → paid; some of it → partlyPaid (paid = what it holds); nothing (or
 * less than nothing) → insufficient. An amount of 0 that was reached is paid.
 *
 * @param availableMinor what the payer holds, minor units; Infinity for the platform.
 */
export function paymentOf(
  reached: boolean,
  amountMinor: number,
  availableMinor: number,
): { status: PaymentStatus; paidMinor: number } {
  if (!reached) return { status: 'notReached', paidMinor: 0 };
  if (amountMinor <= availableMinor) return { status: 'paid', paidMinor: amountMinor };
  if (availableMinor > 0) return { status: 'partlyPaid', paidMinor: availableMinor };
  return { status: 'insufficient', paidMinor: 0 };
}
