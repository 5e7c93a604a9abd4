// Issue 14 point 3: money amounts are JSON numbers or refused. The request schemas used to let ajv
// coerce, so "0x10" moved 16, " 10 " moved 10, true moved 1 and [10] moved 10.
import { describe, expect, it, vi } from 'vitest';
import { appWithMember, body } from '../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const demo = appWithMember();

const NOT_NUMBERS: unknown[] = ['0x10', ' 10 ', '10', true, [10], { value: 10 }, null, '1e1'];

const main = async (): Promise<number> =>
  body<{ sumBalance: number }>(
    await demo.t.app.inject({ url: '/wps/v2/wallets/list', headers: { token: demo.token } }),
  ).value.sumBalance;

const calls: [string, string, (amount: unknown, i: number) => Record<string, unknown>][] = [
  [
    'wallet transfer',
    '/wps/relay/GCS_walletTransfer',
    (amount, i) => ({ requestId: `wt-${i}`, from: 'MAIN', to: 'PG', amount }),
  ],
  [
    'dice',
    '/wps/inhouse/dice/bet',
    (stake, i) => ({ requestId: `dice-${i}`, stake, target: 50, direction: 'under' }),
  ],
  ['crash', '/wps/inhouse/crash/bet', (stake, i) => ({ requestId: `crash-${i}`, stake, cashout: 2 })],
  ['deposit', '/wps/wallet/deposit', (amount, i) => ({ requestId: `dep-${i}`, methodId: 'bank', amount })],
  [
    'upline transfer',
    '/wps/relay/MCS_transferUpline',
    (amount, i) => ({ requestId: `up-${i}`, amount, paymentPassword: '123456' }),
  ],
];

describe('money amounts that are not JSON numbers', () => {
  for (const [name, url, make] of calls) {
    it(`${name}: refused with 400 VALIDATION, nothing moves`, async () => {
      const before = await main();
      for (const [i, amount] of NOT_NUMBERS.entries()) {
        const res = await demo.t.app.inject({
          method: 'POST',
          url,
          headers: { token: demo.token },
          payload: make(amount, i),
        });
        expect(res.statusCode, `${name} ${JSON.stringify(amount)}`).toBe(400);
        expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION' });
      }
      expect(await main()).toBe(before);
    });
  }

  it('a JSON number still moves money, and query numbers are still read from text', async () => {
    const res = await demo.t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { token: demo.token },
      payload: { requestId: 'wt-ok', from: 'MAIN', to: 'PG', amount: 10 },
    });
    expect(body(res).success).toBe(true);
    const page = await demo.t.app.inject({
      url: '/wps/wallet/deposit/orders?pageNo=1&pageSize=5',
      headers: { token: demo.token },
    });
    expect(body(page)).toMatchObject({ success: true, value: { pageNo: 1, pageSize: 5 } });
  });
});
