import type { Database } from 'better-sqlite3';

/** Status of a draw: open → locked (at lock_at) → drawn (results published). */
export type DrawStatus = 'open' | 'locked' | 'drawn';

/** A `lottery_draws` row (epoch ms; results is JSON prize → numbers). */
export interface DrawRow {
  id: number;
  game_code: string;
  station_code: string;
  draw_key: string;
  status: DrawStatus;
  lock_at: number;
  draw_at: number;
  server_seed: string;
  server_seed_hash: string;
  results: string | null;
  version: number;
  drawn_at: number | null;
  created_at: number;
}

/** A `lottery_bets` row joined with its draw's station and key (minor units, epoch ms). */
export interface LotteryBetRow {
  id: number;
  order_id: number;
  order_no: string;
  user_id: number;
  request_id: string;
  draw_id: number;
  game_code: string;
  prize_mode: string;
  bet_type: string;
  numbers: string;
  points: number;
  combos: number;
  cost_minor: number;
  odds: number;
  unit_price: number;
  point_value_minor: number;
  status: 'pending' | 'won' | 'lost';
  occurrences: number;
  payout_minor: number;
  shortfall_minor: number;
  settled_version: number;
  bet_row_id: number | null;
  created_at: number;
  settled_at: number | null;
  station_code: string;
  draw_key: string;
}

/** Fields of a new line (minor units). */
export interface NewLotteryBet {
  orderId: number;
  orderNo: string;
  userId: number;
  requestId: string;
  drawId: number;
  gameCode: string;
  prizeMode: string;
  betType: string;
  numbers: string;
  points: number;
  combos: number;
  costMinor: number;
  odds: number;
  unitPrice: number;
  pointValueMinor: number;
  createdAt: number;
}

/** How a line was settled under one draw version. */
export interface LineSettlement {
  status: 'won' | 'lost';
  occurrences: number;
  payoutMinor: number;
  shortfallMinor: number;
  version: number;
  betRowId: number | null;
  settledAt: number;
}

const BET_SELECT = `SELECT b.*, d.station_code, d.draw_key FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id`;

/** All SQL on `lottery_draws`, `lottery_orders` and `lottery_bets`. */
export class LotteryRepository {
  constructor(private readonly db: Database) {}

  /** Inserts a draw unless (game, station, key) exists; returns whether it was inserted. */
  insertDraw(d: {
    gameCode: string;
    stationCode: string;
    drawKey: string;
    status: DrawStatus;
    lockAt: number;
    drawAt: number;
    serverSeed: string;
    serverSeedHash: string;
    createdAt: number;
  }): boolean {
    return (
      this.db
        .prepare(
          `INSERT OR IGNORE INTO lottery_draws (game_code, station_code, draw_key, status, lock_at, draw_at, server_seed, server_seed_hash, created_at)
           VALUES (@gameCode, @stationCode, @drawKey, @status, @lockAt, @drawAt, @serverSeed, @serverSeedHash, @createdAt)`,
        )
        .run(d).changes === 1
    );
  }

  findDraw(id: number): DrawRow | undefined {
    return this.db.prepare<[number], DrawRow>('SELECT * FROM lottery_draws WHERE id = ?').get(id);
  }

  findDrawByKey(gameCode: string, stationCode: string, drawKey: string): DrawRow | undefined {
    return this.db
      .prepare<[string, string, string], DrawRow>(
        'SELECT * FROM lottery_draws WHERE game_code = ? AND station_code = ? AND draw_key = ?',
      )
      .get(gameCode, stationCode, drawKey);
  }

  /** The draws of one slot of a game (every station), by station. */
  slotDraws(gameCode: string, drawKey: string): DrawRow[] {
    return this.db
      .prepare<[string, string], DrawRow>(
        'SELECT * FROM lottery_draws WHERE game_code = ? AND draw_key = ? ORDER BY id',
      )
      .all(gameCode, drawKey);
  }

  /** Locks every open draw whose lock time has come; returns how many. */
  lockDue(now: number): number {
    return this.db
      .prepare<[number]>("UPDATE lottery_draws SET status = 'locked' WHERE status = 'open' AND lock_at <= ?")
      .run(now).changes;
  }

  /** Draws not yet drawn whose draw time has come, oldest first. */
  dueDraws(now: number): DrawRow[] {
    return this.db
      .prepare<[number], DrawRow>(
        "SELECT * FROM lottery_draws WHERE status <> 'drawn' AND draw_at <= ? ORDER BY draw_at, id",
      )
      .all(now);
  }

