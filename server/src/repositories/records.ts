import type { Database } from 'better-sqlite3';

/** A bet of the betting record (minor units, epoch ms). */
export interface BetRecordRow {
  id: number;
  vendor: string;
  game_name: string;
  stake_minor: number;
  payout_minor: number;
  created_at: number;
}

/** A ledger movement of one of the member's wallets (minor units, kind as shown to the member). */
export interface MovementRow {
  entry_id: number;
  kind: string;
  amount_minor: number;
  balance_after: number;
  wallet: string;
  reference: string;
  transaction_id: number;
  created_at: number;
}

/** A bonus credit of the member (ledger kind 'bonus'; minor units, epoch ms). */
export interface BonusRow {
  id: number;
  memo: string;
  amount_minor: number;
  created_at: number;
}

/** Filters of the betting record: `[from, to)` epoch ms, vendor code, game-name substring. */
export interface BetFilter {
  from: number;
  to: number;
  vendor?: string;
  gameName?: string;
}

// Kind of a ledger entry as the member sees it (the sign tells transfers in from out, stakes from payouts).
// Other kinds keep their ledger name: deposit, withdraw, rebate, bonus, agentWage, agentDividend, and the
// lottery's lotteryBet (an order's cost), lotteryWin and lotteryReversal (docs/contract-lottery.md).
const MOVEMENT_KIND = `CASE t.kind
    WHEN 'transfer' THEN CASE WHEN e.amount_minor < 0 THEN 'transferOut' ELSE 'transferIn' END
    WHEN 'bet' THEN CASE WHEN e.amount_minor < 0 THEN 'bet' ELSE 'payout' END
    WHEN 'demo_credit' THEN 'deposit'
    WHEN 'upline' THEN CASE WHEN e.amount_minor < 0 THEN 'upline' ELSE 'fromDownline' END
    WHEN 'downlineTransfer' THEN CASE WHEN e.amount_minor < 0 THEN 'toDownline' ELSE 'fromUpline' END
    ELSE t.kind END`;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The read models of the member's records (spec §2 personalHistoryCopy, transactionHistory,
 * personalProfit, bonusDetails): bets, ledger movements and bonus credits. Read only.
 */
export class RecordsRepository {
  constructor(private readonly db: Database) {}

  private betWhere(userId: number, f: BetFilter): { sql: string; params: (string | number)[] } {
    let sql = 'WHERE b.user_id = ? AND b.created_at >= ? AND b.created_at < ?';
    const params: (string | number)[] = [userId, f.from, f.to];
    if (f.vendor) {
      sql += ' AND b.vendor = ? COLLATE NOCASE';
      params.push(f.vendor);
    }
    if (f.gameName) {
      sql += " AND COALESCE(g.game_name, b.game) LIKE ? ESCAPE '\\'";
      params.push(`%${likeEscape(f.gameName)}%`);
    }
    return { sql, params };
  }

  /** A page of the member's bets (newest first) and the totals over every matching bet. */
  betPage(
    userId: number,
    f: BetFilter,
    limit: number,
    offset: number,
  ): { rows: BetRecordRow[]; total: number; stake: number; payout: number } {
    const from = `FROM bets b LEFT JOIN vendors v ON v.code = b.vendor
      LEFT JOIN games g ON g.id = COALESCE(b.game_id, (SELECT g2.id FROM games g2 WHERE g2.vendor_id = v.id AND g2.game_code = b.game))`;
    const { sql, params } = this.betWhere(userId, f);
    const rows = this.db
      .prepare<(string | number)[], BetRecordRow>(
        `SELECT b.id, b.vendor, COALESCE(g.game_name, b.game) AS game_name, b.stake_minor, b.payout_minor, b.created_at
           ${from} ${sql} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    const sum = this.db
      .prepare<(string | number)[], { n: number; stake: number; payout: number }>(
        `SELECT COUNT(*) AS n, COALESCE(SUM(b.stake_minor), 0) AS stake, COALESCE(SUM(b.payout_minor), 0) AS payout
           ${from} ${sql}`,
      )
      .get(...params) ?? { n: 0, stake: 0, payout: 0 };
    return { rows, total: sum.n, stake: sum.stake, payout: sum.payout };
  }

  /**
   * Stake and payout per day (yyyy-MM-dd) of bets in `[from, to)` (epoch ms), minor units; a bet's
   * day is that of `created_at + offsetMs` (the member's clock, 0 = UTC days).
   */
  betsPerDay(
    userId: number,
    from: number,
    to: number,
    offsetMs = 0,
  ): { day: string; stake: number; payout: number }[] {
    return this.db
      .prepare<[number, number, number, number], { day: string; stake: number; payout: number }>(
        `SELECT strftime('%Y-%m-%d', (created_at + ?) / 1000, 'unixepoch') AS day,
                SUM(stake_minor) AS stake, SUM(payout_minor) AS payout
           FROM bets WHERE user_id = ? AND created_at >= ? AND created_at < ? GROUP BY day ORDER BY day`,
      )
      .all(offsetMs, userId, from, to);
  }

  /** Number of bets and their total stake since bet id `afterBetId` (exclusive), and the last id. */
  betsAfter(userId: number, afterBetId: number): { count: number; stake: number; lastId: number } {
    const row = this.db
      .prepare<[number, number], { count: number; stake: number; lastId: number | null }>(
        `SELECT COUNT(*) AS count, COALESCE(SUM(stake_minor), 0) AS stake, MAX(id) AS lastId
           FROM bets WHERE user_id = ? AND id > ?`,
      )
      .get(userId, afterBetId);
    return { count: row?.count ?? 0, stake: row?.stake ?? 0, lastId: row?.lastId ?? afterBetId };
  }

  /**
   * A page of every ledger movement of the member's wallets in `[from, to)` (newest first), with
   * the wallet balance after each entry; `kind` filters on the member-facing kind.
   */
  movementPage(
    userId: number,
    from: number,
    to: number,
    kind: string | undefined,
    limit: number,
    offset: number,
  ): { rows: MovementRow[]; total: number } {
    const base = `WITH m AS (
        SELECT e.id AS entry_id, ${MOVEMENT_KIND} AS kind, e.amount_minor,
               SUM(e.amount_minor) OVER (PARTITION BY e.account_id ORDER BY e.id ROWS UNBOUNDED PRECEDING) AS balance_after,
               a.wallet, t.reference, t.id AS transaction_id, e.created_at
          FROM ledger_entries e
          JOIN accounts a ON a.id = e.account_id
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE a.user_id = ? AND a.kind = 'member')
      SELECT * FROM m WHERE created_at >= ? AND created_at < ?${kind ? ' AND kind = ?' : ''}`;
    const params: (string | number)[] = kind ? [userId, from, to, kind] : [userId, from, to];
    const rows = this.db
      .prepare<(string | number)[], MovementRow>(`${base} ORDER BY entry_id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset);
    const total =
      this.db
        .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM (${base})`)
        .get(...params)?.n ?? 0;
    return { rows, total };
  }

  /** A page of the member's bonus credits (ledger kind 'bonus'), newest first. */
  bonusPage(userId: number, limit: number, offset: number): { rows: BonusRow[]; total: number } {
    const where = `FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.user_id = ? AND a.kind = 'member' AND t.kind = 'bonus' AND e.amount_minor > 0`;
    const rows = this.db
      .prepare<[number, number, number], BonusRow>(
        `SELECT t.id, t.memo, e.amount_minor, t.created_at ${where} ORDER BY t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
    const total =
      this.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n ${where}`).get(userId)?.n ?? 0;
    return { rows, total };
  }
}
