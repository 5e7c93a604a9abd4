import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BankAccount, BankAccountList } from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, post } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
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
});
