import { and, assign, fromPromise, raise, setup, stateIn } from 'xstate';
import { checkLine, combos, wagerCount, type LineProblem } from '../core/lottery/bet-types';
import { lineCostMinor, potentialWinMinor } from '../core/lottery/settle';
import type { BetLine, OddsTable, Structure, StructureCode } from '../core/lottery/types';
import { toApiFailure, type ApiFailure } from './api-failure';

/**
 * §7 "Lottery and missions", issue 10: the bet slip and draw cycle of `/vnlottery` and `/lottery`
 * (docs/contract-lottery.md "Machine"). One machine per game and prize mode (one structure, one
 * odds table): the site creates a new one when either changes. Two parallel regions:
 *
 * **`draw`** — the draw the slip bets on, driven by the site's clock (`TICK` events, epoch ms of
 * the device) shifted by `serverOffset` so the countdown follows the server's `serverTime`:
 * - `waiting`: no draw yet → `DRAW.LOADED` → `open` | `locked` | `drawing` (by its status and time);
 * - `open`: betting allowed → a `TICK` at/after `lockAt` (or the same draw loaded as `locked`) →
 *   `locked`; at/after `drawAt` (or `drawn`) straight to `drawing`;
 * - `locked`: betting closed → a `TICK` at/after `drawAt` → `drawing`;
 * - `drawing.loading` (actor `loadResults`) → `results` once the draw has results;
 *   no results yet → `drawing.pending` ({@link RESULTS_POLL_MS}) → `loading` again; a failure →
 *   `drawing.retrying` (backoff {@link RETRY_BASE_MS} doubling up to {@link RETRY_MAX_MS}, the
 *   code in `drawError`) → `loading` again: never a dead end. `RESULTS.LOADED` (the site saw the
 *   results first) also ends it;
 * - `results`: `lastDrawn` holds the drawn draw and its results; `results.loading` (actor
 *   `loadDraw`) fetches the next open draw of the game (polled like the results) → `open` with it.
 * - A `DRAW.LOADED` of another draw (a station switch, the next draw) is accepted in every state
 *   and goes to that draw's phase. The same draw loaded again moves it forward when its status
 *   says so (locked or drawn early, e.g. by the development draw route), refreshes the server
 *   offset while it is open, and never moves it backwards.
 *
 * **`slip`** — the lines and their placement:
 * - `editing`: `LINE.ADD` checks the line with `checkLine` (core/lottery) and adds it only when it
 *   has no problem, else keeps it with its problems in `rejected`; `LINE.POINTS` changes a line's
 *   points and re-checks it (problems kept per line in `slip[i].problems`); `LINE.REMOVE`,
 *   `SLIP.CLEAR`. `SUBMIT` → `confirming` when {@link submitProblem} finds nothing, else the code
 *   in `error` (`EMPTY_SLIP`, `LINE_INVALID`, `DRAW_CLOSED`, `INSUFFICIENT_BALANCE`).
 * - `confirming`: `CONFIRM` (a fresh `requestId`) → `placing`; `CANCEL` → `editing`; the draw
 *   locking (or another draw loaded) meanwhile → `editing` with `DRAW_CLOSED`.
 * - `placing` (tag `busy`, actor `placeBets`) → `placed` (slip emptied, `lastOrder`, balance) |
 *   `failed` (`error` = the server's code — `LOTTERY_CLOSED`, `DRAW_NOT_FOUND`, `LOTTERY_LINE` with
 *   each line's problems put on `slip[index].problems`, `INSUFFICIENT_BALANCE`, … — or `NETWORK`,
 *   `TIMEOUT`, `SERVER`, `UNKNOWN`; every line kept).
 * - `failed`: `RETRY` → `placing` with the same request (same `requestId`, lines and draw, so the
 *   server's idempotency holds); `CANCEL` or any edit → `editing`.
 * - `placed`: `LINE.ADD` (a new slip) or `CANCEL` → `editing`.
 *
 * Money in the machine is integer minor units; the site converts the wire's major units
 * (core/money.ts). The machine holds no translated text: codes the UI translates.
 */

