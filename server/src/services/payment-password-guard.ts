import { AppError } from '../errors.ts';
import type { Limit } from '../options.ts';
import { verifyPassword } from './passwords.ts';

/**
 * Per-member lockout of the payment password (docs/contract-wallet.md "Payment password
 * lockout"): at most `limit.max` wrong payment passwords per sliding `limit.windowMs`; while a
 * member has that many failures in the window, every check is refused with 429
 * `PAYMENT_PASSWORD_LOCKED`, even with the right password, so a short code (6 digits in the demo
 * brand) cannot be tried in bulk. A right password clears the member's failures.
 *
 * Shared by every payment-password check (withdraw, transfer to upline, change of the payment
 * password) through the service container. State is in memory: the reference server is one
 * process, and a restart forgets the failures (an operator's multi-process platform would keep
 * them in shared storage).
 */
export class PaymentPasswordGuard {
  /** Failure times (epoch ms) per member id, oldest first. */
  private readonly failures = new Map<number, number[]>();
  /** Per-member chain of checks: concurrent guesses run one at a time, so none slips past the count. */
  private readonly queues = new Map<number, Promise<unknown>>();

  /**
   * @param now clock, epoch ms.
   * @param limit wrong passwords allowed per window (`RateLimits.paymentPassword`).
   */
  constructor(
    private readonly now: () => number,
    private readonly limit: Limit,
  ) {}

  /**
   * Checks `password` against the member's argon2id `hash`, counting a wrong one.
   * @param memberId the member (users.id) the lockout is kept for.
   * @returns true for the right password (failures cleared), false for a wrong one (counted).
   * @throws AppError 429 `PAYMENT_PASSWORD_LOCKED` with a `retry-after` header (seconds) while locked;
   *   the password is then not checked.
   */
  verify(memberId: number, hash: string, password: string): Promise<boolean> {
    const previous = this.queues.get(memberId) ?? Promise.resolve();
    const run = previous.then(() => this.attempt(memberId, hash, password));
    const tail = run.catch(() => undefined);
    this.queues.set(memberId, tail);
    void tail.then(() => {
      if (this.queues.get(memberId) === tail) this.queues.delete(memberId);
    });
    return run;
  }

  private async attempt(memberId: number, hash: string, password: string): Promise<boolean> {
    this.assertNotLocked(memberId);
    if (await verifyPassword(hash, password)) {
      this.failures.delete(memberId);
      return true;
    }
    this.failures.set(memberId, [...this.recent(memberId), this.now()]);
    return false;
  }

  /** The member's failures still inside the window (older ones are dropped). */
  private recent(memberId: number): number[] {
    const since = this.now() - this.limit.windowMs;
    const recent = (this.failures.get(memberId) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.failures.delete(memberId);
    else this.failures.set(memberId, recent);
    return recent;
  }

  private assertNotLocked(memberId: number): void {
    const recent = this.recent(memberId);
    if (recent.length < this.limit.max) return;
    // Unlocks when the oldest failure that keeps the count at max leaves the window.
    const oldest = recent[recent.length - this.limit.max] ?? this.now();
    const retryAfterS = Math.max(1, Math.ceil((oldest + this.limit.windowMs - this.now()) / 1000));
    const minutes = Math.ceil(retryAfterS / 60);
    throw new AppError(
      'PAYMENT_PASSWORD_LOCKED',
      `Too many wrong payment passwords. Please try again in ${minutes} min`,
      { statusCode: 429, headers: { 'retry-after': String(retryAfterS) } },
    );
  }
}
