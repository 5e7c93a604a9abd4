import type { Database } from 'better-sqlite3';

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/** A `deposit_limits` row (minor units, epoch ms). */
export interface DepositLimitRow {
  period: LimitPeriod;
  limit_minor: number | null;
  pending: number;
  pending_minor: number | null;
  pending_at: number | null;
}

/** A `responsible_gaming` row. */
export interface ResponsibleGamingRow {
  reality_check_minutes: number;
  exclusion_kind: 'timeout' | 'selfExclusion' | null;
  excluded_at: number | null;
  excluded_until: number | null;
}

/**
 * All SQL of responsible gaming: deposit limits, reality check, exclusions, deposits (approved and
 * pending) in a window, limit rejections of deposit orders, the bets of a session.
 */
export class ResponsibleGamingRepository {
  constructor(private readonly db: Database) {}

  limits(userId: number): DepositLimitRow[] {
    return this.db
      .prepare<[number], DepositLimitRow>(
        'SELECT period, limit_minor, pending, pending_minor, pending_at FROM deposit_limits WHERE user_id = ?',
      )
      .all(userId);
  }

  saveLimit(userId: number, row: DepositLimitRow, at: number): void {
    this.db
      .prepare(
        `INSERT INTO deposit_limits (user_id, period, limit_minor, pending, pending_minor, pending_at, updated_at)
         VALUES (@userId, @period, @limit_minor, @pending, @pending_minor, @pending_at, @at)
         ON CONFLICT (user_id, period) DO UPDATE SET limit_minor = excluded.limit_minor, pending = excluded.pending,
           pending_minor = excluded.pending_minor, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
      )
      .run({ userId, at, ...row });
  }

  settings(userId: number): ResponsibleGamingRow | undefined {
    return this.db
      .prepare<[number], ResponsibleGamingRow>(
        `SELECT reality_check_minutes, exclusion_kind, excluded_at, excluded_until
           FROM responsible_gaming WHERE user_id = ?`,
      )
      .get(userId);
  }

  setRealityCheck(userId: number, minutes: number, at: number): void {
    this.db
      .prepare<[number, number, number]>(
        `INSERT INTO responsible_gaming (user_id, reality_check_minutes, updated_at) VALUES (?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET reality_check_minutes = excluded.reality_check_minutes,
           updated_at = excluded.updated_at`,
      )
      .run(userId, minutes, at);
  }

  setExclusion(userId: number, kind: 'timeout' | 'selfExclusion', since: number, until: number | null): void {
    this.db
      .prepare<[number, string, number, number | null, number]>(
        `INSERT INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET exclusion_kind = excluded.exclusion_kind,
           excluded_at = excluded.excluded_at, excluded_until = excluded.excluded_until,
           updated_at = excluded.updated_at`,
      )
      .run(userId, kind, since, until, since);
  }

  /** Sum of deposit credits to the member's accounts created after `since`, minor units. */
  depositedSince(userId: number, since: number): number {
    return (
      this.db
        .prepare<[number, number], { total: number | null }>(
          `SELECT SUM(e.amount_minor) AS total
             FROM ledger_entries e
             JOIN ledger_transactions t ON t.id = e.transaction_id
             JOIN accounts a ON a.id = e.account_id
            WHERE a.user_id = ? AND t.kind = 'deposit' AND e.amount_minor > 0 AND t.created_at > ?`,
        )
        .get(userId, since)?.total ?? 0
    );
  }

  /**
   * Sum of the member's deposit orders still `pending` that were created after `since`, minor
   * units: money that approval may still credit inside a limit window.
   */
  pendingDepositsSince(userId: number, since: number): number {
    return (
      this.db
        .prepare<[number, number], { total: number | null }>(
          `SELECT SUM(amount_minor) AS total FROM deposit_orders
            WHERE user_id = ? AND status = 'pending' AND created_at > ?`,
        )
        .get(userId, since)?.total ?? 0
    );
  }

  /**
   * Rejects a still-pending deposit order because approving it would break a deposit limit, with
   * the reason kept on the order. Call inside the approval's transaction.
   * @returns false when the order was no longer pending (nothing changes).
   */
  rejectDepositOverLimit(orderId: number, reason: string, at: number): boolean {
    return (
      this.db
        .prepare<[number, string, number]>(
          `UPDATE deposit_orders SET status = 'rejected', decided_at = ?, reason = ?
            WHERE id = ? AND status = 'pending'`,
        )
        .run(at, reason, orderId).changes === 1
    );
  }

  /**
   * Total stake and payout of the member's bets (vendor rounds and in-house bets, table `bets`)
   * placed at or after `since` (epoch ms), minor units.
   */
  betsSince(userId: number, since: number): { stake: number; payout: number } {
    const row = this.db
      .prepare<[number, number], { stake: number; payout: number }>(
        `SELECT COALESCE(SUM(stake_minor), 0) AS stake, COALESCE(SUM(payout_minor), 0) AS payout
           FROM bets WHERE user_id = ? AND created_at >= ?`,
      )
      .get(userId, since);
    return { stake: row?.stake ?? 0, payout: row?.payout ?? 0 };
  }

  /** Epoch ms the session started (by token hash), or undefined. */
  sessionStartedAt(tokenHash: string): number | undefined {
    return this.db
      .prepare<[string], { created_at: number }>('SELECT created_at FROM sessions WHERE token_hash = ?')
      .get(tokenHash)?.created_at;
  }
}
