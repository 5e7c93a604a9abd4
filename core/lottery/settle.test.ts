import { describe, expect, it } from 'vitest';
import { toMinor } from '../money.ts';
import { lineCostMinor, lineWinMinor, loNumbers, occurrences, potentialWinMinor } from './settle.ts';
import { MB_STRUCTURE, MN_STRUCTURE, type BetLine, type BetType, type Results } from './types.ts';

/*
 * A Miền Bắc table worked by hand (27 numbers). Last 2 digits in brackets; repeats on purpose:
 * 45 five times (ĐB, G1, G3#3, G4#4, G7#1), 07 three times (G6#1, G7#2, G7#4), 23 twice.
 */
const MB: Results = {
  DB: ['12345'], // [45]  last3 345  last4 2345  first2 12
  G1: ['67845'], // [45]  845  7845
  G2: ['00123', '98712'], // [23 12]  123 712  0123 8712
  G3: ['11111', '22222', '33345', '44444', '55555', '60606'], // [11 22 45 44 55 06]
  G4: ['0123', '4567', '8901', '2345'], // [23 67 01 45]  123 567 901 345
  G5: ['1010', '2020', '3030', '4040', '5050', '6060'], // [10 20 30 40 50 60]  010 … 060
  G6: ['707', '808', '909'], // [07 08 09]
  G7: ['45', '07', '99', '07'],
};
const MB_LO2 = [
  '45', '45', '23', '12', '11', '22', '45', '44', '55', '06', '23', '67', '01', '45',
  '10', '20', '30', '40', '50', '60', '07', '08', '09', '45', '07', '99', '07',
]; // prettier-ignore
const MB_LO3 = [
  '345', '845', '123', '712', '111', '222', '345', '444', '555', '606', '123', '567', '901', '345',
  '010', '020', '030', '040', '050', '060', '707', '808', '909',
]; // prettier-ignore
const MB_LO4 = [
  '2345', '7845', '0123', '8712', '1111', '2222', '3345', '4444', '5555', '0606', '0123', '4567',
  '8901', '2345', '1010', '2020', '3030', '4040', '5050', '6060',
]; // prettier-ignore

/*
 * A Miền Nam table worked by hand (18 numbers): 27 four times (G8, G7, G6#1, G4#1), 90 three times
 * (G6#3, G4#7, G3#2), 56 twice (G6#2, ĐB).
 */
const MN: Results = {
  G8: ['27'],
  G7: ['127'], // [27]  127
  G6: ['0127', '3456', '7890'], // [27 56 90]  127 456 890
  G5: ['1234'], // [34]  234
  G4: ['11127', '22222', '33333', '44444', '55555', '66666', '77790'], // [27 22 33 44 55 66 90]
  G3: ['12345', '67890'], // [45 90]  345 890
  G2: ['13579'], // [79]
  G1: ['24680'], // [80]  680
  DB: ['123456'], // [56]  456  3456  first2 12
};
const MN_LO2 = [
  '27',
  '27',
  '27',
  '56',
  '90',
  '34',
  '27',
  '22',
  '33',
  '44',
  '55',
  '66',
  '90',
  '45',
  '90',
  '79',
  '80',
  '56',
];
const MN_LO3 = [
  '127',
  '127',
  '456',
  '890',
  '234',
  '127',
  '222',
  '333',
  '444',
  '555',
  '666',
  '790',
  '345',
  '890',
  '579',
  '680',
  '456',
];
const MN_LO4 = [
  '0127',
  '3456',
  '7890',
  '1234',
  '1127',
  '2222',
  '3333',
  '4444',
  '5555',
  '6666',
  '7790',
  '2345',
  '7890',
  '3579',
  '4680',
  '3456',
];

const line = (betType: BetType, numbers: string[], points = 1): BetLine => ({ betType, numbers, points });

describe('lô numbers', () => {
  it('MB: 27 / 23 / 20 numbers with repeats, in structure order', () => {
    expect(loNumbers(MB, MB_STRUCTURE, 2)).toEqual(MB_LO2);
    expect(loNumbers(MB, MB_STRUCTURE, 3)).toEqual(MB_LO3);
    expect(loNumbers(MB, MB_STRUCTURE, 4)).toEqual(MB_LO4);
    expect(MB_LO2).toHaveLength(27);
    expect(MB_LO3).toHaveLength(23);
    expect(MB_LO4).toHaveLength(20);
  });

  it('MN: 18 / 17 / 16 numbers with repeats, in structure order', () => {
    expect(loNumbers(MN, MN_STRUCTURE, 2)).toEqual(MN_LO2);
    expect(loNumbers(MN, MN_STRUCTURE, 3)).toEqual(MN_LO3);
    expect(loNumbers(MN, MN_STRUCTURE, 4)).toEqual(MN_LO4);
    expect([MN_LO2.length, MN_LO3.length, MN_LO4.length]).toEqual([18, 17, 16]);
  });

  it('a prize missing from the results adds nothing', () => {
    const { G7: _g7, ...withoutG7 } = MB;
    expect(loNumbers(withoutG7, MB_STRUCTURE, 2)).toEqual(MB_LO2.slice(0, 23));
  });
});

