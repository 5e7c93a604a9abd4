import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Contract,
  ContractTerms,
  DevSettleValue,
  Settlement,
  SettlementBetsPage,
  SettlementsPage,
} from '../../../../schemas/generated/api.ts';
import { expectFailure } from '../../money-test-utils.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { createTestApp, repositories, type TestApp } from '../../test-utils.ts';
import { buildTree, contractHelpers, placeBet, tier, type Tree } from './fixture.ts';
import { CONTRACT_RELAY_CALLS } from './index.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const at = (iso: string) => Date.parse(iso);
// 2026-11-23 15:00 in Asia/Ho_Chi_Minh.
const START = at('2026-11-23T08:00:00Z');

/** One app with the tree; helpers to offer/accept, settle and read balances. */
function setup(brandDir?: string) {
  const state = { clock: START, t: undefined as unknown as TestApp, tree: undefined as unknown as Tree };
  const h = contractHelpers(
    () => state.t.app,
    () => state.tree,
  );
  const open = async () => {
    state.t = await createTestApp({ now: () => state.clock, ...(brandDir ? { brandDir } : {}) });
    state.tree = buildTree(state.t.app);
  };
  const contract = async (upline: string, downline: string, terms: ContractTerms): Promise<Contract> => {
    const url = CONTRACT_RELAY_CALLS[terms.kind];
    const offered = h.okValue(
      await h.post<Contract>(
        url,
        { action: 'offer', requestId: h.rid(), downlineId: state.tree.ids[downline], terms },
        upline,
      ),
    );
    const accepted = await h.post<{ contract: Contract }>(
      url,
      { action: 'accept', contractId: offered.id, version: offered.version },
      downline,
    );
    return h.okValue(accepted).contract;
  };
  const settle = async (kind: ContractTerms['kind'], periodKey?: string) => {
    const res = await state.t.app.inject({
      method: 'POST',
      url: '/dev/agent/settle',
      payload: periodKey ? { kind, periodKey } : { kind },
    });
    // Only the fixture tree's (the demo seed's agent1 → sub1 contracts settle too).
    return h
      .okValue(res.json<{ success: boolean; message: string; value: DevSettleValue }>())
      .settlements.filter((x) => x.upline in state.tree.ids);
  };
  const main = (who: string) =>
    state.t.app.services.wallet.toMajor(state.t.app.services.wallet.balanceMinor(state.tree.ids[who] ?? 0));
  const bet = (who: string, stake: number, payout: number, when: number, vendor?: string) =>
    placeBet(state.t.app, state.tree.ids[who] ?? 0, stake, payout, when, vendor);
  const ledgerCount = () =>
    state.t.app.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM ledger_transactions').get()?.n ?? 0;
  /** Moves the clock (fresh sessions: the old ones may have expired). */
  const moveTo = (ms: number) => {
    state.clock = ms;
    for (const [name, id] of Object.entries(state.tree.ids))
      state.tree.tokens[name] = state.t.app.services.sessions.create(id);
  };
  return { state, h, open, contract, settle, main, bet, ledgerCount, moveTo };
}

const DAILY: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(100, 0, 0.5), tier(1000, 2, 1), tier(5000, 3, 1.5, 'percent', 50)],
};

