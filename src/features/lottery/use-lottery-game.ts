import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { fromMinor, toMinor } from '../../../core/money';
import {
  lotteryMachine,
  slipTotals,
  msUntilDraw,
  msUntilLock,
  type DrawDetailLike,
  type DrawLoaded,
  type LoadDrawInput,
  type LoadResultsInput,
  type LotteryOrder,
  type PlaceBetsInput,
} from '../../../machines/lottery';
import { balanceQuery } from '../../lib/api/queries';
import {
  getOpenedGame,
  getOpenedNumero,
  lotteryKeys,
  openedGameQuery,
  placeLotteryBets,
  type DrawSummary,
  type LotteryMenuGame,
  type OpenedGame,
} from '../../lib/api/lottery';
import { walletKeys, walletListQuery } from '../../lib/api/wallet';
import { useFormat } from '../../lib/format';
import { getSession, useSession } from '../../lib/session';
import { oddsTableOf, structureOf } from './lottery-logic';
import type { SlipPhase } from './bet-slip';

/** How often the countdown and the draw cycle read the clock (ms). */
export const TICK_MS = 1000;

/** Where the draw region of machines/lottery.ts is, as the header shows it. */
export type CyclePhase = 'waiting' | 'open' | 'locked' | 'drawing' | 'results';

/** The open draw to bet on of `stationCode` (else the game's first open draw). */
export function openDrawOf(opened: OpenedGame | undefined, stationCode: string | null): DrawSummary | null {
  if (!opened) return null;
  return opened.open.find((d) => d.stationCode === stationCode) ?? opened.open[0] ?? null;
}

/**
 * The actors `lotteryMachine` leaves to the site, over the API client (each rejects with its
 * `ApiError`): `placeBets` → `POST /lgw/vn/bets` (money back in minor units), `loadResults` → the
 * opened numero for a member, the opened-game answer for a guest (the numero call needs a token),
 * `loadDraw` → the next open draw of the game (the same station's first). Fresh answers of the
 * opened game are put in the query cache so the station chips and results follow.
 */
export function lotteryActors(deps: {
  gameCode: string;
  prizeMode: string;
  minorUnits: number;
  queryClient: QueryClient;
}) {
  const { gameCode, prizeMode, minorUnits, queryClient } = deps;
  const openedNow = async (): Promise<OpenedGame> => {
    const answer = await getOpenedGame(gameCode, prizeMode);
    queryClient.setQueryData(lotteryKeys.opened(gameCode, prizeMode), answer);
    return answer;
  };
  return {
    placeBets: fromPromise<LotteryOrder, PlaceBetsInput>(async ({ input }) => {
      const order = await placeLotteryBets(input);
      return {
        orderNo: order.orderNo,
        bets: order.bets,
        costTotalMinor: toMinor(order.costTotal, minorUnits),
        balanceMinor: toMinor(order.balance, minorUnits),
      };
    }),
    loadResults: fromPromise<DrawDetailLike, LoadResultsInput>(async ({ input }) => {
      if (getSession().token) return getOpenedNumero(input.drawId);
      const answer = await openedNow();
      const drawn = answer.lastDrawn.find((d) => d.drawId === input.drawId);
      if (drawn) return drawn;
      const summary = answer.open.find((d) => d.drawId === input.drawId);
      if (!summary) throw new Error(`draw ${input.drawId} is not in the opened game`);
      return { ...summary, results: null, serverSeed: null, version: 1, drawnAt: null };
    }),
    loadDraw: fromPromise<DrawLoaded | null, LoadDrawInput>(async ({ input }) => {
      const answer = await openedNow();
      const next =
        answer.open.find((d) => d.stationCode === input.stationCode && d.drawId !== input.afterDrawId) ??
        answer.open.find((d) => d.drawId !== input.afterDrawId);
      return next ? { draw: next, serverTime: answer.serverTime, now: Date.now() } : null;
    }),
  };
}

/**
 * One game's betting session (docs/contract-lottery.md "Machine"): runs `lotteryMachine` with its
 * actors provided from the API (`placeBets` → `POST /lgw/vn/bets`, `loadResults` → the opened
 * numero for a member or the opened game for a guest, `loadDraw` → the next open draw), feeds it
 * the opened-game answer (`DRAW.LOADED`), a clock tick every second (`TICK`) and the MAIN balance
 * (`BALANCE.LOADED`), and refreshes the game's lists when a draw is drawn or an order placed.
 * The caller keys the component using it by game, prize mode and currency decimals: a change of
 * any makes a new machine (its input is read once).
 */