/** Most lines in one slip (`POST /lgw/vn/bets` takes 1–20). */
export const MAX_SLIP_LINES = 20;
/** Wait between two result polls while the draw has no results yet (ms). */
export const RESULTS_POLL_MS = 3000;
/** Wait between two polls for the next open draw (ms). */
export const NEXT_DRAW_POLL_MS = 5000;
/** First wait after a failed poll (ms); doubles with each failure in a row. */
export const RETRY_BASE_MS = 2000;
/** Longest wait after failed polls (ms). */
export const RETRY_MAX_MS = 30_000;
/** Failures in a row counted for the backoff (2 s · 2⁴ already passes {@link RETRY_MAX_MS}). */
const MAX_COUNTED_FAILURES = 5;

// Structural copies of the contract's wire shapes (docs/contract-lottery.md "API"): machines import
// only xstate and core/. The site passes its generated types in and gets the same objects back.

/** A draw as `GET /lgw/vn/numeros/opened/game` lists it (`DrawSummary`; times epoch ms, server clock). */
export interface DrawSummaryLike {
  drawId: number;
  gameCode: string;
  stationCode: string;
  stationName: string;
  drawKey: string;
  status: 'open' | 'locked' | 'drawn';
  lockAt: number;
  drawAt: number;
  serverSeedHash: string;
}

/** A draw with its results (`DrawDetail`): `results` prize code → numbers, null until drawn. */
export interface DrawDetailLike extends DrawSummaryLike {
  results: Record<string, string[]> | null;
  serverSeed: string | null;
  version: number;
  drawnAt: number | null;
}

/**
 * A draw as loaded: `serverTime` is the server's clock in the same answer (`OpenedGame.serverTime`,
 * epoch ms) and `now` the device's clock when the answer arrived (epoch ms), so
 * `serverOffset = serverTime − now`.
 */
export interface DrawLoaded {
  draw: DrawSummaryLike;
  serverTime: number;
  now: number;
}

/** A line of the slip: the bet line and what `checkLine` (or the server) found wrong with it. */
export interface SlipLine {
  line: BetLine;
  /** Empty when the line is valid. */
  problems: LineProblem[];
}

/** A line refused by `LINE.ADD` (not added) and why. */
export interface RejectedLine {
  line: BetLine;
  problems: LineProblem[];
}

/** Input of actor `placeBets` (`POST /lgw/vn/bets`). */
export interface PlaceBetsInput {
  /** Idempotency key, fresh per confirmation, the same on a retry. */
  requestId: string;
  drawId: number;
  prizeMode: string;
  lines: BetLine[];
}

/**
 * Output of actor `placeBets`: the answer with its money in minor units (the site converts
 * `costTotal` and `balance`). `bets` are the answer's `LotteryBet`s as the site's actor returned them.
 */
export interface LotteryOrder {
  orderNo: string;
  bets: unknown[];
  costTotalMinor: number;
  /** The member's MAIN balance after the bet (minor units). */
  balanceMinor: number;
}

/** Input of actor `loadResults` (`GET /lotto/lgw/games/opened/numero?drawId=`). */
export interface LoadResultsInput {
  drawId: number;
}

/**
 * Input of actor `loadDraw`: the draw that was just drawn; the actor answers the open draw to bet
 * on next (the same station's when it has one, else the game's first), or null while none is open.
 */
export interface LoadDrawInput {
  gameCode: string;
  stationCode: string;
  afterDrawId: number;
}

/** Refusals of `SUBMIT` found in the slip itself (before any call). */
export type SlipErrorCode = 'EMPTY_SLIP' | 'LINE_INVALID' | 'DRAW_CLOSED' | 'INSUFFICIENT_BALANCE';

/**
 * `error` of the slip: a {@link SlipErrorCode}, `SLIP_FULL` (a `LINE.ADD` past `maxLines`), the
 * server's failure code (`LOTTERY_CLOSED`, `DRAW_NOT_FOUND`, `LOTTERY_LINE`, `INSUFFICIENT_BALANCE`,
 * `TRIAL_ACCOUNT`, …), or `NETWORK` / `TIMEOUT` / `SERVER` / `UNKNOWN` for a failure without a code.
 */
export type LotteryErrorCode =
  SlipErrorCode | 'SLIP_FULL' | 'NETWORK' | 'TIMEOUT' | 'SERVER' | 'UNKNOWN' | (string & {});

