// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../i18n/index';
import type { SiteSettings } from '../../../lib/api/types';
import { queryKeys } from '../../../lib/query-client';
import { closeModal, getModal, openModal } from '../../../lib/ui-store';
import { downloadLink, isSafeLink } from './download-links';
import { DownloadModalHost, DownloadNavButton, DownloadRightBarButton } from './download-entry';
import { DownloadTabs, initialPlatform } from './download-tabs';
import { SpeedTestPanel } from './speed-test-panel';

const toString = vi.hoisted(() => vi.fn((text: string) => Promise.resolve(`<svg>${text}</svg>`)));
vi.mock('qrcode', () => ({ default: { toString } }));
const svgSrc = (text: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg>${text}</svg>`)}`;

const APK = 'https://download.lotus.example/lotus.apk';
const APK_QR = 'https://download.lotus.example/qr/lotus.apk';
const PROFILE = 'https://download.lotus.example/lotus.mobileconfig';

function settingsWith(resources: SiteSettings['resources']): SiteSettings {
  return { brandName: 'Lotus', resources } as unknown as SiteSettings;
}

const both = settingsWith([
  { resourceType: 'logo', url: '/brand/logo.svg' },
  { resourceType: 'android', url: APK, qrCodeUrl: APK_QR, labelNameEn: 'Android' },
  { resourceType: 'ios', url: PROFILE, qrCodeUrl: '', labelNameEn: 'iOS' },
]);

function renderWith(settings: SiteSettings, node: ReactNode, domains?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.site.settings(), settings);
  if (domains) {
    client.setQueryData(queryKeys.site.domainRoutes(), {
      domainList: domains.map((domainName) => ({ domainName, speed: 0 })),
    });
  }
  const rendered = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <MemoryRouter>
          <Suspense fallback={null}>{node}</Suspense>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['content', 'layout']);
});

afterEach(async () => {
  cleanup();
  toString.mockClear();
  act(() => closeModal());
  await act(() => i18next.changeLanguage('en'));
});

