import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';

/**
 * Lottery favourites, kept locally per account (§3 Storage "Lottery favourites are kept locally per
 * account", §4 "lottery favourites are local"): localStorage `lotteryFavourites:<account>` holds a
 * JSON array of game codes, most recently added last. Nothing is sent to the platform.
 */

/** The localStorage key of `account`'s lottery favourites. */
export function favouritesKey(account: string): string {
  return `lotteryFavourites:${account}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored favourites of `account` (game codes); an unreadable entry reads as none. */
export function readFavourites(account: string): string[] {
  const raw = storage()?.getItem(favouritesKey(account));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; codes: string[] }>();

function snapshotOf(account: string): string[] {
  const raw = storage()?.getItem(favouritesKey(account)) ?? null;
  const cached = cache.get(account);
  if (cached && cached.raw === raw) return cached.codes;
  const codes = readFavourites(account);
  cache.set(account, { raw, codes });
  return codes;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the favourites updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('lotteryFavourites:')) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Adds `gameCode` to `account`'s favourites when absent, removes it when present (§4 toggle). */
export function toggleFavourite(account: string, gameCode: string): string[] {
  const current = readFavourites(account);
  const next = current.includes(gameCode) ? current.filter((c) => c !== gameCode) : [...current, gameCode];
  try {
    storage()?.setItem(favouritesKey(account), JSON.stringify(next));
  } catch {
    // Storage full or refused: the favourite is simply not kept.
  }
  for (const listener of listeners) listener();
  return next;
}

const NONE: string[] = [];

/**
 * The member's lottery favourites and a toggle. A guest has none, and toggling opens the login
 * popup (§5 "actions needing login show the login popup").
 */
export function useLotteryFavourites(): {
  favourites: readonly string[];
  isFavourite: (gameCode: string) => boolean;
  toggle: (gameCode: string) => void;
} {
  const account = useSession().member?.account ?? null;
  const favourites = useSyncExternalStore(subscribe, () => (account ? snapshotOf(account) : NONE));
  const toggle = useCallback(
    (gameCode: string) => {
      if (!account) {
        openModal('loginPopup');
        return;
      }
      toggleFavourite(account, gameCode);
    },
    [account],
  );
  const isFavourite = useCallback((gameCode: string) => favourites.includes(gameCode), [favourites]);
  return { favourites, isFavourite, toggle };
}

/** `games` with the favourites first (in their own order), the rest after in their order. */
export function favouritesFirst<T extends { gameCode: string }>(
  games: readonly T[],
  favourites: readonly string[],
): T[] {
  const rank = (code: string) => {
    const index = favourites.indexOf(code);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => rank(a.game.gameCode) - rank(b.game.gameCode) || a.index - b.index)
    .map(({ game }) => game);
}
