/**
 * The clock a scheduler sleeps on: epoch ms `now`, and one-shot timers (the global ones with
 * unref'd handles in the server — see plugins/scheduler.ts — and simulated ones in tests).
 */
export interface SchedulerClock {
  /** Epoch ms. */
  now(): number;
  /** Runs `fn` once after `ms` milliseconds; returns a handle for `clearTimeout`. */
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A background job the server runs while it is up: the lottery draws, the contract settlements. */
export interface Scheduler {
  /** Catches up what is due and schedules the next wake-up. */
  start(): void;
  /** Cancels the next wake-up and waits for a running tick, if any. */
  stop(): void | Promise<void>;
}
