import type { Database } from 'better-sqlite3';

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
}

/** A `bank_accounts` row. */
export interface BankAccountRow {
  id: number;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: number;
}

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

/** A bet of the betting record (minor units). */
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

/** Reward participation statuses stored per member and activity. */
export type ParticipationStatus = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'process';

/** Filters of the betting record: `[from, to)` epoch ms, vendor code, game-name substring. */
export interface BetFilter {
  from: number;
  to: number;
  vendor?: string;
  gameName?: string;
}

const WITHDRAW_SELECT = `SELECT w.*, (SELECT COUNT(*) FROM withdraw_proofs p WHERE p.order_id = w.id) AS proofs
  FROM withdraw_orders w`;

// Kind of a ledger entry as the member sees it (the sign tells transfers in from out, stakes from payouts).
const MOVEMENT_KIND = `CASE t.kind
    WHEN 'transfer' THEN CASE WHEN e.amount_minor < 0 THEN 'transferOut' ELSE 'transferIn' END
    WHEN 'bet' THEN CASE WHEN e.amount_minor < 0 THEN 'bet' ELSE 'payout' END
    WHEN 'demo_credit' THEN 'deposit'
    ELSE t.kind END`;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * All SQL of the member-centre money pages: deposit and withdrawal orders, bank accounts, proofs,
 * reward participation, referral codes, rebate claims, and the read models of the records.
 */
export class WalletPagesRepository {
  constructor(private readonly db: Database) {}

  // ---- deposits -------------------------------------------------------------------------------

  /** Inserts a pending deposit order and gives it its reference `D<yyyyMMdd>-<id, 6 digits>`. */
  insertDeposit(userId: number, methodId: string, amountMinor: number, now: number): DepositOrderRow {
    const id = Number(
      this.db
        .prepare<[number, string, number, number]>(
          `INSERT INTO deposit_orders (reference, user_id, method_id, amount_minor, status, created_at)
           VALUES ('tmp-' || lower(hex(randomblob(12))), ?, ?, ?, 'pending', ?)`,
        )
        .run(userId, methodId, amountMinor, now).lastInsertRowid,
    );
    const reference = `D${dayStamp(now)}-${String(id).padStart(6, '0')}`;
    this.db
      .prepare<[string, number]>('UPDATE deposit_orders SET reference = ? WHERE id = ?')
      .run(reference, id);
    return this.findDeposit(reference) as DepositOrderRow;
  }

  findDeposit(reference: string): DepositOrderRow | undefined {
    return this.db
      .prepare<[string], DepositOrderRow>('SELECT * FROM deposit_orders WHERE reference = ?')
      .get(reference);
  }

  /** Sets the decision of a pending order; false when it was already decided. */
  decideDeposit(id: number, status: 'approved' | 'rejected', now: number): boolean {
    return (
      this.db
        .prepare<[string, number, number]>(
          "UPDATE deposit_orders SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'",
        )
        .run(status, now, id).changes === 1
    );
  }

  depositPage(userId: number, limit: number, offset: number): { rows: DepositOrderRow[]; total: number } {
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
  approvedDepositCount(userId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>(
          "SELECT COUNT(*) AS n FROM deposit_orders WHERE user_id = ? AND status = 'approved'",
        )
        .get(userId)?.n ?? 0
    );
  }

  // ---- bank accounts --------------------------------------------------------------------------

  bankAccounts(userId: number): BankAccountRow[] {
    return this.db
      .prepare<[number], BankAccountRow>('SELECT * FROM bank_accounts WHERE user_id = ? ORDER BY id')
      .all(userId);
  }

  findBankAccount(userId: number, id: number): BankAccountRow | undefined {
    return this.db
      .prepare<[number, number], BankAccountRow>('SELECT * FROM bank_accounts WHERE user_id = ? AND id = ?')
      .get(userId, id);
  }

