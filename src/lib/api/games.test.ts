// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildGameQuery,
  GAME_PAGE_SIZE,
  gamesKeys,
  getRoomList,
  getVendorLanes,
  LANES_STORAGE_KEY,
  nextGamePage,
  readCachedLanes,
  roomListQuery,
  vendorLanesQuery,
  writeCachedLanes,
} from './games';
import type { Game, GamePage, Room, VendorLane } from './games-types';
import { clearSession, setSession } from '../session';
import { testMember } from './test-member';

const lanes: VendorLane[] = [
  {
    title: 'Slots',
    gameClassify: 'slot',
    gameType: 'RNG',
    cards: [
      {
        vendor: 'PG',
        title: 'PG Soft',
        nodeId: 1,
        vassalage: 'PG',
        gameType: 'RNG',
        isHot: true,
        isNew: false,
        logoUrl: '/logo/pg.png',
        maintenance: false,
        isGame: 'DIRECT',
      },
    ],
  },
];

function answer(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('buildGameQuery (§3 Game query)', () => {
  it('defaults pageNo to 1 and pageSize to 42, with clientType 3 and the merchant', () => {
    expect(buildGameQuery({})).toEqual({
      pageNo: 1,
      pageSize: 42,
      gameClassify: undefined,
      minBet: undefined,
      clientType: 3,
      platform: 'html5-desktop',
      channel: undefined,
      merchant: 'LOTUS',
      gameType: undefined,
      vassalage: undefined,
      gameName: undefined,
      minLineNum: undefined,
      language: undefined,
    });
    expect(GAME_PAGE_SIZE).toBe(42);
  });

  it('passes every chosen filter and the page number', () => {
    sessionStorage.setItem('merchantCode', 'BRAND2');
    expect(
      buildGameQuery(
        {
          gameType: 'RNG',
          vassalage: 'PG',
          gameClassify: 'slot',
          minBet: 0.5,
          minLineNum: 20,
          gameName: '  Fortune ',
          language: 'vi',
          channel: 'web',
        },
        3,
      ),
    ).toMatchObject({
      pageNo: 3,
      pageSize: 42,
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'slot',
      minBet: 0.5,
      minLineNum: 20,
      gameName: 'Fortune',
      language: 'vi',
      channel: 'web',
      merchant: 'BRAND2',
      clientType: 3,
    });
  });

  it('drops empty choices, cuts long names to 100 characters and repairs a bad page number', () => {
    const query = buildGameQuery({ vassalage: '', gameClassify: '', gameName: '   ' }, 0);
    expect(query.vassalage).toBeUndefined();
    expect(query.gameClassify).toBeUndefined();
    expect(query.gameName).toBeUndefined();
    expect(query.pageNo).toBe(1);
    expect(String(buildGameQuery({ gameName: 'x'.repeat(150) }).gameName)).toHaveLength(100);
  });

  it('stops paging after the last page or at an empty page', () => {
    const game: Game = {
      gameId: 1,
      nodeId: 1,
      gameCode: 'g1',
      gameName: 'Game 1',
      vendor: 'PG',
      vassalage: 'PG',
      gameType: 'RNG',
      gameClassify: 'slot',
      minBet: 0.2,
      lines: 20,
      isHot: false,
      isNew: false,
      thumbnail: '',
      thumbWidth: 200,
      thumbHeight: 200,
      maintenance: false,
    };
    const page: GamePage = {
      list: [game],
      pageNo: 1,
      pageSize: 42,
      totalCount: 100,
      totalPages: 3,
      classifies: [],
    };
    expect(nextGamePage(page)).toBe(2);
    expect(nextGamePage({ ...page, pageNo: 3 })).toBeUndefined();
    expect(nextGamePage({ ...page, list: [] })).toBeUndefined();
  });
});

describe('vendor lanes session cache (§3 Storage "Session caches vendors (lanes)")', () => {
  it('writes fetched lanes to sessionStorage under gameVendorLanes', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ data: { lanes } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getVendorLanes()).resolves.toEqual(lanes);
    expect(LANES_STORAGE_KEY).toBe('gameVendorLanes');
    expect(JSON.parse(sessionStorage.getItem('gameVendorLanes') ?? 'null')).toEqual(lanes);
    const url = String((fetchMock.mock.calls[0] as unknown as [string])[0]);
    expect(url).toContain('/wps/relay/GCSGAME_newGameVendor?');
    expect(url).toContain('platform=html5-desktop');
    expect(url).toContain('merchantCode=LOTUS');
  });

  it('serves the cached lanes as initial data without fetching', async () => {
    writeCachedLanes(lanes);
    const fetchMock = vi.fn(() => Promise.resolve(answer({ data: { lanes: [] } })));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await expect(client.fetchQuery(vendorLanesQuery())).resolves.toEqual(lanes);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches when nothing is cached, and ignores an unreadable cache', async () => {
    sessionStorage.setItem(LANES_STORAGE_KEY, '{not json');
    expect(readCachedLanes()).toBeUndefined();
    const fetchMock = vi.fn(() => Promise.resolve(answer({ data: { lanes } })));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await expect(client.fetchQuery(vendorLanesQuery())).resolves.toEqual(lanes);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed fetch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(getVendorLanes()).rejects.toMatchObject({ kind: 'network' });
    expect(sessionStorage.getItem(LANES_STORAGE_KEY)).toBeNull();
  });
});

describe('PVP rooms (§7 GLS2_roomList, token)', () => {
  const room: Room = { roomId: 3, roomName: 'KY Beginner', vendor: 'KY', minBet: 1, players: 40 };
  afterEach(() => clearSession());

  it('sends the token and the vassalage, and answers the list', async () => {
    setSession({ token: 'tok', member: testMember() });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answer({ list: [room] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getRoomList('KY')).resolves.toEqual([room]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/wps/relay/GLS2_roomList?vassalage=KY');
    expect(new Headers(init?.headers).get('token')).toBe('tok');
    await getRoomList();
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/wps/relay/GLS2_roomList');
  });

  it('refuses without a token and rejects an answer that is not a list of rooms', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ list: [{ ...room, minBet: '1' }] })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getRoomList()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    setSession({ token: 'tok', member: testMember() });
    await expect(getRoomList()).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('keys the query by account and vassalage', () => {
    expect(roomListQuery('demo1', 'KY').queryKey).toEqual(gamesKeys.rooms('demo1', 'KY'));
    expect(gamesKeys.rooms('demo1', '')).toEqual(['games', 'rooms', 'demo1', '']);
  });
});
