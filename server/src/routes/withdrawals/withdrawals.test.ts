import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BankAccountList,
  WithdrawConfig,
  WithdrawOrder,
  WithdrawOrdersPage,
} from '../../../../schemas/generated/api.ts';
import { BIG_PNG, expectFailure, GIF, JPG, moneyHelpers, PNG } from '../../money-test-utils.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { body, createTestApp, tokenFor, type TestApp, type EnvelopeBody } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, post, postRaw, dev, main, withdrawRaw, withdraw, proof, heldMinor, rid, deposit } = moneyHelpers(
  () => t.app,
  tok,
);
let bankId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['agent1', 'Agent1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
  // demo1's seeded payout account.
  bankId = (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list[0]?.id ?? 0;
});
afterAll(async () => t.close());

describe('withdrawals and the receipt', () => {
  it('answers the brand withdrawal config', async () => {
    expect((await get<WithdrawConfig>('/wps/wallet/withdraw/config')).value).toEqual({
      min: 10,
      max: 200000,
      dailyMax: 500000,
      dailyRemaining: 500000,
      confirmTimeoutMinutes: 30,
      hasPaymentPassword: true,
    });
    expect(
      (await get<WithdrawConfig>('/wps/wallet/withdraw/config', 'agent1')).value.hasPaymentPassword,
    ).toBe(false);
  });

  it('refuses bad withdrawals with a clear failure that moves nothing', async () => {
    const before = await main();
    const held = heldMinor();
    const ok = { bankAccountId: bankId, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const plain = await postRaw('/wps/wallet/withdraw', { requestId: rid('w'), amount: 20, ...ok });
    expectFailure(plain, 'ENC_REQUIRED', 400);
    for (const amount of [0, -10, 20.001])
      expectFailure(await withdrawRaw({ requestId: rid('w'), amount, ...ok }), 'VALIDATION', 400);
    expectFailure(await withdraw({ requestId: rid('w'), amount: 9.99, ...ok }), 'AMOUNT_LIMIT');
    expectFailure(await withdraw({ requestId: rid('w'), amount: 200000.01, ...ok }), 'AMOUNT_LIMIT');
    expectFailure(await withdraw({ requestId: rid('w'), amount: before + 1, ...ok }), 'INSUFFICIENT_BALANCE');
    expectFailure(
      await withdraw({ requestId: rid('w'), amount: 20, bankAccountId: bankId, paymentPassword: 'Wrong999' }),
      'BAD_PAYMENT_PASSWORD',
    );
    expectFailure(
      await withdraw({ requestId: rid('w'), amount: 20, ...ok, bankAccountId: 99999 }),
      'NOT_FOUND',
    );
    expectFailure(
      await withdraw({ requestId: rid('w'), amount: 20, bankAccountId: 1, paymentPassword: 'x' }, 'agent1'),
      'PAYMENT_PASSWORD_NOT_SET',
    );
    expect(await main()).toBe(before);
    expect(heldMinor()).toBe(held);
    expect((await get<WithdrawOrdersPage>('/wps/wallet/withdraw/orders')).value.totalCount).toBe(0);
  });

  it('debits MAIN into the held account at once; reject refunds exactly once', async () => {
    const before = await main();
    const held = heldMinor();
    const res = await withdraw({
      requestId: 'wd-1',
      amount: 100,
      bankAccountId: bankId,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(res.success, res.message).toBe(true);
    expect(res.value).toMatchObject({ status: 'pending', amount: 100 });
    expect(res.value.orderId).toMatch(/^W20260115-\d{6}$/);
    const again = await withdraw({
      requestId: 'wd-1',
      amount: 100,
      bankAccountId: bankId,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    });
    expect(again.value).toEqual(res.value);
    expect(await main()).toBe(before - 100);
    expect(heldMinor()).toBe(held + 10000);

    const rejected = await dev<WithdrawOrder>(`/dev/payments/withdraw/${res.value.orderId}/reject`);
    expect(rejected.value.status).toBe('rejected');
    expectFailure(await dev(`/dev/payments/withdraw/${res.value.orderId}/reject`), 'ALREADY_DECIDED');
    expectFailure(await dev(`/dev/payments/withdraw/${res.value.orderId}/disburse`), 'ALREADY_DECIDED');
    expect(await main()).toBe(before);
    expect(heldMinor()).toBe(held);
    expectFailure(
      await post(`/wps/wallet/withdraw/${res.value.orderId}/confirm`, { result: 'received' }),
      'NOT_DISBURSED',
    );
  });

  it('enforces the rolling daily maximum (rejected orders do not count)', async () => {
    await deposit(500000);
    const pw = { bankAccountId: bankId, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const a = await withdraw({ requestId: rid('d'), amount: 200000, ...pw });
    const b = await withdraw({ requestId: rid('d'), amount: 200000, ...pw });
    expect(a.success && b.success).toBe(true);
    const before = await main();
    expect((await get<WithdrawConfig>('/wps/wallet/withdraw/config')).value.dailyRemaining).toBe(100000);
    const c = await withdraw({ requestId: rid('d'), amount: 100000.01, ...pw });
    expectFailure(c, 'AMOUNT_LIMIT');
    expect(c.message).toContain('100000');
    expect(await main()).toBe(before);
    await dev(`/dev/payments/withdraw/${a.value.orderId}/reject`);
    await dev(`/dev/payments/withdraw/${b.value.orderId}/reject`);
    expect((await get<WithdrawConfig>('/wps/wallet/withdraw/config')).value.dailyRemaining).toBe(500000);
    expect((await withdraw({ requestId: rid('d'), amount: 100000.01, ...pw })).success).toBe(true);
  });

  it('receipt: received, partial, not received with proofs, confirmed twice, forced receipt', async () => {
    const pw = { bankAccountId: bankId, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const make = async () => {
      const res = await withdraw({ requestId: rid('rc'), amount: 50, ...pw });
      const d = await dev<WithdrawOrder>(`/dev/payments/withdraw/${res.value.orderId}/disburse`);
      expect(d.value.status).toBe('disbursed');
      return d.value;
    };
    const held = heldMinor();
    const first = await make();
    expect(heldMinor()).toBe(held);
    expect(Date.parse(first.confirmDeadline ?? '') - Date.parse(first.disbursedAt ?? '')).toBe(30 * 60_000);
    expectFailure(await dev(`/dev/payments/withdraw/${first.orderId}/disburse`), 'ALREADY_DECIDED');

    const balance = await main();
    const received = await post<WithdrawOrder>(`/wps/wallet/withdraw/${first.orderId}/confirm`, {
      result: 'received',
    });
    expect(received.value).toMatchObject({ status: 'received', receivedAmount: 50 });
    expectFailure(
      await post(`/wps/wallet/withdraw/${first.orderId}/confirm`, { result: 'notReceived' }),
      'ALREADY_CONFIRMED',
    );
    expect((await proof(first.orderId, PNG)).json<EnvelopeBody>().code).toBe('PROOF_NOT_ALLOWED');

    const second = await make();
    const url2 = `/wps/wallet/withdraw/${second.orderId}/confirm`;
    expectFailure(await postRaw(url2, { result: 'partial', receivedAmount: 50.01 }), 'VALIDATION', 400);
    // The full amount is not a partial receipt (the receipt machine's validPartial: 0 < x < amount).
    const full = await postRaw(url2, { result: 'partial', receivedAmount: 50 });
    expectFailure(full, 'VALIDATION', 400);
    expect(full.json<EnvelopeBody>().message).toBe(
      "body/receivedAmount must be less than the withdrawal amount 50; report the full amount with 'received'",
    );
    expectFailure(await postRaw(url2, { result: 'partial', receivedAmount: -5 }), 'VALIDATION', 400);
    expectFailure(await postRaw(url2, { result: 'partial', receivedAmount: 10.001 }), 'VALIDATION', 400);
    expectFailure(await postRaw(url2, { result: 'partial', receivedAmount: 0 }), 'VALIDATION', 400);
    expectFailure(await postRaw(url2, { result: 'partial' }), 'VALIDATION', 400);
    expectFailure(await postRaw(url2, { result: 'received', receivedAmount: 5 }), 'VALIDATION', 400);
    expect(
      (await get<WithdrawOrdersPage>('/wps/wallet/withdraw/orders?pageSize=100')).value.list.find(
        (o) => o.orderId === second.orderId,
      )?.status,
    ).toBe('disbursed'); // refused answers changed nothing
    const partial = await post<WithdrawOrder>(url2, { result: 'partial', receivedAmount: 49.99 });
    expect(partial.value).toMatchObject({ status: 'partial', receivedAmount: 49.99 });
    expectFailure(await post(url2, { result: 'partial', receivedAmount: 40 }), 'ALREADY_CONFIRMED');

    const third = await make();
    const nr = await post<WithdrawOrder>(`/wps/wallet/withdraw/${third.orderId}/confirm`, {
      result: 'notReceived',
    });
    expect(nr.value).toMatchObject({ status: 'notReceived', receivedAmount: 0, proofs: 0 });
    expect(body<{ proofs: number }>(await proof(third.orderId, PNG)).value.proofs).toBe(1);
    expectFailure(await proof(third.orderId, GIF, 'image/gif'), 'UNSUPPORTED_MEDIA_TYPE', 415);
    expectFailure(await proof(third.orderId, GIF, 'image/png'), 'UNSUPPORTED_MEDIA_TYPE', 415);
    expectFailure(await proof(third.orderId, BIG_PNG), 'PAYLOAD_TOO_LARGE', 413);
    expect(body<{ proofs: number }>(await proof(third.orderId, JPG, 'image/jpeg')).value.proofs).toBe(2);
    expect(body<{ proofs: number }>(await proof(third.orderId, PNG)).value.proofs).toBe(3);
    expectFailure(await proof(third.orderId, PNG), 'TOO_MANY_IMAGES', 200);
    expectFailure(await proof('W20260101-999999', PNG), 'NOT_FOUND', 200);
    // Confirmation never moves money.
    expect(await main()).toBe(balance - 100);

    // Forced receipt: past the deadline the order reads forcedReceived and cannot be confirmed.
    const fourth = await make();
    clock += 30 * 60_000 + 1;
    const list = (await get<WithdrawOrdersPage>('/wps/wallet/withdraw/orders?pageSize=100')).value.list;
    expect(list.find((o) => o.orderId === fourth.orderId)).toMatchObject({
      status: 'forcedReceived',
      receivedAmount: 50,
    });
    expect(list.find((o) => o.orderId === third.orderId)).toMatchObject({ status: 'notReceived', proofs: 3 });
    expectFailure(
      await post(`/wps/wallet/withdraw/${fourth.orderId}/confirm`, { result: 'notReceived' }),
      'CONFIRM_EXPIRED',
    );
    expect(list.find((o) => o.orderId === fourth.orderId)?.status).toBe('forcedReceived');
    expect(await main()).toBe(balance - 150);
  });
});
