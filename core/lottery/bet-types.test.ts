import { describe, expect, it } from 'vitest';
import {
  BET_TYPES,
  betTypeInfo,
  betTypesOf,
  checkLine,
  combos,
  isBetType,
  offeredGroups,
  parseNumbers,
  wagerCount,
  type LineProblem,
} from './bet-types.ts';
import { MB_STRUCTURE, MN_STRUCTURE, type BetType, type OddsTable, type Structure } from './types.ts';

const RULE = { unitPrice: 1, odds: 99, maxPoints: 500 };
const allOdds = (types: readonly BetType[]): OddsTable => Object.fromEntries(types.map((t) => [t, RULE]));
const MB_ODDS = allOdds(betTypesOf('MB'));
const MN_ODDS = allOdds(betTypesOf('MN'));

describe('bet types', () => {
  it('groups the offered bet types as players know them, dropping empty groups', () => {
    expect(offeredGroups(['lo2', 'xien2', 'deGiai7', 'loTruot4', 'unknown'])).toEqual([
      { id: 'lo', betTypes: ['lo2'] },
      { id: 'de', betTypes: ['deGiai7'] },
      { id: 'xien', betTypes: ['xien2'] },
      { id: 'truot', betTypes: ['loTruot4'] },
    ]);
  });

  it('lists 23 bet types; MB offers all but deGiai8, MN all but deGiai7', () => {
    expect(BET_TYPES).toHaveLength(23);
    expect(new Set(BET_TYPES).size).toBe(23);
    expect(betTypesOf('MB')).toHaveLength(22);
    expect(betTypesOf('MB')).toContain('deGiai7');
    expect(betTypesOf('MB')).not.toContain('deGiai8');
    expect(betTypesOf('MN')).toContain('deGiai8');
    expect(betTypesOf('MN')).not.toContain('deGiai7');
    expect(isBetType('lo2')).toBe(true);
    expect(isBetType('lo5')).toBe(false);
    expect(isBetType(2)).toBe(false);
  });

  it('gives digits and grouping of each type', () => {
    expect(betTypeInfo('lo2')).toEqual({ digits: 2, group: 'single' });
    expect(betTypeInfo('lo3')).toEqual({ digits: 3, group: 'single' });
    expect(betTypeInfo('lo4')).toEqual({ digits: 4, group: 'single' });
    for (const t of ['deDacBiet', 'dauDacBiet', 'deGiaiNhat', 'deGiai7', 'deGiai8'] as const)
      expect(betTypeInfo(t)).toEqual({ digits: 2, group: 'single' });
    expect(betTypeInfo('dau')).toEqual({ digits: 1, group: 'single' });
    expect(betTypeInfo('duoi')).toEqual({ digits: 1, group: 'single' });
    expect(betTypeInfo('baCangDacBiet')).toEqual({ digits: 3, group: 'single' });
    expect(betTypeInfo('baCangGiaiNhat')).toEqual({ digits: 3, group: 'single' });
    expect(betTypeInfo('bonCangDacBiet')).toEqual({ digits: 4, group: 'single' });
    expect(betTypeInfo('xien2')).toEqual({ digits: 2, group: 'xien', groupSize: 2 });
    expect(betTypeInfo('xien4')).toEqual({ digits: 2, group: 'xien', groupSize: 4 });
    expect(betTypeInfo('loTruot4')).toEqual({ digits: 2, group: 'truot', groupSize: 4 });
    expect(betTypeInfo('loTruot10')).toEqual({ digits: 2, group: 'truot', groupSize: 10 });
  });

  it('counts combos from the MB structure (27 / 23 / 20)', () => {
    const expected: Partial<Record<BetType, number>> = {
      lo2: 27,
      lo3: 23,
      lo4: 20,
      deDacBiet: 1,
      dauDacBiet: 1,
      deGiaiNhat: 1,
      deGiai7: 4,
      deGiai8: 0,
      dau: 1,
      duoi: 1,
      baCangDacBiet: 1,
      baCangGiaiNhat: 1,
      bonCangDacBiet: 1,
      xien2: 1,
      xien3: 1,
      xien4: 1,
      loTruot4: 1,
      loTruot10: 1,
    };
    for (const [betType, n] of Object.entries(expected))
      expect([betType, combos(betType as BetType, MB_STRUCTURE)]).toEqual([betType, n]);
  });

  it('counts combos from the MN structure (18 / 17 / 16)', () => {
    const expected: Partial<Record<BetType, number>> = {
      lo2: 18,
      lo3: 17,
      lo4: 16,
      deDacBiet: 1,
      dauDacBiet: 1,
      deGiaiNhat: 1,
      // deGiai7 reads G7's last 2 digits; MN's G7 is 1×3, so 1 (MN never offers it: betTypesOf).
      deGiai7: 1,
      deGiai8: 1,
      dau: 1,
      duoi: 1,
      baCangDacBiet: 1,
      baCangGiaiNhat: 1,
      bonCangDacBiet: 1,
      xien3: 1,
      loTruot7: 1,
    };
    for (const [betType, n] of Object.entries(expected))
      expect([betType, combos(betType as BetType, MN_STRUCTURE)]).toEqual([betType, n]);
  });

  it('reads combos from the structure it is given, not fixed counts', () => {
    const custom: Structure = [
      { prize: 'DB', count: 2, digits: 3 },
      { prize: 'G1', count: 3, digits: 2 },
      { prize: 'G7', count: 5, digits: 4 },
    ];
    expect(combos('lo2', custom)).toBe(10);
    expect(combos('lo3', custom)).toBe(7);
    expect(combos('lo4', custom)).toBe(5);
    expect(combos('deDacBiet', custom)).toBe(2);
    expect(combos('deGiaiNhat', custom)).toBe(3);
    expect(combos('baCangGiaiNhat', custom)).toBe(0); // G1 too short
    expect(combos('bonCangDacBiet', custom)).toBe(0); // ĐB too short
    expect(combos('deGiai7', custom)).toBe(5);
    expect(combos('deGiai8', custom)).toBe(0);
  });

  it('counts wagers: one per number, one per group', () => {
    expect(wagerCount({ betType: 'lo2', numbers: ['01', '02', '03'], points: 1 })).toBe(3);
    expect(wagerCount({ betType: 'dau', numbers: ['1', '2'], points: 1 })).toBe(2);
    expect(wagerCount({ betType: 'xien3', numbers: ['01', '02', '03'], points: 1 })).toBe(1);
    expect(wagerCount({ betType: 'loTruot5', numbers: ['01', '02', '03', '04', '05'], points: 1 })).toBe(1);
  });
});

