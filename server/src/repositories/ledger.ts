import type { Database } from 'better-sqlite3';

/** One leg of a ledger transaction, integer minor units (positive credits the account). */
export interface LedgerLeg {
  accountId: number;
  amountMinor: number;
}

/** All SQL on `accounts`, `ledger_transactions` and `ledger_entries`. */
export class LedgerRepository {
  constructor(private readonly db: Database) {}

  /** The house account of a currency, created on first use. */
  houseAccountId(currency: string, now: number): number {
    const found = this.db
      .prepare<[string], { id: number }>(
        "SELECT id FROM accounts WHERE kind = 'house' AND wallet = 'MAIN' AND currency = ? ORDER BY id",
      )
      .get(currency);
    if (found) return found.id;
    return Number(
      this.db
        .prepare<[string, number]>("INSERT INTO accounts (kind, currency, created_at) VALUES ('house', ?, ?)")
        .run(currency, now).lastInsertRowid,
    );
  }

  /**
   * The house clearing account holding requested, not yet disbursed or refunded withdrawals
   * (kind 'house', wallet 'WITHDRAW_HELD'), created on first use.
   */
  heldAccountId(currency: string, now: number): number {
    const found = this.db
      .prepare<[string], { id: number }>(
        "SELECT id FROM accounts WHERE kind = 'house' AND wallet = 'WITHDRAW_HELD' AND currency = ?",
      )
      .get(currency);
    if (found) return found.id;
    return Number(
      this.db
        .prepare<[string, number]>(
          "INSERT INTO accounts (kind, wallet, currency, created_at) VALUES ('house', 'WITHDRAW_HELD', ?, ?)",
        )
        .run(currency, now).lastInsertRowid,
    );
  }

  /** Sum of every ledger entry (0 when the books balance), minor units. */
  ledgerSumMinor(): number {
    return (
      this.db
        .prepare<[], { total: number }>('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries')
        .get()?.total ?? 0
    );
  }

  /** The member's account of `wallet` ('MAIN' or a vendor code), created on first use. */
  memberAccountId(userId: number, currency: string, now: number, wallet = 'MAIN'): number {
    const found = this.findMemberAccountId(userId, wallet);
    if (found !== undefined) return found;
    return Number(
      this.db
        .prepare<[number, string, string, number]>(
          "INSERT INTO accounts (user_id, kind, wallet, currency, created_at) VALUES (?, 'member', ?, ?, ?)",
        )
        .run(userId, wallet, currency, now).lastInsertRowid,
    );
  }

  /** The member's account of `wallet`, or undefined when it was never used. */
  findMemberAccountId(userId: number, wallet: string): number | undefined {
    return this.db
      .prepare<[number, string], { id: number }>('SELECT id FROM accounts WHERE user_id = ? AND wallet = ?')
      .get(userId, wallet)?.id;
  }

  /** Balance of every wallet the member has used, minor units. */
  walletBalances(userId: number): { wallet: string; balanceMinor: number }[] {
    return this.db
      .prepare<[number], { wallet: string; balanceMinor: number }>(
        `SELECT a.wallet AS wallet, COALESCE(SUM(e.amount_minor), 0) AS balanceMinor
           FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
          WHERE a.user_id = ? GROUP BY a.id ORDER BY a.id`,
      )
      .all(userId);
  }

  /** Sum of all member accounts (every wallet of every member), minor units. */
  allMembersMinor(): number {
    return (
      this.db
        .prepare<[], { total: number }>(
          `SELECT COALESCE(SUM(e.amount_minor), 0) AS total
             FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind = 'member'`,
        )
        .get()?.total ?? 0
    );
  }

  transactionExists(idempotencyKey: string): boolean {
    return (
      this.db
        .prepare<[string], { id: number }>('SELECT id FROM ledger_transactions WHERE idempotency_key = ?')
        .get(idempotencyKey) !== undefined
    );
  }

  /** Writes a transaction and its legs (`reference`: a business reference, e.g. an order id); call inside a db.transaction. */
  insertTransaction(
    tx: { kind: string; idempotencyKey: string; memo: string; createdAt: number; reference?: string },
    legs: LedgerLeg[],
  ): number {
    const id = Number(
      this.db
        .prepare(
          'INSERT INTO ledger_transactions (kind, idempotency_key, memo, reference, created_at) VALUES (@kind, @idempotencyKey, @memo, @reference, @createdAt)',
        )
        .run({ ...tx, reference: tx.reference ?? '' }).lastInsertRowid,
    );
    const entry = this.db.prepare<[number, number, number, number]>(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at) VALUES (?, ?, ?, ?)',
    );
    for (const leg of legs) entry.run(id, leg.accountId, leg.amountMinor, tx.createdAt);
    return id;
  }

  /** Sum of the account's entries, minor units. */
  balanceMinor(accountId: number): number {
    return (
      this.db
        .prepare<[number], { total: number }>(
          'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM ledger_entries WHERE account_id = ?',
        )
        .get(accountId)?.total ?? 0
    );
  }
}
