import type { FastifyInstance } from 'fastify';
import type {
  LotteryBetRequest,
  LotteryBetsQuery,
  LotteryDrawQuery,
  LotteryGameQuery,
  LotteryHistoryQuery,
  LotteryMenuQuery,
  LotteryPopularQuery,
  LotteryStatsQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { LotteryScheduler } from '../../services/lottery.ts';
import { runScheduler } from '../../plugins/scheduler.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * The lottery calls (docs/contract-lottery.md "API"; spec §7): menus, recent and popular games,
 * the opened draws of a game, one draw, VN numbers stats, results history, placing bets and the
 * member's bets. Outside the test environment it also runs the {@link LotteryScheduler} on the
 * server clock (started when the app is ready, stopped when it closes); tests drive the service.
 */
export default function lotteryRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { lottery } = app.services;
  const l = (name: string) => ref('lottery', name);
  const value = (name: string) => ({ 200: envelope(l(name)) });

  app.get<{ Querystring: LotteryMenuQuery }>(
    '/lgw/vn/games/game_menu',
    { schema: { querystring: l('LotteryMenuQuery'), response: value('LotteryMenu') } },
    (request) => ok(lottery.menu(request.query)),
  );
  app.get(
    '/lgw/vn/games/game_menu/recent',
    {
      onRequest: app.authenticate,
      schema: { querystring: l('LotteryRecentQuery'), response: value('LotteryGameList') },
    },
    (request) => ok(lottery.recent(requireUserId(request.userId))),
  );
  app.get<{ Querystring: LotteryGameQuery }>(
    '/lgw/vn/numeros/opened/game',
    { schema: { querystring: l('LotteryGameQuery'), response: value('LotteryOpenedGame') } },
    (request) => ok(lottery.opened(request.query.gameCode)),
  );
  app.get<{ Querystring: LotteryDrawQuery }>(
    '/lotto/lgw/games/opened/numero',
    {
      onRequest: app.authenticate,
      schema: { querystring: l('LotteryDrawQuery'), response: value('LotteryDrawDetail') },
    },
    (request) => ok(lottery.draw(request.query.drawId)),
  );
  app.get<{ Querystring: LotteryPopularQuery }>(
    '/lgw/vn/games/popular',
    { schema: { querystring: l('LotteryPopularQuery'), response: value('LotteryPopular') } },
    (request) => ok(lottery.popular(request.query)),
  );
  app.get<{ Querystring: LotteryStatsQuery }>(
    '/lgw/vn/numeros/stats',
    { schema: { querystring: l('LotteryStatsQuery'), response: value('LotteryNumberStats') } },
    (request) => ok(lottery.stats(request.query.gameCode, request.query.count ?? 100)),
  );
  app.get<{ Querystring: LotteryHistoryQuery }>(
    '/lgw/vn/draws/history',
    { schema: { querystring: l('LotteryHistoryQuery'), response: value('LotteryDrawPage') } },
    (request) => ok(lottery.history(request.query)),
  );
  app.post<{ Body: LotteryBetRequest }>(
    '/lgw/vn/bets',
    {
      onRequest: app.authenticate,
      schema: {
        body: l('LotteryBetRequest'),
        response: { 200: envelope(l('LotteryBetValue'), [l('LotteryLineProblems')]) },
      },
    },
    (request) => ok(lottery.place(requireUserId(request.userId), request.body)),
  );
  app.get<{ Querystring: LotteryBetsQuery }>(
    '/lgw/vn/bets',
    {
      onRequest: app.authenticate,
      schema: { querystring: l('LotteryBetsQuery'), response: value('LotteryBetsPage') },
    },
    (request) => ok(lottery.bets(requireUserId(request.userId), request.query)),
  );

  runScheduler(app, (clock) => new LotteryScheduler(lottery, clock, app.log));
  done();
}
