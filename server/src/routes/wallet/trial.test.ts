// Issue 14 point 2, §6: trial and free-play accounts (type 4) are told a real account is needed —
// on the server, not only in the site — when they try to move money.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginValue } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const transfer = (token: string, requestId: string, from = 'MAIN', to = 'PG') =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { token },
    payload: { requestId, from, to, amount: 10 },
  });

describe('POST /wps/relay/GCS_walletTransfer for type 4 accounts', () => {
  it('refuses the trial account and a fresh free-play account; a real member still transfers', async () => {
    const trial = await tokenFor(t.app, 'trial1', 'Trial1234');
    expect(body(await transfer(trial, 'trial-1'))).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    expect(body(await transfer(trial, 'trial-2', 'PG', 'MAIN'))).toMatchObject({ code: 'TRIAL_ACCOUNT' });

    const free = body<LoginValue>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        payload: { os: 'Linux', platform: 'W', nonce: 'trial-test', gatewayVersion: 3 },
      }),
    ).value.token;
    expect(body(await transfer(free, 'free-1'))).toMatchObject({ success: false, code: 'TRIAL_ACCOUNT' });
    const balance = body<{ sumBalance: number }>(
      await t.app.inject({ url: '/wps/v2/wallets/list', headers: { token: free } }),
    );
    expect(balance.success).toBe(true);

    const real = await tokenFor(t.app, 'demo1', 'Demo1234');
    expect(body(await transfer(real, 'real-1'))).toMatchObject({ success: true });
  });
});
