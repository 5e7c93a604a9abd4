import type { Database } from 'better-sqlite3';

/** All SQL on `captchas` (answers stored hashed, single use). */
export class CaptchasRepository {
  constructor(private readonly db: Database) {}

  insert(key: string, answerHash: string, expiresAt: number): void {
    this.db
      .prepare<[string, string, number]>(
        'INSERT INTO captchas (captcha_key, answer_hash, expires_at) VALUES (?, ?, ?)',
      )
      .run(key, answerHash, expiresAt);
  }

  /** Marks a live captcha used and returns its answer hash; undefined when unknown, used or expired. */
  consume(key: string, now: number): string | undefined {
    return this.db
      .prepare<[number, string, number], { answer_hash: string }>(
        'UPDATE captchas SET used_at = ? WHERE captcha_key = ? AND used_at IS NULL AND expires_at > ? RETURNING answer_hash',
      )
      .get(now, key, now)?.answer_hash;
  }

  deleteExpired(now: number): void {
    this.db.prepare<[number]>('DELETE FROM captchas WHERE expires_at <= ?').run(now);
  }
}
