import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_SCREEN_ID, FIRST_SCREEN_MARKER, ROUTES_COPY } from '../../../core/layout/first-screen.ts';
import { resolveRoute } from '../../../core/layout/routes.ts';
import { buildSiteContext, type SettingsLike } from '../../../core/layout/site-context.ts';
import type { RoutesFile } from '../../../core/layout/types.ts';

/** A brand banner as the announcements call lists it (§7 Announcements, brand banners.json). */
export interface FirstScreenBanner {
  groupName: string;
  /** Versioned brand URL (`/brand/banners/w_home-1.svg?v=…`). */
  url: string;
  title: string;
}

/** What the first screen of a visit is drawn from: the brand as the site's boot calls see it. */
export interface FirstScreenBrand {
  /** §4 System status code: a full-page state (1 maintenance, 2 region) gets no first screen. */
  status: number;
  /** The site settings (GET /wps/system/whitelabel); `resources` carry the logos' URLs. */
  settings: Omit<SettingsLike, 'resources'> & {
    brandName: string;
    resources: readonly { resourceType: string; url?: string }[];
  };
  banners: readonly FirstScreenBanner[];
  /**
   * The covers of the promotions a visitor sees first on `/promotions` (§2 /promotions, §7
   * Promotions: sequence-1 image, versioned URL, or null for a promotion without one), in the
   * list's order; asked for only when that list is drawn.
   */
  promotionCovers?: () => readonly (string | null)[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Banner images' intrinsic size, as the banner carousel draws them (3:1). */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

/** The side-menu toggle's place and icon, where the route has a side menu (header.tsx). */
const MENU_ICON =
  `<span class="icon-button"><svg class="icon" width="20" height="20" viewBox="0 0 24 24" fill="none" ` +
  `stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M3 6h18M3 12h18M3 18h18"/></svg></span>`;

/** Page of the route table whose first row of covers the first screen draws (§2 /promotions). */
const PROMOTIONS_PAGE = 'promotions.promotionsPage';
/** Covers drawn: the list's widest first row (three columns of 18rem in the 72rem page). */
const LEAD_CARDS = 3;

/**
 * `/promotions`' frame with its first row of covers, in the promotions list's own classes
 * (src/features/promotions/promotions-page.tsx): the heading's and the category tabs' lines, kept
 * blank (the visitor's language is not known here), then each card's cover at the place the app
 * will draw it and its body as blank space. The stylesheet shows only the covers that share the
 * first row at the page's width (`.first-screen-list`); all but the first are lazy, so a phone,
 * whose first row is one card, fetches no other beside the banner. Nothing for `?id=` (the page then shows a
 * promotion's detail) or an empty list.
 */
function promotionsLead(brand: FirstScreenBrand, search: string): string {
  if (new URLSearchParams(search).has('id')) return '';
  const covers = brand.promotionCovers?.().slice(0, LEAD_CARDS) ?? [];
  if (covers.length === 0) return '';
  const cards = covers
    .map(
      (cover, index) =>
        `<li class="promo-card">` +
        (cover
          ? `<img class="promo-card-cover" src="${escape(cover)}" alt="" width="320" height="120"` +
            `${index === 0 ? ' fetchpriority="high"' : ' loading="lazy"'}>`
          : '') +
        `<div class="promo-card-body first-screen-card-body"></div></li>`,
    )
    .join('');
  return (
    `<div class="page promo-page"><h1>&#8203;</h1><div class="promo-tabs">` +
    `<div class="promo-tab-list"><span class="promo-tab first-screen-button">&#8203;</span></div>` +
    `<div class="promo-tab-panel first-screen-list"><ul class="promo-grid">${cards}</ul></div></div></div>`
  );
}

function logoOf(brand: FirstScreenBrand, type: 'logoLight' | 'logoDark'): string | null {
  const resources = brand.settings.resources;
  const found =
    resources.find((r) => r.resourceType === type) ?? resources.find((r) => r.resourceType === 'logo');
  return found?.url ?? null;
}

/**
 * The first screen of a visit to `address`, as HTML the browser paints before any script (issue
 * 13: FCP and LCP within 1.3× a static page). It is what the site's own shell paints at that
 * address for a visitor, drawn with the site's own classes (src/app/styles.css) so it sits where
 * the app will: the header with the brand's logo for each theme and the place of its buttons, the
 * side menu's and the right bar's columns where the route has them (wide screens), the route's
 * first banner (`bannerGroup` of layouts/routes.json, §2 Banners) with `fetchpriority="high"`, and
 * on `/promotions` the first row of the list's covers ({@link promotionsLead}). It covers the page
 * (`.first-screen`, `aria-hidden`) until the app has rendered the route
 * (src/lib/first-screen.ts) and is then removed.
 *
 * Nothing is drawn for a full-page state (maintenance, region), a route with no header, a
 * redirect, or a module switched off: the app's own splash shows there.
 * @param routes the route table the site was built with.
 * @param address the address's path with its query, if any (`/rng`, `/promotions?id=3`).
 * @param brand the brand's boot answers.
 * @returns the HTML, or '' when nothing is drawn.
 */
export function renderFirstScreen(routes: RoutesFile, address: string, brand: FirstScreenBrand): string {
  if (brand.status !== 0) return '';
  const queryAt = address.indexOf('?');
  const pathname = queryAt < 0 ? address : address.slice(0, queryAt);
  const search = queryAt < 0 ? '' : address.slice(queryAt);
  const guest = { token: null, member: null };
  const resolved = resolveRoute(
    routes,
    pathname,
    buildSiteContext({ status: 0 }, brand.settings, guest, pathname),
  );
  if (!resolved.chrome.header || resolved.redirect !== null) return '';
  const light = logoOf(brand, 'logoLight');
  const dark = logoOf(brand, 'logoDark');
  const logo =
    light && dark
      ? `<img class="first-screen-light" src="${escape(light)}" alt="" width="140" height="40">` +
        `<img class="first-screen-dark" src="${escape(dark)}" alt="" width="140" height="40">`
      : light
        ? `<img src="${escape(light)}" alt="" width="140" height="40">`
        : `<span class="site-logo-text">${escape(brand.settings.brandName)}</span>`;
  const group = resolved.banner?.props.group;
  const banner = brand.banners.find((b) => b.groupName === group);
  const bannerHtml = banner
    ? `<div class="banner-slot"><section class="banner"><div class="banner-viewport"><div class="banner-track">` +
      `<div class="banner-slide"><img src="${escape(banner.url)}" alt="${escape(banner.title)}" ` +
      `width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fetchpriority="high"></div></div></div></section></div>`
    : '';
  const side = resolved.chrome.sideMenu && !resolved.chrome.sideMenuClosed;
  const lead = resolved.page.component === PROMOTIONS_PAGE ? promotionsLead(brand, search) : '';
  return (
    `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true">` +
    `<div class="app-shell" data-chrome="first-screen">` +
    `<header class="site-header">${resolved.chrome.sideMenu ? MENU_ICON : ''}` +
    `<span class="site-logo">${logo}</span>` +
    `<span class="site-header-right"><span class="button first-screen-button">&#8203;</span>` +
    `<span class="button first-screen-button">&#8203;</span></span></header>` +
    `<div class="app-body">${side ? '<div class="side-menu first-screen-side"></div>' : ''}` +
    `<main class="app-main">${bannerHtml}${lead}</main>` +
    `${resolved.chrome.rightBar ? '<div class="right-bar first-screen-side"><span class="right-bar-button first-screen-ghost"></span></div>' : ''}` +
    `</div></div></div>`
  );
}

/**
 * The built `index.html` and route table of a site folder, re-read when the build changes them.
 */
export class SitePage {
  private cached: { stamp: string; html: string; routes: RoutesFile | null } | null = null;

  constructor(private readonly root: string) {}

  private load(): { html: string; routes: RoutesFile | null } {
    const htmlPath = join(this.root, 'index.html');
    const routesPath = join(this.root, ROUTES_COPY);
    let stamp = String(statSync(htmlPath).mtimeMs);
    try {
      stamp += `:${statSync(routesPath).mtimeMs}`;
    } catch {
      stamp += ':none';
    }
    if (this.cached?.stamp !== stamp) {
      let routes: RoutesFile | null = null;
      try {
        routes = JSON.parse(readFileSync(routesPath, 'utf8')) as RoutesFile;
      } catch {
        routes = null; // An older build: the page without a first screen.
      }
      this.cached = { stamp, html: readFileSync(htmlPath, 'utf8'), routes };
    }
    return this.cached;
  }

  /**
   * The page for one visit: the route's first screen ({@link renderFirstScreen}) in place of
   * {@link FIRST_SCREEN_MARKER}, and a fresh CSP nonce on the inline boot script
   * (`<script data-lotus-boot>`, src/app/first-paint.ts).
   * @returns the HTML and the nonce its CSP must allow (null when the page has no inline script).
   */
  render(address: string, brand: FirstScreenBrand): { html: string; nonce: string | null } {
    const { html, routes } = this.load();
    const hasBoot = html.includes('<script data-lotus-boot');
    const nonce = hasBoot ? randomBytes(16).toString('base64') : null;
    const screen = routes ? renderFirstScreen(routes, address, brand) : '';
    let page = html.replace(FIRST_SCREEN_MARKER, () => screen);
    if (nonce) page = page.replace('<script data-lotus-boot', `<script nonce="${nonce}" data-lotus-boot`);
    return { html: page, nonce };
  }
}
