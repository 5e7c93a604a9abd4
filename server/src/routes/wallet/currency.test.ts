import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Balance, ResponsibleGaming } from '../../../../schemas/generated/api.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

// A brand whose currency has no minor unit (as real VND): the site learns it from the answers.
let t: TestApp;
let brandDir: string;
let token: string;

beforeAll(async () => {
  brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });
  const file = join(brandDir, 'site.json');
  const site = JSON.parse(readFileSync(file, 'utf8')) as { currency: { minorUnits: number } };
  site.currency.minorUnits = 0;
  writeFileSync(file, JSON.stringify(site));
  t = await createTestApp({ brandDir });
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => {
  await t.close();
  rmSync(brandDir, { recursive: true, force: true });
});

describe('the brand currency minorUnits', () => {
  it('is in the balance answer', async () => {
    const balance = body<Balance>(await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token } }));
    expect(balance.value).toMatchObject({ currency: 'VND', currencySymbol: '₫', minorUnits: 0 });
    expect(Number.isInteger(balance.value.sumBalance)).toBe(true);
  });

  it('is in the responsible-gaming answer', async () => {
    const rg = body<ResponsibleGaming>(
      await t.app.inject({ url: '/wps/member/responsibleGaming', headers: { token } }),
    );
    expect(rg.value).toMatchObject({ currency: 'VND', currencySymbol: '₫', minorUnits: 0 });
  });

  it('refuses an amount with decimals, accepts a whole one', async () => {
    const deposit = (requestId: string, amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit',
        headers: { token },
        payload: { requestId, methodId: 'bank', amount },
      });
    const refused = await deposit('cur-1', 100.5);
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body(refused).message).toMatch(/at most 0 decimals/);
    expect(body(await deposit('cur-2', 100)).success).toBe(true);
  });
});
