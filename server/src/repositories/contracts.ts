import type { Database } from 'better-sqlite3';
import type { ContractKind } from '../../../schemas/generated/api.ts';

/** Contract statuses (docs/contract-agent.md `Contract.status`). */
export type ContractStatus = 'offered' | 'accepted' | 'rejected' | 'terminated' | 'superseded';

/** Why a contract ended. */
export type ContractEndReason = 'terminatedByUpline' | 'terminatedByDownline' | 'lowerRate' | 'replaced';

/** History actions. */
export type ContractHistoryAction =
  'offered' | 'accepted' | 'rejected' | 'terminated' | 'terminatedByLowerRate' | 'superseded';

/** A `contracts` row with both parties' usernames. Times epoch ms; `terms` is the JSON text. */
export interface ContractRow {
  id: number;
  version: number;
  kind: ContractKind;
  terms: string;
  status: ContractStatus;
  upline_id: number;
  upline_username: string;
  downline_id: number;
  downline_username: string;
  offered_at: number;
  decided_at: number | null;
  accepted_at: number | null;
  ended_at: number | null;
  end_reason: ContractEndReason | null;
}

/** A `contract_history` row with the actor's username (null = the system). */
export interface ContractHistoryRow {
  action: ContractHistoryAction;
  by_username: string | null;
  at: number;
  note: string | null;
}

/** A `settlements` row with the parties' usernames. Money in minor units, times epoch ms. */
export interface SettlementRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  period_key: string;
  period_start: number;
  period_end: number;
  upline_id: number;
  upline_username: string;
  downline_id: number;
  downline_username: string;
  team_valid_bet_minor: number;
  active_members: number;
  profit_loss_minor: number;
  tier_index: number | null;
  rate: number | null;
  amount_minor: number;
  paid_minor: number;
  status: 'paid' | 'partlyPaid' | 'insufficient' | 'notReached';
  payer: 'platform' | 'upline';
  /** JSON of the dividend lines ([] for wages). */
  lines: string;
  last_bet_id: number;
  min_stake_minor: number;
  transaction_id: number | null;
  settled_at: number;
}

/** Fields of a new settlement. */
export type NewSettlement = Omit<
  SettlementRow,
  'id' | 'upline_id' | 'upline_username' | 'downline_id' | 'downline_username' | 'transaction_id'
>;

/** Which bets of a team count: a window, a stake floor and the last bet id seen. */
export interface BetWindow {
  /** The team's root (the contract's downline, or the agent previewing its own team). */
  rootId: number;
  startMs: number;
  /** Exclusive. */
  endMs: number;
  /** Only stakes ≥ this count (real-time `minSingleBet`), minor units. */
  minStakeMinor: number;
  /** Only bets with an id ≤ this count (what existed at settlement). */
  maxBetId: number;
}

/** A team's sums over a {@link BetWindow} (minor units). */
export interface TeamFigures {
  validBetMinor: number;
  payoutMinor: number;
  /** Members whose valid bets reach the threshold and who are not excluded at `exclusionAt`. */
  activeMembers: number;
  byGameKind: { gameKind: string; validBetMinor: number; netLossMinor: number }[];
}

/** A bet behind a settlement. */
export interface SettlementBetRow {
  id: number;
  username: string;
  game: string;
  vendor: string;
  stake_minor: number;
  payout_minor: number;
  created_at: number;
}

/** Filter of the settlements list. */
export interface SettlementFilter {
  userId: number;
  kind: ContractKind;
  fromMs?: number;
  toMs?: number;
  contractId?: number;
}

const CONTRACT_SELECT = `SELECT c.id, c.version, c.kind, c.terms, c.status, c.upline_id, up.username AS upline_username,
  c.downline_id, down.username AS downline_username, c.offered_at, c.decided_at, c.accepted_at, c.ended_at, c.end_reason
  FROM contracts c JOIN users up ON up.id = c.upline_id JOIN users down ON down.id = c.downline_id`;

const SETTLEMENT_SELECT = `SELECT s.*, c.upline_id, up.username AS upline_username, c.downline_id,
  down.username AS downline_username
  FROM settlements s JOIN contracts c ON c.id = s.contract_id
  JOIN users up ON up.id = c.upline_id JOIN users down ON down.id = c.downline_id`;

