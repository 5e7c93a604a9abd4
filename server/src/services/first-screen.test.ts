import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoutesFile } from '../../../core/layout/types.ts';
import { REPO_ROOT } from '../paths.ts';
import { createTestApp, type TestApp } from '../test-utils.ts';
import {
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_PARTS,
  ROUTES_COPY,
  type FirstScreenParts,
} from '../../../core/layout/first-screen.ts';
import type {
  LotteryDrawSummary,
  LotteryMenu,
  LotteryMenuGame,
  PointConfig,
} from '../../../schemas/generated/api.ts';
import { firstScreenTexts } from '../../../scripts/first-screen-parts.ts';
import { renderFirstScreen, type FirstScreenBrand, type FirstScreenLottery } from './first-screen.ts';

const routes = JSON.parse(readFileSync(join(REPO_ROOT, 'layouts', 'routes.json'), 'utf8')) as RoutesFile;

const brand: FirstScreenBrand = {
  status: 0,
  settings: {
    brandName: 'Lotus & Co',
    whitelabel: JSON.parse(readFileSync(join(REPO_ROOT, 'server', 'brand', 'whitelabel.json'), 'utf8')) as [],
    flags: {},
    resources: [
      { resourceType: 'logoLight', url: '/brand/logo-light.svg?v=1' },
      { resourceType: 'logoDark', url: '/brand/logo-dark.svg?v=2' },
    ],
    customerService: [],
  },
  banners: [
    { groupName: 'w_home', url: '/brand/banners/w_home-1.svg?v=a', title: 'Welcome "in"' },
    { groupName: 'w_home', url: '/brand/banners/w_home-2.svg?v=b', title: 'Second' },
    { groupName: 'w_rng', url: '/brand/banners/w_rng-1.svg?v=c', title: 'Slots' },
  ],
};

