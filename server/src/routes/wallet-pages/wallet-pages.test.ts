import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountRecordPage,
  BankAccount,
  BankAccountList,
  BettingRecordPage,
  BonusDetailsPage,
  DepositCreated,
  DepositMethods,
  DepositOrder,
  DepositOrdersPage,
  ManualRebate,
  ManualRebateClaimValue,
  MissionLeaderboard,
  MissionSummary,
  PersonalProfit,
  ReferralValue,
  RewardActivity,
  RewardCenter,
  WalletList,
  WithdrawConfig,
  WithdrawCreated,
  WithdrawOrder,
  WithdrawOrdersPage,
} from '../../../../schemas/generated/api.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-wallet-pages.ts';
import { body, createTestApp, sendEnc, tokenFor, type EnvelopeBody, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a', 'ascii'), Buffer.alloc(64, 3)]);
const BIG_PNG = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
const dataUrl = (mime: string, data: Buffer) => `data:${mime};base64,${data.toString('base64')}`;

let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['agent1', 'Agent1234'],
    ['down1', 'Down1234'],
    ['down2', 'Down1234'],
    ['trial1', 'Trial1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

const get = async <T>(url: string, who = 'demo1') =>
  body<T>(await t.app.inject({ url, headers: { token: tok[who] ?? '' } }));
const postRaw = (url: string, payload: unknown, who = 'demo1') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { token: tok[who] ?? '' },
    payload: payload as Record<string, unknown>,
  });
const post = async <T>(url: string, payload: unknown, who = 'demo1') =>
  body<T>(await postRaw(url, payload, who));
const dev = async <T>(url: string) => body<T>(await t.app.inject({ method: 'POST', url }));
const main = async (who = 'demo1') =>
  (await get<WalletList>('/wps/v2/wallets/list', who)).value.wallets.find((w) => w.wallet === 'MAIN')
    ?.balance ?? 0;
const withdrawRaw = (payload: Record<string, unknown>, who = 'demo1') =>
  sendEnc(t.app, 'POST', '/wps/wallet/withdraw', payload, { token: tok[who] ?? '' });
const withdraw = async (payload: Record<string, unknown>, who = 'demo1') =>
  body<WithdrawCreated>(await withdrawRaw(payload, who));
const proof = (orderId: string, data: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: `/wps/wallet/withdraw/${orderId}/proof`,
    headers: { token: tok.demo1 ?? '', 'content-type': type },
    payload: data,
  });
const heldMinor = () =>
  t.app.db
    .prepare<[], { s: number }>(
      `SELECT COALESCE(SUM(e.amount_minor), 0) AS s FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.kind = 'house' AND a.wallet = 'WITHDRAW_HELD'`,
    )
    .get()?.s ?? 0;
let bankId = 0;
let seq = 0;
const rid = (p: string) => `${p}-${++seq}`;

/** Creates and approves a deposit; returns the order id. */
async function deposit(amount: number, who = 'demo1'): Promise<string> {
  const created = await post<DepositCreated>(
    '/wps/wallet/deposit',
    { requestId: rid('dep'), methodId: 'bank', amount },
    who,
  );
  expect(created.success, created.message).toBe(true);
  expect((await dev<DepositOrder>(`/dev/payments/deposit/${created.value.orderId}/approve`)).success).toBe(
    true,
  );
  return created.value.orderId;
}

function expectFailure(res: EnvelopeBody | LightMyRequestResponse, code: string, status?: number): void {
  const b = 'statusCode' in res ? res.json<EnvelopeBody>() : res;
  if ('statusCode' in res && status !== undefined) expect(res.statusCode).toBe(status);
  expect(b.success).toBe(false);
  expect(b.code, b.message).toBe(code);
}

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
    const secret = t.app.services.repos.users.findByUsername('secret1');
    if (!secret) throw new Error('secret1 missing');
    t.app.db
      .prepare(
        "INSERT OR REPLACE INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at) VALUES (?, 'timeout', ?, ?, ?)",
      )
      .run(secret.id, clock, clock + 86_400_000, clock);
    expect(() =>
      t.app.services.payments.createDeposit(secret.id, { requestId: 'x-1', methodId: 'bank', amount: 100 }),
    ).toThrow(expect.objectContaining({ code: 'SELF_EXCLUDED' }) as Error);
  });
});

