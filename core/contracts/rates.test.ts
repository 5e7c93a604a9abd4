import { describe, expect, it } from 'vitest';
import type { ContractTerms, DividendRule } from '../../schemas/generated/api.ts';
import { brandLimits, exceedsRate, NO_RATES, ratesOf } from './rates.ts';

const wage = (rates: [mode: 'percent' | 'fixed', rate: number][]): ContractTerms => ({
  kind: 'dailyWage',
  tiers: rates.map(([mode, rate], i) => ({ minTeamValidBet: i * 100, minActiveMembers: 0, mode, rate })),
});
const dividend = (rules: [DividendRule['gameKind'], number][]): ContractTerms => ({
  kind: 'dividend',
  period: 'weekly',
  rules: rules.map(([gameKind, rate]) => ({ gameKind, minBet: 0, minNetLoss: 0, minActiveMembers: 0, rate })),
});

describe('ratesOf', () => {
  it('takes the highest percent and the highest fixed tier separately', () => {
    expect(
      ratesOf(
        wage([
          ['percent', 0.5],
          ['fixed', 300],
          ['percent', 1.2],
          ['fixed', 100],
        ]),
      ),
    ).toEqual({
      percent: 1.2,
      fixed: 300,
      lossRate: 0,
      dividend: {},
    });
  });

  it('takes the dividend rate per game kind and the real-time loss rate', () => {
    expect(
      ratesOf(
        dividend([
          ['LIVE', 20],
          ['RNG', 30],
        ]),
      ).dividend,
    ).toEqual({ LIVE: 20, RNG: 30 });
    expect(ratesOf({ ...wage([['percent', 1]]), kind: 'realtimeWage', lossRate: 3 }).lossRate).toBe(3);
  });
});

describe('exceedsRate', () => {
  const upline = wage([
    ['percent', 0.5],
    ['percent', 1],
    ['fixed', 200],
  ]);

  it('is false for equal or lower rates', () => {
    expect(exceedsRate(upline, upline)).toBe(false);
    expect(
      exceedsRate(
        wage([
          ['percent', 0.8],
          ['fixed', 150],
        ]),
        upline,
      ),
    ).toBe(false);
  });

  it('is true when any measure is above', () => {
    expect(exceedsRate(wage([['percent', 1.01]]), upline)).toBe(true);
    expect(
      exceedsRate(
        wage([
          ['percent', 0.1],
          ['fixed', 201],
        ]),
        upline,
      ),
    ).toBe(true);
  });

  it('a measure the other side does not have counts as 0', () => {
    expect(exceedsRate(wage([['fixed', 1]]), wage([['percent', 2]]))).toBe(true);
    expect(exceedsRate(dividend([['RNG', 1]]), dividend([['LIVE', 40]]))).toBe(true);
    expect(
      exceedsRate(
        dividend([['LIVE', 40]]),
        dividend([
          ['LIVE', 40],
          ['RNG', 10],
        ]),
      ),
    ).toBe(false);
    expect(exceedsRate(wage([['percent', 0.01]]), NO_RATES)).toBe(true);
  });

  it('a top-level agent is bounded by the brand maxRates', () => {
    const limits = brandLimits({ percent: 2, fixed: 5000, dividend: 40 });
    expect(
      exceedsRate(
        wage([
          ['percent', 2],
          ['fixed', 5000],
        ]),
        limits,
      ),
    ).toBe(false);
    expect(exceedsRate(wage([['percent', 2.01]]), limits)).toBe(true);
    expect(
      exceedsRate(
        dividend([
          ['COCKFIGHT', 40],
          ['INHOUSE', 40],
        ]),
        limits,
      ),
    ).toBe(false);
    expect(exceedsRate(dividend([['LIVE', 40.5]]), limits)).toBe(true);
    expect(exceedsRate({ ...wage([['percent', 1]]), kind: 'realtimeWage', lossRate: 41 }, limits)).toBe(true);
  });
});
