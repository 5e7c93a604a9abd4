import { describe, expect, it } from 'vitest';
import { exceedsRate } from '../../../../core/contracts/rates';
import { termsProblem } from '../../../../core/contracts/terms';
import type { ContractRates, ContractTerms } from '../../../lib/api/contracts';
import { checkDraft, draftFromTerms, emptyDraft, rateOf, type TermsDraft, type TierDraft } from './terms';

const limits: ContractRates = { percent: 2, fixed: 5000, lossRate: 10, dividend: { LIVE: 40, RNG: 30 } };
const rules = { limits, minorUnits: 2 };

const tier = (
  minTeamValidBet: string,
  minActiveMembers: string,
  rate: string,
  extra: Partial<TierDraft> = {},
) => ({
  minTeamValidBet,
  minActiveMembers,
  mode: 'percent' as const,
  rate,
  cap: '',
  ...extra,
});

function wage(tiers: TierDraft[], kind: TermsDraft['kind'] = 'dailyWage'): TermsDraft {
  return { ...emptyDraft(kind), tiers };
}

const problemsOf = (draft: TermsDraft) => {
  const result = checkDraft(draft, rules);
  return 'problems' in result ? result.problems : [];
};

describe('checkDraft (wages)', () => {
  it('builds the terms in major units; a fixed tier has no cap', () => {
    const result = checkDraft(
      wage([
        tier('1,000', '1', '0.5', { cap: '200' }),
        tier('5000', '3', '1'),
        tier('20000.50', '5', '300', { mode: 'fixed' }),
      ]),
      rules,
    );
    expect(result).toEqual({
      terms: {
        kind: 'dailyWage',
        tiers: [
          { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.5, cap: 200 },
          { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 1 },
          { minTeamValidBet: 20000.5, minActiveMembers: 5, mode: 'fixed', rate: 300 },
        ],
      },
    });
    if (!('terms' in result)) throw new Error('expected terms');
    // The server's own check (core) accepts what the form builds.
    expect(termsProblem(result.terms, 'dailyWage', 2)).toBeNull();
    expect(exceedsRate(result.terms, limits)).toBe(false);
  });

  it('refuses thresholds that do not increase, on the tier that breaks the order', () => {
    expect(
      problemsOf(wage([tier('1000', '2', '0.5'), tier('1000', '1', '1'), tier('900', '3', '1.5')])),
    ).toEqual([
      { field: 'tiers.1.minTeamValidBet', key: 'errors.notIncreasing' },
      { field: 'tiers.1.minActiveMembers', key: 'errors.membersDecreasing' },
      { field: 'tiers.2.minTeamValidBet', key: 'errors.notIncreasing' },
    ]);
  });

  it('refuses a rate above my limit, per measure (percent, fixed amount, loss rate)', () => {
    const draft = wage(
      [tier('1000', '1', '2.01'), tier('2000', '2', '5000.01', { mode: 'fixed' }), tier('3000', '3', '2')],
      'realtimeWage',
    );
    draft.lossRate = '10.5';
    expect(problemsOf(draft)).toEqual([
      { field: 'tiers.0.rate', key: 'errors.aboveLimit', values: { limit: 2, unit: 'percent' } },
      { field: 'tiers.1.rate', key: 'errors.aboveLimit', values: { limit: 5000, unit: 'money' } },
      { field: 'lossRate', key: 'errors.aboveLimit', values: { limit: 10, unit: 'percent' } },
    ]);
    // What the server would refuse with RATE_ABOVE_UPLINE is what the form refuses.
    expect(
      exceedsRate(
        {
          kind: 'realtimeWage',
          tiers: [
            { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 2.01 },
            { minTeamValidBet: 2000, minActiveMembers: 2, mode: 'fixed', rate: 1 },
            { minTeamValidBet: 3000, minActiveMembers: 3, mode: 'percent', rate: 2 },
          ],
        },
        limits,
      ),
    ).toBe(true);
  });

  it('names each bad field: empty, not a number, decimals, percent range, whole members, zero cap', () => {
    expect(
      problemsOf(
        wage([tier('', 'x', '0', { cap: '0' }), tier('10.123', '1.5', '100.5'), tier('abc', '2', '1.234')]),
      ),
    ).toEqual([
      { field: 'tiers.0.minTeamValidBet', key: 'errors.required' },
      { field: 'tiers.0.minActiveMembers', key: 'errors.members' },
      { field: 'tiers.0.rate', key: 'errors.percentRange' },
      { field: 'tiers.0.cap', key: 'errors.positive' },
      { field: 'tiers.1.minTeamValidBet', key: 'errors.decimals', values: { count: 2 } },
      { field: 'tiers.1.minActiveMembers', key: 'errors.members' },
      { field: 'tiers.1.rate', key: 'errors.percentRange' },
      { field: 'tiers.2.minTeamValidBet', key: 'errors.number' },
      { field: 'tiers.2.rate', key: 'errors.decimals', values: { count: 2 } },
    ]);
  });

  it('follows the currency decimals (0: whole amounts only)', () => {
    const result = checkDraft(wage([tier('10.5', '1', '1'), tier('20', '2', '1'), tier('30', '3', '1')]), {
      limits,
      minorUnits: 0,
    });
    expect(result).toEqual({
      problems: [{ field: 'tiers.0.minTeamValidBet', key: 'errors.wholeAmount', values: { count: 0 } }],
    });
  });

  it('needs 3 to 6 tiers', () => {
    expect(problemsOf(wage([tier('1', '1', '1'), tier('2', '2', '1')]))).toEqual([
      { field: 'tiers', key: 'errors.tierCount', values: { count: 3 } },
    ]);
  });
});