describe('occurrences (MB)', () => {
  it('lô pays per occurrence', () => {
    expect(occurrences(line('lo2', ['45', '07', '23', '12', '99', '00']), MB, MB_STRUCTURE)).toEqual([
      5, 3, 2, 1, 1, 0,
    ]);
    expect(occurrences(line('lo3', ['345', '123', '845', '707', '999']), MB, MB_STRUCTURE)).toEqual([
      3, 2, 1, 1, 0,
    ]);
    expect(occurrences(line('lo4', ['2345', '0123', '6060', '0707']), MB, MB_STRUCTURE)).toEqual([
      2, 2, 1, 0,
    ]);
  });

  it('đề, đầu đặc biệt, đề giải nhất, đề giải 7', () => {
    expect(occurrences(line('deDacBiet', ['45', '12', '54']), MB, MB_STRUCTURE)).toEqual([1, 0, 0]);
    expect(occurrences(line('dauDacBiet', ['12', '45']), MB, MB_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('deGiaiNhat', ['45', '67']), MB, MB_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('deGiai7', ['07', '45', '99', '08']), MB, MB_STRUCTURE)).toEqual([2, 1, 1, 0]);
  });

  it('đầu / đuôi read the last two digits of ĐB', () => {
    expect(occurrences(line('dau', ['4', '5', '1']), MB, MB_STRUCTURE)).toEqual([1, 0, 0]);
    expect(occurrences(line('duoi', ['5', '4']), MB, MB_STRUCTURE)).toEqual([1, 0]);
  });

  it('3 càng and 4 càng', () => {
    expect(occurrences(line('baCangDacBiet', ['345', '845', '123']), MB, MB_STRUCTURE)).toEqual([1, 0, 0]);
    expect(occurrences(line('baCangGiaiNhat', ['845', '345']), MB, MB_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('bonCangDacBiet', ['2345', '7845', '1234']), MB, MB_STRUCTURE)).toEqual([
      1, 0, 0,
    ]);
  });

  it('xiên wins only when every number appears (once, whatever the repeats)', () => {
    expect(occurrences(line('xien2', ['45', '07']), MB, MB_STRUCTURE)).toEqual([1]);
    expect(occurrences(line('xien2', ['45', '02']), MB, MB_STRUCTURE)).toEqual([0]);
    expect(occurrences(line('xien3', ['99', '01', '60']), MB, MB_STRUCTURE)).toEqual([1]);
    expect(occurrences(line('xien4', ['45', '07', '99', '03']), MB, MB_STRUCTURE)).toEqual([0]);
    expect(occurrences(line('xien4', ['06', '44', '11', '22']), MB, MB_STRUCTURE)).toEqual([1]);
  });

  it('lô trượt wins only when none appears', () => {
    expect(occurrences(line('loTruot4', ['02', '03', '04', '05']), MB, MB_STRUCTURE)).toEqual([1]);
    expect(occurrences(line('loTruot4', ['02', '03', '04', '99']), MB, MB_STRUCTURE)).toEqual([0]);
    expect(occurrences(line('loTruot5', ['45', '03', '04', '05', '13']), MB, MB_STRUCTURE)).toEqual([0]);
    const ten = ['02', '03', '04', '05', '13', '14', '15', '16', '17', '18'];
    expect(occurrences(line('loTruot10', ten), MB, MB_STRUCTURE)).toEqual([1]);
  });
});

