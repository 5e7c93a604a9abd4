import { describe, expect, it, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors as eventTypesOf,
  SimulatedClock,
  createActor,
  fromPromise,
  waitFor,
  type AnyTransitionDefinition,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { MB_STRUCTURE, type BetLine, type OddsTable } from '../core/lottery/types';
import {
  NEXT_DRAW_POLL_MS,
  RESULTS_POLL_MS,
  RETRY_BASE_MS,
  RETRY_MAX_MS,
  drawPhase,
  lotteryMachine,
  msUntilDraw,
  msUntilLock,
  slipTotals,
  submitProblem,
  type DrawDetailLike,
  type DrawLoaded,
  type DrawSummaryLike,
  type LoadDrawInput,
  type LoadResultsInput,
  type LotteryEvent,
  type LotteryInput,
  type LotteryOrder,
  type PlaceBetsInput,
} from './lottery';
import { apiError, type GraphEvent } from './test-support';

// Server clock: draw 1 locks at 100 s and is drawn at 400 s; the device runs 5 s behind the server.
const OFFSET = 5_000;
const D1: DrawSummaryLike = {
  drawId: 1,
  gameCode: 'MB',
  stationCode: 'HN',
  stationName: 'Hà Nội',
  drawKey: '2026-11-24',
  status: 'open',
  lockAt: 100_000,
  drawAt: 400_000,
  serverSeedHash: 'hash-1',
};
const D2: DrawSummaryLike = {
  ...D1,
  drawId: 2,
  drawKey: '2026-11-25',
  lockAt: 1_000_000,
  drawAt: 1_300_000,
  serverSeedHash: 'hash-2',
};
/** `DRAW.LOADED` payload: the draw as the server saw it at device time `now`. */
const loaded = (draw: DrawSummaryLike, now: number): DrawLoaded => ({ draw, serverTime: now + OFFSET, now });
const detail = (draw: DrawSummaryLike, results: DrawDetailLike['results']): DrawDetailLike => ({
  ...draw,
  status: results === null ? draw.status : 'drawn',
  results,
  serverSeed: results === null ? null : 'seed',
  version: 1,
  drawnAt: results === null ? null : draw.drawAt,
});
const RESULTS = { DB: ['12345'], G1: ['67890'], G7: ['01', '02', '03', '04'] };

const odds: OddsTable = {
  lo2: { unitPrice: 1, odds: 99, maxPoints: 1000 },
  deDacBiet: { unitPrice: 1, odds: 95, maxPoints: 500 },
  xien2: { unitPrice: 1, odds: 17, maxPoints: 1000 },
};
const lo2: BetLine = { betType: 'lo2', numbers: ['07', '42'], points: 2 };
const xien: BetLine = { betType: 'xien2', numbers: ['11', '22'], points: 10 };
const bad: BetLine = { betType: 'lo2', numbers: ['7', '42', '42'], points: 0 };
// lo2: 2 points × 1 × 1000 × 27 combos × 2 numbers; xien2: 10 × 1 × 1000 × 1 × 1.
const LO2_COST = 108_000;
const XIEN_COST = 10_000;

const baseInput: LotteryInput = {
  prizeMode: 'Lott',
  structureCode: 'MB',
  structure: MB_STRUCTURE,
  odds,
  pointValueMinor: 1000,
  balanceMinor: 1_000_000,
};

const order = (balanceMinor: number): LotteryOrder => ({
  orderNo: 'L0001',
  bets: [{ betId: 1 }],
  costTotalMinor: LO2_COST,
  balanceMinor,
});

/** A rejection shaped like the site's `ApiError` for a platform refusal with a code. */
const refusal = (code: string, value?: unknown) =>
  Object.assign(apiError('platform', `refused: ${code}`, value), { code });

type Fakes = {
  placeBets?: (input: PlaceBetsInput) => Promise<LotteryOrder>;
  loadResults?: (input: LoadResultsInput) => Promise<DrawDetailLike>;
  loadDraw?: (input: LoadDrawInput) => Promise<DrawLoaded | null>;
};

function start(fakes: Fakes = {}, input: Partial<LotteryInput> = {}) {
  const clock = new SimulatedClock();
  const spies = {
    placeBets: vi.fn(fakes.placeBets ?? (() => Promise.resolve(order(892_000)))),
    loadResults: vi.fn(fakes.loadResults ?? (() => Promise.resolve(detail(D1, RESULTS)))),
    loadDraw: vi.fn(fakes.loadDraw ?? (() => Promise.resolve(loaded(D2, 500_000)))),
  };
  const machine = lotteryMachine.provide({
    actors: {
      placeBets: fromPromise(({ input }: { input: PlaceBetsInput }) => spies.placeBets(input)),
      loadResults: fromPromise(({ input }: { input: LoadResultsInput }) => spies.loadResults(input)),
      loadDraw: fromPromise(({ input }: { input: LoadDrawInput }) => spies.loadDraw(input)),
    },
  });
  const actor = createActor(machine, { clock, input: { ...baseInput, ...input } });
  actor.start();
  return { actor, clock, ...spies };
}

type Actor = ReturnType<typeof start>['actor'];
const drawState = (actor: Actor) => actor.getSnapshot().value.draw;
const slipState = (actor: Actor) => actor.getSnapshot().value.slip;
/** Lets the fake actors' promises settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An open slip with one valid lô 2 line on draw 1, at device time 0. */
function withLine(fakes: Fakes = {}, input: Partial<LotteryInput> = {}) {
  const started = start(fakes, input);
  started.actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
  started.actor.send({ type: 'LINE.ADD', line: lo2 });
  return started;
}

/**
 * Walks the machine with `xstate/graph` (`getAdjacencyMap`): in each reachable snapshot every event
 * type it accepts is offered (the matching `events`, or `{ type }` alone for the delayed events).
 * Snapshots are told apart by state value and by what the guards read of the context (the draw's
 * id and status — its times follow from the id —, its phase at the last clock reading, the server
 * offset, each line's problem count, the confirmed draw, the request, what {@link submitProblem}
 * says), not by what only the UI reads (clock readings, errors, the last order), so the walk
 * stays small while every guard still sees each case it can tell apart. Returns the ids of the state nodes never entered and the transition
 * definitions never taken (`source --event[index]--> target`, matched to each edge with
 * `getTransitionData`, as in contract.test.ts). The machine has no eventless (`always`)
 * transitions; any would be listed as untaken.
 */
function coverage(
  machine: typeof lotteryMachine,
  input: LotteryInput,
  events: readonly GraphEvent[],
): { unreachedStates: string[]; untakenTransitions: string[] } {
  const adjacency = getAdjacencyMap(machine, {
    input,
    serializeState: (snapshot) => {
      const { context: c, value } = snapshot;
      return JSON.stringify({
        value,
        draw:
          c.draw === null ? null : [c.draw.drawId, c.draw.status, drawPhase(c.draw, c.now + c.serverOffset)],
        offset: c.serverOffset,
        slip: c.slip.map((entry) => entry.problems.length),
        confirmDrawId: c.confirmDrawId,
        request: c.request?.requestId ?? null,
        submit: submitProblem(c),
      });
    },
    events: (snapshot) =>
      eventTypesOf(snapshot)
        .map((type: unknown) => String(type))
        .flatMap((type): GraphEvent[] => {
          const offered = events.filter((event) => event.type === type);
          return offered.length > 0 ? offered : [{ type }];
        }) as LotteryEvent[],
  });
  const entered = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  for (const { state, event } of adjacencyMapToArray(adjacency)) {
    for (const node of state._nodes) entered.add(node.id);
    for (const definition of machine.getTransitionData(state, event)) taken.add(definition);
  }
  const label = (definition: AnyTransitionDefinition, index: number) =>
    `${definition.source.id} --${definition.eventType}[${index}]--> ${(definition.target ?? [])
      .map((node) => node.id)
      .join(',')}`;
  const nodes = getStateNodes(machine);
  return {
    unreachedStates: nodes.map((node) => node.id).filter((id) => !entered.has(id)),
    untakenTransitions: nodes.flatMap((node) => [
      ...(node.always ?? []).map((definition, index) => label(definition, index)),
      ...[...node.transitions.values()].flatMap((definitions) =>
        definitions.flatMap((definition, index) => (taken.has(definition) ? [] : [label(definition, index)])),
      ),
    ]),
  };
}

// A small world for the graph: one line fills the slip, a few clock readings and draw answers.
const graphInput: LotteryInput = { ...baseInput, balanceMinor: 200_000, maxLines: 1 };
const graphEvents: GraphEvent[] = [
  { type: 'DRAW.LOADED', ...loaded(D1, 0) },
  { type: 'DRAW.LOADED', ...loaded({ ...D1, status: 'locked' }, 10_000) },
  { type: 'DRAW.LOADED', ...loaded(D2, 500_000) },
  { type: 'DRAW.LOADED', ...loaded({ ...D2, status: 'locked' }, 500_000) },
  { type: 'DRAW.LOADED', ...loaded({ ...D2, drawId: 3, status: 'drawn' }, 500_000) },
  { type: 'TICK', now: 95_000 },
  { type: 'TICK', now: 395_000 },
  { type: 'RESULTS.LOADED', draw: detail(D1, RESULTS) },
  { type: 'xstate.done.actor.loadResults', output: detail(D1, RESULTS) },
  { type: 'xstate.done.actor.loadResults', output: detail(D1, null) },
  { type: 'xstate.error.actor.loadResults', error: apiError('network') },
  { type: 'xstate.done.actor.loadDraw', output: loaded(D2, 500_000) },
  { type: 'xstate.done.actor.loadDraw', output: loaded({ ...D2, status: 'locked' }, 500_000) },
  { type: 'xstate.done.actor.loadDraw', output: null },
  { type: 'xstate.error.actor.loadDraw', error: apiError('timeout') },
  { type: 'BALANCE.LOADED', balanceMinor: 100_000 },
  { type: 'LINE.ADD', line: lo2 },
  { type: 'LINE.ADD', line: bad },
  { type: 'LINE.REMOVE', index: 0 },
  { type: 'LINE.POINTS', index: 0, points: 3 },
  { type: 'CONFIRM', requestId: 'req-1' },
  { type: 'xstate.done.actor.placeBets', output: order(92_000) },
  { type: 'xstate.error.actor.placeBets', error: refusal('LOTTERY_CLOSED') },
];

describe('lotteryMachine: coverage', () => {
  it('enters every state and takes every transition (xstate/graph adjacency map)', () => {
    const { unreachedStates, untakenTransitions } = coverage(lotteryMachine, graphInput, graphEvents);
    expect(unreachedStates).toEqual([]);
    expect(untakenTransitions).toEqual([]);
    // The walk sees the whole machine: both regions and their nested states.
    expect(getStateNodes(lotteryMachine).map((node) => node.id)).toEqual(
      expect.arrayContaining([
        'lottery.draw.drawing.retrying',
        'lottery.draw.results.pending',
        'lottery.slip.failed',
      ]),
    );
  });
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake actor answering each call with the next step (the last one repeats). */
function answers<T>(...steps: (() => Promise<T>)[]) {
  let call = 0;
  return () => {
    const step = steps[Math.min(call, steps.length - 1)];
    call += 1;
    if (step === undefined) throw new Error('no steps');
    return step();
  };
}

describe('lotteryMachine: draw cycle', () => {
  it('follows the server clock: open until lockAt, locked until drawAt, then drawing', () => {
    const pending = deferred<DrawDetailLike>();
    const { actor, loadResults } = start({ loadResults: () => pending.promise });
    expect(drawState(actor)).toBe('waiting');
    expect(msUntilLock(actor.getSnapshot())).toBeNull();
    expect(msUntilDraw(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    expect(drawState(actor)).toBe('open');
    expect(actor.getSnapshot().context.serverOffset).toBe(OFFSET);
    // The device says 0, the server 5 s: 95 s left to the lock at 100 s (server clock).
    expect(msUntilLock(actor.getSnapshot())).toBe(95_000);
    expect(msUntilLock(actor.getSnapshot(), 50_000)).toBe(45_000);
    expect(msUntilDraw(actor.getSnapshot())).toBe(395_000);

    actor.send({ type: 'TICK', now: 94_999 });
    expect(drawState(actor)).toBe('open');
    expect(msUntilLock(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'TICK', now: 95_000 });
    expect(drawState(actor)).toBe('locked');
    expect(msUntilLock(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'TICK', now: 394_999 });
    expect(drawState(actor)).toBe('locked');
    expect(msUntilDraw(actor.getSnapshot())).toBe(1);
    expect(loadResults).not.toHaveBeenCalled();
    actor.send({ type: 'TICK', now: 395_000 });
    expect(drawState(actor)).toEqual({ drawing: 'loading' });
    expect(loadResults).toHaveBeenCalledWith({ drawId: 1 });
  });

  it('a tick past drawAt while open goes straight to drawing', () => {
    const { actor } = start({ loadResults: () => deferred<DrawDetailLike>().promise });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 500_000 });
    expect(drawState(actor)).toEqual({ drawing: 'loading' });
  });

  it('polls the results until the draw has them, retries failures with a visible error, then loads the next draw', async () => {
    const { actor, clock, loadResults, loadDraw } = start({
      loadResults: answers(
        () => Promise.resolve(detail({ ...D1, status: 'locked' }, null)),
        () => Promise.reject(apiError('network')),
        () => Promise.reject(apiError('timeout')),
        () => Promise.resolve(detail(D1, RESULTS)),
      ),
    });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 395_000 });
    await flush();
    expect(drawState(actor)).toEqual({ drawing: 'pending' });
    expect(actor.getSnapshot().context.drawError).toBeNull();

    clock.increment(RESULTS_POLL_MS - 1);
    expect(loadResults).toHaveBeenCalledTimes(1);
    clock.increment(1);
    expect(loadResults).toHaveBeenCalledTimes(2);
    await flush();
    expect(drawState(actor)).toEqual({ drawing: 'retrying' });
    expect(actor.getSnapshot().context.drawError).toBe('NETWORK');

    clock.increment(RETRY_BASE_MS);
    expect(loadResults).toHaveBeenCalledTimes(3);
    await flush();
    expect(actor.getSnapshot().context.drawError).toBe('TIMEOUT');
    expect(actor.getSnapshot().context.drawFailures).toBe(2);

    clock.increment(2 * RETRY_BASE_MS - 1);
    expect(loadResults).toHaveBeenCalledTimes(3);
    clock.increment(1);
    expect(loadResults).toHaveBeenCalledTimes(4);
    await flush();
    // Results in: the drawn draw is held, then the next open draw of the station is loaded.
    expect(loadDraw).toHaveBeenCalledWith({ gameCode: 'MB', stationCode: 'HN', afterDrawId: 1 });
    await flush();
    const { context } = actor.getSnapshot();
    expect(drawState(actor)).toBe('open');
    expect(context.lastDrawn).toMatchObject({ drawId: 1, status: 'drawn', results: RESULTS });
    expect(context.draw?.drawId).toBe(2);
    expect(context.drawError).toBeNull();
    expect(context.drawFailures).toBe(0);
  });

  it('stops in results while holding the drawn draw, until the next one is loaded', async () => {
    const next = deferred<DrawLoaded | null>();
    const { actor } = start({ loadDraw: () => next.promise });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 395_000 });
    await flush();
    expect(drawState(actor)).toEqual({ results: 'loading' });
    expect(actor.getSnapshot().context.draw).toMatchObject({ drawId: 1, status: 'drawn' });
    expect(actor.getSnapshot().context.lastDrawn?.results).toEqual(RESULTS);
    // The site may hand the next draw in first.
    actor.send({ type: 'DRAW.LOADED', ...loaded(D2, 500_000) });
    expect(drawState(actor)).toBe('open');
    expect(actor.getSnapshot().context.lastDrawn?.drawId).toBe(1);
  });

  it('backs off 2 s, 4 s, 8 s, 16 s, then every 30 s while the results keep failing', async () => {
    const { actor, clock, loadResults } = start({ loadResults: () => Promise.reject(apiError('network')) });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 395_000 });
    await flush();
    let calls = 1;
    for (const wait of [2000, 4000, 8000, 16_000, RETRY_MAX_MS, RETRY_MAX_MS, RETRY_MAX_MS]) {
      expect(drawState(actor)).toEqual({ drawing: 'retrying' });
      clock.increment(wait - 1);
      expect(loadResults).toHaveBeenCalledTimes(calls);
      clock.increment(1);
      calls += 1;
      expect(loadResults).toHaveBeenCalledTimes(calls);
      await flush();
    }
    expect(actor.getSnapshot().context.drawError).toBe('NETWORK');
  });

  it('polls for the next draw while none is open, retries a failure, and follows a draw already locked', async () => {
    const { actor, clock, loadDraw } = start({
      loadDraw: answers<DrawLoaded | null>(
        () => Promise.resolve(null),
        () => Promise.reject(apiError('network')),
        // Drawn at 400 s; by 1 000 s (device) the next draw is locked already.
        () => Promise.resolve(loaded(D2, 1_000_000)),
      ),
    });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 395_000 });
    await flush();
    await flush();
    expect(drawState(actor)).toEqual({ results: 'pending' });
    clock.increment(NEXT_DRAW_POLL_MS);
    await flush();
    expect(drawState(actor)).toEqual({ results: 'retrying' });
    expect(actor.getSnapshot().context.drawError).toBe('NETWORK');
    clock.increment(RETRY_BASE_MS);
    await flush();
    expect(loadDraw).toHaveBeenCalledTimes(3);
    expect(drawState(actor)).toBe('locked');
    expect(actor.getSnapshot().context.draw?.drawId).toBe(2);
  });

  it('takes results the site saw first (RESULTS.LOADED), only for this draw and only once drawn', () => {
    const { actor, loadDraw } = start({
      loadResults: () => deferred<DrawDetailLike>().promise,
      loadDraw: () => deferred<DrawLoaded | null>().promise,
    });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'TICK', now: 395_000 });
    actor.send({ type: 'RESULTS.LOADED', draw: detail(D2, RESULTS) });
    actor.send({ type: 'RESULTS.LOADED', draw: detail({ ...D1, status: 'locked' }, null) });
    expect(drawState(actor)).toEqual({ drawing: 'loading' });
    actor.send({ type: 'RESULTS.LOADED', draw: detail(D1, RESULTS) });
    expect(drawState(actor)).toEqual({ results: 'loading' });
    expect(actor.getSnapshot().context.lastDrawn?.drawId).toBe(1);
    expect(loadDraw).toHaveBeenCalledTimes(1);
  });

  it('DRAW.LOADED goes to the phase the draw is in, never back for the same draw', () => {
    const hold = { loadResults: () => deferred<DrawDetailLike>().promise };
    const locked = start(hold);
    locked.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, status: 'locked' }, 10_000) });
    expect(drawState(locked.actor)).toBe('locked');
    // The same draw answered again as open (an older answer) does not reopen betting.
    locked.actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 10_000) });
    expect(drawState(locked.actor)).toBe('locked');
    // Another station's open draw does.
    locked.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D2, stationCode: 'QN' }, 500_000) });
    expect(drawState(locked.actor)).toBe('open');
    expect(locked.actor.getSnapshot().context.draw?.stationCode).toBe('QN');

    const drawn = start(hold);
    drawn.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, status: 'drawn' }, 10_000) });
    expect(drawState(drawn.actor)).toEqual({ drawing: 'loading' });
    expect(drawn.loadResults).toHaveBeenCalledTimes(1);
    drawn.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, status: 'drawn' }, 20_000) });
    expect(drawn.loadResults).toHaveBeenCalledTimes(1);
    // Another draw being drawn restarts the polling for that draw.
    drawn.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D2, status: 'drawn' }, 2_000_000) });
    expect(drawn.loadResults).toHaveBeenLastCalledWith({ drawId: 2 });

    const open = start(hold);
    open.actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    // The server locked the draw early (the development draw route): the answer says so.
    open.actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, status: 'locked' }, 1000) });
    expect(drawState(open.actor)).toBe('locked');
    expect(msUntilLock(open.actor.getSnapshot())).toBe(0);
  });

  it('a refreshed answer for the open draw resets the server offset', () => {
    const { actor } = start();
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'DRAW.LOADED', draw: D1, serverTime: 20_000, now: 10_000 });
    expect(actor.getSnapshot().context.serverOffset).toBe(10_000);
    expect(msUntilLock(actor.getSnapshot())).toBe(80_000);
    actor.send({ type: 'TICK', now: 89_999 });
    expect(drawState(actor)).toBe('open');
    actor.send({ type: 'TICK', now: 90_000 });
    expect(drawState(actor)).toBe('locked');
  });
});

