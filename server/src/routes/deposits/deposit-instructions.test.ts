import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasValidCrc, parseEmvTlv } from '../../../../core/emv-qr.ts';
import type {
  BankDepositInstructions,
  BrandPayments,
  CryptoDepositInstructions,
  DepositCreated,
  DepositMethods,
  DepositOrder,
  EwalletDepositInstructions,
} from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { cryptoAmountDue, depositInstructionProblems, transferReference } from '../../services/deposits.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const MINUTE = 60_000;
const tok: Record<string, string> = {};
const { get, post, dev, main, rid } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down1', 'Down1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

const create = async (methodId: string, amount: number, who = 'demo1') => {
  const res = await post<DepositCreated>(
    '/wps/wallet/deposit',
    { requestId: rid('di'), methodId, amount },
    who,
  );
  expect(res.success, res.message).toBe(true);
  return res.value;
};
const poll = (orderId: string, who = 'demo1') =>
  get<DepositOrder>(`/wps/wallet/deposit/orders/${orderId}`, who);
const sandbox = (orderId: string) => t.app.inject({ url: `/dev/pay/${orderId}` });
const decide = (orderId: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url: `/dev/pay/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe('deposit instructions', () => {
  it('bank transfer: the receiving account, a transfer reference and a VietQR payload with a valid CRC', async () => {
    const order = await create('bank', 250000);
    expect(order.expiresAt).toBe(new Date(clock + 30 * MINUTE).toISOString());
    expect(order.sandboxUrl).toBe(`/dev/pay/${order.orderId}`);
    const i = order.instructions as BankDepositInstructions;
    expect(i).toMatchObject({
      type: 'bank',
      bank: { code: 'VCB', bin: '970436', name: 'Vietcombank' },
      holder: 'CONG TY TNHH LOTUS GAMING',
      accountNumber: '1023456789',
      transferReference: `LOTUS${order.orderId.replace('-', '')}`,
    });
    expect(i.transferReference).toMatch(/^[A-Z0-9]{1,25}$/);
    expect(hasValidCrc(i.qrPayload)).toBe(true);
    const fields = new Map(parseEmvTlv(i.qrPayload).map((f) => [f.id, f.value]));
    expect(fields.get('54')).toBe('250000');
    expect(fields.get('53')).toBe('704');
    expect(fields.get('38')).toContain('0006970436');
    expect(fields.get('38')).toContain('01101023456789');
    expect(parseEmvTlv(fields.get('62') ?? '')).toEqual([{ id: '08', value: i.transferReference }]);
  });

  it('a repeated requestId answers the same order with the same instructions', async () => {
    const payload = { requestId: rid('same'), methodId: 'bank', amount: 100 };
    const first = await post<DepositCreated>('/wps/wallet/deposit', payload);
    const again = await post<DepositCreated>('/wps/wallet/deposit', payload);
    expect(again.value).toEqual(first.value);
  });

  it('e-wallet: wallet, reference, a deep link with the values URL-encoded, and the link as QR', async () => {
    const order = await create('momo', 1500.5);
    const i = order.instructions as EwalletDepositInstructions;
    expect(i).toMatchObject({
      type: 'ewallet',
      wallet: 'MoMo',
      holder: 'LOTUS GAMING',
      accountId: '0912345678',
    });
    expect(i.deepLink).toBe(`https://nhantien.momo.vn/0912345678/1500.5?note=${i.transferReference}`);
    expect(i.qrPayload).toBe(i.deepLink);
  });

  it('crypto: address, network and the amount due in the coin, rounded up', async () => {
    const order = await create('usdt', 250000);
    const i = order.instructions as CryptoDepositInstructions;
    expect(i).toMatchObject({
      type: 'crypto',
      currency: 'USDT',
      network: 'TRC20',
      address: 'TLotusDemo9b4Yv2kQ8sX1mWc7RjN3pZtF',
      rate: 25400,
      amountDue: '9.842520', // 250,000 / 25,400 = 9.8425196… → up to 6 decimals
      qrPayload: 'TLotusDemo9b4Yv2kQ8sX1mWc7RjN3pZtF',
    });
  });

  it('gives every order its own transfer reference', async () => {
    const refs = new Set<string>();
    for (let n = 0; n < 5; n++) {
      const i = (await create('bank', 100 + n)).instructions as BankDepositInstructions;
      refs.add(i.transferReference);
    }
    expect(refs.size).toBe(5);
  });

  it('the methods list shows no receiving details (only the order does)', async () => {
    const v = (await get<DepositMethods>('/wps/wallet/deposit/methods')).value;
    expect(v.methods[0]).toEqual({ id: 'bank', name: 'Bank transfer', type: 'bank', min: 50, max: 500000 });
  });
});

