// Issue 14 "crash safety of the books": the read-only reconciliation finds nothing on sound books
// (the seeded demo data, after real cashier traffic) and names what breaks each invariant.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from './ledger-check.ts';
import { body, createTestApp, tokenFor, type TestApp } from './test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const token = await tokenFor(t.app, 'demo1', 'Demo1234');
  const order = body<{ orderId: string }>(
    await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit',
      headers: { token },
      payload: { requestId: 'check-dep', methodId: 'bank', amount: 300 },
    }),
  ).value.orderId;
  await t.app.inject({ method: 'POST', url: `/dev/payments/deposit/${order}/approve` });
  await t.app.inject({
    method: 'POST',
    url: '/wps/inhouse/dice/bet',
    headers: { token },
    payload: { requestId: 'check-bet', stake: 5, target: 50, direction: 'under' },
  });
});
afterAll(async () => t.close());

describe('checkLedger', () => {
  it('finds the seeded books and real traffic sound', () => {
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('names an unbalanced transaction, a negative wallet and a deposit credited twice', () => {
    const db = t.app.db;
    const tx = db
      .prepare(
        "SELECT t.id, t.reference FROM ledger_transactions t WHERE t.kind = 'deposit' AND t.reference LIKE 'D%' LIMIT 1",
      )
      .get() as { id: number; reference: string };
    const account = (
      db.prepare("SELECT id FROM accounts WHERE kind = 'member' LIMIT 1").get() as { id: number }
    ).id;
    db.transaction(() => {
      // A half-written movement: one side only.
      const half = db
        .prepare(
          "INSERT INTO ledger_transactions (kind, idempotency_key, memo, created_at) VALUES ('bet', 'broken-1', '', 0)",
        )
        .run().lastInsertRowid;
      db.prepare(
        'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at) VALUES (?, ?, ?, 0)',
      ).run(half, account, -10_000_000_000);
      // The same order credited a second time.
      const again = db
        .prepare(
          "INSERT INTO ledger_transactions (kind, idempotency_key, memo, reference, created_at) VALUES ('deposit', 'broken-2', '', ?, 0)",
        )
        .run(tx.reference).lastInsertRowid;
      const house = (
        db.prepare("SELECT id FROM accounts WHERE kind = 'house' LIMIT 1").get() as { id: number }
      ).id;
      db.prepare(
        'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at) VALUES (?, ?, 100, 0), (?, ?, -100, 0)',
      ).run(again, account, again, house);
    })();
    const checks = checkLedger(db).map((p) => p.check);
    expect(checks).toContain('every ledger transaction balances (its entries sum to zero)');
    expect(checks).toContain('no member wallet is below zero');
    expect(checks).toContain('every approved deposit order is credited exactly once, with its amount');
  });
});