describe('checkLine', () => {
  const check = (
    line: { betType: string; numbers: unknown; points: unknown },
    code: 'MB' | 'MN' = 'MB',
    odds = MB_ODDS,
  ) => checkLine(line as never, code, odds);

  it('accepts good lines of every kind', () => {
    expect(check({ betType: 'lo2', numbers: ['00', '07', '99'], points: 1 })).toEqual([]);
    expect(check({ betType: 'lo3', numbers: ['007'], points: 500 })).toEqual([]);
    expect(check({ betType: 'bonCangDacBiet', numbers: ['0000'], points: 2 })).toEqual([]);
    expect(check({ betType: 'duoi', numbers: ['0', '9'], points: 3 })).toEqual([]);
    expect(check({ betType: 'xien4', numbers: ['01', '02', '03', '04'], points: 1 })).toEqual([]);
    expect(
      check({
        betType: 'loTruot10',
        numbers: ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'],
        points: 1,
      }),
    ).toEqual([]);
    expect(check({ betType: 'deGiai8', numbers: ['27'], points: 1 }, 'MN', MN_ODDS)).toEqual([]);
  });

  it('refuses numbers of the wrong length', () => {
    expect(check({ betType: 'lo2', numbers: ['7', '123', '45'], points: 1 })).toEqual([
      { code: 'NUMBER_LENGTH', number: '7', digits: 2 },
      { code: 'NUMBER_LENGTH', number: '123', digits: 2 },
    ]);
    expect(check({ betType: 'baCangDacBiet', numbers: ['12'], points: 1 })).toEqual([
      { code: 'NUMBER_LENGTH', number: '12', digits: 3 },
    ]);
  });

  it('refuses repeated numbers once per repeated number', () => {
    expect(check({ betType: 'lo2', numbers: ['12', '34', '12', '12'], points: 1 })).toEqual([
      { code: 'NUMBER_REPEATED', number: '12' },
    ]);
    expect(check({ betType: 'xien2', numbers: ['12', '12'], points: 1 })).toEqual([
      { code: 'NUMBER_REPEATED', number: '12' },
    ]);
  });

  it('refuses non-digits (letters, signs, spaces, non-ASCII digits, non-strings)', () => {
    const problems = check({ betType: 'lo2', numbers: ['1a', '-1', ' 12', '١٢', 12], points: 1 });
    expect(problems).toEqual([
      { code: 'NUMBER_NOT_DIGITS', number: '1a' },
      { code: 'NUMBER_NOT_DIGITS', number: '-1' },
      { code: 'NUMBER_NOT_DIGITS', number: ' 12' },
      { code: 'NUMBER_NOT_DIGITS', number: '١٢' },
      { code: 'NUMBER_NOT_DIGITS', number: '12' },
    ]);
  });

  it('refuses a line without numbers', () => {
    expect(check({ betType: 'lo2', numbers: [], points: 1 })).toEqual([{ code: 'NO_NUMBERS' }]);
    expect(check({ betType: 'xien2', numbers: [], points: 1 })).toEqual([{ code: 'NO_NUMBERS' }]);
    expect(check({ betType: 'lo2', numbers: 'nope', points: 1 })).toEqual([{ code: 'NO_NUMBERS' }]);
  });

  it('refuses a xiên or lô trượt group of the wrong size', () => {
    expect(check({ betType: 'xien2', numbers: ['01', '02', '03'], points: 1 })).toEqual([
      { code: 'GROUP_SIZE', expected: 2, got: 3 },
    ]);
    expect(check({ betType: 'xien4', numbers: ['01', '02', '03'], points: 1 })).toEqual([
      { code: 'GROUP_SIZE', expected: 4, got: 3 },
    ]);
    expect(check({ betType: 'loTruot6', numbers: ['01', '02', '03', '04', '05'], points: 1 })).toEqual([
      { code: 'GROUP_SIZE', expected: 6, got: 5 },
    ]);
    expect(check({ betType: 'xien3', numbers: ['01', '2', '03'], points: 1 })).toEqual([
      { code: 'NUMBER_LENGTH', number: '2', digits: 2 },
    ]);
  });

  it('refuses zero, negative, fractional and non-numeric points', () => {
    for (const points of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2', null, undefined])
      expect([points, check({ betType: 'lo2', numbers: ['01'], points })]).toEqual([
        points,
        [{ code: 'POINTS_INVALID' }],
      ]);
  });

  it('refuses points over the cap, and accepts the cap itself', () => {
    expect(check({ betType: 'lo2', numbers: ['01'], points: 501 })).toEqual([
      { code: 'POINTS_OVER_CAP', maxPoints: 500 },
    ]);
    expect(check({ betType: 'lo2', numbers: ['01'], points: 500 })).toEqual([]);
    const tight: OddsTable = { ...MB_ODDS, deDacBiet: { unitPrice: 1, odds: 80, maxPoints: 10 } };
    expect(checkLine({ betType: 'deDacBiet', numbers: ['01'], points: 11 }, 'MB', tight)).toEqual([
      { code: 'POINTS_OVER_CAP', maxPoints: 10 },
    ]);
  });

  it('refuses a bet type the structure does not offer or the odds table lacks', () => {
    expect(check({ betType: 'deGiai8', numbers: ['27'], points: 1 }, 'MB', allOdds(BET_TYPES))).toEqual([
      { code: 'BET_TYPE_UNAVAILABLE' },
    ]);
    expect(check({ betType: 'deGiai7', numbers: ['27'], points: 1 }, 'MN', allOdds(BET_TYPES))).toEqual([
      { code: 'BET_TYPE_UNAVAILABLE' },
    ]);
    const { lo3: _lo3, ...withoutLo3 } = MB_ODDS;
    expect(check({ betType: 'lo3', numbers: ['123'], points: 1 }, 'MB', withoutLo3)).toEqual([
      { code: 'BET_TYPE_UNAVAILABLE' },
    ]);
    expect(check({ betType: 'lo9', numbers: ['1'], points: 0 })).toEqual([{ code: 'BET_TYPE_UNAVAILABLE' }]);
  });

  it('reports several problems of one line together', () => {
    const problems: LineProblem[] = check({ betType: 'xien3', numbers: ['01', '01', 'x1', '4'], points: 0 });
    expect(problems).toEqual([
      { code: 'NUMBER_REPEATED', number: '01' },
      { code: 'NUMBER_NOT_DIGITS', number: 'x1' },
      { code: 'NUMBER_LENGTH', number: '4', digits: 2 },
      { code: 'GROUP_SIZE', expected: 3, got: 4 },
      { code: 'POINTS_INVALID' },
    ]);
  });
});

describe('parseNumbers', () => {
  it('splits pasted text on anything not a digit, keeps order, rejects the wrong length', () => {
    expect(parseNumbers('12, 34;56 7 890', 2)).toEqual({
      numbers: ['12', '34', '56'],
      rejected: ['7', '890'],
    });
    expect(parseNumbers('12, 34;56 7 890', 3)).toEqual({
      numbers: ['890'],
      rejected: ['12', '34', '56', '7'],
    });
    expect(parseNumbers('  ', 2)).toEqual({ numbers: [], rejected: [] });
  });

  it('keeps leading zeros, drops repeats, reads Arabic-Indic and full-width digits', () => {
    expect(parseNumbers('07\n00\t07-99', 2)).toEqual({ numbers: ['07', '00', '99'], rejected: [] });
    expect(parseNumbers('١٢ ۳۴ ５６', 2)).toEqual({ numbers: ['12', '34', '56'], rejected: [] });
    expect(parseNumbers('1.5 a9', 1)).toEqual({ numbers: ['1', '5', '9'], rejected: [] });
  });
});
