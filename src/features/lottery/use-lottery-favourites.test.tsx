// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import {
  favouritesFirst,
  favouritesKey,
  readFavourites,
  useLotteryFavourites,
} from './use-lottery-favourites';

afterEach(() => {
  clearSession();
  closeModal();
  localStorage.clear();
});

describe('useLotteryFavourites (§3/§4 local lottery favourites per account)', () => {
  it('adds and removes a game under lotteryFavourites:<account>', () => {
    setSession({ token: 'tok', member: testMember({ account: 'demo1' }) });
    const { result } = renderHook(() => useLotteryFavourites());
    expect(result.current.favourites).toEqual([]);
    act(() => result.current.toggle('MB'));
    act(() => result.current.toggle('ST5'));
    expect(result.current.favourites).toEqual(['MB', 'ST5']);
    expect(result.current.isFavourite('MB')).toBe(true);
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:demo1') ?? 'null')).toEqual(['MB', 'ST5']);
    act(() => result.current.toggle('MB'));
    expect(result.current.favourites).toEqual(['ST5']);
    expect(result.current.isFavourite('MB')).toBe(false);
  });

  it('keeps each account its own list', () => {
    localStorage.setItem(favouritesKey('other'), JSON.stringify(['MN']));
    setSession({ token: 'tok', member: testMember({ account: 'demo1' }) });
    const { result, rerender } = renderHook(() => useLotteryFavourites());
    act(() => result.current.toggle('MT'));
    expect(readFavourites('other')).toEqual(['MN']);
    act(() => setSession({ token: 'tok2', member: testMember({ account: 'other' }) }));
    rerender();
    expect(result.current.favourites).toEqual(['MN']);
  });

  it('reads a damaged entry as none and asks a guest to log in', () => {
    localStorage.setItem(favouritesKey('demo1'), '{not json');
    expect(readFavourites('demo1')).toEqual([]);
    localStorage.setItem(favouritesKey('demo1'), JSON.stringify(['MB', 3, null]));
    expect(readFavourites('demo1')).toEqual(['MB']);
    const { result } = renderHook(() => useLotteryFavourites());
    act(() => result.current.toggle('MB'));
    expect(getModal().name).toBe('loginPopup');
    expect(result.current.favourites).toEqual([]);
  });

  it('puts favourites first, in their order, the rest after in theirs', () => {
    const games = [{ gameCode: 'MB' }, { gameCode: 'MT' }, { gameCode: 'MN' }, { gameCode: 'ST5' }];
    expect(favouritesFirst(games, ['ST5', 'MT']).map((g) => g.gameCode)).toEqual(['ST5', 'MT', 'MB', 'MN']);
  });
});
