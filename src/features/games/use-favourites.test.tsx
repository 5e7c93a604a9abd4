// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gamesKeys } from '../../lib/api/games';
import type { FavouriteKey } from '../../lib/api/games-types';
import type { MemberInfo } from '../../lib/api/types';
import { clearSession, setSession, type Session } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { applyFavourite, favouriteAction, useFavourites } from './use-favourites';
import { testMember } from '../../lib/api/test-member';

const member = (type: number): MemberInfo => testMember({ type });

const pg: FavouriteKey = { nodeId: 11, vendor: 'PG', gameType: 'RNG' };
const jili: FavouriteKey = { nodeId: 12, vendor: 'JILI', gameType: 'RNG' };

describe('favouriteAction (§4 "present removes, absent adds")', () => {
  const player: Session = { token: 't', member: member(1) };
  it('removes a present favourite and adds an absent one', () => {
    expect(favouriteAction(player, [pg], pg)).toBe('remove');
    expect(favouriteAction(player, [pg], jili)).toBe('add');
    expect(favouriteAction(player, [], pg)).toBe('add');
  });
  it('sends a guest to the login popup and warns a trial account', () => {
    expect(favouriteAction({ token: null, member: null }, [pg], pg)).toBe('login');
    expect(favouriteAction({ token: 't', member: member(4) }, [pg], pg)).toBe('needRealAccount');
  });
  it('applies the change to the id list', () => {
    expect(applyFavourite([pg, jili], pg, 'remove')).toEqual([jili]);
    expect(applyFavourite([jili], pg, 'add')).toEqual([jili, pg]);
    expect(applyFavourite([pg], pg, 'add')).toEqual([pg]);
  });
});

type Call = { url: string; body: unknown };

function envelope(value: unknown, success = true): Response {
  return new Response(
    JSON.stringify({ success, message: success ? '' : 'refused', value, code: success ? undefined : 'X' }),
    {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    },
  );
}

/** A fake platform keeping the favourites in memory; `failWrites` makes add/remove refuse. */
function fakePlatform(initial: FavouriteKey[], failWrites = false) {
  let favourites = [...initial];
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url: input, body });
    if (input.includes('MCSFE_getFavoriteGames')) return Promise.resolve(envelope({ list: favourites }));
    if (failWrites) {
      // The refusal waits for release(), so the test can see the optimistic state first.
      return new Promise<Response>((resolve) => {
        release = () => resolve(envelope(null, false));
      });
    }
    const key = body as FavouriteKey;
    if (input.includes('MCSFE_addFavoriteGame')) favourites = [...favourites, key];
    if (input.includes('MCSFE_removeFavoriteGame'))
      favourites = favourites.filter((f) => f.nodeId !== key.nodeId);
    return Promise.resolve(envelope(null));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, release: () => release() };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useFavourites(), { wrapper });
  return { client, hook };
}

beforeEach(() => {
  clearSession();
  closeModal();
});
afterEach(() => vi.unstubAllGlobals());

describe('useFavourites toggle', () => {
  it('opens the login popup for a guest and calls nothing', () => {
    const { calls } = fakePlatform([]);
    const { hook } = setup();
    act(() => hook.result.current.toggle(pg));
    expect(getModal().name).toBe('loginPopup');
    expect(calls).toEqual([]);
  });

  it('warns a trial account that a real account is needed', () => {
    setSession({ token: 'trial-token', member: member(4) });
    const { calls } = fakePlatform([]);
    const { hook } = setup();
    act(() => hook.result.current.toggle(pg));
    expect(getModal().name).toBe('needRealAccount');
    expect(calls).toEqual([]);
  });

  it('removes a present favourite and adds an absent one, optimistically', async () => {
    setSession({ token: 'tok', member: member(1) });
    const { calls } = fakePlatform([pg]);
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.isFavourite(pg)).toBe(true));

    act(() => hook.result.current.toggle(pg));
    await waitFor(() => expect(hook.result.current.isFavourite(pg)).toBe(false));
    await waitFor(() => expect(calls.some((c) => c.url.includes('MCSFE_removeFavoriteGame'))).toBe(true));
    expect(calls.find((c) => c.url.includes('MCSFE_removeFavoriteGame'))?.body).toEqual(pg);

    act(() => hook.result.current.toggle(jili));
    await waitFor(() => expect(hook.result.current.isFavourite(jili)).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.url.includes('MCSFE_addFavoriteGame'))).toBe(true));
    expect(calls.find((c) => c.url.includes('MCSFE_addFavoriteGame'))?.body).toEqual(jili);
    expect(getModal().name).toBeNull();
  });

  it('rolls back when the platform refuses', async () => {
    setSession({ token: 'tok', member: member(1) });
    const platform = fakePlatform([pg], true);
    const { hook, client } = setup();
    await waitFor(() => expect(hook.result.current.isFavourite(pg)).toBe(true));
    act(() => hook.result.current.toggle(pg));
    await waitFor(() => expect(hook.result.current.isFavourite(pg)).toBe(false));
    await waitFor(() =>
      expect(platform.calls.some((c) => c.url.includes('MCSFE_removeFavoriteGame'))).toBe(true),
    );
    platform.release();
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(client.getQueryData(gamesKeys.favouriteIds('demo1'))).toEqual([pg]);
    expect(hook.result.current.isFavourite(pg)).toBe(true);
  });
});
