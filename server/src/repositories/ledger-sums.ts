import type { Database } from 'better-sqlite3';

/**
 * The member's deposit credits (ledger kind `deposit`, credits to the member's own accounts) at or
 * after `since` (epoch ms), minor units. Shared by the promotion deposit rules and the VIP rank
 * progress (docs/contract-promotions.md, docs/contract-vip.md).
 */
export function depositCreditsSince(db: Database, userId: number, since: number): number {
  return (
    db
      .prepare<[number, number], { total: number }>(
        `SELECT COALESCE(SUM(e.amount_minor), 0) AS total
           FROM ledger_entries e
           JOIN ledger_transactions t ON t.id = e.transaction_id
           JOIN accounts a ON a.id = e.account_id
          WHERE a.user_id = ? AND a.kind = 'member' AND t.kind = 'deposit' AND e.amount_minor > 0
            AND t.created_at >= ?`,
      )
      .get(userId, since)?.total ?? 0
  );
}
