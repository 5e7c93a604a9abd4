import type { Database } from 'better-sqlite3';

/** All SQL on `sessions` (tokens are stored as SHA-256 hashes only). */
export class SessionsRepository {
  constructor(private readonly db: Database) {}

  insert(tokenHash: string, userId: number, createdAt: number, expiresAt: number): void {
    this.db
      .prepare<[string, number, number, number]>(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(tokenHash, userId, createdAt, expiresAt);
  }

  /** The user of a live (not revoked, not expired at `now`) session. */
  findActiveUserId(tokenHash: string, now: number): number | undefined {
    return this.db
      .prepare<[string, number], { user_id: number }>(
        'SELECT user_id FROM sessions WHERE token_hash = ? AND revoked_at IS NULL AND expires_at > ?',
      )
      .get(tokenHash, now)?.user_id;
  }

  /** @returns true when a live session was revoked. */
  revoke(tokenHash: string, at: number): boolean {
    return (
      this.db
        .prepare<[number, string]>(
          'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
        )
        .run(at, tokenHash).changes > 0
    );
  }

  /** Revokes every live session of the user except `keepHash` (password changes). */
  revokeOthers(userId: number, keepHash: string | null, at: number): void {
    this.db
      .prepare<[number, number, string]>(
        'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?',
      )
      .run(at, userId, keepHash ?? '');
  }
}
