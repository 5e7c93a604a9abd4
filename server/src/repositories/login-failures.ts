import type { Database } from 'better-sqlite3';

/** All SQL on `login_failures` (the captcha threshold of §4 Login). */
export class LoginFailuresRepository {
  constructor(private readonly db: Database) {}

  add(username: string, ip: string, at: number): void {
    this.db
      .prepare<[string, string, number]>(
        'INSERT INTO login_failures (username, ip, created_at) VALUES (?, ?, ?)',
      )
      .run(username, ip, at);
  }

  /** Failures since `since` for the username (case-insensitive) and for the IP. */
  counts(username: string, ip: string, since: number): { byUsername: number; byIp: number } {
    const byUsername =
      this.db
        .prepare<[string, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM login_failures WHERE username = ? AND created_at > ?',
        )
        .get(username, since)?.n ?? 0;
    const byIp =
      this.db
        .prepare<[string, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM login_failures WHERE ip = ? AND created_at > ?',
        )
        .get(ip, since)?.n ?? 0;
    return { byUsername, byIp };
  }

  /** Clears the failures of the username and of the IP after a successful login. */
  clear(username: string, ip: string): void {
    this.db
      .prepare<[string, string]>('DELETE FROM login_failures WHERE username = ? OR ip = ?')
      .run(username, ip);
  }
}
