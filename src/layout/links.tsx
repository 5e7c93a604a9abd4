import { useCallback, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
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

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Absolute path (`/promotions?id=3`) or a panel query (`?mc=depositv2`). */
  to: string;
  children: ReactNode;
}

/**
 * A router link that does nothing when it points at the current location (§2), and marks
 * itself `aria-current="page"` there.
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const location = useLocation();
  const href = useResolvedHref(to);
  const same = isSameLocation(location, parseHref(href, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (same) event.preventDefault();
  };
  return (
    <Link to={href} onClick={handleClick} aria-current={same ? 'page' : undefined} {...rest}>
      {children}
    </Link>
  );
}
