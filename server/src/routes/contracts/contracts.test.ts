import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Consolidated,
  Contract,
  ContractAccepted,
  ContractHistory,
  ContractPreview,
  ContractsView,
  ContractTerms,
  LowerRateConfirm,
} from '../../../../schemas/generated/api.ts';
import { expectFailure } from '../../money-test-utils.ts';
import { createTestApp, type TestApp } from '../../test-utils.ts';
import { buildTree, contractHelpers, DAILY, placeBet, tier, type Tree } from './fixture.ts';
import { CONTRACT_RELAY_CALLS } from './index.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

// 2026-11-23 17:00 in Asia/Ho_Chi_Minh (the brand time zone).
const clock = Date.parse('2026-11-23T10:00:00Z');
let t: TestApp;
let tree: Tree;
const h = contractHelpers(
  () => t.app,
  () => tree,
);
const DAILY_URL = CONTRACT_RELAY_CALLS.dailyWage;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tree = buildTree(t.app);
});
afterAll(async () => t.close());

const offer = (who: string, downline: string, terms: ContractTerms = DAILY, url = DAILY_URL) =>
  h.post<Contract>(url, { action: 'offer', requestId: h.rid(), downlineId: tree.ids[downline], terms }, who);
const accept = (who: string, c: Contract, confirmLowerRate?: boolean, url = DAILY_URL) =>
  h.postRaw(
    url,
    {
      action: 'accept',
      contractId: c.id,
      version: c.version,
      ...(confirmLowerRate === undefined ? {} : { confirmLowerRate }),
    },
    who,
  );
const terminate = (who: string, c: Contract, url = DAILY_URL) =>
  h.postRaw(url, { action: 'terminate', contractId: c.id }, who);
const cents = (x: number) => Math.round(x * 100) / 100;
const wage = (rate: number, kind: ContractTerms['kind'] = 'dailyWage'): ContractTerms => ({
  kind,
  tiers: [tier(100, 0, cents(rate / 4)), tier(1000, 0, cents(rate / 2)), tier(5000, 0, rate)],
});

describe('who may call', () => {
  it('a member who is not an agent gets 403 NOT_AGENT on every agent call', async () => {
    for (const res of [
      await h.postRaw('/wps/agent/contracts/preview', { terms: DAILY }, 'x1'),
      await t.app.inject({
        url: '/wps/agent/contracts?kind=dailyWage',
        headers: { token: tree.tokens.x1 ?? '' },
      }),
      await t.app.inject({
        url: '/wps/agent/settlements?kind=dailyWage',
        headers: { token: tree.tokens.x1 ?? '' },
      }),
      await t.app.inject({ url: '/wps/agent/contracts/1/history', headers: { token: tree.tokens.x1 ?? '' } }),
      await t.app.inject({ url: '/wps/agent/settlements/1/bets', headers: { token: tree.tokens.x1 ?? '' } }),
      await h.postRaw(
        DAILY_URL,
        { action: 'offer', requestId: 'r1', downlineId: tree.ids.x2, terms: DAILY },
        'x1',
      ),
    ])
      expectFailure(res, 'NOT_AGENT', 403);
  });

  it('without a token every call is 401', async () => {
    for (const url of Object.values(CONTRACT_RELAY_CALLS))
      expect(
        (await t.app.inject({ method: 'POST', url, payload: { action: 'terminate', contractId: 1 } }))
          .statusCode,
      ).toBe(401);
    expect((await t.app.inject({ url: '/wps/member/info/funds/consolidated' })).statusCode).toBe(401);
  });

  it('consolidated: an agent has every brand kind, a player none, and sees no offers yet', async () => {
    expect((await h.get<Consolidated>('/wps/member/info/funds/consolidated', 'tc')).value).toEqual({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
      pendingOffers: [],
    });
    expect((await h.get<Consolidated>('/wps/member/info/funds/consolidated', 'x1')).value).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      pendingOffers: [],
    });
  });
});