  /** The earliest lock or draw time after `now` of a draw not yet drawn (the scheduler's next wake-up). */
  nextEventAfter(now: number): number | null {
    const row = this.db
      .prepare<[number, number], { at: number | null }>(
        `SELECT MIN(CASE WHEN status = 'open' AND lock_at > ? THEN lock_at ELSE draw_at END) AS at
           FROM lottery_draws WHERE status <> 'drawn' AND draw_at > ?`,
      )
      .get(now, now);
    return row?.at ?? null;
  }

  /** Publishes results (status drawn, version 1) when the draw is not drawn yet; returns whether it did. */
  publish(id: number, results: string, at: number): boolean {
    return (
      this.db
        .prepare<[string, number, number]>(
          "UPDATE lottery_draws SET status = 'drawn', results = ?, version = 1, drawn_at = ? WHERE id = ? AND status <> 'drawn'",
        )
        .run(results, at, id).changes === 1
    );
  }

  /** Replaces the results of a drawn draw still at `version` and moves it to version + 1; false when it moved on. */
  correct(id: number, results: string, version: number): boolean {
    return (
      this.db
        .prepare<[string, number, number, number]>(
          "UPDATE lottery_draws SET results = ?, version = ? WHERE id = ? AND status = 'drawn' AND version = ?",
        )
        .run(results, version + 1, id, version).changes === 1
    );
  }

  /** The last drawn draw of every station of a game, newest first. */
  lastDrawnPerStation(gameCode: string): DrawRow[] {
    return this.db
      .prepare<[string, string], DrawRow>(
        `SELECT * FROM lottery_draws d
          WHERE d.game_code = ? AND d.status = 'drawn'
            AND d.draw_at = (SELECT MAX(x.draw_at) FROM lottery_draws x
                              WHERE x.game_code = ? AND x.station_code = d.station_code AND x.status = 'drawn')
          ORDER BY d.draw_at DESC, d.id`,
      )
      .all(gameCode, gameCode);
  }