/** The team of `@rootId` (itself and every member below it). */
const TEAM_CTE = `WITH RECURSIVE team(id) AS (
  SELECT @rootId UNION ALL SELECT u.id FROM users u JOIN team t ON u.parent_id = t.id)`;

const WINDOW_WHERE = `b.user_id IN (SELECT id FROM team) AND b.created_at >= @startMs AND b.created_at < @endMs
  AND b.stake_minor >= @minStakeMinor AND b.id <= @maxBetId`;

/** Game kind of a bet: the vendor's game type; the in-house games are INHOUSE. */
const GAME_KIND = `CASE WHEN b.vendor = 'INHOUSE' THEN 'INHOUSE' ELSE COALESCE(v.game_type, b.vendor) END`;

/** All SQL on `contracts`, `contract_history` and `settlements`, and the team sums they need. */
export class ContractsRepository {
  constructor(private readonly db: Database) {}

  insertContract(row: {
    version: number;
    kind: ContractKind;
    terms: string;
    uplineId: number;
    downlineId: number;
    offeredAt: number;
  }): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO contracts (version, kind, terms, status, upline_id, downline_id, offered_at)
           VALUES (@version, @kind, @terms, 'offered', @uplineId, @downlineId, @offeredAt)`,
        )
        .run(row).lastInsertRowid,
    );
  }

  find(id: number): ContractRow | undefined {
    return this.db.prepare<[number], ContractRow>(`${CONTRACT_SELECT} WHERE c.id = ?`).get(id);
  }

  /** The pending offer to `downlineId` of `kind`, if any. */
  findOffered(downlineId: number, kind: ContractKind): ContractRow | undefined {
    return this.db
      .prepare<[number, string], ContractRow>(
        `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'offered'`,
      )
      .get(downlineId, kind);
  }

  /** The accepted contract of `downlineId` of `kind`, if any. */
  findAccepted(downlineId: number, kind: ContractKind): ContractRow | undefined {
    return this.db
      .prepare<[number, string], ContractRow>(
        `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = 'accepted'`,
      )
      .get(downlineId, kind);
  }

  /** The newest version number between this upline and downline for `kind` (0 when none). */
  lastVersion(uplineId: number, downlineId: number, kind: ContractKind): number {
    return (
      this.db
        .prepare<[number, number, string], { v: number | null }>(
          'SELECT MAX(version) AS v FROM contracts WHERE upline_id = ? AND downline_id = ? AND kind = ?',
        )
        .get(uplineId, downlineId, kind)?.v ?? 0
    );
  }

  /** Contracts `uplineId` gave of `kind` (newest first), optionally only some statuses. */
  givenBy(uplineId: number, kind: ContractKind, statuses?: readonly ContractStatus[]): ContractRow[] {
    const rows = this.db
      .prepare<[number, string], ContractRow>(
        `${CONTRACT_SELECT} WHERE c.upline_id = ? AND c.kind = ? ORDER BY c.id DESC`,
      )
      .all(uplineId, kind);
    return statuses ? rows.filter((r) => statuses.includes(r.status)) : rows;
  }

  /** Pending offers to `downlineId` (of `kind`, or of every kind), newest first. */
  offeredTo(downlineId: number, kind?: ContractKind): ContractRow[] {
    return this.db
      .prepare<[number], ContractRow>(
        `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.status = 'offered' ORDER BY c.id DESC`,
      )
      .all(downlineId)
      .filter((r) => kind === undefined || r.kind === kind);
  }

  /** Kinds of the contracts `userId` holds as downline (accepted). */
  acceptedKinds(userId: number): ContractKind[] {
    return this.db
      .prepare<[number], { kind: ContractKind }>(
        "SELECT DISTINCT kind FROM contracts WHERE downline_id = ? AND status = 'accepted'",
      )
      .all(userId)
      .map((r) => r.kind);
  }

  /** Sets the status and the times/reason given (the version is kept: rows are not re-offered). */
  update(
    id: number,
    change: {
      status: ContractStatus;
      decidedAt?: number;
      acceptedAt?: number;
      endedAt?: number;
      endReason?: ContractEndReason;
    },
  ): void {
    this.db
      .prepare(
        `UPDATE contracts SET status = @status, decided_at = COALESCE(@decidedAt, decided_at),
           accepted_at = COALESCE(@acceptedAt, accepted_at), ended_at = COALESCE(@endedAt, ended_at),
           end_reason = COALESCE(@endReason, end_reason) WHERE id = @id`,
      )
      .run({
        id,
        status: change.status,
        decidedAt: change.decidedAt ?? null,
        acceptedAt: change.acceptedAt ?? null,
        endedAt: change.endedAt ?? null,
        endReason: change.endReason ?? null,
      });
  }

  addHistory(
    contractId: number,
    action: ContractHistoryAction,
    byUserId: number | null,
    at: number,
    note: string | null = null,
  ): void {
    this.db
      .prepare<[number, string, number | null, number, string | null]>(
        'INSERT INTO contract_history (contract_id, action, by_user_id, at, note) VALUES (?, ?, ?, ?, ?)',
      )
      .run(contractId, action, byUserId, at, note);
  }

  history(contractId: number): ContractHistoryRow[] {
    return this.db
      .prepare<[number], ContractHistoryRow>(
        `SELECT h.action, u.username AS by_username, h.at, h.note FROM contract_history h
           LEFT JOIN users u ON u.id = h.by_user_id WHERE h.contract_id = ? ORDER BY h.id`,
      )
      .all(contractId);
  }

  /**
   * Contracts in force at `atMs` (accepted by then and not ended by then), of `kind` or all:
   * the ones whose period ending at `atMs` is settled.
   */
  inForce(atMs: number, kind?: ContractKind): ContractRow[] {
    return this.db
      .prepare<[number, number], ContractRow>(
        `${CONTRACT_SELECT} WHERE c.accepted_at IS NOT NULL AND c.accepted_at <= ?
           AND (c.ended_at IS NULL OR c.ended_at > ?) ORDER BY c.id`,
      )
      .all(atMs, atMs)
      .filter((r) => kind === undefined || r.kind === kind);
  }

  /** The highest bet id so far (0 when there is none). */
  maxBetId(): number {
    return this.db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM bets').get()?.id ?? 0;
  }

  /**
   * A team's sums over `window`: valid bet, payout, active members (valid bet ≥
   * `activeMinMinor`, no time-out or self-exclusion in force at `exclusionAt`) and the sums per game
   * kind.
   */
  teamFigures(window: BetWindow, activeMinMinor: number, exclusionAt: number): TeamFigures {
    const members = this.db
      .prepare<
        BetWindow & { exclusionAt: number },
        { user_id: number; stake: number; payout: number; excluded: number }
      >(
        `${TEAM_CTE}
         SELECT b.user_id, SUM(b.stake_minor) AS stake, SUM(b.payout_minor) AS payout,
           EXISTS (SELECT 1 FROM responsible_gaming r WHERE r.user_id = b.user_id
             AND r.exclusion_kind IS NOT NULL AND r.excluded_at <= @exclusionAt
             AND (r.excluded_until IS NULL OR r.excluded_until > @exclusionAt)) AS excluded
         FROM bets b WHERE ${WINDOW_WHERE} GROUP BY b.user_id`,
      )
      .all({ ...window, exclusionAt });
    const byGameKind = this.db
      .prepare<BetWindow, { gameKind: string; stake: number; payout: number }>(
        `${TEAM_CTE}
         SELECT ${GAME_KIND} AS gameKind, SUM(b.stake_minor) AS stake, SUM(b.payout_minor) AS payout
         FROM bets b LEFT JOIN vendors v ON v.code = b.vendor WHERE ${WINDOW_WHERE}
         GROUP BY gameKind ORDER BY gameKind`,
      )
      .all(window);
    return {
      validBetMinor: members.reduce((sum, m) => sum + m.stake, 0),
      payoutMinor: members.reduce((sum, m) => sum + m.payout, 0),
      activeMembers: members.filter((m) => m.stake >= activeMinMinor && m.excluded === 0).length,
      byGameKind: byGameKind.map((g) => ({
        gameKind: g.gameKind,
        validBetMinor: g.stake,
        netLossMinor: g.stake - g.payout,
      })),
    };
  }

  /** One page of the bets of `window`, newest first, and their count. */
  windowBets(window: BetWindow, limit: number, offset: number): { rows: SettlementBetRow[]; total: number } {
    const total =
      this.db
        .prepare<BetWindow, { n: number }>(
          `${TEAM_CTE} SELECT COUNT(*) AS n FROM bets b WHERE ${WINDOW_WHERE}`,
        )
        .get(window)?.n ?? 0;
    const rows = this.db
      .prepare<BetWindow & { limit: number; offset: number }, SettlementBetRow>(
        `${TEAM_CTE}
         SELECT b.id, u.username, b.game, b.vendor, b.stake_minor, b.payout_minor, b.created_at
         FROM bets b JOIN users u ON u.id = b.user_id WHERE ${WINDOW_WHERE}
         ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...window, limit, offset });
    return { rows, total };
  }

  findSettlement(contractId: number, periodKey: string): SettlementRow | undefined {
    return this.db
      .prepare<[number, string], SettlementRow>(
        `${SETTLEMENT_SELECT} WHERE s.contract_id = ? AND s.period_key = ?`,
      )
      .get(contractId, periodKey);
  }

  findSettlementById(id: number): SettlementRow | undefined {
    return this.db.prepare<[number], SettlementRow>(`${SETTLEMENT_SELECT} WHERE s.id = ?`).get(id);
  }

  insertSettlement(row: NewSettlement): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO settlements (contract_id, kind, period_key, period_start, period_end, team_valid_bet_minor,
             active_members, profit_loss_minor, tier_index, rate, amount_minor, paid_minor, status, payer, lines,
             last_bet_id, min_stake_minor, settled_at)
           VALUES (@contract_id, @kind, @period_key, @period_start, @period_end, @team_valid_bet_minor,
             @active_members, @profit_loss_minor, @tier_index, @rate, @amount_minor, @paid_minor, @status, @payer,
             @lines, @last_bet_id, @min_stake_minor, @settled_at)`,
        )
        .run(row).lastInsertRowid,
    );
  }

  setSettlementTransaction(id: number, transactionId: number): void {
    this.db
      .prepare<[number, number]>('UPDATE settlements SET transaction_id = ? WHERE id = ?')
      .run(transactionId, id);
  }

  /**
   * One page of the settlements where the member is the contract's downline or upline (newest
   * period first) and the totals of the whole filtered list (minor units).
   */
  listSettlements(
    filter: SettlementFilter,
    limit: number,
    offset: number,
  ): { rows: SettlementRow[]; total: number; amountMinor: number; paidMinor: number } {
    const where = `(c.downline_id = @userId OR c.upline_id = @userId) AND s.kind = @kind
      AND (@fromMs IS NULL OR s.period_start >= @fromMs) AND (@toMs IS NULL OR s.period_start < @toMs)
      AND (@contractId IS NULL OR s.contract_id = @contractId)`;
    const params = {
      userId: filter.userId,
      kind: filter.kind,
      fromMs: filter.fromMs ?? null,
      toMs: filter.toMs ?? null,
      contractId: filter.contractId ?? null,
    };
    const sums = this.db
      .prepare<typeof params, { n: number; amount: number; paid: number }>(
        `SELECT COUNT(*) AS n, COALESCE(SUM(s.amount_minor), 0) AS amount, COALESCE(SUM(s.paid_minor), 0) AS paid
           FROM settlements s JOIN contracts c ON c.id = s.contract_id WHERE ${where}`,
      )
      .get(params) ?? { n: 0, amount: 0, paid: 0 };
    const rows = this.db
      .prepare<typeof params & { limit: number; offset: number }, SettlementRow>(
        `${SETTLEMENT_SELECT} WHERE ${where} ORDER BY s.period_start DESC, s.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit, offset });
    return { rows, total: sums.n, amountMinor: sums.amount, paidMinor: sums.paid };
  }
}
