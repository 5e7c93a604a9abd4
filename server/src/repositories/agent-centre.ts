import type { Database } from 'better-sqlite3';

/**
 * Which levels below an agent a query reads: `min`…`max` depth of the closure table `user_tree`
 * (0 = the agent itself, 1 = direct downlines).
 */
export interface Depths {
  min: number;
  max: number;
}

/** Direct downlines only. */
export const DIRECT: Depths = { min: 1, max: 1 };
/** Every level below the agent, without the agent. */
export const BELOW: Depths = { min: 1, max: 1_000_000 };
/** A member and every level below it (the team of a downline, docs/contract-agent.md "Team"). */
export const WITH_SELF: Depths = { min: 0, max: 1_000_000 };

/** Bets, stakes and payouts (minor units). */
export interface BetSums {
  bets: number;
  stake: number;
  payout: number;
}

/** A downline as listed (minor units, epoch ms). */
export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  depth: number;
  is_agent: number;
  last_login_at: number | null;
  created_at: number;
  parent_username: string;
  balance: number;
  excluded: number;
}

/** Filters of the downline list. */
export interface DownlineFilter {
  level?: number;
  search?: string;
  status?: 'active' | 'excluded';
  /** One member only (the detail call). */
  userId?: number;
}

/** A team bet (minor units, epoch ms). */
export interface TeamBetRow {
  id: number;
  username: string;
  depth: number;
  vendor: string;
  game_name: string;
  stake_minor: number;
  payout_minor: number;
  created_at: number;
}

/** What a team-bet query reads: `[start, end)` epoch ms, a vendor, and optionally only some members. */
export interface TeamBetFilter {
  start: number;
  end: number;
  vendor?: string;
  /** Only these team members (a username search); undefined = the whole team. */
  userIds?: number[];
}

/** One downline's own figures in a range (minor units). */
export interface ProfitLossRow {
  user_id: number;
  username: string;
  depth: number;
  bets: number;
  stake: number;
  payout: number;
  deposits: number;
  withdrawals: number;
}

/** A MAIN-wallet ledger movement of a team member (minor units, epoch ms). */
export interface TeamMovementRow {
  entry_id: number;
  account_id: number;
  username: string;
  depth: number;
  kind: string;
  amount_minor: number;
  reference: string;
  transaction_id: number;
  created_at: number;
}

/** A credit the agent received (ledger kind, minor units, epoch ms). */
export interface IncomeEntry {
  kind: string;
  amount_minor: number;
  created_at: number;
}

/** Ledger kinds of the agent's income (docs/contract-agent.md `GET /wps/agent/income`). */
export const INCOME_KINDS = ['agentWage', 'agentDividend', 'rebate'] as const;

/** 15 minutes, the slot of `team_bet_stats` (migration 007). */
export const SLOT_MS = 900_000;

// The kind of a MAIN-wallet entry as the member sees it; the sign tells the direction.
const MOVEMENT_KIND = `CASE tx.kind
    WHEN 'transfer' THEN CASE WHEN e.amount_minor < 0 THEN 'transferOut' ELSE 'transferIn' END
    WHEN 'bet' THEN CASE WHEN e.amount_minor < 0 THEN 'bet' ELSE 'payout' END
    WHEN 'demo_credit' THEN 'deposit'
    WHEN 'upline' THEN CASE WHEN e.amount_minor < 0 THEN 'upline' ELSE 'fromDownline' END
    WHEN 'downlineTransfer' THEN CASE WHEN e.amount_minor < 0 THEN 'toDownline' ELSE 'fromUpline' END
    ELSE tx.kind END`;

// The game of a bet: its game_id, or (in-house rounds) the vendor's game with the bet's code.
const GAME_OF_BET = `COALESCE(b.game_id, (SELECT g2.id FROM games g2 JOIN vendors v2 ON v2.id = g2.vendor_id
    WHERE v2.code = b.vendor AND g2.game_code = b.game))`;

function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Param = string | number;

/**
 * The SQL of the agent centre (docs/contract-agent.md): teams through the closure table
 * `user_tree`, bet sums through `team_bet_stats` (both kept by the triggers of migration 007),
 * deposits, withdrawals and ledger movements of a team. Read only, except the agent's own
 * affiliate code.
 */
export class AgentCentreRepository {
  constructor(private readonly db: Database) {}

  /** Members of the agent's team at `depths`. */
  teamSize(agentId: number, depths: Depths): number {
    return (
      this.db
        .prepare<[number, number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM user_tree WHERE ancestor_id = ? AND depth BETWEEN ? AND ?',
        )
        .get(agentId, depths.min, depths.max)?.n ?? 0
    );
  }

