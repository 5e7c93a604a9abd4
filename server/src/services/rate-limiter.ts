import { AppError } from '../errors.ts';
import type { Limit } from '../options.ts';

/**
 * In-memory sliding-window rate limiter (one process; the reference server runs one).
 * Keys are free-form, e.g. `login:127.0.0.1` or `sms-number:+84912345678`.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /**
   * Records a request for `key` and throws when it exceeds `limit`.
   * @throws AppError 429 `RATE_LIMITED` with a `Retry-After` header (seconds).
   */
  hit(key: string, limit: Limit): void {
    const now = this.now();
    const since = now - limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= limit.max) {
      const oldest = recent[0] ?? now;
      const retryAfterS = Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000));
      this.hits.set(key, recent);
      throw new AppError('RATE_LIMITED', 'Too many requests, please try again later', {
        statusCode: 429,
        headers: { 'retry-after': String(retryAfterS) },
      });
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 50_000) this.prune(since);
  }

  private prune(since: number): void {
    for (const [key, times] of this.hits) if (times.every((t) => t <= since)) this.hits.delete(key);
  }
}
