// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { diceRoll, sha256Hex } from '../../../core/provably-fair';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { InhousePage } from './inhouse-page';
import { testMember } from '../../lib/api/test-member';

configure({ asyncUtilTimeout: 5000 });

const member = testMember();

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

function fakePlatform(minorUnits?: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url.startsWith('/wps/inhouse/seed'))
        return Promise.resolve(envelope({ serverSeedHash: 'f'.repeat(64), clientSeed: 'cs', nonce: 3 }));
      if (url.startsWith('/wps/v2/wallets/balance'))
        return Promise.resolve(
          envelope({ sumBalance: 10, currency: 'VND', currencySymbol: '₫', minorUnits }),
        );
      if (url.startsWith('/wps/v2/wallets/list'))
        return Promise.resolve(
          envelope({
            wallets: [
              { wallet: 'MAIN', balance: 10 },
              { wallet: 'PG', balance: 5 },
            ],
          }),
        );
      if (url.startsWith('/wps/inhouse/rounds'))
        return Promise.resolve(envelope({ list: [], totalPages: 0 }));
      return Promise.resolve(envelope(null));
    }),
  );
  return urls;
}

function renderPage(path = '/inhouse') {
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
    {
      initialEntries: [path],
    },
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

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
  vi.unstubAllGlobals();
});

describe('InhousePage', () => {
  it('opens the login popup when a guest bets', async () => {
    const urls = fakePlatform();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Roll dice' }));
    expect(getModal().name).toBe('loginPopup');
    expect(urls.some((u) => u.includes('/dice/bet'))).toBe(false);
  });

  it('warns a trial account instead of betting', async () => {
    setSession({ token: 'tok', member: { ...member, type: 4 } });
    fakePlatform();
    renderPage('/inhouse?game=crash');
    fireEvent.click(await screen.findByRole('button', { name: 'Place bet' }));
    expect(getModal().name).toBe('needRealAccount');
  });

  it('shows the server seed hash before play and refuses a stake above the balance', async () => {
    setSession({ token: 'tok', member });
    const urls = fakePlatform();
    renderPage();
    await waitFor(() => expect(screen.getByTestId('server-seed-hash').textContent).toBe('f'.repeat(64)));
    expect(screen.getByTestId('seed-nonce').textContent).toBe('3');
    await waitFor(() => expect(urls.some((u) => u.startsWith('/wps/v2/wallets/list'))).toBe(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '20' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }));
    expect(await screen.findByText('The stake is higher than your balance.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '1.234' } });
    expect(await screen.findByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(urls.some((u) => u.includes('/dice/bet'))).toBe(false);
  });

  it("takes stakes with the currency's decimals (minorUnits 0: whole stakes)", async () => {
    setSession({ token: 'tok', member });
    const urls = fakePlatform(0);
    renderPage();
    // A refused stake (0) shows the messages; 1.5 is refused once the balance answer is in.
    fireEvent.change(await screen.findByRole('textbox', { name: 'Stake' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '1.5' } });
    expect(await screen.findByText('Enter a whole amount, without decimals.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Roll dice' }));
    expect(urls.some((u) => u.includes('/dice/bet'))).toBe(false);
  });

  it('verifies a round in the browser', async () => {
    fakePlatform();
    renderPage('/inhouse?game=verify');
    const seed = 'b'.repeat(64);
    const roll = await diceRoll(seed, 'abc', 5);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Server seed' }), {
      target: { value: seed },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Server seed hash (SHA-256)' }), {
      target: { value: await sha256Hex(seed) },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Client seed' }), { target: { value: 'abc' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Nonce' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reported result' }), {
      target: { value: String(roll) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByTestId('verify-result');
    expect(await within(result).findByText(/^Match: the recomputed result/)).toBeTruthy();
    expect(within(result).getByText(/^Match: the server seed hashes/)).toBeTruthy();
  });
});
