import { queryOptions } from '@tanstack/react-query';
import type {
  LotteryBet,
  LotteryBetLine,
  LotteryBetStatus,
  LotteryBetTypeRule,
  LotteryBetValue,
  LotteryDrawDetail,
  LotteryDrawStatus,
  LotteryDrawSummary,
  LotteryGameRef,
  LotteryGameType,
  LotteryMenu,
  LotteryMenuBetType,
  LotteryMenuGame,
  LotteryNumberStat,
  LotteryNumberStats,
  LotteryOpenedGame,
  LotteryPopularGame,
  LotteryPrizeMode,
  LotteryStructureCode as GeneratedStructureCode,
} from '../../../schemas/generated/api';
import { apiRequest, isObject } from './client';

// The lottery calls of docs/contract-lottery.md "API" (issue 10; §7 "Lottery and missions"): one
// typed function per call with its queryOptions next to it (STYLE.md), kept out of endpoints.ts so
// only the lazy lottery chunks carry them. Money on the wire is in MAJOR units (`pointValue`, `cost`,
// `payout`, `balance`); the screens compare and add in integer minor units with core/money.ts
// `toMinor` / `fromMinor` and core/lottery's `*Minor` functions.

const hasList = <T>(v: unknown): v is { list: T[] } => isObject(v) && Array.isArray(v.list);
const isPage = <T>(v: unknown): v is LotteryPage<T> =>
  hasList(v) && typeof (v as { totalPages?: unknown }).totalPages === 'number';

/** §9 "popular lottery count 20". */
export const POPULAR_LOTTERY_COUNT = 20;
/** §9 "VN numbers 100": how many drawn draws the hot/cold statistics look back on. */
export const VN_NUMBERS_COUNT = 100;
/** Largest page of the draw history (contract: `pageSize` ≤ 20). */
export const DRAW_HISTORY_PAGE_SIZE = 20;
/** Page size of "my bets". */
export const LOTTERY_BETS_PAGE_SIZE = 10;
/** The menus' device (§3 "device WEB"). */
export const LOTTERY_DEVICE = 'WEB';
/** Most lines one order may carry (contract `lines: BetLine[] (1–20)`). */
export const MAX_SLIP_LINES = 20;

// ---------------------------------------------------------------------------------------------
// Shapes (docs/contract-lottery.md "API"; major units)

// The shapes come from schemas/api/lottery.json through the generated schemas/generated/api.ts,
// so the site and the reference server share one definition; the contract's names are kept here.

/** `LOTT`: a Vietnamese daily game on /vnlottery; `ELOTT`: a fast game on /lottery. */
export type {
  LotteryGameType,
  LotteryGameRef,
  LotteryBetTypeRule,
  LotteryMenuBetType,
  LotteryMenuGame,
  LotteryMenu,
};
/** The prize table a game uses (MB: 27 numbers; MN: 18, also used by MT). */
export type LotteryStructureCode = GeneratedStructureCode;
/** The §3 prize modes (each a named odds table, brand data). */
export const PRIZE_MODES: readonly LotteryPrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];
/** A draw's state: `open` → `locked` (at `lockAt`) → `drawn` (results published and settled). */
export type DrawStatus = LotteryDrawStatus;
/** One station's drawing on one `drawKey` (times epoch ms). */
export type DrawSummary = LotteryDrawSummary;
/** A draw with its results per prize code (zero-padded numbers) and, once drawn, its seed. */
export type DrawDetail = LotteryDrawDetail;
/** `GET /lgw/vn/numeros/opened/game`: the open draws and each station's last drawn draw (`serverTime` epoch ms). */
export type OpenedGame = LotteryOpenedGame;
/** A line of the slip as sent: a bet type, its numbers (strings of `digits` digits) and points. */
export type { LotteryBetLine, LotteryBet, LotteryBetStatus };
/** `POST /lgw/vn/bets` answer: the order, its lines, their total cost and the new balance (major). */
export type PlacedLotteryOrder = LotteryBetValue;
/** One number's statistics: in how many of the last `draws` drawn draws it was a lô number. */
export type NumberStat = LotteryNumberStat;
/** `GET /lgw/vn/numeros/stats`. */
export type LotteryStats = LotteryNumberStats;
/** A popular game: most bet on in the last 7 days (`bets`), else brand order. */
export type PopularLotteryGame = LotteryPopularGame;

/**
 * `POST /lgw/vn/bets` request (money-moving: idempotent by `requestId`). The schema's
 * `LotteryBetRequest` spells "1–20 lines" as tuples; the slip holds an array the server checks.
 */
export interface PlaceLotteryBetsRequest {
  requestId: string;
  drawId: number;
  prizeMode: string;
  lines: LotteryBetLine[];
}

/** A server page (contract "Paginated lists"). */
export interface LotteryPage<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** The `LOTTERY_LINE` refusal's value: the problems of each refused line (core/lottery `LineProblem`). */
export interface LotteryLineRefusal {
  lines: { index: number; problems: { code: string; [key: string]: unknown }[] }[];
}

