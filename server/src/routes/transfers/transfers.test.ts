import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WalletList } from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, post, postRaw, main, rid } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['agent1', 'Agent1234'],
    ['down1', 'Down1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

describe('transfer to upline and recall all', () => {
  it('moves a downline MAIN to its upline MAIN with the payment password', async () => {
    const down = await main('down1');
    const up = await main('agent1');
    const body1 = { requestId: 'up-1', amount: 25.5, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const res = await post<{ main: number }>('/wps/relay/MCS_transferUpline', body1, 'down1');
    expect(res.value.main).toBe(down - 25.5);
    expect((await post<{ main: number }>('/wps/relay/MCS_transferUpline', body1, 'down1')).value).toEqual(
      res.value,
    );
    expect(await main('agent1')).toBe(up + 25.5);
    expectFailure(
      await post(
        '/wps/relay/MCS_transferUpline',
        { ...body1, requestId: rid('u'), paymentPassword: 'Nope1234' },
        'down1',
      ),
      'BAD_PAYMENT_PASSWORD',
    );
    expectFailure(
      await post('/wps/relay/MCS_transferUpline', { ...body1, requestId: rid('u'), amount: down }, 'down1'),
      'INSUFFICIENT_BALANCE',
    );
    expectFailure(
      await postRaw(
        '/wps/relay/MCS_transferUpline',
        { ...body1, requestId: rid('u'), amount: 0.001 },
        'down1',
      ),
      'VALIDATION',
      400,
    );
    expectFailure(
      await post('/wps/relay/MCS_transferUpline', { ...body1, requestId: rid('u') }, 'demo1'),
      'NO_UPLINE',
    );
    expect(await main('down1')).toBe(down - 25.5);
    expect(await main('agent1')).toBe(up + 25.5);
  });

  it('recalls every vendor wallet to MAIN', async () => {
    const before = await main();
    for (const vendor of ['PG', 'EVO'])
      expect(
        (
          await post('/wps/relay/GCS_walletTransfer', {
            requestId: rid('t'),
            from: 'MAIN',
            to: vendor,
            amount: 12.34,
          })
        ).success,
      ).toBe(true);
    expect(await main()).toBeCloseTo(before - 24.68, 2);
    const res = await post<{ main: number }>('/wps/relay/MCS_recallAll', { requestId: 'recall-1' });
    expect(res.value.main).toBe(before);
    const wallets = (await get<WalletList>('/wps/v2/wallets/list')).value.wallets;
    expect(wallets.filter((w) => w.wallet !== 'MAIN').every((w) => w.balance === 0)).toBe(true);
    expect(
      (await post<{ main: number }>('/wps/relay/MCS_recallAll', { requestId: 'recall-1' })).value,
    ).toEqual(res.value);
  });
});
