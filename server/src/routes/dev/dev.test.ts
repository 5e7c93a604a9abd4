import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

describe('production', () => {
  it('has no development payment provider', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/dev/payments/deposit/D20260101-000001/approve',
      });
      expect(res.statusCode).toBe(404);
      // Nor its sandbox page (docs/contract-wallet.md "Deposit instructions").
      expect((await prod.app.inject({ url: '/dev/pay/D20260101-000001' })).statusCode).toBe(404);
      expect(
        (
          await prod.app.inject({
            method: 'POST',
            url: '/dev/pay/D20260101-000001',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'decision=approve',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