describe('offer', () => {
  it('only to a direct downline that is an agent; other ids are 404 with one message', async () => {
    expectFailure(await offer('ta', 'tp'), 'NOT_AGENT');
    const deeper = await h.postRaw(
      DAILY_URL,
      { action: 'offer', requestId: h.rid(), downlineId: tree.ids.tc, terms: DAILY },
      'ta',
    );
    const foreign = await h.postRaw(
      DAILY_URL,
      { action: 'offer', requestId: h.rid(), downlineId: tree.ids.ob, terms: DAILY },
      'ta',
    );
    const missing = await h.postRaw(
      DAILY_URL,
      { action: 'offer', requestId: h.rid(), downlineId: 999_999, terms: DAILY },
      'ta',
    );
    for (const res of [deeper, foreign, missing]) expectFailure(res, 'NOT_FOUND', 404);
    expect(foreign.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
  });

  it('above the upline rate is refused: the brand maxRates for a top-level agent, the own contract below', async () => {
    expectFailure(await offer('ta', 'tb', wage(2.01)), 'RATE_ABOVE_UPLINE');
    expectFailure(
      await offer('ta', 'tb', {
        kind: 'dailyWage',
        tiers: [tier(1, 0, 1), tier(2, 0, 1), tier(3, 0, 5001, 'fixed')],
      }),
      'RATE_ABOVE_UPLINE',
    );
    // tb holds no daily-wage contract yet: it may offer nothing.
    expectFailure(await offer('tb', 'tc', wage(0.1)), 'RATE_ABOVE_UPLINE');
    const view = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tb'));
    expect(view.limits).toEqual({ percent: 0, fixed: 0, lossRate: 0, dividend: {} });
    const top = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dividend', 'ta'));
    expect(top.limits.percent).toBe(2);
    expect(top.limits.dividend.LIVE).toBe(40);
  });

  it('a repeated requestId returns the first offer and creates nothing more', async () => {
    const payload = {
      action: 'offer',
      requestId: 'same-offer',
      downlineId: tree.ids.tb,
      terms: wage(1, 'hourlyWage'),
    };
    const url = CONTRACT_RELAY_CALLS.hourlyWage;
    const first = h.okValue(await h.post<Contract>(url, payload, 'ta'));
    const again = h.okValue(await h.post<Contract>(url, payload, 'ta'));
    expect(again).toEqual(first);
    const view = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=hourlyWage', 'ta'));
    expect(view.given.map((c) => c.id)).toEqual([first.id]);
  });
});

describe('the contract life', () => {
  let first: Contract;
  let second: Contract;

  it('an offer shows in the downline consolidated info and contracts view', async () => {
    first = h.okValue(await offer('ta', 'tb', wage(1)));
    expect(first).toMatchObject({
      status: 'offered',
      version: 1,
      kind: 'dailyWage',
      decidedAt: null,
      endReason: null,
    });
    expect(first.upline).toEqual({ userId: tree.ids.ta, username: 'ta' });
    const c = h.okValue(await h.get<Consolidated>('/wps/member/info/funds/consolidated', 'tb'));
    expect(c.pendingOffers.map((o) => o.id)).toContain(first.id);
    const view = h.okValue(
      await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage&role=downline', 'tb'),
    );
    expect(view.offered.map((o) => o.id)).toEqual([first.id]);
    expect(view.own).toBeNull();
    expect(view.given).toEqual([]);
  });

  it('a new offer supersedes the pending one: accepting the old one is a stale offer', async () => {
    second = h.okValue(await offer('ta', 'tb', wage(1.2)));
    expect(second.version).toBe(2);
    expectFailure(await accept('tb', first), 'STALE_OFFER', 409);
    expectFailure(await accept('tb', { ...second, version: 1 }), 'STALE_OFFER', 409);
    expectFailure(
      await h.postRaw(DAILY_URL, { action: 'reject', contractId: first.id, version: first.version }, 'tb'),
      'STALE_OFFER',
      409,
    );
  });

  it('the upline cannot accept its own offer; another agent cannot touch it (404, no leak)', async () => {
    expectFailure(await accept('ta', second), 'NOT_FOUND', 404);
    const foreign = await accept('oa', second);
    const missing = await accept('oa', { ...second, id: 999_999 });
    expectFailure(foreign, 'NOT_FOUND', 404);
    expect(foreign.json<{ message: string }>().message).toBe(missing.json<{ message: string }>().message);
    expectFailure(
      await t.app.inject({
        url: `/wps/agent/contracts/${second.id}/history`,
        headers: { token: tree.tokens.oa ?? '' },
      }),
      'NOT_FOUND',
      404,
    );
    // The contract of another kind's call is not found either.
    expectFailure(await accept('tb', second, undefined, CONTRACT_RELAY_CALLS.dividend), 'NOT_FOUND', 404);
  });

  it('accepting puts it in force', async () => {
    const r = await accept('tb', second);
    const value = h.okValue(r.json<{ success: boolean; message: string; value: ContractAccepted }>());
    expect(value.contract.status).toBe('accepted');
    expect(value.contract.decidedAt).toBe(new Date(clock).toISOString());
    expect(value.ended).toEqual([]);
    const view = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tb'));
    expect(view.own?.id).toBe(second.id);
    expect(view.limits.percent).toBe(1.2);
    expectFailure(await accept('tb', second), 'CONTRACT_CLOSED', 409);
  });

  it('lower rate: accepting ends exactly the contracts tb gives above it, after confirmation', async () => {
    expectFailure(await offer('tb', 'tc', wage(1.3)), 'RATE_ABOVE_UPLINE');
    const given = h.okValue(await offer('tb', 'tc', wage(1.1)));
    h.okValue(
      (await accept('tc', given)).json<{ success: boolean; message: string; value: ContractAccepted }>(),
    );
    const lower = h.okValue(await offer('ta', 'tb', wage(0.8)));
    const refused = await accept('tb', lower);
    expectFailure(refused, 'LOWER_RATE_CONFIRM', 409);
    const ends = refused.json<{ value: LowerRateConfirm }>().value.ends;
    expect(ends.map((c) => [c.id, c.status])).toEqual([[given.id, 'accepted']]);
    // Nothing changed yet.
    expect(h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tc')).own?.id).toBe(
      given.id,
    );

    const done = h.okValue(
      (await accept('tb', lower, true)).json<{
        success: boolean;
        message: string;
        value: ContractAccepted;
      }>(),
    );
    expect(done.contract.status).toBe('accepted');
    expect(done.ended.map((c) => [c.id, c.status, c.endReason])).toEqual([
      [given.id, 'terminated', 'lowerRate'],
    ]);
    expect(h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tc')).own).toBeNull();
    const tbView = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tb'));
    expect(tbView.own?.id).toBe(lower.id);
    const replaced = tbView.offered.length;
    expect(replaced).toBe(0);
    const history = h.okValue(await h.get<ContractHistory>(`/wps/agent/contracts/${given.id}/history`, 'tc'));
    expect(history.list.map((e) => [e.action, e.by])).toEqual([
      ['offered', 'tb'],
      ['accepted', 'tc'],
      ['terminatedByLowerRate', 'system'],
    ]);
    const old = h.okValue(await h.get<ContractHistory>(`/wps/agent/contracts/${second.id}/history`, 'ta'));
    expect(old.list.map((e) => e.action)).toEqual(['offered', 'accepted', 'terminated']);
    expect(old.list[2]?.note).toContain(String(lower.id));
  });

  it('reject and terminate, then the contract is closed', async () => {
    const o = h.okValue(await offer('ta', 'tb', wage(0.4, 'hourlyWage'), CONTRACT_RELAY_CALLS.hourlyWage));
    const rejected = await h.post<Contract>(
      CONTRACT_RELAY_CALLS.hourlyWage,
      { action: 'reject', contractId: o.id, version: o.version },
      'tb',
    );
    expect(h.okValue(rejected).status).toBe('rejected');
    expectFailure(await accept('tb', o, undefined, CONTRACT_RELAY_CALLS.hourlyWage), 'CONTRACT_CLOSED', 409);

    const view = h.okValue(await h.get<ContractsView>('/wps/agent/contracts?kind=dailyWage', 'tb'));
    const own = view.own;
    if (!own) throw new Error('tb has no daily wage');
    const ended = h.okValue(
      (await terminate('tb', own)).json<{ success: boolean; message: string; value: Contract }>(),
    );
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'terminatedByDownline' });
    expectFailure(await terminate('ta', own), 'CONTRACT_CLOSED', 409);

    const pending = h.okValue(await offer('ta', 'tb', wage(0.4)));
    const withdrawn = h.okValue(
      (await terminate('ta', pending)).json<{ success: boolean; message: string; value: Contract }>(),
    );
    expect(withdrawn).toMatchObject({ status: 'terminated', endReason: 'terminatedByUpline' });
  });
});