describe('order status', () => {
  it('answers the member’s own order; another member’s or an unknown one is NOT_FOUND', async () => {
    const order = await create('bank', 300);
    const own = await poll(order.orderId);
    expect(own.value).toMatchObject({
      orderId: order.orderId,
      status: 'pending',
      amount: 300,
      expiresAt: order.expiresAt,
      decidedAt: null,
    });
    expectFailure(await poll(order.orderId, 'down1'), 'NOT_FOUND');
    expectFailure(await poll('D20260101-999999'), 'NOT_FOUND');
    const bad = await t.app.inject({
      url: '/wps/wallet/deposit/orders/%3Cscript%3E',
      headers: { token: tok.demo1 ?? '' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ url: `/wps/wallet/deposit/orders/${order.orderId}` });
    expect(anonymous.json<{ code: string }>().code).toBe('UNAUTHORIZED');
  });
});

describe('sandbox page', () => {
  it('shows the order in a page that passes the CSP: nonce on its only style, no script, labelled buttons', async () => {
    const order = await create('bank', 1234);
    const res = await sandbox(order.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("form-action 'self'");
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/\son[a-z]+=/i);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(order.orderId);
    expect(res.body).toContain((order.instructions as BankDepositInstructions).transferReference);
    expect(res.body).toContain('₫1,234');
    expect(res.body).toContain('Waiting for payment');
    expect(res.body).toMatch(/<button type="submit" name="decision" value="approve"[^>]*>Approve payment</);
    expect(res.body).toMatch(/<button type="submit" name="decision" value="decline"[^>]*>Decline</);
    expect(res.body).toContain(`action="/dev/pay/${order.orderId}"`);
  });

  it('has no axe violations, pending and decided', async () => {
    // jsdom ships no types; only its constructor and the window's eval are used.
    const jsdom = 'jsdom';
    const { JSDOM } = (await import(jsdom)) as {
      JSDOM: new (
        html: string,
        options: { runScripts: 'outside-only' },
      ) => {
        window: { eval(code: string): void; document: Document; axe?: typeof axeCore };
      };
    };
    const axeCore = (await import('axe-core')).default;
    const violations = async (html: string) => {
      const { window } = new JSDOM(html, { runScripts: 'outside-only' });
      window.eval(axeCore.source);
      if (!window.axe) throw new Error('axe-core did not load in jsdom');
      const result = await window.axe.run(window.document, {
        rules: { 'color-contrast': { enabled: false } },
      });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    };
    const order = await create('usdt', 700);
    expect(await violations((await sandbox(order.orderId)).body)).toEqual([]);
    expect(await violations((await decide(order.orderId, 'approve')).body)).toEqual([]);
    expect(await violations((await sandbox('D20260101-999999')).body)).toEqual([]);
  });

  it('approve credits MAIN once through the ledger; approving again changes nothing', async () => {
    const before = await main();
    const order = await create('bank', 500);
    const res = await decide(order.orderId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment approved.');
    expect(res.body).toContain('>Paid<');
    expect(res.body).not.toContain('Approve payment');
    expect(await main()).toBe(before + 500);
    expect((await poll(order.orderId)).value).toMatchObject({ status: 'approved' });

    const twice = await decide(order.orderId, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain('already approved');
    expectFailure(await dev(`/dev/payments/deposit/${order.orderId}/approve`), 'ALREADY_DECIDED');
    expect(await main()).toBe(before + 500);
    const credits = t.app.db
      .prepare<[string], { n: number }>(
        "SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'deposit' AND reference = ?",
      )
      .get(order.orderId)?.n;
    expect(credits).toBe(1);
  });

  it('decline rejects the order and moves no money', async () => {
    const before = await main();
    const order = await create('momo', 80);
    const res = await decide(order.orderId, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Payment declined.');
    expect((await poll(order.orderId)).value.status).toBe('rejected');
    expect((await decide(order.orderId, 'approve')).statusCode).toBe(409);
    expect(await main()).toBe(before);
  });

  it('refuses a decision it does not know, and answers 404 for an unknown order', async () => {
    const order = await create('bank', 90);
    const res = await decide(order.orderId, 'maybe');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose');
    expect((await poll(order.orderId)).value.status).toBe('pending');
    const unknown = await sandbox('D20260101-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No deposit order D20260101-999999');
    expect(unknown.headers['content-security-policy']).toContain("'nonce-");
    expect((await decide('D20260101-999999', 'approve')).statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('an order past expiresAt is expired: it cannot be approved, moves nothing and stops counting against limits', async () => {
    const set = await post('/wps/member/responsibleGaming', { depositLimits: { daily: 1000000 } }, 'down1');
    expect(set.success, set.message).toBe(true);
    const headroom = async () =>
      (await get<DepositMethods>('/wps/wallet/deposit/methods', 'down1')).value.depositLimitRemaining;
    const start = await headroom();
    const before = await main('down1');
    const order = await create('bank', 400, 'down1');
    expect(await headroom()).toBe((start ?? 0) - 400);

    clock += 30 * MINUTE - 1;
    expect((await poll(order.orderId, 'down1')).value.status).toBe('pending');
    clock += 1;
    expect((await poll(order.orderId, 'down1')).value).toMatchObject({
      status: 'expired',
      decidedAt: order.expiresAt,
    });
    const page = await sandbox(order.orderId);
    expect(page.body).toContain('Expired');
    expect(page.body).not.toContain('Approve payment');
    const res = await decide(order.orderId, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('expired at');
    const api = await dev(`/dev/payments/deposit/${order.orderId}/approve`);
    expectFailure(api, 'ALREADY_DECIDED');
    expect(api.message).toContain('can no longer be approved');
    expect(await main('down1')).toBe(before);
    expect(await headroom()).toBe(start);
    const stored = t.app.db
      .prepare<[string], { status: string; reason: string | null }>(
        'SELECT status, reason FROM deposit_orders WHERE reference = ?',
      )
      .get(order.orderId);
    expect(stored).toEqual({ status: 'rejected', reason: 'expired' });
  });

  it('a pending order nobody looked at is expired in the list and no longer limits a new order', async () => {
    const order = await create('bank', 600, 'down1');
    clock += 31 * MINUTE;
    const list = (await get<{ list: DepositOrder[] }>('/wps/wallet/deposit/orders?pageSize=1', 'down1')).value
      .list;
    expect(list[0]).toMatchObject({ orderId: order.orderId, status: 'expired' });
    // Creating the next order stores the expiry first.
    await create('bank', 50, 'down1');
    expect(
      t.app.db
        .prepare<[string], { reason: string | null }>('SELECT reason FROM deposit_orders WHERE reference = ?')
        .get(order.orderId)?.reason,
    ).toBe('expired');
  });
});

describe('pure helpers', () => {
  it('transferReference keeps letters and digits only', () => {
    expect(transferReference('Lotus-VN', 'D20260115-000123')).toBe('LOTUSVND20260115000123');
  });

  it('cryptoAmountDue rounds up to the coin decimals without float error', () => {
    expect(cryptoAmountDue(25_400_00, 2, 25400, 6)).toBe('1.000000');
    expect(cryptoAmountDue(25_400_01, 2, 25400, 6)).toBe('1.000001');
    expect(cryptoAmountDue(1, 2, 25400, 6)).toBe('0.000001');
    expect(cryptoAmountDue(10_000, 0, 3, 0)).toBe('3334');
    expect(cryptoAmountDue(30, 2, 0.1, 2)).toBe('3.00');
  });

  it('depositInstructionProblems names a method without its details, a bank off the list and duplicates', () => {
    const pay = {
      banks: [
        { code: 'VCB', bin: '970436', name: 'Vietcombank' },
        { code: 'VCB', bin: '970436', name: 'Again' },
      ],
      depositMethods: [
        {
          id: 'bank',
          name: 'Bank',
          type: 'bank',
          min: 1,
          max: 2,
          bankAccount: { bank: 'XYZ', holder: 'A B', accountNumber: '123456' },
        },
        { id: 'momo', name: 'MoMo', type: 'ewallet', min: 1, max: 2 },
        {
          id: 'usdt',
          name: 'USDT',
          type: 'crypto',
          min: 1,
          max: 2,
          crypto: { currency: 'USDT', network: 'TRC20', address: 'T'.repeat(34), rate: 1, decimals: 6 },
          bankAccount: { bank: 'VCB', holder: 'A B', accountNumber: '123456' },
        },
      ],
    } as unknown as BrandPayments;
    expect(depositInstructionProblems(pay, 'payments.json').map((p) => `${p.pointer}: ${p.message}`)).toEqual(
      [
        '/banks/1/code: duplicate bank code "VCB"',
        '/banks/1/bin: duplicate bank bin "970436"',
        '/depositMethods/0/bankAccount/bank: bank "XYZ" is not in the bank list (banks)',
        '/depositMethods/1: a ewallet method needs "ewallet" (what the cashier shows the player)',
        '/depositMethods/2/bankAccount: "bankAccount" does not belong to a crypto method',
      ],
    );
  });
});
