import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { BootSplash } from '../features/shell/components/full-page-states';
import { resolveRoute } from '../../core/layout/routes';
import { routesFile } from '../layout/files';
import {
  PendingViewContext,
  RenderNode,
  UnknownComponent,
  useRegistry,
  type LayoutComponent,
} from '../layout/registry';
import { useSiteContext } from '../layout/site-context-provider';
import { useSession } from '../lib/session';
import { openModal } from '../lib/ui-store';
import { PageErrorBoundary } from './route-error';

/**
 * The routed page: the route's banner group (§2 Banners, registry id `shell.banner`, which fails
 * on its own without taking the page down) and its page component from the registry, inside an error boundary with a translated retry. Opens the route's `openModal`
 * (e.g. /login) for a visitor without a token.
 */
export function RoutePage() {
  const { pathname } = useLocation();
  const ctx = useSiteContext();
  const registry = useRegistry();
  const { token } = useSession();
  const {
    route,
    page: node,
    banner,
  } = useMemo(() => resolveRoute(routesFile, pathname, ctx), [pathname, ctx]);

  const modal = route?.openModal;
  useEffect(() => {
    if (modal && token === null) openModal(modal);
  }, [modal, token]);

  const Page: LayoutComponent = registry[node.component] ?? UnknownComponent;
  return (
    <PageErrorBoundary resetKey={pathname}>
      {banner ? (
        // While the banner chunk loads the slot is empty and CSS holds a banner's space (3:1),
        // so the page below does not jump when it arrives (issue 13, CLS).
        <div className="banner-slot">
          <RenderNode node={banner} />
        </div>
      ) : null}
      <Suspense fallback={<BootSplash />}>
        <PendingViewContext value={<BootSplash />}>
          <Page node={node} />
        </PendingViewContext>
      </Suspense>
    </PageErrorBoundary>
  );
}