describe('renderFirstScreen (issue 13: the first screen in the HTML)', () => {
  it("draws the route's first banner with a high fetch priority, escaped, and the logo of each theme", () => {
    const html = renderFirstScreen(routes, '/', brand);
    expect(html).toContain('id="first-screen"');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain(
      '<img src="/brand/banners/w_home-1.svg?v=a" alt="Welcome &quot;in&quot;" width="1200" height="400" fetchpriority="high">',
    );
    expect(html).not.toContain('w_home-2');
    expect(html).toContain('class="first-screen-light" src="/brand/logo-light.svg?v=1"');
    expect(html).toContain('class="first-screen-dark" src="/brand/logo-dark.svg?v=2"');
    // A full-chrome route: the side-menu toggle, the side menu's and the right bar's columns.
    expect(html).toContain('<span class="icon-button">');
    expect(html).toContain('side-menu first-screen-side');
    expect(html).toContain('right-bar first-screen-side');
    // Aliases count (§2 Routes: /home is /).
    expect(renderFirstScreen(routes, '/home', brand)).toBe(html);
  });

  it("uses each route's own group, and the brand name when the brand has no logo", () => {
    const rng = renderFirstScreen(routes, '/rng', brand);
    expect(rng).toContain('w_rng-1.svg?v=c');
    const noLogo = renderFirstScreen(routes, '/rng', {
      ...brand,
      settings: { ...brand.settings, resources: [] },
    });
    expect(noLogo).toContain('<span class="site-logo-text">Lotus &amp; Co</span>');
  });

  it('draws no banner while the route\'s whitelabel module is off (the app shows "not available")', () => {
    const off = renderFirstScreen(routes, '/rng', {
      ...brand,
      settings: { ...brand.settings, whitelabel: [] },
    });
    expect(off).toContain('site-header');
    expect(off).not.toContain('banner');
  });

  it('draws a header-only route without the side menu, and a route with no banner without one', () => {
    const register = renderFirstScreen(routes, '/register', brand);
    expect(register).not.toContain('icon-button');
    expect(register).not.toContain('side-menu');
    expect(register).not.toContain('banner-slot'); // w_reg is not among this brand's banners
    expect(register).toContain('site-header');
  });

  it("draws the first row of /promotions' covers under its banner, the first with high priority (§2 /promotions)", () => {
    const covers = vi.fn(() => ['/brand/promotions/1-cover.svg?v="1"', null, '/p/3.svg', '/p/4.svg']);
    const withList = { ...brand, promotionCovers: covers };
    const html = renderFirstScreen(routes, '/promotions', withList);
    const cards = html.match(/<li class="promo-card">.*?<\/li>/g) ?? [];
    // Three at most (the widest first row); the stylesheet hides those past the row's width.
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain(
      '<img class="promo-card-cover" src="/brand/promotions/1-cover.svg?v=&quot;1&quot;" alt="" width="320" height="120" fetchpriority="high">',
    );
    expect(cards[1]).not.toContain('<img'); // a promotion without a cover has none in the app either
    expect(cards[2]).toContain('src="/p/3.svg"');
    expect(cards[2]).not.toContain('fetchpriority');
    expect(cards[2]).toContain('loading="lazy"'); // hidden on a phone: never fetched there
    expect(html).toContain('<ul class="promo-grid">');
    expect(html.indexOf('promo-grid')).toBeGreaterThan(html.indexOf('banner-slot'));
    // A promotion's detail (?id=), another route, an empty list: no list drawn, and not asked for.
    covers.mockClear();
    expect(renderFirstScreen(routes, '/promotions?id=3', withList)).not.toContain('promo-grid');
    expect(renderFirstScreen(routes, '/rng', withList)).not.toContain('promo-grid');
    expect(covers).not.toHaveBeenCalled();
    expect(renderFirstScreen(routes, '/promotions', { ...brand, promotionCovers: () => [] })).not.toContain(
      'promo-grid',
    );
    // The promotions module switched off: the app shows "not available", so no list either.
    const off = renderFirstScreen(routes, '/promotions', {
      ...withList,
      settings: { ...brand.settings, whitelabel: [] },
    });
    expect(off).toContain('site-header');
    expect(off).not.toContain('promo-grid');
  });

  it('draws nothing for a full-page state, a route without a header or a route that redirects', () => {
    expect(renderFirstScreen(routes, '/', { ...brand, status: 1 })).toBe('');
    expect(renderFirstScreen(routes, '/', { ...brand, status: 2 })).toBe('');
    // /vnlottery hides its chrome unless the brand's flag is on, and has no first view without
    // the build's texts and styles.
    expect(renderFirstScreen(routes, '/vnlottery', brand)).toBe('');
    // A logged-in page sends a visitor elsewhere.
    const loginOnly = routes.routes.find((route) => route.when !== undefined);
    if (loginOnly) expect(renderFirstScreen(routes, loginOnly.path, brand)).toBe('');
  });
});

/** The build's texts of every language, and a stand-in for the lottery chunk's stylesheet. */
const parts: FirstScreenParts = {
  texts: firstScreenTexts(join(REPO_ROOT, 'locales')),
  styles: {
    'lottery.vnlotteryPage': '.lot-card{border:1px solid}',
    'points.pointMallPage': '.pm-card{gap:0}',
  },
};

