import type { Database } from 'better-sqlite3';

/** One broken invariant of the books: which check, and the rows that break it (ids, references). */
export interface LedgerProblem {
  check: string;
  rows: string[];
}

/** At most this many offending rows are named per check. */
const SHOWN = 20;

interface Check {
  name: string;
  /** Read-only SQL whose rows (first column) are the offenders; none = the invariant holds. */
  sql: string;
}

const CHECKS: readonly Check[] = [
  {
    name: 'every ledger transaction balances (its entries sum to zero)',
    sql: `SELECT 'transaction ' || transaction_id || ' sums to ' || SUM(amount_minor)
            FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_minor) <> 0`,
  },
  {
    name: 'every ledger transaction has entries',
    sql: `SELECT 'transaction ' || t.id || ' (' || t.kind || ')' FROM ledger_transactions t
           WHERE NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = t.id)`,
  },
  {
    name: 'no member wallet is below zero',
    sql: `SELECT 'account ' || a.id || ' (user ' || a.user_id || ', ' || a.wallet || ') holds ' || SUM(e.amount_minor)
            FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
           WHERE a.kind = 'member' GROUP BY a.id HAVING SUM(e.amount_minor) < 0`,
  },
  {
    name: 'every approved deposit order is credited exactly once, with its amount',
    sql: `SELECT 'order ' || o.reference || ' credited ' || COUNT(t.id) || ' time(s)'
            FROM deposit_orders o
            LEFT JOIN ledger_transactions t ON t.kind = 'deposit' AND t.reference = o.reference
           WHERE o.status = 'approved' GROUP BY o.id
          HAVING COUNT(t.id) <> 1
              OR (SELECT SUM(e.amount_minor) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                   WHERE e.transaction_id = MIN(t.id) AND a.kind = 'member') <> o.amount_minor`,
  },
  {
    name: 'no pending or rejected deposit order is credited',
    sql: `SELECT 'order ' || o.reference || ' (' || o.status || ')' FROM deposit_orders o
           WHERE o.status <> 'approved'
             AND EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.kind = 'deposit' AND t.reference = o.reference)`,
  },
  {
    name: 'every deposit credit with an order reference belongs to an approved order',
    sql: `SELECT 'transaction ' || t.id || ' (' || t.reference || ')' FROM ledger_transactions t
           WHERE t.kind = 'deposit' AND t.reference LIKE 'D%-%'
             AND NOT EXISTS (SELECT 1 FROM deposit_orders o WHERE o.reference = t.reference AND o.status = 'approved')`,
  },
  {
    name: 'every settled bet points at a balanced ledger transaction',
    sql: `SELECT 'bet ' || b.id FROM bets b
           WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.id = b.transaction_id)`,
  },
  {
    name: 'every lottery order is charged once, with the sum of its lines',
    sql: `SELECT 'order ' || o.order_no FROM lottery_orders o
            LEFT JOIN ledger_transactions t
              ON t.id = o.transaction_id AND t.kind = 'lotteryBet' AND t.reference = 'lottery:' || o.order_no
           WHERE t.id IS NULL
              OR (SELECT SUM(e.amount_minor) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                   WHERE e.transaction_id = t.id AND a.kind = 'member') <> -o.cost_minor
              OR (SELECT SUM(b.cost_minor) FROM lottery_bets b WHERE b.order_id = o.id) <> o.cost_minor
              OR (SELECT COUNT(*) FROM ledger_transactions x WHERE x.reference = 'lottery:' || o.order_no) <> 1`,
  },
  {
    name: 'every line of a drawn lottery draw is settled under its current version, a won one paid',
    sql: `SELECT 'line ' || b.id || ' (' || b.status || ', v' || b.settled_version || ' of v' || d.version || ')'
            FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
           WHERE (d.status = 'drawn' AND (b.status = 'pending' OR b.settled_version <> d.version))
              OR (b.status = 'won' AND NOT EXISTS (SELECT 1 FROM ledger_transactions t
                    WHERE t.kind = 'lotteryWin' AND t.reference LIKE 'lottery:win:' || b.id || ':v%'))
              OR (b.status <> 'pending' AND b.bet_row_id IS NULL)`,
  },
  // Promotions (docs/contract-promotions.md "Money"): every payout is one `bonus` transaction.
  {
    name: 'every claimed or issued promotion bonus is paid once, with its amount',
    sql: `SELECT 'promotion ' || p.promotion_id || ' of user ' || p.user_id || ' (' || p.status || ')'
            FROM promotion_participation p
            LEFT JOIN ledger_transactions t
              ON t.id = p.transaction_id AND t.kind = 'bonus'
             AND t.reference = 'promotion:' || p.promotion_id || ':' || p.user_id
           WHERE (p.status IN ('claimed', 'issued') AND (t.id IS NULL
                   OR (SELECT SUM(e.amount_minor) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                        WHERE e.transaction_id = t.id AND a.kind = 'member' AND a.user_id = p.user_id) <> p.amount_minor))
              OR (p.status NOT IN ('claimed', 'issued') AND EXISTS (SELECT 1 FROM ledger_transactions x
                    WHERE x.reference = 'promotion:' || p.promotion_id || ':' || p.user_id))`,
  },
  {
    name: 'every claimed raffle prize is paid once to its winner, and no unclaimed one is paid',
    sql: `SELECT 'raffle round ' || w.round_id || ' rank ' || w.rank FROM raffle_winners w
            LEFT JOIN ledger_transactions t
              ON t.id = w.transaction_id AND t.kind = 'bonus' AND t.reference = 'raffle:' || w.round_id || ':' || w.rank
           WHERE (w.claimed_at IS NOT NULL AND (t.id IS NULL
                   OR (SELECT SUM(e.amount_minor) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                        WHERE e.transaction_id = t.id AND a.kind = 'member' AND a.user_id = w.user_id) <> w.prize_minor))
              OR (w.claimed_at IS NULL AND EXISTS (SELECT 1 FROM ledger_transactions x
                    WHERE x.reference = 'raffle:' || w.round_id || ':' || w.rank))`,
  },
  {
    name: 'every red envelope is paid once to its member, with its amount, and only envelopes are paid so',
    sql: `SELECT 'envelope ' || o.id FROM red_envelope_opens o
            LEFT JOIN ledger_transactions t ON t.id = o.transaction_id AND t.kind = 'bonus' AND t.reference LIKE 'redEnvelope:%'
           WHERE t.id IS NULL
              OR (SELECT SUM(e.amount_minor) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                   WHERE e.transaction_id = t.id AND a.kind = 'member' AND a.user_id = o.user_id) <> o.amount_minor
          UNION ALL
          SELECT 'transaction ' || t.id || ' (' || t.reference || ')' FROM ledger_transactions t
           WHERE t.reference LIKE 'redEnvelope:%'
             AND NOT EXISTS (SELECT 1 FROM red_envelope_opens o WHERE o.transaction_id = t.id)`,
  },
  {
    name: 'every withdrawal order is held once, and a decided one disbursed or refunded once',
    sql: `SELECT 'order ' || w.reference || ' (' || w.status || '): ' || COUNT(t.id) || ' ledger transaction(s)'
            FROM withdraw_orders w
            LEFT JOIN ledger_transactions t ON t.reference = w.reference
           GROUP BY w.id
          HAVING COUNT(t.id) <> CASE WHEN w.status = 'pending' THEN 1 ELSE 2 END`,
  },
  // Live crash (docs/contract-play.md "Live crash"): a cash-out is one `crashCashout` transaction.
  {
    name: "every cashed-out live crash round is paid once with its bet's payout, and no other round is",
    sql: `SELECT 'crash round ' || r.id || ' (' || json_extract(r.params, '$.status') || ')' FROM inhouse_rounds r
            JOIN bets b ON b.id = r.bet_id
           WHERE json_extract(r.params, '$.mode') = 'live'
             AND ((SELECT COUNT(*) FROM ledger_transactions t WHERE t.kind = 'crashCashout' AND t.reference = 'inhouse:' || r.id)
                    <> (b.payout_minor > 0)
                  OR (json_extract(r.params, '$.status') <> 'cashedOut' AND b.payout_minor <> 0)
                  OR COALESCE((SELECT SUM(e.amount_minor) FROM ledger_transactions t
                                 JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
                                WHERE t.kind = 'crashCashout' AND t.reference = 'inhouse:' || r.id AND a.kind = 'member'), 0)
                       <> b.payout_minor)
          UNION ALL
          SELECT 'transaction ' || t.id || ' (' || t.reference || ')' FROM ledger_transactions t
           WHERE t.kind = 'crashCashout'
             AND NOT EXISTS (SELECT 1 FROM inhouse_rounds r WHERE 'inhouse:' || r.id = t.reference)`,
  },
  // Points (docs/contract-points.md "Money and ledger kinds").
  {
    name: "every member's points rows chain: each balance is the running sum, never below zero",
    sql: `SELECT 'points row ' || id || ' (user ' || user_id || ') says ' || balance_after || ', running sum ' || running
            FROM (SELECT id, user_id, balance_after,
                         SUM(points) OVER (PARTITION BY user_id ORDER BY id) AS running FROM point_ledger)
           WHERE balance_after <> running OR balance_after < 0`,
  },
  {
    name: 'every earned point row belongs to a bet of the same member',
    sql: `SELECT 'points row ' || l.id FROM point_ledger l
           WHERE l.kind = 'earn' AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.id = l.bet_id AND b.user_id = l.user_id)`,
  },
  {
    name: 'every point-mall redeem is charged its points once, and refunded once only when rejected',
    sql: `SELECT 'redeem ' || r.reference || ' (' || r.status || ')' FROM point_redeems r
           WHERE (SELECT COUNT(*) FROM point_ledger l WHERE l.reference = r.reference AND l.user_id = r.user_id
                     AND l.kind = 'redeem' AND l.points = -r.points) <> (r.points > 0)
              OR (SELECT COUNT(*) FROM point_ledger l WHERE l.reference = r.reference AND l.user_id = r.user_id
                     AND l.kind = 'redeemRefund' AND l.points = r.points) <> (r.points > 0 AND r.status = 'rejected')
              OR (SELECT COUNT(*) FROM point_ledger l WHERE l.reference = r.reference)
                   <> (r.points > 0) + (r.points > 0 AND r.status = 'rejected')`,
  },
  {
    name: 'every point-mall redeem moves its money once: amount charged, refunded when rejected, bonus paid when approved',
    sql: `SELECT 'redeem ' || r.reference || ' (' || r.status || ')' FROM point_redeems r
           WHERE (SELECT COUNT(*) FROM ledger_transactions t WHERE t.reference = r.reference AND t.kind = 'pointRedeem')
                   <> (r.amount_minor > 0)
              OR (SELECT COUNT(*) FROM ledger_transactions t WHERE t.reference = r.reference AND t.kind = 'pointRedeemRefund')
                   <> (r.amount_minor > 0 AND r.status = 'rejected')
              OR (SELECT COUNT(*) FROM ledger_transactions t WHERE t.reference = r.reference AND t.kind = 'pointBonus')
                   <> (r.bonus_minor > 0 AND r.status = 'approved')
              OR COALESCE((SELECT SUM(e.amount_minor) FROM ledger_transactions t
                             JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
                            WHERE t.reference = r.reference AND a.kind = 'member' AND a.user_id = r.user_id), 0)
                   <> CASE r.status WHEN 'rejected' THEN 0 WHEN 'approved' THEN r.bonus_minor - r.amount_minor
                                    ELSE -r.amount_minor END`,
  },
  {
    name: 'every point-mall money movement belongs to a redeem, and every conversion pairs a points row with a credit',
    sql: `SELECT 'transaction ' || t.id || ' (' || t.kind || ')' FROM ledger_transactions t
           WHERE (t.kind IN ('pointRedeem', 'pointRedeemRefund', 'pointBonus')
                  AND NOT EXISTS (SELECT 1 FROM point_redeems r WHERE r.reference = t.reference))
              OR (t.kind = 'pointConvert'
                  AND NOT EXISTS (SELECT 1 FROM point_ledger l WHERE l.kind = 'convert' AND l.reference = t.reference))
          UNION ALL
          SELECT 'points row ' || l.id || ' (convert)' FROM point_ledger l
           WHERE l.kind = 'convert'
             AND (SELECT COUNT(*) FROM ledger_transactions t WHERE t.kind = 'pointConvert' AND t.reference = l.reference) <> 1`,
  },
];

/**
 * The periodic reconciliation of the books (issue 14 "crash safety", `npm run ledger:check`):
 * read-only SQL over the double-entry ledger and the cashier orders. Run it on a live database
 * (WAL readers do not block the server) or after a crash and restart.
 *
 * @returns the broken invariants; an empty list means the books are sound.
 */
export function checkLedger(db: Database): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const check of CHECKS) {
    const rows = db.prepare(check.sql).raw().all() as unknown[][];
    if (rows.length > 0)
      problems.push({ check: check.name, rows: rows.slice(0, SHOWN).map((row) => String(row[0])) });
  }
  return problems;
}

/** How many checks {@link checkLedger} runs (for the report line). */
export const LEDGER_CHECK_COUNT = CHECKS.length;
