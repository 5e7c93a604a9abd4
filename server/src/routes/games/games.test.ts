import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  FavoriteGamesList,
  FavoriteIds,
  Game,
  GameList,
  GameMenus,
  GamesValue,
  LaunchObject,
  NewGameVendor,
  RankList,
  RecentGames,
  RoomList,
  VassGameType,
} from '../../../../schemas/generated/api.ts';
import { body, createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let token = '';
let trialToken = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
  trialToken = await tokenFor(t.app, 'trial1', 'Trial1234');
});
afterAll(async () => t.close());

const get = async <T>(url: string, headers: Record<string, string> = {}) =>
  body<T>(await t.app.inject({ url, headers }));
const post = (url: string, payload: unknown, headers: Record<string, string> = { token }) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });

describe('catalogue seed', () => {
  it('has ≥ 25 vendors over every category, ≥ 8,000 games and PG with exactly 5,000', async () => {
    const menus = (await get<GameMenus>('/lgw/games/game_menus?language=en')).value.menus;
    const codes = new Set(menus.flatMap((m) => m.vendors.map((v) => v.vendor)));
    expect(codes.size).toBeGreaterThanOrEqual(25);
    expect(menus.map((m) => m.gameType)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'FISH',
      'PVP',
      'ELOTT',
      'LOTT',
      'INHOUSE',
    ]);
    const of = (type: string) => menus.find((m) => m.gameType === type)?.vendors.map((v) => v.vendor) ?? [];
    expect(of('COCKFIGHT')).toEqual(['DS88', 'DIG']);
    expect(of('ESPORTS')).toEqual(['AV', 'IMES', 'IA', 'AI', 'TF']);
    expect(of('SPORTS')).toEqual(
      expect.arrayContaining(['SABA', 'DS88', 'DIG', 'AV', 'IMES', 'IA', 'AI', 'TF']),
    );
    expect(repositories(t.app).games.countAllGames()).toBeGreaterThanOrEqual(8000);
    const pg = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&pageSize=1')).value;
    expect(pg.totalCount).toBe(5000);
    const tf = menus.flatMap((m) => m.vendors).find((v) => v.vendor === 'TF');
    expect(tf).toMatchObject({ maintenance: true, isGame: 'DIRECT', gameType: 'ESPORTS' });
    expect(menus.find((m) => m.gameType === 'RNG')).toMatchObject({ route: '/rng', bannerGroup: 'w_rng' });
  });

  it('is deterministic: a second database gets the same games', async () => {
    const other = await createTestApp();
    try {
      const a = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=50&pageNo=7'))
        .value;
      const b = body<GameList>(
        await other.app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=50&pageNo=7' }),
      ).value;
      expect(b).toEqual(a);
    } finally {
      await other.close();
    }
  });

  it('lanes: one per category with its own vendors', async () => {
    const lanes = (
      await get<NewGameVendor>('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=LOTUS')
    ).value.data.lanes;
    expect(lanes).toHaveLength(10);
    const rng = lanes.find((l) => l.gameType === 'RNG');
    expect(rng?.gameClassify).toBe('slot');
    expect(rng?.cards.map((c) => c.vassalage)).toEqual(['PG', 'JILI', 'PP', 'CQ9', 'JDB', 'FC']);
    expect(rng?.cards[0]).toMatchObject({
      isGame: 'VASSALAGE',
      nodeId: 1005,
      logoUrl: '/img/vendors/PG.svg',
    });
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('pages with defaults (42) and totals; a page past the end is empty with the same totals', async () => {
    const first = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&clientType=3')).value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 42, totalCount: 5000, totalPages: 120 });
    expect(first.list).toHaveLength(42);
    expect(first.list[0]).toMatchObject({
      gameId: 1,
      gameName: 'Lotus Fortune',
      gameCode: 'PG-0001',
      isHot: true,
    });
    const last = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=120')).value;
    expect(last.list).toHaveLength(5000 - 119 * 42);
    const past = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&pageNo=121')).value;
    expect(past).toMatchObject({ list: [], totalCount: 5000, totalPages: 120, pageNo: 121 });
  });

  it('filters by name (case-insensitive substring), classify, minBet, lines and gameType', async () => {
    const byName = (await get<GameList>('/wps/relay/GCSGAME_gameList?gameName=lotus%20FORTUNE')).value;
    expect(byName.list.map((g) => g.gameName)).toEqual(['Lotus Fortune']);
    const slots = (
      await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&gameClassify=slot&pageSize=200')
    ).value;
    expect(slots.list.every((g) => g.gameClassify === 'slot')).toBe(true);
    expect(slots.classifies).toEqual(expect.arrayContaining(['slot', 'arcade', 'table']));
    const bets = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=PG&minBet=0.5&minLineNum=243'))
      .value;
    expect(bets.totalCount).toBeGreaterThan(0);
    expect(bets.list.every((g) => g.minBet === 0.5 && g.lines >= 243)).toBe(true);
    const fish = (await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=200')).value;
    expect(fish.totalCount).toBe(45);
    expect(fish.list.every((g) => g.gameType === 'FISH' && g.gameClassify === 'fishing')).toBe(true);
    const empty = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=&gameType=&gameName=')).value;
    expect(empty.totalCount).toBeGreaterThanOrEqual(8000);
  });

  it('refuses a 10 KB search, a bad page size and an unknown vendor clearly', async () => {
    const long = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?gameName=${'x'.repeat(10_000)}` });
    expect(long.statusCode).toBe(400);
    expect(body(long)).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body(long).message).toContain('gameName');
    for (const q of [
      'pageSize=201',
      'pageSize=0',
      'pageNo=0',
      'pageNo=abc',
      'gameType=CASINO',
      'minBet=-1',
    ]) {
      const res = await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(body(res).code, q).toBe('VALIDATION');
    }
    expect(await get('/wps/relay/GCSGAME_gameList?vassalage=NOPE')).toMatchObject({
      success: false,
      code: 'GAME_NOT_FOUND',
    });
  });

  it('thumbnails are served as deterministic SVG with size attributes and cache headers', async () => {
    const game = (await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')).value
      .list[0] as Game;
    const res = await t.app.inject({ url: game.thumbnail });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.body).toContain(`width="${game.thumbWidth}" height="${game.thumbHeight}"`);
    // The generated art (core/game-art.ts): live casino's roulette motif, the vendor, the name.
    expect(res.body).toContain('data-motif="roulette"');
    expect(res.body).toContain(`aria-label="${game.gameName} · ${game.vendor}"`);
    expect((await t.app.inject({ url: game.thumbnail })).body).toBe(res.body);
    expect((await t.app.inject({ url: '/img/games/99999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/img/games/..%2Fetc.svg' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/img/vendors/PG.svg' })).body).toContain('PG Soft');
  });
});

describe('filters, hot, popular, rank, rooms, wallet mode', () => {
  it('getVassGameType lists a vendor’s filter options', async () => {
    const v = (await get<VassGameType>('/wps/relay/GCSGAME_getVassGameType?vassalage=pg')).value;
    expect(v.vassalage).toBe('PG');
    expect(v.gameClassifies).toEqual(['arcade', 'bingo', 'crash', 'slot', 'table']);
    expect(v.minBets).toEqual([0.1, 0.2, 0.5, 1, 2, 5]);
    expect(v.lines).toContain(1024);
    expect(await get('/wps/relay/GCSGAME_getVassGameType?vassalage=XX')).toMatchObject({
      code: 'GAME_NOT_FOUND',
    });
    expect((await t.app.inject({ url: '/wps/relay/GCSGAME_getVassGameType' })).statusCode).toBe(400);
  });

  it('hot games (all, per vendor), popular (count), rank list, rooms', async () => {
    const hot = (
      await get<GamesValue>(
        '/wps/relay/GCSGAME_hotGamesV2?merchantCode=LOTUS&isPlatform=2&platform=flash,html5-desktop&language=en',
      )
    ).value.list;
    expect(hot.length).toBeGreaterThan(10);
    expect(hot.every((g) => g.isHot)).toBe(true);
    const pgHot = (await get<GamesValue>('/wps/relay/GCSGAME_hotGamesV2?vassalage=PG')).value.list;
    expect(pgHot.every((g) => g.vendor === 'PG')).toBe(true);
    expect(pgHot[0]?.gameName).toBe('Lotus Fortune');
    const popular = (await get<GamesValue>('/lgw/games/popular')).value.list;
    expect(popular).toHaveLength(12);
    expect(popular[0]?.gameName).toBe('Lotus Fortune');
    expect((await get<GamesValue>('/lgw/games/popular?count=3')).value.list).toHaveLength(3);
    expect((await t.app.inject({ url: '/lgw/games/popular?count=1000' })).statusCode).toBe(400);
    const rank = (await get<RankList>('/wps/relay/GCSGAME_getRankList')).value.list;
    expect(rank).toHaveLength(20);
    expect(rank[0]?.player).toMatch(/^\w{1,2}\*\*\*\w?$/);
    expect(rank[0]?.currencySymbol).toBe('₫');
    expect(rank.map((r) => r.prize)).toEqual([...rank.map((r) => r.prize)].sort((a, b) => b - a));
    const rooms = (await get<RoomList>('/wps/relay/GLS2_roomList')).value.list;
    expect(rooms).toHaveLength(12);
    expect(
      (await get<RoomList>('/wps/relay/GLS2_roomList?vassalage=KY')).value.list.map((r) => r.vendor),
    ).toEqual(['KY', 'KY', 'KY', 'KY']);
    expect(await get('/wps/relay/GLS2_roomList?vassalage=ZZZ')).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });

  it('merchant wallet needs a token and tells the brand setting', async () => {
    expect((await t.app.inject({ url: '/wps/relay/GCS_merchantWallet' })).statusCode).toBe(401);
    expect((await get('/wps/relay/GCS_merchantWallet', { token })).value).toEqual({ isSingle: false });
  });
});

describe('favourites', () => {
  const fav = (g: Game) => ({ nodeId: g.nodeId, vendor: g.vendor, gameType: g.gameType });
  it('add (idempotent), list ids, page, remove; unknown game and no token refused', async () => {
    const games = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=3')).value.list;
    const [a, b] = games as [Game, Game];
    for (const g of [a, b, a])
      expect(body(await post('/wps/relay/MCSFE_addFavoriteGame', fav(g))).success).toBe(true);
    const ids = (await get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames', { token })).value.list;
    expect(ids).toEqual([fav(b), fav(a)]);
    const page = (
      await get<FavoriteGamesList>('/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1&clientType=3', {
        token,
      })
    ).value;
    expect(page).toMatchObject({ totalPages: 2 });
    expect(page.content.map((g) => g.gameId)).toEqual([b.gameId]);
    expect(body(await post('/wps/relay/MCSFE_removeFavoriteGame', fav(b))).success).toBe(true);
    expect(body(await post('/wps/relay/MCSFE_removeFavoriteGame', fav(b))).success).toBe(true);
    expect((await get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames', { token })).value.list).toEqual([
      fav(a),
    ]);
    expect(body(await post('/wps/relay/MCSFE_addFavoriteGame', { ...fav(a), vendor: 'PG' }))).toMatchObject({
      success: false,
      code: 'GAME_NOT_FOUND',
    });
    expect(body(await post('/wps/relay/MCSFE_addFavoriteGame', { ...fav(a), nodeId: 42 })).code).toBe(
      'GAME_NOT_FOUND',
    );
    expect(
      (await post('/wps/relay/MCSFE_addFavoriteGame', { nodeId: 'x', vendor: 'PG', gameType: 'RNG' }))
        .statusCode,
    ).toBe(400);
    expect((await post('/wps/relay/MCSFE_addFavoriteGame', fav(a), {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/wps/relay/MCSFE_getFavoriteGamesList' })).statusCode).toBe(401);
  });
});

describe('launch and recent games', () => {
  const launch = (payload: Record<string, unknown>, headers: Record<string, string> = { token }) =>
    post(
      '/wps/game/launchGame',
      {
        accountType: 1,
        confirmTrans: 0,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        username: 'demo1',
        merchantCode: 'LOTUS',
        language: 'en',
        ...payload,
      },
      headers,
    );

  it('refuses guests (401), trial accounts, unknown games and games under maintenance', async () => {
    expect(
      (await launch({ gameId: 1, nodeId: 100001, vassalage: 'PG', requestId: 'g1' }, {})).statusCode,
    ).toBe(401);
    expect(
      body(
        await launch({ gameId: 1, nodeId: 100001, vassalage: 'PG', requestId: 'g1' }, { token: trialToken }),
      ),
    ).toMatchObject({
      success: false,
      code: 'TRIAL_ACCOUNT',
    });
    expect(body(await launch({ gameId: 99999, nodeId: 0, vassalage: 'PG', requestId: 'g2' })).code).toBe(
      'GAME_NOT_FOUND',
    );
    expect(body(await launch({ nodeId: 7, vassalage: '', requestId: 'g3' })).code).toBe('GAME_NOT_FOUND');
    expect(body(await launch({ gameId: 1, nodeId: 0, vassalage: 'JILI', requestId: 'g4' })).code).toBe(
      'GAME_NOT_FOUND',
    );
    const jade = body(await launch({ gameId: 3, nodeId: 100003, vassalage: 'PG', requestId: 'g5' }));
    expect(jade).toMatchObject({ success: false, code: 'GAME_MAINTENANCE' });
    expect(jade.message).toMatch(/maintenance/i);
    const tf = (await get<GameMenus>('/lgw/games/game_menus')).value.menus
      .flatMap((m) => m.vendors)
      .find((v) => v.vendor === 'TF');
    expect(body(await launch({ nodeId: tf?.nodeId, vassalage: 'TF', requestId: 'g6' })).code).toBe(
      'GAME_MAINTENANCE',
    );
    expect((await launch({ gameId: 1, vassalage: 'PG' })).statusCode).toBe(400);
  });

  it('an in-house game has no URL and no transfer; a VASSALAGE vendor node asks for its list; recent lists launches newest first', async () => {
    const dice = (await get<GameList>('/wps/relay/GCSGAME_gameList?vassalage=INHOUSE')).value.list;
    expect(dice.map((g) => g.gameCode)).toEqual(['dice', 'crash']);
    const inhouse = body<LaunchObject>(
      await launch({
        gameId: dice[0]?.gameId,
        nodeId: dice[0]?.nodeId,
        vassalage: 'INHOUSE',
        requestId: 'h1',
      }),
    );
    expect(inhouse.value).toMatchObject({
      gameType: 'INHOUSE',
      game_url: '',
      transferred: 0,
      gameCode: 'dice',
      isGame: 'DIRECT',
    });
    const pgCard = (await get<GameMenus>('/lgw/games/game_menus')).value.menus
      .flatMap((m) => m.vendors)
      .find((v) => v.vendor === 'PG');
    const popup = body<LaunchObject>(
      await launch({ nodeId: pgCard?.nodeId, vassalage: 'PG', requestId: 'h2' }),
    );
    expect(popup.value).toMatchObject({ isGame: 'VASSALAGE', game_url: '', vassalage: 'PG', transferred: 0 });
    const room = (await get<RoomList>('/wps/relay/GLS2_roomList?vassalage=KY')).value.list[1];
    const pvp = body<LaunchObject>(
      await launch({ roomId: room?.roomId, nodeId: 0, vassalage: 'KY', requestId: 'h3' }),
    );
    expect(pvp.value).toMatchObject({ vendor: 'KY', gameType: 'PVP' });
    expect(pvp.value.game_url).toMatch(/^\/vendor\/play\?launch=[\w-]+$/);
    const recent = (
      await get<RecentGames>('/wps/relay/GCS_recentGame?clientType=3&pageNo=1&pageSize=10', { token })
    ).value;
    expect(recent.list.map((g) => g.vendor)).toEqual(['KY', 'INHOUSE']);
    expect(recent.totalPages).toBe(1);
    await launch({ gameId: dice[0]?.gameId, nodeId: 0, vassalage: 'INHOUSE', requestId: 'h4' });
    const again = (await get<RecentGames>('/wps/relay/GCS_recentGame?pageSize=10', { token })).value.list;
    expect(again.map((g) => g.vendor)).toEqual(['INHOUSE', 'KY']);
    expect((await t.app.inject({ url: '/wps/relay/GCS_recentGame' })).statusCode).toBe(401);
  });
});
