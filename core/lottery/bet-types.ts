/**
 * Bet types: what each covers, its combos in a prize table, and the checks of one slip line
 * (docs/contract-lottery.md "Bet types"; spec §1 lottery, §3 prize modes). Combos are counted from
 * the {@link Structure} passed in (brand data), never from fixed numbers. Pure.
 */
import type { BetLine, BetType, OddsTable, PrizeCode, Structure, StructureCode } from './types.ts';

/** Every bet type, in the order the slip's tabs show them. */
export const BET_TYPES: readonly BetType[] = [
  'lo2',
  'lo3',
  'lo4',
  'deDacBiet',
  'dauDacBiet',
  'deGiaiNhat',
  'deGiai7',
  'deGiai8',
  'dau',
  'duoi',
  'baCangDacBiet',
  'baCangGiaiNhat',
  'bonCangDacBiet',
  'xien2',
  'xien3',
  'xien4',
  'loTruot4',
  'loTruot5',
  'loTruot6',
  'loTruot7',
  'loTruot8',
  'loTruot9',
  'loTruot10',
];

const BET_TYPE_SET: ReadonlySet<string> = new Set(BET_TYPES);

/** A bet-type tab of the picker (§1 lottery): Lô, Đề, Đầu/Đuôi, 3–4 càng, Xiên, Lô trượt. */
export type BetGroupId = 'lo' | 'de' | 'dauDuoi' | 'cang' | 'xien' | 'truot';

/**
 * The bet-type tabs, grouped as players know them, each with its bet types in the order the
 * picker lists them. Shared by the site's picker and the server's first screen of /vnlottery.
 */
export const BET_GROUPS: readonly { id: BetGroupId; betTypes: readonly BetType[] }[] = [
  { id: 'lo', betTypes: ['lo2', 'lo3', 'lo4'] },
  { id: 'de', betTypes: ['deDacBiet', 'dauDacBiet', 'deGiaiNhat', 'deGiai7', 'deGiai8'] },
  { id: 'dauDuoi', betTypes: ['dau', 'duoi'] },
  { id: 'cang', betTypes: ['baCangDacBiet', 'baCangGiaiNhat', 'bonCangDacBiet'] },
  { id: 'xien', betTypes: ['xien2', 'xien3', 'xien4'] },
  {
    id: 'truot',
    betTypes: ['loTruot4', 'loTruot5', 'loTruot6', 'loTruot7', 'loTruot8', 'loTruot9', 'loTruot10'],
  },
];

/**
 * The groups a game offers (those with at least one of its bet types), each with only those types,
 * in {@link BET_GROUPS} order; codes that are no bet type are ignored.
 * @param offered the game's bet-type codes as the lottery menu lists them.
 */
export function offeredGroups(offered: readonly string[]): { id: BetGroupId; betTypes: BetType[] }[] {
  const set = new Set(offered);
  return BET_GROUPS.map((group) => ({
    id: group.id,
    betTypes: group.betTypes.filter((b) => set.has(b)),
  })).filter((group) => group.betTypes.length > 0);
}

/** Whether `value` names a {@link BetType} (for input from the wire). */
export function isBetType(value: unknown): value is BetType {
  return typeof value === 'string' && BET_TYPE_SET.has(value);
}

/** How a bet type is wagered: one number per wager, or one group of `groupSize` numbers. */
export interface BetTypeInfo {
  /** Digits of each number of the line. */
  digits: number;
  /** `single`: every number its own wager; `xien`: all must appear; `truot`: none may appear. */
  group: 'single' | 'xien' | 'truot';
  /** xiên / lô trượt: exactly this many distinct numbers make the one wager. */
  groupSize?: number;
}

/**
 * What a bet type reads from the results. `lo`: the last `digits` of every prize number with at
 * least that many digits. `prize`: `slice(from, to)` (a `digits`-long piece) of each number of
 * `prize`, when its spec has at least `minDigits` digits. `group`: a xiên / lô trượt of
 * `groupSize` two-digit numbers compared with the lô 2 numbers.
 */
export type Coverage =
  | { kind: 'lo'; digits: 2 | 3 | 4 }
  | { kind: 'prize'; prize: PrizeCode; digits: number; from: number; to?: number; minDigits: number }
  | { kind: 'group'; group: 'xien' | 'truot'; groupSize: number };