export function useLotteryGame(props: { game: LotteryMenuGame; prizeMode: string; pointValue: number }) {
  const { game, prizeMode } = props;
  const queryClient = useQueryClient();
  const session = useSession();
  const format = useFormat();
  const minorUnits = format.minorUnits;
  const opened = useQuery(openedGameQuery(game.gameCode, prizeMode));
  const wallets = useQuery({ ...walletListQuery(), enabled: session.token !== null });
  const total = useQuery({ ...balanceQuery(), enabled: session.token !== null });
  const mainMajor = session.token
    ? (wallets.data?.find((w) => w.wallet === 'MAIN')?.balance ?? total.data?.sumBalance)
    : undefined;
  const balanceMinor = mainMajor === undefined ? null : toMinor(mainMajor, minorUnits);
  const [stationCode, setStationCode] = useState<string | null>(null);

  const machine = useMemo(
    () =>
      lotteryMachine.provide({
        actors: lotteryActors({ gameCode: game.gameCode, prizeMode, minorUnits, queryClient }),
      }),
    [game.gameCode, minorUnits, prizeMode, queryClient],
  );
  const [state, send] = useMachine(machine, {
    input: {
      prizeMode,
      structureCode: game.structure,
      structure: structureOf(game.structure),
      odds: oddsTableOf(game.betTypes),
      pointValueMinor: toMinor(props.pointValue, minorUnits),
      balanceMinor,
    },
  });

  // The opened-game answer → the draw of the chosen station. While a draw is being drawn or its
  // results shown, the machine fetches the next draw itself (`loadDraw`): an answer arriving then
  // (a refetch) must not skip the results, so only a refresh of the same draw goes in.
  const drawValue = typeof state.value === 'object' ? (state.value as Record<string, unknown>) : {};
  const rawCycle = drawValue.draw;
  const cycle: CyclePhase =
    typeof rawCycle === 'string'
      ? (rawCycle as CyclePhase)
      : Object.keys(rawCycle ?? {})[0] === 'results'
        ? 'results'
        : 'drawing';
  const draw = openDrawOf(opened.data, stationCode);
  const machineDraw = useRef<{ drawId: number | null; busy: boolean }>({ drawId: null, busy: false });
  const machineDrawId = state.context.draw?.drawId ?? null;
  useEffect(() => {
    machineDraw.current = { drawId: machineDrawId, busy: cycle === 'drawing' || cycle === 'results' };
  }, [cycle, machineDrawId]);
  useEffect(() => {
    if (!draw || !opened.data) return;
    const current = machineDraw.current;
    if (current.busy && current.drawId !== draw.drawId) return;
    send({ type: 'DRAW.LOADED', draw, serverTime: opened.data.serverTime, now: opened.dataUpdatedAt });
  }, [draw, opened.data, opened.dataUpdatedAt, send]);
  const chooseStation = (code: string): void => {
    setStationCode(code);
    const chosen = opened.data?.open.find((d) => d.stationCode === code);
    if (chosen && opened.data)
      send({
        type: 'DRAW.LOADED',
        draw: chosen,
        serverTime: opened.data.serverTime,
        now: opened.dataUpdatedAt,
      });
  };

  useEffect(() => {
    send({ type: 'TICK', now: Date.now() });
    const timer = setInterval(() => send({ type: 'TICK', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [send]);

  useEffect(() => {
    send({ type: 'BALANCE.LOADED', balanceMinor });
  }, [balanceMinor, send]);

  // A new result (or a corrected one) refreshes the game's draws, history, stats and "my bets".
  const lastDrawn = state.context.lastDrawn;
  const seenResult = useRef<string | null>(null);
  useEffect(() => {
    if (!lastDrawn) return;
    const mark = `${lastDrawn.drawId}:${lastDrawn.version}`;
    if (seenResult.current === mark) return;
    seenResult.current = mark;
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.game(game.gameCode) });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [game.gameCode, lastDrawn, queryClient]);

  // A bet refused because the draw closed or went stale: load the game's current draw again.
  const slipError = state.context.error;
  useEffect(() => {
    if (slipError === 'LOTTERY_CLOSED' || slipError === 'DRAW_NOT_FOUND' || slipError === 'DRAW_CLOSED')
      void queryClient.invalidateQueries({ queryKey: lotteryKeys.opened(game.gameCode, prizeMode) });
  }, [game.gameCode, prizeMode, queryClient, slipError]);

  // A placed order refreshes the balance, "my bets" and the recent games.
  const lastOrder = state.context.lastOrder;
  useEffect(() => {
    if (!lastOrder) return;
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.bets() });
    void queryClient.invalidateQueries({ queryKey: lotteryKeys.recents() });
  }, [lastOrder, queryClient]);

  // Stable while the currency and language are, so the parts that take it keep their render.
  const { money } = format;
  const formatMinor = useCallback(
    (minor: number) => money(fromMinor(minor, minorUnits)),
    [money, minorUnits],
  );

  const rawSlip = drawValue.slip;
  const slipPhase: SlipPhase = typeof rawSlip === 'string' ? (rawSlip as SlipPhase) : 'editing';

  return {
    state,
    send,
    opened,
    stationCode: state.context.draw?.stationCode ?? stationCode,
    chooseStation,
    cycle,
    slipPhase,
    totals: slipTotals(state.context),
    msUntilLock: msUntilLock(state),
    msUntilDraw: msUntilDraw(state),
    balanceMinor,
    minorUnits,
    formatMinor,
  };
}
