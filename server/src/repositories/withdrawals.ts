import type { Database } from 'better-sqlite3';
import { orderReference } from './order-references.ts';

/** Stored withdrawal statuses ('forcedReceived' is computed on read). */
export type WithdrawStatus = 'pending' | 'rejected' | 'disbursed' | 'received' | 'notReceived' | 'partial';

/** A `withdraw_orders` row with its proof count (minor units, epoch ms). */
export interface WithdrawOrderRow {
  id: number;
  reference: string;
  user_id: number;
  bank_account_id: number;
  amount_minor: number;
  status: WithdrawStatus;
  created_at: number;
  decided_at: number | null;
  disbursed_at: number | null;
  confirm_deadline: number | null;
  confirmed_at: number | null;
  received_amount_minor: number | null;
  proofs: number;
}

const WITHDRAW_SELECT = `SELECT w.*, (SELECT COUNT(*) FROM withdraw_proofs p WHERE p.order_id = w.id) AS proofs
  FROM withdraw_orders w`;

/** All SQL on `withdraw_orders` and `withdraw_proofs`. */
export class WithdrawalsRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a pending withdrawal and gives it its reference `W<yyyyMMdd>-<id, 6 digits>`. */
  insert(userId: number, bankAccountId: number, amountMinor: number, now: number): WithdrawOrderRow {
    const id = Number(
      this.db
        .prepare<[number, number, number, number]>(
          `INSERT INTO withdraw_orders (reference, user_id, bank_account_id, amount_minor, status, created_at)
           VALUES ('tmp-' || lower(hex(randomblob(12))), ?, ?, ?, 'pending', ?)`,
        )
        .run(userId, bankAccountId, amountMinor, now).lastInsertRowid,
    );
    const reference = orderReference('W', id, now);
    this.db
      .prepare<[string, number]>('UPDATE withdraw_orders SET reference = ? WHERE id = ?')
      .run(reference, id);
    return this.find(reference) as WithdrawOrderRow;
  }

  /** The order with this reference (`W…`), any member's. */
  find(reference: string): WithdrawOrderRow | undefined {
    return this.db
      .prepare<[string], WithdrawOrderRow>(`${WITHDRAW_SELECT} WHERE w.reference = ?`)
      .get(reference);
  }

  /** One page of the member's orders, newest first, and how many there are in all. */
  page(userId: number, limit: number, offset: number): { rows: WithdrawOrderRow[]; total: number } {
    const rows = this.db
      .prepare<[number, number, number], WithdrawOrderRow>(
        `${WITHDRAW_SELECT} WHERE w.user_id = ? ORDER BY w.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
    const total =
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdraw_orders WHERE user_id = ?')
        .get(userId)?.n ?? 0;
    return { rows, total };
  }

  /** Sum of the member's withdrawals requested after `since` that were not rejected, minor units. */
  withdrawnSince(userId: number, since: number): number {
    return (
      this.db
        .prepare<[number, number], { total: number }>(
          `SELECT COALESCE(SUM(amount_minor), 0) AS total FROM withdraw_orders
            WHERE user_id = ? AND created_at > ? AND status <> 'rejected'`,
        )
        .get(userId, since)?.total ?? 0
    );
  }

  /** Rejects a pending order; false when it was not pending. */
  reject(id: number, now: number): boolean {
    return (
      this.db
        .prepare<[number, number]>(
          "UPDATE withdraw_orders SET status = 'rejected', decided_at = ? WHERE id = ? AND status = 'pending'",
        )
        .run(now, id).changes === 1
    );
  }

  /** Marks a pending order disbursed with its confirmation deadline; false when it was not pending. */
  disburse(id: number, now: number, deadline: number): boolean {
    return (
      this.db
        .prepare<[number, number, number, number]>(
          `UPDATE withdraw_orders SET status = 'disbursed', decided_at = ?, disbursed_at = ?, confirm_deadline = ?
            WHERE id = ? AND status = 'pending'`,
        )
        .run(now, now, deadline, id).changes === 1
    );
  }

  /** Records the member's confirmation of a disbursed order; false when it was not `disbursed`. */
  confirm(
    id: number,
    status: 'received' | 'partial' | 'notReceived',
    receivedMinor: number,
    now: number,
  ): boolean {
    return (
      this.db
        .prepare<[string, number, number, number]>(
          `UPDATE withdraw_orders SET status = ?, received_amount_minor = ?, confirmed_at = ?
            WHERE id = ? AND status = 'disbursed'`,
        )
        .run(status, receivedMinor, now, id).changes === 1
    );
  }

  /** Stores one proof image (already checked png/jpg) of an order. */
  insertProof(orderId: number, mime: string, data: Buffer, now: number): void {
    this.db
      .prepare<[number, string, Buffer, number]>(
        'INSERT INTO withdraw_proofs (order_id, mime, data, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(orderId, mime, data, now);
  }

  /** Proof images stored for an order. */
  proofCount(orderId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdraw_proofs WHERE order_id = ?')
        .get(orderId)?.n ?? 0
    );
  }
}
