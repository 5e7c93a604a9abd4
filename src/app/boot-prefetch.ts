import { findRoute } from '../../core/layout/routes';
import { routesFile } from '../layout/files';
import { prefetchPageData } from '../layout/registry';
import { announcementsQuery, siteSettingsQuery, statusQuery } from '../lib/api/queries';
import { consolidatedQuery } from '../lib/api/consolidated';
import { getSession, isTrial } from '../lib/session';
import { queryClient } from '../lib/query-client';
import { warmIntl } from '../lib/format';
import { registry } from './registry-entries';

/**
 * Starts, while the entry script runs, what the first screen waits for (issue 13, LCP): the status
 * and site settings {@link Boot} needs and the announcements (the banners, and a visitor's
 * pop-ups). Without it each waits for the one before: the locale file, then the two boot calls,
 * then the banners, and only then the banner image is asked for. Errors are left to the screens'
 * own queries (a failed prefetch is retried by the `useQuery` that needs it).
 *
 * The route's page chunk is not fetched here: the router asks for it once the shell renders. On a
 * slow connection a page chunk fetched beside the framework shares its bandwidth and delays the
 * first paint and the banner (`/register`'s form chunk is ~50 KB brotli): Lighthouse's mobile
 * audit of `/register` went from 0.89 to 0.93 and `/down` from 0.88 to 0.92 without it. A page
 * whose largest paint is its own data names that call in its registry entry (`lazyComponent`'s
 * `prefetch`: the promotions list, the point mall's rules and rewards), which is started here
 * with its chunk.
 *
 * A logged-in member's consolidated info (§3) is asked for with them too: its salary/dividend flags
 * are part of the layout's context, and an answer arriving after the first render made the whole
 * site render again in one long task (TBT on a member-centre page).
 *
 * For a logged-in member it also builds the page language's Intl formatters in tasks of their own
 * while the answers are on their way ({@link warmIntl}), not in the first long task after the
 * first paint: a member's first screen formats at once (the header's balance, a centre page's
 * amounts and dates). A visitor's first screens format little or nothing before they are idle, and
 * there the two tasks were pure cost (interleaved Lighthouse, 5 runs each: without them TBT median
 * /register 74 → 47 ms, /promotions 36 → 12, `/` and /vnlottery level; with them the member centre
 * 119 → 46).
 *
 * Each call costs the main thread about a millisecond on a desktop (the query, its timers, the
 * request), four times that on a phone, and all of them in the entry's task made one of ~20 ms
 * there (issue 13, TBT): the boot calls go first, and the rest follow in `schedule`d tasks, in the
 * order above.
 * @param pathname the address's path, e.g. `/register`.
 * @param schedule runs a later part (default `setTimeout(part, 0)`: a task each).
 */
export function prefetchFirstScreen(
  pathname: string,
  schedule: (part: () => void) => void = (part) => setTimeout(part, 0),
): void {
  void queryClient.prefetchQuery(statusQuery());
  void queryClient.prefetchQuery(siteSettingsQuery());
  schedule(() => {
    void queryClient.prefetchQuery(announcementsQuery());
    const { token, member } = getSession();
    if (token !== null && member !== null && !isTrial(member))
      void queryClient.prefetchQuery(consolidatedQuery(member.id));
  });
  schedule(() => {
    const route = findRoute(routesFile, pathname);
    if (route) prefetchPageData(registry, route.page);
  });
  // In tasks of their own, after the first render and before the answers: see warmIntl.
  if (getSession().member !== null) warmIntl(document.documentElement.lang || 'en', schedule);
}
