import { useEffect } from 'react';
import { peekLaunchCode, redeemLaunchCode } from '../../lib/api/endpoints';
import { getSession } from '../../lib/session';
import { reloadMember, storeLogin } from '../../lib/session-actions';
import { openModal } from '../../lib/ui-store';

/** Query parameters a link into the site may carry; all leave the address bar at once. */
const LINK_PARAMS = ['launchCode', 'token'] as const;

/**
 * §4 "After a token appears in the page query string, member info is loaded", made safe (issue 14
 * point 6). A link from the operator's app carries `?launchCode=`: short-lived and single use, it
 * is exchanged for a session of its own (`POST /wps/session/launchCode/redeem`) — a session token
 * in a link (`?token=`) is never taken, only removed. A visitor with no session is logged in; one
 * logged in as the same account keeps the session; one logged in as someone else gets the
 * `switchAccount` question with both names, and nothing switches unless they say so.
 */
export function useLaunchCodeFromUrl(): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get('launchCode');
    if (!LINK_PARAMS.some((name) => url.searchParams.has(name))) return;
    for (const name of LINK_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (!code) return;
    const { token, member } = getSession();
    if (!token) {
      redeemLaunchCode(code)
        .then((value) => {
          storeLogin(value);
          return reloadMember();
        })
        .catch(() => openModal('switchAccount', { failed: '1' }));
      return;
    }
    peekLaunchCode(code)
      .then(({ account }) => {
        if (member && account.toLowerCase() === member.account.toLowerCase()) return;
        openModal('switchAccount', { code, to: account, from: member?.account ?? '' });
      })
      .catch(() => openModal('switchAccount', { failed: '1' }));
  }, []);
}