export interface LotteryInput {
  /** The prize mode bets go to (§3; the menu's `prizeMode`). */
  prizeMode: string;
  structureCode: StructureCode;
  /** The game's prize table (brand `structures[structureCode]`). */
  structure: Structure;
  /** Odds, unit price and cap per bet type of this structure in this prize mode. */
  odds: OddsTable;
  /** The brand's `pointValue` in minor units. */
  pointValueMinor: number;
  /** MAIN balance in minor units; null or absent while unknown (no balance check then). */
  balanceMinor?: number | null;
  /** Most lines in the slip; default {@link MAX_SLIP_LINES}. */
  maxLines?: number;
}

export interface LotteryContext {
  prizeMode: string;
  structureCode: StructureCode;
  structure: Structure;
  odds: OddsTable;
  pointValueMinor: number;
  balanceMinor: number | null;
  maxLines: number;
  /** The draw bets go to (while `open`), or the one being drawn / just drawn. */
  draw: DrawSummaryLike | null;
  /** Server clock − device clock (ms), from the last `DRAW.LOADED`. */
  serverOffset: number;
  /** The device clock of the last `TICK` or `DRAW.LOADED` (epoch ms). */
  now: number;
  /** The last drawn draw with its results (kept after the next draw opens). */
  lastDrawn: DrawDetailLike | null;
  /** Why the last poll of the draw region failed (`NETWORK`, …); null when it did not. */
  drawError: LotteryErrorCode | null;
  /** Failed polls in a row (for the backoff; counts up to 5). */
  drawFailures: number;
  slip: SlipLine[];
  /** The last line `LINE.ADD` refused, with its problems; null after a line is added. */
  rejected: RejectedLine | null;
  error: LotteryErrorCode | null;
  /** The failure behind `error` when it came from the server (its message for the UI). */
  failure: ApiFailure | null;
  /** The draw shown in the confirmation (`SUBMIT`). */
  confirmDrawId: number | null;
  /** The placement sent (kept by `failed` so `RETRY` sends the very same request). */
  request: PlaceBetsInput | null;
  lastOrder: LotteryOrder | null;
}

/**
 * Events (times are device epoch ms, money minor units):
 * - `DRAW.LOADED` ({@link DrawLoaded}): the draw to bet on, from `GET /lgw/vn/numeros/opened/game`
 *   (the station chosen) — first load, station switch, refresh;
 * - `TICK` (`now`): the device clock, sent by the site about once a second;
 * - `RESULTS.LOADED` (`draw`): the drawn draw with its results, when the site has it first;
 * - `BALANCE.LOADED` (`balanceMinor`, null when unknown): the MAIN balance;
 * - `LINE.ADD` (`line`), `LINE.REMOVE` (`index`), `LINE.POINTS` (`index`, `points`), `SLIP.CLEAR`;
 * - `SUBMIT` (open the confirmation), `CONFIRM` (`requestId`: a fresh idempotency key, 1–64
 *   chars, e.g. `crypto.randomUUID()`), `CANCEL` (leave the confirmation, the failure or the order
 *   view), `RETRY` (send the failed request again, same `requestId`).
 */
export type LotteryEvent =
  | ({ type: 'DRAW.LOADED' } & DrawLoaded)
  | { type: 'TICK'; now: number }
  | { type: 'RESULTS.LOADED'; draw: DrawDetailLike }
  | { type: 'BALANCE.LOADED'; balanceMinor: number | null }
  | { type: 'LINE.ADD'; line: BetLine }
  | { type: 'LINE.REMOVE'; index: number }
  | { type: 'LINE.POINTS'; index: number; points: number }
  | { type: 'SLIP.CLEAR' }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM'; requestId: string }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

/** Where a draw stands at a server time: `drawing` from `drawAt` (or once drawn) until its results are in. */
export type DrawPhase = 'open' | 'locked' | 'drawing';

/**
 * The phase of `draw` at `serverNow` (epoch ms, server clock): `drawing` when drawn or at/after
 * `drawAt`, `locked` when locked or at/after `lockAt`, else `open`.
 */
export function drawPhase(draw: DrawSummaryLike, serverNow: number): DrawPhase {
  if (draw.status === 'drawn' || serverNow >= draw.drawAt) return 'drawing';
  if (draw.status === 'locked' || serverNow >= draw.lockAt) return 'locked';
  return 'open';
}

type ClockContext = Pick<LotteryContext, 'draw' | 'serverOffset' | 'now'>;

/** True when bets may go to the context's draw at its last clock reading. */
export function drawIsOpen(context: ClockContext): boolean {
  return context.draw !== null && drawPhase(context.draw, context.now + context.serverOffset) === 'open';
}

