import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useNavigate } from 'react-router';
import { isSameLocation, panelHref, parseHref } from '../../core/layout/routes';
import type { PanelParam } from '../../core/layout/types';

/**
 * Resolves a layout `to` against the current location: `?mc=profile` keeps the current path,
 * anything else is an absolute path.
 */
export function useResolvedHref(to: string): string {
  const location = useLocation();
  if (!to.startsWith('?')) return to;
  const params = new URLSearchParams(to);
  const mc = params.get('mc');
  const ac = params.get('ac');
  if (mc !== null) return panelHref(location, 'mc', mc);
  if (ac !== null) return panelHref(location, 'ac', ac);
  return `${location.pathname}${to}`;
}

/**
 * navigate() that ignores a navigation to the current location (§2 "navigating to the same
 * route again is ignored"). Returns false when it did nothing.
 */
export function useSiteNavigate(): (to: string, options?: { replace?: boolean }) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      if (isSameLocation(location, parseHref(to, location))) return false;
      void navigate(to, options);
      return true;
    },
    [location, navigate],
  );
}

/** Opens (`page`) or closes (`null`) a centre panel in the URL. */
export function usePanelNavigate(): (panel: PanelParam, page: string | null) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (panel: PanelParam, page: string | null) => {
      void navigate(panelHref(location, panel, page), { replace: page === null });
    },
    [location, navigate],
  );
}

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not an address of this site. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Absolute path (`/promotions?id=3`) or a panel query (`?mc=depositv2`). */
  to: string;
  children: ReactNode;
}

/**
 * The site's link (every in-app link renders one): an `<a>` with react-router's own href and click
 * handling (`useHref`, `useLinkClickHandler`: a plain left click navigates in the app; a modified
 * click, another target or a click the caller prevented is the browser's), which does nothing when
 * it points at the current location (§2) and marks itself `aria-current="page"` there. Built on
 * those two hooks rather than react-router's `<Link>`, whose prefetching and view transitions the
 * site does not use and which would add them to the first download (issue 13).
 */
export function SiteLink({ to, onClick, children, target, ...rest }: SiteLinkProps) {
  const location = useLocation();
  // An address on another site (`https://…`, `mailto:`) is a plain link, as react-router's own.
  const external = EXTERNAL.test(to);
  const href = useResolvedHref(external ? '/' : to);
  const same = !external && isSameLocation(location, parseHref(href, location));
  const routerHref = useHref(href);
  const follow = useLinkClickHandler<HTMLAnchorElement>(href, target ? { target } : {});
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (event.defaultPrevented || external) return;
    if (same) event.preventDefault();
    else follow(event);
  };
  return (
    <a
      href={external ? to : routerHref}
      target={target}
      onClick={handleClick}
      aria-current={same ? 'page' : undefined}
      {...rest}
    >
      {children}
    </a>
  );
}