  /** Members of the team at `depths` registered in `[start, end)`. */
  newMembers(agentId: number, depths: Depths, start: number, end: number): number {
    return (
      this.db
        .prepare<[number, number, number, number, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM user_tree t JOIN users u ON u.id = t.descendant_id
            WHERE t.ancestor_id = ? AND t.depth BETWEEN ? AND ? AND u.created_at >= ? AND u.created_at < ?`,
        )
        .get(agentId, depths.min, depths.max, start, end)?.n ?? 0
    );
  }

  /** Members of the team at `depths` with at least one bet in `[start, end)`. */
  activeMembers(agentId: number, depths: Depths, start: number, end: number): number {
    return (
      this.db
        .prepare<[number, number, number, number, number], { n: number }>(
          `SELECT COUNT(*) AS n FROM user_tree t
            WHERE t.ancestor_id = ? AND t.depth BETWEEN ? AND ?
              AND EXISTS (SELECT 1 FROM bets b WHERE b.user_id = t.descendant_id AND b.created_at >= ? AND b.created_at < ?)`,
        )
        .get(agentId, depths.min, depths.max, start, end)?.n ?? 0
    );
  }

  /**
   * Approved deposits (by decision time) and withdrawals not rejected (by request time) of the
   * team at `depths` in `[start, end)`, minor units.
   */
  cashflow(
    agentId: number,
    depths: Depths,
    start: number,
    end: number,
  ): { deposits: number; withdrawals: number } {
    const p = [agentId, depths.min, depths.max, start, end] as const;
    const deposits =
      this.db
        .prepare<[number, number, number, number, number], { s: number }>(
          `SELECT COALESCE(SUM(d.amount_minor), 0) AS s FROM user_tree t
             CROSS JOIN deposit_orders d ON d.user_id = t.descendant_id AND d.status = 'approved'
            WHERE t.ancestor_id = ? AND t.depth BETWEEN ? AND ? AND d.decided_at >= ? AND d.decided_at < ?`,
        )
        .get(...p)?.s ?? 0;
    const withdrawals =
      this.db
        .prepare<[number, number, number, number, number], { s: number }>(
          `SELECT COALESCE(SUM(w.amount_minor), 0) AS s FROM user_tree t
             CROSS JOIN withdraw_orders w ON w.user_id = t.descendant_id
            WHERE t.ancestor_id = ? AND t.depth BETWEEN ? AND ? AND w.created_at >= ? AND w.created_at < ?
              AND w.status <> 'rejected'`,
        )
        .get(...p)?.s ?? 0;
    return { deposits, withdrawals };
  }

  /**
   * Bets of the agent's team (`direct`: direct downlines only; else every level below) in
   * `[start, end)` from the 15-minute sums; `start` and `end` must be multiples of
   * {@link SLOT_MS} (any time zone's midnight is), else the raw bets are read.
   */
  teamBetSums(agentId: number, direct: boolean, f: TeamBetFilter): BetSums {
    if (f.userIds !== undefined || f.start % SLOT_MS !== 0 || f.end % SLOT_MS !== 0)
      return this.rawBetSums(agentId, direct ? DIRECT : BELOW, f);
    const params: Param[] = [agentId, direct ? 1 : 0, f.start / SLOT_MS, f.end / SLOT_MS];
    let sql = `SELECT COALESCE(SUM(bets), 0) AS bets, COALESCE(SUM(stake_minor), 0) AS stake,
        COALESCE(SUM(payout_minor), 0) AS payout
      FROM team_bet_stats WHERE ancestor_id = ? AND direct = ? AND slot >= ? AND slot < ?`;
    if (f.vendor) {
      sql += ' AND vendor = ? COLLATE NOCASE';
      params.push(f.vendor);
    }
    return this.db.prepare<Param[], BetSums>(sql).get(...params) ?? { bets: 0, stake: 0, payout: 0 };
  }

  /** Bets of the team at `depths` in `[start, end)` summed from the bets themselves. */
  rawBetSums(agentId: number, depths: Depths, f: TeamBetFilter): BetSums {
    const { sql, params } = this.teamBetFrom(agentId, depths, f);
    return (
      this.db
        .prepare<Param[], BetSums>(
          `SELECT COUNT(*) AS bets, COALESCE(SUM(b.stake_minor), 0) AS stake, COALESCE(SUM(b.payout_minor), 0) AS payout ${sql}`,
        )
        .get(...params) ?? { bets: 0, stake: 0, payout: 0 }
    );
  }

  /** FROM/WHERE of a team's bets driven by the team's members (closure row, then their bets). */
  private teamBetFrom(agentId: number, depths: Depths, f: TeamBetFilter): { sql: string; params: Param[] } {
    let sql = `FROM user_tree t CROSS JOIN bets b ON b.user_id = t.descendant_id
      WHERE t.ancestor_id = ? AND t.depth BETWEEN ? AND ? AND b.created_at >= ? AND b.created_at < ?`;
    const params: Param[] = [agentId, depths.min, depths.max, f.start, f.end];
    if (f.userIds !== undefined) {
      sql += ' AND t.descendant_id IN (SELECT value FROM json_each(?))';
      params.push(JSON.stringify(f.userIds));
    }
    if (f.vendor) {
      sql += ' AND b.vendor = ? COLLATE NOCASE';
      params.push(f.vendor);
    }
    return { sql, params };
  }

  /**
   * One page of the team's bets (every level below the agent), newest first. `byTime` reads the
   * bets by time and keeps the team's (fast when the team places most of the bets of the range);
   * otherwise the team's members are read first and their bets sorted (fast for a small team).
   */
  teamBetPage(
    agentId: number,
    f: TeamBetFilter,
    limit: number,
    offset: number,
    byTime: boolean,
  ): TeamBetRow[] {
    const select = `SELECT b.id, u.username, t.depth, b.vendor, COALESCE(g.game_name, b.game) AS game_name,
        b.stake_minor, b.payout_minor, b.created_at`;
    const tail = 'ORDER BY b.created_at DESC, b.id DESC LIMIT ? OFFSET ?';
    if (byTime) {
      let sql = `${select}
        FROM bets b INDEXED BY bets_created
        CROSS JOIN user_tree t ON t.ancestor_id = ? AND t.descendant_id = b.user_id AND t.depth >= 1
        JOIN users u ON u.id = b.user_id LEFT JOIN games g ON g.id = ${GAME_OF_BET}
        WHERE b.created_at >= ? AND b.created_at < ?`;
      const params: Param[] = [agentId, f.start, f.end];
      if (f.vendor) {
        sql += ' AND b.vendor = ? COLLATE NOCASE';
        params.push(f.vendor);
      }
      return this.db.prepare<Param[], TeamBetRow>(`${sql} ${tail}`).all(...params, limit, offset);
    }
    const { sql, params } = this.teamBetFrom(agentId, BELOW, f);
    const from = sql.replace(
      'WHERE',
      `JOIN users u ON u.id = b.user_id LEFT JOIN games g ON g.id = ${GAME_OF_BET} WHERE`,
    );
    return this.db.prepare<Param[], TeamBetRow>(`${select} ${from} ${tail}`).all(...params, limit, offset);
  }

  /**
   * Team members below the agent whose username contains `search` (case-insensitive), with level.
   */
  membersMatching(agentId: number, search: string): { id: number; depth: number }[] {
    return this.db
      .prepare<[number, string], { id: number; depth: number }>(
        `SELECT t.descendant_id AS id, t.depth FROM user_tree t JOIN users u ON u.id = t.descendant_id
          WHERE t.ancestor_id = ? AND t.depth >= 1 AND u.username LIKE ? ESCAPE '\\'`,
      )
      .all(agentId, `%${likeEscape(search)}%`);
  }

  private downlineWhere(agentId: number, f: DownlineFilter, now: number): { sql: string; params: Param[] } {
    let sql = `FROM user_tree t JOIN users u ON u.id = t.descendant_id
        LEFT JOIN users p ON p.id = u.parent_id
        LEFT JOIN responsible_gaming rg ON rg.user_id = u.id
       WHERE t.ancestor_id = ? AND t.depth >= 1`;
    const params: Param[] = [agentId];
    if (f.userId !== undefined) {
      sql += ' AND t.descendant_id = ?';
      params.push(f.userId);
    }
    if (f.level !== undefined) {
      sql += ' AND t.depth = ?';
      params.push(f.level);
    }
    if (f.search) {
      sql += " AND u.username LIKE ? ESCAPE '\\'";
      params.push(`%${likeEscape(f.search)}%`);
    }
    const excluded = `(rg.exclusion_kind IS NOT NULL AND rg.excluded_at IS NOT NULL
        AND (rg.excluded_until IS NULL OR rg.excluded_until > ${Math.trunc(now)}))`;
    if (f.status === 'excluded') sql += ` AND ${excluded}`;
    if (f.status === 'active') sql += ` AND NOT ${excluded}`;
    return { sql, params };
  }

  /** One page of the agent's downlines (by level, then newest registration), and how many match. */
  downlinePage(
    agentId: number,
    f: DownlineFilter,
    now: number,
    limit: number,
    offset: number,
  ): { rows: DownlineRow[]; total: number } {
    const { sql, params } = this.downlineWhere(agentId, f, now);
    const cutoff = Math.trunc(now);
    const rows = this.db
      .prepare<Param[], DownlineRow>(
        `SELECT u.id, u.username, u.nickname, t.depth, u.is_agent, u.last_login_at, u.created_at,
                COALESCE(p.username, '') AS parent_username,
                COALESCE((SELECT SUM(e.amount_minor) FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
                           WHERE a.user_id = u.id AND a.wallet = 'MAIN' AND a.kind = 'member'), 0) AS balance,
                CASE WHEN rg.exclusion_kind IS NOT NULL AND rg.excluded_at IS NOT NULL
                      AND (rg.excluded_until IS NULL OR rg.excluded_until > ${cutoff}) THEN 1 ELSE 0 END AS excluded
           ${sql} ORDER BY t.depth, u.created_at DESC, u.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    const total =
      this.db.prepare<Param[], { n: number }>(`SELECT COUNT(*) AS n ${sql}`).get(...params)?.n ?? 0;
    return { rows, total };
  }

  /**
   * Offered and accepted contracts held by these members as downlines (the contracts table of
   * issue 9, when present), by member id.
   */
  contractsOf(userIds: number[]): Map<number, { kind: string; status: string }[]> {
    const found = new Map<number, { kind: string; status: string }[]>();
    if (userIds.length === 0 || !this.hasContracts()) return found;
    const rows = this.db
      .prepare<[string], { downline_id: number; kind: string; status: string }>(
        `SELECT downline_id, kind, status FROM contracts
          WHERE downline_id IN (SELECT value FROM json_each(?)) AND status IN ('offered', 'accepted')
          ORDER BY downline_id, kind, status`,
      )
      .all(JSON.stringify(userIds));
    for (const r of rows) {
      const list = found.get(r.downline_id) ?? [];
      list.push({ kind: r.kind, status: r.status });
      found.set(r.downline_id, list);
    }
    return found;
  }

  private contractsTable: boolean | undefined;

  private hasContracts(): boolean {
    if (this.contractsTable) return true;
    const cols = this.db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('contracts')")
      .all()
      .map((c) => c.name);
    this.contractsTable = ['downline_id', 'kind', 'status'].every((c) => cols.includes(c));
    return this.contractsTable;
  }

  /**
   * The team's members below the agent with activity in `[start, end)` (bets, approved deposits or
   * withdrawals not rejected), each with its own figures; `userIds` narrows to some members.
   */
  profitLossRows(agentId: number, start: number, end: number, userIds?: number[]): ProfitLossRow[] {
    const only = userIds === undefined ? '' : ' AND t.descendant_id IN (SELECT value FROM json_each(?))';
    const params: Param[] = [agentId];
    if (userIds !== undefined) params.push(JSON.stringify(userIds));
    params.push(start, end, start, end, start, end);
    return this.db
      .prepare<Param[], ProfitLossRow>(
        `WITH team AS MATERIALIZED (
           SELECT t.descendant_id AS user_id, t.depth FROM user_tree t
            WHERE t.ancestor_id = ? AND t.depth >= 1${only}),
         bs AS (SELECT team.user_id, COUNT(*) AS bets, SUM(b.stake_minor) AS stake, SUM(b.payout_minor) AS payout
                  FROM team CROSS JOIN bets b ON b.user_id = team.user_id
                 WHERE b.created_at >= ? AND b.created_at < ? GROUP BY team.user_id),
         ds AS (SELECT team.user_id, SUM(d.amount_minor) AS deposits
                  FROM team CROSS JOIN deposit_orders d ON d.user_id = team.user_id AND d.status = 'approved'
                 WHERE d.decided_at >= ? AND d.decided_at < ? GROUP BY team.user_id),
         ws AS (SELECT team.user_id, SUM(w.amount_minor) AS withdrawals
                  FROM team CROSS JOIN withdraw_orders w ON w.user_id = team.user_id
                 WHERE w.created_at >= ? AND w.created_at < ? AND w.status <> 'rejected' GROUP BY team.user_id)
         SELECT team.user_id, u.username, team.depth, COALESCE(bs.bets, 0) AS bets, COALESCE(bs.stake, 0) AS stake,
                COALESCE(bs.payout, 0) AS payout, COALESCE(ds.deposits, 0) AS deposits,
                COALESCE(ws.withdrawals, 0) AS withdrawals
           FROM team JOIN users u ON u.id = team.user_id
           LEFT JOIN bs ON bs.user_id = team.user_id
           LEFT JOIN ds ON ds.user_id = team.user_id
           LEFT JOIN ws ON ws.user_id = team.user_id
          WHERE bs.user_id IS NOT NULL OR ds.user_id IS NOT NULL OR ws.user_id IS NOT NULL`,
      )
      .all(...params);
  }

  private movementsBase(
    agentId: number,
    start: number,
    end: number,
    userIds: number[] | undefined,
    kind: string | undefined,
  ): { sql: string; params: Param[] } {
    const only = userIds === undefined ? '' : ' AND t.descendant_id IN (SELECT value FROM json_each(?))';
    const params: Param[] = [start, end, agentId];
    if (userIds !== undefined) params.push(JSON.stringify(userIds));
    if (kind !== undefined) params.push(kind);
    const sql = `WITH m AS (
        SELECT e.id AS entry_id, e.account_id, u.username, t.depth, ${MOVEMENT_KIND} AS kind, e.amount_minor,
               tx.reference, tx.id AS transaction_id, e.created_at
          FROM user_tree t
          CROSS JOIN accounts a ON a.user_id = t.descendant_id AND a.wallet = 'MAIN' AND a.kind = 'member'
          CROSS JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= ? AND e.created_at < ?
          JOIN ledger_transactions tx ON tx.id = e.transaction_id
          JOIN users u ON u.id = t.descendant_id
         WHERE t.ancestor_id = ? AND t.depth >= 1${only})
      SELECT * FROM m${kind === undefined ? '' : ' WHERE kind = ?'}`;
    return { sql, params };
  }

  /**
   * One page of the MAIN-wallet movements of the team below the agent in `[start, end)` (newest
   * first), the count and the sums of credits (`in`) and debits (`out`, ≤ 0), minor units.
   */
  movementPage(
    agentId: number,
    f: { start: number; end: number; userIds?: number[]; kind?: string },
    limit: number,
    offset: number,
  ): { rows: TeamMovementRow[]; total: number; in: number; out: number } {
    const { sql, params } = this.movementsBase(agentId, f.start, f.end, f.userIds, f.kind);
    const rows = this.db
      .prepare<Param[], TeamMovementRow>(`${sql} ORDER BY created_at DESC, entry_id DESC LIMIT ? OFFSET ?`)
      .all(...params, limit, offset);
    const sums = this.db
      .prepare<Param[], { n: number; inSum: number; outSum: number }>(
        `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount_minor > 0 THEN amount_minor END), 0) AS inSum,
                COALESCE(SUM(CASE WHEN amount_minor < 0 THEN amount_minor END), 0) AS outSum FROM (${sql})`,
      )
      .get(...params) ?? { n: 0, inSum: 0, outSum: 0 };
    return { rows, total: sums.n, in: sums.inSum, out: sums.outSum };
  }

  /** The balance of an account after entry `entryId` (entries in id order), minor units. */
  balanceAfter(accountId: number, entryId: number): number {
    return (
      this.db
        .prepare<[number, number], { s: number }>(
          'SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger_entries WHERE account_id = ? AND id <= ?',
        )
        .get(accountId, entryId)?.s ?? 0
    );
  }

  /** Credits of {@link INCOME_KINDS} to the member's MAIN wallet in `[start, end)`. */
  incomeEntries(userId: number, start: number, end: number): IncomeEntry[] {
    return this.db
      .prepare<[number, number, number], IncomeEntry>(
        `SELECT tx.kind, e.amount_minor, e.created_at
           FROM accounts a CROSS JOIN ledger_entries e ON e.account_id = a.id
           JOIN ledger_transactions tx ON tx.id = e.transaction_id
          WHERE a.user_id = ? AND a.kind = 'member' AND a.wallet = 'MAIN'
            AND e.created_at >= ? AND e.created_at < ? AND e.amount_minor > 0
            AND tx.kind IN ('agentWage', 'agentDividend', 'rebate')
          ORDER BY e.created_at`,
      )
      .all(userId, start, end);
  }

  /** Sets the agent's affiliate code when it has none. @returns false when another member holds the code. */
  setAffiliateCode(userId: number, code: string): boolean {
    try {
      this.db
        .prepare<[string, number]>(
          'UPDATE users SET affiliate_code = ? WHERE id = ? AND affiliate_code IS NULL',
        )
        .run(code, userId);
      return true;
    } catch (error) {
      if (error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT'))
        return false;
      throw error;
    }
  }
}
