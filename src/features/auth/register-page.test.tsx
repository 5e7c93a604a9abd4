// @vitest-environment jsdom
/**
 * /register builds its form after the rules' answer, not in the answer's own render (issue 13,
 * TBT): that render shows the reserved skeleton once more, and the panel (machine, tabs, fields)
 * comes in the deferred, time-sliced pass right after.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { renderAtRoute } from '../../components/test-support';
import type { AuthData } from './use-auth-data';

// The answer is handed over as TanStack Query does, through useSyncExternalStore (a sync render).
const seen = vi.hoisted(() => ({
  log: [] as string[],
  auth: { status: 'loading' },
  listeners: new Set<() => void>(),
}));
vi.mock('./use-auth-data', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    seen.listeners.add(listener);
    return () => seen.listeners.delete(listener);
  };
  return {
    useAuthData: () => {
      const auth = useSyncExternalStore(subscribe, () => seen.auth);
      seen.log.push(`answer:${auth.status}`);
      return auth;
    },
  };
});
vi.mock('./register-panel', () => ({
  RegisterPanel: () => {
    seen.log.push('panel');
    return <p>panel</p>;
  },
}));
vi.mock('./new-player-promotions', () => ({ NewPlayerPromotions: () => null }));
vi.mock('../../forms/form-skeleton', () => ({
  FormSkeleton: () => {
    seen.log.push('skeleton');
    return <p>skeleton</p>;
  },
}));

const { default: RegisterPage } = await import('./register-page');

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['auth']);
}, 60_000);

afterEach(cleanup);

it('renders the skeleton in the answer’s own render and the form in the pass after it', () => {
  renderAtRoute(<RegisterPage />, { url: '/register' });
  expect(screen.getByText('skeleton')).toBeTruthy();
  seen.log.length = 0;
  seen.auth = { status: 'ready' } satisfies Partial<AuthData>;
  act(() => seen.listeners.forEach((listener) => listener()));
  expect(seen.log.slice(0, 4)).toEqual(['answer:ready', 'skeleton', 'answer:ready', 'panel']);
  expect(screen.getByText('panel')).toBeTruthy();
});
