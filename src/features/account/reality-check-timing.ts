/**
 * Milliseconds until the next reality check: reminders fall on whole multiples of the interval
 * since the session started (login), so a reload does not restart the count.
 * @param sessionStartedAt epoch ms of the log-in
 * @param intervalMinutes the member's interval (> 0)
 * @param now epoch ms
 */
export function nextCheckDelay(sessionStartedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - sessionStartedAt);
  const next = (Math.floor(elapsed / interval) + 1) * interval;
  return next - elapsed;
}

/** Whole hours and minutes of a duration in ms. */
export function splitDuration(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
