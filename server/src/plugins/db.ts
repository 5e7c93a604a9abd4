import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import fp from 'fastify-plugin';
import { migrate } from '../db/migrate.ts';

/**
 * Opens the SQLite database (WAL, foreign keys on), applies pending migrations and decorates
 * `app.db`; closes it with the app.
 */
export default fp<{ dbPath: string }>(
  (app, opts, done) => {
    let db: Database.Database;
    try {
      if (opts.dbPath !== ':memory:') mkdirSync(dirname(opts.dbPath), { recursive: true });
      db = new Database(opts.dbPath);
      db.pragma('journal_mode = WAL');
      db.pragma('foreign_keys = ON');
      db.pragma('busy_timeout = 5000');
      const applied = migrate(db);
      if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    app.decorate('db', db);
    app.addHook('onClose', () => {
      db.close();
    });
    done();
  },
  { name: 'lotus-db' },
);
