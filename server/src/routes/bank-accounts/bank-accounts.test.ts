import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankAccount, BankAccountList, BankList } from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, post } = moneyHelpers(() => t.app, tok);
let down1 = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
  down1 = await tokenFor(t.app, 'down1', 'Down1234');
});
afterAll(async () => t.close());

describe('bank accounts', () => {
  it('lists the seeded bank account masked and validates new ones', async () => {
    const list = (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list;
    expect(list.every((account) => Number.isInteger(account.id))).toBe(true);
    expect(list.map(({ id: _id, ...account }) => account)).toEqual([
      {
        bankName: 'Vietcombank',
        accountName: 'NGUYEN VAN DEMO',
        accountNumberMasked: '******6789',
      },
    ]);
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

  it("serves the brand's bank list without a token, in the brand file's order", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/wallet/banks' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ success: boolean; value: BankList }>();
    expect(body.success).toBe(true);
    expect(body.value.list).toEqual(t.app.services.bankAccounts.banks().list);
    expect(body.value.list[0]).toEqual({ code: 'VCB', bin: '970436', name: 'Vietcombank' });
    expect(body.value.list.map((b) => b.code)).toContain('ACB');
    for (const bank of body.value.list) expect(Object.keys(bank).sort()).toEqual(['bin', 'code', 'name']);
  });

  it('refuses a bank not in the list with UNKNOWN_BANK, keeps the list name of a code or any-case name', async () => {
    const as = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/wallet/bankAccounts',
        headers: { token: down1 },
        payload: body,
      });
    const unknown = (
      await as({ bankName: 'My Own Bank', accountName: 'Demo', accountNumber: '44400001' })
    ).json<{
      success: boolean;
      code: string;
      message: string;
    }>();
    expect(unknown).toMatchObject({ success: false, code: 'UNKNOWN_BANK' });
    expect(unknown.message).toBe("bankName must be one of the brand's banks");
    const before = (
      await t.app.inject({ method: 'GET', url: '/wps/wallet/bankAccounts', headers: { token: down1 } })
    ).json<{ value: BankAccountList }>().value.list;
    expect(before.some((a) => a.accountNumberMasked.endsWith('0001'))).toBe(false);

    const byCode = (await as({ bankName: ' vcb ', accountName: 'Demo', accountNumber: '44400002' })).json<{
      value: BankAccount;
    }>();
    expect(byCode.value.bankName).toBe('Vietcombank');
    const byName = (
      await as({ bankName: 'techCOMBANK', accountName: 'Demo', accountNumber: '44400003' })
    ).json<{
      value: BankAccount;
    }>();
    expect(byName.value.bankName).toBe('Techcombank');
  });
});