const HOUR = 3_600_000;
const game = (gameCode: string, labelName: string): LotteryMenuGame => ({
  gameCode,
  gameType: 'LOTT',
  labelName,
  groupCode: 'VN',
  structure: gameCode === 'MB' ? 'MB' : 'MN',
  nextDrawAt: 10 * HOUR,
  lockAt: 9 * HOUR,
  stations: [],
  betTypes: [
    // The menu's order is not the picker's: the picker's first group is Lô.
    { betType: 'deDacBiet', unitPrice: 1, odds: 80, maxPoints: 500, combos: 1, digits: 2 },
    {
      betType: 'lo2',
      unitPrice: 1,
      odds: 99,
      maxPoints: 1000,
      combos: gameCode === 'MB' ? 27 : 18,
      digits: 2,
    },
    { betType: 'lo3', unitPrice: 1, odds: 900, maxPoints: 100, combos: 23, digits: 3 },
  ],
});
const menu: LotteryMenu = {
  prizeMode: 'Lott',
  prizeModes: ['Lott'],
  pointValue: 1,
  gameMenus: [
    { gameGroupCode: 'VN', labelName: 'Xổ số', games: [game('MB', 'Miền Bắc'), game('MN', 'Miền <Nam>')] },
  ],
};
const draw = (
  stationCode: string,
  stationName: string,
  status: LotteryDrawSummary['status'],
): LotteryDrawSummary => ({
  drawId: stationCode.length,
  gameCode: 'MN',
  stationCode,
  stationName,
  drawKey: '2026-12-02',
  status,
  lockAt: 9 * HOUR,
  drawAt: 10 * HOUR,
  serverSeedHash: 'ab',
});
/** The lottery as the page's calls see it 1 h 2 min 3 s before the lock. */
const lottery =
  (open: LotteryDrawSummary[]): (() => FirstScreenLottery) =>
  () => ({
    menu,
    opened: (gameCode) => ({
      game: { gameCode, gameType: 'LOTT', labelName: gameCode, groupCode: 'VN', structure: 'MN' },
      serverTime: 9 * HOUR - 3_723_000,
      open,
      lastDrawn: [],
    }),
  });
const vnBrand = (
  language: string,
  open = [draw('HCM', 'TP. Hồ Chí Minh', 'open'), draw('DT', 'Đồng Tháp', 'open')],
) => ({
  ...brand,
  settings: {
    ...brand.settings,
    defaultLanguage: language,
    currency: { code: 'VND', symbol: '₫', minorUnits: 2 },
  },
  vnLottery: lottery(open),
});

