import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from './api/errors';
import { coalescedTimeouts } from './coalesced-timers';

// Long query timers (gcTime, staleTime) share platform timers by the second; retry waits (< 5 s)
// stay on time. Set before any query exists, as TanStack asks (see coalescedTimeouts).
timeoutManager.setTimeoutProvider(coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }));

/** The one QueryClient (STYLE.md). Platform refusals are not retried; network faults are, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.kind === 'platform') && count < 1,
    },
    mutations: { retry: false },
  },
});

/** Query-key factories per resource (STYLE.md: hierarchical keys). */
export const queryKeys = {
  site: {
    all: ['site'] as const,
    status: () => ['site', 'status'] as const,
    settings: () => ['site', 'settings'] as const,
    register: () => ['site', 'register'] as const,
    announcements: () => ['site', 'announcements'] as const,
    countryCodes: () => ['site', 'countryCodes'] as const,
    domainRoutes: () => ['site', 'domainRoutes'] as const,
  },
  member: { all: ['member'] as const, info: () => ['member', 'info'] as const },
  wallet: { all: ['wallet'] as const, balance: () => ['wallet', 'balance'] as const },
};
