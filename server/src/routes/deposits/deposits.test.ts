import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DepositCreated,
  DepositMethods,
  DepositOrder,
  DepositOrdersPage,
} from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, post, postRaw, dev, main, rid, deposit } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down2', 'Down1234'],
    ['trial1', 'Trial1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

describe('deposits', () => {
  it('lists the brand methods and the deposit-limit headroom', async () => {
    const v = (await get<DepositMethods>('/wps/wallet/deposit/methods')).value;
    expect(v.methods.map((m) => m.id)).toEqual(['bank', 'momo', 'usdt']);
    expect(v.methods[0]).toMatchObject({ type: 'bank', min: 50, max: 500000 });
    expect(v.depositLimitRemaining).toBeNull();
  });

  it('creates a pending order with a reference; approval credits MAIN exactly once', async () => {
    const before = await main();
    const res = await post<DepositCreated>('/wps/wallet/deposit', {
      requestId: 'dep-a',
      methodId: 'bank',
      amount: 250.5,
    });
    expect(res.success, res.message).toBe(true);
    expect(res.value).toMatchObject({ status: 'pending', amount: 250.5, methodId: 'bank' });
    expect(res.value.orderId).toMatch(/^D20260115-\d{6}$/);
    // The same requestId answers the same order, no second order.
    const again = await post<DepositCreated>('/wps/wallet/deposit', {
      requestId: 'dep-a',
      methodId: 'bank',
      amount: 250.5,
    });
    expect(again.value).toEqual(res.value);
    expect(await main()).toBe(before);

    const approved = await dev<DepositOrder>(`/dev/payments/deposit/${res.value.orderId}/approve`);
    expect(approved.value).toMatchObject({ status: 'approved', amount: 250.5 });
    expect(approved.value.decidedAt).not.toBeNull();
    expect(await main()).toBe(before + 250.5);

    expectFailure(await dev(`/dev/payments/deposit/${res.value.orderId}/approve`), 'ALREADY_DECIDED');
    expectFailure(await dev(`/dev/payments/deposit/${res.value.orderId}/reject`), 'ALREADY_DECIDED');
    expect(await main()).toBe(before + 250.5);
    expectFailure(await dev('/dev/payments/deposit/D20260101-999999/approve'), 'NOT_FOUND');

    const page = (await get<DepositOrdersPage>('/wps/wallet/deposit/orders?pageSize=1')).value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 1, totalCount: 1, totalPages: 1 });
    expect(page.list[0]).toMatchObject({ orderId: res.value.orderId, status: 'approved' });
  });

  it('a rejected order moves no money', async () => {
    const before = await main();
    const res = await post<DepositCreated>('/wps/wallet/deposit', {
      requestId: 'dep-r',
      methodId: 'momo',
      amount: 30,
    });
    expect((await dev<DepositOrder>(`/dev/payments/deposit/${res.value.orderId}/reject`)).value.status).toBe(
      'rejected',
    );
    expectFailure(await dev(`/dev/payments/deposit/${res.value.orderId}/approve`), 'ALREADY_DECIDED');
    expect(await main()).toBe(before);
  });

  it('refuses bad amounts and methods with a clear failure, creating nothing', async () => {
    const count = async () => (await get<DepositOrdersPage>('/wps/wallet/deposit/orders')).value.totalCount;
    const before = await count();
    for (const amount of [0, -5, 100.005])
      expectFailure(
        await postRaw('/wps/wallet/deposit', { requestId: rid('bad'), methodId: 'bank', amount }),
        'VALIDATION',
        400,
      );
    expectFailure(
      await postRaw('/wps/wallet/deposit', { requestId: rid('bad'), methodId: 'bank', amount: 'ten' }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw('/wps/wallet/deposit', { requestId: rid('bad'), methodId: 'paypal', amount: 100 }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await post('/wps/wallet/deposit', { requestId: rid('bad'), methodId: 'bank', amount: 49.99 }),
      'AMOUNT_LIMIT',
    );
    expectFailure(
      await post('/wps/wallet/deposit', { requestId: rid('bad'), methodId: 'bank', amount: 500000.01 }),
      'AMOUNT_LIMIT',
    );
    expect(await count()).toBe(before);
  });

  it('refuses a deposit above the responsible-gaming limit, naming what is left', async () => {
    // down2's opening deposit (100, seeded at the same clock) counts in the rolling day.
    const set = await post('/wps/member/responsibleGaming', { depositLimits: { daily: 300 } }, 'down2');
    expect(set.success, set.message).toBe(true);
    expect(
      (await get<DepositMethods>('/wps/wallet/deposit/methods', 'down2')).value.depositLimitRemaining,
    ).toBe(200);
    const res = await post(
      '/wps/wallet/deposit',
      { requestId: rid('lim'), methodId: 'bank', amount: 250 },
      'down2',
    );
    expectFailure(res, 'DEPOSIT_LIMIT');
    expect(res.message).toContain('200');
    await deposit(150, 'down2');
    expect(
      (await get<DepositMethods>('/wps/wallet/deposit/methods', 'down2')).value.depositLimitRemaining,
    ).toBe(50);
    const more = await post(
      '/wps/wallet/deposit',
      { requestId: rid('lim'), methodId: 'bank', amount: 60 },
      'down2',
    );
    expectFailure(more, 'DEPOSIT_LIMIT');
    expect(more.message).toContain('50');
  });

  it('refuses trial accounts, excluded members and guests', async () => {
    expectFailure(
      await post('/wps/wallet/deposit', { requestId: rid('tr'), methodId: 'bank', amount: 100 }, 'trial1'),
      'TRIAL_ACCOUNT',
    );
    expectFailure(await get('/wps/wallet/withdraw/config', 'trial1'), 'TRIAL_ACCOUNT');
    expectFailure(await t.app.inject({ url: '/wps/wallet/deposit/methods' }), 'UNAUTHORIZED', 401);
    const secret = repositories(t.app).users.findByUsername('secret1');
    if (!secret) throw new Error('secret1 missing');
    t.app.db
      .prepare(
        "INSERT OR REPLACE INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at) VALUES (?, 'timeout', ?, ?, ?)",
      )
      .run(secret.id, clock, clock + 86_400_000, clock);
    expect(() =>
      t.app.services.deposits.create(secret.id, { requestId: 'x-1', methodId: 'bank', amount: 100 }),
    ).toThrow(expect.objectContaining({ code: 'SELF_EXCLUDED' }) as Error);
  });
});
