/**
 * Settlement arithmetic of lottery lines (docs/contract-lottery.md "Bet types", "Money and
 * records"; spec §1 lottery): the lô numbers of a results table, the occurrences of each wager,
 * a line's cost and win in integer minor units. The server settles with it and the slip previews
 * with it. Pure.
 */
import { combos, coverageOf, wagerCount } from './bet-types.ts';
import type { BetLine, BetTypeRule, Results, Structure } from './types.ts';

/**
 * The lô numbers of a draw: the last `digits` digits of every drawn number of every prize whose
 * spec has at least `digits` digits, in structure order, repeats kept (MB lô 2: 27 numbers, MN:
 * 18). Prizes missing from `results` add nothing.
 */
export function loNumbers(results: Results, structure: Structure, digits: 2 | 3 | 4): string[] {
  const numbers: string[] = [];
  for (const spec of structure) {
    if (spec.digits < digits) continue;
    for (const number of results[spec.prize] ?? [])
      if (number.length >= digits) numbers.push(number.slice(-digits));
  }
  return numbers;
}

/**
 * Occurrences of each wager of `line` in `results` (one entry per number for single-number types,
 * one entry for a xiên / lô trượt group). lô N: how many lô N numbers equal it (a number drawn
 * twice → 2); a prize-bound type (đề, đầu, đuôi, 3 / 4 càng, giải 7 / 8): how many numbers of
 * that prize give it; xiên: 1 when every number of the group is among the lô 2 numbers, else 0;
 * lô trượt: 1 when none is, else 0.
 */
export function occurrences(line: BetLine, results: Results, structure: Structure): number[] {
  const coverage = coverageOf(line.betType);
  if (coverage.kind === 'group') {
    const lo = new Set(loNumbers(results, structure, 2));
    const hit =
      coverage.group === 'xien' ? line.numbers.every((n) => lo.has(n)) : !line.numbers.some((n) => lo.has(n));
    return [hit ? 1 : 0];
  }
  let drawn: string[];
  if (coverage.kind === 'lo') drawn = loNumbers(results, structure, coverage.digits);
  else {
    const spec = structure.find((s) => s.prize === coverage.prize);
    drawn =
      spec && spec.digits >= coverage.minDigits
        ? (results[coverage.prize] ?? [])
            .filter((number) => number.length >= coverage.minDigits)
            .map((number) => number.slice(coverage.from, coverage.to))
        : [];
  }
  return line.numbers.map((number) => drawn.filter((d) => d === number).length);
}

/**
 * Cost of a line in integer minor units: points × unitPrice × pointValue × combos × wagers
 * (rounded to the nearest minor unit), combos from `structure`. `pointValueMinor` = the brand's
 * `pointValue` in minor units (`toMinor(pointValue, minorUnits)` of core/money.ts).
 */
export function lineCostMinor(
  line: BetLine,
  structure: Structure,
  rule: BetTypeRule,
  pointValueMinor: number,
): number {
  return Math.round(
    line.points * rule.unitPrice * pointValueMinor * combos(line.betType, structure) * wagerCount(line),
  );
}

/**
 * Win of a line in integer minor units: the sum over its wagers of points × odds × pointValue ×
 * occurrences (rounded once, to the nearest minor unit); 0 when nothing hit.
 */
export function lineWinMinor(
  line: BetLine,
  results: Results,
  structure: Structure,
  rule: BetTypeRule,
  pointValueMinor: number,
): number {
  const total = occurrences(line, results, structure).reduce((sum, n) => sum + n, 0);
  return Math.round(line.points * rule.odds * pointValueMinor * total);
}

/**
 * Potential win shown on the slip, integer minor units: points × odds × pointValue for one wager
 * hitting once (per number for single-number types; the group for xiên / lô trượt).
 */
export function potentialWinMinor(line: BetLine, rule: BetTypeRule, pointValueMinor: number): number {
  return Math.round(line.points * rule.odds * pointValueMinor);
}
