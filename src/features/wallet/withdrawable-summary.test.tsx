// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptor } from '../../lib/api/client';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { testQueryClient, wrapper } from '../../components/test-support';
import { createWalletI18n, ok, refuse } from './test-support';
import { withdrawableOf } from './withdrawable-summary';

const { WithdrawPage } = await import('./withdraw-page');

// docs/contract-wallet.md "Money never strands": Withdraw shows MAIN plus the game wallets as
// withdrawable and offers "Recall to main wallet" while game wallets hold money.

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];
let wallets = [
  { wallet: 'MAIN', balance: 0 },
  { wallet: 'PG', balance: 3000 },
  { wallet: 'EVO', balance: 824.1 },
];
let recallAnswer: () => Response = () => ok({ main: 3824.1 });

const config = {
  min: 10,
  max: 200000,
  dailyMax: 500000,
  dailyRemaining: 500000,
  confirmTimeoutMinutes: 30,
  hasPaymentPassword: true,
};
const account = { id: 1, bankName: 'VCB', accountName: 'Demo', accountNumberMasked: '******6789' };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createWalletI18n();
  setEncryptor({ encrypt: (payload) => Promise.resolve(`enc:${JSON.stringify(payload)}`) });
});
beforeEach(() => {
  calls = [];
  wallets = [
    { wallet: 'MAIN', balance: 0 },
    { wallet: 'PG', balance: 3000 },
    { wallet: 'EVO', balance: 824.1 },
  ];
  recallAnswer = () => {
    wallets = [
      { wallet: 'MAIN', balance: 3824.1 },
      { wallet: 'PG', balance: 0 },
      { wallet: 'EVO', balance: 0 },
    ];
    return ok({ main: 3824.1 });
  };
  setSession({ token: 'tok', member: testMember() });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://test.local').pathname;
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
      const key = `${method} ${path}`;
      if (key === 'GET /wps/v2/wallets/list') return Promise.resolve(ok({ wallets }));
      if (key === 'GET /wps/v2/wallets/balance')
        return Promise.resolve(ok({ sumBalance: 0, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }));
      if (key === 'GET /wps/wallet/withdraw/config') return Promise.resolve(ok(config));
      if (key === 'GET /wps/wallet/bankAccounts') return Promise.resolve(ok({ list: [account] }));
      if (key === 'GET /wps/wallet/withdraw/orders')
        return Promise.resolve(ok({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 }));
      if (key === 'POST /wps/relay/MCS_recallAll') return Promise.resolve(recallAnswer());
      return Promise.resolve(refuse(`no route ${key}`, 'NOT_FOUND', 404));
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderPage() {
  const Wrapper = wrapper(i18n, testQueryClient());
  return render(
    <Wrapper>
      <WithdrawPage />
    </Wrapper>,
  );
}

const recalls = () => calls.filter((c) => c.method === 'POST' && c.path === '/wps/relay/MCS_recallAll');

describe('withdrawableOf', () => {
  it('adds MAIN and the game wallets without floating-point dust', () => {
    expect(
      withdrawableOf([
        { wallet: 'MAIN', balance: 0.1 },
        { wallet: 'PG', balance: 0.2 },
      ]),
    ).toEqual({ inGames: 0.2, total: 0.3 });
    expect(withdrawableOf([{ wallet: 'MAIN', balance: 12 }])).toEqual({ inGames: 0, total: 12 });
  });
});

describe('withdraw with money in game wallets', () => {
  it('shows MAIN plus the game wallets as withdrawable and recalls them in one click', async () => {
    const user = userEvent.setup();
    renderPage();
    const summary = await screen.findByTestId('wallet-withdrawable');
    expect(await within(summary).findByText('Withdrawable now: ₫3,824.10')).toBeTruthy();
    expect(within(summary).getByTestId('wallet-in-games').textContent).toContain(
      '₫3,824.10 of it is still in game wallets.',
    );
    // The form accepts what sits in the game wallets (the server recalls it inside the withdrawal).
    const form = screen.getByRole('form', { name: 'Withdraw' });
    expect(within(form).getByText('Available: ₫3,824.10')).toBeTruthy();
    await user.type(within(form).getByLabelText('Withdrawal amount'), '3824.11');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The amount is more than the available ₫3,824.10.')).toBeTruthy();

    await user.click(within(summary).getByRole('button', { name: 'Recall to main wallet' }));
    expect(
      await within(summary).findByText('Recalled to your main wallet. Main wallet: ₫3,824.10.'),
    ).toBeTruthy();
    expect(recalls()).toHaveLength(1);
    expect(recalls()[0]?.body).toEqual({ requestId: expect.any(String) as string });
    // The wallets are fetched again: nothing left in game wallets, the offer is gone.
    await waitFor(() =>
      expect(within(summary).queryByRole('button', { name: 'Recall to main wallet' })).toBeNull(),
    );
    expect(within(summary).getByText('Withdrawable now: ₫3,824.10')).toBeTruthy();
  });

  it('shows a failed recall and keeps the offer', async () => {
    const user = userEvent.setup();
    recallAnswer = () => refuse('The wallet service is busy, try again', 'REFUSED', 200);
    renderPage();
    const summary = await screen.findByTestId('wallet-withdrawable');
    await user.click(within(summary).getByRole('button', { name: 'Recall to main wallet' }));
    expect(await within(summary).findByRole('alert')).toHaveProperty(
      'textContent',
      'The wallet service is busy, try again',
    );
    expect(within(summary).getByRole('button', { name: 'Recall to main wallet' })).toBeTruthy();
  });

  it('offers no recall when the game wallets are empty', async () => {
    wallets = [
      { wallet: 'MAIN', balance: 500 },
      { wallet: 'PG', balance: 0 },
    ];
    renderPage();
    const summary = await screen.findByTestId('wallet-withdrawable');
    expect(await within(summary).findByText('Withdrawable now: ₫500')).toBeTruthy();
    expect(within(summary).queryByRole('button', { name: 'Recall to main wallet' })).toBeNull();
  });
});