/** True when `value` is a `LOTTERY_LINE` refusal's value. */
export function isLineRefusal(value: unknown): value is LotteryLineRefusal {
  return isObject(value) && Array.isArray(value.lines);
}

// ---------------------------------------------------------------------------------------------
// Keys

/** Input of the menu call. */
export interface LotteryMenuInput {
  prizeMode?: string;
  gameType?: LotteryGameType;
}

/**
 * Query keys, all under `['lottery']`. After a placed order invalidate `lotteryKeys.bets()` and
 * `lotteryKeys.recents()` (and `['wallet']` for the header balance); after a draw, the game's
 * `opened`, `history` and `stats` keys (prefix `lotteryKeys.game(gameCode)`).
 */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menu: (input: LotteryMenuInput) => ['lottery', 'menu', input] as const,
  recents: () => ['lottery', 'recent'] as const,
  recent: (account: string, prizeMode: string | undefined) =>
    ['lottery', 'recent', account, prizeMode] as const,
  popular: (prizeMode: string | undefined, language: string) =>
    ['lottery', 'popular', prizeMode, language] as const,
  /** Every draw-related answer of one game (prefix). */
  game: (gameCode: string) => ['lottery', 'game', gameCode] as const,
  opened: (gameCode: string, prizeMode: string | undefined) =>
    ['lottery', 'game', gameCode, 'opened', prizeMode] as const,
  stats: (gameCode: string, count: number) => ['lottery', 'game', gameCode, 'stats', count] as const,
  history: (gameCode: string, stationCode: string | undefined, pageNo: number) =>
    ['lottery', 'game', gameCode, 'history', stationCode, pageNo] as const,
  numero: (drawId: number) => ['lottery', 'numero', drawId] as const,
  /** Every "my bets" list (prefix). */
  bets: () => ['lottery', 'bets'] as const,
  betList: (account: string, filter: LotteryBetsFilter) => ['lottery', 'bets', account, filter] as const,
};

// ---------------------------------------------------------------------------------------------
// Calls

const isMenu = (v: unknown): v is LotteryMenu =>
  isObject(v) && Array.isArray(v.gameMenus) && typeof v.pointValue === 'number';
const isOpenedGame = (v: unknown): v is OpenedGame =>
  isObject(v) && isObject(v.game) && Array.isArray(v.open) && Array.isArray(v.lastDrawn);
const isDraw = (v: unknown): v is DrawDetail => isObject(v) && typeof v.drawId === 'number';
const isStats = (v: unknown): v is LotteryStats =>
  isObject(v) && typeof v.draws === 'number' && Array.isArray(v.numbers);
const isOrder = (v: unknown): v is PlacedLotteryOrder =>
  isObject(v) && typeof v.orderNo === 'string' && Array.isArray(v.bets) && typeof v.balance === 'number';

/** `GET /lgw/vn/games/game_menu` (no token): the menu under `prizeMode` (default: the brand's). */
export const getLotteryMenu = (input: LotteryMenuInput = {}) =>
  apiRequest<LotteryMenu>('GET', '/lgw/vn/games/game_menu', {
    query: { prizeMode: input.prizeMode, device: LOTTERY_DEVICE, gameType: input.gameType },
    validate: isMenu,
  });

export const lotteryMenuQuery = (input: LotteryMenuInput = {}) =>
  queryOptions({
    queryKey: lotteryKeys.menu(input),
    queryFn: () => getLotteryMenu(input),
    staleTime: 30_000,
  });

/** `GET /lgw/vn/games/game_menu/recent` (token): games the member bet on, newest first (≤ 10). */
export const getRecentLottery = (prizeMode?: string) =>
  apiRequest<{ list: LotteryGameRef[] }>('GET', '/lgw/vn/games/game_menu/recent', {
    token: true,
    query: { prizeMode, device: LOTTERY_DEVICE },
    validate: hasList,
  }).then((value) => value.list);

export const recentLotteryQuery = (account: string, prizeMode?: string) =>
  queryOptions({
    queryKey: lotteryKeys.recent(account, prizeMode),
    queryFn: () => getRecentLottery(prizeMode),
  });

/** `GET /lgw/vn/games/popular` (count 20, §9): most bet on in the last 7 days, else brand order. */
export const getPopularLottery = (input: { prizeMode?: string; language: string; count?: number }) =>
  apiRequest<{ list: PopularLotteryGame[] }>('GET', '/lgw/vn/games/popular', {
    query: {
      count: input.count ?? POPULAR_LOTTERY_COUNT,
      prizeMode: input.prizeMode,
      device: LOTTERY_DEVICE,
      language: input.language,
    },
    validate: hasList,
  }).then((value) => value.list);

export const popularLotteryQuery = (prizeMode: string | undefined, language: string) =>
  queryOptions({
    queryKey: lotteryKeys.popular(prizeMode, language),
    queryFn: () => getPopularLottery({ prizeMode, language }),
    staleTime: 60_000,
  });