describe('bank accounts and withdrawals', () => {
  it('lists the seeded bank account masked and validates new ones', async () => {
    const list = (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list;
    expect(list).toEqual([
      {
        id: expect.any(Number) as number,
        bankName: 'Vietcombank',
        accountName: 'NGUYEN VAN DEMO',
        accountNumberMasked: '******6789',
      },
    ]);
    bankId = list[0]?.id ?? 0;
    const added = await post<BankAccount>('/wps/wallet/bankAccounts', {
      bankName: 'Techcombank',
      accountName: 'Nguyễn Văn Demo',
      accountNumber: '1903 4567 8901',
    });
    expect(added.value).toMatchObject({ bankName: 'Techcombank', accountNumberMasked: '********8901' });
    expectFailure(
      await post('/wps/wallet/bankAccounts', {
        bankName: 'X',
        accountName: 'A B',
        accountNumber: '12345678',
      }),
      'VALIDATION',
    );
    expectFailure(
      await post('/wps/wallet/bankAccounts', {
        bankName: 'ACB',
        accountName: '<b>',
        accountNumber: '12345678',
      }),
      'VALIDATION',
    );
    expectFailure(
      await post('/wps/wallet/bankAccounts', { bankName: 'ACB', accountName: 'Demo', accountNumber: '12ab' }),
      'VALIDATION',
    );
    expectFailure(
      await post('/wps/wallet/bankAccounts', {
        bankName: 'ACB',
        accountName: 'Demo',
        accountNumber: '190345678901',
      }),
      'VALIDATION',
    );
    for (let i = 0; i < 3; i++)
      expect(
        (
          await post('/wps/wallet/bankAccounts', {
            bankName: 'ACB',
            accountName: 'Demo',
            accountNumber: `5550000${i}`,
          })
        ).success,
      ).toBe(true);
    expectFailure(
      await post('/wps/wallet/bankAccounts', {
        bankName: 'ACB',
        accountName: 'Demo',
        accountNumber: '55500009',
      }),
      'BANK_ACCOUNT_LIMIT',
    );
    expect((await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list).toHaveLength(5);
  });

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

describe('records', () => {
  let stakes = 0;
  let payouts = 0;
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      const r = await post<{ payout: number }>('/wps/inhouse/dice/bet', {
        requestId: rid('dice'),
        stake: 10,
        target: 49.5,
        direction: 'under',
      });
      expect(r.success, r.message).toBe(true);
      stakes += 10;
      payouts += r.value.payout;
    }
  });

  it('betting record: pagination, filters and summary', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const page = (
      await get<BettingRecordPage>(`/wps/relay/ODSFE_bettingRecord?from=${day}&to=${day}&pageSize=2`)
    ).value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ vendor: 'INHOUSE', gameName: 'Lotus Dice', stake: 10 });
    expect(page.summary.stake).toBe(stakes);
    expect(page.summary.payout).toBeCloseTo(payouts, 2);
    expect(page.summary.net).toBeCloseTo(payouts - stakes, 2);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?pageNo=3&pageSize=2')).value.list,
    ).toHaveLength(1);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?gameName=dice&vendor=inhouse')).value
        .totalCount,
    ).toBe(5);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?gameName=crash')).value.totalCount,
    ).toBe(0);
    expect((await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?vendor=PG')).value.totalCount).toBe(
      0,
    );
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?from=2020-01-01&to=2020-01-07')).value
        .totalCount,
    ).toBe(0);
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?from=2026-01-10&to=2026-01-01',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?from=2026-02-30',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?pageSize=101',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
  });

  it('account record: every movement, signed, with the balance after and references', async () => {
    const v = (
      await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?pageSize=100&from=2026-01-01&to=2026-01-31')
    ).value;
    const kinds = new Set(v.list.map((e) => e.kind));
    for (const k of ['deposit', 'withdraw', 'withdrawRefund', 'transferIn', 'transferOut', 'bet'])
      expect(kinds).toContain(k);
    const newestMain = v.list.find((e) => e.wallet === 'MAIN');
    expect(newestMain?.balanceAfter).toBe(await main());
    const dep = v.list.find((e) => e.kind === 'deposit');
    expect(dep?.reference).toMatch(/^D\d{8}-\d{6}$/);
    expect(v.list.find((e) => e.kind === 'withdraw')?.amount).toBeLessThan(0);
    expect(v.list.every((e) => e.reference !== '')).toBe(true);
    const onlyBets = (await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?kind=bet&pageSize=100'))
      .value;
    expect(onlyBets.totalCount).toBe(5);
    expect(onlyBets.list.every((e) => e.kind === 'bet' && e.amount === -10)).toBe(true);
    const up = (await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?kind=upline', 'agent1')).value;
    expect(up.list[0]).toMatchObject({ kind: 'upline', amount: 25.5 });
  });

  it('personal profit per day', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const v = (await get<PersonalProfit>('/wps/relay/MCS_personalProfit')).value;
    expect(v.days).toHaveLength(7);
    expect(v.days[6]?.date).toBe(day);
    expect(v.days[6]?.stake).toBe(stakes);
    expect(v.total.net).toBeCloseTo(payouts - stakes, 2);
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/MCS_personalProfit?from=2025-01-01&to=2026-01-01',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
  });

  it("uses the member's days: tzOffset minutes east of UTC", async () => {
    // down2 bets at 23:30 UTC on 2026-01-15: 00:30 on the 16th at UTC+1, 22:30 on the 15th at UTC-1.
    const saved = clock;
    clock = Date.UTC(2026, 0, 15, 23, 30);
    try {
      const bet = await post(
        '/wps/inhouse/dice/bet',
        { requestId: rid('tz'), stake: 10, target: 49.5, direction: 'under' },
        'down2',
      );
      expect(bet.success, bet.message).toBe(true);
      const bets = async (query: string) =>
        (await get<BettingRecordPage>(`/wps/relay/ODSFE_bettingRecord?${query}`, 'down2')).value.totalCount;
      expect(await bets('from=2026-01-16&to=2026-01-16&tzOffset=60')).toBe(1);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=60')).toBe(0);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=0')).toBe(1);
      expect(await bets('from=2026-01-15&to=2026-01-15')).toBe(1);
      expect(await bets('from=2026-01-16&to=2026-01-16')).toBe(0);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=-60')).toBe(1);
      expect(await bets('from=2026-01-16&to=2026-01-16&tzOffset=840')).toBe(1);

      const moves = async (query: string) =>
        (await get<AccountRecordPage>(`/wps/relay/ODSFE2_MemTransDet?kind=bet&${query}`, 'down2')).value
          .totalCount;
      expect(await moves('from=2026-01-16&to=2026-01-16&tzOffset=60')).toBe(1);
      expect(await moves('from=2026-01-16&to=2026-01-16&tzOffset=0')).toBe(0);

      // Per-day profit is grouped by the member's day; the default range ends on the member's today.
      const profit = async (query: string) =>
        (await get<PersonalProfit>(`/wps/relay/MCS_personalProfit?${query}`, 'down2')).value;
      const plus1 = await profit('tzOffset=60');
      expect(plus1.days.map((d) => d.date)).toEqual([
        '2026-01-10',
        '2026-01-11',
        '2026-01-12',
        '2026-01-13',
        '2026-01-14',
        '2026-01-15',
        '2026-01-16',
      ]);
      expect(plus1.days[6]?.stake).toBe(10);
      expect(plus1.days[5]?.stake).toBe(0);
      const utc = await profit('');
      expect(utc.days[6]).toMatchObject({ date: '2026-01-15', stake: 10 });
      expect((await profit('from=2026-01-15&to=2026-01-16&tzOffset=60')).days).toMatchObject([
        { date: '2026-01-15', stake: 0 },
        { date: '2026-01-16', stake: 10 },
      ]);

      for (const bad of ['841', '-841', '1.5', 'east'])
        for (const url of [
          `/wps/relay/ODSFE_bettingRecord?tzOffset=${bad}`,
          `/wps/relay/ODSFE2_MemTransDet?tzOffset=${bad}`,
          `/wps/relay/MCS_personalProfit?tzOffset=${bad}`,
        ]) {
          const res = await t.app.inject({ url, headers: { token: tok.down2 ?? '' } });
          expectFailure(res, 'VALIDATION', 400);
          expect(res.json<EnvelopeBody>().message).toContain('tzOffset');
        }
    } finally {
      clock = saved;
    }
  });

  it('manual rebate: rate × stakes since the last claim, claimed once', async () => {
    const v = (await get<ManualRebate>('/wps/relay/MCS_manualRebate')).value;
    expect(v.rate).toBe(0.005);
    expect(v.claimable).toBe(0.25);
    const before = await main();
    const claim = await post<ManualRebateClaimValue>('/wps/relay/MCS_manualRebate', { requestId: 'reb-1' });
    expect(claim.value).toEqual({ claimed: 0.25, main: before + 0.25 });
    expect(
      (await post<ManualRebateClaimValue>('/wps/relay/MCS_manualRebate', { requestId: 'reb-1' })).value,
    ).toEqual(claim.value);
    expectFailure(await post('/wps/relay/MCS_manualRebate', { requestId: 'reb-2' }), 'NOTHING_TO_CLAIM');
    expect(await main()).toBe(before + 0.25);
    const after = (await get<ManualRebate>('/wps/relay/MCS_manualRebate')).value;
    expect(after.claimable).toBe(0);
    expect(after.history).toEqual([{ amount: 0.25, createdAt: new Date(clock).toISOString() }]);
  });
});

