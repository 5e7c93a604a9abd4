// Issue 14 "Crash safety of the books": a real server process is killed with SIGKILL in the middle
// of a burst of 1,000 concurrent wallet transfers, deposits with their approvals and dice bets; it
// is restarted on the same database file, every request is sent again with its own requestId (what
// a player's retry does), and read-only SQL checks the books: every transaction balances, no
// wallet is negative, every approved order is credited exactly once, and every request took effect
// exactly once — nothing was created or lost.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkLedger } from './ledger-check.ts';
import { mulberry32 } from './seed-games.ts';
import { LOAD_TEST_MEMBERS as MEMBERS, LOAD_TEST_VENDORS as VENDORS } from './money-test-utils.ts';
import { createTestApp, tokenFor } from './test-utils.ts';

vi.setConfig({ hookTimeout: 180_000, testTimeout: 240_000 });

let dir = '';
let dbPath = '';
let server: ChildProcess | null = null;
let base = '';
const tokens: Record<string, string> = {};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `server/src/main.ts` on the test database and waits until it answers. */
async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOTUS_DB: dbPath,
      NODE_ENV: 'development',
      LOTUS_RATE_LIMIT_MULTIPLIER: '1000',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/wps/system/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function kill(): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lotus-crash-'));
  dbPath = join(dir, 'crash.db');
  // Seed the database and open the sessions in-process; the server process reuses both.
  const t = await createTestApp({ dbPath });
  for (const [u, p] of MEMBERS) tokens[u] = await tokenFor(t.app, u, p);
  await t.app.close();
  await startServer();
});
afterAll(async () => {
  await kill();
  rmSync(dir, { recursive: true, force: true });
});

interface Op {
  who: string;
  requestId: string;
  url: string;
  body: Record<string, unknown>;
  /** Filled with the server's answer when one arrived before the kill. */
  answer?: { success: boolean; value: unknown };
}

function operations(): Op[] {
  const rand = mulberry32(20261124);
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)] as T;
  const ops: Op[] = [];
  for (let i = 0; i < 1_000; i++) {
    const who = pick(MEMBERS)[0];
    const kind = i % 3;
    if (kind === 0) {
      const vendor = pick(VENDORS);
      const out = rand() < 0.6;
      ops.push({
        who,
        requestId: `crash-tr-${i}`,
        url: '/wps/relay/GCS_walletTransfer',
        body: { from: out ? 'MAIN' : vendor, to: out ? vendor : 'MAIN', amount: 1 + Math.floor(rand() * 40) },
      });
    } else if (kind === 1) {
      ops.push({
        who,
        requestId: `crash-dep-${i}`,
        url: '/wps/wallet/deposit',
        body: { methodId: 'bank', amount: 50 + Math.floor(rand() * 200) },
      });
    } else {
      ops.push({
        who,
        requestId: `crash-dice-${i}`,
        url: '/wps/inhouse/dice/bet',
        body: { stake: 1 + Math.floor(rand() * 5), target: 49.5, direction: 'under' },
      });
    }
  }
  return ops;
}

/** Sends one operation (a deposit is approved right after it is created); undefined when the server died. */
async function send(op: Op): Promise<Op['answer']> {
  try {
    const res = await fetch(`${base}${op.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: tokens[op.who] ?? '' },
      body: JSON.stringify({ requestId: op.requestId, ...op.body }),
    });
    const answer = (await res.json()) as { success: boolean; value: unknown };
    const orderId = (answer.value as { orderId?: string } | null)?.orderId;
    if (answer.success && orderId)
      await fetch(`${base}/dev/payments/deposit/${orderId}/approve`, { method: 'POST' });
    return answer;
  } catch {
    return undefined;
  }
}

describe('crash safety of the books', () => {
  it('survives SIGKILL in the middle of 1,000 concurrent money calls, and retries apply each exactly once', async () => {
    const ops = operations();
    let answered = 0;
    const burst = Promise.all(
      ops.map(async (op) => {
        op.answer = await send(op);
        if (op.answer) answered++;
      }),
    );
    // Kill once a part of the burst is through: the rest is in flight or never arrived.
    await vi.waitFor(
      () => {
        if (answered < 150) throw new Error(`${answered} answered`);
      },
      { timeout: 120_000, interval: 5 },
    );
    await kill();
    await burst;
    const before = ops.filter((op) => op.answer).length;
    expect(before).toBeGreaterThanOrEqual(150);
    expect(before, 'the kill came before the whole burst was answered').toBeLessThan(ops.length);

    await startServer();
    const readOnly = new Database(dbPath, { readonly: true, fileMustExist: true });
    try {
      expect(checkLedger(readOnly)).toEqual([]);
      // What answered success before the kill is in the books (nothing lost).
      const appliedBets = new Set(
        readOnly
          .prepare<[], { request_id: string }>("SELECT request_id FROM bets WHERE request_id LIKE 'crash-%'")
          .all()
          .map((r) => r.request_id),
      );
      for (const op of ops.filter((o) => o.answer?.success && o.url.includes('dice')))
        expect(appliedBets.has(op.requestId), op.requestId).toBe(true);

      // Every request again, as a player's retry: each takes effect exactly once.
      for (const op of ops) {
        const retry = await send(op);
        expect(retry, `${op.requestId} answered after the restart`).toBeDefined();
        if (op.answer?.success) expect(retry?.value, op.requestId).toEqual(op.answer.value);
      }
      expect(checkLedger(readOnly)).toEqual([]);
      const once = (sql: string) => readOnly.prepare<[], { request_id: string; n: number }>(sql).all();
      expect(
        once(
          "SELECT request_id, COUNT(*) AS n FROM bets WHERE request_id LIKE 'crash-%' GROUP BY request_id HAVING n > 1",
        ),
      ).toEqual([]);
      expect(
        once(
          "SELECT request_id, COUNT(*) AS n FROM idempotent_requests WHERE request_id LIKE 'crash-%' GROUP BY user_id, request_id HAVING n > 1",
        ),
      ).toEqual([]);
      const deposits = readOnly
        .prepare<[], { n: number }>(
          "SELECT COUNT(*) AS n FROM idempotent_requests WHERE request_id LIKE 'crash-dep-%'",
        )
        .get();
      const orders = readOnly
        .prepare<[], { n: number }>(
          `SELECT COUNT(*) AS n FROM deposit_orders o
            WHERE EXISTS (SELECT 1 FROM idempotent_requests r WHERE r.request_id LIKE 'crash-dep-%' AND r.response LIKE '%' || o.reference || '%')`,
        )
        .get();
      // One order per deposit request, however often it was sent.
      expect(orders?.n).toBe(deposits?.n);
    } finally {
      readOnly.close();
    }
  });
});