describe('checkDraft (dividend)', () => {
  it('builds the period and one rule per game kind; refuses a rate above that kind’s limit', () => {
    const draft: TermsDraft = {
      ...emptyDraft('dividend'),
      period: 'monthly',
      rules: [
        { gameKind: 'LIVE', minBet: '1000', minNetLoss: '100', minActiveMembers: '2', rate: '35' },
        { gameKind: 'RNG', minBet: '0', minNetLoss: '0', minActiveMembers: '0', rate: '30' },
      ],
    };
    expect(checkDraft(draft, rules)).toEqual({
      terms: {
        kind: 'dividend',
        period: 'monthly',
        rules: [
          { gameKind: 'LIVE', minBet: 1000, minNetLoss: 100, minActiveMembers: 2, rate: 35 },
          { gameKind: 'RNG', minBet: 0, minNetLoss: 0, minActiveMembers: 0, rate: 30 },
        ],
      },
    });
    draft.rules.push({ gameKind: 'SPORTS', minBet: '0', minNetLoss: '0', minActiveMembers: '0', rate: '1' });
    draft.rules.push({ gameKind: 'LIVE', minBet: '0', minNetLoss: '0', minActiveMembers: '0', rate: '41' });
    expect(problemsOf(draft)).toEqual([
      { field: 'rules.2.rate', key: 'errors.aboveLimit', values: { limit: 0, unit: 'percent' } },
      { field: 'rules.3.gameKind', key: 'errors.duplicateGameKind', values: { gameKind: 'LIVE' } },
      { field: 'rules.3.rate', key: 'errors.aboveLimit', values: { limit: 40, unit: 'percent' } },
    ]);
  });
});

describe('drafts and rates', () => {
  const terms: ContractTerms = {
    kind: 'realtimeWage',
    tiers: [
      { minTeamValidBet: 100, minActiveMembers: 1, mode: 'percent', rate: 0.5, cap: 50 },
      { minTeamValidBet: 200, minActiveMembers: 2, mode: 'fixed', rate: 30 },
      { minTeamValidBet: 300, minActiveMembers: 3, mode: 'percent', rate: 1 },
    ],
    minSingleBet: 5,
    lossRate: 2,
  };

  it('fills the form from terms and checks back to the same terms', () => {
    const draft = draftFromTerms(terms);
    expect(draft.tiers[0]).toEqual({
      minTeamValidBet: '100',
      minActiveMembers: '1',
      mode: 'percent',
      rate: '0.5',
      cap: '50',
    });
    expect(checkDraft(draft, rules)).toEqual({ terms });
  });

  it('reads the rate of a contract per measure', () => {
    expect(rateOf(terms)).toEqual({ percent: 1, fixed: 30, lossRate: 2, dividend: [] });
    expect(rateOf({ rules: [{ gameKind: 'LIVE', rate: 30 }] })).toEqual({
      percent: null,
      fixed: null,
      lossRate: null,
      dividend: [{ gameKind: 'LIVE', rate: 30 }],
    });
  });
});
