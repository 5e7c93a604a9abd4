import type { Database } from 'better-sqlite3';

/** Launch codes (issue 14 point 6), by the SHA-256 hex of the code. Times in epoch ms. */
export class LaunchCodesRepository {
  constructor(private readonly db: Database) {}

  insert(codeHash: string, userId: number, createdAt: number, expiresAt: number): void {
    this.db
      .prepare<[string, number, number, number]>(
        'INSERT INTO launch_codes (code_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(codeHash, userId, createdAt, expiresAt);
  }

  /** The member of a live (unused, unexpired at `now`) code, or undefined. */
  liveUser(codeHash: string, now: number): number | undefined {
    return this.db
      .prepare<[string, number], { user_id: number }>(
        'SELECT user_id FROM launch_codes WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(codeHash, now)?.user_id;
  }

  /** Marks a live code used. @returns its member, or undefined when it was not live (single use). */
  use(codeHash: string, now: number): number | undefined {
    const userId = this.liveUser(codeHash, now);
    if (userId === undefined) return undefined;
    const result = this.db
      .prepare<[number, string, number]>(
        'UPDATE launch_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .run(now, codeHash, now);
    return result.changes === 1 ? userId : undefined;
  }
}
