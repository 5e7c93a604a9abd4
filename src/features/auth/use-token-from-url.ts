import { useEffect } from 'react';
import { setSession } from '../../lib/session';
import { reloadMember } from '../../lib/session-actions';

/**
 * §4 "After a token appears in the page query string, member info is loaded": takes `?token=`
 * from the address (e.g. a link from the operator's app), stores it as the session, removes it
 * from the address bar so it is not shared or bookmarked, and loads member info. A token the
 * platform refuses is cleared by the API client (401).
 */
export function useTokenFromUrl(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    if (!token) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    setSession({ token, member: null });
    reloadMember().catch(() => undefined);
  }, []);
}
