import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, repositories } from '../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const dir = mkdtempSync(join(tmpdir(), 'lotus-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a database from before issue 3', () => {
  it('is migrated (accounts keep their ids and balances) and gets the game catalogue on the next start', async () => {
    const dbPath = join(dir, 'old.db');
    const old = new Database(dbPath);
    old.pragma('foreign_keys = ON');
    old.exec('CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
    old.exec(
      readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'migrations', '001_init.sql'), 'utf8'),
    );
    old.prepare("INSERT INTO schema_migrations VALUES ('001_init.sql', 1)").run();
    old
      .prepare(
        "INSERT INTO users (id, username, password_hash, password_changed_at, created_at) VALUES (7, 'olduser', 'x', 1, 1)",
      )
      .run();
    old.prepare("INSERT INTO accounts (id, kind, currency, created_at) VALUES (1, 'house', 'VND', 1)").run();
    old
      .prepare(
        "INSERT INTO accounts (id, user_id, kind, currency, created_at) VALUES (2, 7, 'member', 'VND', 1)",
      )
      .run();
    old
      .prepare(
        "INSERT INTO ledger_transactions (id, kind, idempotency_key, created_at) VALUES (1, 'deposit', 'seed:olduser', 1)",
      )
      .run();
    old
      .prepare(
        'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at) VALUES (1, 1, -12345, 1), (1, 2, 12345, 1)',
      )
      .run();
    old.close();

    const t = await createTestApp({ dbPath });
    try {
      expect(repositories(t.app).games.countAllGames()).toBeGreaterThanOrEqual(8000);
      expect(t.app.services.wallet.totalMinor(7)).toBe(12345);
      expect(t.app.services.wallet.balanceMinor(7)).toBe(12345);
      expect(t.app.db.pragma('foreign_key_check')).toEqual([]);
      expect(t.app.db.pragma('foreign_keys', { simple: true })).toBe(1);
      const list = body<{ totalCount: number }>(
        await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=PG' }),
      );
      expect(list.value.totalCount).toBe(5000);
    } finally {
      await t.app.close();
    }
    const again = await createTestApp({ dbPath });
    try {
      expect(repositories(again.app).games.countAllGames()).toBe(8026);
    } finally {
      await again.app.close();
    }
  });
});
