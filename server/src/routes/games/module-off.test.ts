// §3 Permission response, issue 8 point 6: a whitelabel module switched off is off everywhere on
// the server — its games leave every list (menus, lanes, search, hot, popular, rooms, favourites,
// recent) and launches are refused — while the operator edits whitelabel.json of a running server.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  FavoriteGamesList,
  FavoriteIds,
  Game,
  GameList,
  GameMenus,
  GamesValue,
  NewGameVendor,
  RecentGames,
} from '../../../../schemas/generated/api.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let token = '';
let clock = Date.now();
const brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });

beforeAll(async () => {
  t = await createTestApp({ brandDir, now: () => clock });
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => {
  await t.close();
  rmSync(brandDir, { recursive: true, force: true });
});

const get = async <T>(url: string) => body<T>(await t.app.inject({ url, headers: { token } })).value;
const post = async (url: string, payload: Record<string, unknown>) =>
  body(await t.app.inject({ method: 'POST', url, headers: { token }, payload }));
const types = (games: readonly Game[]) => new Set(games.map((g) => g.gameType));

function switchModule(modId: string, enabled: 0 | 1): void {
  const file = join(brandDir, 'whitelabel.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as { modId: string; enabled: number }[];
  const node = tree.find((n) => n.modId === modId);
  if (!node) throw new Error(`no module ${modId}`);
  node.enabled = enabled;
  writeFileSync(file, JSON.stringify(tree, null, 2));
  clock += 2_000; // the brand store re-reads changed files at most once a second
}

describe('a whitelabel module switched off', () => {
  it('takes its games out of every list and refuses to launch them; back on, they return', async () => {
    const live = (await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=2')).list;
    const [first] = live as [Game];
    const rng = (await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).list;
    const [slot] = rng as [Game];
    for (const game of [first, slot]) {
      const fav = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
      expect((await post('/wps/relay/MCSFE_addFavoriteGame', fav)).success).toBe(true);
      const launched = await post('/wps/game/launchGame', {
        gameId: game.gameId,
        nodeId: game.nodeId,
        vassalage: game.vendor,
        requestId: `on-${game.gameId}`,
      });
      expect(launched.success).toBe(true);
    }
    expect(types((await get<RecentGames>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=10')).list)).toContain(
      'LIVE',
    );
    expect(types((await get<GamesValue>('/wps/relay/GCSGAME_hotGamesV2')).list)).toContain('LIVE');

    switchModule('live', 0);

    const menus = (await get<GameMenus>('/lgw/games/game_menus')).menus.map((m) => m.gameType);
    expect(menus).not.toContain('LIVE');
    expect(menus).toContain('RNG');
    const lanes = (await get<NewGameVendor>('/wps/relay/GCSGAME_newGameVendor')).data.lanes;
    expect(lanes.map((l) => l.gameType)).not.toContain('LIVE');
    expect((await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=LIVE')).totalCount).toBe(0);
    const search = await get<GameList>(
      `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(first.gameName)}&pageSize=100`,
    );
    expect(search.list.map((g) => g.gameId)).not.toContain(first.gameId);
    expect(types((await get<GamesValue>('/wps/relay/GCSGAME_hotGamesV2')).list)).not.toContain('LIVE');
    expect(types((await get<GamesValue>('/lgw/games/popular?count=20')).list)).not.toContain('LIVE');
    const ids = (await get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames')).list;
    expect(ids.map((f) => f.nodeId)).toEqual([slot.nodeId]);
    const favPage = await get<FavoriteGamesList>(
      '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=10',
    );
    expect(favPage.content.map((g) => g.gameId)).toEqual([slot.gameId]);
    const recent = await get<RecentGames>('/wps/relay/GCS_recentGame?pageNo=1&pageSize=10');
    expect(recent.list.map((g) => g.gameId)).toEqual([slot.gameId]);
    const refused = await post('/wps/game/launchGame', {
      gameId: first.gameId,
      nodeId: first.nodeId,
      vassalage: first.vendor,
      requestId: 'off-1',
    });
    expect(refused).toMatchObject({ success: false, code: 'MODULE_DISABLED' });

    switchModule('live', 1);
    expect((await get<GameList>('/wps/relay/GCSGAME_gameList?gameType=LIVE')).totalCount).toBeGreaterThan(0);
    expect((await get<FavoriteIds>('/wps/relay/MCSFE_getFavoriteGames')).list).toHaveLength(2);
  });
});
