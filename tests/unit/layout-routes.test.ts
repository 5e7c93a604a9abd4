import { describe, expect, it } from 'vitest';
import { chromeFile, routesFile } from '../../src/layout/files';
import { panelFiles } from '../../src/layout/panel-files';
import { resolveChrome, resolvePanel } from '../../core/layout/resolve';
import {
  chromeFor,
  findRoute,
  isSameLocation,
  panelHref,
  parseHref,
  redirectFor,
  routePaths,
} from '../../core/layout/routes';
import { testContext } from '../../core/layout/test-context';

// §2 Routes, every path and alias.
const SPEC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/helpmc',
  '/help',
  '/down',
  '/game',
  '/live',
  '/sports',
  '/fish',
  '/rng',
  '/pvp',
  '/esports',
  '/elott',
  '/cockfight',
  '/inhouse',
  '/login',
];

const here = { pathname: '/live', search: '?a=1', hash: '' };

describe('layouts/routes.json (§2 Routes)', () => {
  it('contains every route and alias of §2', () => {
    const all = routesFile.routes.flatMap(routePaths);
    for (const path of SPEC_PATHS) expect(all, path).toContain(path);
  });

  it('home aliases share one route', () => {
    const home = findRoute(routesFile, '/');
    for (const alias of ['/index', '/index.html', '/home']) expect(findRoute(routesFile, alias)).toBe(home);
    expect(findRoute(routesFile, '/register.html')).toBe(findRoute(routesFile, '/register'));
  });

  it('gives each route the chrome of §2', () => {
    const ctx = testContext();
    const visible = (path: string) => chromeFor(findRoute(routesFile, path), ctx);
    expect(visible('/')).toEqual({
      header: true,
      sideMenu: true,
      rightBar: true,
      bottomNav: true,
      footer: true,
      sideMenuClosed: false,
    });
    expect(visible('/lottery')).toMatchObject({
      header: true,
      sideMenu: false,
      bottomNav: false,
      footer: false,
      sideMenuClosed: true,
    });
    expect(visible('/game')).toMatchObject({ header: true, sideMenu: false, footer: false });
    expect(visible('/register')).toMatchObject({ header: true, sideMenu: false, footer: false });
    expect(visible('/helpmc')).toEqual({
      header: false,
      sideMenu: false,
      rightBar: false,
      bottomNav: false,
      footer: false,
      sideMenuClosed: false,
    });
    expect(visible('/help').footer).toBe(true);
    for (const path of ['/seamless', '/lottery', '/vnlottery', '/down'])
      expect(visible(path).sideMenuClosed, path).toBe(true);
  });

  it('hides header and side menu on /seamless and /vnlottery unless switched on', () => {
    for (const path of ['/seamless', '/vnlottery']) {
      const route = findRoute(routesFile, path);
      expect(chromeFor(route, testContext())).toMatchObject({ header: false, sideMenu: false });
      const flag = route?.hideChromeUnlessFlag ?? '';
      expect(chromeFor(route, testContext({ flags: { [flag]: true } }))).toMatchObject({
        header: true,
        sideMenu: true,
      });
    }
  });

  it('maps routes to their banner groups (§2 Banners)', () => {
    const groups: Record<string, string> = {
      '/': 'w_home',
      '/rng': 'w_rng',
      '/live': 'w_live',
      '/fish': 'w_fish',
      '/pvp': 'w_pvp',
      '/sports': 'w_sports',
      '/esports': 'w_esports',
      '/elott': 'w_lott',
      '/down': 'w_down',
      '/promotions': 'w_promotion',
      '/pointMall': 'w_shop',
      '/help': 'w_help',
      '/register': 'w_reg',
      '/inhouse': 'w_inhouse',
    };
    for (const [path, group] of Object.entries(groups))
      expect(findRoute(routesFile, path)?.bannerGroup, path).toBe(group);
  });

  it('opens the login modal over home on /login', () => {
    const login = findRoute(routesFile, '/login');
    expect(login?.openModal).toBe('login');
    expect(login?.page).toBe(findRoute(routesFile, '/')?.page);
  });

  it('renders the register page component on /register', () => {
    expect(findRoute(routesFile, '/register')?.page).toBe('auth.registerPage');
  });
});

describe('redirectFor (loginRequired, §2)', () => {
  const required = testContext({ flags: { loginRequired: true } });
  it('sends a visitor without a token to /login, except the exempt paths', () => {
    expect(redirectFor(routesFile, '/live', required)).toBe('/login');
    expect(redirectFor(routesFile, '/', required)).toBe('/login');
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(redirectFor(routesFile, path, required), path).toBeNull();
    }
  });
  it('does nothing with a token or without the flag', () => {
    expect(
      redirectFor(
        routesFile,
        '/live',
        testContext({ flags: { loginRequired: true }, loggedIn: true, role: 'member' }),
      ),
    ).toBeNull();
    expect(redirectFor(routesFile, '/live', testContext())).toBeNull();
  });
  it('sends a route whose when fails home', () => {
    const file = {
      ...routesFile,
      routes: [{ path: '/x', page: 'page.home', chrome: 'full' as const, when: { flag: 'off' } }],
    };
    expect(redirectFor(file, '/x', testContext())).toBe('/');
  });
});