/** `GET /lgw/vn/numeros/opened/game` (no token): the game's open draws and last drawn draws. */
export const getOpenedGame = (gameCode: string, prizeMode?: string) =>
  apiRequest<OpenedGame>('GET', '/lgw/vn/numeros/opened/game', {
    query: { gameCode, prizeMode },
    validate: isOpenedGame,
  });

export const openedGameQuery = (gameCode: string, prizeMode?: string) =>
  queryOptions({
    queryKey: lotteryKeys.opened(gameCode, prizeMode),
    queryFn: () => getOpenedGame(gameCode, prizeMode),
  });

/** `GET /lotto/lgw/games/opened/numero` (token): one draw with its results once drawn. */
export const getOpenedNumero = (drawId: number) =>
  apiRequest<DrawDetail>('GET', '/lotto/lgw/games/opened/numero', {
    token: true,
    query: { drawId },
    validate: isDraw,
  });

export const openedNumeroQuery = (drawId: number) =>
  queryOptions({ queryKey: lotteryKeys.numero(drawId), queryFn: () => getOpenedNumero(drawId) });

/**
 * `GET /lgw/vn/numeros/stats` (§9 VN numbers, count 100): every 00–99 with the number of the last
 * `count` drawn draws that had it among the lô numbers and the draws since it was last seen.
 */
export const getLotteryStats = (gameCode: string, count = VN_NUMBERS_COUNT) =>
  apiRequest<LotteryStats>('GET', '/lgw/vn/numeros/stats', {
    query: { gameCode, count },
    validate: isStats,
  });

export const lotteryStatsQuery = (gameCode: string, count = VN_NUMBERS_COUNT) =>
  queryOptions({
    queryKey: lotteryKeys.stats(gameCode, count),
    queryFn: () => getLotteryStats(gameCode, count),
    staleTime: 60_000,
  });

/** `GET /lgw/vn/draws/history`: drawn draws of a game (or one station), newest first. */
export const getDrawHistory = (input: { gameCode: string; stationCode?: string; pageNo: number }) =>
  apiRequest<LotteryPage<DrawDetail>>('GET', '/lgw/vn/draws/history', {
    query: {
      gameCode: input.gameCode,
      stationCode: input.stationCode,
      pageNo: input.pageNo,
      pageSize: DRAW_HISTORY_PAGE_SIZE,
    },
    validate: isPage,
  });

export const drawHistoryQuery = (gameCode: string, stationCode: string | undefined, pageNo = 1) =>
  queryOptions({
    queryKey: lotteryKeys.history(gameCode, stationCode, pageNo),
    queryFn: () => getDrawHistory({ gameCode, stationCode, pageNo }),
  });

/**
 * `POST /lgw/vn/bets` (token): places 1–20 lines on one open draw, charging their total cost.
 * @throws ApiError `platform` with code `LOTTERY_CLOSED`, `DRAW_NOT_FOUND`, `LOTTERY_LINE` (value
 *   {@link LotteryLineRefusal}), `INSUFFICIENT_BALANCE`, `TRIAL_ACCOUNT`, `PASSWORD_CHANGE_REQUIRED`.
 */
export const placeLotteryBets = (request: PlaceLotteryBetsRequest) =>
  apiRequest<PlacedLotteryOrder>('POST', '/lgw/vn/bets', { token: true, body: request, validate: isOrder });

/** Filters of "my bets". */
export interface LotteryBetsFilter {
  gameCode?: string;
  status?: LotteryBetStatus;
  pageNo: number;
}

/** `GET /lgw/vn/bets` (token): the member's lottery bets, newest first. */
export const getLotteryBets = (filter: LotteryBetsFilter) =>
  apiRequest<LotteryPage<LotteryBet>>('GET', '/lgw/vn/bets', {
    token: true,
    query: {
      gameCode: filter.gameCode,
      status: filter.status,
      pageNo: filter.pageNo,
      pageSize: LOTTERY_BETS_PAGE_SIZE,
    },
    validate: isPage,
  });

export const lotteryBetsQuery = (account: string, filter: LotteryBetsFilter) =>
  queryOptions({
    queryKey: lotteryKeys.betList(account, filter),
    queryFn: () => getLotteryBets(filter),
  });

/** `POST /dev/lottery/draw` (development servers only): locks and draws now every open draw of a game. */
export const devDrawNow = (input: { gameCode: string; stationCode?: string }) =>
  apiRequest<{ drawn: DrawDetail[] }>('POST', '/dev/lottery/draw', {
    body: input,
    validate: (v): v is { drawn: DrawDetail[] } => isObject(v) && Array.isArray(v.drawn),
  });

/** `POST /dev/lottery/correct` (development servers only): replaces one published number. */
export const devCorrectDraw = (input: { drawId: number; prize: string; index: number; number: string }) =>
  apiRequest<DrawDetail>('POST', '/dev/lottery/correct', { body: input, validate: isDraw });
