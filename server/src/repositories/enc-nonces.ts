import type { Database } from 'better-sqlite3';

/** The `enc` nonces already used (issue 14 point 4). */
export class EncNoncesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Claims `jti` until `expiresAt` (epoch ms), forgetting nonces expired at `now`.
   * @returns true the first time a jti is claimed, false for a replay.
   */
  claim(jti: string, expiresAt: number, now: number): boolean {
    this.db.prepare<[number]>('DELETE FROM enc_nonces WHERE expires_at < ?').run(now);
    const result = this.db
      .prepare<[string, number]>('INSERT OR IGNORE INTO enc_nonces (jti, expires_at) VALUES (?, ?)')
      .run(jti, expiresAt);
    return result.changes === 1;
  }
}
