// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index';
import { ApiError } from '../../lib/api/errors';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { readGameFrame, storeGameFrame } from './game-frame-store';
import { roomEntry, type LaunchEntry } from './launch-logic';
import { describeLaunchError, InvalidGameUrlError, recallFunds, useLaunchGame } from './use-launch-game';
import { testMember } from '../../lib/api/test-member';
import { merchantWalletQuery } from '../../lib/api/games';

const member = testMember();

const entry: LaunchEntry = { nodeId: 1, vendor: 'PG', vassalage: 'PG', gameType: 'RNG', gameId: 9 };

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

beforeEach(() => {
  clearSession();
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('describeLaunchError (§8)', () => {
  it('maps maintenance, not found and invalid URL to messages without retry', () => {
    expect(
      describeLaunchError(new ApiError('platform', 'Under maintenance', { code: 'GAME_MAINTENANCE' }), entry),
    ).toMatchObject({
      key: 'games:errors.maintenance',
      serverMessage: 'Under maintenance',
      retryable: false,
    });
    expect(
      describeLaunchError(new ApiError('platform', 'x', { code: 'GAME_NOT_FOUND' }), entry),
    ).toMatchObject({
      key: 'games:errors.notFound',
      retryable: false,
    });
    expect(describeLaunchError(new InvalidGameUrlError(), entry)).toMatchObject({
      key: 'games:errors.invalidUrl',
      retryable: false,
    });
  });

  it('offers retry on network faults and timeouts', () => {
    expect(describeLaunchError(new ApiError('network', ''), entry)).toMatchObject({
      key: 'common:errors.network',
      retryable: true,
    });
    expect(describeLaunchError(new ApiError('timeout', ''), entry)).toMatchObject({
      key: 'common:errors.timeout',
      retryable: true,
    });
  });

  it('answers 401 with the login popup and a trial refusal with the real-account warning', () => {
    expect(
      describeLaunchError(new ApiError('platform', '', { status: 401, code: 'UNAUTHORIZED' }), entry),
    ).toBeNull();
    expect(getModal().name).toBe('loginPopup');
    expect(describeLaunchError(new ApiError('platform', '', { code: 'TRIAL_ACCOUNT' }), entry)).toBeNull();
    expect(getModal().name).toBe('needRealAccount');
  });
});

describe('recallFunds (docs/contract-wallet.md "Money never strands")', () => {
  it('recalls every game wallet once per launch with its recall id and refreshes the wallet', async () => {
    setSession({ token: 'tok', member });
    storeGameFrame('https://vendor.example/play', { vendor: 'PG', gameName: 'Lucky', returnTo: '/rng' });
    const recallId = readGameFrame()?.info.recallId;
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : null });
        return Promise.resolve(envelope({ main: 10 }));
      }),
    );
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await recallFunds(client);
    await recallFunds(client);
    expect(calls).toEqual([{ url: '/wps/relay/MCS_recallAll', body: { requestId: recallId } }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    expect(readGameFrame()?.info.recallId).toBeNull();
  });

  it('recalls nothing with a single wallet known', async () => {
    setSession({ token: 'tok', member });
    storeGameFrame('https://vendor.example/play', { vendor: 'PG', gameName: 'Lucky', returnTo: '/rng' });
    const fetchMock = vi.fn(() => Promise.resolve(envelope({ main: 10 })));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(merchantWalletQuery().queryKey, { isSingle: true });
    await recallFunds(client);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the recall for the next exit when the call fails', async () => {
    setSession({ token: 'tok', member });
    storeGameFrame('https://vendor.example/play', { vendor: 'PG', gameName: 'Lucky', returnTo: '/rng' });
    const id = readGameFrame()?.info.recallId;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await recallFunds(new QueryClient());
    expect(readGameFrame()?.info.recallId).toBe(id);
  });
});

describe('useLaunchGame with a PVP room (§3 "gameId (or roomId)")', () => {
  beforeAll(() => initI18n('en'), 60_000);

  it('launches the room by its roomId, frames it and refreshes the room lists', async () => {
    setSession({ token: 'tok', member });
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
        return Promise.resolve(
          envelope({
            code: 'ky',
            defaultPlayType: '',
            accountTypeName: 'REAL',
            vendor: 'KY',
            gameCode: 'ky',
            gameType: 'PVP',
            isGame: 'DIRECT',
            vassalage: 'KY',
            game_url: 'https://vendor.example/play?launch=1',
            game_url2: '',
            transferred: 0,
          }),
        );
      }),
    );
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        QueryClientProvider,
        { client },
        createElement(MemoryRouter, { initialEntries: ['/pvp'] }, children),
      );
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    const room = { roomId: 7, roomName: 'KY VIP', vendor: 'KY', minBet: 500, players: 3 };
    await act(() => result.current.launch(roomEntry(room, { nodeId: 1007 })));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ roomId: 7, nodeId: 1007, vassalage: 'KY', username: 'demo1' });
    expect(bodies[0]).not.toHaveProperty('gameId');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['games', 'rooms'] });
    expect(readGameFrame()?.info).toMatchObject({ gameName: 'KY VIP', vendor: 'KY', returnTo: '/pvp' });
    expect(result.current.failure).toBeNull();
  });
});

describe('useLaunchGame with a sea lottery (§4 "a sea lottery opens its own window")', () => {
  beforeAll(() => initI18n('en'), 60_000);

  const seaLaunch = () =>
    envelope({
      code: 'sea5',
      defaultPlayType: 'SEA',
      accountTypeName: 'REAL',
      vendor: 'TCG_SEA',
      gameCode: 'sea5',
      gameType: 'ELOTT',
      isGame: 'DIRECT',
      vassalage: 'TCG_SEA',
      game_url: 'https://vendor.example/sea?launch=2',
      game_url2: '',
      transferred: 0,
    });
  const sea: LaunchEntry = {
    nodeId: 20,
    vendor: 'TCG_SEA',
    vassalage: 'TCG_SEA',
    gameType: 'ELOTT',
    gameId: 88,
    gameCode: 'sea5',
    gameName: 'SEA 5D',
  };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, { initialEntries: ['/elott'] }, children),
    );

  it('opens the game in a window of its own, not in the page frame', async () => {
    setSession({ token: 'tok', member });
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(seaLaunch())),
    );
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    await act(() => result.current.launch(sea));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.location.href).toBe('https://vendor.example/sea?launch=2');
    expect(opened.opener).toBeNull();
    expect(readGameFrame()).toBeNull();
    expect(result.current.failure).toBeNull();
    open.mockRestore();
  });

  it('falls back to the page frame when the browser blocks the window, and closes it on failure', async () => {
    setSession({ token: 'tok', member });
    sessionStorage.clear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(seaLaunch())),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { result } = renderHook(() => useLaunchGame(), { wrapper });
    await act(() => result.current.launch(sea));
    expect(readGameFrame()?.url).toBe('https://vendor.example/sea?launch=2');
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    open.mockReturnValue(opened as unknown as Window);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await act(() => result.current.launch(sea));
    expect(opened.close).toHaveBeenCalled();
    expect(result.current.failure).toMatchObject({ key: 'common:errors.network', retryable: true });
    open.mockRestore();
  });
});