describe('bad input is 400 VALIDATION', () => {
  it.each<[string, unknown]>([
    ['an unknown action', { action: 'grab', contractId: 1 }],
    ['no action', { contractId: 1 }],
    ['an offer without requestId', { action: 'offer', downlineId: 2, terms: DAILY }],
    ['an offer with a bad requestId', { action: 'offer', requestId: 'a b', downlineId: 2, terms: DAILY }],
    ['an accept without version', { action: 'accept', contractId: 1 }],
    ['a contract id of 0', { action: 'terminate', contractId: 0 }],
    ['a contract id as text', { action: 'terminate', contractId: 'one' }],
    [
      'terms of another kind',
      { action: 'offer', requestId: 'v1', downlineId: 2, terms: wage(1, 'hourlyWage') },
    ],
    [
      'two tiers',
      {
        action: 'offer',
        requestId: 'v2',
        downlineId: 2,
        terms: { kind: 'dailyWage', tiers: [tier(1, 0, 1), tier(2, 0, 1)] },
      },
    ],
    [
      'decreasing thresholds',
      {
        action: 'offer',
        requestId: 'v3',
        downlineId: 2,
        terms: { kind: 'dailyWage', tiers: [tier(5, 0, 1), tier(2, 0, 1), tier(9, 0, 1)] },
      },
    ],
    [
      'a rate of 0',
      {
        action: 'offer',
        requestId: 'v4',
        downlineId: 2,
        terms: { kind: 'dailyWage', tiers: [tier(1, 0, 0), tier(2, 0, 1), tier(3, 0, 1)] },
      },
    ],
    [
      'a mode that does not exist',
      {
        action: 'offer',
        requestId: 'v5',
        downlineId: 2,
        terms: {
          kind: 'dailyWage',
          tiers: [{ ...tier(1, 0, 1), mode: 'both' }, tier(2, 0, 1), tier(3, 0, 1)],
        },
      },
    ],
    [
      'an unknown kind',
      { action: 'offer', requestId: 'v6', downlineId: 2, terms: { kind: 'weeklyWage', tiers: [] } },
    ],
    [
      'a negative threshold',
      {
        action: 'offer',
        requestId: 'v7',
        downlineId: 2,
        terms: { kind: 'dailyWage', tiers: [tier(-1, 0, 1), tier(2, 0, 1), tier(3, 0, 1)] },
      },
    ],
  ])('relay call with %s', async (_name, payload) => {
    expectFailure(await h.postRaw(DAILY_URL, payload, 'ta'), 'VALIDATION', 400);
  });

  it.each([
    '/wps/agent/contracts',
    '/wps/agent/contracts?kind=weekly',
    '/wps/agent/contracts?kind=dailyWage&role=both',
    '/wps/agent/contracts/abc/history',
    '/wps/agent/contracts/0/history',
    '/wps/agent/settlements',
    '/wps/agent/settlements?kind=dailyWage&pageSize=101',
    '/wps/agent/settlements?kind=dailyWage&from=2026-11-20&to=2026-11-01',
    '/wps/agent/settlements?kind=dailyWage&from=2026-01-01&to=2026-11-01',
    '/wps/agent/settlements?kind=dailyWage&from=2026-02-30',
    '/wps/agent/settlements?kind=dailyWage&contractId=x',
    '/wps/agent/settlements/x/bets',
    '/wps/agent/settlements/1/bets?pageNo=0',
  ])('GET %s', async (url) => {
    expectFailure(await t.app.inject({ url, headers: { token: tree.tokens.ta ?? '' } }), 'VALIDATION', 400);
  });

  it.each<[string, unknown]>([
    ['no terms', {}],
    ['a downline id as text', { downlineId: 'tb', terms: DAILY }],
    ['bad terms', { terms: { kind: 'dailyWage', tiers: [tier(1, 0, 1)] } }],
  ])('preview with %s', async (_name, payload) => {
    expectFailure(await h.postRaw('/wps/agent/contracts/preview', payload, 'ta'), 'VALIDATION', 400);
  });

  it('dev settle refuses a bad kind or key', async () => {
    for (const payload of [{ kind: 'weekly' }, { kind: 'dailyWage', periodKey: '2026-02-30' }, {}])
      expectFailure(
        await t.app.inject({ method: 'POST', url: '/dev/agent/settle', payload }),
        'VALIDATION',
        400,
      );
  });
});

