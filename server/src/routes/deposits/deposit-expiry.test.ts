import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DepositCreated, DepositOrder } from '../../../../schemas/generated/api.ts';
import { moneyHelpers } from '../../money-test-utils.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const MINUTE = 60_000;
let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-expiry-'));
const tok: Record<string, string> = {};
const { get, post, rid } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });
  t = await createTestApp({ brandDir, now: () => clock });
  tok.demo1 = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => {
  await t.close();
  rmSync(brandDir, { recursive: true, force: true });
});

/** Sets the brand's `depositExpiryMinutes` as an operator would, by editing payments.json. */
function setExpiryMinutes(minutes: number): void {
  const file = join(brandDir, 'payments.json');
  const payments = JSON.parse(readFileSync(file, 'utf8')) as { depositExpiryMinutes: number };
  payments.depositExpiryMinutes = minutes;
  writeFileSync(file, JSON.stringify(payments));
  const later = new Date(Date.now() + 5_000);
  utimesSync(file, later, later);
}

describe('a deposit order keeps the expiry it was created with', () => {
  it('an operator shortening the brand minutes moves only the deadline of new orders', async () => {
    const created = await post<DepositCreated>('/wps/wallet/deposit', {
      requestId: rid('exp'),
      methodId: 'bank',
      amount: 100,
    });
    expect(created.value.expiresAt).toBe(new Date(clock + 30 * MINUTE).toISOString());

    setExpiryMinutes(5);
    clock += 10 * MINUTE; // past the new 5 minutes, inside the order's own 30
    const polled = await get<DepositOrder>(`/wps/wallet/deposit/orders/${created.value.orderId}`);
    expect(polled.value).toMatchObject({
      status: 'pending',
      expiresAt: new Date(clock - 10 * MINUTE + 30 * MINUTE).toISOString(),
    });

    const next = await post<DepositCreated>('/wps/wallet/deposit', {
      requestId: rid('exp'),
      methodId: 'bank',
      amount: 100,
    });
    expect(next.value.expiresAt).toBe(new Date(clock + 5 * MINUTE).toISOString());

    clock += 21 * MINUTE; // 31 minutes after the first order
    const late = await get<DepositOrder>(`/wps/wallet/deposit/orders/${created.value.orderId}`);
    expect(late.value.status).toBe('expired');
  });
});