describe('downloadLink', () => {
  it("reads the brand's android and ios resources", () => {
    expect(downloadLink(both.resources, 'android')).toEqual({ url: APK, qrText: APK_QR });
    expect(downloadLink(both.resources, 'ios')).toEqual({ url: PROFILE, qrText: PROFILE });
  });
  it('is null for a missing or unusable resource', () => {
    expect(downloadLink([], 'android')).toBeNull();
    expect(downloadLink([{ resourceType: 'ios', url: '' }], 'ios')).toBeNull();
    expect(downloadLink([{ resourceType: 'ios', url: 'javascript:alert(1)' }], 'ios')).toBeNull();
  });
  it('accepts http(s) and site paths only', () => {
    expect(isSafeLink('/app.apk')).toBe(true);
    expect(isSafeLink('//evil.example/x')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
    expect(isSafeLink('http://a.example/x')).toBe(true);
  });
  it('opens the iOS tab first on an iPhone', () => {
    expect(initialPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(initialPlatform('Mozilla/5.0 (Linux; Android 14)')).toBe('android');
  });
});

describe('DownloadTabs', () => {
  it('shows the 4 Android steps with a QR code of the APK link (size 100) and a download button', async () => {
    renderWith(both, <DownloadTabs />);
    const tab = await screen.findByRole('tab', { name: 'Android' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel');
    const steps = within(panel).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[0] as HTMLElement).getByRole('heading', { name: 'Download the app' })).toBeTruthy();
    expect(within(steps[3] as HTMLElement).getByText(/Open the Lotus app/)).toBeTruthy();
    const qr = await within(panel).findByRole('img', { name: 'QR code to download the Android app' });
    expect(qr.getAttribute('width')).toBe('100');
    expect(qr.getAttribute('src')).toBe(svgSrc(APK_QR));
    expect(toString).toHaveBeenCalledWith(APK_QR, expect.objectContaining({ type: 'svg', width: 100 }));
    const button = within(panel).getByRole('link', { name: 'Download for Android' });
    expect(button.getAttribute('href')).toBe(APK);
    expect(button.getAttribute('rel')).toContain('noopener');
  });

  it('switches to iOS: the QR code encodes the configuration-profile link', async () => {
    renderWith(both, <DownloadTabs />);
    const tab = await screen.findByRole('tab', { name: 'iOS' });
    fireEvent.mouseDown(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    const qr = await within(panel).findByRole('img', { name: 'QR code to download the iOS app' });
    expect(qr.getAttribute('src')).toBe(svgSrc(PROFILE));
    expect(toString).toHaveBeenCalledWith(PROFILE, expect.objectContaining({ type: 'svg', width: 100 }));
    expect(within(panel).getByRole('link', { name: 'Download for iOS' }).getAttribute('href')).toBe(PROFILE);
  });

  it('says the app is not available instead of a QR code when the resource is missing', async () => {
    renderWith(settingsWith([{ resourceType: 'ios', url: PROFILE }]), <DownloadTabs />);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('The Lotus app for Android is not available yet.')).toBeTruthy();
    expect(within(panel).queryByRole('img')).toBeNull();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(toString).not.toHaveBeenCalledWith(expect.stringContaining('apk'), expect.anything());
  });

  it('speaks the active language', async () => {
    await act(() => i18next.changeLanguage('vi'));
    await i18next.loadNamespaces('content');
    renderWith(both, <DownloadTabs />);
    expect(await screen.findByRole('tablist', { name: 'Chọn loại điện thoại' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Mã QR để tải ứng dụng Android' })).toBeTruthy();
  });
});

const node = (id: string, props: Record<string, string>) => ({
  id,
  component: id,
  props,
  children: [],
  pointer: '',
});

describe('download modal', () => {
  it('opens from the side menu entry and the right bar button, and closes', async () => {
    renderWith(
      both,
      <>
        <ul>
          <DownloadNavButton node={node('nav', { label: 'layout:nav.download', icon: 'download' })} />
          <DownloadRightBarButton
            node={node('bar', { label: 'layout:rightBar.download', icon: 'download' })}
          />
        </ul>
        <DownloadModalHost />
      </>,
    );
    const [side, bar] = await screen.findAllByRole('button', { name: 'App download' });
    expect(side?.classList.contains('side-link')).toBe(true);
    fireEvent.click(side as HTMLElement);
    expect(getModal().name).toBe('download');
    const dialog = await screen.findByRole('dialog', { name: 'App download' });
    expect(
      await within(dialog).findByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getModal().name).toBeNull();

    expect(bar?.classList.contains('right-bar-button')).toBe(true);
    fireEvent.click(bar as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'App download' })).toBeTruthy();
  });

  it('renders nothing while another modal is open', async () => {
    renderWith(both, <DownloadModalHost />);
    act(() => openModal('login'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SpeedTestPanel', () => {
  it('rates each domain from its ping and shows the current line as a §9 bucket', async () => {
    const times: Record<string, number> = {
      'a.example': 40,
      'b.example': 120,
      'c.example': 9999,
      [window.location.host]: 250,
    };
    const ping = vi.fn((domain: string) => Promise.resolve(times[domain] ?? 30));
    renderWith(both, <SpeedTestPanel ping={ping} />, ['a.example', 'b.example', 'c.example']);
    const table = await screen.findByRole('table', { name: 'Speed of each line' });
    // Opening pings only the current line; the others wait until the player starts the test.
    await waitFor(() => expect(ping).toHaveBeenCalledWith(window.location.host));
    expect(ping).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('speed-row').map((row) => row.getAttribute('data-rating'))).toEqual([
      'untested',
      'untested',
      'untested',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Test speed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await waitFor(() => {
      const ratings = screen.getAllByTestId('speed-row').map((row) => row.getAttribute('data-rating'));
      expect(ratings).toEqual(['fast', 'normal', 'slow']);
    });
    const slow = within(table).getByRole('rowheader', { name: 'c.example' }).closest('tr') as HTMLElement;
    expect(within(slow).getByText('Slow')).toBeTruthy();
    expect(within(slow).getByText('No answer')).toBeTruthy();
    expect(within(table).getByText('40 ms')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Enter a.example (opens in a new tab)' }).getAttribute('href'),
    ).toBe('http://a.example');
    // The current line (jsdom's host) answered in 250 ms → the 60–100 bucket.
    expect(screen.getByTestId('speed-current').textContent).toBe('Your connection: 60–100 ms');

    ping.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Test again' }));
    await waitFor(() => expect(ping).toHaveBeenCalledTimes(4));
  });

  it('pings the current line once on opening, not again when the list of lines changes', async () => {
    const ping = vi.fn(() => Promise.resolve(30));
    const { client } = renderWith(both, <SpeedTestPanel ping={ping} />, ['a.example']);
    await screen.findByText('Your connection: 20–40 ms');
    act(() => {
      client.setQueryData(queryKeys.site.domainRoutes(), {
        domainList: [{ domainName: 'b.example', speed: 0 }],
      });
    });
    await screen.findByRole('rowheader', { name: 'b.example' });
    expect(ping).toHaveBeenCalledTimes(1);
  });

  it('shows untested until a domain answers', async () => {
    const ping = vi.fn(() => new Promise<number>(() => undefined));
    renderWith(both, <SpeedTestPanel ping={ping} />, ['a.example']);
    fireEvent.click(await screen.findByRole('button', { name: 'Test speed' }));
    expect(ping).toHaveBeenCalledWith('a.example');
    const row = await screen.findByTestId('speed-row');
    expect(row.getAttribute('data-rating')).toBe('untested');
    expect(within(row).getByText('Untested')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test again' }).hasAttribute('disabled')).toBe(true);
  });
});
