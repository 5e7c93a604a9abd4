import { evaluateCondition, matchRoutePattern } from './conditions';
import { resolveLayout } from './resolve';
import type { SiteContext } from './site-context';
import type { PanelParam, ResolvedNode, RouteDef, RoutesFile } from './types';

/** Every path a route answers to: its path then its aliases. */
export function routePaths(route: RouteDef): string[] {
  return [route.path, ...(route.aliases ?? [])];
}

/** The route whose path or alias matches `pathname` (case-insensitive), or null. */
export function findRoute(file: RoutesFile, pathname: string): RouteDef | null {
  return (
    file.routes.find((route) => routePaths(route).some((path) => matchRoutePattern(path, pathname))) ?? null
  );
}

/** Which chrome regions are visible on a route. */
export interface ChromeVisibility {
  header: boolean;
  sideMenu: boolean;
  rightBar: boolean;
  /** The phone's bottom navigation (issue 15): wherever the side menu is. */
  bottomNav: boolean;
  footer: boolean;
  /** Side menu starts closed (§2: /seamless, /lottery, /vnlottery, /down). */
  sideMenuClosed: boolean;
}

/**
 * Chrome of a route (§2 Layout): `full` shows header, side menu, right bar and footer;
 * `headerAndSide` header and side menu; `headerOnly` the header; `none` nothing (/helpmc).
 * With `hideChromeUnlessFlag` the header and side menu are hidden while that flag is off
 * (§2: /seamless, /vnlottery "unless switched on").
 */
export function chromeFor(route: RouteDef | null, ctx: SiteContext): ChromeVisibility {
  const kind = route?.chrome ?? 'full';
  const hidden = route?.hideChromeUnlessFlag !== undefined && ctx.flags[route.hideChromeUnlessFlag] !== true;
  const withSide = kind === 'full' || kind === 'headerAndSide';
  return {
    header: kind !== 'none' && !hidden,
    sideMenu: withSide && !hidden,
    rightBar: kind === 'full',
    bottomNav: withSide && !hidden,
    footer: kind === 'full',
    sideMenuClosed: route?.sideMenuClosed === true,
  };
}

/**
 * Where a visit must be redirected, or null to stay (§2 Routes):
 * - flag `loginRequired` on, no token and the path not in `loginExempt` → `/login`;
 * - a route whose `when` fails → `/`.
 */
export function redirectFor(file: RoutesFile, pathname: string, ctx: SiteContext): string | null {
  return redirectForRoute(file, findRoute(file, pathname), pathname, ctx);
}

function redirectForRoute(
  file: RoutesFile,
  route: RouteDef | null,
  pathname: string,
  ctx: SiteContext,
): string | null {
  if (
    ctx.flags.loginRequired === true &&
    !ctx.loggedIn &&
    !file.loginExempt.some((path) => matchRoutePattern(path, pathname))
  ) {
    return '/login';
  }
  if (route && !evaluateCondition(route.when, ctx)) return '/';
  return null;
}

/** A location as the router gives it. */
export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits an href such as `/promotions?id=3#x` into its parts; a relative `?mc=x` keeps `base`. */
export function parseHref(href: string, base: LocationParts): LocationParts {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return { pathname: pathname === '' ? base.pathname : pathname, search: search === '?' ? '' : search, hash };
}

/**
 * True when navigating to `target` would land on the current location (§2 "navigating to the
 * same route again is ignored"). Paths compare case-insensitively, queries by their parameters.
 */
export function isSameLocation(current: LocationParts, target: LocationParts): boolean {
  const params = (search: string): string => {
    const entries = [...new URLSearchParams(search).entries()];
    entries.sort(([a], [b]) => a.localeCompare(b));
    return JSON.stringify(entries);
  };
  return (
    matchRoutePattern(target.pathname, current.pathname) &&
    params(current.search) === params(target.search) &&
    current.hash === target.hash
  );
}

/**
 * The href of the current page with a centre panel opened on `page` (`?mc=depositv2`), or closed
 * when `page` is null. Other query parameters stay; the other panel closes.
 */
export function panelHref(current: LocationParts, panel: PanelParam, page: string | null): string {
  const params = new URLSearchParams(current.search);
  params.delete('mc');
  params.delete('ac');
  if (page !== null) params.set(panel, page);
  const search = params.toString();
  return `${current.pathname}${search ? `?${search}` : ''}${current.hash}`;
}

/** Everything a visit to one pathname needs from the route table, resolved once. */
export interface ResolvedRoute {
  /** The matching route, or null for an unknown path. */
  route: RouteDef | null;
  /** Index of `route` in `file.routes` (-1 when unknown), for JSON pointers. */
  index: number;
  /** Which chrome regions show. */
  chrome: ChromeVisibility;
  /** Where to send the visitor instead ({@link redirectFor}), or null to stay. */
  redirect: string | null;
  /**
   * The page node: the route's page with its resolved children; the file's `notFound` page for an
   * unknown path; its `notAvailable` page while the route's whitelabel `module` is off.
   */
  page: ResolvedNode;
  /** False while the route's whitelabel module is off (then `page` is `notAvailable`, no banner). */
  available: boolean;
  /** The route's banner group as a `shell.banner` node (§2 Banners), or null. */
  banner: ResolvedNode | null;
}

/**
 * Resolves `pathname` against the route table and the site context in one pass (§2 Routes,
 * Layout): the route, its chrome, a redirect, the page node and the banner node. Pure; called
 * once by the root layout and once by the routed page instead of separate lookups.
 *
 * @param file     layouts/routes.json
 * @param pathname the current pathname (case-insensitive; aliases count)
 * @param ctx      from {@link buildSiteContext}
 */
export function resolveRoute(file: RoutesFile, pathname: string, ctx: SiteContext): ResolvedRoute {
  const route = findRoute(file, pathname);
  const index = route ? file.routes.indexOf(route) : -1;
  const available = route?.module === undefined || ctx.modules.has(route.module);
  const page: ResolvedNode = !available
    ? { id: 'notAvailable', component: file.notAvailable, props: {}, children: [], pointer: '/notAvailable' }
    : route
      ? {
          id: route.path,
          component: route.page,
          props: route.props ?? {},
          children: resolveLayout(route.children ?? [], ctx, `/routes/${index}/children`),
          pointer: `/routes/${index}`,
        }
      : { id: 'notFound', component: file.notFound, props: {}, children: [], pointer: '/notFound' };
  const banner: ResolvedNode | null =
    available && route?.bannerGroup
      ? {
          id: 'banner',
          component: 'shell.banner',
          props: { group: route.bannerGroup },
          children: [],
          pointer: `/routes/${index}/bannerGroup`,
        }
      : null;
  return {
    route,
    index,
    chrome: chromeFor(route, ctx),
    redirect: redirectForRoute(file, route, pathname, ctx),
    page,
    banner,
    available,
  };
}
