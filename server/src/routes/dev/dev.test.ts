import { describe, expect, it, vi } from 'vitest';
import type { DepositCreated } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor } from '../../test-utils.ts';

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

  it('names no sandbox page on a new deposit order', async () => {
    // Seeded on purpose: production has no demo members otherwise.
    const prod = await createTestApp({ env: 'production', seed: true });
    try {
      const token = await tokenFor(prod.app, 'demo1', 'Demo1234');
      const created = body<DepositCreated>(
        await prod.app.inject({
          method: 'POST',
          url: '/wps/wallet/deposit',
          headers: { token },
          payload: { requestId: 'prod-dep-1', methodId: 'bank', amount: 100 },
        }),
      );
      expect(created.success, created.message).toBe(true);
      expect(created.value.instructions.type).toBe('bank');
      expect(created.value).not.toHaveProperty('sandboxUrl');
    } finally {
      await prod.close();
    }
  });
});