  /** A page of drawn draws of a game (one station when given), newest first, and the total. */
  drawnPage(
    gameCode: string,
    stationCode: string | undefined,
    limit: number,
    offset: number,
  ): { rows: DrawRow[]; total: number } {
    const where = `WHERE game_code = ? AND status = 'drawn'${stationCode ? ' AND station_code = ?' : ''}`;
    const params = stationCode ? [gameCode, stationCode] : [gameCode];
    const rows = this.db
      .prepare<(string | number)[], DrawRow>(
        `SELECT * FROM lottery_draws ${where} ORDER BY draw_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    const total =
      this.db
        .prepare<string[], { n: number }>(`SELECT COUNT(*) AS n FROM lottery_draws ${where}`)
        .get(...params)?.n ?? 0;
    return { rows, total };
  }

  /** The results (JSON) of the last `count` drawn draws of a game, newest first. */
  lastResults(gameCode: string, count: number): string[] {
    return this.db
      .prepare<[string, number], { results: string }>(
        `SELECT results FROM lottery_draws WHERE game_code = ? AND status = 'drawn' AND results IS NOT NULL
          ORDER BY draw_at DESC, id DESC LIMIT ?`,
      )
      .all(gameCode, count)
      .map((r) => r.results);
  }

  /** The highest order id (the next order number is derived from it inside the same transaction). */
  lastOrderId(): number {
    return (
      this.db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM lottery_orders').get()?.id ?? 0
    );
  }

  insertOrder(o: {
    id: number;
    orderNo: string;
    userId: number;
    requestId: string;
    drawId: number;
    prizeMode: string;
    costMinor: number;
    transactionId: number;
    createdAt: number;
  }): void {
    this.db
      .prepare(
        `INSERT INTO lottery_orders (id, order_no, user_id, request_id, draw_id, prize_mode, cost_minor, transaction_id, created_at)
         VALUES (@id, @orderNo, @userId, @requestId, @drawId, @prizeMode, @costMinor, @transactionId, @createdAt)`,
      )
      .run(o);
  }

  /** The ledger transaction of an order's cost. */
  orderTransactionId(orderId: number): number | undefined {
    return this.db
      .prepare<[number], { transaction_id: number }>('SELECT transaction_id FROM lottery_orders WHERE id = ?')
      .get(orderId)?.transaction_id;
  }

  /** @returns the line id. */
  insertBet(b: NewLotteryBet): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO lottery_bets (order_id, order_no, user_id, request_id, draw_id, game_code, prize_mode, bet_type, numbers, points, combos, cost_minor, odds, unit_price, point_value_minor, status, created_at)
           VALUES (@orderId, @orderNo, @userId, @requestId, @drawId, @gameCode, @prizeMode, @betType, @numbers, @points, @combos, @costMinor, @odds, @unitPrice, @pointValueMinor, 'pending', @createdAt)`,
        )
        .run(b).lastInsertRowid,
    );
  }

  /** Lines of a draw not yet settled under `version`, in placing order. */
  unsettledBets(drawId: number, version: number): LotteryBetRow[] {
    return this.db
      .prepare<[number, number], LotteryBetRow>(
        `${BET_SELECT} WHERE b.draw_id = ? AND b.settled_version < ? ORDER BY b.id`,
      )
      .all(drawId, version);
  }

  /** Records a line's settlement under a draw version. */
  settleBet(id: number, s: LineSettlement): void {
    this.db
      .prepare(
        `UPDATE lottery_bets SET status = @status, occurrences = @occurrences, payout_minor = @payoutMinor,
           shortfall_minor = @shortfallMinor, settled_version = @version, bet_row_id = @betRowId, settled_at = @settledAt
         WHERE id = @id`,
      )
      .run({ ...s, id });
  }

  /** The lines of one order, in line order. */
  orderBets(orderId: number): LotteryBetRow[] {
    return this.db
      .prepare<[number], LotteryBetRow>(`${BET_SELECT} WHERE b.order_id = ? ORDER BY b.id`)
      .all(orderId);
  }

  findBet(id: number): LotteryBetRow | undefined {
    return this.db.prepare<[number], LotteryBetRow>(`${BET_SELECT} WHERE b.id = ?`).get(id);
  }

  /** A page of the member's lines (newest first), filtered by game and status, and the total. */
  betPage(
    userId: number,
    f: { gameCode?: string; status?: string },
    limit: number,
    offset: number,
  ): { rows: LotteryBetRow[]; total: number } {
    let where = 'WHERE b.user_id = ?';
    const params: (string | number)[] = [userId];
    if (f.gameCode) {
      where += ' AND b.game_code = ?';
      params.push(f.gameCode);
    }
    if (f.status) {
      where += ' AND b.status = ?';
      params.push(f.status);
    }
    const rows = this.db
      .prepare<(string | number)[], LotteryBetRow>(
        `${BET_SELECT} ${where} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, limit, offset);
    const total =
      this.db
        .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM lottery_bets b ${where}`)
        .get(...params)?.n ?? 0;
    return { rows, total };
  }

  /** Games the member bet on, the most recently bet first, with the time of the last bet. */
  recentGames(userId: number, limit: number): { game_code: string; last: number }[] {
    return this.db
      .prepare<[number, number], { game_code: string; last: number }>(
        `SELECT game_code, MAX(created_at) AS last FROM lottery_bets WHERE user_id = ?
          GROUP BY game_code ORDER BY last DESC LIMIT ?`,
      )
      .all(userId, limit);
  }

  /** Lines placed per game since `from` (epoch ms). */
  betsPerGameSince(from: number): Map<string, number> {
    return new Map(
      this.db
        .prepare<[number], { game_code: string; n: number }>(
          'SELECT game_code, COUNT(*) AS n FROM lottery_bets WHERE created_at >= ? GROUP BY game_code',
        )
        .all(from)
        .map((r) => [r.game_code, r.n]),
    );
  }

  /** The catalogue game id of a vendor's game code (the betting record's game name), if seeded. */
  catalogueGameId(vendor: string, gameCode: string): number | null {
    return (
      this.db
        .prepare<[string, string], { id: number }>(
          'SELECT g.id FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = ? AND g.game_code = ?',
        )
        .get(vendor, gameCode)?.id ?? null
    );
  }

  /** Sets the payout of a `bets` row (a correction re-settled its line; the trigger updates team sums). */
  setBetPayout(betRowId: number, payoutMinor: number): void {
    this.db
      .prepare<[number, number]>('UPDATE bets SET payout_minor = ? WHERE id = ?')
      .run(payoutMinor, betRowId);
  }

  /** Whether any lottery draw exists (the seed runs once). */
  hasDraws(): boolean {
    return this.db.prepare('SELECT 1 FROM lottery_draws LIMIT 1').get() !== undefined;
  }
}
