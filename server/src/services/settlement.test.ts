import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Contract, ContractTerms } from '../../../schemas/generated/api.ts';
import { buildTree, contractHelpers, placeBet, tier, type Tree } from '../routes/contracts/fixture.ts';
import { CONTRACT_RELAY_CALLS } from '../routes/contracts/index.ts';
import { createTestApp, type TestApp } from '../test-utils.ts';
import { SettlementScheduler } from './settlement.ts';
import { fakeClock } from './fake-clock.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const at = (iso: string) => Date.parse(iso);

describe('SettlementScheduler', () => {
  // 23:58 on 2026-11-23 in Asia/Ho_Chi_Minh.
  const fake = fakeClock(at('2026-11-23T16:58:00Z'));
  let t: TestApp;
  let tree: Tree;
  const h = contractHelpers(
    () => t.app,
    () => tree,
  );
  let daily: Contract;

  beforeAll(async () => {
    t = await createTestApp({ now: () => fake.now });
    tree = buildTree(t.app);
    const terms: ContractTerms = {
      kind: 'dailyWage',
      tiers: [tier(100, 0, 1), tier(1000, 0, 1.5), tier(5000, 0, 2)],
    };
    const url = CONTRACT_RELAY_CALLS.dailyWage;
    const offered = h.okValue(
      await h.post<Contract>(
        url,
        { action: 'offer', requestId: 'sched', downlineId: tree.ids.tb, terms },
        'ta',
      ),
    );
    daily = h.okValue(
      await h.post<{ contract: Contract }>(
        url,
        { action: 'accept', contractId: offered.id, version: offered.version },
        'tb',
      ),
    ).contract;
  });
  afterAll(async () => t.close());

  const settlementsOf = (contractId: number) =>
    t.app.db
      .prepare<[number], { period_key: string; amount_minor: number; status: string }>(
        'SELECT period_key, amount_minor, status FROM settlements WHERE contract_id = ? ORDER BY id',
      )
      .all(contractId);

  it('catches up on start, then settles the day at the local midnight (17:00Z), not before', async () => {
    placeBet(t.app, tree.ids.x1 ?? 0, 400, 0, at('2026-11-23T16:59:59Z')); // 23:59:59 local: the 23rd
    placeBet(t.app, tree.ids.x2 ?? 0, 9000, 0, at('2026-11-23T17:00:00Z')); // 00:00 local: the 24th
    const scheduler = new SettlementScheduler(t.app.services.settlement, fake.clock);
    scheduler.start();
    // The contract was accepted today: the 22nd (last completed day) is not settled.
    expect(settlementsOf(daily.id)).toEqual([]);
    expect(scheduler.armed).toBe(true);

    await fake.advanceTo(at('2026-11-23T16:59:59Z'));
    expect(settlementsOf(daily.id)).toEqual([]);

    await fake.advanceTo(at('2026-11-23T17:00:01Z'));
    // Only the bet of the 23rd counts: 1 % of 400.
    expect(settlementsOf(daily.id)).toEqual([
      { period_key: '2026-11-23', amount_minor: 400, status: 'paid' },
    ]);

    // Later ticks do not settle it again.
    await fake.advanceTo(at('2026-11-23T18:30:00Z'));
    expect(settlementsOf(daily.id)).toHaveLength(1);

    scheduler.stop();
    expect(scheduler.armed).toBe(false);
    expect(fake.timers.size).toBe(0);
  });

  it('a scheduler started after a missed boundary catches up the last completed period', async () => {
    // The server was down through the midnight of the 24th; it starts at 00:20 on the 25th.
    await fake.advanceTo(at('2026-11-24T17:20:00Z'));
    const scheduler = new SettlementScheduler(t.app.services.settlement, fake.clock);
    scheduler.start();
    expect(settlementsOf(daily.id).map((s) => [s.period_key, s.amount_minor])).toEqual([
      ['2026-11-23', 400],
      ['2026-11-24', 18000],
    ]);
    // The next tick is armed for the next five-minute boundary (00:25 local).
    expect([...fake.timers.values()].map((x) => x.at - at('2026-11-24T17:25:00Z'))).toEqual([250]);
    scheduler.stop();
  });
});

describe('the server runs the scheduler outside tests', () => {
  it('a development server catches up the last completed period when it starts', async () => {
    let now = at('2026-11-23T10:00:00Z');
    const first = await createTestApp({ now: () => now });
    const tree = buildTree(first.app);
    const h = contractHelpers(
      () => first.app,
      () => tree,
    );
    const url = CONTRACT_RELAY_CALLS.hourlyWage;
    const terms: ContractTerms = {
      kind: 'hourlyWage',
      tiers: [tier(0, 0, 5, 'fixed'), tier(100, 0, 10, 'fixed'), tier(200, 0, 20, 'fixed')],
    };
    const offered = h.okValue(
      await h.post<Contract>(
        url,
        { action: 'offer', requestId: 'dev-start', downlineId: tree.ids.tb, terms },
        'ta',
      ),
    );
    h.okValue(
      await h.post(url, { action: 'accept', contractId: offered.id, version: offered.version }, 'tb'),
    );
    placeBet(first.app, tree.ids.x1 ?? 0, 150, 0, at('2026-11-23T10:30:00Z'));
    await first.app.close();

    // Restarted at 18:10 local: the hour 17:00–18:00 (10:00Z–11:00Z) is the last completed one.
    now = at('2026-11-23T11:10:00Z');
    const second = await createTestApp({ env: 'development', dbPath: first.dbPath, now: () => now });
    try {
      const rows = second.app.db
        .prepare<[number], { period_key: string; amount_minor: number }>(
          'SELECT period_key, amount_minor FROM settlements WHERE contract_id = ?',
        )
        .all(offered.id);
      expect(rows).toEqual([{ period_key: '2026-11-23T17', amount_minor: 1000 }]);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