describe('settlement paid by the upline (brand payer upline)', () => {
  const s = setup();
  beforeAll(s.open);
  afterAll(async () => s.state.t.close());
  let daily: Contract;
  let first: Settlement;

  it('settles the current day: tier, amount, ledger rows and balances', async () => {
    daily = await s.contract('ta', 'tb', DAILY);
    s.bet('x1', 600, 0, at('2026-11-23T01:00:00Z'));
    s.bet('x2', 500, 1500, at('2026-11-23T02:00:00Z'));
    s.bet('tc', 50, 0, at('2026-11-23T03:00:00Z'));
    s.bet('y1', 10, 0, at('2026-11-23T03:00:00Z')); // deeper in tb's team: counts
    s.bet('tp', 5000, 0, at('2026-11-23T03:00:00Z')); // ta's team, not tb's
    s.bet('x3', 900, 0, at('2026-11-22T16:59:59Z')); // yesterday in the brand zone
    const taBefore = s.main('ta');
    const tbBefore = s.main('tb');
    const [settlement, ...rest] = await s.settle('dailyWage');
    expect(rest).toEqual([]);
    if (!settlement) throw new Error('nothing settled');
    first = settlement;
    expect(first).toMatchObject({
      contractId: daily.id,
      kind: 'dailyWage',
      periodKey: '2026-11-23',
      periodStart: '2026-11-22T17:00:00.000Z',
      periodEnd: '2026-11-23T17:00:00.000Z',
      downline: 'tb',
      upline: 'ta',
      teamValidBet: 1160,
      activeMembers: 2,
      profitLoss: 1500 - 1160,
      tierIndex: 1,
      rate: 1,
      amount: 11.6,
      paid: 11.6,
      status: 'paid',
      payer: 'upline',
      lines: [],
    });
    expect(s.main('ta')).toBeCloseTo(taBefore - 11.6, 6);
    expect(s.main('tb')).toBeCloseTo(tbBefore + 11.6, 6);
    const tx = s.state.t.app.db
      .prepare<[string], { kind: string; idempotency_key: string }>(
        'SELECT kind, idempotency_key FROM ledger_transactions WHERE reference = ?',
      )
      .get(String(first.id));
    expect(tx).toEqual({ kind: 'agentWage', idempotency_key: `settlement:${daily.id}:2026-11-23` });
    expect(repositories(s.state.t.app).ledger.ledgerSumMinor()).toBe(0);
  });

  it('settling the same period again changes nothing and returns the first settlement', async () => {
    const count = s.ledgerCount();
    const balances = [s.main('ta'), s.main('tb')];
    s.bet('x3', 5000, 0, at('2026-11-23T05:00:00Z'));
    const again = await s.settle('dailyWage');
    expect(again).toEqual([first]);
    expect(await s.settle('dailyWage', '2026-11-23')).toEqual([first]);
    expect(s.ledgerCount()).toBe(count + 1); // only the bet
    expect([s.main('ta'), s.main('tb')]).toEqual(balances);
  });

  it('a past period counts only its own bets; with no bet it is not reached', async () => {
    // The contract was accepted today: yesterday was not in force.
    expect(await s.settle('dailyWage', '2026-11-22')).toEqual([]);
    s.moveTo(at('2026-11-24T01:00:00Z'));
    const [next] = await s.settle('dailyWage');
    expect(next).toMatchObject({
      periodKey: '2026-11-24',
      status: 'notReached',
      amount: 0,
      paid: 0,
      tierIndex: null,
    });
  });

  it('the settlement bets list the bets it counted, newest first', async () => {
    const page = s.h.okValue(
      await s.h.get<SettlementBetsPage>(`/wps/agent/settlements/${first.id}/bets?pageSize=2`, 'tb'),
    );
    expect(page.totalCount).toBe(4);
    expect(page.totalPages).toBe(2);
    // Same time: the later bet first.
    expect(page.list.map((b) => [b.username, b.stake])).toEqual([
      ['y1', 10],
      ['tc', 50],
    ]);
    // The upline sees them too; an agent of another tree gets 404 like a missing id.
    expect(
      (await s.h.get<SettlementBetsPage>(`/wps/agent/settlements/${first.id}/bets`, 'ta')).value.totalCount,
    ).toBe(4);
    for (const [id, who] of [
      [first.id, 'oa'],
      [first.id, 'tc'],
      [999_999, 'ta'],
    ] as const) {
      const res = await s.state.t.app.inject({
        url: `/wps/agent/settlements/${id}/bets`,
        headers: { token: s.state.tree.tokens[who] ?? '' },
      });
      expectFailure(res, 'NOT_FOUND', 404);
      expect(res.json<{ message: string }>().message).toBe('No such settlement');
    }
  });

  it('the settlements list shows both sides, with totals and filters', async () => {
    const tb = s.h.okValue(await s.h.get<SettlementsPage>('/wps/agent/settlements?kind=dailyWage', 'tb'));
    expect(tb.list.map((x) => x.periodKey)).toEqual(['2026-11-24', '2026-11-23']);
    expect(tb.totals).toEqual({ amount: 11.6, paid: 11.6 });
    const ta = s.h.okValue(
      await s.h.get<SettlementsPage>(
        `/wps/agent/settlements?kind=dailyWage&contractId=${daily.id}&from=2026-11-23&to=2026-11-23`,
        'ta',
      ),
    );
    expect(ta.list.map((x) => x.periodKey)).toEqual(['2026-11-23']);
    expect(ta.totalCount).toBe(1);
    expect(
      s.h.okValue(await s.h.get<SettlementsPage>('/wps/agent/settlements?kind=dailyWage', 'oa')).totalCount,
    ).toBe(0);
    expect(
      s.h.okValue(await s.h.get<SettlementsPage>('/wps/agent/settlements?kind=hourlyWage', 'tb')).totalCount,
    ).toBe(0);
  });

  it('an upline short of money pays what it has (partlyPaid), then nothing (insufficient), never below zero', async () => {
    const hourly = await s.contract('ta', 'tb', {
      kind: 'hourlyWage',
      tiers: [tier(0, 0, 100, 'fixed'), tier(1000, 0, 200, 'fixed'), tier(2000, 0, 300, 'fixed')],
    });
    // Move all but 150 of ta's MAIN to a vendor wallet.
    const w = s.state.t.app.services.wallet;
    const ta = s.state.tree.ids.ta ?? 0;
    s.state.t.app.db.transaction(() =>
      w.transferWithin(ta, 'MAIN', 'SAG', w.balanceMinor(ta) - w.toMinor(150), 'test:drain'),
    )();
    expect(s.main('ta')).toBe(150);
    s.moveTo(at('2026-11-24T01:20:00Z'));
    s.bet('x1', 1500, 0, at('2026-11-24T01:10:00Z'));
    const [part] = await s.settle('hourlyWage');
    expect(part).toMatchObject({
      contractId: hourly.id,
      periodKey: '2026-11-24T08',
      tierIndex: 1,
      amount: 200,
      paid: 150,
      status: 'partlyPaid',
    });
    expect(s.main('ta')).toBe(0);
    s.moveTo(at('2026-11-24T02:30:00Z'));
    const [none] = await s.settle('hourlyWage');
    expect(none).toMatchObject({
      periodKey: '2026-11-24T09',
      tierIndex: 0,
      amount: 100,
      paid: 0,
      status: 'insufficient',
    });
    expect(s.main('ta')).toBe(0);
    expect(repositories(s.state.t.app).ledger.ledgerSumMinor()).toBe(0);
  });

  it('real-time wages count only stakes ≥ minSingleBet and add the loss rate; active members exclude the excluded', async () => {
    // Refill ta so the wage is paid in full.
    s.state.t.app.services.wallet.credit(s.state.tree.ids.ta ?? 0, 1_000_000, 'deposit', 'test:refill');
    await s.contract('ta', 'tb', {
      kind: 'realtimeWage',
      minSingleBet: 10,
      lossRate: 1,
      tiers: [tier(0, 1, 0.5), tier(100, 2, 1), tier(1000, 3, 1.5)],
    });
    s.moveTo(at('2026-11-24T03:02:00Z')); // 10:02 local: the period 10:00–10:05
    s.bet('x1', 200, 0, at('2026-11-24T03:00:30Z'));
    s.bet('x2', 100, 50, at('2026-11-24T03:01:00Z'));
    s.bet('x3', 9, 0, at('2026-11-24T03:01:00Z')); // under minSingleBet
    s.bet('tc', 600, 0, at('2026-11-24T03:01:30Z'));
    // x2 is timed out: not active (its bets still count).
    repositories(s.state.t.app).responsibleGaming.setExclusion(
      s.state.tree.ids.x2 ?? 0,
      'timeout',
      at('2026-11-24T03:01:40Z'),
      at('2026-11-25T03:01:40Z'),
    );
    const [rt] = await s.settle('realtimeWage');
    // valid 900, active x1 and tc (≥ 1 each, x2 excluded) → tier 1 (1 %): 9, plus 1 % of the net loss 850: 8.5.
    expect(rt).toMatchObject({
      periodKey: '2026-11-24T10:00',
      teamValidBet: 900,
      activeMembers: 2,
      tierIndex: 1,
      amount: 17.5,
      status: 'paid',
    });
    const bets = s.h.okValue(
      await s.h.get<SettlementBetsPage>(`/wps/agent/settlements/${rt?.id}/bets`, 'tb'),
    );
    expect(bets.totalCount).toBe(3);
  });

  it('dividends pay per game kind on the net loss', async () => {
    await s.contract('ta', 'tb', {
      kind: 'dividend',
      period: 'weekly',
      rules: [
        { gameKind: 'RNG', minBet: 100, minNetLoss: 50, minActiveMembers: 3, rate: 20 },
        { gameKind: 'SPORTS', minBet: 0, minNetLoss: 0, minActiveMembers: 1, rate: 30 },
        { gameKind: 'INHOUSE', minBet: 0, minNetLoss: 0, minActiveMembers: 0, rate: 10 },
      ],
    });
    s.bet('x1', 800, 100, at('2026-11-24T04:00:00Z'), 'PP');
    s.bet('x3', 100, 300, at('2026-11-24T04:00:00Z'), 'BTI');
    s.bet('x3', 40, 0, at('2026-11-24T04:00:00Z'), 'INHOUSE');
    const [d] = await s.settle('dividend');
    expect(d?.periodKey).toBe('2026-W48');
    // Active this week (≥ 500 of valid bet, brand activeMinValidBet.dividend): x1, x3 and tc; x2
    // is timed out.
    expect(d?.lines).toEqual([
      { gameKind: 'RNG', validBet: 800, netLoss: 700, activeMembers: 3, rate: 20, met: true, amount: 140 },
      { gameKind: 'SPORTS', validBet: 100, netLoss: -200, activeMembers: 3, rate: 30, met: false, amount: 0 },
      { gameKind: 'INHOUSE', validBet: 40, netLoss: 40, activeMembers: 3, rate: 10, met: true, amount: 4 },
    ]);
    expect(d).toMatchObject({ amount: 144, status: 'paid', tierIndex: null, rate: null });
    const tx = s.state.t.app.db
      .prepare<[string], { kind: string }>('SELECT kind FROM ledger_transactions WHERE reference = ?')
      .get(String(d?.id));
    expect(tx?.kind).toBe('agentDividend');
    // A monthly key does not settle a weekly dividend.
    expect(await s.settle('dividend', '2026-11')).toEqual([]);
  });
});