describe('preview', () => {
  it('computes the last day and today for the downline team, with the next tier', async () => {
    const day = (iso: string) => Date.parse(iso);
    // Yesterday (2026-11-22 local = 2026-11-21T17:00Z … 2026-11-22T17:00Z): 1200 valid bet by x1 and x2.
    placeBet(t.app, tree.ids.x1 ?? 0, 700, 100, day('2026-11-22T03:00:00Z'));
    placeBet(t.app, tree.ids.x2 ?? 0, 500, 0, day('2026-11-22T16:59:59Z'));
    // Today so far: 300 by x3 (and a bet of another tree that never counts).
    placeBet(t.app, tree.ids.x3 ?? 0, 300, 600, day('2026-11-23T09:00:00Z'));
    placeBet(t.app, tree.ids.ob ?? 0, 9000, 0, day('2026-11-23T09:00:00Z'));
    const terms: ContractTerms = {
      kind: 'dailyWage',
      tiers: [tier(100, 0, 0.5), tier(1000, 2, 1), tier(5000, 3, 1.5, 'percent', 50)],
    };
    const p = h.okValue(
      await h.post<ContractPreview>('/wps/agent/contracts/preview', { downlineId: tree.ids.tb, terms }, 'ta'),
    );
    // Active members need 100 of valid bet in the day (brand activeMinValidBet.dailyWage).
    expect(p.lastPeriod).toEqual({
      periodKey: '2026-11-22',
      teamValidBet: 1200,
      activeMembers: 2,
      profitLoss: -1100,
      tierIndex: 1,
      amount: 12,
    });
    expect(p.current).toEqual({
      periodKey: '2026-11-23',
      teamValidBet: 300,
      activeMembers: 1,
      profitLoss: 300,
      tierIndex: 0,
      amount: 1.5,
      nextTier: { index: 1, needValidBet: 700, needActiveMembers: 1 },
    });
    // Without downlineId: the caller's own team (tb's team is inside ta's, plus tp).
    const own = h.okValue(await h.post<ContractPreview>('/wps/agent/contracts/preview', { terms }, 'tb'));
    expect(own.lastPeriod.teamValidBet).toBe(1200);
    expectFailure(
      await h.postRaw('/wps/agent/contracts/preview', { downlineId: tree.ids.ob, terms }, 'ta'),
      'NOT_FOUND',
      404,
    );
  });
});
