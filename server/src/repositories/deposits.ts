import type { Database } from 'better-sqlite3';
import { orderReference } from './order-references.ts';

/** A `deposit_orders` row (minor units, epoch ms). */
export interface DepositOrderRow {
  id: number;
  reference: string;
  user_id: number;
  method_id: string;
  amount_minor: number;
  status: 'pending' | 'approved' | 'rejected';
  created_at: number;
  decided_at: number | null;
  /** When the order expires unpaid (epoch ms); null on orders from before migration 015. */
  expires_at: number | null;
}

/** All SQL on `deposit_orders` except the responsible-gaming sums (`repositories/responsible-gaming.ts`). */
export class DepositsRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts a pending order expiring at `expiresAt` (epoch ms) and gives it its reference
   * `D<yyyyMMdd>-<id, 6 digits>`.
   */
  insert(
    userId: number,
    methodId: string,
    amountMinor: number,
    now: number,
    expiresAt: number,
  ): DepositOrderRow {
    const id = Number(
      this.db
        .prepare<[number, string, number, number, number]>(
          `INSERT INTO deposit_orders (reference, user_id, method_id, amount_minor, status, created_at, expires_at)
           VALUES ('tmp-' || lower(hex(randomblob(12))), ?, ?, ?, 'pending', ?, ?)`,
        )
        .run(userId, methodId, amountMinor, now, expiresAt).lastInsertRowid,
    );
    const reference = orderReference('D', id, now);
    this.db
      .prepare<[string, number]>('UPDATE deposit_orders SET reference = ? WHERE id = ?')
      .run(reference, id);
    return this.find(reference) as DepositOrderRow;
  }

  /** The order with this reference (`D…`), any member's. */
  find(reference: string): DepositOrderRow | undefined {
    return this.db
      .prepare<[string], DepositOrderRow>('SELECT * FROM deposit_orders WHERE reference = ?')
      .get(reference);
  }

  /** Sets the decision of a pending order; false when it was already decided. */
  decide(id: number, status: 'approved' | 'rejected', now: number): boolean {
    return (
      this.db
        .prepare<[string, number, number]>(
          "UPDATE deposit_orders SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
        )
        .run(status, now, id).changes === 1
    );
  }

  /** One page of the member's orders, newest first, and how many there are in all. */
  page(userId: number, limit: number, offset: number): { rows: DepositOrderRow[]; total: number } {
    const rows = this.db
      .prepare<[number, number, number], DepositOrderRow>(
        'SELECT * FROM deposit_orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, limit, offset);
    const total =
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM deposit_orders WHERE user_id = ?')
        .get(userId)?.n ?? 0;
    return { rows, total };
  }

  /** Approved deposits of the member (missions, referral "deposited"). */
  approvedCount(userId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>(
          "SELECT COUNT(*) AS n FROM deposit_orders WHERE user_id = ? AND status = 'approved'",
        )
        .get(userId)?.n ?? 0
    );
  }
}
