import type { Database } from 'better-sqlite3';

export type SmsPurpose = 'register' | 'login' | 'forgot' | 'bind';

export interface SmsCodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expires_at: number;
}

export interface SmsOutboxRow {
  mobile_num: string;
  country_dialing_code: string;
  code: string;
  purpose: SmsPurpose;
  created_at: number;
}

/** All SQL on `sms_codes` and `sms_outbox`. */
export class SmsRepository {
  constructor(private readonly db: Database) {}

  insertCode(code: {
    countryDialingCode: string;
    mobileNum: string;
    purpose: SmsPurpose;
    codeHash: string;
    createdAt: number;
    expiresAt: number;
  }): void {
    this.db
      .prepare(
        `INSERT INTO sms_codes (country_dialing_code, mobile_num, purpose, code_hash, created_at, expires_at)
         VALUES (@countryDialingCode, @mobileNum, @purpose, @codeHash, @createdAt, @expiresAt)`,
      )
      .run(code);
  }

  /** The newest unconsumed, unexpired code for the number and purpose. */
  latestActive(
    countryDialingCode: string,
    mobileNum: string,
    purpose: SmsPurpose,
    now: number,
  ): SmsCodeRow | undefined {
    return this.db
      .prepare<[string, string, string, number], SmsCodeRow>(
        `SELECT id, code_hash, attempts, expires_at FROM sms_codes
         WHERE country_dialing_code = ? AND mobile_num = ? AND purpose = ? AND consumed_at IS NULL AND expires_at > ?
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(countryDialingCode, mobileNum, purpose, now);
  }

  addAttempt(id: number): void {
    this.db.prepare<[number]>('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?').run(id);
  }

  consume(id: number, at: number): void {
    this.db.prepare<[number, number]>('UPDATE sms_codes SET consumed_at = ? WHERE id = ?').run(at, id);
  }

  insertOutbox(entry: {
    countryDialingCode: string;
    mobileNum: string;
    code: string;
    purpose: SmsPurpose;
    createdAt: number;
  }): void {
    this.db
      .prepare(
        `INSERT INTO sms_outbox (country_dialing_code, mobile_num, code, purpose, created_at)
         VALUES (@countryDialingCode, @mobileNum, @code, @purpose, @createdAt)`,
      )
      .run(entry);
  }

  /** Outbox entries, newest first, optionally for one national number. */
  listOutbox(mobileNum: string | undefined, limit = 100): SmsOutboxRow[] {
    const columns = 'SELECT mobile_num, country_dialing_code, code, purpose, created_at FROM sms_outbox';
    return mobileNum
      ? this.db
          .prepare<[string, number], SmsOutboxRow>(`${columns} WHERE mobile_num = ? ORDER BY id DESC LIMIT ?`)
          .all(mobileNum, limit)
      : this.db.prepare<[number], SmsOutboxRow>(`${columns} ORDER BY id DESC LIMIT ?`).all(limit);
  }
}
