import { describe, expect, it } from 'vitest';
import type { ContractTerms, DividendRule, WageTier } from '../../schemas/generated/api.ts';
import { termsProblem } from './terms.ts';

const tier = (
  minTeamValidBet: number,
  minActiveMembers: number,
  rate: number,
  extra: Partial<WageTier> = {},
): WageTier => ({
  minTeamValidBet,
  minActiveMembers,
  mode: 'percent',
  rate,
  ...extra,
});
const wage: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(1000, 1, 0.5), tier(5000, 2, 1), tier(20000, 3, 1.5)],
};
const rule: DividendRule = { gameKind: 'LIVE', minBet: 1000, minNetLoss: 100, minActiveMembers: 1, rate: 20 };
const dividend: ContractTerms = { kind: 'dividend', period: 'weekly', rules: [rule] };

describe('termsProblem', () => {
  it('accepts valid wage, real-time and dividend terms', () => {
    expect(termsProblem(wage, 'dailyWage', 2)).toBeNull();
    expect(
      termsProblem({ ...wage, kind: 'realtimeWage', minSingleBet: 10, lossRate: 5 }, 'realtimeWage', 2),
    ).toBeNull();
    expect(termsProblem(dividend, 'dividend', 2)).toBeNull();
    const fixed = {
      kind: 'hourlyWage' as const,
      tiers: [
        tier(0, 0, 10, { mode: 'fixed' }),
        tier(1, 0, 20, { mode: 'fixed' }),
        tier(2, 0, 30.25, { mode: 'fixed' }),
      ],
    };
    expect(termsProblem(fixed, 'hourlyWage', 2)).toBeNull();
  });

  it.each<[string, ContractTerms, string]>([
    ['another kind than the call', wage, 'kind'],
    ['two tiers', { kind: 'hourlyWage', tiers: wage.tiers?.slice(0, 2) }, 'tiers'],
    ['seven tiers', { kind: 'hourlyWage', tiers: [0, 1, 2, 3, 4, 5, 6].map((i) => tier(i, 0, 1)) }, 'tiers'],
    ['no tiers', { kind: 'hourlyWage' }, 'tiers'],
    [
      'equal thresholds',
      { kind: 'hourlyWage', tiers: [tier(1, 0, 1), tier(1, 0, 1), tier(2, 0, 1)] },
      'tiers/1/minTeamValidBet',
    ],
    [
      'fewer active members above',
      { kind: 'hourlyWage', tiers: [tier(1, 2, 1), tier(2, 1, 1), tier(3, 2, 1)] },
      'tiers/1/minActiveMembers',
    ],
    [
      'a percent over 100',
      { kind: 'hourlyWage', tiers: [tier(1, 0, 1), tier(2, 0, 101), tier(3, 0, 1)] },
      'tiers/1/rate',
    ],
    [
      'a percent with 3 decimals',
      { kind: 'hourlyWage', tiers: [tier(1, 0, 1.125), tier(2, 0, 1), tier(3, 0, 1)] },
      'tiers/0/rate',
    ],
    [
      'an amount with 3 decimals',
      { kind: 'hourlyWage', tiers: [tier(1.001, 0, 1), tier(2, 0, 1), tier(3, 0, 1)] },
      'tiers/0/minTeamValidBet',
    ],
    [
      'a cap on a fixed tier',
      { kind: 'hourlyWage', tiers: [tier(1, 0, 1, { mode: 'fixed', cap: 3 }), tier(2, 0, 1), tier(3, 0, 1)] },
      'tiers/0/cap',
    ],
    [
      'fractional active members',
      { kind: 'hourlyWage', tiers: [tier(1, 0.5, 1), tier(2, 1, 1), tier(3, 1, 1)] },
      'tiers/0/minActiveMembers',
    ],
    ['minSingleBet on a daily wage', { ...wage, minSingleBet: 1 }, 'minSingleBet'],
    ['rules on a wage', { ...wage, rules: dividend.rules }, 'rules'],
    ['a period on a wage', { ...wage, period: 'weekly' }, 'period'],
  ])('refuses %s', (_name, terms, field) => {
    expect(
      termsProblem(terms, _name === 'another kind than the call' ? 'hourlyWage' : terms.kind, 2)?.field,
    ).toBe(field);
  });

  it.each<[string, ContractTerms, string]>([
    ['no period', { kind: 'dividend', rules: dividend.rules }, 'period'],
    ['no rules', { kind: 'dividend', period: 'daily', rules: [] }, 'rules'],
    [
      'ten rules',
      { kind: 'dividend', period: 'daily', rules: Array.from({ length: 10 }, () => rule) },
      'rules',
    ],
    [
      'two rules of one game kind',
      {
        kind: 'dividend',
        period: 'daily',
        rules: [rule, { ...rule, rate: 5 }],
      },
      'rules/1/gameKind',
    ],
    [
      'an unknown game kind',
      {
        kind: 'dividend',
        period: 'daily',
        rules: [{ ...rule, gameKind: 'POKER' as DividendRule['gameKind'] }],
      },
      'rules/0/gameKind',
    ],
    ['a zero rate', { kind: 'dividend', period: 'daily', rules: [{ ...rule, rate: 0 }] }, 'rules/0/rate'],
    ['tiers on a dividend', { ...dividend, tiers: wage.tiers }, 'tiers'],
  ])('refuses a dividend with %s', (_name, terms, field) => {
    expect(termsProblem(terms, 'dividend', 2)?.field).toBe(field);
  });

  it('whole-unit currencies refuse decimals in amounts but not in rates', () => {
    expect(
      termsProblem(
        { kind: 'dailyWage', tiers: [tier(1, 0, 0.5), tier(2, 0, 1), tier(3, 0, 1)] },
        'dailyWage',
        0,
      ),
    ).toBeNull();
    expect(
      termsProblem(
        { kind: 'dailyWage', tiers: [tier(1.5, 0, 0.5), tier(2, 0, 1), tier(3, 0, 1)] },
        'dailyWage',
        0,
      )?.field,
    ).toBe('tiers/0/minTeamValidBet');
  });
});
