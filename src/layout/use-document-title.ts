import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { stringProp } from '../../core/layout/props';
import { resolvePanel } from '../../core/layout/resolve';
import { resolveRoute } from '../../core/layout/routes';
import { panelAllowed, type SiteContext } from '../../core/layout/site-context';
import type { PanelFile, PanelParam, RoutesFile } from '../../core/layout/types';
import { useSiteSettings } from '../lib/use-site-settings';
import { routesFile as bundledRoutesFile } from './files';
import { useSiteContext } from './site-context-provider';

/** Between the page's name and the brand's: "Deposit · Lotus". */
export const TITLE_SEPARATOR = ' · ';

/** The document title of a page: `"<page> · <brand>"`, or the brand alone without a page name. */
export function documentTitle(page: string | null, brand: string): string {
  const name = page?.trim();
  return name ? `${name}${TITLE_SEPARATOR}${brand}` : brand;
}

/**
 * The i18n key (`namespace:key`) naming the current page, or null for none (the title is then the
 * brand alone):
 * 1. an open member-centre (`?mc=`) or agent-centre (`?ac=`) page the role may see: that page's
 *    `props.label` (layouts/member-centre.json, agent-centre.json; an unknown page id falls back
 *    to the panel's default page, as the panel itself does);
 * 2. otherwise the route's page: `props.title` (layouts/routes.json), `layout:page.notFound` for
 *    an unknown path, `layout:page.notAvailable` while the route's module is off.
 *
 * @param search the location's query string (`?mc=depositv2`)
 * @param files the routes file (default the bundled one) and the centre panels' files
 *   (src/layout/panel-files.ts, loaded on demand; null: the panel parameters are not looked at)
 */
export function titleKeyFor(
  pathname: string,
  search: string,
  ctx: SiteContext,
  files: { routes?: RoutesFile; panels: Readonly<Record<PanelParam, PanelFile>> | null },
): string | null {
  const params = new URLSearchParams(search);
  for (const panel of ['mc', 'ac'] as const) {
    const requested = params.get(panel);
    if (requested === null || !panelAllowed(panel, ctx.role) || files.panels === null) continue;
    const file = files.panels[panel];
    const { active } = resolvePanel(file, ctx, requested);
    return (active && stringProp(active, 'label')) || file.title;
  }
  const { route, available } = resolveRoute(files.routes ?? bundledRoutesFile, pathname, ctx);
  if (!route) return 'layout:page.notFound';
  if (!available) return 'layout:page.notAvailable';
  const title = route.props?.title;
  return typeof title === 'string' && title !== '' ? title : null;
}

/** The namespace of a `namespace:key` i18n key (`layout` when it names none). */
export function namespaceOf(key: string): string {
  const colon = key.indexOf(':');
  return colon > 0 ? key.slice(0, colon) : 'layout';
}

/**
 * Keeps `document.title` at `"<page> · <brand>"` in the active language (issue 11 "a document
 * title per route and per member-centre page"): the page from {@link titleKeyFor}, the brand from
 * the site settings' `brandName`. Follows route changes, centre-panel page changes (the URL's
 * `?mc=` / `?ac=`) and language changes; loads the key's namespace first, so the title is never a
 * raw key. Call once, under the router and the {@link SiteContext} provider.
 */
export function useDocumentTitle(): void {
  const { pathname, search } = useLocation();
  const ctx = useSiteContext();
  const brand = useSiteSettings().brandName;
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The centre panels' files load with the first panel address (they are not in the entry); until
  // they are here, the title of a panel page is left as it is.
  const panelAsked = /[?&](mc|ac)=/.test(search);
  const [panels, setPanels] = useState<Readonly<Record<PanelParam, PanelFile>> | null>(null);
  useEffect(() => {
    if (!panelAsked || panels !== null) return undefined;
    let live = true;
    import('./panel-files').then(
      (module) => {
        if (live) setPanels(module.panelFiles);
      },
      // A chunk that does not load leaves the title as it is; the panel reports the failure.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [panelAsked, panels]);
  const key = useMemo(
    () => (panelAsked && panels === null ? undefined : titleKeyFor(pathname, search, ctx, { panels })),
    [pathname, search, ctx, panelAsked, panels],
  );

  useEffect(() => {
    if (key === undefined) return undefined;
    let live = true;
    const apply = (): void => {
      if (live) document.title = documentTitle(key ? i18n.t(key, { lng: language }) : null, brand);
    };
    if (key === null) apply();
    else void i18n.loadNamespaces(namespaceOf(key)).then(apply, apply);
    return () => {
      live = false;
    };
  }, [key, brand, language, i18n]);
}
