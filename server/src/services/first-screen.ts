import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, directionOf, normaliseLanguage } from '../../../core/languages.ts';
import {
  FIRST_SCREEN_ID,
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_PARTS,
  ROUTES_COPY,
  textAt,
  type FirstScreenParts,
  type TextTree,
} from '../../../core/layout/first-screen.ts';
import { stringProp } from '../../../core/layout/props.ts';
import { resolveRoute } from '../../../core/layout/routes.ts';
import { buildSiteContext, type SettingsLike } from '../../../core/layout/site-context.ts';
import type { RoutesFile } from '../../../core/layout/types.ts';
import { offeredGroups } from '../../../core/lottery/bet-types.ts';
import { chosenGame, menuGames, pointCostMinor } from '../../../core/lottery/menu.ts';
import { formatCountdown } from '../../../core/lottery/schedule.ts';
import { formatMoney, fromMinor, toMinor, type MoneyCurrency } from '../../../core/money.ts';
import type {
  LotteryMenu,
  LotteryMenuGame,
  LotteryOpenedGame,
  PointConfig,
} from '../../../schemas/generated/api.ts';

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
    /** The language a visitor who never chose one gets (§3 "default EN"); the texts drawn are in it. */
    defaultLanguage?: string;
    /** The brand's currency, in which a guest sees amounts. */
    currency?: MoneyCurrency;
  };
  banners: readonly FirstScreenBanner[];
  /**
   * The covers of the promotions a visitor sees first on `/promotions` (§2 /promotions, §7
   * Promotions: sequence-1 image, versioned URL, or null for a promotion without one), in the
   * list's order; asked for only when that list is drawn.
   */
  promotionCovers?: () => readonly (string | null)[];
  /** What /vnlottery shows first, asked for only when that page is drawn (§2 /vnlottery). */
  vnLottery?: () => FirstScreenLottery;
  /**
   * What /pointMall shows a guest first, asked for only when that page is drawn (§2 /pointMall),
   * with at most `rewards` of the catalogue's images.
   */
  pointMall?: (rewards: number) => FirstScreenPointMall;
  /** Told of an error reading those answers; the page is then served without that first view. */
  onError?: (error: unknown) => void;
}

/** The lottery answers /vnlottery's first screen is drawn from, as a guest's calls get them. */
export interface FirstScreenLottery {
  /** The Vietnamese daily games' menu under the brand's prize mode (`game_menu?gameType=LOTT`). */
  menu: LotteryMenu;
  /** A game's open draws (`GET /lgw/vn/numeros/opened/game`). */
  opened: (gameCode: string) => LotteryOpenedGame;
}

/** The points answers /pointMall's first screen is drawn from, as a guest's calls get them (§7 Points). */
export interface FirstScreenPointMall {
  /** The earning rates (`MCS2_getPointConfig`). */
  config: PointConfig;
  /**
   * The first images of the catalogue in its order (`MCS2_getPointRewards` for a visitor,
   * versioned URLs), as many as asked for.
   */
  rewardImages: readonly string[];
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

/** Page of the route table whose first view the first screen draws (§2 /vnlottery). */
const VNLOTTERY_PAGE = 'lottery.vnlotteryPage';

/** A translation lookup over the build's {@link FirstScreenParts} texts, falling back to English. */
type Translate = (key: string, values?: Record<string, string | number>) => string | null;

function translator(parts: FirstScreenParts, language: string): Translate {
  const lookup = (tree: TextTree | undefined, path: string): string | null => {
    const text = textAt(tree, path);
    return typeof text === 'string' ? text : null;
  };
  return (key, values = {}) => {
    const [namespace = '', path = ''] = key.split(':');
    const text =
      lookup(parts.texts[language]?.[namespace], path) ??
      lookup(parts.texts[DEFAULT_LANGUAGE]?.[namespace], path);
    // i18next's `{{name}}` interpolation, unescaped (the site sets `escapeValue: false`).
    return (
      text?.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole)) ?? null
    );
  };
}

