// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsQuery } from './api/queries';
import { testMember } from './api/test-member';
import { useCurrency } from './currency';
import { clearSession, setSession } from './session';

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteSettingsQuery().queryKey, {
    currency: { code: 'VND', symbol: '₫', minorUnits: 0 },
  } as never);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const fetchMock = vi.fn((_url: string) =>
    Promise.resolve(
      Response.json({
        success: true,
        message: '',
        value: { sumBalance: 12.5, currency: 'USD', currencySymbol: '$', minorUnits: 2 },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { wrapper, fetchMock, client };
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('useCurrency', () => {
  it("gives a visitor the brand's currency without asking for a balance (a call that needs a token)", async () => {
    clearSession();
    const { wrapper, fetchMock, client } = setup();
    const { result } = renderHook(() => useCurrency(), { wrapper });
    expect(result.current).toEqual({ code: 'VND', symbol: '₫', minorUnits: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    // No failed query is left behind for a visitor (the balance call throws without a token).
    expect(client.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })).toEqual(
      [],
    );
  });

  it("gives a member the balance answer's currency", async () => {
    setSession({ token: 'token-1', member: testMember({}) });
    const { wrapper, fetchMock } = setup();
    const { result } = renderHook(() => useCurrency(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ code: 'USD', symbol: '$', minorUnits: 2 }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/wallets/balance');
  });
});
