import type { Database } from 'better-sqlite3';

/** All SQL on `rebate_claims` (manual rebate; minor units, epoch ms). */
export class RebatesRepository {
  constructor(private readonly db: Database) {}

  /** The member's latest claim: the last bet it paid for and when. */
  last(userId: number): { last_bet_id: number; created_at: number } | undefined {
    return this.db
      .prepare<[number], { last_bet_id: number; created_at: number }>(
        'SELECT last_bet_id, created_at FROM rebate_claims WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(userId);
  }

  /** The member's latest `limit` claims, newest first. */
  history(userId: number, limit: number): { amount_minor: number; created_at: number }[] {
    return this.db
      .prepare<[number, number], { amount_minor: number; created_at: number }>(
        'SELECT amount_minor, created_at FROM rebate_claims WHERE user_id = ? ORDER BY id DESC LIMIT ?',
      )
      .all(userId, limit);
  }

  /** Records a paid claim and the ledger transaction that paid it. */
  insert(
    userId: number,
    c: { amountMinor: number; stakeMinor: number; lastBetId: number; transactionId: number },
    now: number,
  ): void {
    this.db
      .prepare<[number, number, number, number, number, number]>(
        `INSERT INTO rebate_claims (user_id, amount_minor, stake_minor, last_bet_id, transaction_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, c.amountMinor, c.stakeMinor, c.lastBetId, c.transactionId, now);
  }
}
