import { useSuspenseQuery } from '@tanstack/react-query';
import { Activity, Suspense, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  isWideScreen,
  setSideMenuAvailable,
  setSideMenuOpen,
  useSideMenuOpen,
} from '../features/shell/side-menu-store';
import { chromeFile, routesFile } from '../layout/files';
import { RenderNodes } from '../layout/registry';
import { resolveChrome } from '../../core/layout/resolve';
import { resolveRoute } from '../../core/layout/routes';
import { buildSiteContext } from '../../core/layout/site-context';
import { SiteContextProvider } from '../layout/site-context-provider';
import { useDocumentTitle } from '../layout/use-document-title';
import { useConsolidatedFlags } from '../lib/api/consolidated';
import { siteSettingsQuery, statusQuery } from '../lib/api/queries';
import { isTrial, mustChangePassword, useSession } from '../lib/session';
import { DevLayoutCheck } from './dev-layout-check';
import { usePageScroll } from './use-page-scroll';
import { usePageHeldUnderPanel } from './page-under-panel';

/**
 * Root layout (§2 Layout): header, side menu, main view, right bar, footer and overlays (auth
 * modals, member/agent centre), each region from layouts/chrome.json resolved against the
 * SiteContext and shown per the route's chrome. The main view and footer are re-created when
 * the path changes (keyed by pathname); a new page opens scrolled to the top ({@link usePageScroll}).
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const session = useSession();
  const status = useSuspenseQuery(statusQuery()).data;
  const settings = useSuspenseQuery(siteSettingsQuery()).data;
  // The salary/dividend pages' flags (§3 consolidated info): fetched beside the page, never
  // suspending it; logged out, trial, loading or failed → the flags are off.
  const consolidatedOn = session.token !== null && !isTrial(session.member);
  const extraFlags = useConsolidatedFlags(session.member?.id ?? 0, consolidatedOn);
  const ctx = useMemo(
    () => buildSiteContext(status, settings, session, pathname, extraFlags),
    [status, settings, session, pathname, extraFlags],
  );
  const {
    route,
    chrome: visible,
    redirect,
  } = useMemo(() => resolveRoute(routesFile, pathname, ctx), [pathname, ctx]);
  const regions = useMemo(() => resolveChrome(chromeFile, ctx), [ctx]);
  const sideOpen = useSideMenuOpen();
  // A new page opens at the top; back/forward return to where it was (issue 12).
  usePageScroll();
  // A centre panel opened from the address covers a phone's page: the page waits for it to close.
  const pageMode = usePageHeldUnderPanel(search, ctx.role, mustChangePassword(session.member))
    ? 'hidden'
    : 'visible';

  const closed = visible.sideMenuClosed;
  const withSideMenu = visible.sideMenu;
  // Before the browser paints (a layout effect): the page must not paint without the side menu and
  // then move aside for it (issue 13, CLS).
  useLayoutEffect(() => {
    setSideMenuAvailable(withSideMenu);
    setSideMenuOpen(!closed && isWideScreen());
  }, [pathname, closed, withSideMenu]);

  if (redirect !== null && redirect.toLowerCase() !== pathname.toLowerCase())
    return <Navigate to={redirect} replace />;

  return (
    <SiteContextProvider value={ctx}>
      <div
        className="app-shell"
        data-chrome={route?.chrome ?? 'full'}
        data-side-open={visible.sideMenu && sideOpen}
        data-drawer={visible.sideMenu}
        data-logged-in={session.token !== null}
        data-bottom-nav={visible.bottomNav && regions.bottomNav.length > 0}
      >
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <DocumentTitle />
        {import.meta.env.DEV ? <DevLayoutCheck /> : null}
        {visible.header ? <RenderNodes nodes={regions.header} /> : null}
        <div className="app-body">
          {visible.sideMenu ? <RenderNodes nodes={regions.sideMenu} /> : null}
          <main id="main" key={pathname} className="app-main" tabIndex={-1} data-section={route?.section}>
            <Activity mode={pageMode}>
              <Outlet />
            </Activity>
          </main>
          {visible.rightBar ? <RenderNodes nodes={regions.rightBar} /> : null}
        </div>
        {visible.bottomNav ? <RenderNodes nodes={regions.bottomNav} /> : null}
        {visible.footer ? (
          <Activity mode={pageMode}>
            <Suspense key={pathname} fallback={null}>
              <RenderNodes nodes={regions.footer} />
            </Suspense>
          </Activity>
        ) : null}
        <RenderNodes nodes={regions.overlays} />
      </div>
    </SiteContextProvider>
  );
}

/**
 * Keeps the document title (issue 11) from the layout, outside the routed page: a page held back
 * under a centre panel (a hidden `<Activity>`) runs no effects, yet the panel page's title is due.
 */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}
