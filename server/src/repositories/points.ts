import type { Database } from 'better-sqlite3';
import type {
  PointRedeemStatus,
  PointRewardType,
  PointTransactionType,
} from '../../../schemas/generated/api.ts';

/** One earning rate as the trigger reads it: `stakeMinor` of valid bet earn `points`. */
export interface PointRateRow {
  /** '*' (default) or a games.game_type. */
  rateKey: string;
  stakeMinor: number;
  points: number;
}

/** A `point_ledger` row (times epoch ms). */
export interface PointMovementRow {
  id: number;
  user_id: number;
  kind: PointTransactionType;
  points: number;
  balance_after: number;
  reference: string;
  memo: string;
  created_at: number;
}

/** A `point_redeems` row (money in minor units, times epoch ms). */
export interface PointRedeemRow {
  id: number;
  reference: string;
  user_id: number;
  reward_id: string;
  reward_type: PointRewardType;
  reward_name: string;
  quantity: number;
  points: number;
  amount_minor: number;
  bonus_minor: number;
  status: PointRedeemStatus;
  remark: string;
  created_at: number;
  decided_at: number | null;
}

/** What a new redeem carries (totals for the whole quantity). */
export interface NewPointRedeem {
  userId: number;
  rewardId: string;
  rewardType: PointRewardType;
  rewardName: string;
  quantity: number;
  points: number;
  amountMinor: number;
  bonusMinor: number;
  createdAt: number;
}

/** The reference of a redeem: `P`, the UTC day (yyyyMMdd) and the row id on 6 digits, like the cashier's orders. */
export function redeemReference(id: number, createdAt: number): string {
  const day = new Date(createdAt).toISOString().slice(0, 10).replace(/-/g, '');
  return `P${day}-${String(id).padStart(6, '0')}`;
}

/**
 * All SQL on the points tables of migration 013 (docs/contract-points.md): the programme start,
 * the earning rates the `bets_earn_points` trigger reads, the points ledger and the redeems.
 * Callers run the writes inside one db.transaction with the money ledger.
 */
export class PointsRepository {
  constructor(private readonly db: Database) {}

  /** Records when the points programme started on this database (first call wins); returns that time. */
  startProgram(now: number): number {
    this.db.prepare<[number]>('INSERT OR IGNORE INTO point_program (id, started_at) VALUES (1, ?)').run(now);
    return (
      this.db.prepare<[], { s: number }>('SELECT started_at AS s FROM point_program WHERE id = 1').get()?.s ??
      now
    );
  }

