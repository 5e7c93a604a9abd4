import {
  MB_STRUCTURE,
  MN_STRUCTURE,
  type OddsTable,
  type PrizeCode,
  type Results,
  type Structure,
  type StructureCode,
} from '../../../core/lottery/types';
import { isBetType } from '../../../core/lottery/bet-types';
import type { LotteryMenuBetType, NumberStat } from '../../lib/api/lottery';

// Pure helpers of the lottery screens (docs/contract-lottery.md "Site"): bet-type groups, the number
// grid, quick picks, results rows, hot/cold, the countdown. Slip arithmetic and the draw phase are
// machines/lottery.ts's (`slipTotals`, `drawPhase`).

/**
 * The prize table of a structure code. The menu names a game's structure by code (`MB` | `MN`);
 * both tables are the contract's ("Words": MB 27 numbers, MN 18), shared with the server through
 * core/lottery.
 */
export function structureOf(code: StructureCode): Structure {
  return code === 'MB' ? MB_STRUCTURE : MN_STRUCTURE;
}

/** The odds table of a menu game's bet types (rule per bet type; unknown codes dropped). */
export function oddsTableOf(betTypes: readonly LotteryMenuBetType[]): OddsTable {
  const table: OddsTable = {};
  for (const entry of betTypes) {
    if (isBetType(entry.betType))
      table[entry.betType] = { unitPrice: entry.unitPrice, odds: entry.odds, maxPoints: entry.maxPoints };
  }
  return table;
}

/** Whether the grid can pick numbers of `digits` (4-digit numbers are typed only). */
export function hasGrid(digits: number): boolean {
  return digits <= 3;
}

/**
 * The grid's numbers for `digits`, zero-padded: 0–9, 00–99, or for 3 digits the hundred
 * `hundreds` (0–9) as `h00`–`h99`.
 */
export function gridNumbers(digits: number, hundreds = 0): string[] {
  if (digits <= 1) return Array.from({ length: 10 }, (_, i) => String(i));
  if (digits === 2) return Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  return Array.from({ length: 100 }, (_, i) => String(hundreds * 100 + i).padStart(3, '0'));
}

/** The quick picks (§ "quick picks"): random N, evens, odds, big (upper half), small (lower half). */
export type QuickPick = 'random' | 'even' | 'odd' | 'big' | 'small';

/**
 * The numbers a quick pick selects among `pool` (the grid's numbers). `random` picks `count`
 * distinct numbers with `random` (0 ≤ x < 1; `Math.random` by default); big = the upper half of
 * the pool's range, small = the lower half, judged on the number's value within a `10^digits` range.
 */
export function quickPick(
  kind: QuickPick,
  pool: readonly string[],
  count = 1,
  random: () => number = Math.random,
): string[] {
  if (kind === 'random') {
    const left = [...pool];
    const picked: string[] = [];
    while (picked.length < count && left.length > 0) {
      const index = Math.floor(random() * left.length);
      picked.push(...left.splice(index, 1));
    }
    return picked;
  }
  return pool.filter((n) => {
    const value = Number(n);
    const half = 10 ** Math.min(n.length, 2) / 2;
    const tail = value % 10 ** Math.min(n.length, 2);
    if (kind === 'even') return value % 2 === 0;
    if (kind === 'odd') return value % 2 === 1;
    return kind === 'big' ? tail >= half : tail < half;
  });
}

/** Display order of prizes: MB from the special prize down, MN from G8 up to the special prize. */
const PRIZE_ORDER: Record<StructureCode, readonly PrizeCode[]> = {
  MB: ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'],
  MN: ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB'],
};

/** The rows of a results table: each published prize with its numbers, in the structure's order. */
export function resultRows(
  results: Record<string, string[]> | null,
  structure: StructureCode,
): { prize: PrizeCode; numbers: string[] }[] {
  if (!results) return [];
  return PRIZE_ORDER[structure]
    .filter((prize) => Array.isArray(results[prize]))
    .map((prize) => ({ prize, numbers: results[prize] ?? [] }));
}

/**
 * The prize table a published draw was drawn with, read from its results (count and digits of each
 * prize, in the structure's display order): what the browser recomputes the numbers against.
 */
export function structureFromResults(results: Record<string, string[]>, structure: StructureCode): Structure {
  return resultRows(results, structure).map(({ prize, numbers }) => ({
    prize,
    count: numbers.length,
    digits: numbers[0]?.length ?? 1,
  }));
}

/** `Results` typed for core/lottery from the wire's record. */
export function asResults(results: Record<string, string[]>): Results {
  const out: Results = {};
  for (const [prize, numbers] of Object.entries(results)) out[prize as PrizeCode] = numbers;
  return out;
}

/** Top `count` hottest numbers (most hits, then most recently seen) and coldest (longest unseen, then fewest hits). */
export function hotAndCold(
  numbers: readonly NumberStat[],
  count = 10,
): { hot: NumberStat[]; cold: NumberStat[] } {
  const hot = [...numbers]
    .sort((a, b) => b.hits - a.hits || a.lastSeenDraws - b.lastSeenDraws || a.number.localeCompare(b.number))
    .slice(0, count);
  const cold = [...numbers]
    .sort((a, b) => b.lastSeenDraws - a.lastSeenDraws || a.hits - b.hits || a.number.localeCompare(b.number))
    .slice(0, count);
  return { hot, cold };
}

/**
 * A lottery game's name in the reader's language: the `lottery:games.<gameCode>` key when the
 * site knows the game, else the brand's `labelName` as the platform sent it.
 */
export function gameName(
  t: (key: string, options: { defaultValue: string }) => string,
  game: { gameCode: string; labelName: string },
): string {
  return t(`lottery:games.${game.gameCode}`, { defaultValue: game.labelName });
}
