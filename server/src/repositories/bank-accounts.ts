import type { Database } from 'better-sqlite3';

/** A `bank_accounts` row (a member's payout account; epoch ms). */
export interface BankAccountRow {
  id: number;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: number;
}

/** All SQL on `bank_accounts`. */
export class BankAccountsRepository {
  constructor(private readonly db: Database) {}

  /** The member's payout accounts, oldest first. */
  list(userId: number): BankAccountRow[] {
    return this.db
      .prepare<[number], BankAccountRow>('SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY id')
      .all(userId);
  }

  /** The member's account `id`; undefined when it is not theirs. */
  find(userId: number, id: number): BankAccountRow | undefined {
    return this.db
      .prepare<[number, number], BankAccountRow>('SELECT * FROM bank_accounts WHERE user_id = ? AND id = ?')
      .get(userId, id);
  }

  /** @returns the new account's id. */
  insert(
    userId: number,
    a: { bankName: string; accountName: string; accountNumber: string },
    now: number,
  ): number {
    return Number(
      this.db
        .prepare<[number, string, string, string, number]>(
          'INSERT INTO bank_accounts (user_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(userId, a.bankName, a.accountName, a.accountNumber, now).lastInsertRowid,
    );
  }
}
