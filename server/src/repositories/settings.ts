import type { Database } from 'better-sqlite3';

/** All SQL on `settings` (key/value, e.g. the persisted enc key pair). */
export class SettingsRepository {
  constructor(private readonly db: Database) {}

  get(key: string): string | undefined {
    return this.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?').get(key)
      ?.value;
  }

  /** Inserts the value unless the key exists; returns the stored value (first writer wins). */
  setIfAbsent(key: string, value: string): string {
    this.db
      .prepare<[string, string]>('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)')
      .run(key, value);
    return this.get(key) ?? value;
  }
}