/** A control of the first screen: a real `<button>` so it has the app's box, out of the tab order. */
const control = (className: string, label: string, attributes = ''): string =>
  `<button type="button" class="${className}" tabindex="-1"${attributes}>${escape(label)}</button>`;

/**
 * `/vnlottery`'s first view for a guest, in the app's own markup and classes
 * (src/features/lottery/vnlottery-page.tsx, game-view.tsx, bet-picker.tsx) and in the brand's
 * default language (as the app normalises it, with its direction): the title, the region tabs,
 * the chosen game's head (its name, the open draws' stations, the countdown to the lock, the
 * guest's "log in" line) and the bet picker down to the first bet type's rule, the page's largest
 * paint on a phone. Drawn from the same answers the page asks for (the menu under the brand's
 * prize mode, the game's open draws), the rule's unit price in the brand's currency as a guest
 * sees it. Its stylesheet is the page chunk's (`parts.styles`), inline, so it paints with no
 * request more.
 *
 * A visitor who chose another language (the boot script's `data-chosen-lang`,
 * src/app/first-paint.ts) is not shown it: with `chromeless` (the route's header hidden, so the
 * first screen would be blank) the whole first screen is hidden and the app shows at once, as
 * without one. A signed-in visitor (`data-signed-in`) is not shown the guest's "log in" line.
 *
 * Nothing is drawn without the build's texts in that language, without a game, while the game has
 * no open draw (the app then says so itself), or when the lottery cannot be read (`onError`).
 */
function vnLotteryLead(
  brand: FirstScreenBrand,
  search: string,
  title: string,
  parts: FirstScreenParts | null,
  chromeless: boolean,
): string {
  const style = parts?.styles[VNLOTTERY_PAGE];
  const language = normaliseLanguage(brand.settings.defaultLanguage) ?? DEFAULT_LANGUAGE;
  if (!parts || !style || !parts.texts[language] || !brand.vnLottery) return '';
  const t = translator(parts, language);
  const read = brand.vnLottery;
  let answers: {
    menu: LotteryMenu;
    games: LotteryMenuGame[];
    game: LotteryMenuGame;
    opened: LotteryOpenedGame;
  };
  try {
    const { menu, opened } = read();
    const games = menuGames(menu, 'LOTT');
    const game = chosenGame(games, new URLSearchParams(search).get('gameCode'));
    if (!game) return '';
    answers = { menu, games, game, opened: opened(game.gameCode) };
  } catch (error) {
    brand.onError?.(error); // the page without its first view, never a failed page
    return '';
  }
  const { menu, games, game, opened } = answers;
  const heading = t(title);
  const { open: draws, serverTime: now } = opened;
  const draw = draws[0];
  const groups = offeredGroups(game.betTypes.map((b) => b.betType));
  const group = groups[0];
  const betType = group?.betTypes[0];
  const entry = game.betTypes.find((b) => b.betType === betType);
  if (heading === null || !draw || !group || !betType || !entry) return '';

  const gameName = t(`lottery:games.${game.gameCode}`) ?? game.labelName;
  const currency = brand.settings.currency ?? { symbol: '' };
  const minorUnits = currency.minorUnits;
  const rule = t('lottery:picker.rule', {
    odds: entry.odds,
    combos: entry.combos,
    max: entry.maxPoints,
    unit: formatMoney(
      fromMinor(pointCostMinor(entry, toMinor(menu.pointValue, minorUnits)), minorUnits),
      currency,
      language,
    ),
  });
  const countdown =
    draw.status === 'open' && draw.lockAt > now
      ? `${escape(t('lottery:cycle.closesIn') ?? '')} <strong dir="ltr">${formatCountdown(draw.lockAt - now)}</strong>`
      : '&#8203;';
  const tabs = (items: readonly { label: string; on: boolean }[], className: string): string =>
    `<div class="${className}">` +
    items
      .map((item) => control('lot-tab', item.label, ` data-state="${item.on ? 'active' : 'inactive'}"`))
      .join('') +
    `</div>`;
  const chips = (items: readonly { label: string; on: boolean }[]): string =>
    `<div class="lot-chips">` +
    items.map((item) => control('lot-chip', item.label, ` aria-pressed="${String(item.on)}"`)).join('') +
    `</div>`;
  const text = (key: string): string => escape(t(key) ?? '');
  return (
    leadOpening(style, language, 'page lot-page', { chromeless, signedInHides: '.first-screen-guest' }) +
    `<h1>${escape(heading)}</h1><div>` +
    tabs(
      games.map((g) => ({ label: g.labelName, on: g.gameCode === game.gameCode })),
      'lot-tabs lot-region-tabs',
    ) +
    `<div><div class="lot-game"><section class="lot-card lot-game-head">` +
    `<div class="lot-row"><h2>${escape(gameName)}</h2>${control('lot-star', '☆')}</div>` +
    chips(draws.map((d) => ({ label: d.stationName, on: d === draw }))) +
    `<div><p class="lot-countdown">${countdown}</p></div>` +
    `<div class="lot-row first-screen-guest"><p class="lot-muted">${text('lottery:guest.loginToBet')}</p>` +
    `${control('button button-primary', t('lottery:guest.login') ?? '')}</div></section>` +
    `<div class="lot-layout"><div class="lot-picker"><section class="lot-card lot-picker">` +
    `<h2>${text('lottery:picker.title')}</h2><div>` +
    tabs(
      groups.map((g) => ({ label: t(`lottery:group.${g.id}`) ?? g.id, on: g.id === group.id })),
      'lot-tabs',
    ) +
    `<div class="lot-picker-body">` +
    chips(group.betTypes.map((b) => ({ label: t(`lottery:betType.${b}`) ?? b, on: b === betType }))) +
    `<p class="lot-muted">${text(`lottery:betTypeHelp.${betType}`)} ${escape(rule ?? '')}</p>` +
    `</div></div></section></div></div></div></div></div></div>`
  );
}