describe('occurrences (MN)', () => {
  it('lô pays per occurrence', () => {
    expect(occurrences(line('lo2', ['27', '90', '56', '79', '12']), MN, MN_STRUCTURE)).toEqual([
      4, 3, 2, 1, 0,
    ]);
    expect(occurrences(line('lo3', ['127', '456', '890', '680', '027']), MN, MN_STRUCTURE)).toEqual([
      3, 2, 2, 1, 0,
    ]);
    expect(occurrences(line('lo4', ['3456', '7890', '0127', '0027']), MN, MN_STRUCTURE)).toEqual([
      2, 2, 1, 0,
    ]);
  });

  it('đề, đầu, giải nhất, giải 8, đầu / đuôi, càng', () => {
    expect(occurrences(line('deDacBiet', ['56', '27']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('dauDacBiet', ['12', '23']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('deGiaiNhat', ['80', '24']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('deGiai8', ['27', '56']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('dau', ['5', '6']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('duoi', ['6', '5']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('baCangDacBiet', ['456', '345']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('baCangGiaiNhat', ['680', '468']), MN, MN_STRUCTURE)).toEqual([1, 0]);
    expect(occurrences(line('bonCangDacBiet', ['3456', '2345']), MN, MN_STRUCTURE)).toEqual([1, 0]);
  });

  it('xiên and lô trượt against the 18 lô numbers', () => {
    expect(occurrences(line('xien3', ['27', '90', '80']), MN, MN_STRUCTURE)).toEqual([1]);
    expect(occurrences(line('xien3', ['27', '90', '81']), MN, MN_STRUCTURE)).toEqual([0]);
    expect(occurrences(line('loTruot4', ['00', '01', '02', '03']), MN, MN_STRUCTURE)).toEqual([1]);
    expect(occurrences(line('loTruot4', ['00', '01', '02', '80']), MN, MN_STRUCTURE)).toEqual([0]);
  });
});

describe('money in minor units (pointValue 1000 major, 2 minor units)', () => {
  const pv = toMinor(1000, 2);

  it('pointValue is 100000 minor', () => {
    expect(pv).toBe(100_000);
  });

  it('cost = points × unitPrice × pointValue × combos × wagers', () => {
    const rule = { unitPrice: 1, odds: 99, maxPoints: 1000 };
    expect(lineCostMinor(line('lo2', ['45', '07'], 3), MB_STRUCTURE, rule, pv)).toBe(3 * 100_000 * 27 * 2);
    expect(lineCostMinor(line('lo2', ['45'], 3), MN_STRUCTURE, rule, pv)).toBe(5_400_000);
    expect(lineCostMinor(line('lo3', ['345'], 1), MB_STRUCTURE, rule, pv)).toBe(2_300_000);
    expect(lineCostMinor(line('lo4', ['3456', '1234'], 2), MN_STRUCTURE, rule, pv)).toBe(6_400_000);
    expect(lineCostMinor(line('deGiai7', ['07'], 5), MB_STRUCTURE, rule, pv)).toBe(2_000_000);
    expect(lineCostMinor(line('xien2', ['45', '07'], 2), MB_STRUCTURE, rule, pv)).toBe(200_000);
    expect(
      lineCostMinor(
        line('loTruot10', ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'], 4),
        MB_STRUCTURE,
        rule,
        pv,
      ),
    ).toBe(400_000);
  });

  it('a fractional unit price rounds to the nearest minor unit', () => {
    const rule = { unitPrice: 0.8, odds: 1, maxPoints: 1000 };
    expect(lineCostMinor(line('lo2', ['45'], 3), MN_STRUCTURE, rule, pv)).toBe(4_320_000);
    expect(lineCostMinor(line('deDacBiet', ['45'], 1), MB_STRUCTURE, { ...rule, unitPrice: 0.1 }, 3)).toBe(0);
    expect(lineCostMinor(line('deDacBiet', ['45'], 1), MB_STRUCTURE, { ...rule, unitPrice: 0.7 }, 1)).toBe(1);
  });

  it('win = Σ points × odds × pointValue × occurrences', () => {
    const rule = { unitPrice: 1, odds: 99, maxPoints: 1000 };
    // 45 ×5, 07 ×3, 00 ×0 → 8 occurrences.
    expect(lineWinMinor(line('lo2', ['45', '07', '00'], 3), MB, MB_STRUCTURE, rule, pv)).toBe(
      3 * 99 * 100_000 * 8,
    );
    expect(lineWinMinor(line('lo2', ['00', '02'], 3), MB, MB_STRUCTURE, rule, pv)).toBe(0);
    expect(lineWinMinor(line('lo2', ['27'], 1), MN, MN_STRUCTURE, rule, pv)).toBe(39_600_000);
    const xien = { unitPrice: 1, odds: 17, maxPoints: 100 };
    expect(lineWinMinor(line('xien2', ['45', '07'], 2), MB, MB_STRUCTURE, xien, pv)).toBe(3_400_000);
    expect(lineWinMinor(line('xien2', ['45', '02'], 2), MB, MB_STRUCTURE, xien, pv)).toBe(0);
    const dau = { unitPrice: 1, odds: 9.5, maxPoints: 100 };
    expect(lineWinMinor(line('dau', ['4', '1'], 7), MB, MB_STRUCTURE, dau, pv)).toBe(6_650_000);
  });

  it('potential win is one wager hitting once', () => {
    expect(
      potentialWinMinor(line('lo2', ['45', '07', '00'], 3), { unitPrice: 1, odds: 99, maxPoints: 9 }, pv),
    ).toBe(29_700_000);
    expect(
      potentialWinMinor(line('xien3', ['45', '07', '00'], 2), { unitPrice: 1, odds: 65, maxPoints: 9 }, pv),
    ).toBe(13_000_000);
    expect(potentialWinMinor(line('dau', ['4'], 1), { unitPrice: 1, odds: 9.5, maxPoints: 9 }, 3)).toBe(29);
  });
});