const COVERAGE: Record<BetType, Coverage> = {
  lo2: { kind: 'lo', digits: 2 },
  lo3: { kind: 'lo', digits: 3 },
  lo4: { kind: 'lo', digits: 4 },
  deDacBiet: { kind: 'prize', prize: 'DB', digits: 2, from: -2, minDigits: 2 },
  dauDacBiet: { kind: 'prize', prize: 'DB', digits: 2, from: 0, to: 2, minDigits: 2 },
  deGiaiNhat: { kind: 'prize', prize: 'G1', digits: 2, from: -2, minDigits: 2 },
  deGiai7: { kind: 'prize', prize: 'G7', digits: 2, from: -2, minDigits: 2 },
  deGiai8: { kind: 'prize', prize: 'G8', digits: 2, from: -2, minDigits: 2 },
  dau: { kind: 'prize', prize: 'DB', digits: 1, from: -2, to: -1, minDigits: 2 },
  duoi: { kind: 'prize', prize: 'DB', digits: 1, from: -1, minDigits: 1 },
  baCangDacBiet: { kind: 'prize', prize: 'DB', digits: 3, from: -3, minDigits: 3 },
  baCangGiaiNhat: { kind: 'prize', prize: 'G1', digits: 3, from: -3, minDigits: 3 },
  bonCangDacBiet: { kind: 'prize', prize: 'DB', digits: 4, from: -4, minDigits: 4 },
  xien2: { kind: 'group', group: 'xien', groupSize: 2 },
  xien3: { kind: 'group', group: 'xien', groupSize: 3 },
  xien4: { kind: 'group', group: 'xien', groupSize: 4 },
  loTruot4: { kind: 'group', group: 'truot', groupSize: 4 },
  loTruot5: { kind: 'group', group: 'truot', groupSize: 5 },
  loTruot6: { kind: 'group', group: 'truot', groupSize: 6 },
  loTruot7: { kind: 'group', group: 'truot', groupSize: 7 },
  loTruot8: { kind: 'group', group: 'truot', groupSize: 8 },
  loTruot9: { kind: 'group', group: 'truot', groupSize: 9 },
  loTruot10: { kind: 'group', group: 'truot', groupSize: 10 },
};

/** What `betType` reads from the results (see {@link Coverage}); used by settlement. */
export function coverageOf(betType: BetType): Coverage {
  return COVERAGE[betType];
}

/**
 * Digits and grouping of a bet type: lô 2/3/4 → 2/3/4 digits; đề, đầu đặc biệt, đề giải nhất /
 * 7 / 8 → 2; đầu, đuôi → 1; 3 càng → 3; 4 càng → 4 (all `single`); xiên N → 2 digits, `xien`,
 * groupSize N; lô trượt N → 2 digits, `truot`, groupSize N.
 */
export function betTypeInfo(betType: BetType): BetTypeInfo {
  const coverage = COVERAGE[betType];
  if (coverage.kind === 'group') return { digits: 2, group: coverage.group, groupSize: coverage.groupSize };
  return { digits: coverage.digits, group: 'single' };
}

/** The bet types a structure offers: all but `deGiai8` for MB, all but `deGiai7` for MN. */
export function betTypesOf(structure: StructureCode): BetType[] {
  const without: BetType = structure === 'MB' ? 'deGiai8' : 'deGiai7';
  return BET_TYPES.filter((betType) => betType !== without);
}

/**
 * Combos of a bet type in `structure`: how many results numbers one wager is compared with, the
 * cost multiplier. lô N: the count of prize numbers with at least N digits (MB 27 / 23 / 20, MN
 * 18 / 17 / 16); a prize-bound type: the count of that prize's numbers when they are long enough
 * (ĐB, G1 → 1; MB G7 → 4; MN G8 → 1), else 0 (not offered); xiên / lô trượt: 1.
 */
export function combos(betType: BetType, structure: Structure): number {
  const coverage = COVERAGE[betType];
  if (coverage.kind === 'group') return 1;
  if (coverage.kind === 'lo')
    return structure.reduce((sum, spec) => sum + (spec.digits >= coverage.digits ? spec.count : 0), 0);
  return structure.reduce(
    (sum, spec) =>
      sum + (spec.prize === coverage.prize && spec.digits >= coverage.minDigits ? spec.count : 0),
    0,
  );
}

/** Wagers of a line: how many numbers it has, or 1 for a xiên / lô trượt group. */
export function wagerCount(line: BetLine): number {
  return betTypeInfo(line.betType).group === 'single' ? line.numbers.length : 1;
}

/**
 * Why a line is refused (error `LOTTERY_LINE`, docs/contract-lottery.md): each code has an i18n
 * message on the site.
 */
