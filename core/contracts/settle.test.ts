import { describe, expect, it } from 'vitest';
import type { ContractTerms } from '../../schemas/generated/api.ts';
import { nextTierProgress, paymentOf, percentOf, settleDividend, settleWage } from './settle.ts';

// VND with 2 decimals: 1 major = 100 minor.
const M = 100;
const terms: ContractTerms = {
  kind: 'dailyWage',
  tiers: [
    { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.5 },
    { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 1, cap: 60 },
    { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 250 },
  ],
};
const figures = (validBet: number, active: number, netLoss = 0) => ({
  teamValidBetMinor: validBet * M,
  activeMembers: active,
  teamNetLossMinor: netLoss * M,
});

describe('settleWage', () => {
  it('picks the highest tier whose two thresholds are met', () => {
    expect(settleWage(terms, figures(4999.99, 9), 2)).toEqual({ tierIndex: 0, rate: 0.5, amountMinor: 2499 });
    // enough valid bet for tier 2 but only 3 active members: tier 1
    expect(settleWage(terms, figures(30000, 3), 2).tierIndex).toBe(1);
    expect(settleWage(terms, figures(30000, 5), 2).tierIndex).toBe(2);
  });

  it('percent floors in minor units; fixed pays the amount', () => {
    // 1234.57 × 0.5 % = 6.17285 → 6.17
    expect(settleWage(terms, figures(1234.57, 1), 2).amountMinor).toBe(617);
    expect(settleWage(terms, figures(25000, 5), 2).amountMinor).toBe(250 * M);
  });

  it('caps a percent tier', () => {
    // 5500 × 1 % = 55 (under the cap of 60); 7000 × 1 % = 70 → 60
    expect(settleWage(terms, figures(5500, 3), 2).amountMinor).toBe(55 * M);
    expect(settleWage(terms, figures(7000, 3), 2).amountMinor).toBe(60 * M);
  });

  it('not reached: no tier, amount 0', () => {
    expect(settleWage(terms, figures(999.99, 10), 2)).toEqual({
      tierIndex: null,
      rate: null,
      amountMinor: 0,
    });
    expect(settleWage(terms, figures(100000, 0), 2).tierIndex).toBeNull();
  });

  it('real-time wages add the loss rate on a positive net loss only', () => {
    const rt: ContractTerms = { ...terms, kind: 'realtimeWage', lossRate: 10 };
    expect(settleWage(rt, figures(1000, 1, 300), 2).amountMinor).toBe(5 * M + 30 * M);
    expect(settleWage(rt, figures(1000, 1, -300), 2).amountMinor).toBe(5 * M);
    expect(settleWage(rt, figures(10, 1, 300), 2).amountMinor).toBe(0);
  });
});

describe('percentOf', () => {
  it('is exact for 2-decimal rates and huge amounts', () => {
    expect(percentOf(1, 0.29)).toBe(0);
    expect(percentOf(10_000, 0.29)).toBe(29);
    expect(percentOf(900_719_925_474_099, 1.11)).toBe(9_997_991_172_762);
    expect(percentOf(-5, 10)).toBe(0);
  });
});

describe('settleDividend', () => {
  const div: ContractTerms = {
    kind: 'dividend',
    period: 'weekly',
    rules: [
      { gameKind: 'LIVE', minBet: 1000, minNetLoss: 100, minActiveMembers: 2, rate: 20 },
      { gameKind: 'RNG', minBet: 500, minNetLoss: 0, minActiveMembers: 2, rate: 30 },
      { gameKind: 'SPORTS', minBet: 0, minNetLoss: 0, minActiveMembers: 0, rate: 10 },
    ],
  };

  it('pays each rule met on its net loss and sums them', () => {
    const r = settleDividend(
      div,
      [
        { gameKind: 'LIVE', validBetMinor: 2000 * M, netLossMinor: 333.33 * M },
        { gameKind: 'RNG', validBetMinor: 400 * M, netLossMinor: 50 * M },
        { gameKind: 'SPORTS', validBetMinor: 100 * M, netLossMinor: -40 * M },
      ],
      2,
      2,
    );
    expect(r.lines.map((l) => [l.gameKind, l.met, l.amountMinor])).toEqual([
      ['LIVE', true, 6666],
      ['RNG', false, 0],
      ['SPORTS', false, 0],
    ]);
    expect(r.amountMinor).toBe(6666);
    expect(r.reached).toBe(true);
  });

  it('a team that won, or too few active members, is not reached', () => {
    const r = settleDividend(
      div,
      [{ gameKind: 'LIVE', validBetMinor: 5000 * M, netLossMinor: 1000 * M }],
      1,
      2,
    );
    expect(r.reached).toBe(false);
    expect(r.amountMinor).toBe(0);
  });
});

describe('nextTierProgress', () => {
  it('tells what is missing for the next tier', () => {
    expect(nextTierProgress(terms, figures(600, 0), 2)).toEqual({
      index: 0,
      needValidBetMinor: 400 * M,
      needActiveMembers: 1,
    });
    expect(nextTierProgress(terms, figures(6000, 2), 2)).toEqual({
      index: 1,
      needValidBetMinor: 0,
      needActiveMembers: 1,
    });
    expect(nextTierProgress(terms, figures(25000, 5), 2)).toBeNull();
  });
});

describe('paymentOf', () => {
  it('never pays more than the payer holds', () => {
    expect(paymentOf(false, 0, 100)).toEqual({ status: 'notReached', paidMinor: 0 });
    expect(paymentOf(true, 100, 100)).toEqual({ status: 'paid', paidMinor: 100 });
    expect(paymentOf(true, 100, 40)).toEqual({ status: 'partlyPaid', paidMinor: 40 });
    expect(paymentOf(true, 100, 0)).toEqual({ status: 'insufficient', paidMinor: 0 });
    expect(paymentOf(true, 100, -5)).toEqual({ status: 'insufficient', paidMinor: 0 });
    expect(paymentOf(true, 100, Infinity)).toEqual({ status: 'paid', paidMinor: 100 });
    expect(paymentOf(true, 0, 0)).toEqual({ status: 'paid', paidMinor: 0 });
  });
});
