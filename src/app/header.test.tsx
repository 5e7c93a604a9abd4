// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../i18n/index';
import { chromeFile } from '../layout/files';
import { preloadComponent, RegistryProvider, RenderNodes } from '../layout/registry';
import { resolveChrome } from '../../core/layout/resolve';
import { buildSiteContext } from '../../core/layout/site-context';
import { SiteContextProvider } from '../layout/site-context-provider';
import { queryKeys } from '../lib/query-client';
import type { Balance, SiteSettings } from '../lib/api/types';
import { clearSession, setSession, useSession } from '../lib/session';
import { getModal, closeModal } from '../lib/ui-store';
import { setSideMenuAvailable, setSideMenuOpen } from '../features/shell/side-menu-store';
import { setTheme } from '../features/shell/theme-store';
import { registry } from './registry-entries';
import { testMember } from '../lib/api/test-member';

const FLAGS_OFF = {
  smsLogin: false,
  directRegistration: false,
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
};

function settingsWith(flags: Partial<typeof FLAGS_OFF>): SiteSettings {
  return {
    merchantCode: 'LOTUS',
    brandName: 'Lotus',
    defaultLanguage: 'en',
    languages: ['en', 'vi'],
    whitelabel: [],
    flags: { ...FLAGS_OFF, ...flags },
    resources: [],
    customerService: [],
    social: { telegram: [], facebook: '' },
    providers: [],
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    promotionsPreview: [],
  };
}

const member = testMember();

const balance: Balance = { sumBalance: 1000, currency: 'VND', currencySymbol: '₫' };

function HeaderUnderTest({ settings, withSideMenu }: { settings: SiteSettings; withSideMenu?: boolean }) {
  const session = useSession();
  const ctx = buildSiteContext({ status: 0 }, settings, session, '/');
  const regions = resolveChrome(chromeFile, ctx);
  return (
    <SiteContextProvider value={ctx}>
      <RenderNodes nodes={regions.header} />
      {withSideMenu ? <RenderNodes nodes={regions.sideMenu} /> : null}
    </SiteContextProvider>
  );
}

function renderHeader(settings: SiteSettings, withSideMenu = false): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.site.settings(), settings);
  client.setQueryData(queryKeys.wallet.balance(), balance);
  const router = createMemoryRouter([
    { path: '*', element: <HeaderUnderTest settings={settings} withSideMenu={withSideMenu} /> },
  ]);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <RegistryProvider registry={registry}>
          <Suspense fallback={null}>{children}</Suspense>
        </RegistryProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(wrap(<RouterProvider router={router} />));
}

// Lazy chunks load slower on a busy machine than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en');
  await Promise.all(Object.keys(registry).map((id) => preloadComponent(registry, id)));
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
});

describe('header (logged out)', () => {
  it('shows log-in only when sign-up and free demo are off', async () => {
    renderHeader(settingsWith({}));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Free demo' })).toBeNull();
    expect(within(banner).queryByRole('group', { name: 'Balance' })).toBeNull();
  });

  it('shows sign-up with directRegistration and free demo with freePlay; buttons open their modals', async () => {
    renderHeader(settingsWith({ directRegistration: true, freePlay: true }));
    const banner = await screen.findByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign up' }));
    expect(getModal().name).toBe('register');
    fireEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
    expect(getModal().name).toBe('login');
    expect(within(banner).getByRole('button', { name: 'Free demo' })).toBeTruthy();
  });

  it('logo opens the speed-test modal and the toggle controls the side menu', async () => {
    renderHeader(settingsWith({}));
    fireEvent.click(await screen.findByRole('button', { name: /check connection speed/ }));
    expect(getModal().name).toBe('speedTest');
    const toggle = screen.getByRole('button', { name: /menu/i, expanded: false });
    expect(toggle.getAttribute('aria-controls')).toBe('side-menu');
  });
});

describe('side menu entries (issue 13: a closed menu is built when the browser is idle)', () => {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    setSideMenuAvailable(true);
    setSideMenuOpen(false);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const entries = () => document.querySelectorAll('#side-menu .side-link').length;

  it('builds no entry while closed and not idle, and every entry once idle', async () => {
    renderHeader(settingsWith({}), true);
    await screen.findByRole('button', { name: /menu/i, expanded: false });
    expect(document.getElementById('side-menu')).not.toBeNull();
    expect(entries()).toBe(0);
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    act(() => idle.forEach((callback) => callback()));
    await waitFor(() => expect(entries()).toBeGreaterThan(0));
  });

  it('builds the entries as soon as the menu is opened', async () => {
    renderHeader(settingsWith({}), true);
    fireEvent.click(await screen.findByRole('button', { name: /menu/i, expanded: false }));
    // The idle callback never ran: opening alone built them.
    await waitFor(() => expect(entries()).toBeGreaterThan(0));
  });
});

describe('header logo', () => {
  afterEach(() => setTheme('light'));

  it("shows the theme's own logo variant, and the plain logo when the brand has none", async () => {
    const resources = [
      { resourceType: 'logo', url: '/brand/logo.svg', labelNameEn: 'Lotus' },
      { resourceType: 'logoLight', url: '/brand/logo-light.svg', labelNameEn: 'Lotus' },
      { resourceType: 'logoDark', url: '/brand/logo-dark.svg', labelNameEn: 'Lotus' },
    ];
    act(() => setTheme('light'));
    renderHeader({ ...settingsWith({}), resources });
    const logoButton = await screen.findByRole('button', { name: /check connection speed/ });
    const image = () => logoButton.querySelector('img')?.getAttribute('src');
    expect(image()).toBe('/brand/logo-light.svg');
    act(() => setTheme('dark'));
    expect(image()).toBe('/brand/logo-dark.svg');
    cleanup();
    renderHeader({ ...settingsWith({}), resources: resources.slice(0, 1) });
    const plain = await screen.findByRole('button', { name: /check connection speed/ });
    expect(plain.querySelector('img')?.getAttribute('src')).toBe('/brand/logo.svg');
  });
});

describe('header (logged in)', () => {
  it('shows deposit, withdraw and the balance, which the eye hides as ***', async () => {
    act(() => setSession({ token: 'token-1', member }));
    renderHeader(settingsWith({ directRegistration: true }));
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/?mc=depositv2');
    expect(within(banner).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/?mc=withdraw');
    const group = within(banner).getByRole('group', { name: 'Balance' });
    const amount = group.querySelector('output');
    expect(amount?.textContent).toBe('₫1,000');
    fireEvent.click(within(group).getByRole('button', { name: 'Hide balance' }));
    expect(amount?.textContent).toBe('***');
    const show = within(group).getByRole('button', { name: 'Show balance' });
    expect(show.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(show);
    expect(amount?.textContent).toBe('₫1,000');
    expect(within(group).getByRole('button', { name: 'Refresh balance' })).toBeTruthy();
  });

  it('avatar links to the profile page and the account menu is a labelled button', async () => {
    act(() => setSession({ token: 'token-1', member }));
    renderHeader(settingsWith({}));
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe(
      '/?mc=profile',
    );
    const trigger = within(banner).getByRole('button', { name: 'Account menu' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  });
});
