// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { consolidatedKey, useConsolidatedFlags } from './consolidated';

const answer = (dailysalreqtype: 0 | 1, offers: number) => ({
  dailysalreqtype,
  divtypereq: 0 as const,
  contracthoursalreq: 0 as const,
  realtimesalreqtype: 0 as const,
  pendingOffers: Array.from({ length: offers }, (_, index) => ({ id: index })),
});

function setUp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useConsolidatedFlags', () => {
  it('keeps one object while the flags keep their values, and gives a new one when one changes', async () => {
    const { client, wrapper } = setUp();
    const { result } = renderHook(() => useConsolidatedFlags(7, true), { wrapper });
    // Still loading: every flag off.
    const loading = result.current;
    expect(Object.values(loading).every((on) => !on)).toBe(true);
    // An answer turning no flag on, then another answer with other offers: the same object, so
    // the layout's context (and everything below it) is not rebuilt.
    const arrive = (value: ReturnType<typeof answer>) =>
      act(async () => {
        client.setQueryData(consolidatedKey(7), value);
        // TanStack tells its observers in a timer of its own.
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    await arrive(answer(0, 0));
    expect(result.current).toBe(loading);
    await arrive(answer(0, 2));
    expect(result.current).toBe(loading);
    await arrive(answer(1, 2));
    expect(result.current).not.toBe(loading);
    expect(result.current.agentDailySalary).toBe(true);
  });

  it('turns every flag off when not enabled, whatever is cached', () => {
    const { client, wrapper } = setUp();
    client.setQueryData(consolidatedKey(7), answer(1, 0));
    const { result } = renderHook(() => useConsolidatedFlags(7, false), { wrapper });
    expect(result.current.agentDailySalary).toBe(false);
  });
});
