// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { clearSession, setSession } from '../../lib/session';
import { testMember } from '../../lib/api/test-member';
import { InhousePage } from './inhouse-page';
import { crashCurvePath, crashElapsedOf, multiplierAt } from './inhouse-crash-logic';

configure({ asyncUtilTimeout: 5000 });

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

const seedInfo = { clientSeed: 'cs', nonce: 7, serverSeedHash: 'f'.repeat(64) };
const running = {
  roundId: 41,
  game: 'crash',
  status: 'running',
  startedAt: 1_000_000,
  serverTime: 1_000_000,
  growthPerMs: 0.00006,
  autoCashout: null,
  stake: 4,
  multiplier: 1,
  crashPoint: null,
  win: false,
  payout: 0,
  balance: 996,
  ...seedInfo,
};

function fakePlatform() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (url.startsWith('/wps/inhouse/seed')) return Promise.resolve(envelope({ ...seedInfo, nonce: 3 }));
      if (url.startsWith('/wps/v2/wallets/balance'))
        return Promise.resolve(
          envelope({ sumBalance: 1000, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
        );
      if (url.startsWith('/wps/v2/wallets/list'))
        return Promise.resolve(envelope({ wallets: [{ wallet: 'MAIN', balance: 1000 }] }));
      if (url.startsWith('/wps/inhouse/rounds'))
        return Promise.resolve(envelope({ list: [], totalPages: 0 }));
      if (url.startsWith('/wps/inhouse/dice/bet'))
        return Promise.resolve(
          envelope({
            roundId: 9,
            game: 'dice',
            roll: 42.17,
            win: true,
            multiplier: 2,
            payout: 20,
            balance: 1010,
            ...seedInfo,
          }),
        );
      if (url.startsWith('/wps/inhouse/crash/start')) return Promise.resolve(envelope(running));
      if (url.startsWith('/wps/inhouse/crash/round'))
        return Promise.resolve(envelope({ ...running, serverTime: 1_005_000, multiplier: 1.34 }));
      if (url.startsWith('/wps/inhouse/crash/cashout'))
        return Promise.resolve(
          envelope({
            ...running,
            status: 'cashedOut',
            serverTime: 1_005_100,
            multiplier: 1.34,
            crashPoint: 2.5,
            win: true,
            payout: 5.36,
            balance: 1001.36,
          }),
        );
      return Promise.resolve(envelope(null));
    }),
  );
  return calls;
}

/** jsdom has no matchMedia: the player's motion preference as the page reads it. */
function motion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <InhousePage
            node={{ id: '/inhouse', component: 'games.inhousePage', props: {}, children: [], pointer: '/r' }}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['games', 'common']);
}, 60_000);

/** Where the page asked the browser to scroll (jsdom has no scrolling): the element and its options. */
let scrolledIntoView: { element: Element; options: unknown }[] = [];
beforeEach(() => {
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
    scrolledIntoView.push({ element: this, options });
  };
});

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('dice result', () => {
  it('with reduced motion shows the roll, the stake and the payout as money at once', async () => {
    motion(true);
    setSession({ token: 'tok', member: testMember() });
    fakePlatform();
    renderPage('/inhouse');
    await screen.findByRole('textbox', { name: 'Stake' });
    await waitFor(() => expect(screen.getByTestId('server-seed-hash').textContent).toBe('f'.repeat(64)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }));
    const status = screen.getByTestId('inhouse-result');
    await waitFor(() => expect(status.textContent).toContain('Rolled 42.17'));
    expect(status.textContent).not.toContain('Rolling');
    expect(status.textContent).toContain('Stake ₫10');
    expect(status.textContent).toContain('You won ₫20');
    // The result is brought into view (a 1366×900 screen may have it below the fold), at once.
    expect(scrolledIntoView.some(({ element }) => element.contains(status) || status.contains(element))).toBe(
      true,
    );
    expect(scrolledIntoView.at(-1)?.options).toEqual({ block: 'nearest', behavior: 'auto' });
  });

  it('rolls first when motion is welcome', async () => {
    motion(false);
    setSession({ token: 'tok', member: testMember() });
    fakePlatform();
    renderPage('/inhouse');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake' }), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }));
    const status = screen.getByTestId('inhouse-result');
    await waitFor(() => expect(status.textContent).toContain('Rolling…'));
    expect(status.textContent).not.toContain('Rolled 42.17');
    await waitFor(() => expect(status.textContent).toContain('Rolled 42.17'), { timeout: 3000 });
  });
});

describe('live crash', () => {
  it('starts a round, polls it, and cashes out mid-run with the money won', async () => {
    motion(true);
    setSession({ token: 'tok', member: testMember() });
    const calls = fakePlatform();
    renderPage('/inhouse?game=crash');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake' }), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const status = screen.getByTestId('inhouse-result');
    await waitFor(() => expect(status.textContent).toContain('Round 41 is running'));
    // The curve and the result are brought into view when the round starts.
    expect(scrolledIntoView.some(({ element }) => element.contains(status))).toBe(true);
    expect(calls.find((c) => c.url.startsWith('/wps/inhouse/crash/start'))?.body).toMatchObject({ stake: 4 });
    // Reduced motion: the number is the server's, updated by the poll, not animated.
    await waitFor(() => expect(screen.getByTestId('crash-multiplier').textContent).toBe('1.34×'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Place bet' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out' }));
    await waitFor(() => expect(status.textContent).toContain('Cashed out at 1.34×'));
    expect(status.textContent).toContain('You won ₫5.36');
    expect(calls.find((c) => c.url.startsWith('/wps/inhouse/crash/cashout'))?.body).toMatchObject({
      roundId: 41,
    });
    expect(screen.queryByRole('button', { name: 'Cash out' })).toBeNull();
  });

  it('refuses an auto cash-out out of bounds without calling the server', async () => {
    motion(true);
    setSession({ token: 'tok', member: testMember() });
    const calls = fakePlatform();
    renderPage('/inhouse?game=crash');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Auto cash-out at' }), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Enter a value between 1.01 and 1000.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/crash/start'))).toBe(false);
  });
});

describe('crash curve arithmetic', () => {
  it('matches the server: floor to hundredths, ×2 after about 11.6 s', () => {
    expect(multiplierAt(0, 0.00006)).toBe(1);
    expect(multiplierAt(5000, 0.00006)).toBe(1.34);
    expect(multiplierAt(11_553, 0.00006)).toBe(2);
    expect(crashElapsedOf(1, 0.00006)).toBe(0);
    expect(Math.round(crashElapsedOf(2, 0.00006))).toBe(11_552);
    expect(crashCurvePath(0, 0.00006, 300, 160).startsWith('M0.0 160.0')).toBe(true);
  });
});
