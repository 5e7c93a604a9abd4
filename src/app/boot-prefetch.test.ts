// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LazyLayoutComponent } from '../layout/registry';
import * as format from '../lib/format';
import { queryClient } from '../lib/query-client';
import { testMember } from '../lib/api/test-member';
import { clearSession, setSession } from '../lib/session';
import { prefetchFirstScreen } from './boot-prefetch';
import { registry } from './registry-entries';

/** Stubs fetch with calls that never answer and returns the paths asked for, in order. */
function recordCalls(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url.split('?')[0] ?? '');
      return new Promise<Response>(() => undefined);
    }),
  );
  return urls;
}

afterEach(() => {
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefetchFirstScreen', () => {
  it('asks for the boot calls and the announcements at once, and leaves the page chunk to the router', () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return new Promise<Response>(() => undefined);
      }),
    );
    const page = registry['auth.registerPage'] as LazyLayoutComponent;
    const preload = vi.spyOn(page, 'preload').mockResolvedValue(undefined);
    const later: (() => void)[] = [];

    prefetchFirstScreen('/register', (part) => later.push(part));

    // The boot calls at once; the rest in tasks of their own (the announcements, the page's data),
    // each short. A visitor's formatters are not built ahead (see below).
    expect(urls.map((url) => url.split('?')[0])).toEqual(['/wps/system/status', '/wps/system/whitelabel']);
    expect(later).toHaveLength(2);
    for (const part of later) part();
    expect(urls.map((url) => url.split('?')[0])).toEqual([
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]);
    // Fetched beside the framework, the form chunk would share its bandwidth (see prefetchFirstScreen).
    expect(preload).not.toHaveBeenCalled();
  });

  it('builds a member’s Intl formatters after the calls are sent, each in a task of its own; not a visitor’s', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    document.documentElement.lang = 'km';
    const warm = vi.spyOn(format, 'warmIntl');
    try {
      prefetchFirstScreen('/register');
      expect(warm).not.toHaveBeenCalled();
      setSession({ token: 'tok', member: testMember({ id: 7 }) });
      prefetchFirstScreen('/');
      expect(warm).toHaveBeenCalledWith('km', expect.any(Function));
      // Each build it is handed goes to a timer of its own, none run yet.
      const schedule = warm.mock.calls[0]?.[1];
      const [first, second] = [vi.fn(), vi.fn()];
      const timers = vi.getTimerCount();
      schedule?.(first);
      schedule?.(second);
      expect(vi.getTimerCount()).toBe(timers + 2);
      expect(first).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      expect(first).toHaveBeenCalledOnce();
      expect(second).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('by default sends the calls after the boot calls from timers, not in the entry’s task', () => {
    vi.useFakeTimers();
    const urls = recordCalls();
    try {
      prefetchFirstScreen('/');
      expect(urls).toEqual(['/wps/system/status', '/wps/system/whitelabel']);
      vi.runOnlyPendingTimers();
      expect(urls).toContain('/wps/relay/MCSFE_getListAnnouncements');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['/promotions', ['/wps/relay/MCSFE_getPromotionList']],
    ['/pointMall', ['/wps/relay/MCS2_getPointConfig', '/wps/relay/MCS2_getPointReward']],
  ])('on %s also asks for what the page shows first, before the page renders', async (path, calls) => {
    const urls = recordCalls();
    prefetchFirstScreen(path);
    await vi.waitFor(() => expect(urls).toEqual(expect.arrayContaining(calls)), { timeout: 10_000 });
  });

  it('asks for no chunk on an address no route answers', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const preload = vi.spyOn(registry['auth.registerPage'] as LazyLayoutComponent, 'preload');
    prefetchFirstScreen('/no-such-page', (part) => part());
    expect(preload).not.toHaveBeenCalled();
  });

  it.each([
    ['a member', { token: 'tok', member: testMember({ id: 7 }) }, true],
    ['an agent', { token: 'tok', member: testMember({ id: 7, isAgent: 1 }) }, true],
    ['a trial account', { token: 'tok', member: testMember({ id: 7, type: 4 }) }, false],
    ['a token whose member is not known yet', { token: 'tok', member: null }, false],
  ])('asks for the consolidated info of %s with the boot calls: %s', (_who, session, asked) => {
    const urls = recordCalls();
    setSession(session);
    prefetchFirstScreen('/', (part) => part());
    // Its flags are part of the layout's context: a later answer rendered the whole site again.
    expect(urls.includes('/wps/member/info/funds/consolidated')).toBe(asked);
  });

  it('asks for no consolidated info for a visitor', () => {
    const urls = recordCalls();
    prefetchFirstScreen('/', (part) => part());
    expect(urls).toContain('/wps/relay/MCSFE_getListAnnouncements');
    expect(urls).not.toContain('/wps/member/info/funds/consolidated');
  });
});
