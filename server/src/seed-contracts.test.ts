import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Consolidated, ContractTerms, SettlementsPage } from '../../schemas/generated/api.ts';
import { seedContracts } from './seed-contracts.ts';
import { body, createTestApp, repositories, type TestApp } from './test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const count = (sql: string) => t.app.db.prepare<[], { n: number }>(sql).get()?.n ?? 0;

describe('seeded contracts (docs/contract-agent.md "Demo data")', () => {
  it('agent1 → sub1 holds contracts in every state, each with its history', () => {
    const rows = t.app.db
      .prepare<[], { kind: string; status: string; end_reason: string | null; n: number }>(
        `SELECT c.kind, c.status, c.end_reason, (SELECT COUNT(*) FROM contract_history h WHERE h.contract_id = c.id) AS n
           FROM contracts c JOIN users d ON d.id = c.downline_id WHERE d.username = 'sub1' ORDER BY c.id`,
      )
      .all();
    expect(rows).toEqual([
      { kind: 'dailyWage', status: 'rejected', end_reason: null, n: 2 },
      { kind: 'dailyWage', status: 'superseded', end_reason: null, n: 2 },
      { kind: 'dailyWage', status: 'terminated', end_reason: 'replaced', n: 3 },
      { kind: 'dailyWage', status: 'accepted', end_reason: null, n: 2 },
      { kind: 'dividend', status: 'accepted', end_reason: null, n: 2 },
      { kind: 'hourlyWage', status: 'terminated', end_reason: 'terminatedByDownline', n: 3 },
      { kind: 'hourlyWage', status: 'accepted', end_reason: null, n: 2 },
      { kind: 'realtimeWage', status: 'offered', end_reason: null, n: 1 },
    ]);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM contracts c JOIN users d ON d.id = c.downline_id WHERE d.username = 'sub2'",
      ),
    ).toBe(0);
  });

  it('past periods are settled in every status, each as the settlement code computes it', () => {
    const statuses = t.app.db
      .prepare<[], { status: string }>('SELECT DISTINCT status FROM settlements ORDER BY status')
      .all()
      .map((r) => r.status);
    expect(statuses).toEqual(['insufficient', 'notReached', 'paid', 'partlyPaid']);
    // Recompute every settlement from the bets: same figures and amount.
    const rows = t.app.db
      .prepare<
        [],
        {
          terms: string;
          downline_id: number;
          period_start: number;
          period_end: number;
          last_bet_id: number;
          team_valid_bet_minor: number;
          active_members: number;
          amount_minor: number;
          paid_minor: number;
          status: string;
        }
      >(
        `SELECT c.terms, c.downline_id, s.period_start, s.period_end, s.last_bet_id, s.team_valid_bet_minor,
           s.active_members, s.amount_minor, s.paid_minor, s.status
           FROM settlements s JOIN contracts c ON c.id = s.contract_id`,
      )
      .all();
    expect(rows.length).toBeGreaterThan(60);
    for (const r of rows) {
      const o = t.app.services.settlement.outcome(
        JSON.parse(r.terms) as ContractTerms,
        r.downline_id,
        { startMs: r.period_start, endMs: r.period_end },
        r.last_bet_id,
        r.period_end,
      );
      expect([o.teamValidBetMinor, o.activeMembers, o.amountMinor]).toEqual([
        r.team_valid_bet_minor,
        r.active_members,
        r.amount_minor,
      ]);
      const consistent = {
        paid: r.paid_minor === r.amount_minor,
        partlyPaid: r.paid_minor > 0 && r.paid_minor < r.amount_minor,
        insufficient: r.paid_minor === 0 && r.amount_minor > 0,
        notReached: r.paid_minor === 0 && r.amount_minor === 0,
      }[r.status];
      expect(consistent, JSON.stringify(r)).toBe(true);
    }
    // Money moved only through balanced ledger transactions; agent1's MAIN is the demo seed's.
    expect(repositories(t.app).ledger.ledgerSumMinor()).toBe(0);
    const agent1 = repositories(t.app).users.findByUsername('agent1');
    expect(t.app.services.wallet.balance(agent1?.id ?? 0).sumBalance).toBe(5000);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM settlements s WHERE s.paid_minor > 0 AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = s.transaction_id AND t.reference = CAST(s.id AS TEXT) AND t.kind IN ('agentWage', 'agentDividend'))",
      ),
    ).toBe(0);
  });

  it('sub1 sees the real-time offer and its settlements; agent1 sees the ones it pays', async () => {
    const repos = repositories(t.app);
    const sub1 = repos.users.findByUsername('sub1')?.id ?? 0;
    const agent1 = repos.users.findByUsername('agent1')?.id ?? 0;
    const token = t.app.services.sessions.create(sub1);
    const c = body<Consolidated>(
      await t.app.inject({ url: '/wps/member/info/funds/consolidated', headers: { token } }),
    );
    expect(c.value.pendingOffers.map((o) => [o.kind, o.upline.username])).toEqual([
      ['realtimeWage', 'agent1'],
    ]);
    const mine = body<SettlementsPage>(
      await t.app.inject({ url: '/wps/agent/settlements?kind=hourlyWage', headers: { token } }),
    );
    const theirs = body<SettlementsPage>(
      await t.app.inject({
        url: '/wps/agent/settlements?kind=hourlyWage',
        headers: { token: t.app.services.sessions.create(agent1) },
      }),
    );
    expect(mine.value.totalCount).toBeGreaterThan(40);
    expect(theirs.value.totals).toEqual(mine.value.totals);
  });

  it('runs once: a second call adds nothing', () => {
    const before = count('SELECT COUNT(*) AS n FROM settlements');
    const repos = repositories(t.app);
    expect(seedContracts(t.app.db, t.app.services, repos, t.app.now)).toBe(false);
    expect(count('SELECT COUNT(*) AS n FROM settlements')).toBe(before);
  });
});
