import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from 'better-sqlite3';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded in `schema_migrations`, in file-name
 * order, each in its own transaction. Idempotent: a second run applies nothing.
 *
 * Foreign-key enforcement is switched off while a migration runs (SQLite's recommended procedure
 * for rebuilding a referenced table) and `PRAGMA foreign_key_check` must then find no violation
 * before the migration commits; the previous setting is restored afterwards.
 * @throws Error when a migration leaves a foreign-key violation (the migration is rolled back).
 *
 * @returns the names of the migrations applied by this call.
 */
export function migrate(db: Database): string[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    db
      .prepare<[], { version: string }>('SELECT version FROM schema_migrations')
      .all()
      .map((r) => r.version),
  );
  const record = db.prepare<[string, number]>(
    'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)',
  );
  const done: string[] = [];
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (applied.has(file)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        const violations = db.pragma('foreign_key_check') as unknown[];
        if (violations.length > 0)
          throw new Error(`migration ${file} leaves ${violations.length} foreign-key violation(s)`);
        record.run(file, Date.now());
      })();
    } finally {
      if (foreignKeys) db.pragma('foreign_keys = ON');
    }
    done.push(file);
  }
  return done;
}
