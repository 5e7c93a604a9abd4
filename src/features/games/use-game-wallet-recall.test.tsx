// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { readGameFrame, storeGameFrame } from './game-frame-store';
import { BALANCE_POLL_MS, useGameWalletRecall } from './use-game-wallet-recall';

// docs/contract-wallet.md "Money never strands": leaving the game page by a route change, closing
// the tab (pagehide, keepalive) and coming back from the back-forward cache.

interface Call {
  url: string;
  init: RequestInit | undefined;
  body: Record<string, unknown> | null;
}

let calls: Call[] = [];
let merchantSingle = false;

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

function stubFetch(): void {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({
        url,
        init,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
      });
      if (url.includes('GCS_merchantWallet')) return Promise.resolve(envelope({ isSingle: merchantSingle }));
      if (url.includes('wallets/balance'))
        return Promise.resolve(
          envelope({ sumBalance: 10, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
        );
      if (url.includes('MCS_recallAll')) return Promise.resolve(envelope({ main: 10 }));
      if (url.includes('GCS_walletTransfer'))
        return Promise.resolve(envelope({ main: 0, vendor: 'PG', vendorBalance: 10 }));
      return Promise.resolve(envelope(null));
    }),
  );
}

const recalls = () => calls.filter((c) => c.url.includes('MCS_recallAll'));
const balanceFetches = () => calls.filter((c) => c.url.includes('wallets/balance')).length;

function Probe({ vendor }: { vendor: string | null }) {
  const { resumes } = useGameWalletRecall(vendor);
  return <p data-testid="resumes">{resumes}</p>;
}

function renderGame(vendor: string | null, strict = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/game', element: <Probe vendor={vendor} /> },
      { path: '/rng', element: <p>Slots lobby</p> },
    ],
    { initialEntries: ['/rng', '/game'], initialIndex: 1 },
  );
  const tree = (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, client };
}

function launched(): string {
  storeGameFrame('https://vendor.example/play?launch=x', {
    vendor: 'PG',
    gameName: 'Lucky',
    returnTo: '/rng',
  });
  return readGameFrame()?.info.recallId ?? '';
}

beforeEach(() => {
  sessionStorage.clear();
  merchantSingle = false;
  setSession({ token: 'tok-1', member: testMember() });
  stubFetch();
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useGameWalletRecall', () => {
  it('recalls once when the route changes away from the game (back button, header link)', async () => {
    const recallId = launched();
    const { router, client } = renderGame('PG', true);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await waitFor(() => expect(calls.some((c) => c.url.includes('GCS_merchantWallet'))).toBe(true));
    // StrictMode mounted, unmounted and mounted again: no recall yet.
    await new Promise((r) => setTimeout(r, 5));
    expect(recalls()).toHaveLength(0);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Slots lobby')).toBeTruthy();
    await waitFor(() => expect(recalls()).toHaveLength(1));
    const [recall] = recalls();
    expect(recall?.body).toEqual({ requestId: recallId });
    expect(recall?.init?.method).toBe('POST');
    expect((recall?.init?.headers as Record<string, string>).token).toBe('tok-1');
    // The header balance is refetched after the recall (['wallet'] invalidated).
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(recalls()).toHaveLength(1);
    expect(readGameFrame()?.info.recallId).toBeNull();
  });

  it('sends the recall as a keepalive request with the token header when the tab closes', async () => {
    const recallId = launched();
    const { router } = renderGame('PG');
    await waitFor(() => expect(calls.some((c) => c.url.includes('GCS_merchantWallet'))).toBe(true));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    });
    expect(recalls()).toHaveLength(1);
    const [recall] = recalls();
    expect(recall?.init?.keepalive).toBe(true);
    expect(recall?.body).toEqual({ requestId: recallId });
    expect((recall?.init?.headers as Record<string, string>).token).toBe('tok-1');
    // Leaving the route afterwards sends nothing more: the launch's recall is done.
    await act(() => router.navigate('/rng'));
    await new Promise((r) => setTimeout(r, 20));
    expect(recalls()).toHaveLength(1);
  });

  it('puts the money back into the game wallet when the page returns from the back-forward cache', async () => {
    launched();
    renderGame('PG');
    await waitFor(() => expect(calls.some((c) => c.url.includes('GCS_merchantWallet'))).toBe(true));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() => expect(screen.getByTestId('resumes').textContent).toBe('1'));
    const transfer = calls.find((c) => c.url.includes('GCS_walletTransfer'));
    expect(transfer?.body).toMatchObject({ from: 'MAIN', to: 'PG', amount: 'ALL' });
    // Armed again: the next exit recalls with a new id.
    const next = readGameFrame()?.info.recallId;
    expect(next).toBeTruthy();
    expect(next).not.toBe(recalls()[0]?.body?.requestId);
  });

  it('does nothing when no game was launched', async () => {
    const { router } = renderGame(null);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    });
    await act(() => router.navigate('/rng'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });

  it('does nothing with a single-wallet brand', async () => {
    merchantSingle = true;
    launched();
    const { router } = renderGame('PG');
    await waitFor(() => expect(calls.some((c) => c.url.includes('GCS_merchantWallet'))).toBe(true));
    await new Promise((r) => setTimeout(r, 5));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    });
    await act(() => router.navigate('/rng'));
    await new Promise((r) => setTimeout(r, 20));
    expect(recalls()).toHaveLength(0);
  });

  it('refetches the header balance every 15 s while the game is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    launched();
    renderGame('PG');
    await vi.waitFor(() => expect(balanceFetches()).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS + 50));
    expect(balanceFetches()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(balanceFetches()).toBe(3);
  });
});
