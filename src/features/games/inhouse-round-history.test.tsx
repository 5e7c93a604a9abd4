// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { formatDateTime } from '../../lib/format';
import { clearSession, setSession } from '../../lib/session';
import { testMember } from '../../lib/api/test-member';
import { RoundHistory } from './inhouse-round-history';

const createdAt = Date.UTC(2026, 10, 24, 7, 5, 9);

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

beforeAll(async () => {
  await initI18n('vi');
  await i18next.loadNamespaces(['games', 'common']);
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('RoundHistory dates', () => {
  it("shows a round's time with the site's shared formatter in the active language", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          envelope({
            list: [
              {
                roundId: 7,
                game: 'dice',
                stake: 10,
                payout: 0,
                createdAt,
                clientSeed: 'cs',
                nonce: 1,
                serverSeedHash: 'f'.repeat(64),
                serverSeed: null,
                outcome: 42.5,
                params: { target: 50, direction: 'under' },
              },
            ],
            totalPages: 1,
          }),
        ),
      ),
    );
    setSession({ token: 'token', member: testMember() });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nextProvider i18n={i18next}>
          <Suspense fallback={null}>
            <RoundHistory onVerify={() => undefined} minorUnits={0} />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId('round-history');
    const cells = within(table).getAllByRole('cell');
    const expected = formatDateTime(createdAt, 'vi');
    expect(cells.some((c) => c.textContent === expected)).toBe(true);
    // Not the runtime's own toLocaleString (with seconds) nor the raw epoch ms.
    const own = new Date(createdAt).toLocaleString('vi');
    expect(own).not.toBe(expected);
    expect(table.textContent).not.toContain(own);
    expect(table.textContent).not.toContain(String(createdAt));
  });
});
