import type { Database } from 'better-sqlite3';

/** All SQL on `mail_outbox` (the development mail gateway). */
export class MailRepository {
  constructor(private readonly db: Database) {}

  insert(mail: { to: string; subject: string; body: string; createdAt: number }): void {
    this.db
      .prepare(
        'INSERT INTO mail_outbox (to_address, subject, body, created_at) VALUES (@to, @subject, @body, @createdAt)',
      )
      .run(mail);
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM mail_outbox').get()?.n ?? 0;
  }
}
