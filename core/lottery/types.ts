/**
 * The words of the lottery (docs/contract-lottery.md "Words", "Bet types"; spec §1 lottery, §3
 * prize modes). Types only, plus the two standard prize tables as data for tests and seeds: code
 * that counts combos or occurrences always reads the {@link Structure} it is given (brand data).
 */

import type { LotteryBetType, LotteryPrizeCode, LotteryStructureCode } from '../../schemas/generated/api.ts';

/** A prize of a results table: `DB` is giải đặc biệt, then `G1` (giải nhất) … `G8`. */
export type PrizeCode = LotteryPrizeCode;

/** The prize table a game draws with: `MB` (Miền Bắc, 27 numbers) or `MN` (MT and MN, 18). */
export type StructureCode = LotteryStructureCode;

/** One prize of a structure: `count` numbers of `digits` decimal digits each. */
export interface PrizeSpec {
  prize: PrizeCode;
  /** How many numbers the prize draws, ≥ 1. */
  count: number;
  /** Digits of each number, ≥ 1 (zero-padded). */
  digits: number;
}

/** A prize table in display order (MB: DB first; MN: G8 first). Brand data (`structures`). */
export type Structure = PrizeSpec[];

/** Published results: prize → its numbers as zero-padded digit strings, in draw order. */
export type Results = Partial<Record<PrizeCode, string[]>>;

/** What a wager covers (docs/contract-lottery.md "Bet types"): the schema's `LotteryBetType`. */
export type BetType = LotteryBetType;

/** The brand's terms for one bet type in one prize mode and structure. */
export interface BetTypeRule {
  /** Cost multiplier per point and combo (cost = points × unitPrice × pointValue × combos × wagers). */
  unitPrice: number;
  /** Win multiplier per point and occurrence (win = points × odds × pointValue × occurrences). */
  odds: number;
  /** Largest `points` a line may carry (per number). */
  maxPoints: number;
}

/** One structure of one prize mode: the rule of each bet type it offers. */
export type OddsTable = Partial<Record<BetType, BetTypeRule>>;

/**
 * One line of a bet slip. Single-number types: each number is its own wager. xiên / lô trượt: the
 * whole group is one wager.
 */
export interface BetLine {
  betType: BetType;
  /** Strings of exactly the bet type's digits (`"07"`), no repeats. */
  numbers: string[];
  /** Points per wager, an integer ≥ 1 (the brand's `pointValue` turns them into money). */
  points: number;
}

/** Miền Bắc (27 numbers): ĐB 1×5, G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2. */
export const MB_STRUCTURE: Structure = [
  { prize: 'DB', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/**
 * Miền Nam / Miền Trung (18 numbers): G8 1×2, G7 1×3, G6 3×4, G5 1×4, G4 7×5, G3 2×5, G2 1×5,
 * G1 1×5, ĐB 1×6.
 */
export const MN_STRUCTURE: Structure = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'DB', count: 1, digits: 6 },
];