describe('reward centre, referral, missions', () => {
  const status = async (id: string) =>
    (await get<RewardCenter>('/wps/relay/MCS_rewardCenter')).value.list.find((a) => a.id === id)?.status;

  it('lists activities with their statuses', async () => {
    const list = (await get<RewardCenter>('/wps/relay/MCS_rewardCenter')).value.list;
    expect(Object.fromEntries(list.map((a) => [a.id, a.status]))).toEqual({
      'daily-bonus': 'claim',
      'weekend-cup': 'join',
      'zalo-share': 'join',
      'first-deposit': 'join',
      'vip-cashback': 'process',
      'lunar-festival': 'coming soon',
      'summer-2025': 'close',
    });
    expect(list.find((a) => a.id === 'zalo-share')?.needsApplication).toBe(true);
  });

  it('claim credits the bonus once; join then claim', async () => {
    const before = await main();
    const claimed = await post<RewardActivity>('/wps/relay/MCS_rewardAction', {
      id: 'daily-bonus',
      action: 'claim',
    });
    expect(claimed.value.status).toBe('claimed');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'daily-bonus', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(await main()).toBe(before + 5);
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(
      (await post<RewardActivity>('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'join' })).value
        .status,
    ).toBe('joined');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'join' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(
      (await post<RewardActivity>('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'claim' }))
        .value.status,
    ).toBe('claimed');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'lunar-festival', action: 'join' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'summer-2025', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(await post('/wps/relay/MCS_rewardAction', { id: 'nope', action: 'claim' }), 'NOT_FOUND');
    expect(await main()).toBe(before + 55);
    const bonus = (await get<BonusDetailsPage>('/wps/relay/MCS_bonusDetails')).value;
    expect(bonus.totalCount).toBe(2);
    expect(bonus.list.map((b) => [b.name, b.amount, b.status])).toEqual([
      ['Weekend slot cup', 50, 'issued'],
      ['Daily login bonus', 5, 'issued'],
    ]);
  });

  it('application: remark and image rules, then applying and an operator decision', async () => {
    const url = '/wps/relay/MCS_rewardApply';
    const png = dataUrl('image/png', PNG);
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'x'.repeat(141), images: [] }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [png, png, png, png] }),
      'TOO_MANY_IMAGES',
      200,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/gif', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/png', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/png', BIG_PNG)] }),
      'PAYLOAD_TOO_LARGE',
      413,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: ['not a data url'] }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw(url, { id: 'daily-bonus', remark: 'ok', images: [] }),
      'ACTIVITY_UNAVAILABLE',
      200,
    );
    expect(await status('zalo-share')).toBe('join');
    const applied = await post<RewardActivity>(url, {
      id: 'zalo-share',
      remark: 'x'.repeat(140),
      images: [png, dataUrl('image/jpeg', JPG), png],
    });
    expect(applied.value.status).toBe('applying');
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'again', images: [] }),
      'ACTIVITY_UNAVAILABLE',
      200,
    );
    const before = await main();
    const issued = await post<RewardActivity>('/dev/payments/reward/decide', {
      account: 'demo1',
      id: 'zalo-share',
      decision: 'issue',
    });
    expect(issued.value.status).toBe('issued');
    expect(await main()).toBe(before + 131);
    expect(
      (await post<RewardActivity>(url, { id: 'first-deposit', remark: '', images: [] })).value.status,
    ).toBe('applying');
    await post('/dev/payments/reward/decide', { account: 'demo1', id: 'first-deposit', decision: 'reject' });
    expect(await status('first-deposit')).toBe('rejected');
    expect(await main()).toBe(before + 131);
  });

  it('referral: code, invite link and invited friends', async () => {
    const v = (await get<ReferralValue>('/wps/relay/MCS_referral')).value;
    expect(v.enabled).toBe(true);
    expect(v.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(v.inviteLink).toMatch(
      new RegExp(`^http://localhost(:80)?/register\\?referralCode=${v.referralCode}$`),
    );
    expect(v.invited).toEqual([]);
    t.app.services.repos.users.insert({
      username: 'friend01',
      passwordHash: 'x',
      passwordChangedAt: clock,
      createdAt: clock,
      profile: { referralCode: v.referralCode.toLowerCase() },
    });
    const again = (await get<ReferralValue>('/wps/relay/MCS_referral')).value;
    expect(again.referralCode).toBe(v.referralCode);
    expect(again.invited).toEqual([
      { account: 'fr***1', registeredAt: new Date(clock).toISOString(), deposited: false },
    ]);
  });

  it('missions and the seeded leaderboard', async () => {
    const m = (await get<MissionSummary>('/wps/relay/MCSFE_getMissionSummaryDetails')).value;
    expect(m.missions.map((x) => [x.id, x.progress, x.status])).toEqual([
      ['first-bets', 5, 'inProgress'],
      ['stake-1000', 50, 'inProgress'],
      ['deposit-3', 2, 'inProgress'],
    ]);
    expect(m.count).toBe(3);
    const lb = (await get<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard')).value.list;
    expect(lb[0]).toEqual({ rank: 1, player: 'lo***8', points: 15200 });
    expect(lb).toHaveLength(8);
  });
});

// Last: its transfers to the upline would otherwise be the newest movements the records tests read.
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
      'Too many wrong payment passwords. Please try again in 15 minutes',
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
    expect(almost.json<EnvelopeBody>().message).toContain('try again in 1 minute');
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

describe('production', () => {
  it('has no development payment provider', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/dev/payments/deposit/D20260101-000001/approve',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