describe('navigation helpers', () => {
  it('isSameLocation ignores parameter order and path case', () => {
    expect(isSameLocation(here, parseHref('/LIVE?a=1', here))).toBe(true);
    expect(isSameLocation({ ...here, search: '?a=1&b=2' }, parseHref('/live?b=2&a=1', here))).toBe(true);
    expect(isSameLocation(here, parseHref('/live', here))).toBe(false);
    expect(isSameLocation(here, parseHref('/rng?a=1', here))).toBe(false);
  });

  it('parseHref keeps the current path for a query-only href', () => {
    expect(parseHref('?mc=profile', here)).toEqual({ pathname: '/live', search: '?mc=profile', hash: '' });
    expect(parseHref('/promotions?id=3#p3', here)).toEqual({
      pathname: '/promotions',
      search: '?id=3',
      hash: '#p3',
    });
  });

  it('panelHref opens one panel, keeps other parameters and closes the other panel', () => {
    expect(panelHref({ pathname: '/live', search: '?a=1&ac=x', hash: '' }, 'mc', 'depositv2')).toBe(
      '/live?a=1&mc=depositv2',
    );
    expect(panelHref({ pathname: '/live', search: '?mc=profile', hash: '' }, 'mc', null)).toBe('/live');
  });
});

describe('layouts/chrome.json and the centre panels', () => {
  it('header shows login for guests and sign-up/free-demo only with their flags', () => {
    const ids = (flags: Record<string, boolean>) =>
      resolveChrome(chromeFile, testContext({ flags })).header[0]?.children.map((node) => node.id);
    expect(ids({})).toEqual(['language', 'theme', 'login']);
    expect(ids({ directRegistration: true, freePlay: true })).toEqual([
      'language',
      'theme',
      'login',
      'signUp',
      'freeDemo',
    ]);
  });

  it('account menu offers the agent centre to agents only', () => {
    const menu = (role: 'member' | 'agent') =>
      resolveChrome(chromeFile, testContext({ loggedIn: true, role }))
        .header[0]?.children.find((node) => node.id === 'accountMenu')
        ?.children.map((node) => node.id);
    expect(menu('member')).toEqual([
      'myAccount',
      'bettingRecord',
      'accountRecord',
      'responsibleGaming',
      'signOut',
    ]);
    expect(menu('agent')).toContain('agentCentre');
  });

  it('side menu: refer and earn for agents always, for members only with the referral flag', () => {
    const side = (overrides: Parameters<typeof testContext>[0]) =>
      resolveChrome(
        chromeFile,
        testContext({ modules: new Set(['referral']), ...overrides }),
      ).sideMenu[0]?.children.map((node) => node.id) ?? [];
    expect(side({ loggedIn: true, role: 'agent' })).toContain('referral');
    expect(side({ loggedIn: true, role: 'member' })).not.toContain('referral');
    expect(side({ loggedIn: true, role: 'member', flags: { referralButton: true } })).toContain('referral');
    expect(side({ flags: { referralButton: true } })).not.toContain('referral');
    expect(side({ loggedIn: true, role: 'agent', modules: new Set() })).not.toContain('referral');
  });

  it('side menu categories follow the whitelabel modules and LIVE/RNG/SPORTS carry NEW', () => {
    // The category links sit under the server-driven `categories` node (games.categoryNav), which
    // keeps only what the whitelabel modules allow.
    const categories = (modules: string[]) =>
      resolveChrome(chromeFile, testContext({ modules: new Set(modules) }))
        .sideMenu[0]?.children.find((node) => node.id === 'games')
        ?.children.find((node) => node.id === 'categories');
    const games = categories(['live', 'fish']);
    expect(games?.component).toBe('games.categoryNav');
    expect(games?.children.map((node) => node.id)).toEqual(['live', 'fish']);
    expect(games?.children[0]?.props.badge).toBe('new');
    const all = categories(['live', 'rng', 'sports']);
    expect(all?.children.map((node) => node.props.badge)).toEqual(['new', 'new', 'new']);
  });

  it('member centre has the 16 pages of §2 (plus feedback and responsible gaming) with securityCenter as default', () => {
    const file = panelFiles.mc;
    expect(file.defaultPage).toBe('securityCenter');
    expect(file.pages.map((page) => page.id)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'playerRank',
      'profile',
      'feedback',
      'responsibleGaming',
    ]);
  });

  it('agent centre shows dividend and salary pages only with their flags, and each page only with its module', () => {
    const allModules = new Set(panelFiles.ac.pages.map((page) => `ac_${page.id}`));
    const ids = (flags: Record<string, boolean>, modules: ReadonlySet<string> = allModules) =>
      resolvePanel(
        panelFiles.ac,
        testContext({ loggedIn: true, role: 'agent', flags, modules }),
        null,
      ).pages.map((page) => page.id);
    // An operator switches one page off in the whitelabel tree.
    const withoutIncome = new Set([...allModules].filter((m) => m !== 'ac_agentRevenueReport'));
    expect(ids({}, withoutIncome)).not.toContain('agentRevenueReport');
    expect(ids({}, withoutIncome)).toContain('agentTeamOverview');
    expect(ids({}, new Set())).toEqual([]);
    expect(ids({})).not.toContain('agentDividendRecordCopy2');
    expect(ids({})).not.toContain('agentDailyWages2');
    expect(ids({})).not.toContain('agentHourSalary');
    expect(ids({})).not.toContain('agentRealtimeSalary');
    expect(
      ids({ agentDividend: true, agentDailySalary: true, agentHourSalary: true, agentRealtimeSalary: true }),
    ).toHaveLength(12);
    expect(panelFiles.ac.defaultPage).toBe('agentTeamOverview');
  });
});
