import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { addFavourite, favouriteIdsQuery, gamesKeys, removeFavourite } from '../../lib/api/games';
import type { FavouriteKey } from '../../lib/api/games-types';
import { isTrial, useSession, type Session } from '../../lib/session';
import { openModal } from '../../lib/ui-store';

/** What a click on a favourite toggle does (§4 "Favourite toggle: present removes, absent adds"). */
export type FavouriteAction = 'login' | 'needRealAccount' | 'add' | 'remove';

/** Same game: favourites are identified by nodeId + vendor + gameType (§3 Favourite payload). */
export function sameFavourite(a: FavouriteKey, b: FavouriteKey): boolean {
  return a.nodeId === b.nodeId && a.vendor === b.vendor && a.gameType === b.gameType;
}

/**
 * Decides a favourite click: a guest gets the login popup (§5), a trial account the
 * need-real-account warning (§6), otherwise a present favourite is removed and an absent one added.
 */
export function favouriteAction(
  session: Session,
  ids: readonly FavouriteKey[],
  key: FavouriteKey,
): FavouriteAction {
  if (!session.token) return 'login';
  if (isTrial(session.member)) return 'needRealAccount';
  return ids.some((id) => sameFavourite(id, key)) ? 'remove' : 'add';
}

/** The favourite ids after an add or remove (used for the optimistic update). */
export function applyFavourite(
  ids: readonly FavouriteKey[],
  key: FavouriteKey,
  action: 'add' | 'remove',
): FavouriteKey[] {
  const rest = ids.filter((id) => !sameFavourite(id, key));
  return action === 'add'
    ? [...rest, { nodeId: key.nodeId, vendor: key.vendor, gameType: key.gameType }]
    : rest;
}

/**
 * The player's favourites (`MCSFE_getFavoriteGames`, only for logged-in real accounts) and the
 * §4 toggle: optimistic update of `['games','favourites',account,'ids']`, rolled back when the
 * platform refuses, then both favourite queries are refetched.
 */
export function useFavourites() {
  const session = useSession();
  const queryClient = useQueryClient();
  const account = session.member?.account ?? '';
  const enabled = session.token !== null && !isTrial(session.member);
  const ids = useQuery({ ...favouriteIdsQuery(account), enabled });
  const list = useMemo(() => (enabled ? (ids.data ?? []) : []), [enabled, ids.data]);
  const idsKey = gamesKeys.favouriteIds(account);

  const { mutate, isError } = useMutation({
    mutationFn: ({ key, action }: { key: FavouriteKey; action: 'add' | 'remove' }) =>
      action === 'add' ? addFavourite(key) : removeFavourite(key),
    onMutate: async ({ key, action }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<FavouriteKey[]>(idsKey);
      queryClient.setQueryData<FavouriteKey[]>(idsKey, applyFavourite(previous ?? [], key, action));
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gamesKeys.favourites(account) }),
  });

  const isFavourite = useCallback((key: FavouriteKey) => list.some((id) => sameFavourite(id, key)), [list]);

  const toggle = useCallback(
    (key: FavouriteKey) => {
      const action = favouriteAction(session, list, key);
      if (action === 'login') openModal('loginPopup');
      else if (action === 'needRealAccount') openModal('needRealAccount');
      else mutate({ key, action });
    },
    [session, list, mutate],
  );

  return { isFavourite, toggle, failed: isError, enabled };
}

export type Favourites = ReturnType<typeof useFavourites>;
