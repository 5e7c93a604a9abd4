import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { afterNextFrame } from '../lib/after-frame';

/** Last known `window.scrollY` (px) of each history entry, by its location key (this tab only). */
const positions = new Map<string, number>();

/**
 * Where the window scrolls when the location changes (issue 12 "after registering, the home page
 * opens scrolled down"):
 * - a new page (a push or replace to another path, or to the same URL again: after registering
 *   or logging in the player is sent to `/`, a menu link) opens at the top, unless the URL names
 *   an anchor (`#id`);
 * - back and forward (a POP) return to where that history entry was left;
 * - a change of the search only on the same path (opening or closing a member or agent centre
 *   panel `?mc=`/`?ac=`, a filter) keeps the page where it is: those panels open over the page.
 * This is react-router's `<ScrollRestoration />` behaviour except for the last point, which
 * `<ScrollRestoration />` would scroll to the top (it resets on every push and replace), hence
 * this small equivalent. Call once, in the root layout.
 */
export function usePageScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef({ key: location.key, pathname: location.pathname, search: location.search, y: 0 });

  // Remember the position while the page is read; scroll events arrive after the layout effect
  // below has switched to the new entry, so a position is never filed under the wrong entry.
  // The position the page was opened at (the browser may restore one) is read after the first
  // frame, when layout is done anyway: read in this effect, right after the app's first commit,
  // it forced the whole page's layout inside the commit's task (~30 ms on a first load; issue 13).
  useEffect(() => {
    const onScroll = () => {
      current.current.y = window.scrollY;
    };
    const cancel = afterNextFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    if (previous.key === location.key) return;
    positions.set(previous.key, previous.y);
    current.current = {
      key: location.key,
      pathname: location.pathname,
      search: location.search,
      y: previous.y,
    };
    if (navigationType === NavigationType.Pop) {
      const saved = positions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        current.current.y = saved;
      }
      return;
    }
    const searchOnly = previous.pathname === location.pathname && previous.search !== location.search;
    if (searchOnly || location.hash !== '') return;
    window.scrollTo(0, 0);
    current.current.y = 0;
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);
}
