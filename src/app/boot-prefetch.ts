import { findRoute } from '../../core/layout/routes';
import { routesFile } from '../layout/files';
import { prefetchPageData, preloadComponent } from '../layout/registry';
import { announcementsQuery, siteSettingsQuery, statusQuery } from '../lib/api/queries';
import { queryClient } from '../lib/query-client';
import { warmIntl } from '../lib/format';
import { registry } from './registry-entries';

/**
 * Starts, while the entry script runs, what the first screen waits for (issue 13, LCP): the status
 * and site settings {@link Boot} needs, the announcements (the banners, and a visitor's pop-ups)
 * and the page component of the route at `pathname` with the first call of that page when its
 * registry entry names one (`lazyComponent`'s `prefetch`: the promotions list, the point mall's
 * rules and rewards). Without it each waits for the one before:
 * the locale file, then the two boot calls, then the route's chunk, then the banners, and only
 * then the banner image is asked for. Errors are left to the screens' own queries (a failed
 * prefetch is retried by the `useQuery` that needs it; a failed chunk by its Suspense boundary).
 * It also builds the page language's Intl formatters in a task of its own while the answers are
 * on their way ({@link warmIntl}), not in the first long task after the first paint.
 * @param pathname the address's path, e.g. `/register`.
 */
export function prefetchFirstScreen(pathname: string): void {
  void queryClient.prefetchQuery(statusQuery());
  void queryClient.prefetchQuery(siteSettingsQuery());
  void queryClient.prefetchQuery(announcementsQuery());
  const route = findRoute(routesFile, pathname);
  if (route) {
    void preloadComponent(registry, route.page).catch(() => undefined);
    prefetchPageData(registry, route.page);
  }
  // In a task of its own, after the first render and before the answers: see warmIntl.
  setTimeout(() => warmIntl(document.documentElement.lang || 'en'), 0);
}