export type LineProblem =
  | { code: 'NUMBER_LENGTH'; number: string; digits: number }
  | { code: 'NUMBER_REPEATED'; number: string }
  | { code: 'NUMBER_NOT_DIGITS'; number: string }
  | { code: 'GROUP_SIZE'; expected: number; got: number }
  | { code: 'NO_NUMBERS' }
  | { code: 'POINTS_INVALID' }
  | { code: 'POINTS_OVER_CAP'; maxPoints: number }
  | { code: 'BET_TYPE_UNAVAILABLE' };

/**
 * Every problem of one slip line, in this order: `BET_TYPE_UNAVAILABLE` (an unknown bet type —
 * then nothing else is checked —, one the structure does not offer, or one missing from `odds`);
 * `NO_NUMBERS`; per number `NUMBER_NOT_DIGITS` (not a string of ASCII digits) or
 * `NUMBER_LENGTH` (not exactly the type's digits), and `NUMBER_REPEATED` once per repeated
 * number; `GROUP_SIZE` (xiên / lô trượt with another count than its group size); `POINTS_INVALID`
 * (zero, negative, fractional, not a finite number) or `POINTS_OVER_CAP` (above the rule's
 * `maxPoints`). Defensive about input from the wire (numbers not an array count as none).
 * @returns an empty array when the line can be placed.
 */
export function checkLine(line: BetLine, structureCode: StructureCode, odds: OddsTable): LineProblem[] {
  if (!isBetType(line.betType)) return [{ code: 'BET_TYPE_UNAVAILABLE' }];
  const problems: LineProblem[] = [];
  const rule = odds[line.betType];
  if (!betTypesOf(structureCode).includes(line.betType) || !rule)
    problems.push({ code: 'BET_TYPE_UNAVAILABLE' });
  const info = betTypeInfo(line.betType);
  const numbers: unknown[] = Array.isArray(line.numbers) ? line.numbers : [];
  if (numbers.length === 0) problems.push({ code: 'NO_NUMBERS' });
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of numbers) {
    const number = typeof value === 'string' ? value : String(value);
    if (typeof value !== 'string' || !/^[0-9]+$/.test(value))
      problems.push({ code: 'NUMBER_NOT_DIGITS', number });
    else if (value.length !== info.digits)
      problems.push({ code: 'NUMBER_LENGTH', number, digits: info.digits });
    if (seen.has(number) && !repeated.has(number)) {
      repeated.add(number);
      problems.push({ code: 'NUMBER_REPEATED', number });
    }
    seen.add(number);
  }
  if (info.groupSize !== undefined && numbers.length > 0 && numbers.length !== info.groupSize)
    problems.push({ code: 'GROUP_SIZE', expected: info.groupSize, got: numbers.length });
  const points: unknown = line.points;
  if (typeof points !== 'number' || !Number.isSafeInteger(points) || points < 1)
    problems.push({ code: 'POINTS_INVALID' });
  else if (rule && points > rule.maxPoints)
    problems.push({ code: 'POINTS_OVER_CAP', maxPoints: rule.maxPoints });
  return problems;
}

/** Arabic-Indic, extended Arabic-Indic and full-width digits, mapped to ASCII by {@link parseNumbers}. */
const FOREIGN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g;

function asciiDigit(char: string): string {
  const code = char.charCodeAt(0);
  const zero = code >= 0xff10 ? 0xff10 : code >= 0x06f0 ? 0x06f0 : 0x0660;
  return String(code - zero);
}

/**
 * Numbers typed or pasted by the player: the text is split on anything that is not a digit
 * (Arabic-Indic and full-width digits count as digits and become ASCII). Tokens of exactly
 * `digits` digits become `numbers`, in order, each kept once; the others are `rejected`, in order.
 * `parseNumbers('12, 34;56 7 890', 2)` → `{ numbers: ['12', '34', '56'], rejected: ['7', '890'] }`.
 */
export function parseNumbers(text: string, digits: number): { numbers: string[]; rejected: string[] } {
  const tokens = text
    .replace(FOREIGN_DIGITS, asciiDigit)
    .split(/[^0-9]+/)
    .filter((token) => token !== '');
  const numbers: string[] = [];
  const rejected: string[] = [];
  for (const token of tokens) {
    if (token.length !== digits) rejected.push(token);
    else if (!numbers.includes(token)) numbers.push(token);
  }
  return { numbers, rejected };
}
