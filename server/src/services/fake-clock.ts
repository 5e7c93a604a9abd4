import type { SchedulerClock } from './scheduler-clock.ts';

/**
 * A simulated {@link SchedulerClock} for scheduler tests: time stands still, and timers run only
 * when the test moves time forward with `advanceTo`.
 * @param start the starting time, epoch ms.
 */
export function fakeClock(start: number) {
  let now = start;
  let seq = 0;
  /** Pending timers by handle: due time (epoch ms) and callback. */
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: SchedulerClock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout: (handle) => {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    timers,
    get now() {
      return now;
    },
    set now(value: number) {
      now = value;
    },
    /**
     * Runs every timer due up to `target` in time order (the clock reads each timer's due time
     * while it runs), awaiting `settle` after each so an asynchronous run finishes before the
     * next; then stops at `target`.
     */
    async advanceTo(target: number, settle?: () => Promise<void>): Promise<void> {
      for (;;) {
        const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
        if (!next || next[1].at > target) break;
        timers.delete(next[0]);
        now = next[1].at;
        next[1].fn();
        if (settle) await settle();
      }
      now = target;
    },
  };
}
