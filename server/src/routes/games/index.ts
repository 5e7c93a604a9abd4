import type { FastifyInstance } from 'fastify';
import type {
  FavoritePayload,
  GameListQuery,
  HotGamesQuery,
  LaunchRequest,
  PageQuery,
  PopularQuery,
  RoomListQuery,
  VassGameTypeQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Game lobby and launch (§7 Games; docs/contract-games.md): menus, vendor lanes, game list and
 * filters, hot/popular games, leaderboard, PVP rooms, favourites, recent games, launch, merchant wallet.
 */
export default function gamesRoutes(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void {
  const { games, launch } = app.services;
  const value = (name: string) => ({ 200: envelope(ref('games', name)) });

  app.get(
    '/lgw/games/game_menus',
    { schema: { querystring: ref('games', 'GameMenusQuery'), response: value('GameMenus') } },
    () => ok(games.menus()),
  );
  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    { schema: { querystring: ref('games', 'NewGameVendorQuery'), response: value('NewGameVendor') } },
    () => ok(games.lanes()),
  );
  app.get<{ Querystring: GameListQuery }>(
    '/wps/relay/GCSGAME_gameList',
    {
      preHandler: app.identify,
      schema: { querystring: ref('games', 'GameListQuery'), response: value('GameList') },
    },
    (request) => ok(games.list(request.query)),
  );
  app.get<{ Querystring: VassGameTypeQuery }>(
    '/wps/relay/GCSGAME_getVassGameType',
    {
      preHandler: app.identify,
      schema: { querystring: ref('games', 'VassGameTypeQuery'), response: value('VassGameType') },
    },
    (request) => ok(games.vassOptions(request.query.vassalage)),
  );
  app.get<{ Querystring: HotGamesQuery }>(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { querystring: ref('games', 'HotGamesQuery'), response: value('GamesValue') } },
    (request) => ok(games.hot(request.query.vassalage)),
  );
  app.get<{ Querystring: PopularQuery }>(
    '/lgw/games/popular',
    { schema: { querystring: ref('games', 'PopularQuery'), response: value('GamesValue') } },
    (request) => ok(games.popular(request.query.count ?? 12)),
  );
  app.get('/wps/relay/GCSGAME_getRankList', { schema: { response: value('RankList') } }, () =>
    ok(games.rankList()),
  );
  app.get<{ Querystring: RoomListQuery }>(
    '/wps/relay/GLS2_roomList',
    {
      preHandler: app.identify,
      schema: { querystring: ref('games', 'RoomListQuery'), response: value('RoomList') },
    },
    (request) => ok(games.rooms(request.query.vassalage)),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { preHandler: app.authenticate, schema: { response: value('FavoriteIds') } },
    (request) => ok(games.favouriteIds(requireUserId(request.userId))),
  );
  app.get<{ Querystring: PageQuery }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      preHandler: app.authenticate,
      schema: { querystring: ref('games', 'PageQuery'), response: value('FavoriteGamesList') },
    },
    (request) =>
      ok(
        games.favouritesPage(
          requireUserId(request.userId),
          request.query.pageNo ?? 1,
          request.query.pageSize ?? 42,
        ),
      ),
  );
  app.post<{ Body: FavoritePayload }>(
    '/wps/relay/MCSFE_addFavoriteGame',
    {
      preHandler: app.authenticate,
      schema: { body: ref('games', 'FavoritePayload'), response: { 200: envelope(null) } },
    },
    (request) => {
      games.addFavourite(requireUserId(request.userId), request.body);
      return ok(null, 'Added to favourites');
    },
  );
  app.post<{ Body: FavoritePayload }>(
    '/wps/relay/MCSFE_removeFavoriteGame',
    {
      preHandler: app.authenticate,
      schema: { body: ref('games', 'FavoritePayload'), response: { 200: envelope(null) } },
    },
    (request) => {
      games.removeFavourite(requireUserId(request.userId), request.body);
      return ok(null, 'Removed from favourites');
    },
  );
  app.get<{ Querystring: PageQuery }>(
    '/wps/relay/GCS_recentGame',
    {
      preHandler: app.authenticate,
      schema: { querystring: ref('games', 'PageQuery'), response: value('RecentGames') },
    },
    (request) =>
      ok(
        games.recent(requireUserId(request.userId), request.query.pageNo ?? 1, request.query.pageSize ?? 42),
      ),
  );

  app.post<{ Body: LaunchRequest }>(
    '/wps/game/launchGame',
    {
      preHandler: app.authenticate,
      schema: { body: ref('games', 'LaunchRequest'), response: value('LaunchObject') },
    },
    (request) => {
      const header = request.headers.language;
      const language = Array.isArray(header) ? header[0] : header;
      return ok(launch.launch(requireUserId(request.userId), request.body, language));
    },
  );
  app.get(
    '/wps/relay/GCS_merchantWallet',
    { preHandler: app.authenticate, schema: { response: value('MerchantWallet') } },
    () => ok({ isSingle: games.isSingleWallet() }),
  );
  done();
}
