import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { PaymentPasswordGuard } from './payment-password-guard.ts';
import { hashPassword } from './passwords.ts';

const LIMIT = { max: 5, windowMs: 15 * 60_000 };
let hash = '';
beforeAll(async () => {
  hash = await hashPassword('123456');
});

async function outcome(p: Promise<boolean>): Promise<boolean | string> {
  try {
    return await p;
  } catch (e) {
    return e instanceof AppError ? `${e.code} ${e.statusCode} ${e.headers['retry-after'] ?? ''}` : 'other';
  }
}

describe('PaymentPasswordGuard', () => {
  it('counts concurrent wrong guesses one after another: no more than max get through', async () => {
    const guard = new PaymentPasswordGuard(() => 1_000_000, LIMIT);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => outcome(guard.verify(1, hash, '000000'))),
    );
    expect(results.filter((r) => r === false)).toHaveLength(5);
    expect(results.filter((r) => r === 'PAYMENT_PASSWORD_LOCKED 429 900')).toHaveLength(3);
    expect(await outcome(guard.verify(1, hash, '123456'))).toBe('PAYMENT_PASSWORD_LOCKED 429 900');
    // Another member is not affected.
    expect(await outcome(guard.verify(2, hash, '123456'))).toBe(true);
  });

  it('slides: unlocks when the oldest counted failure leaves the window', async () => {
    let now = 0;
    const guard = new PaymentPasswordGuard(() => now, LIMIT);
    for (let i = 0; i < 5; i++) {
      expect(await guard.verify(1, hash, '000000')).toBe(false);
      now += 60_000;
    }
    // Failures at 0, 1, 2, 3, 4 min; now 5 min: locked until the first leaves at 15 min.
    expect(await outcome(guard.verify(1, hash, '123456'))).toBe('PAYMENT_PASSWORD_LOCKED 429 600');
    now = LIMIT.windowMs;
    expect(await outcome(guard.verify(1, hash, '000000'))).toBe(false);
    expect(await outcome(guard.verify(1, hash, '123456'))).toBe('PAYMENT_PASSWORD_LOCKED 429 60');
    now = LIMIT.windowMs + 60_000;
    expect(await guard.verify(1, hash, '123456')).toBe(true);
    // The right one cleared the count: five more wrong ones are allowed.
    for (let i = 0; i < 5; i++) expect(await guard.verify(1, hash, '000000')).toBe(false);
  });
});