  /** Replaces the earning rates (empty = nothing earns). */
  replaceRates(rates: PointRateRow[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM point_rates').run();
      const insert = this.db.prepare<[string, number, number]>(
        'INSERT INTO point_rates (rate_key, stake_minor, points) VALUES (?, ?, ?)',
      );
      for (const r of rates) insert.run(r.rateKey, r.stakeMinor, r.points);
    })();
  }

  /** The member's points balance: the last movement's balance_after (0 with none). */
  balance(userId: number): number {
    return (
      this.db
        .prepare<[number], { b: number }>(
          'SELECT balance_after AS b FROM point_ledger WHERE user_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(userId)?.b ?? 0
    );
  }

  /**
   * Appends a movement of `points` (signed, ≠ 0) to the member's points ledger; call inside a
   * transaction after checking the balance covers a negative one.
   * @returns the new row's id and balance.
   * @throws SqliteError (CHECK) if the balance would go below 0.
   */
  insertMovement(m: {
    userId: number;
    kind: Exclude<PointTransactionType, 'earn'>;
    points: number;
    reference: string;
    memo: string;
    createdAt: number;
  }): { id: number; balanceAfter: number } {
    const balanceAfter = this.balance(m.userId) + m.points;
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO point_ledger (user_id, kind, points, balance_after, reference, memo, created_at)
           VALUES (@userId, @kind, @points, @balanceAfter, @reference, @memo, @createdAt)`,
        )
        .run({ ...m, balanceAfter }).lastInsertRowid,
    );
    return { id, balanceAfter };
  }

  /** One page of the member's movements, newest first, and how many there are. */
  movements(userId: number, limit: number, offset: number): { rows: PointMovementRow[]; total: number } {
    const rows = this.db
      .prepare<[number, number, number], PointMovementRow>(
        `SELECT id, user_id, kind, points, balance_after, reference, memo, created_at FROM point_ledger
          WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
    const total =
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM point_ledger WHERE user_id = ?')
        .get(userId)?.n ?? 0;
    return { rows, total };
  }

  /** Items of `rewardId` in redeems not rejected (everyone's). */
  itemsTaken(rewardId: string): number {
    return (
      this.db
        .prepare<[string], { n: number }>(
          "SELECT COALESCE(SUM(quantity), 0) AS n FROM point_redeems WHERE reward_id = ? AND status <> 'rejected'",
        )
        .get(rewardId)?.n ?? 0
    );
  }

  /** Items taken per reward (everyone's, redeems not rejected). */
  itemsTakenAll(): Map<string, number> {
    const rows = this.db
      .prepare<[], { reward_id: string; n: number }>(
        "SELECT reward_id, SUM(quantity) AS n FROM point_redeems WHERE status <> 'rejected' GROUP BY reward_id",
      )
      .all();
    return new Map(rows.map((r) => [r.reward_id, r.n]));
  }

  /** The member's items per reward in redeems not rejected. */
  memberItems(userId: number): Map<string, number> {
    const rows = this.db
      .prepare<[number], { reward_id: string; n: number }>(
        `SELECT reward_id, SUM(quantity) AS n FROM point_redeems
          WHERE user_id = ? AND status <> 'rejected' GROUP BY reward_id`,
      )
      .all(userId);
    return new Map(rows.map((r) => [r.reward_id, r.n]));
  }

  /** Inserts an `inProcess` redeem with its `P…` reference; call inside a transaction. */
  insertRedeem(r: NewPointRedeem): PointRedeemRow {
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO point_redeems (reference, user_id, reward_id, reward_type, reward_name, quantity, points,
                                      amount_minor, bonus_minor, created_at)
           VALUES ('tmp-' || lower(hex(randomblob(12))), @userId, @rewardId, @rewardType, @rewardName, @quantity,
                   @points, @amountMinor, @bonusMinor, @createdAt)`,
        )
        .run(r).lastInsertRowid,
    );
    const reference = redeemReference(id, r.createdAt);
    this.db
      .prepare<[string, number]>('UPDATE point_redeems SET reference = ? WHERE id = ?')
      .run(reference, id);
    return this.findRedeem(reference) as PointRedeemRow;
  }

  /** The redeem with this reference (any member's). */
  findRedeem(reference: string): PointRedeemRow | undefined {
    return this.db
      .prepare<[string], PointRedeemRow>('SELECT * FROM point_redeems WHERE reference = ?')
      .get(reference);
  }

  /**
   * Decides an `inProcess` redeem once.
   * @returns false when it was already decided (nothing changes).
   */
  decideRedeem(id: number, status: 'approved' | 'rejected', remark: string, now: number): boolean {
    return (
      this.db
        .prepare<[string, string, number, number]>(
          "UPDATE point_redeems SET status = ?, remark = ?, decided_at = ? WHERE id = ? AND status = 'inProcess'",
        )
        .run(status, remark, now, id).changes === 1
    );
  }

  /**
   * One page of the member's redeems, newest first, optionally of one status and created in
   * `[from, to)` (epoch ms).
   */
  redeems(
    userId: number,
    filter: { status?: PointRedeemStatus; from?: number; to?: number },
    limit: number,
    offset: number,
  ): { rows: PointRedeemRow[]; total: number } {
    const where = ['user_id = @userId'];
    const params: Record<string, string | number> = { userId };
    if (filter.status) {
      where.push('status = @status');
      params.status = filter.status;
    }
    if (filter.from !== undefined) {
      where.push('created_at >= @from');
      params.from = filter.from;
    }
    if (filter.to !== undefined) {
      where.push('created_at < @to');
      params.to = filter.to;
    }
    const sql = `FROM point_redeems WHERE ${where.join(' AND ')}`;
    const total = (this.db.prepare(`SELECT COUNT(*) AS n ${sql}`).get(params) as { n: number }).n;
    const rows = this.db
      .prepare(`SELECT * ${sql} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit, offset }) as PointRedeemRow[];
    return { rows, total };
  }
}