describe('the platform pays when the brand says so', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
  const agentFile = join(dir, 'agent.json');
  const config = JSON.parse(readFileSync(agentFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(
    agentFile,
    JSON.stringify({ ...config, payer: 'platform', kinds: ['dailyWage', 'dividend'] }),
  );
  const s = setup(dir);
  beforeAll(s.open);
  afterAll(async () => {
    await s.state.t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the house account pays in full and the upline keeps its balance', async () => {
    await s.contract('ta', 'tb', DAILY);
    s.bet('x1', 6000, 0, at('2026-11-23T01:00:00Z'));
    const ta = s.main('ta');
    const tb = s.main('tb');
    const [r] = await s.settle('dailyWage');
    expect(r).toMatchObject({ tierIndex: 0, amount: 30, paid: 30, status: 'paid', payer: 'platform' });
    expect(s.main('ta')).toBe(ta);
    expect(s.main('tb')).toBe(tb + 30);
  });

  it('kinds the brand does not offer are off: flags 0 and calls refused', async () => {
    const c = s.h.okValue(
      await s.h.get<Record<string, unknown>>('/wps/member/info/funds/consolidated', 'tb'),
    );
    expect(c).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    expectFailure(
      await s.h.postRaw(CONTRACT_RELAY_CALLS.hourlyWage, { action: 'terminate', contractId: 1 }, 'ta'),
      'FEATURE_DISABLED',
    );
  });
});