  insertBankAccount(
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

  // ---- withdrawals ----------------------------------------------------------------------------

  /** Inserts a pending withdrawal and gives it its reference `W<yyyyMMdd>-<id, 6 digits>`. */
  insertWithdraw(userId: number, bankAccountId: number, amountMinor: number, now: number): WithdrawOrderRow {
    const id = Number(
      this.db
        .prepare<[number, number, number, number]>(
          `INSERT INTO withdraw_orders (reference, user_id, bank_account_id, amount_minor, status, created_at)
           VALUES ('tmp-' || lower(hex(randomblob(12))), ?, ?, ?, 'pending', ?)`,
        )
        .run(userId, bankAccountId, amountMinor, now).lastInsertRowid,
    );
    const reference = `W${dayStamp(now)}-${String(id).padStart(6, '0')}`;
    this.db
      .prepare<[string, number]>('UPDATE withdraw_orders SET reference = ? WHERE id = ?')
      .run(reference, id);
    return this.findWithdraw(reference) as WithdrawOrderRow;
  }

  findWithdraw(reference: string): WithdrawOrderRow | undefined {
    return this.db
      .prepare<[string], WithdrawOrderRow>(`${WITHDRAW_SELECT} WHERE w.reference = ?`)
      .get(reference);
  }

  withdrawPage(userId: number, limit: number, offset: number): { rows: WithdrawOrderRow[]; total: number } {
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
  rejectWithdraw(id: number, now: number): boolean {
    return (
      this.db
        .prepare<[number, number]>(
          "UPDATE withdraw_orders SET status = 'rejected', decided_at = ? WHERE id = ? AND status = 'pending'",
        )
        .run(now, id).changes === 1
    );
  }

  /** Marks a pending order disbursed with its confirmation deadline; false when it was not pending. */
  disburseWithdraw(id: number, now: number, deadline: number): boolean {
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
  confirmWithdraw(
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

  insertProof(orderId: number, mime: string, data: Buffer, now: number): void {
    this.db
      .prepare<[number, string, Buffer, number]>(
        'INSERT INTO withdraw_proofs (order_id, mime, data, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(orderId, mime, data, now);
  }

  proofCount(orderId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM withdraw_proofs WHERE order_id = ?')
        .get(orderId)?.n ?? 0
    );
  }

  // ---- records --------------------------------------------------------------------------------

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
  bonusPage(
    userId: number,
    limit: number,
    offset: number,
  ): { rows: { id: number; memo: string; amount_minor: number; created_at: number }[]; total: number } {
    const where = `FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE a.user_id = ? AND a.kind = 'member' AND t.kind = 'bonus' AND e.amount_minor > 0`;
    const rows = this.db
      .prepare<
        [number, number, number],
        { id: number; memo: string; amount_minor: number; created_at: number }
      >(`SELECT t.id, t.memo, e.amount_minor, t.created_at ${where} ORDER BY t.id DESC LIMIT ? OFFSET ?`)
      .all(userId, limit, offset);
    const total =
      this.db.prepare<[number], { n: number }>(`SELECT COUNT(*) AS n ${where}`).get(userId)?.n ?? 0;
    return { rows, total };
  }

  // ---- rewards --------------------------------------------------------------------------------

  participation(userId: number): Map<string, ParticipationStatus> {
    const rows = this.db
      .prepare<[number], { activity_id: string; status: ParticipationStatus }>(
        'SELECT activity_id, status FROM reward_participation WHERE user_id = ?',
      )
      .all(userId);
    return new Map(rows.map((r) => [r.activity_id, r.status]));
  }

  setParticipation(
    userId: number,
    activityId: string,
    status: ParticipationStatus,
    remark: string,
    now: number,
  ): void {
    this.db
      .prepare<[number, string, string, string, number]>(
        `INSERT INTO reward_participation (user_id, activity_id, status, remark, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, activity_id) DO UPDATE SET status = excluded.status, remark = excluded.remark,
           updated_at = excluded.updated_at`,
      )
      .run(userId, activityId, status, remark, now);
  }

  insertApplicationImage(userId: number, activityId: string, mime: string, data: Buffer, now: number): void {
    this.db
      .prepare<[number, string, string, Buffer, number]>(
        'INSERT INTO reward_application_images (user_id, activity_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, activityId, mime, data, now);
  }

  // ---- referral -------------------------------------------------------------------------------

  referralCode(userId: number): string | undefined {
    return this.db
      .prepare<[number], { code: string }>('SELECT code FROM referral_codes WHERE user_id = ?')
      .get(userId)?.code;
  }

  /** Stores the member's code; false when another member already has it. */
  insertReferralCode(userId: number, code: string): boolean {
    return (
      this.db
        .prepare<[number, string]>('INSERT OR IGNORE INTO referral_codes (user_id, code) VALUES (?, ?)')
        .run(userId, code).changes === 1
    );
  }

  /** Users who registered with `code` as their referralCode, newest first, with whether they deposited. */
  invitedBy(code: string): { username: string; created_at: number; deposited: number }[] {
    return this.db
      .prepare<[string], { username: string; created_at: number; deposited: number }>(
        `SELECT u.username, u.created_at,
                EXISTS (SELECT 1 FROM deposit_orders d WHERE d.user_id = u.id AND d.status = 'approved') AS deposited
           FROM users u
          WHERE json_valid(u.profile) AND json_extract(u.profile, '$.referralCode') = ? COLLATE NOCASE
          ORDER BY u.created_at DESC, u.id DESC LIMIT 500`,
      )
      .all(code);
  }

  // ---- manual rebate --------------------------------------------------------------------------

  lastRebate(userId: number): { last_bet_id: number; created_at: number } | undefined {
    return this.db
      .prepare<[number], { last_bet_id: number; created_at: number }>(
        'SELECT last_bet_id, created_at FROM rebate_claims WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      )
      .get(userId);
  }

  rebateHistory(userId: number, limit: number): { amount_minor: number; created_at: number }[] {
    return this.db
      .prepare<[number, number], { amount_minor: number; created_at: number }>(
        'SELECT amount_minor, created_at FROM rebate_claims WHERE user_id = ? ORDER BY id DESC LIMIT ?',
      )
      .all(userId, limit);
  }

  insertRebate(
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

/** yyyyMMdd of an epoch-ms time (UTC). */
function dayStamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
}
