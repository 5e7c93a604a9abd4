// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../i18n/index';
import { preloadComponent, RegistryProvider } from '../layout/registry';
import type { SiteSettings, SystemStatus } from '../lib/api/types';
import { clearSession, setSession } from '../lib/session';
import { closeModal, getModal } from '../lib/ui-store';
import { Boot } from './boot';
import { registry } from './registry-entries';
import { testMember } from '../lib/api/test-member';

const settings: SiteSettings = {
  merchantCode: 'LOTUS',
  brandName: 'Lotus',
  defaultLanguage: 'en',
  languages: ['en', 'vi', 'zh-CN', 'ar'],
  whitelabel: [
    { modId: 'live', name: 'Live', enabled: 1, childrenNodes: [] },
    { modId: 'pointMall', name: 'Point mall', enabled: 1, childrenNodes: [] },
    {
      modId: 'help',
      name: 'Help',
      enabled: 1,
      childrenNodes: [{ modId: 'helpmc', name: 'Help (app)', enabled: 1, childrenNodes: [] }],
    },
  ],
  flags: {
    smsLogin: false,
    directRegistration: true,
    freePlay: false,
    pointsSystem: false,
    forcePasswordChange: false,
    phonePasswordReset: false,
    mobileRegistration: false,
    socialLogin: false,
    referralButton: false,
    loginRequired: false,
    passwordExpiry: false,
    forgotPasswordChoice: false,
  },
  resources: [],
  customerService: [{ csType: 'livechat', path: 'https://chat.example/lotus', name: 'Live chat' }],
  social: { telegram: ['https://t.me/lotus', ''], facebook: 'https://facebook.com/lotus' },
  providers: [{ name: 'Provider A', logoUrl: '/a.png' }],
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  promotionsPreview: [{ id: 7, title: 'Welcome bonus' }],
};

const normal: SystemStatus = {
  status: 0,
  maintenance: null,
  regionRestriction: null,
  location: { ip: '10.0.0.1' },
};

type Answers = Record<string, unknown>;

/** Stubs fetch with platform envelopes per path; a path mapped to an Error fails at the network. */
function stubPlatform(answers: Answers): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
      const path = new URL(href, 'http://localhost').pathname;
      const value = answers[path];
      if (value instanceof Error) return Promise.reject(value);
      if (value === undefined) return Promise.resolve(new Response('{}', { status: 404 }));
      return Promise.resolve(
        new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 }),
      );
    }),
  );
}