/**
 * The opening of a page's first view drawn in `language`: its stylesheet, with the rules that hide
 * it from a visitor who chose another language (the boot script's `data-chosen-lang`,
 * src/app/first-paint.ts) — with `chromeless` (the route's header hidden, so the first screen would
 * be blank) the whole first screen, so the app shows at once, as without one — and `signedInHides`
 * (a selector) from a signed-in visitor (`data-signed-in`); then the view's element with
 * `className`, the language and its direction, which the caller closes.
 */
function leadOpening(
  style: string,
  language: string,
  className: string,
  options: { chromeless: boolean; signedInHides: string },
): string {
  // `language` is one of the shipped codes (letters and hyphens): safe in a CSS string.
  const other = `html[data-chosen-lang]:not([data-chosen-lang="${language}"])`;
  const rules = [
    `${other} .first-screen-lead{display:none}`,
    ...(options.chromeless
      ? [`${other} #first-screen{display:none}`, `${other} #first-screen ~ #root{visibility:visible}`]
      : []),
    `html[data-signed-in] ${options.signedInHides}{display:none}`,
  ];
  return (
    `<style>${style}\n${rules.join('\n')}</style>` +
    `<div class="${className} first-screen-lead" lang="${language}" dir="${directionOf(language)}">`
  );
}

/** One count format per language, kept across requests (building one costs more than using it). */
const countFormats = new Map<string, Intl.NumberFormat>();
const countFormat = (language: string): Intl.NumberFormat => {
  let format = countFormats.get(language);
  if (!format) countFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
};