describe('lotteryMachine: slip', () => {
  it('adds valid lines and keeps a refused line, with its problems, out of the slip', () => {
    const { actor } = start();
    actor.send({ type: 'LINE.ADD', line: bad });
    let { context } = actor.getSnapshot();
    expect(context.slip).toEqual([]);
    expect(context.rejected?.line).toEqual(bad);
    expect(context.rejected?.problems).toEqual(
      expect.arrayContaining([
        { code: 'NUMBER_LENGTH', number: '7', digits: 2 },
        { code: 'NUMBER_REPEATED', number: '42' },
        { code: 'POINTS_INVALID' },
      ]),
    );
    actor.send({ type: 'LINE.ADD', line: { betType: 'deGiai8', numbers: ['01'], points: 1 } });
    expect(actor.getSnapshot().context.rejected?.problems).toContainEqual({ code: 'BET_TYPE_UNAVAILABLE' });

    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'LINE.ADD', line: xien });
    ({ context } = actor.getSnapshot());
    expect(context.slip).toEqual([
      { line: lo2, problems: [] },
      { line: xien, problems: [] },
    ]);
    expect(context.rejected).toBeNull();
    expect(slipState(actor)).toBe('editing');
  });

  it('LINE.POINTS re-checks the line; LINE.REMOVE and SLIP.CLEAR', () => {
    const { actor } = start();
    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'LINE.ADD', line: xien });
    actor.send({ type: 'LINE.POINTS', index: 0, points: 1001 });
    expect(actor.getSnapshot().context.slip[0]).toEqual({
      line: { ...lo2, points: 1001 },
      problems: [{ code: 'POINTS_OVER_CAP', maxPoints: 1000 }],
    });
    actor.send({ type: 'LINE.POINTS', index: 0, points: 2.5 });
    expect(actor.getSnapshot().context.slip[0]?.problems).toEqual([{ code: 'POINTS_INVALID' }]);
    actor.send({ type: 'LINE.POINTS', index: 0, points: 5 });
    expect(actor.getSnapshot().context.slip[0]).toEqual({ line: { ...lo2, points: 5 }, problems: [] });
    expect(actor.getSnapshot().context.slip[1]?.line).toEqual(xien);

    actor.send({ type: 'LINE.REMOVE', index: 0 });
    expect(actor.getSnapshot().context.slip.map((entry) => entry.line)).toEqual([xien]);
    actor.send({ type: 'LINE.REMOVE', index: 5 });
    expect(actor.getSnapshot().context.slip).toHaveLength(1);
    actor.send({ type: 'SLIP.CLEAR' });
    expect(actor.getSnapshot().context.slip).toEqual([]);
  });

  it('refuses a line past maxLines with SLIP_FULL', () => {
    const { actor } = start({}, { maxLines: 2 });
    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'LINE.ADD', line: xien });
    actor.send({ type: 'LINE.ADD', line: { ...xien, numbers: ['33', '44'] } });
    expect(actor.getSnapshot().context.slip).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBe('SLIP_FULL');
    actor.send({ type: 'LINE.REMOVE', index: 1 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('slipTotals: cost, combos, wagers and potential win per line and in total (minor units)', () => {
    const { actor } = start();
    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'LINE.ADD', line: xien });
    expect(slipTotals(actor.getSnapshot().context)).toEqual({
      costMinor: LO2_COST + XIEN_COST,
      // lô 2: 2 points × 99 × 1000 per number, two numbers; xiên 2: 10 × 17 × 1000 for the group.
      potentialWinMinor: 198_000 * 2 + 170_000,
      lines: [
        { costMinor: LO2_COST, combos: 27, wagers: 2, potentialWinMinor: 198_000 },
        { costMinor: XIEN_COST, combos: 1, wagers: 1, potentialWinMinor: 170_000 },
      ],
    });
    // A line without a rule, or with unusable points, counts nothing.
    expect(
      slipTotals({
        ...actor.getSnapshot().context,
        slip: [
          { line: { betType: 'deGiai8', numbers: ['01'], points: 1 }, problems: [] },
          { line: { ...lo2, points: 0.5 }, problems: [] },
        ],
      }),
    ).toEqual({
      costMinor: 0,
      potentialWinMinor: 0,
      lines: [
        { costMinor: 0, combos: 0, wagers: 0, potentialWinMinor: 0 },
        { costMinor: 0, combos: 0, wagers: 0, potentialWinMinor: 0 },
      ],
    });
  });

  it('SUBMIT refuses an empty slip, an invalid line, a closed draw and a cost above the balance', () => {
    const { actor } = start({}, { balanceMinor: LO2_COST - 1 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('EMPTY_SLIP');
    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'SUBMIT' });
    // No draw loaded yet.
    expect(actor.getSnapshot().context.error).toBe('DRAW_CLOSED');
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'LINE.POINTS', index: 0, points: 0 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('LINE_INVALID');
    actor.send({ type: 'LINE.POINTS', index: 0, points: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('INSUFFICIENT_BALANCE');
    expect(slipState(actor)).toBe('editing');

    actor.send({ type: 'BALANCE.LOADED', balanceMinor: LO2_COST });
    expect(submitProblem(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(slipState(actor)).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'CANCEL' });
    expect(slipState(actor)).toBe('editing');

    actor.send({ type: 'TICK', now: 95_000 });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.error).toBe('DRAW_CLOSED');
    expect(slipState(actor)).toBe('editing');
  });

  it('without a known balance the cost is not checked (the server decides)', () => {
    const { actor } = withLine({}, { balanceMinor: null });
    actor.send({ type: 'LINE.POINTS', index: 0, points: 1000 });
    actor.send({ type: 'SUBMIT' });
    expect(slipState(actor)).toBe('confirming');
  });

  it('CONFIRM places the lines on the open draw; success empties the slip and keeps the order', async () => {
    const { actor, placeBets } = withLine();
    actor.send({ type: 'LINE.ADD', line: xien });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    expect(slipState(actor)).toBe('placing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(placeBets).toHaveBeenCalledWith({
      requestId: 'req-1',
      drawId: 1,
      prizeMode: 'Lott',
      lines: [lo2, xien],
    });
    const { context } = actor.getSnapshot();
    expect(slipState(actor)).toBe('placed');
    expect(context.slip).toEqual([]);
    expect(context.lastOrder).toEqual(order(892_000));
    expect(context.balanceMinor).toBe(892_000);
    expect(context.request).toBeNull();

    // A new slip starts with the next line; the last order stays on show.
    actor.send({ type: 'LINE.ADD', line: xien });
    expect(slipState(actor)).toBe('editing');
    expect(actor.getSnapshot().context.slip).toEqual([{ line: xien, problems: [] }]);
    expect(actor.getSnapshot().context.lastOrder?.orderNo).toBe('L0001');
  });

  it('CANCEL after placing dismisses the order view', async () => {
    const { actor } = withLine();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    actor.send({ type: 'CANCEL' });
    expect(slipState(actor)).toBe('editing');
  });

  it('a draw locking while confirming cancels back to editing with DRAW_CLOSED and places nothing', () => {
    const { actor, placeBets } = withLine();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TICK', now: 94_000 });
    expect(slipState(actor)).toBe('confirming');
    actor.send({ type: 'TICK', now: 95_000 });
    expect(slipState(actor)).toBe('editing');
    expect(drawState(actor)).toBe('locked');
    const { context } = actor.getSnapshot();
    expect(context.error).toBe('DRAW_CLOSED');
    expect(context.slip).toEqual([{ line: lo2, problems: [] }]);
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    expect(placeBets).not.toHaveBeenCalled();
  });

  it('another draw loaded while confirming (or this one locked) cancels the confirmation; a refresh does not', () => {
    const { actor } = withLine();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 1000) });
    expect(slipState(actor)).toBe('confirming');
    actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, stationCode: 'QN', drawId: 7 }, 1000) });
    expect(slipState(actor)).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('DRAW_CLOSED');

    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.confirmDrawId).toBe(7);
    actor.send({ type: 'DRAW.LOADED', ...loaded({ ...D1, drawId: 7, status: 'locked' }, 2000) });
    expect(slipState(actor)).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('DRAW_CLOSED');
  });

  it('CONFIRM checks again: a balance that fell meanwhile goes back to editing', () => {
    const { actor, placeBets } = withLine();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'BALANCE.LOADED', balanceMinor: 1000 });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    expect(slipState(actor)).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('INSUFFICIENT_BALANCE');
    expect(placeBets).not.toHaveBeenCalled();
  });

  it('a failed placement keeps every line; RETRY sends the same request, a new confirmation a new one', async () => {
    const { actor, placeBets } = withLine({
      placeBets: answers(
        () => Promise.reject(apiError('network')),
        () => Promise.reject(apiError('timeout')),
        () => Promise.reject(apiError('http', '')),
        () => Promise.resolve(order(500_000)),
      ),
    });
    actor.send({ type: 'LINE.ADD', line: xien });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    let { context } = actor.getSnapshot();
    expect(slipState(actor)).toBe('failed');
    expect(context.error).toBe('NETWORK');
    expect(context.failure).toBe('errors.network');
    expect(context.slip.map((entry) => entry.line)).toEqual([lo2, xien]);

    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('TIMEOUT');
    expect(placeBets.mock.calls[1]?.[0]).toEqual(placeBets.mock.calls[0]?.[0]);
    expect(placeBets.mock.calls[1]?.[0].requestId).toBe('req-1');

    // Giving up this confirmation: the next one is a new request.
    actor.send({ type: 'CANCEL' });
    expect(slipState(actor)).toBe('editing');
    ({ context } = actor.getSnapshot());
    expect(context.request).toBeNull();
    expect(context.slip).toHaveLength(2);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-2' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().context.error).toBe('SERVER');
    expect(placeBets.mock.calls[2]?.[0].requestId).toBe('req-2');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(slipState(actor)).toBe('placed');
    expect(placeBets.mock.calls[3]?.[0].requestId).toBe('req-2');
  });

  it('LOTTERY_LINE puts the server problems on their lines; fixing the line lets it submit again', async () => {
    const { actor } = withLine({
      placeBets: () =>
        Promise.reject(
          refusal('LOTTERY_LINE', {
            lines: [{ index: 1, problems: [{ code: 'POINTS_OVER_CAP', maxPoints: 5 }] }, { index: 9 }],
          }),
        ),
    });
    actor.send({ type: 'LINE.ADD', line: xien });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    let { context } = actor.getSnapshot();
    expect(slipState(actor)).toBe('failed');
    expect(context.error).toBe('LOTTERY_LINE');
    expect(context.failure).toEqual({
      key: 'errors.server',
      message: 'refused: LOTTERY_LINE',
      code: 'LOTTERY_LINE',
    });
    expect(context.slip).toEqual([
      { line: lo2, problems: [] },
      { line: xien, problems: [{ code: 'POINTS_OVER_CAP', maxPoints: 5 }] },
    ]);

    // An edit in failed goes back to editing and is applied there; the line is checked again.
    actor.send({ type: 'LINE.POINTS', index: 1, points: 5 });
    ({ context } = actor.getSnapshot());
    expect(slipState(actor)).toBe('editing');
    expect(context.slip[1]).toEqual({ line: { ...xien, points: 5 }, problems: [] });
    expect(context.request).toBeNull();
    actor.send({ type: 'SUBMIT' });
    expect(slipState(actor)).toBe('confirming');
  });

  it('other server refusals keep their code and message, and every line', async () => {
    for (const code of ['LOTTERY_CLOSED', 'DRAW_NOT_FOUND', 'INSUFFICIENT_BALANCE', 'TRIAL_ACCOUNT']) {
      const { actor } = withLine({ placeBets: () => Promise.reject(refusal(code)) });
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CONFIRM', requestId: 'req-1' });
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
      const { context } = actor.getSnapshot();
      expect(slipState(actor)).toBe('failed');
      expect(context.error).toBe(code);
      expect(context.failure).toEqual({ key: 'errors.server', message: `refused: ${code}`, code });
      expect(context.slip).toEqual([{ line: lo2, problems: [] }]);
    }
  });

  it('every edit in failed returns to editing with the edit applied', async () => {
    const failing = () => withLine({ placeBets: () => Promise.reject(refusal('LOTTERY_CLOSED')) });
    const cases: [LotteryEvent, (slip: { line: BetLine }[]) => void][] = [
      [{ type: 'LINE.ADD', line: xien }, (slip) => expect(slip).toHaveLength(2)],
      [{ type: 'LINE.REMOVE', index: 0 }, (slip) => expect(slip).toEqual([])],
      [{ type: 'SLIP.CLEAR' }, (slip) => expect(slip).toEqual([])],
      [{ type: 'LINE.POINTS', index: 0, points: 3 }, (slip) => expect(slip[0]?.line.points).toBe(3)],
    ];
    for (const [event, check] of cases) {
      const { actor } = failing();
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'CONFIRM', requestId: 'req-1' });
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
      actor.send(event);
      expect(slipState(actor)).toBe('editing');
      check(actor.getSnapshot().context.slip);
    }
    // SUBMIT from failed is a new confirmation of the same lines.
    const { actor } = failing();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    actor.send({ type: 'SUBMIT' });
    expect(slipState(actor)).toBe('confirming');
  });

  it('fails loudly when the actors are not provided, and the results polling still retries', async () => {
    const actor = createActor(lotteryMachine, { clock: new SimulatedClock(), input: baseInput });
    actor.start();
    actor.send({ type: 'DRAW.LOADED', ...loaded(D1, 0) });
    actor.send({ type: 'LINE.ADD', line: lo2 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM', requestId: 'req-1' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value.slip).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('UNKNOWN');
    expect(actor.getSnapshot().context.failure).toBe('errors.unknown');
    actor.send({ type: 'TICK', now: 395_000 });
    await flush();
    expect(actor.getSnapshot().value.draw).toEqual({ drawing: 'retrying' });
    expect(actor.getSnapshot().context.drawError).toBe('UNKNOWN');
  });
});
