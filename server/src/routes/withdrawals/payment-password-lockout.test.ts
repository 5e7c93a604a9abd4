import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BankAccountList,
  WithdrawCreated,
  WithdrawOrdersPage,
} from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { body, createTestApp, sendEnc, tokenFor, type TestApp, type EnvelopeBody } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, postRaw, main, withdrawRaw, heldMinor, rid } = moneyHelpers(() => t.app, tok);
let bankId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down1', 'Down1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
  // demo1's seeded payout account.
  bankId = (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list[0]?.id ?? 0;
});
afterAll(async () => t.close());

describe('payment password lockout', () => {
  const WINDOW_MS = 15 * 60_000;
  const wrong = { paymentPassword: '999999' };
  const right = { paymentPassword: DEMO_PAYMENT_PASSWORD };
  const withdrawWith = (pw: { paymentPassword: string }, who = 'demo1') =>
    withdrawRaw({ requestId: rid('lock'), amount: 10, bankAccountId: bankId, ...pw }, who);
  const upline = (pw: { paymentPassword: string }) =>
    postRaw('/wps/relay/MCS_transferUpline', { requestId: rid('lock'), amount: 1, ...pw }, 'down1');
  const changePaymentPassword = (oldPaymentPassword: string, who = 'demo1') =>
    sendEnc(
      t.app,
      'POST',
      '/wps/member/paymentPassword',
      { oldPaymentPassword, newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: tok[who] ?? '' },
    );
  const orders = async () => (await get<WithdrawOrdersPage>('/wps/wallet/withdraw/orders')).value.totalCount;

  it('after 5 wrong ones refuses every check, even the right one, until the window passes', async () => {
    const before = await main();
    const held = heldMinor();
    const count = await orders();
    for (let i = 0; i < 4; i++) expectFailure(await withdrawWith(wrong), 'BAD_PAYMENT_PASSWORD', 200);
    // A wrong old payment password on the change page counts towards the same lockout.
    expectFailure(await changePaymentPassword('999999'), 'BAD_CREDENTIALS', 200);

    const locked = await withdrawWith(right);
    expectFailure(locked, 'PAYMENT_PASSWORD_LOCKED', 429);
    expect(locked.headers['retry-after']).toBe(String(WINDOW_MS / 1000));
    expect(locked.json<EnvelopeBody>().message).toBe(
      'Too many wrong payment passwords. Please try again in 15 min',
    );
    expectFailure(await withdrawWith(wrong), 'PAYMENT_PASSWORD_LOCKED', 429);
    expectFailure(await changePaymentPassword(DEMO_PAYMENT_PASSWORD), 'PAYMENT_PASSWORD_LOCKED', 429);
    // Nothing changed: no order, no money moved, the payment password is still the old one.
    expect(await orders()).toBe(count);
    expect(await main()).toBe(before);
    expect(heldMinor()).toBe(held);

    // Per member: down1 (same payment password) is not locked.
    const down1 = await upline(right);
    expect(body(down1).success, body(down1).message).toBe(true);

    clock += WINDOW_MS - 60_000;
    const almost = await withdrawWith(right);
    expectFailure(almost, 'PAYMENT_PASSWORD_LOCKED', 429);
    expect(almost.headers['retry-after']).toBe('60');
    expect(almost.json<EnvelopeBody>().message).toContain('try again in 1 min');
    clock += 60_000;
    const after = body<WithdrawCreated>(await withdrawWith(right));
    expect(after.success, after.message).toBe(true);
    expect(await orders()).toBe(count + 1);
    expect(await main()).toBe(before - 10);
  });

  it('a right payment password clears the count (transfer to upline)', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) expectFailure(await upline(wrong), 'BAD_PAYMENT_PASSWORD', 200);
      const res = await upline(right);
      expect(body(res).success, body(res).message).toBe(true);
    }
    for (let i = 0; i < 5; i++) expectFailure(await upline(wrong), 'BAD_PAYMENT_PASSWORD', 200);
    expectFailure(await upline(right), 'PAYMENT_PASSWORD_LOCKED', 429);
    // The change page shares down1's lockout; demo1 is not affected.
    expectFailure(
      await changePaymentPassword(DEMO_PAYMENT_PASSWORD, 'down1'),
      'PAYMENT_PASSWORD_LOCKED',
      429,
    );
    expect(body(await withdrawWith(right)).success).toBe(true);
    clock += WINDOW_MS;
    expect(body(await upline(right)).success).toBe(true);
  });
});