/** Page of the route table whose first view the first screen draws (§2 /pointMall). */
const POINT_MALL_PAGE = 'points.pointMallPage';
/** Rewards drawn: the catalogue's widest first row (four columns of 14rem in the 70rem list). */
const LEAD_REWARDS = 4;

/**
 * `/pointMall`'s first view for a guest, in the app's own markup and classes
 * (src/features/points/point-mall-page.tsx) and in the brand's default language: the title, the
 * summary (the log-in line and its button, the earning rates with each category's, "never
 * expire"), the rewards tab and the images of the catalogue's first row, one of which is the
 * page's largest paint, each card's body as blank space. The stylesheet shows only the cards that
 * share the first row at the list's width (`.first-screen-list`); all but the first image are
 * lazy. Amounts are in the brand's currency as a guest sees them, counts with the language's
 * grouping, as the app writes them.
 *
 * A signed-in visitor (`data-signed-in`), whose summary is their balance, and a visitor who chose
 * another language are not shown it (the header and banner still are). Nothing is drawn without
 * the build's texts in that language, with an empty catalogue, or when the points cannot be read
 * (`onError`).
 */
function pointMallLead(brand: FirstScreenBrand, title: string, parts: FirstScreenParts | null): string {
  const style = parts?.styles[POINT_MALL_PAGE];
  const language = normaliseLanguage(brand.settings.defaultLanguage) ?? DEFAULT_LANGUAGE;
  if (!parts || !style || !parts.texts[language] || !brand.pointMall) return '';
  const t = translator(parts, language);
  let answers: FirstScreenPointMall;
  try {
    answers = brand.pointMall(LEAD_REWARDS);
  } catch (error) {
    brand.onError?.(error); // the page without its first view, never a failed page
    return '';
  }
  const { config, rewardImages } = answers;
  const heading = t(title);
  if (heading === null || rewardImages.length === 0) return '';
  const currency = brand.settings.currency ?? { symbol: '' };
  const count = countFormat(language);
  const money = (amount: number) => formatMoney(amount, currency, language);
  const text = (key: string, values?: Record<string, string | number>): string =>
    escape(t(key, values) ?? '');
  const rates = config.categories
    .map(
      (c) =>
        `<li>${text('points:categoryRate', {
          category: t(`points:categories.${c.gameType}`) ?? c.gameType,
          points: count.format(c.points),
          validBet: money(c.validBet),
        })}</li>`,
    )
    .join('');
  const cards = rewardImages
    .slice(0, LEAD_REWARDS)
    .map(
      (image, index) =>
        `<li class="pm-card"><img src="${escape(image)}" alt="" width="320" height="200"` +
        `${index === 0 ? ' fetchpriority="high"' : ' loading="lazy"'}>` +
        `<div class="pm-card-body first-screen-card-body"></div></li>`,
    )
    .join('');
  return (
    leadOpening(style, language, 'pm-page', { chromeless: false, signedInHides: '.first-screen-lead' }) +
    `<h1>${escape(heading)}</h1>` +
    `<section class="pm-summary"><div><p>${text('points:visitor')}</p>` +
    `${control('button button-primary', t('points:login') ?? '')}</div>` +
    `<div><p>${text('points:rate', { points: count.format(config.earn.points), validBet: money(config.earn.validBet) })}</p>` +
    (rates ? `<ul class="pm-muted">${rates}</ul>` : '') +
    `<p class="pm-muted">${text('points:neverExpire')}</p></div></section>` +
    `<div><div class="pm-tabs-list">${control('pm-tab', t('points:tab.rewards') ?? '', ' data-state="active"')}</div>` +
    `<div class="first-screen-list"><ul class="pm-grid">${cards}</ul></div></div></div>`
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
 * first banner (`bannerGroup` of layouts/routes.json, §2 Banners) with `fetchpriority="high"`,
 * on `/promotions` the first row of the list's covers ({@link promotionsLead}), on `/pointMall`
 * a guest's first view down to the rewards' first row ({@link pointMallLead}), and on
 * `/vnlottery`, whose header is hidden unless the brand switches it on, the page's first view
 * ({@link vnLotteryLead}). It covers the page (`.first-screen`, `aria-hidden`, `inert`) until the
 * app has rendered the route (src/lib/first-screen.ts) and is then removed.
 *
 * Nothing is drawn for a full-page state (maintenance, region), a route with no header and no
 * first view, a redirect, or a module switched off: the app's own splash shows there.
 * @param routes the route table the site was built with.
 * @param address the address's path with its query, if any (`/rng`, `/promotions?id=3`).
 * @param brand the brand's boot answers.
 * @param parts the build's texts and styles of the pages' first views (null: none drawn).
 * @returns the HTML, or '' when nothing is drawn.
 */
export function renderFirstScreen(
  routes: RoutesFile,
  address: string,
  brand: FirstScreenBrand,
  parts: FirstScreenParts | null = null,
): string {
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
  if (resolved.redirect !== null) return '';
  const lead =
    resolved.page.component === PROMOTIONS_PAGE
      ? promotionsLead(brand, search)
      : resolved.page.component === VNLOTTERY_PAGE
        ? vnLotteryLead(
            brand,
            search,
            stringProp(resolved.page, 'title', 'layout:page.vnlottery'),
            parts,
            !resolved.chrome.header,
          )
        : resolved.page.component === POINT_MALL_PAGE
          ? pointMallLead(brand, stringProp(resolved.page, 'title', 'layout:page.pointMall'), parts)
          : '';
  if (!resolved.chrome.header && lead === '') return '';
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
  const header = resolved.chrome.header
    ? `<header class="site-header">${resolved.chrome.sideMenu ? MENU_ICON : ''}` +
      `<span class="site-logo">${logo}</span>` +
      `<span class="site-header-right"><span class="button first-screen-button">&#8203;</span>` +
      `<span class="button first-screen-button">&#8203;</span></span></header>`
    : '';
  return (
    `<div id="${FIRST_SCREEN_ID}" class="first-screen" aria-hidden="true" inert>` +
    `<div class="app-shell" data-chrome="first-screen">${header}` +
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
  private cached: {
    stamp: string;
    html: string;
    routes: RoutesFile | null;
    parts: FirstScreenParts | null;
  } | null = null;

  constructor(private readonly root: string) {}

  private load(): { html: string; routes: RoutesFile | null; parts: FirstScreenParts | null } {
    const htmlPath = join(this.root, 'index.html');
    const routesPath = join(this.root, ROUTES_COPY);
    const partsPath = join(this.root, FIRST_SCREEN_PARTS);
    let stamp = String(statSync(htmlPath).mtimeMs);
    for (const path of [routesPath, partsPath]) {
      try {
        stamp += `:${statSync(path).mtimeMs}`;
      } catch {
        stamp += ':none';
      }
    }
    if (this.cached?.stamp !== stamp) {
      // An older build lacks these files: the page without a first screen, or without first views.
      const read = <T>(path: string): T | null => {
        try {
          return JSON.parse(readFileSync(path, 'utf8')) as T;
        } catch {
          return null;
        }
      };
      this.cached = {
        stamp,
        html: readFileSync(htmlPath, 'utf8'),
        routes: read<RoutesFile>(routesPath),
        parts: read<FirstScreenParts>(partsPath),
      };
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
    const { html, routes, parts } = this.load();
    const hasBoot = html.includes('<script data-lotus-boot');
    const nonce = hasBoot ? randomBytes(16).toString('base64') : null;
    const screen = routes ? renderFirstScreen(routes, address, brand, parts) : '';
    let page = html.replace(FIRST_SCREEN_MARKER, () => screen);
    if (nonce) page = page.replace('<script data-lotus-boot', `<script nonce="${nonce}" data-lotus-boot`);
    return { html: page, nonce };
  }
}