/**
 * Selector: ms left until betting on the draw closes at device time `now` (default: the last
 * `TICK`), 0 once it is closed, null without a draw.
 */
export function msUntilLock(state: { context: ClockContext }, now = state.context.now): number | null {
  const { draw, serverOffset } = state.context;
  if (draw === null) return null;
  if (draw.status !== 'open') return 0;
  return Math.max(0, draw.lockAt - (now + serverOffset));
}

/** Selector: ms left until the draw is drawn at device time `now` (default: the last `TICK`); null without a draw. */
export function msUntilDraw(state: { context: ClockContext }, now = state.context.now): number | null {
  const { draw, serverOffset } = state.context;
  if (draw === null) return null;
  if (draw.status === 'drawn') return 0;
  return Math.max(0, draw.drawAt - (now + serverOffset));
}

/** One slip line's figures: cost (minor units), combos per number, wagers, potential win per wager. */
export interface LineTotals {
  costMinor: number;
  combos: number;
  /** Numbers of a single-number type, 1 for a xiên / lô trượt group. */
  wagers: number;
  /** Win of one wager hitting once (minor units): points × odds × pointValue. */
  potentialWinMinor: number;
}

/**
 * The slip's totals (minor units) and each line's, in slip order. `potentialWinMinor` of the slip
 * is every wager of every line hitting once (Σ line potential × wagers).
 */
export interface SlipTotals {
  costMinor: number;
  potentialWinMinor: number;
  lines: LineTotals[];
}

/**
 * Live cost, combos and potential win of the slip (contract "Bet types": cost = points ×
 * unitPrice × pointValue × combos × numbers; potential win = points × odds × pointValue per
 * number), in minor units, with core/lottery's `lineCostMinor` and `potentialWinMinor`. A line
 * whose bet type has no rule in the odds table, or whose points are not a whole number ≥ 1,
 * counts 0.
 */
export function slipTotals(
  context: Pick<LotteryContext, 'slip' | 'odds' | 'structure' | 'pointValueMinor'>,
): SlipTotals {
  const lines = context.slip.map(({ line }): LineTotals => {
    const rule = context.odds[line.betType];
    if (rule === undefined || !Number.isSafeInteger(line.points) || line.points < 1) {
      return { costMinor: 0, combos: 0, wagers: 0, potentialWinMinor: 0 };
    }
    return {
      costMinor: lineCostMinor(line, context.structure, rule, context.pointValueMinor),
      combos: combos(line.betType, context.structure),
      wagers: wagerCount(line),
      potentialWinMinor: potentialWinMinor(line, rule, context.pointValueMinor),
    };
  });
  return {
    costMinor: lines.reduce((sum, line) => sum + line.costMinor, 0),
    potentialWinMinor: lines.reduce((sum, line) => sum + line.potentialWinMinor * line.wagers, 0),
    lines,
  };
}

/**
 * Why `SUBMIT` would be refused now, first found of: `EMPTY_SLIP` (no line), `LINE_INVALID` (a line
 * has problems), `DRAW_CLOSED` (no draw, or not open at the last clock reading),
 * `INSUFFICIENT_BALANCE` (total cost above a known balance); null when the slip can be confirmed.
 */
export function submitProblem(context: LotteryContext): SlipErrorCode | null {
  if (context.slip.length === 0) return 'EMPTY_SLIP';
  if (context.slip.some((line) => line.problems.length > 0)) return 'LINE_INVALID';
  if (!drawIsOpen(context)) return 'DRAW_CLOSED';
  if (context.balanceMinor !== null && slipTotals(context).costMinor > context.balanceMinor) {
    return 'INSUFFICIENT_BALANCE';
  }
  return null;
}

/** The failure's code: the platform's `code`, else `NETWORK` / `TIMEOUT` / `SERVER` / `UNKNOWN` by kind. */
function failureCode(reason: unknown): LotteryErrorCode {
  const { kind, code } = (typeof reason === 'object' && reason !== null ? reason : {}) as {
    kind?: unknown;
    code?: unknown;
  };
  if (typeof code === 'string' && code !== '') return code;
  if (kind === 'network') return 'NETWORK';
  if (kind === 'timeout') return 'TIMEOUT';
  if (kind === 'http' || kind === 'platform' || kind === 'invalid') return 'SERVER';
  return 'UNKNOWN';
}

