import type { FastifyInstance } from 'fastify';
import type { Scheduler, SchedulerClock } from '../services/scheduler-clock.ts';

/**
 * Runs a scheduler for the app's lifetime, outside the test environment (tests drive the
 * services' clocks themselves): `make` gets the app's clock with unref'd timers — a pending wake-up
 * never keeps the process alive — the scheduler starts when the app is ready and stops when it
 * closes.
 * @param app the Fastify instance (its `now` and `env`).
 * @param make builds the scheduler on the given clock.
 */
export function runScheduler(app: FastifyInstance, make: (clock: SchedulerClock) => Scheduler): void {
  if (app.env === 'test') return;
  const scheduler = make({
    now: app.now,
    setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  });
  app.addHook('onReady', (next) => {
    scheduler.start();
    next();
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
  });
}