describe("/vnlottery's first view (issue 13: its largest paint in the HTML, though its header is hidden)", () => {
  it('draws the title, the region tabs, the game head and the picker down to the first rule, as the app does', () => {
    const html = renderFirstScreen(routes, '/vnlottery?gameCode=MN', vnBrand('en'), parts);
    expect(html).toContain('id="first-screen"');
    expect(html).toContain('inert');
    expect(html).not.toContain('site-header'); // the route's chrome is hidden
    expect(html).toContain('<h1>Vietnamese lottery</h1>');
    // Region tabs with the brand's labels, the address's game chosen.
    expect(html).toContain('data-state="inactive">Miền Bắc</button>');
    expect(html).toContain('data-state="active">Miền &lt;Nam&gt;</button>');
    expect(html).toContain('<h2>Southern (Miền Nam)</h2>');
    // The open draws' stations, the first chosen, and the countdown to its lock.
    expect(html).toContain('aria-pressed="true">TP. Hồ Chí Minh</button>');
    expect(html).toContain('aria-pressed="false">Đồng Tháp</button>');
    expect(html).toContain('Betting closes in <strong dir="ltr">1:02:03</strong>');
    expect(html).toContain('Log in to place bets.');
    // The picker: Lô first, its first bet type, and that type's rule with the game's combos and
    // the unit price in the brand's currency.
    expect(html).toContain('data-state="active">Lô</button>');
    expect(html).toContain('aria-pressed="true">Lô 2 digits</button>');
    expect(html).toContain(
      '<p class="lot-muted">Wins for each prize whose last 2 digits are your number. ' +
        'Odds 1:99 · combos 18 · at most 1000 points · 1 point costs ₫18 per number.</p>',
    );
    // Its controls are out of the tab order; its stylesheet comes with it, with the rule that
    // hides it from a visitor who chose another language.
    expect(html).not.toMatch(/<button(?![^>]*tabindex="-1")/);
    expect(html).toContain('<style>.lot-card{border:1px solid}');
    expect(html).toContain(
      'html[data-chosen-lang]:not([data-chosen-lang="en"]) .first-screen-lead{display:none}',
    );
    expect(html).toContain('class="page lot-page first-screen-lead" lang="en" dir="ltr"');
    // The route's header is hidden: for a visitor of another language the whole first screen goes.
    expect(html).toContain('html[data-chosen-lang]:not([data-chosen-lang="en"]) #first-screen{display:none}');
    expect(html).toContain(
      'html[data-chosen-lang]:not([data-chosen-lang="en"]) #first-screen ~ #root{visibility:visible}',
    );
    // The guest's line, hidden from a signed-in visit.
    expect(html).toContain(
      '<div class="lot-row first-screen-guest"><p class="lot-muted">Log in to place bets.',
    );
    expect(html).toContain('html[data-signed-in] .first-screen-guest{display:none}');
  });

  it("is drawn in the brand's default language, with English where that language lacks a text", () => {
    const vi = renderFirstScreen(routes, '/vnlottery', vnBrand('vi'), parts);
    expect(vi).toContain('<h1>Xổ số Việt Nam</h1>');
    expect(vi).toContain('<h2>Miền Bắc</h2>');
    expect(vi).toContain('Đóng cược sau <strong dir="ltr">1:02:03</strong>');
    // Vietnamese writes the dong after the amount.
    expect(vi).toMatch(/1 điểm giá 27\s₫ mỗi số\./);
    expect(vi).toContain('[data-chosen-lang="vi"]');
    // The language as the app normalises it (`vi-VN` is Vietnamese), with its direction.
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('vi-VN'), parts)).toBe(vi);
    const ar = renderFirstScreen(routes, '/vnlottery', vnBrand('ar'), parts);
    expect(ar).toContain('lang="ar" dir="rtl"');
    expect(ar).toContain('<h1>اليانصيب الفيتنامي</h1>');
    // A language the site does not ship: English, as the app then keeps.
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('de'), parts)).toBe(
      renderFirstScreen(routes, '/vnlottery', vnBrand('en'), parts),
    );
    // Texts the build lacks for the language: no first view.
    const { vi: _vi, ...withoutVi } = parts.texts;
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('vi'), { ...parts, texts: withoutVi })).toBe('');
    const partial: FirstScreenParts = {
      ...parts,
      texts: { ...parts.texts, vi: { layout: parts.texts.vi?.layout ?? {}, lottery: {} } },
    };
    const fallback = renderFirstScreen(routes, '/vnlottery', vnBrand('vi'), partial);
    expect(fallback).toContain('<h1>Xổ số Việt Nam</h1>');
    expect(fallback).toContain('Betting closes in');
  });

  it("leaves the countdown line blank once the draw is locked, and draws nothing without an open draw or the build's parts", () => {
    const locked = renderFirstScreen(
      routes,
      '/vnlottery',
      vnBrand('en', [draw('HN', 'Hà Nội', 'locked')]),
      parts,
    );
    expect(locked).toContain('<p class="lot-countdown">&#8203;</p>');
    expect(locked).toContain('Hà Nội');
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('en', []), parts)).toBe('');
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('en'), null)).toBe('');
    expect(renderFirstScreen(routes, '/vnlottery', vnBrand('en'), { ...parts, styles: {} })).toBe('');
    // The lottery cannot be read (a busy database): told, and the page is served without the view.
    const onError = vi.fn();
    const failing = {
      ...vnBrand('en'),
      vnLottery: () => {
        throw new Error('database is locked');
      },
      onError,
    };
    expect(renderFirstScreen(routes, '/vnlottery', failing, parts)).toBe('');
    expect(onError).toHaveBeenCalledWith(new Error('database is locked'));
    // Other routes never ask for the lottery.
    const ask = vi.fn(lottery([]));
    renderFirstScreen(routes, '/rng', { ...vnBrand('en'), vnLottery: ask }, parts);
    expect(ask).not.toHaveBeenCalled();
  });
});

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const pointConfig: PointConfig = {
  enabled: true,
  earn: { points: 1, validBet: 10000 },
  categories: [
    { gameType: 'LIVE', points: 2, validBet: 20 },
    { gameType: 'NEWTYPE', points: 1, validBet: 5 },
  ],
  convert: { enabled: true, pointValue: 0.01, min: 100, step: 100 },
  maxQuantity: 5,
  neverExpire: true,
};
const images = ['/brand/rewards/a.svg?v=1', '/brand/rewards/b"c.svg?v=2', '/c.svg', '/d.svg', '/e.svg'];
const mallBrand = (language: string, read?: FirstScreenBrand['pointMall']): FirstScreenBrand => ({
  ...brand,
  settings: {
    ...brand.settings,
    defaultLanguage: language,
    currency: { code: 'VND', symbol: '₫', minorUnits: 2 },
  },
  pointMall: read ?? (() => ({ config: pointConfig, rewardImages: images })),
});

