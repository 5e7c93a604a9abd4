// @vitest-environment jsdom
import { QueryClient, QueryObserver, timeoutManager, type TimeoutProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts, type NativeTimers } from './coalesced-timers';

/**
 * Platform timers on a clock the test moves by hand, counting what reaches the platform; `Date`
 * follows the clock (TanStack reads it for staleness).
 */
function fakePlatform() {
  let now = 10_000;
  vi.setSystemTime(now);
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const calls = { set: 0, clear: 0 };
  const platform: NativeTimers = {
    setTimeout(callback, delay) {
      calls.set += 1;
      const id = nextId++;
      pending.set(id, { at: now + delay, callback });
      return id;
    },
    clearTimeout(id) {
      calls.clear += 1;
      pending.delete(id as number);
    },
    setInterval: () => 0,
    clearInterval: () => undefined,
    now: () => now,
  };
  /** Moves the clock to `to` ms, firing due timers in deadline order. */
  const advanceTo = (to: number): void => {
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= to).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      vi.setSystemTime(now);
      due[1].callback();
    }
    now = to;
    vi.setSystemTime(now);
  };
  return { platform, calls, advanceTo, pending, now: () => now };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('coalescedTimeouts', () => {
  it('gives long timers of one second a single platform timer, fired at the end of that second', () => {
    const clock = fakePlatform();
    const timers = coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }, clock.platform);
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('a'), 30_000); // deadline 40 000 → slot ends 40 000
    timers.setTimeout(() => fired.push('b'), 30_400); // 40 400 → 41 000
    timers.setTimeout(() => fired.push('c'), 30_900); // 40 900 → 41 000
    expect(clock.calls.set).toBe(2);
    clock.advanceTo(40_999);
    expect(fired).toEqual(['a']);
    clock.advanceTo(41_000);
    expect(fired).toEqual(['a', 'b', 'c']);
  });

  it('clears a coalesced timer without a platform call, and its slot fires on the others only', () => {
    const clock = fakePlatform();
    const timers = coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }, clock.platform);
    const fired: string[] = [];
    const gc = timers.setTimeout(() => fired.push('gc'), 300_000);
    const stale = timers.setTimeout(() => fired.push('stale'), 300_200);
    timers.clearTimeout(gc);
    timers.clearTimeout(gc); // twice is harmless
    timers.clearTimeout(undefined);
    expect(clock.calls.clear).toBe(0);
    clock.advanceTo(400_000);
    expect(fired).toEqual(['stale']);
    expect(typeof stale === 'number' && stale < 0).toBe(true);
  });

  it('sends short delays to the platform on time and clears them there', () => {
    const clock = fakePlatform();
    const timers = coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }, clock.platform);
    const fired: number[] = [];
    const retry = timers.setTimeout(() => fired.push(clock.now()), 1000);
    timers.setTimeout(() => fired.push(clock.now()), 4999);
    expect(retry).toBeGreaterThan(0);
    expect(clock.calls.set).toBe(2);
    clock.advanceTo(20_000);
    expect(fired).toEqual([11_000, 14_999]);
    const other = timers.setTimeout(() => fired.push(-1), 2000);
    timers.clearTimeout(other);
    expect(clock.calls.clear).toBe(1);
    clock.advanceTo(30_000);
    expect(fired).toHaveLength(2);
  });

  it('runs the rest of a slot when one callback throws, and reports the error', async () => {
    const clock = fakePlatform();
    const timers = coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }, clock.platform);
    const fired: string[] = [];
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementationOnce((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    timers.setTimeout(() => {
      throw new Error('boom');
    }, 10_000);
    timers.setTimeout(() => fired.push('next'), 10_000);
    clock.advanceTo(30_000);
    expect(fired).toEqual(['next']);
    expect(await reported).toEqual(new Error('boom'));
  });
});

describe('the query client with coalesced timers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('creates and observes queries with a few platform timers and no clear', () => {
    /** Ten queries' worth of timers through `provider`: five gc timers, then five observers. */
    const mountQueries = (provider: TimeoutProvider) => {
      timeoutManager.setTimeoutProvider(provider);
      const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
      const observers = ['a', 'b', 'c', 'd', 'e'].map((key) => {
        client.setQueryData([key], 1); // a query with fresh data: a gc timer at once
        return new QueryObserver(client, { queryKey: [key], queryFn: () => 1 });
      });
      // Subscribing clears the query's gc timer and sets the observer's stale timer.
      const unsubscribes = observers.map((observer) => observer.subscribe(() => undefined));
      const stale = () => observers.map((observer) => observer.getCurrentResult().isStale);
      return { client, unsubscribes, stale };
    };
    // TanStack warns (in development) when the provider changes after use, as this test does.
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const direct = fakePlatform();
      mountQueries({
        setTimeout: (callback, delay) => direct.platform.setTimeout(callback, delay) as number,
        clearTimeout: (id) => direct.platform.clearTimeout(id),
        setInterval: (callback, delay) => direct.platform.setInterval(callback, delay) as number,
        clearInterval: (id) => direct.platform.clearInterval(id),
      });
      expect(direct.calls).toEqual({ set: 10, clear: 5 });

      const clock = fakePlatform();
      const { client, unsubscribes, stale } = mountQueries(
        coalescedTimeouts({ slotMs: 1000, minDelayMs: 5000 }, clock.platform),
      );
      // The same ten timers share the platform timers of their seconds (gc, and staleness, which
      // TanStack sets 1 ms past the stale time): no clear reaches the platform.
      expect(clock.calls.set).toBeLessThanOrEqual(3);
      expect(clock.calls.clear).toBe(0);
      // Staleness still arrives, at most a slot late; garbage collection still removes the queries.
      const start = clock.now();
      clock.advanceTo(start + 30_000);
      expect(stale()).toEqual([false, false, false, false, false]);
      clock.advanceTo(start + 32_000);
      expect(stale()).toEqual([true, true, true, true, true]);
      unsubscribes.forEach((unsubscribe) => unsubscribe());
      expect(client.getQueryCache().getAll()).toHaveLength(5);
      clock.advanceTo(clock.now() + 5 * 60_000 + 1000);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    } finally {
      timeoutManager.setTimeoutProvider({
        setTimeout: (callback, delay) => setTimeout(callback, delay),
        clearTimeout: (id) => clearTimeout(id),
        setInterval: (callback, delay) => setInterval(callback, delay),
        clearInterval: (id) => clearInterval(id),
      });
      warn.mockRestore();
    }
  });
});