function renderBoot(path = '/'): void {
  window.history.pushState({}, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <RegistryProvider registry={registry}>
          <Suspense fallback={null}>
            <Boot />
          </Suspense>
        </RegistryProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const gameMenu = (gameType: string, route: string, labelName: string) => ({
  gameType,
  route,
  labelName,
  isNew: false,
  bannerGroup: `w_${route.slice(1)}`,
  vendors: [],
});

const platform: Answers = {
  '/wps/system/status': normal,
  // The server's category menus; the home page shows those the whitelabel modules allow.
  '/lgw/games/game_menus': {
    menus: [
      gameMenu('LIVE', '/live', 'Live casino'),
      gameMenu('RNG', '/rng', 'Slots'),
      gameMenu('FISH', '/fish', 'Fishing'),
    ],
  },
  '/lgw/games/popular': { list: [] },
  '/wps/relay/GCSGAME_hotGamesV2': { list: [] },
  '/wps/relay/GCSGAME_getRankList': { list: [] },
  '/wps/relay/ODSFE2_getWinnerBoard': {
    list: [
      {
        player: 'pl***8',
        gameName: 'Fortune Tiger',
        prize: 1250.5,
        currencySymbol: '₫',
        wonAt: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
  '/wps/system/whitelabel': settings,
  '/wps/system/setting/register': { rules: {}, flags: {}, ageLimit: 21, verificationExpiredMinutes: 5 },
  '/wps/relay/MCSFE_getListAnnouncements': {
    banners: [
      {
        bannerId: 1,
        groupName: 'w_home',
        url: '/b1.jpg',
        title: 'Big win',
        linkageType: 'promotion',
        linkageValue: '7',
      },
      { bannerId: 2, groupName: 'w_home', url: '/b2.jpg', title: 'Plain', linkageType: '', linkageValue: '' },
      {
        bannerId: 3,
        groupName: 'w_live',
        url: '/b3.jpg',
        title: 'Live only',
        linkageType: '',
        linkageValue: '',
      },
    ],
    player: [],
    popup: [],
    promotion: [],
  },
};

/** A media query list that never changes; jsdom has no media queries. */
function mediaList(query: string, matches: boolean) {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** Whether `element` is in the page and neither it nor an ancestor is `display: none` (jsdom has no layout). */
function shown(element: Element | null): boolean {
  if (!element?.isConnected) return false;
  for (let at: Element | null = element; at; at = at.parentElement)
    if (getComputedStyle(at).display === 'none') return false;
  return true;
}

/** jsdom lacks the observers and media queries embla and the side menu use; a wide screen here. */
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

// Lazy chunks load slower on a busy machine than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  Object.assign(window, {
    matchMedia: (query: string) => mediaList(query, query.includes('min-width')),
    IntersectionObserver: NoopObserver,
    ResizeObserver: NoopObserver,
  });
  await initI18n('en');
  // Load every lazy chunk once up front, so test timings do not depend on module transforms.
  await Promise.all(Object.keys(registry).map((id) => preloadComponent(registry, id)));
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
  closeModal();
});

describe('boot (§4 System status)', () => {
  it('shows the maintenance page with title, notice, contact-us and refresh; maintenance wins', async () => {
    stubPlatform({
      ...platform,
      '/wps/system/status': {
        ...normal,
        status: 1,
        maintenance: { title: 'Back soon', notice: 'Upgrading' },
        regionRestriction: { notice: 'x' },
      },
    });
    renderBoot();
    expect(await screen.findByRole('heading', { name: 'Back soon' })).toBeTruthy();
    expect(screen.getByText('Upgrading')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeTruthy();
  });

  it('shows the region-block page with the visitor IP', async () => {
    stubPlatform({
      ...platform,
      '/wps/system/status': { ...normal, status: 2, regionRestriction: { notice: '' } },
    });
    renderBoot();
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeTruthy();
    expect(screen.getByText('Your IP address: 10.0.0.1')).toBeTruthy();
    expect(screen.getByText(/Your IP address is blocked/)).toBeTruthy();
  });

  it('a failed boot call shows a translated retry that recovers', async () => {
    stubPlatform({ ...platform, '/wps/system/status': new TypeError('Failed to fetch') });
    renderBoot();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    stubPlatform(platform);
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Welcome to Lotus' })).toBeTruthy();
  });
});

describe('root layout', () => {
  it('renders home with landmarks, the w_home banners and module-gated categories', async () => {
    stubPlatform(platform);
    renderBoot('/index.html');
    expect(await screen.findByRole('heading', { name: 'Welcome to Lotus' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Quick links' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('img', { name: 'Big win' }).closest('a')?.getAttribute('href')).toBe(
      '/promotions?id=7',
    );
    expect(within(carousel).queryByRole('img', { name: 'Live only' })).toBeNull();
    expect(within(carousel).getByRole('button', { name: 'Next banner' })).toBeTruthy();
    const categories = screen.getByRole('region', { name: 'Game categories' });
    expect(
      (await within(categories).findAllByRole('link', {}, { timeout: 5000 })).map((link) => link.textContent),
    ).toEqual(['Live casino']);
    expect(await screen.findByText(/over 21 years old/)).toBeTruthy();
    // The winners board (ODSFE2_getWinnerBoard): masked player, game, prize as money.
    const winners = screen.getByRole('region', { name: 'Latest winners' });
    const row = await within(winners).findByRole('row', { name: /pl\*\*\*8/ });
    expect(row.textContent).toContain('Fortune Tiger');
    expect(row.textContent).toContain('₫1,250.50');
  });

  it('answers a clear not-available page on a route whose module is switched off', async () => {
    stubPlatform(platform);
    renderBoot('/fish');
    expect(await screen.findByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.getByText('This section is not available on this site.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('renders a not-found page for an unknown path', async () => {
    stubPlatform(platform);
    renderBoot('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('/helpmc has no chrome', async () => {
    stubPlatform(platform);
    renderBoot('/helpmc');
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/login opens the login modal over home', async () => {
    stubPlatform(platform);
    renderBoot('/login');
    await waitFor(() => expect(getModal().name).toBe('login'));
    // The open modal hides the page behind it from assistive technology.
    // (A text query: role queries over the whole aria-hidden page are slow in jsdom.)
    expect(await screen.findByText('Welcome to Lotus', { selector: 'h1' }, { timeout: 5000 })).toBeTruthy();
  });

  it('loginRequired sends a visitor without a token to /login', async () => {
    stubPlatform({
      ...platform,
      '/wps/system/whitelabel': { ...settings, flags: { ...settings.flags, loginRequired: true } },
    });
    renderBoot('/live');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('a guest opening ?mc= gets the login modal and the parameter leaves the URL', async () => {
    stubPlatform(platform);
    renderBoot('/?mc=depositv2');
    await waitFor(() => expect(getModal().name).toBe('login'));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('a member opening ?mc= sees the member centre with the active page and can close it', async () => {
    setSession({ token: 'token-1', member: null });
    stubPlatform({
      ...platform,
      '/wps/v2/wallets/balance': { sumBalance: 5, currency: 'VND', currencySymbol: '₫' },
      '/wps/wallet/deposit/methods': {
        methods: [{ id: 'bank', name: 'Bank transfer', type: 'bank', min: 50, max: 500000 }],
        depositLimitRemaining: null,
      },
      '/wps/wallet/deposit/orders': { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 },
    });
    renderBoot('/?mc=depositv2');
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const active = within(dialog).getByRole('link', { name: 'Deposit' });
    expect(active.getAttribute('aria-current')).toBe('page');
    expect(within(dialog).getByRole('heading', { name: 'Deposit' })).toBeTruthy();
    // The page body is the deposit page (a lazy chunk), not a placeholder.
    expect(
      await within(dialog).findByRole('textbox', { name: 'Deposit amount' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(dialog).queryByText('This page is coming soon.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
  });

  it.each([
    ['a phone', true],
    ['a wide screen', false],
  ])(
    'on %s a member centre opened from the address holds the page it covers until it closes (%s)',
    async (_screen, phone) => {
      // The panel covers the whole page below 56rem: the page is not rendered for nobody to see.
      Object.assign(window, {
        matchMedia: (query: string) => mediaList(query, query.includes(phone ? 'max-width' : 'min-width')),
      });
      try {
        setSession({ token: 'token-1', member: testMember() });
        stubPlatform({
          ...platform,
          '/wps/v2/wallets/balance': { sumBalance: 5, currency: 'VND', currencySymbol: '₫' },
          '/wps/member/info/funds/consolidated': { pendingOffers: [] },
        });
        renderBoot('/?mc=profile');
        const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
        expect(within(dialog).getByRole('heading', { name: 'Profile' })).toBeTruthy();
        // By its text: under the modal dialog the page is aria-hidden, which leaves it no accessible name.
        const welcome = () =>
          [...document.querySelectorAll('#main h1')].find((h) => h.textContent === 'Welcome to Lotus') ??
          null;
        if (phone) {
          // Held in a hidden Activity: not shown, and none of its calls made.
          const held = welcome();
          if (held) expect(shown(held)).toBe(false);
          const calls = vi
            .mocked(fetch)
            .mock.calls.map(([input]) => (input instanceof Request ? input.url : input));
          expect(calls.some((url) => url.toString().includes('ODSFE2_getWinnerBoard'))).toBe(false);
        } else await waitFor(() => expect(shown(welcome())).toBe(true));
        fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(shown(await screen.findByRole('heading', { name: 'Welcome to Lotus' }))).toBe(true);
        const winners = screen.getByRole('region', { name: 'Latest winners' });
        expect(await within(winners).findByRole('row', { name: /pl\*\*\*8/ })).toBeTruthy();
      } finally {
        Object.assign(window, {
          matchMedia: (query: string) => mediaList(query, query.includes('min-width')),
        });
      }
    },
  );

  it('a trial account opening ?mc= is told a real account is needed', async () => {
    setSession({
      token: 'token-2',
      member: testMember({ id: 2, account: 'trial1', nickname: '', type: 4, countryDialingCode: '' }),
    });
    stubPlatform(platform);
    renderBoot('/?mc=profile');
    await waitFor(() => expect(getModal().name).toBe('needRealAccount'));
  });
});

describe('side menu per route (§2 Layout)', () => {
  it('is open on home (wide screen), closed on /down, and absent with no toggle on /lottery', async () => {
    stubPlatform(platform);
    renderBoot('/');
    expect(await screen.findByRole('button', { name: 'Close menu', expanded: true })).toBeTruthy();
    cleanup();
    renderBoot('/down');
    expect(await screen.findByRole('button', { name: 'Open menu', expanded: false })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    cleanup();
    renderBoot('/lottery');
    expect(await screen.findByRole('heading', { name: 'Lottery' })).toBeTruthy();
    // The shell learns that this route has no side menu in a layout effect of the same commit
    // (before a paint); on a busy machine the heading was found between the two.
    await waitFor(() => expect(screen.queryByRole('button', { name: /menu$/ })).toBeNull());
  });
});