describe("/pointMall's first view (issue 13: the rewards' first row, its largest paint, in the HTML)", () => {
  it("draws a guest's summary with the earning rates and the first four rewards' images under the banner", () => {
    const read = vi.fn(() => ({ config: pointConfig, rewardImages: images }));
    const html = renderFirstScreen(routes, '/pointMall', mallBrand('en', read), parts);
    expect(read).toHaveBeenCalledWith(4); // only the images it draws
    expect(html).toContain('class="site-header"');
    expect(html).toContain('<style>.pm-card{gap:0}');
    expect(html).toContain('class="pm-page first-screen-lead" lang="en" dir="ltr"');
    expect(html).toContain('<h1>Point mall</h1>');
    expect(html).toContain('<p>Log in to see your points and redeem rewards.</p>');
    expect(html).toContain(
      '<button type="button" class="button button-primary" tabindex="-1">Log in</button>',
    );
    // Amounts in the brand's currency with the language's grouping, a category without a name as
    // its code, as the app writes them.
    expect(html).toContain('<p>Earn 1 point for every ₫10,000 of valid bets.</p>');
    expect(html).toContain('<li>Live casino: 2 point for every ₫20</li>');
    expect(html).toContain('<li>NEWTYPE: 1 point for every ₫5</li>');
    expect(html).toContain('<p class="pm-muted">Points never expire.</p>');
    expect(html).toContain('data-state="active">Rewards</button>');
    // Four cards at most, the first image eager and first in priority, the others lazy, escaped.
    expect(html.match(/<li class="pm-card">/g)).toHaveLength(4);
    expect(html).toContain(
      '<img src="/brand/rewards/a.svg?v=1" alt="" width="320" height="200" fetchpriority="high">',
    );
    expect(html).toContain(
      '<img src="/brand/rewards/b&quot;c.svg?v=2" alt="" width="320" height="200" loading="lazy">',
    );
    expect(html).not.toContain('/e.svg');
    expect(html).not.toMatch(/<button(?![^>]*tabindex="-1")/);
    // Not for a visitor of another language, nor a signed-in one (their summary is their balance);
    // the route has a header, so the rest of the first screen stays.
    expect(html).toContain(
      'html[data-chosen-lang]:not([data-chosen-lang="en"]) .first-screen-lead{display:none}',
    );
    expect(html).toContain('html[data-signed-in] .first-screen-lead{display:none}');
    expect(html).not.toContain('#first-screen{display:none}');
  });

  it("is drawn in the brand's default language, right to left where it is written so", () => {
    const vi = renderFirstScreen(routes, '/pointMall', mallBrand('vi'), parts);
    expect(vi).toContain('lang="vi" dir="ltr"');
    expect(vi).toMatch(/10\.000\s₫/);
    expect(vi).not.toContain('Log in to see your points');
    const ar = renderFirstScreen(routes, '/pointMall', mallBrand('ar'), parts);
    expect(ar).toContain('lang="ar" dir="rtl"');
  });

  it("draws no view for an empty catalogue, without the build's parts, or when the points cannot be read", () => {
    const empty = renderFirstScreen(
      routes,
      '/pointMall',
      mallBrand('en', () => ({ config: pointConfig, rewardImages: [] })),
      parts,
    );
    expect(empty).toContain('id="first-screen"');
    expect(empty).not.toContain('first-screen-lead');
    expect(renderFirstScreen(routes, '/pointMall', mallBrand('en'), null)).not.toContain('first-screen-lead');
    const onError = vi.fn();
    const failing = {
      ...mallBrand('en', () => {
        throw new Error('points down');
      }),
      onError,
    };
    const html = renderFirstScreen(routes, '/pointMall', failing, parts);
    expect(html).toContain('class="site-header"');
    expect(html).not.toContain('first-screen-lead');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'points down' }));
  });
});

