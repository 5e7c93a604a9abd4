import type { Scheduler, SchedulerClock } from './scheduler-clock.ts';
import { createHash, randomBytes } from 'node:crypto';
import {
  betTypeInfo,
  betTypesOf,
  checkLine,
  combos,
  drawRefOf,
  drawResults,
  lineCostMinor,
  lineWinMinor,
  loNumbers,
  occurrences,
  slotAt,
  type BetLine,
  type BetType,
  type BetTypeRule,
  type LineProblem,
  type OddsTable,
  type Results,
  type Slot,
  type Structure,
} from '../../../core/lottery/index.ts';
import type {
  BrandLottery,
  DevLotteryCorrectBody,
  DevLotteryDrawValue,
  LotteryBet,
  LotteryBetLine,
  LotteryBetRequest,
  LotteryBetsPage,
  LotteryBetsQuery,
  LotteryBetValue,
  LotteryDrawDetail,
  LotteryDrawPage,
  LotteryDrawSummary,
  LotteryGameList,
  LotteryGameRef,
  LotteryHistoryQuery,
  LotteryMenu,
  LotteryMenuGame,
  LotteryMenuQuery,
  LotteryNumberStats,
  LotteryOpenedGame,
  LotteryPopular,
  LotteryPopularQuery,
  LotteryPrizeMode,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { Database } from 'better-sqlite3';
import { AppError, fail, invalid } from '../errors.ts';
import type { DrawRow, LotteryBetRow, LotteryRepository } from '../repositories/lottery.ts';
import { orderReference } from '../repositories/order-references.ts';
import type { PlayRepository } from '../repositories/play.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { pageOffset, toPage } from './paging.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/** A game of brand lottery.json. */
export type LotteryGame = BrandLottery['games'][number];

/** Vendor of a lottery game's rows in `bets` (betting record, rebates, agent reports). */
export function lotteryVendorOf(game: Pick<LotteryGame, 'gameType'>): 'VNLOTT' | 'LOTUSLOTT' {
  return game.gameType === 'LOTT' ? 'VNLOTT' : 'LOTUSLOTT';
}

/** Ledger kinds of the lottery (docs/contract-lottery.md "Money and records"). */
export const LOTTERY_KINDS = {
  bet: 'lotteryBet',
  win: 'lotteryWin',
  reversal: 'lotteryReversal',
} as const;

/** Most lines of one order. */
const MAX_LINES = 20;
/** Games listed by GET /lgw/vn/games/game_menu/recent. */
const RECENT_GAMES = 10;
/** Window of GET /lgw/vn/games/popular, ms. */
const POPULAR_WINDOW_MS = 7 * 86_400_000;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A draw whose results are computed, ready to be published (seed and dev draws). */
export interface ComputedDraw {
  draw: DrawRow;
  results: Results;
}

/**
 * The lottery (docs/contract-lottery.md; spec §1 lottery, §3 prize modes, §7 calls): draws on the
 * brand schedule with a committed seed hash (32 random bytes hex; SHA-256 published while open,
 * the seed revealed with the results), bets placed through the double-entry ledger (kind
 * `lotteryBet`, one transaction per order, idempotent by requestId), settlement when results are
 * published (kind `lotteryWin`, idempotent per draw and version), corrections with
 * `lotteryReversal`, and the read calls (menus, opened draws, results history, VN numbers stats,
 * popular, recent, my bets). The rules of lines, costs, wins and draws are `core/lottery/`.
 */
export class LotteryService {
  constructor(
    private readonly d: {
      db: Database;
      repo: LotteryRepository;
      play: PlayRepository;
      users: UsersRepository;
      wallet: WalletService;
      brand: BrandStore;
      now: () => number;
      /** Refuses members who may not play (must change password, time-out, self-exclusion). */
      playGuard?: (userId: number) => void;
    },
  ) {}

  private get cfg(): BrandLottery {
    return this.d.brand.current().lottery;
  }

  /** The brand's IANA time zone (site.json `timeZone`, default UTC): draw times are local to it. */
  get timeZone(): string {
    return this.d.brand.current().site.timeZone ?? 'UTC';
  }

  /** The brand's lottery games, in menu order. */
  games(): readonly LotteryGame[] {
    return this.cfg.games;
  }

  /** The brand game `gameCode`, or undefined. */
  game(gameCode: string): LotteryGame | undefined {
    return this.cfg.games.find((g) => g.gameCode === gameCode);
  }

  private requireGame(gameCode: string): LotteryGame {
    const game = this.game(gameCode);
    if (!game) throw fail('GAME_NOT_FOUND', `No lottery game ${gameCode}`);
    return game;
  }

  /** The prize structure of a game (brand `structures`). */
  structureOf(game: LotteryGame): Structure {
    return this.cfg.structures[game.structure];
  }

  private odds(mode: LotteryPrizeMode, game: LotteryGame): OddsTable {
    return this.cfg.prizeModes[mode][game.structure];
  }

  private mode(requested: LotteryPrizeMode | undefined): LotteryPrizeMode {
    return requested ?? this.cfg.defaultPrizeMode;
  }

  private stationName(code: string): string {
    return this.cfg.stations[code] ?? code;
  }

  /** The brand's point value in minor units. */
  get pointValueMinor(): number {
    return this.d.wallet.toMinor(this.cfg.pointValue);
  }

  private ref(game: LotteryGame): LotteryGameRef {
    return {
      gameCode: game.gameCode,
      gameType: game.gameType,
      labelName: game.labelName,
      groupCode: game.groupCode,
      structure: game.structure,
    };
  }

  // ---- draws ---------------------------------------------------------------------------------

  /** Creates the draws of `slot` not yet created (a random seed each; locked when created past the lock). */
  private openSlot(game: LotteryGame, slot: Slot, at: number, status?: 'open' | 'locked'): void {
    const existing = new Set(this.d.repo.slotDraws(game.gameCode, slot.drawKey).map((d) => d.station_code));
    for (const stationCode of slot.stationCodes) {
      if (existing.has(stationCode)) continue;
      const serverSeed = randomBytes(32).toString('hex');
      this.d.repo.insertDraw({
        gameCode: game.gameCode,
        stationCode,
        drawKey: slot.drawKey,
        status: status ?? (at >= slot.lockAt ? 'locked' : 'open'),
        lockAt: slot.lockAt,
        drawAt: slot.drawAt,
        serverSeed,
        serverSeedHash: sha256(serverSeed),
        createdAt: at,
      });
    }
  }

  /**
   * The slot a bet placed at `now` goes to, its draws created when missing: `slotAt(now)`, or the
   * next one when every draw of it was drawn early (the development draw route).
   */
  currentSlot(game: LotteryGame, now: number): { slot: Slot; draws: DrawRow[] } {
    let slot = slotAt(game.schedule, game.gameCode, this.timeZone, now);
    for (let i = 0; ; i++) {
      this.openSlot(game, slot, now);
      const draws = this.d.repo.slotDraws(game.gameCode, slot.drawKey);
      if (i >= 3 || draws.some((d) => d.status !== 'drawn')) return { slot, draws };
      slot = slotAt(game.schedule, game.gameCode, this.timeZone, slot.drawAt);
    }
  }

  /** Opens the current slot of every game and locks what is due, in one transaction. */
  private openAndLock(now: number): void {
    this.d.db.transaction(() => {
      for (const game of this.cfg.games) this.currentSlot(game, now);
      this.d.repo.lockDue(now);
    })();
  }

  /** Computes a draw's results from its seed (core/lottery drawResults). */
  async compute(draw: DrawRow): Promise<ComputedDraw | null> {
    const game = this.game(draw.game_code);
    if (!game) return null;
    const results = await drawResults(
      draw.server_seed,
      drawRefOf(draw.game_code, draw.station_code, draw.draw_key),
      this.structureOf(game),
    );
    return { draw, results };
  }

  /**
   * Publishes computed results (status drawn, version 1, drawn at `at`) and settles every line of
   * the draw, in one transaction. Does nothing when the draw was drawn meanwhile.
   * @returns whether it published.
   */
  publish(computed: ComputedDraw, at: number): boolean {
    return this.d.db.transaction(() => {
      if (!this.d.repo.publish(computed.draw.id, JSON.stringify(computed.results), at)) return false;
      this.settleDraw(computed.draw.id, at);
      return true;
    })();
  }

  /**
   * The scheduler's work at `now`: opens the current slot of every game, locks draws whose lock
   * time came, draws (and settles) every draw whose draw time came. Idempotent.
   * @returns the draws drawn now.
   */
  async runDue(now: number): Promise<number[]> {
    this.openAndLock(now);
    const drawn: number[] = [];
    for (const draw of this.d.repo.dueDraws(now)) {
      const computed = await this.compute(draw);
      if (computed && this.publish(computed, now)) drawn.push(draw.id);
    }
    if (drawn.length > 0) this.openAndLock(now);
    return drawn;
  }

  /** When the scheduler should run next: the next lock or draw time after `now` (null: none known). */
  nextEventAfter(now: number): number | null {
    return this.d.repo.nextEventAfter(now);
  }

  /**
   * `POST /dev/lottery/draw`: locks and draws now every draw of the game's current slot (or that
   * station's), settles, and opens the next slot.
   * @throws AppError `GAME_NOT_FOUND`; `DRAW_NOT_FOUND` when the station has no draw in the slot.
   */
  async drawNow(gameCode: string, stationCode?: string): Promise<DevLotteryDrawValue> {
    const game = this.requireGame(gameCode);
    const now = this.d.now();
    const { draws } = this.d.db.transaction(() => this.currentSlot(game, now))();
    const targets = draws.filter(
      (d) => d.status !== 'drawn' && (stationCode === undefined || d.station_code === stationCode),
    );
    if (targets.length === 0)
      throw fail('DRAW_NOT_FOUND', `No draw of ${stationCode ?? gameCode} to draw in ${gameCode}`);
    for (const draw of targets) {
      const computed = await this.compute(draw);
      if (computed) this.publish(computed, now);
    }
    this.openAndLock(now);
    return { drawn: targets.map((d) => this.detail(this.d.repo.findDraw(d.id) ?? d, now)) };
  }

  /**
   * `POST /dev/lottery/correct`: replaces one published number (version + 1) and re-settles every
   * line of the draw: a line whose win changes gets its new win and a reversal of the old one.
   * The same number again changes nothing.
   * @throws AppError `DRAW_NOT_FOUND` (no drawn draw with this id); 400 `VALIDATION` (a prize the
   *   structure has not, an index past its count, a number of the wrong length).
   */
  correct(body: DevLotteryCorrectBody): LotteryDrawDetail {
    const now = this.d.now();
    return this.d.db.transaction(() => {
      const draw = this.d.repo.findDraw(body.drawId);
      const game = draw && this.game(draw.game_code);
      if (!draw || !game || draw.status !== 'drawn' || draw.results === null)
        throw fail('DRAW_NOT_FOUND', 'No drawn draw with this id');
      const spec = this.structureOf(game).find((p) => p.prize === body.prize);
      if (!spec) throw invalid('body/prize', `is not a prize of the ${game.structure} structure`);
      if (body.index >= spec.count) throw invalid('body/index', `must be below ${spec.count}`);
      if (body.number.length !== spec.digits)
        throw invalid('body/number', `must have exactly ${spec.digits} digits`);
      const results = JSON.parse(draw.results) as Results;
      const numbers = [...(results[body.prize] ?? [])];
      if (numbers[body.index] === body.number) return this.detail(draw, now);
      numbers[body.index] = body.number;
      results[body.prize] = numbers;
      if (!this.d.repo.correct(draw.id, JSON.stringify(results), draw.version))
        throw fail('DRAW_NOT_FOUND', 'The draw changed meanwhile; try again');
      this.settleDraw(draw.id, now);
      const fresh = this.d.repo.findDraw(draw.id) ?? draw;
      return this.detail(fresh, now);
    })();
  }

  /**
   * Settles every line of a drawn draw not yet settled under its version (call inside a
   * transaction). First settlement: the win (if any) as a `lotteryWin` transaction, reference
   * `lottery:win:<betId>:v<version>`, and the line's row in `bets`. Re-settlement after a
   * correction, when the win changed: the new win, then a `lotteryReversal` taking back the old
   * one (reference `lottery:reversal:<betId>:v<version>`) down to a zero balance at most — the
   * rest is the line's shortfall —, and the `bets` row's payout updated.
   */
  private settleDraw(drawId: number, at: number): void {
    const draw = this.d.repo.findDraw(drawId);
    const game = draw && this.game(draw.game_code);
    if (!draw || !game || draw.status !== 'drawn' || draw.results === null) return;
    const results = JSON.parse(draw.results) as Results;
    const structure = this.structureOf(game);
    for (const bet of this.d.repo.unsettledBets(draw.id, draw.version))
      this.settleLine(bet, game, structure, results, draw.version, at);
  }

  private settleLine(
    bet: LotteryBetRow,
    game: LotteryGame,
    structure: Structure,
    results: Results,
    version: number,
    at: number,
  ): void {
    const { wallet, repo, play } = this.d;
    const line: BetLine = {
      betType: bet.bet_type as BetType,
      numbers: JSON.parse(bet.numbers) as string[],
      points: bet.points,
    };
    const rule: BetTypeRule = { unitPrice: bet.unit_price, odds: bet.odds, maxPoints: bet.points };
    const hits = occurrences(line, results, structure).reduce((sum, n) => sum + n, 0);
    const win = lineWinMinor(line, results, structure, rule, bet.point_value_minor);
    const memo = `${game.labelName} ${this.stationName(bet.station_code)} ${bet.draw_key} ${bet.bet_type}`;
    const move = (amountMinor: number, kind: string, what: string): number => {
      const key = `lottery:${what}:${bet.id}:v${version}`;
      return wallet.houseMoveWithin(
        bet.user_id,
        amountMinor,
        { kind, idempotencyKey: key, reference: key, memo },
        at,
      );
    };
    let betRowId = bet.bet_row_id;
    let shortfall = bet.shortfall_minor;
    if (bet.status === 'pending') {
      const winTx = win > 0 ? move(win, LOTTERY_KINDS.win, 'win') : null;
      const vendor = lotteryVendorOf(game);
      betRowId = play.insertBet({
        userId: bet.user_id,
        requestId: `lottery:${bet.id}`,
        game: bet.game_code,
        gameId: repo.catalogueGameId(vendor, bet.game_code),
        vendor,
        wallet: MAIN_WALLET,
        stakeMinor: bet.cost_minor,
        payoutMinor: win,
        transactionId: winTx ?? repo.orderTransactionId(bet.order_id) ?? 0,
        createdAt: at,
      });
    } else if (win !== bet.payout_minor) {
      if (win > 0) move(win, LOTTERY_KINDS.win, 'win');
      if (bet.payout_minor > 0) {
        const taken = Math.min(bet.payout_minor, wallet.balanceMinor(bet.user_id));
        if (taken > 0) move(-taken, LOTTERY_KINDS.reversal, 'reversal');
        shortfall += bet.payout_minor - taken;
      }
      if (betRowId !== null) repo.setBetPayout(betRowId, win);
    }
    repo.settleBet(bet.id, {
      status: win > 0 ? 'won' : 'lost',
      occurrences: hits,
      payoutMinor: win,
      shortfallMinor: shortfall,
      version,
      betRowId,
      settledAt: at,
    });
  }

  // ---- bets ----------------------------------------------------------------------------------

  private assertRealAccount(userId: number): void {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4)
      throw fail('TRIAL_ACCOUNT', 'Trial accounts cannot play games. Please register a real account.');
    this.d.playGuard?.(userId);
  }

  /**
   * `POST /lgw/vn/bets`: places 1–20 lines on one open draw. The cost (sum of the lines' costs)
   * leaves MAIN in one `lotteryBet` transaction (reference `lottery:<orderNo>`); one row per line.
   * Idempotent by requestId (a repeat returns the first answer, even after the lock).
   * @throws AppError 400 `VALIDATION` (no lines, requestId used by another call), `TRIAL_ACCOUNT`,
   *   `PASSWORD_CHANGE_REQUIRED` / `SELF_EXCLUDED` (play guard), `DRAW_NOT_FOUND`,
   *   `LOTTERY_CLOSED`, `LOTTERY_LINE` (value `{ lines: { index, problems }[] }`), `INSUFFICIENT_BALANCE`.
   */
  place(userId: number, req: LotteryBetRequest): LotteryBetValue {
    if (req.lines.length === 0 || req.lines.length > MAX_LINES)
      throw invalid('body/lines', `must hold 1–${MAX_LINES} lines`);
    this.assertRealAccount(userId);
    const mode = this.mode(req.prizeMode);
    return this.d.wallet.once(userId, req.requestId, 'lottery', () =>
      this.placeWithin(userId, req.requestId, req.drawId, mode, req.lines, this.d.now()),
    );
  }

  /**
   * Places an order at time `at` (call inside a transaction; the seed places past orders with it).
   * @throws as {@link place}.
   */
  placeWithin(
    userId: number,
    requestId: string,
    drawId: number,
    mode: LotteryPrizeMode,
    lines: LotteryBetLine[],
    at: number,
  ): LotteryBetValue {
    const { repo, wallet } = this.d;
    const draw = repo.findDraw(drawId);
    const game = draw && this.game(draw.game_code);
    if (!draw || !game) throw fail('DRAW_NOT_FOUND', 'This draw does not exist (any more)');
    if (draw.status !== 'open' || at >= draw.lock_at)
      throw fail('LOTTERY_CLOSED', 'Betting on this draw is closed');
    const structure = this.structureOf(game);
    const odds = this.odds(mode, game);
    const bad: { index: number; problems: LineProblem[] }[] = [];
    lines.forEach((line, index) => {
      const problems = checkLine(line, game.structure, odds);
      if (problems.length > 0) bad.push({ index, problems });
    });
    if (bad.length > 0)
      throw fail(
        'LOTTERY_LINE',
        `Some lines cannot be placed: ${bad.map((b) => `line ${b.index + 1} (${b.problems.map((p) => p.code).join(', ')})`).join('; ')}`,
        { lines: bad },
      );
    const pointValueMinor = this.pointValueMinor;
    const priced = lines.map((line) => {
      const rule = odds[line.betType] as BetTypeRule;
      return {
        line,
        rule,
        combos: combos(line.betType, structure),
        costMinor: lineCostMinor(line, structure, rule, pointValueMinor),
      };
    });
    if (priced.some((p) => p.costMinor <= 0 || !Number.isSafeInteger(p.costMinor)))
      throw new AppError('INTERNAL', 'The brand pricing gives a line no cost', { statusCode: 500 });
    const totalMinor = priced.reduce((sum, p) => sum + p.costMinor, 0);
    const orderId = repo.lastOrderId() + 1;
    const orderNo = orderReference('L', orderId, at);
    const transactionId = wallet.houseMoveWithin(
      userId,
      -totalMinor,
      {
        kind: LOTTERY_KINDS.bet,
        idempotencyKey: `lottery:${orderNo}`,
        reference: `lottery:${orderNo}`,
        memo: `${game.labelName} ${this.stationName(draw.station_code)} ${draw.draw_key}`,
      },
      at,
    );
    repo.insertOrder({
      id: orderId,
      orderNo,
      userId,
      requestId,
      drawId: draw.id,
      prizeMode: mode,
      costMinor: totalMinor,
      transactionId,
      createdAt: at,
    });
    for (const p of priced)
      repo.insertBet({
        orderId,
        orderNo,
        userId,
        requestId,
        drawId: draw.id,
        gameCode: game.gameCode,
        prizeMode: mode,
        betType: p.line.betType,
        numbers: JSON.stringify(p.line.numbers),
        points: p.line.points,
        combos: p.combos,
        costMinor: p.costMinor,
        odds: p.rule.odds,
        unitPrice: p.rule.unitPrice,
        pointValueMinor,
        createdAt: at,
      });
    return {
      orderNo,
      bets: repo.orderBets(orderId).map((b) => this.toBet(b)),
      costTotal: wallet.toMajor(totalMinor),
      balance: wallet.toMajor(wallet.balanceMinor(userId)),
    };
  }

  private toBet(b: LotteryBetRow): LotteryBet {
    const { wallet } = this.d;
    return {
      betId: b.id,
      orderNo: b.order_no,
      drawId: b.draw_id,
      gameCode: b.game_code,
      stationCode: b.station_code,
      drawKey: b.draw_key,
      prizeMode: b.prize_mode as LotteryPrizeMode,
      betType: b.bet_type as BetType,
      numbers: JSON.parse(b.numbers) as string[],
      points: b.points,
      combos: b.combos,
      cost: wallet.toMajor(b.cost_minor),
      odds: b.odds,
      status: b.status,
      occurrences: b.occurrences,
      payout: wallet.toMajor(b.payout_minor),
      createdAt: b.created_at,
      settledAt: b.settled_at,
    };
  }

  /** `GET /lgw/vn/bets`: the member's lines, newest first (game and status filters). */
  bets(userId: number, q: LotteryBetsQuery): LotteryBetsPage {
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = this.d.repo.betPage(
      userId,
      { gameCode: q.gameCode, status: q.status },
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    return toPage(
      rows.map((b) => this.toBet(b)),
      pageNo,
      pageSize,
      total,
    );
  }

  // ---- reads ---------------------------------------------------------------------------------

  private summary(d: DrawRow, now: number): LotteryDrawSummary {
    return {
      drawId: d.id,
      gameCode: d.game_code,
      stationCode: d.station_code,
      stationName: this.stationName(d.station_code),
      drawKey: d.draw_key,
      // The scheduler may lag a little behind the lock time: the clock decides.
      status: d.status === 'open' && now >= d.lock_at ? 'locked' : d.status,
      lockAt: d.lock_at,
      drawAt: d.draw_at,
      serverSeedHash: d.server_seed_hash,
    };
  }

  private detail(d: DrawRow, now: number): LotteryDrawDetail {
    const drawn = d.status === 'drawn';
    return {
      ...this.summary(d, now),
      results: drawn && d.results !== null ? (JSON.parse(d.results) as Record<string, string[]>) : null,
      serverSeed: drawn ? d.server_seed : null,
      version: d.version,
      drawnAt: d.drawn_at,
    };
  }

  /**
   * `GET /lgw/vn/games/game_menu`: the games (of one gameType when asked) by group, each with its
   * next draw, today's stations and the bet types of the prize mode (rule, combos, digits).
   */
  menu(q: LotteryMenuQuery): LotteryMenu {
    const mode = this.mode(q.prizeMode);
    const now = this.d.now();
    const groups = new Map<string, LotteryMenuGame[]>();
    this.d.db.transaction(() => {
      for (const game of this.cfg.games) {
        if (q.gameType !== undefined && game.gameType !== q.gameType) continue;
        const { slot } = this.currentSlot(game, now);
        const structure = this.structureOf(game);
        const odds = this.odds(mode, game);
        const entry: LotteryMenuGame = {
          ...this.ref(game),
          nextDrawAt: slot.drawAt,
          lockAt: slot.lockAt,
          stations: slot.stationCodes.map((stationCode) => ({
            stationCode,
            name: this.stationName(stationCode),
          })),
          betTypes: betTypesOf(game.structure).flatMap((betType) => {
            const rule = odds[betType];
            return rule
              ? [
                  {
                    betType,
                    unitPrice: rule.unitPrice,
                    odds: rule.odds,
                    maxPoints: rule.maxPoints,
                    combos: combos(betType, structure),
                    digits: betTypeInfo(betType).digits,
                  },
                ]
              : [];
          }),
        };
        groups.set(game.groupCode, [...(groups.get(game.groupCode) ?? []), entry]);
      }
    })();
    return {
      prizeMode: mode,
      prizeModes: Object.keys(this.cfg.prizeModes) as LotteryPrizeMode[],
      pointValue: this.cfg.pointValue,
      gameMenus: [...groups].map(([gameGroupCode, games]) => ({
        gameGroupCode,
        labelName: this.cfg.groups[gameGroupCode] ?? gameGroupCode,
        games,
      })),
    };
  }

  /** `GET /lgw/vn/games/game_menu/recent`: games the member bet on, newest first, at most 10. */
  recent(userId: number): LotteryGameList {
    const list: LotteryGameRef[] = [];
    for (const row of this.d.repo.recentGames(userId, RECENT_GAMES)) {
      const game = this.game(row.game_code);
      if (game) list.push(this.ref(game));
    }
    return { list };
  }

  /**
   * `GET /lgw/vn/numeros/opened/game`: the current slot's draws (created when missing; locked
   * ones too until drawn) and the last drawn draw of every station, newest first.
   * @throws AppError `GAME_NOT_FOUND`.
   */
  opened(gameCode: string): LotteryOpenedGame {
    const game = this.requireGame(gameCode);
    const now = this.d.now();
    const { draws } = this.d.db.transaction(() => {
      const current = this.currentSlot(game, now);
      this.d.repo.lockDue(now);
      return current;
    })();
    return {
      game: this.ref(game),
      serverTime: now,
      open: draws
        .filter((d) => d.status !== 'drawn')
        .map((d) => this.summary(this.d.repo.findDraw(d.id) ?? d, now)),
      lastDrawn: this.d.repo.lastDrawnPerStation(gameCode).map((d) => this.detail(d, now)),
    };
  }

  /**
   * `GET /lotto/lgw/games/opened/numero`: one draw.
   * @throws AppError `DRAW_NOT_FOUND`.
   */
  draw(drawId: number): LotteryDrawDetail {
    const draw = this.d.repo.findDraw(drawId);
    if (!draw) throw fail('DRAW_NOT_FOUND', 'This draw does not exist');
    return this.detail(draw, this.d.now());
  }

  /** `GET /lgw/vn/games/popular`: games by lines placed in the last 7 days, then brand order. */
  popular(q: LotteryPopularQuery): LotteryPopular {
    const counts = this.d.repo.betsPerGameSince(this.d.now() - POPULAR_WINDOW_MS);
    const list = this.cfg.games
      .map((game, order) => ({ ...this.ref(game), bets: counts.get(game.gameCode) ?? 0, order }))
      .sort((a, b) => b.bets - a.bets || a.order - b.order)
      .slice(0, q.count ?? 20)
      .map(({ order: _order, ...rest }) => rest);
    return { list };
  }

  /**
   * `GET /lgw/vn/numeros/stats`: for every number 00–99, how many of the last `count` drawn draws
   * of the game had it among the lô 2 numbers, and how many draws ago it was last seen (the number
   * of draws counted when never).
   * @throws AppError `GAME_NOT_FOUND`.
   */
  stats(gameCode: string, count: number): LotteryNumberStats {
    const game = this.requireGame(gameCode);
    const structure = this.structureOf(game);
    const draws = this.d.repo
      .lastResults(gameCode, count)
      .map((json) => new Set(loNumbers(JSON.parse(json) as Results, structure, 2)));
    return {
      draws: draws.length,
      numbers: Array.from({ length: 100 }, (_, n) => {
        const number = String(n).padStart(2, '0');
        const seen = draws.findIndex((set) => set.has(number));
        return {
          number,
          hits: draws.filter((set) => set.has(number)).length,
          lastSeenDraws: seen === -1 ? draws.length : seen,
        };
      }),
    };
  }

  /**
   * `GET /lgw/vn/draws/history`: drawn draws of a game (one station when asked), newest first.
   * @throws AppError `GAME_NOT_FOUND`.
   */
  history(q: LotteryHistoryQuery): LotteryDrawPage {
    this.requireGame(q.gameCode);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const now = this.d.now();
    const { rows, total } = this.d.repo.drawnPage(
      q.gameCode,
      q.stationCode,
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    return toPage(
      rows.map((d) => this.detail(d, now)),
      pageNo,
      pageSize,
      total,
    );
  }

  // ---- seeding -------------------------------------------------------------------------------

  /**
   * Creates the draws of the given past slots of a game as open draws (the seed places bets on
   * them, then publishes them with {@link publish}) and computes their results.
   */
  async pastDraws(game: LotteryGame, slots: Slot[], at: number): Promise<ComputedDraw[]> {
    const draws = this.d.db.transaction(() => {
      const rows: DrawRow[] = [];
      for (const slot of slots) {
        this.openSlot(game, slot, at, 'open');
        for (const code of slot.stationCodes) {
          const row = this.d.repo.findDrawByKey(game.gameCode, code, slot.drawKey);
          if (row && row.status !== 'drawn') rows.push(row);
        }
      }
      return rows;
    })();
    // One after another: Web Crypto calls in parallel only queue up on the thread pool (slower).
    const computed: ComputedDraw[] = [];
    for (const draw of draws) {
      const c = await this.compute(draw);
      if (c) computed.push(c);
    }
    return computed;
  }
}

/** Longest sleep between two runs, ms (a brand edit or a new slot is picked up within it). */
const MAX_SLEEP_MS = 60_000;
/** Margin after a lock or draw time before the run, ms (a timer may fire a little early). */
const WAKE_MARGIN_MS = 50;

/**
 * Runs the lottery on the server clock (docs/contract-lottery.md; like the contracts'
 * SettlementScheduler): each run opens the current slot of every game, locks draws whose lock
 * time came, draws and settles those whose draw time came ({@link LotteryService.runDue},
 * idempotent), then sleeps until the next lock or draw time (at most a minute). `start()` runs
 * at once, so a restart catches up missed draws. Timers are unref'd by the caller's clock.
 */
export class LotteryScheduler implements Scheduler {
  private handle: unknown = null;
  private running = false;
  private busy: Promise<void> = Promise.resolve();

  constructor(
    private readonly lottery: LotteryService,
    private readonly clock: SchedulerClock,
    private readonly log?: { info(o: object, m: string): void; error(o: object, m: string): void },
  ) {}

  /** Runs once now, then keeps running. Calling it twice does nothing more. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.busy = this.tick();
  }

  /** Disarms the timer and waits for a run in progress (app close). */
  async stop(): Promise<void> {
    this.running = false;
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
    await this.busy;
  }

  /** Whether a timer is armed. */
  get armed(): boolean {
    return this.handle !== null;
  }

  /** Settles when the run in progress ends (tests). */
  idle(): Promise<void> {
    return this.busy;
  }

  private async tick(): Promise<void> {
    this.handle = null;
    if (!this.running) return;
    const now = this.clock.now();
    try {
      const drawn = await this.lottery.runDue(now);
      if (drawn.length > 0) this.log?.info({ draws: drawn.length }, 'lottery draws drawn and settled');
    } catch (error) {
      this.log?.error({ err: error }, 'running the lottery failed; retrying shortly');
    }
    if (!this.running) return;
    const after = this.clock.now();
    const next = this.lottery.nextEventAfter(after);
    const sleep = Math.min(
      MAX_SLEEP_MS,
      Math.max(0, (next ?? after + MAX_SLEEP_MS) - after) + WAKE_MARGIN_MS,
    );
    this.handle = this.clock.setTimeout(() => {
      this.busy = this.tick();
    }, sleep);
  }
}