/**
 * Per-line problems of a `LOTTERY_LINE` refusal (`value.lines: { index, problems }[]`, indexes of
 * the request's lines), or null when the rejection is not that refusal.
 */
export function lineProblemsOf(reason: unknown): Map<number, LineProblem[]> | null {
  if (failureCode(reason) !== 'LOTTERY_LINE') return null;
  const value = (reason as { value?: unknown }).value;
  const lines =
    typeof value === 'object' && value !== null ? (value as { lines?: unknown }).lines : undefined;
  const found = new Map<number, LineProblem[]>();
  if (!Array.isArray(lines)) return found;
  for (const entry of lines as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { index, problems } = entry as { index?: unknown; problems?: unknown };
    if (typeof index === 'number' && Array.isArray(problems)) found.set(index, problems as LineProblem[]);
  }
  return found;
}

function summaryOf(detail: DrawDetailLike): DrawSummaryLike {
  const { drawId, gameCode, stationCode, stationName, drawKey, status, lockAt, drawAt, serverSeedHash } =
    detail;
  return { drawId, gameCode, stationCode, stationName, drawKey, status, lockAt, drawAt, serverSeedHash };
}

function backoffMs(failures: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

const hasResults = (detail: DrawDetailLike) =>
  detail.status === 'drawn' && detail.results !== null && Object.keys(detail.results).length > 0;

/**
 * To provide from `src/` with `.provide()` (each rejects with the API client's `ApiError`):
 * - actor `placeBets`: {@link PlaceBetsInput} → {@link LotteryOrder} (`POST /lgw/vn/bets`);
 *   `LOTTERY_CLOSED`, `DRAW_NOT_FOUND`, `LOTTERY_LINE` (`value.lines`), `INSUFFICIENT_BALANCE`, …
 * - actor `loadResults`: {@link LoadResultsInput} → {@link DrawDetailLike} (drawn or not yet).
 * - actor `loadDraw`: {@link LoadDrawInput} → {@link DrawLoaded} of the next open draw, or null.
 */
export const lotteryMachine = setup({
  types: {
    context: {} as LotteryContext,
    events: {} as LotteryEvent,
    input: {} as LotteryInput,
  },
  actors: {
    placeBets: fromPromise<LotteryOrder, PlaceBetsInput>(() =>
      Promise.reject(new Error('placeBets not provided')),
    ),
    loadResults: fromPromise<DrawDetailLike, LoadResultsInput>(() =>
      Promise.reject(new Error('loadResults not provided')),
    ),
    loadDraw: fromPromise<DrawLoaded | null, LoadDrawInput>(() =>
      Promise.reject(new Error('loadDraw not provided')),
    ),
  },
  guards: {
    /** The loaded draw is in `phase` (and, with `other`, is not the context's draw). */
    loadedIn: ({ context }, params: { loaded: DrawLoaded | null; phase: DrawPhase; other?: boolean }) =>
      params.loaded !== null &&
      (params.other !== true || params.loaded.draw.drawId !== context.draw?.drawId) &&
      drawPhase(params.loaded.draw, params.loaded.serverTime) === params.phase,
    otherDraw: ({ context }, params: { loaded: DrawLoaded | null }) =>
      params.loaded !== null && params.loaded.draw.drawId !== context.draw?.drawId,
    tickIn: ({ context }, params: { now: number; phase: DrawPhase }) =>
      context.draw !== null && drawPhase(context.draw, params.now + context.serverOffset) === params.phase,
    drawnWithResults: ({ context }, params: { detail: DrawDetailLike }) =>
      params.detail.drawId === context.draw?.drawId && hasResults(params.detail),
    /** A draw update that takes the confirmed draw away: another draw, or this one no longer open. */
    confirmLostByLoad: ({ context }, params: { loaded: DrawLoaded }) =>
      params.loaded.draw.drawId !== context.confirmDrawId ||
      drawPhase(params.loaded.draw, params.loaded.serverTime) !== 'open',
    confirmLostByTick: ({ context }, params: { now: number }) =>
      context.draw === null || drawPhase(context.draw, params.now + context.serverOffset) !== 'open',
    slipFull: ({ context }) => context.slip.length >= context.maxLines,
    noProblems: (_, params: { problems: LineProblem[] }) => params.problems.length === 0,
    slipReady: ({ context }) => submitProblem(context) === null,
    canSubmit: and(['slipReady', stateIn('#lottery.draw.open')]),
  },
  actions: {
    setDraw: assign((_, params: { loaded: DrawLoaded | null }) =>
      params.loaded === null
        ? {}
        : {
            draw: params.loaded.draw,
            serverOffset: params.loaded.serverTime - params.loaded.now,
            now: params.loaded.now,
            drawError: null,
            drawFailures: 0,
          },
    ),
    setNow: assign({ now: (_, params: { now: number }) => params.now }),
    setResults: assign((_, params: { detail: DrawDetailLike }) => ({
      draw: summaryOf(params.detail),
      lastDrawn: params.detail,
      drawError: null,
      drawFailures: 0,
    })),
    pollAgain: assign({ drawError: null, drawFailures: 0 }),
    pollFailed: assign(({ context }, params: { reason: unknown }) => ({
      drawError: failureCode(params.reason),
      drawFailures: Math.min(MAX_COUNTED_FAILURES, context.drawFailures + 1),
    })),
    setBalance: assign({ balanceMinor: (_, params: { balanceMinor: number | null }) => params.balanceMinor }),
    addLine: assign(({ context }, params: { line: BetLine }) => ({
      slip: [...context.slip, { line: params.line, problems: [] }],
      rejected: null,
      error: null,
      failure: null,
    })),
    rejectLine: assign((_, params: RejectedLine) => ({
      rejected: { line: params.line, problems: params.problems },
    })),
    removeLine: assign(({ context }, params: { index: number }) => ({
      slip: context.slip.filter((_, index) => index !== params.index),
      error: null,
      failure: null,
    })),
    setPoints: assign(({ context }, params: { index: number; points: number }) => ({
      slip: context.slip.map((entry, index) => {
        if (index !== params.index) return entry;
        const line = { ...entry.line, points: params.points };
        return { line, problems: checkLine(line, context.structureCode, context.odds) };
      }),
      error: null,
      failure: null,
    })),
    clearSlip: assign({ slip: [], rejected: null, error: null, failure: null }),
    setError: assign({
      error: (_, params: { code: LotteryErrorCode }) => params.code,
      failure: null,
    }),
    clearError: assign({ error: null, failure: null }),
    startConfirm: assign({
      confirmDrawId: ({ context }) => context.draw?.drawId ?? null,
      error: null,
      failure: null,
    }),
    startRequest: assign({
      request: ({ context }, params: { requestId: string }) => ({
        requestId: params.requestId,
        drawId: context.draw?.drawId ?? 0,
        prizeMode: context.prizeMode,
        lines: context.slip.map((entry) => entry.line),
      }),
      error: null,
      failure: null,
    }),
    placed: assign((_, params: { order: LotteryOrder }) => ({
      slip: [],
      rejected: null,
      lastOrder: params.order,
      balanceMinor: params.order.balanceMinor,
      request: null,
      error: null,
      failure: null,
    })),
    placeFailed: assign(({ context }, params: { reason: unknown }) => {
      const problems = lineProblemsOf(params.reason);
      return {
        error: failureCode(params.reason),
        failure: toApiFailure(params.reason),
        slip:
          problems === null
            ? context.slip
            : context.slip.map((entry, index) => ({
                ...entry,
                problems: problems.get(index) ?? entry.problems,
              })),
      };
    }),
    endRequest: assign({ request: null, error: null, failure: null }),
    forward: raise(({ event }) => event),
  },
  delays: {
    resultsPoll: RESULTS_POLL_MS,
    nextDrawPoll: NEXT_DRAW_POLL_MS,
    backoff: ({ context }) => backoffMs(context.drawFailures),
  },
}).createMachine({
  id: 'lottery',
  type: 'parallel',
  context: ({ input }) => ({
    prizeMode: input.prizeMode,
    structureCode: input.structureCode,
    structure: input.structure,
    odds: input.odds,
    pointValueMinor: input.pointValueMinor,
    balanceMinor: input.balanceMinor ?? null,
    maxLines: input.maxLines ?? MAX_SLIP_LINES,
    draw: null,
    serverOffset: 0,
    now: 0,
    lastDrawn: null,
    drawError: null,
    drawFailures: 0,
    slip: [],
    rejected: null,
    error: null,
    failure: null,
    confirmDrawId: null,
    request: null,
    lastOrder: null,
  }),
  on: {
    'BALANCE.LOADED': {
      actions: { type: 'setBalance', params: ({ event }) => ({ balanceMinor: event.balanceMinor }) },
    },
  },
  states: {
    draw: {
      initial: 'waiting',
      on: {
        TICK: { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
        // Another draw loaded while drawing or showing results (a station switch, the next draw):
        // its phase (a target below the source is exited and entered again, so `drawing` restarts its
        // polling for the new draw).
        'DRAW.LOADED': [
          {
            guard: {
              type: 'loadedIn',
              params: ({ event }) => ({ loaded: event, phase: 'open', other: true }),
            },
            target: '.open',
            actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
          },
          {
            guard: {
              type: 'loadedIn',
              params: ({ event }) => ({ loaded: event, phase: 'locked', other: true }),
            },
            target: '.locked',
            actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
          },
          {
            guard: { type: 'otherDraw', params: ({ event }) => ({ loaded: event }) },
            target: '.drawing',
            actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
          },
        ],
      },
      states: {
        waiting: {
          on: {
            'DRAW.LOADED': [
              {
                guard: { type: 'loadedIn', params: ({ event }) => ({ loaded: event, phase: 'open' }) },
                target: 'open',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              {
                guard: { type: 'loadedIn', params: ({ event }) => ({ loaded: event, phase: 'locked' }) },
                target: 'locked',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              { target: 'drawing', actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) } },
            ],
          },
        },
        open: {
          on: {
            TICK: [
              {
                guard: { type: 'tickIn', params: ({ event }) => ({ now: event.now, phase: 'drawing' }) },
                target: 'drawing',
                actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) },
              },
              {
                guard: { type: 'tickIn', params: ({ event }) => ({ now: event.now, phase: 'locked' }) },
                target: 'locked',
                actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) },
              },
              { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
            ],
            'DRAW.LOADED': [
              {
                guard: { type: 'loadedIn', params: ({ event }) => ({ loaded: event, phase: 'locked' }) },
                target: 'locked',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              {
                guard: { type: 'loadedIn', params: ({ event }) => ({ loaded: event, phase: 'drawing' }) },
                target: 'drawing',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              { actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) } },
            ],
          },
        },
        locked: {
          on: {
            TICK: [
              {
                guard: { type: 'tickIn', params: ({ event }) => ({ now: event.now, phase: 'drawing' }) },
                target: 'drawing',
                actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) },
              },
              { actions: { type: 'setNow', params: ({ event }) => ({ now: event.now }) } },
            ],
            'DRAW.LOADED': [
              {
                guard: {
                  type: 'loadedIn',
                  params: ({ event }) => ({ loaded: event, phase: 'open', other: true }),
                },
                target: 'open',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              {
                guard: { type: 'loadedIn', params: ({ event }) => ({ loaded: event, phase: 'drawing' }) },
                target: 'drawing',
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
              // Another draw that is locked too; this one again changes nothing (never back to open).
              {
                guard: { type: 'otherDraw', params: ({ event }) => ({ loaded: event }) },
                actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event }) },
              },
            ],
          },
        },
        drawing: {
          initial: 'loading',
          on: {
            'RESULTS.LOADED': {
              guard: { type: 'drawnWithResults', params: ({ event }) => ({ detail: event.draw }) },
              target: 'results',
              actions: { type: 'setResults', params: ({ event }) => ({ detail: event.draw }) },
            },
          },
          states: {
            loading: {
              invoke: {
                id: 'loadResults',
                src: 'loadResults',
                input: ({ context }) => ({ drawId: context.draw?.drawId ?? 0 }),
                onDone: [
                  {
                    guard: { type: 'drawnWithResults', params: ({ event }) => ({ detail: event.output }) },
                    target: '#lottery.draw.results',
                    actions: { type: 'setResults', params: ({ event }) => ({ detail: event.output }) },
                  },
                  { target: 'pending', actions: 'pollAgain' },
                ],
                onError: {
                  target: 'retrying',
                  actions: { type: 'pollFailed', params: ({ event }) => ({ reason: event.error }) },
                },
              },
            },
            pending: { after: { resultsPoll: 'loading' } },
            retrying: { after: { backoff: 'loading' } },
          },
        },
        results: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDraw',
                src: 'loadDraw',
                input: ({ context }) => ({
                  gameCode: context.draw?.gameCode ?? '',
                  stationCode: context.draw?.stationCode ?? '',
                  afterDrawId: context.draw?.drawId ?? 0,
                }),
                onDone: [
                  {
                    guard: {
                      type: 'loadedIn',
                      params: ({ event }) => ({ loaded: event.output, phase: 'open', other: true }),
                    },
                    target: '#lottery.draw.open',
                    actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event.output }) },
                  },
                  {
                    guard: {
                      type: 'loadedIn',
                      params: ({ event }) => ({ loaded: event.output, phase: 'locked', other: true }),
                    },
                    target: '#lottery.draw.locked',
                    actions: { type: 'setDraw', params: ({ event }) => ({ loaded: event.output }) },
                  },
                  { target: 'pending', actions: 'pollAgain' },
                ],
                onError: {
                  target: 'retrying',
                  actions: { type: 'pollFailed', params: ({ event }) => ({ reason: event.error }) },
                },
              },
            },
            pending: { after: { nextDrawPoll: 'loading' } },
            retrying: { after: { backoff: 'loading' } },
          },
        },
      },
    },
    slip: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'LINE.ADD': [
              { guard: 'slipFull', actions: { type: 'setError', params: { code: 'SLIP_FULL' } } },
              {
                guard: {
                  type: 'noProblems',
                  params: ({ context, event }) => ({
                    problems: checkLine(event.line, context.structureCode, context.odds),
                  }),
                },
                actions: { type: 'addLine', params: ({ event }) => ({ line: event.line }) },
              },
              {
                actions: {
                  type: 'rejectLine',
                  params: ({ context, event }) => ({
                    line: event.line,
                    problems: checkLine(event.line, context.structureCode, context.odds),
                  }),
                },
              },
            ],
            'LINE.REMOVE': {
              actions: { type: 'removeLine', params: ({ event }) => ({ index: event.index }) },
            },
            'LINE.POINTS': {
              actions: {
                type: 'setPoints',
                params: ({ event }) => ({ index: event.index, points: event.points }),
              },
            },
            'SLIP.CLEAR': { actions: 'clearSlip' },
            SUBMIT: [
              { guard: 'canSubmit', target: 'confirming', actions: 'startConfirm' },
              {
                actions: {
                  type: 'setError',
                  params: ({ context }) => ({ code: submitProblem(context) ?? 'DRAW_CLOSED' }),
                },
              },
            ],
          },
        },
        confirming: {
          on: {
            CONFIRM: [
              {
                guard: 'canSubmit',
                target: 'placing',
                actions: { type: 'startRequest', params: ({ event }) => ({ requestId: event.requestId }) },
              },
              {
                target: 'editing',
                actions: {
                  type: 'setError',
                  params: ({ context }) => ({ code: submitProblem(context) ?? 'DRAW_CLOSED' }),
                },
              },
            ],
            CANCEL: { target: 'editing', actions: 'clearError' },
            TICK: {
              guard: { type: 'confirmLostByTick', params: ({ event }) => ({ now: event.now }) },
              target: 'editing',
              actions: { type: 'setError', params: { code: 'DRAW_CLOSED' } },
            },
            'DRAW.LOADED': {
              guard: { type: 'confirmLostByLoad', params: ({ event }) => ({ loaded: event }) },
              target: 'editing',
              actions: { type: 'setError', params: { code: 'DRAW_CLOSED' } },
            },
          },
        },
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeBets',
            src: 'placeBets',
            input: ({ context }) =>
              context.request ?? { requestId: '', drawId: 0, prizeMode: context.prizeMode, lines: [] },
            onDone: {
              target: 'placed',
              actions: { type: 'placed', params: ({ event }) => ({ order: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'placeFailed', params: ({ event }) => ({ reason: event.error }) },
            },
          },
        },
        failed: {
          on: {
            RETRY: { target: 'placing', actions: 'clearError' },
            CANCEL: { target: 'editing', actions: 'endRequest' },
            'LINE.ADD': { target: 'editing', actions: ['endRequest', 'forward'] },
            'LINE.REMOVE': { target: 'editing', actions: ['endRequest', 'forward'] },
            'LINE.POINTS': { target: 'editing', actions: ['endRequest', 'forward'] },
            'SLIP.CLEAR': { target: 'editing', actions: ['endRequest', 'forward'] },
            SUBMIT: { target: 'editing', actions: ['endRequest', 'forward'] },
          },
        },
        placed: {
          on: {
            'LINE.ADD': { target: 'editing', actions: 'forward' },
            CANCEL: { target: 'editing' },
          },
        },
      },
    },
  },
});