describe('the site page served with its first screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const site = join(t.dir, 'site');
    mkdirSync(site, { recursive: true });
    writeFileSync(
      join(site, 'index.html'),
      `<!doctype html><head><script data-lotus-boot data-entry="/assets/a.js">boot()</script></head>` +
        `<body>${FIRST_SCREEN_MARKER}<div id="root"></div></body>`,
    );
    writeFileSync(join(site, ROUTES_COPY), JSON.stringify(routes));
    writeFileSync(join(site, FIRST_SCREEN_PARTS), JSON.stringify(parts));
    await t.app.close();
    t = { ...t, app: (await createTestApp({ dbPath: t.dbPath, staticDir: site })).app };
  });
  afterAll(async () => t.close());

  for (const path of ['/', '/index.html', '/rng', '/register?x=1']) {
    it(`GET ${path}: the route's first screen and a fresh nonce its CSP allows`, async () => {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain(FIRST_SCREEN_MARKER);
      expect(res.body).toContain('id="first-screen"');
      const nonce = /<script nonce="([^"]+)" data-lotus-boot/.exec(res.body)?.[1];
      expect(nonce).toBeTruthy();
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'unsafe-eval'`);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      const again = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
      expect(/<script nonce="([^"]+)"/.exec(again.body)?.[1]).not.toBe(nonce);
    });
  }

  it("draws /promotions' first covers from the seeded promotions a visitor sees, in the list's order", async () => {
    const res = await t.app.inject({ url: '/promotions', headers: { accept: 'text/html' } });
    const list = await t.app.inject({ url: '/wps/relay/MCSFE_getPromotionList' });
    const firstCover = list.json<{ value: { list: { cover: string | null }[] } }>().value.list[0]?.cover;
    expect(firstCover).toBeTruthy();
    expect(res.body).toContain(`<img class="promo-card-cover" src="${String(firstCover)}"`);
  });

  it("draws /rng's banner from the brand's banners, versioned", async () => {
    const res = await t.app.inject({ url: '/rng', headers: { accept: 'text/html' } });
    expect(res.body).toMatch(
      /<img src="\/brand\/banners\/w_rng-1\.svg\?v=[0-9a-f]{10}" alt="[^"]+"[^>]*fetchpriority="high">/,
    );
  });

  it("draws /vnlottery's first view from the seeded lottery as a guest's calls see it", async () => {
    const res = await t.app.inject({ url: '/vnlottery', headers: { accept: 'text/html' } });
    const opened = await t.app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=MB' });
    const station = opened.json<{ value: { open: { stationName: string }[] } }>().value.open[0]?.stationName;
    expect(station).toBeTruthy();
    expect(res.body).toContain('<h1>Vietnamese lottery</h1>');
    expect(res.body).toContain(`aria-pressed="true">${String(station)}</button>`);
    expect(res.body).toMatch(/Odds 1:\d+ · combos 27 · at most \d+ points · 1 point costs ₫\d+ per number\./);
  });

  it("draws /pointMall's first view from the seeded points as a visitor's calls see them", async () => {
    const res = await t.app.inject({ url: '/pointMall', headers: { accept: 'text/html' } });
    const rewards = await t.app.inject({ url: '/wps/relay/MCS2_getPointReward' });
    const list = rewards.json<{ value: { list: { image: string }[] } }>().value.list;
    expect(list.length).toBeGreaterThan(4);
    expect(res.body).toContain('<h1>Point mall</h1>');
    // The catalogue's first four images, in the order the page lists them, and no other.
    const drawn = [...res.body.matchAll(/<li class="pm-card"><img src="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(list.slice(0, 4).map((reward) => reward.image));
    expect(res.body).toContain(
      `<img src="${String(list[0]?.image)}" alt="" width="320" height="200" fetchpriority="high">`,
    );
    expect(res.body).toMatch(/Earn \d+ point for every ₫[\d,]+ of valid bets\./);
  });
});
