import type { TimeoutProvider } from '@tanstack/react-query';

/** The platform's timer functions the provider falls back to (replaceable in tests). */
export interface NativeTimers {
  setTimeout(callback: () => void, delay: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(callback: () => void, delay: number): unknown;
  clearInterval(id: unknown): void;
  /** The current time in ms (`Date.now`). */
  now(): number;
}

/** Where the provider puts a long timer, and how late it may fire. */
export interface CoalesceOptions {
  /**
   * Width of a slot in ms: a timer fires at the end of the slot its deadline falls in, so up to
   * `slotMs` late, and every timer of one slot shares one platform timer.
   */
  slotMs: number;
  /**
   * Shorter delays (ms) go straight to the platform, on time: a query's retry waits (1–4 s), which
   * a player is waiting on. Longer ones — `gcTime` (5 min), `staleTime` (30 s and up) — are
   * coalesced.
   */
  minDelayMs: number;
}

const PLATFORM: NativeTimers = {
  setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (callback, delay) => globalThis.setInterval(callback, delay),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>),
  now: () => Date.now(),
};

/** TanStack's timer id: a number, or an object that turns into one (Node's `Timeout`). */
type TimerId = number | { [Symbol.toPrimitive]: () => number };

/**
 * A TanStack Query `TimeoutProvider` (`timeoutManager.setTimeoutProvider`) that coalesces long
 * timers (issue 13, TBT). Every query sets a garbage-collection timer when it is created and
 * clears it when its first observer arrives, and every observer of fresh data sets a staleness
 * timer: on a first load that is dozens of platform `setTimeout`/`clearTimeout` calls inside the
 * commits that mount the page's sections, each costing main-thread time (more under a
 * profiler). Here a long timer is an entry in a slot of {@link CoalesceOptions.slotMs}: the
 * slot's first timer sets the one platform timer, the others and every clear are map updates; a
 * slot whose timers were all cleared lets its platform timer fire on nothing. Shorter delays and
 * intervals go to the platform unchanged.
 *
 * Ids of coalesced timers are negative numbers, so they never collide with the platform's
 * (positive numbers in browsers, `Timeout` objects in Node). A callback that throws does not stop
 * the slot's other callbacks; its error is rethrown in a microtask, reported like an uncaught
 * timer error.
 * @param options slot width and the shortest coalesced delay, both in ms.
 * @param platform the timers underneath (default: the global ones and `Date.now`).
 */
export function coalescedTimeouts(
  { slotMs, minDelayMs }: CoalesceOptions,
  platform: NativeTimers = PLATFORM,
): TimeoutProvider<TimerId> {
  /** Pending callbacks by slot number (deadline ÷ slotMs, rounded up). */
  const slots = new Map<number, Map<number, () => void>>();
  /** The slot of each pending coalesced timer. */
  const slotOf = new Map<number, number>();
  let lastId = 0;

  const fire = (slot: number): void => {
    const callbacks = slots.get(slot);
    slots.delete(slot);
    if (!callbacks) return;
    for (const [id, callback] of callbacks) {
      slotOf.delete(id);
      try {
        callback();
      } catch (error) {
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };

  return {
    setTimeout(callback, delay) {
      if (!(delay >= minDelayMs)) return platform.setTimeout(callback, delay) as TimerId;
      const now = platform.now();
      const slot = Math.ceil((now + delay) / slotMs);
      let callbacks = slots.get(slot);
      if (!callbacks) {
        callbacks = new Map();
        slots.set(slot, callbacks);
        platform.setTimeout(() => fire(slot), slot * slotMs - now);
      }
      const id = --lastId;
      callbacks.set(id, callback);
      slotOf.set(id, slot);
      return id;
    },
    clearTimeout(id) {
      if (id === undefined) return;
      if (typeof id !== 'number' || id >= 0) {
        platform.clearTimeout(id);
        return;
      }
      const slot = slotOf.get(id);
      if (slot === undefined) return;
      slotOf.delete(id);
      slots.get(slot)?.delete(id);
    },
    setInterval: (callback, delay) => platform.setInterval(callback, delay) as TimerId,
    clearInterval: (id) => platform.clearInterval(id),
  };
}
