// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptor } from '../../lib/api/client';
import { clearSession, setSession } from '../../lib/session';
import { testQueryClient, wrapper } from '../../components/test-support';
import { createWalletI18n, ok, refuse } from './test-support';
import { testMember } from '../../lib/api/test-member';

const { TransferFundPage } = await import('./transfer-fund-page');
const { DepositPage } = await import('./deposit-page');
const { WithdrawPage } = await import('./withdraw-page');
const { BettingRecordPage, AccountRecordPage, PersonalProfitPage, BonusDetailsPage } =
  await import('./records-pages');
const { TransferUplinePage } = await import('./transfer-upline-page');
const { RewardCentrePage } = await import('./reward-centre-page');
const { ReferralPage } = await import('./referral-page');
const { MissionPage } = await import('./mission-page');
const { MissionBadge } = await import('./mission-badge');
const { ManualRebatePage } = await import('./manual-rebate-page');
const { WithdrawalReceipt } = await import('./withdrawal-receipt');

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Route = (call: Call) => Response | Promise<Response>;
let routes: Record<string, Route> = {};
let calls: Call[] = [];

const member = testMember({ toUpline: true, countryDialingCode: '' });

const page = <T,>(list: T[], totalPages = 1, pageNo = 1) => ({
  list,
  pageNo,
  pageSize: 10,
  totalCount: list.length,
  totalPages,
});
const wallets = {
  wallets: [
    { wallet: 'MAIN', balance: 500 },
    { wallet: 'PG', balance: 20 },
  ],
};
const base: Record<string, Route> = {
  'GET /wps/v2/wallets/balance': () =>
    ok({ sumBalance: 520, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
  'GET /wps/v2/wallets/list': () => ok(wallets),
  'GET /wps/wallet/banks': () => ok({ list: [{ code: 'VCB', bin: '970436', name: 'Vietcombank' }] }),
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createWalletI18n();
  setEncryptor({ encrypt: (payload) => Promise.resolve(`enc:${JSON.stringify(payload)}`) });
});
beforeEach(() => {
  routes = { ...base };
  calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test.local');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path: parsed.pathname, query: parsed.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      return route ? route(call) : refuse(`no route ${method} ${parsed.pathname}`, 'NOT_FOUND', 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage(ui: ReactNode) {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  return { client, ...render(<Wrapper>{ui}</Wrapper>) };
}

const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('transferFund', () => {
  it('lists the wallets, validates the amount against the source balance, transfers and recalls all', async () => {
    const user = userEvent.setup();
    routes['POST /wps/relay/GCS_walletTransfer'] = () => ok({ main: 400, vendor: 'PG', vendorBalance: 120 });
    routes['POST /wps/relay/MCS_recallAll'] = () => ok({ main: 520 });
    const { client } = renderPage(<TransferFundPage />);
    expect(await screen.findByTestId('wallet-balance-MAIN')).toHaveProperty('textContent', '₫500');
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    const form = screen.getByRole('form', { name: 'Transfer between wallets' });
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, '500.01');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The amount is more than the available ₫500.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(posted('/wps/relay/GCS_walletTransfer')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Transfer completed.')).toBeTruthy();
    expect(posted('/wps/relay/GCS_walletTransfer')[0]?.body).toMatchObject({
      from: 'MAIN',
      to: 'PG',
      amount: 100,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });

    // Out of the vendor wallet: the source is its balance (20).
    await user.click(within(form).getByLabelText('Game wallet → main wallet'));
    await user.type(amount, '25');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The amount is more than the available ₫20.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('All game wallets recalled. Main wallet: ₫520.')).toBeTruthy();
    const recallBody = posted('/wps/relay/MCS_recallAll')[0]?.body as { requestId?: unknown } | undefined;
    expect(typeof recallBody?.requestId).toBe('string');
  });

  it('a retry after a lost answer resends the same request id; the next transfer gets a new one', async () => {
    const user = userEvent.setup();
    let lose = true;
    routes['POST /wps/relay/GCS_walletTransfer'] = () => {
      if (lose) return Promise.reject(new TypeError('Failed to fetch'));
      return ok({ main: 400, vendor: 'PG', vendorBalance: 120 });
    };
    renderPage(<TransferFundPage />);
    await screen.findByTestId('wallet-balance-MAIN');
    const form = screen.getByRole('form', { name: 'Transfer between wallets' });
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, '100');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(amount).toHaveProperty('value', '100');
    lose = false;
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Transfer completed.')).toBeTruthy();
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(posted('/wps/relay/GCS_walletTransfer')).toHaveLength(3));
    const ids = posted('/wps/relay/GCS_walletTransfer').map(
      (c) => (c.body as { requestId: string }).requestId,
    );
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it("takes the currency's decimals (minorUnits 3) and names them", async () => {
    const user = userEvent.setup();
    routes['GET /wps/v2/wallets/balance'] = () =>
      ok({ sumBalance: 520, currency: 'BHD', currencySymbol: 'BD', minorUnits: 3 });
    routes['POST /wps/relay/GCS_walletTransfer'] = () =>
      ok({ main: 498.766, vendor: 'PG', vendorBalance: 21.234 });
    renderPage(<TransferFundPage />);
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance-MAIN')).toHaveProperty('textContent', 'BHD\u00a0500.000'),
    );
    const form = screen.getByRole('form', { name: 'Transfer between wallets' });
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, '1.2345');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Use at most 3 decimal places.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Transfer completed.')).toBeTruthy();
    expect(posted('/wps/relay/GCS_walletTransfer')[0]?.body).toMatchObject({ amount: 1.234 });
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/v2/wallets/list'] = () => refuse('Wallet service down');
    renderPage(<TransferFundPage />);
    expect(await screen.findByText('Wallet service down')).toBeTruthy();
    routes['GET /wps/v2/wallets/list'] = () => ok(wallets);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-balance-PG')).toHaveProperty('textContent', '₫20');
  });
});

describe('depositv2', () => {
  // What a new order carries (docs/contract-wallet.md "Deposit instructions"; deposit-order.test.tsx tests it).
  const bankInstructions = {
    type: 'bank',
    bank: { code: 'VCB', bin: '970436', name: 'Vietcombank' },
    holder: 'CONG TY TNHH LOTUS GAMING',
    accountNumber: '1023456789',
    transferReference: 'LOTUSD20261122000123',
    qrPayload: '000201010212',
  };
  const methods = {
    methods: [
      { id: 'bank', name: 'Local bank', type: 'bank', min: 50, max: 5000 },
      {
        id: 'momo',
        name: 'MoMo',
        type: 'ewallet',
        min: 10,
        max: 1000,
        tutorialUrl: 'https://help.example/momo',
      },
    ],
    depositLimitRemaining: 300,
  };

  it('shows limits and the remaining limit, validates, creates an order with its reference, lists orders', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/deposit/methods'] = () => ok(methods);
    let orders: unknown[] = [];
    routes['GET /wps/wallet/deposit/orders'] = () => ok(page(orders));
    routes['POST /wps/wallet/deposit'] = (call) => {
      const body = call.body as { amount: number; methodId: string };
      orders = [
        {
          orderId: 'D20261122-000123',
          amount: body.amount,
          methodId: body.methodId,
          status: 'pending',
          createdAt: '2026-11-22T10:00:00Z',
          decidedAt: null,
        },
      ];
      return ok({
        orderId: 'D20261122-000123',
        status: 'pending',
        amount: body.amount,
        methodId: body.methodId,
        createdAt: '2026-11-22T10:00:00Z',
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        instructions: bankInstructions,
      });
    };
    renderPage(<DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-deposit-limits').textContent).toBe(
        'Limits for this method: ₫50 to ₫5,000.',
      ),
    );
    expect(screen.getByTestId('wallet-deposit-remaining').textContent).toBe('Remaining deposit limit: ₫300.');
    expect(await screen.findByText('You have no deposit orders yet.')).toBeTruthy();

    const amount = within(form).getByLabelText('Deposit amount');
    await user.type(amount, '20');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByText('The minimum is ₫50.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '400');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(
      await within(form).findByText('This is more than your remaining deposit limit of ₫300.'),
    ).toBeTruthy();
    expect(posted('/wps/wallet/deposit')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByTestId('wallet-deposit-reference')).textContent).toBe('D20261122-000123');
    expect(posted('/wps/wallet/deposit')[0]?.body).toMatchObject({ methodId: 'bank', amount: 100 });
    const table = await screen.findByTestId('wallet-deposit-orders');
    expect(within(table).getByText('D20261122-000123')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();

    // Tutorial: collapsed, opens on the button, follows the chosen method.
    await user.click(within(form).getByLabelText(/MoMo/));
    const toggle = screen.getByRole('button', { name: 'How to deposit with MoMo' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Choose the e-wallet method and enter the amount.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full tutorial' }).getAttribute('href')).toBe(
      'https://help.example/momo',
    );
  });

  it('shows the server refusal of an order, and a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/deposit/methods'] = () => refuse('Methods unavailable');
    routes['GET /wps/wallet/deposit/orders'] = () => ok(page([]));
    renderPage(<DepositPage />);
    expect(await screen.findByText('Methods unavailable')).toBeTruthy();
    routes['GET /wps/wallet/deposit/methods'] = () => ok({ ...methods, depositLimitRemaining: null });
    routes['POST /wps/wallet/deposit'] = () => refuse('Deposit limit reached: 0 remaining', 'DEPOSIT_LIMIT');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const form = await screen.findByRole('form', { name: 'Deposit' });
    expect(screen.getByTestId('wallet-deposit-remaining').textContent).toBe('No deposit limit is set.');
    await user.type(within(form).getByLabelText('Deposit amount'), '60');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByText('Deposit limit reached: 0 remaining')).toBeTruthy();
  });

  it('follows a currency without a minor unit (minorUnits 0): whole amounts, shown without decimals', async () => {
    const user = userEvent.setup();
    routes['GET /wps/v2/wallets/balance'] = () =>
      ok({ sumBalance: 520, currency: 'VND', currencySymbol: '₫', minorUnits: 0 });
    routes['GET /wps/wallet/deposit/methods'] = () => ok({ ...methods, depositLimitRemaining: 1000 });
    routes['GET /wps/wallet/deposit/orders'] = () => ok(page([]));
    routes['POST /wps/wallet/deposit'] = (call) =>
      ok({
        orderId: 'D20261122-000124',
        status: 'pending',
        amount: (call.body as { amount: number }).amount,
        methodId: 'bank',
        createdAt: '2026-11-22T10:00:00Z',
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        instructions: bankInstructions,
      });
    renderPage(<DepositPage />);
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-deposit-limits').textContent).toBe(
        'Limits for this method: ₫50 to ₫5,000.',
      ),
    );
    expect(screen.getByTestId('wallet-deposit-remaining').textContent).toBe(
      'Remaining deposit limit: ₫1,000.',
    );

    const amount = within(form).getByLabelText('Deposit amount');
    await user.type(amount, '10.5');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect(await within(form).findByText('Enter a whole amount, without decimals.')).toBeTruthy();
    expect(posted('/wps/wallet/deposit')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(form).getByRole('button', { name: 'Deposit' }));
    expect((await screen.findByTestId('wallet-deposit-reference')).textContent).toBe('D20261122-000124');
    expect(posted('/wps/wallet/deposit')[0]?.body).toMatchObject({ amount: 100 });
  });
});

describe('withdraw', () => {
  const config = {
    min: 50,
    max: 400,
    dailyMax: 1000,
    dailyRemaining: 1000,
    confirmTimeoutMinutes: 30,
    hasPaymentPassword: true,
  };
  const account = { id: 'b1', bankName: 'VCB', accountName: 'Demo', accountNumberMasked: '****6789' };

  it('binds a bank account, validates and sends the enc order, and lists orders', async () => {
    const user = userEvent.setup();
    let accounts: unknown[] = [];
    routes['GET /wps/wallet/withdraw/config'] = () => ok(config);
    routes['GET /wps/wallet/bankAccounts'] = () => ok({ list: accounts });
    routes['POST /wps/wallet/bankAccounts'] = () => {
      accounts = [account];
      return ok(account);
    };
    routes['GET /wps/wallet/withdraw/orders'] = () => ok(page([]));
    routes['POST /wps/wallet/withdraw'] = () => ok({ orderId: 'W-1', status: 'pending', amount: 100 });
    renderPage(<WithdrawPage />);
    expect(await screen.findByText('Add a bank account below to withdraw.')).toBeTruthy();
    const bank = screen.getByRole('form', { name: 'Add a bank account' });
    await user.selectOptions(
      await within(bank).findByRole('combobox', { name: 'Bank name' }),
      await within(bank).findByRole('option', { name: 'Vietcombank' }),
    );
    await user.type(within(bank).getByLabelText('Account holder name'), 'Demo');
    await user.type(within(bank).getByLabelText('Account number'), '12');
    await user.click(within(bank).getByRole('button', { name: 'Add bank account' }));
    expect(await within(bank).findByText('Enter 6 to 20 digits.')).toBeTruthy();
    await user.clear(within(bank).getByLabelText('Account number'));
    await user.type(within(bank).getByLabelText('Account number'), '0123456789');
    await user.click(within(bank).getByRole('button', { name: 'Add bank account' }));

    const form = await screen.findByRole('form', { name: 'Withdraw' });
    expect(screen.getByTestId('wallet-withdraw-limits').textContent).toBe(
      'Per withdrawal ₫50 to ₫400; at most ₫1,000 a day (₫1,000 left now).',
    );
    await user.type(within(form).getByLabelText('Withdrawal amount'), '401');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The maximum is ₫400.')).toBeTruthy();
    expect(within(form).getByText('Enter your payment password.')).toBeTruthy();
    await user.clear(within(form).getByLabelText('Withdrawal amount'));
    await user.type(within(form).getByLabelText('Withdrawal amount'), '100');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('Withdrawal order W-1 created.')).toBeTruthy();
    const sent = posted('/wps/wallet/withdraw')[0]?.body as { enc: string };
    expect(JSON.parse(sent.enc.slice(4))).toMatchObject({
      bankAccountId: 'b1',
      amount: 100,
      paymentPassword: '123456',
    });
  });

  it('refuses more than what the daily maximum still allows, before sending', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, dailyRemaining: 150 });
    routes['GET /wps/wallet/bankAccounts'] = () => ok({ list: [account] });
    routes['GET /wps/wallet/withdraw/orders'] = () => ok(page([]));
    renderPage(<WithdrawPage />);
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await waitFor(() =>
      expect(screen.getByTestId('wallet-withdraw-limits').textContent).toContain('(₫150 left now)'),
    );
    await user.type(within(form).getByLabelText('Withdrawal amount'), '200');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(await within(form).findByText('The maximum is ₫150.')).toBeTruthy();
    expect(posted('/wps/wallet/withdraw')).toHaveLength(0);
  });

  it('a disbursed order offers the receipt with a live countdown; not received → proof checks and upload', async () => {
    // applyAccept off: the browser's own file filter is bypassed, as a drag-and-drop would.
    const user = userEvent.setup({ applyAccept: false });
    let status = 'disbursed';
    let proofs = 0;
    const deadline = new Date(Date.now() + 10 * 60_000 + 500).toISOString();
    routes['GET /wps/wallet/withdraw/config'] = () => ok(config);
    routes['GET /wps/wallet/bankAccounts'] = () => ok({ list: [account] });
    routes['GET /wps/wallet/withdraw/orders'] = () =>
      ok(
        page([
          {
            orderId: 'W-9',
            amount: 100,
            status,
            disbursedAt: deadline,
            confirmDeadline: deadline,
            receivedAmount: null,
            proofs,
          },
        ]),
      );
    routes['POST /wps/wallet/withdraw/W-9/confirm'] = () => {
      status = 'notReceived';
      return ok({ orderId: 'W-9', status });
    };
    routes['POST /wps/wallet/withdraw/W-9/proof'] = () => ok({ proofs: ++proofs });
    renderPage(<WithdrawPage />);
    const receipt = await screen.findByTestId('wallet-receipt-W-9');
    expect(within(receipt).getByRole('timer').textContent).toMatch(/Time left to confirm: 10:0[01]/);
    expect(within(receipt).getByRole('button', { name: 'Received in full' })).toBeTruthy();
    expect(within(receipt).getByRole('button', { name: 'Received part of it' })).toBeTruthy();

    // Partial amount is checked before anything is sent.
    await user.click(within(receipt).getByRole('button', { name: 'Received part of it' }));
    await user.type(within(receipt).getByLabelText('Amount received'), '100');
    await user.click(within(receipt).getByRole('button', { name: 'Confirm amount' }));
    expect(within(receipt).getByRole('alert').textContent).toContain('below the withdrawn amount');
    expect(posted('/wps/wallet/withdraw/W-9/confirm')).toHaveLength(0);

    await user.click(within(receipt).getByRole('button', { name: 'Not received' }));
    const input = await within(receipt).findByLabelText('Proof of non-receipt (image)');
    expect(posted('/wps/wallet/withdraw/W-9/confirm')[0]?.body).toEqual({ result: 'notReceived' });

    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(within(receipt).getByRole('alert').textContent).toBe('Only png or jpg images are accepted.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(receipt).getByRole('alert').textContent).toBe('Image too large (5 MB at most).');
    expect(posted('/wps/wallet/withdraw/W-9/proof')).toHaveLength(0);

    for (let i = 1; i <= 3; i += 1) {
      await user.upload(
        within(receipt).getByLabelText('Proof of non-receipt (image)'),
        new File(['p'], `p${i}.png`, { type: 'image/png' }),
      );
      expect(await within(receipt).findByText(`Proof images uploaded: ${i} of 3`)).toBeTruthy();
    }
    expect(within(receipt).queryByLabelText('Proof of non-receipt (image)')).toBeNull();
    expect(posted('/wps/wallet/withdraw/W-9/proof')).toHaveLength(3);
  });

  it('received in full; a passed deadline shows the forced receipt', async () => {
    const user = userEvent.setup();
    const soon = Date.now() + 60_000;
    let firstStatus = 'disbursed';
    routes['GET /wps/wallet/withdraw/config'] = () => ok(config);
    routes['GET /wps/wallet/bankAccounts'] = () => ok({ list: [account] });
    routes['GET /wps/wallet/withdraw/orders'] = () =>
      ok(
        page([
          {
            orderId: 'W-1',
            amount: 100,
            status: firstStatus,
            disbursedAt: null,
            confirmDeadline: soon,
            receivedAmount: null,
            proofs: 0,
          },
          {
            orderId: 'W-2',
            amount: 80,
            status: 'disbursed',
            disbursedAt: null,
            confirmDeadline: Date.now() - 1000,
            receivedAmount: null,
            proofs: 0,
          },
        ]),
      );
    routes['POST /wps/wallet/withdraw/W-1/confirm'] = () => {
      firstStatus = 'received';
      return ok({ orderId: 'W-1', status: 'received' });
    };
    renderPage(<WithdrawPage />);
    const forced = await screen.findByTestId('wallet-receipt-W-2');
    expect(
      within(forced).getByText('The confirmation time has passed: the withdrawal counts as received.'),
    ).toBeTruthy();
    const receipt = screen.getByTestId('wallet-receipt-W-1');
    await user.click(within(receipt).getByRole('button', { name: 'Received in full' }));
    expect(
      await within(receipt).findByText('Thank you, the withdrawal is confirmed as received.'),
    ).toBeTruthy();
    expect(posted('/wps/wallet/withdraw/W-1/confirm')[0]?.body).toEqual({ result: 'received' });
    // The order list refreshes with the new status; the thank-you stays under it.
    const row = screen.getByTestId('wallet-receipt-W-1').closest('tr');
    if (!row) throw new Error('the receipt is not in an order row');
    expect(await within(row).findByText('Received')).toBeTruthy();
    expect(within(row).getByText('Thank you, the withdrawal is confirmed as received.')).toBeTruthy();
  });

  it('the receipt countdown ticks every second and turns into the forced receipt at the deadline', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const order = {
      orderId: 'W-5',
      amount: 100,
      status: 'disbursed' as const,
      disbursedAt: null,
      confirmDeadline: new Date(Date.now() + 62_000).toISOString(),
      receivedAmount: null,
      proofs: 0,
      createdAt: '2026-01-02T10:00:00Z',
    };
    renderPage(<WithdrawalReceipt order={order} />);
    expect(screen.getByRole('timer').textContent).toBe('Time left to confirm: 01:02');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('Time left to confirm: 01:01');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer').textContent).toBe('Time left to confirm: 00:01');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(
      screen.getByText('The confirmation time has passed: the withdrawal counts as received.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Received in full' })).toBeNull();
  });

  it("a partial amount takes the currency's decimals (minorUnits 0: whole amounts)", async () => {
    const user = userEvent.setup();
    routes['GET /wps/v2/wallets/balance'] = () =>
      ok({ sumBalance: 520, currency: 'VND', currencySymbol: '₫', minorUnits: 0 });
    routes['POST /wps/wallet/withdraw/W-6/confirm'] = () => ok({ orderId: 'W-6', status: 'partial' });
    const order = {
      orderId: 'W-6',
      amount: 100,
      status: 'disbursed' as const,
      disbursedAt: null,
      confirmDeadline: new Date(Date.now() + 600_000).toISOString(),
      receivedAmount: null,
      proofs: 0,
      createdAt: '2026-01-02T10:00:00Z',
    };
    renderPage(<WithdrawalReceipt order={order} />);
    expect(await screen.findByRole('group', { name: 'Did you receive ₫100?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Received part of it' }));
    await user.type(screen.getByLabelText('Amount received'), '40.5');
    await user.click(screen.getByRole('button', { name: 'Confirm amount' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter a whole amount above 0 and below the withdrawn amount, without decimals.',
    );
    expect(posted('/wps/wallet/withdraw/W-6/confirm')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Amount received'));
    await user.type(screen.getByLabelText('Amount received'), '40');
    await user.click(screen.getByRole('button', { name: 'Confirm amount' }));
    expect(await screen.findByText('Thank you, ₫40 is confirmed as received.')).toBeTruthy();
    expect(posted('/wps/wallet/withdraw/W-6/confirm')[0]?.body).toEqual({
      result: 'partial',
      receivedAmount: 40,
    });
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => refuse('Config down');
    routes['GET /wps/wallet/bankAccounts'] = () => ok({ list: [account] });
    routes['GET /wps/wallet/withdraw/orders'] = () => ok(page([]));
    renderPage(<WithdrawPage />);
    expect(await screen.findByText('Config down')).toBeTruthy();
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, hasPaymentPassword: false });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Set a payment password before withdrawing.')).toBeTruthy();
    expect(screen.getByText('You have no withdrawal orders yet.')).toBeTruthy();
  });
});

describe('records', () => {
  const bet = (i: number) => ({
    betId: `B${i}`,
    vendor: 'PG',
    gameName: `Game ${i}`,
    stake: 10,
    payout: 5,
    net: -5,
    createdAt: '2026-01-02T10:00:00Z',
  });

  it('betting record: quick ranges, filters and server pagination', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/ODSFE_bettingRecord'] = (call) => {
      const pageNo = Number(call.query.get('pageNo'));
      return ok({ ...page([bet(pageNo)], 12, pageNo), summary: { stake: 120, payout: 60, net: -60 } });
    };
    renderPage(<BettingRecordPage />);
    const table = await screen.findByTestId('wallet-bets-table');
    expect(within(table).getByText('Game 1')).toBeTruthy();
    // The sideways-scrolling wrapper is a named, focusable region (keyboard scrolling).
    const region = screen.getByRole('region', { name: 'Bets (table)' });
    expect(region.contains(table)).toBe(true);
    expect(region.tabIndex).toBe(0);
    expect(within(screen.getByTestId('wallet-bets-summary')).getByText('-₫60')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Betting record pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', '12', 'Next']);
    await user.click(within(nav).getByRole('button', { name: 'Page 12' }));
    expect(await screen.findByText('Game 12')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');

    await user.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNo')).toBe('1'));
    const last = calls.filter((c) => c.path === '/wps/relay/ODSFE_bettingRecord').at(-1);
    expect(last?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Previous 30 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Vendor'), 'PG');
    await user.type(screen.getByLabelText('Game name'), 'Fortune');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const q = calls.filter((c) => c.path === '/wps/relay/ODSFE_bettingRecord').at(-1)?.query;
      expect(q?.get('vendor')).toBe('PG');
      expect(q?.get('gameName')).toBe('Fortune');
    });
    // In-house games have no wallet but their bets can be filtered too.
    await user.selectOptions(screen.getByLabelText('Vendor'), 'Lotus originals (dice, crash)');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/wps/relay/ODSFE_bettingRecord')
          .at(-1)
          ?.query.get('vendor'),
      ).toBe('INHOUSE'),
    );
  });

  it('betting record: error with retry, then empty', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/ODSFE_bettingRecord'] = () => refuse('Records down');
    renderPage(<BettingRecordPage />);
    expect(await screen.findByText('Records down')).toBeTruthy();
    routes['GET /wps/relay/ODSFE_bettingRecord'] = () =>
      ok({ ...page([]), summary: { stake: 0, payout: 0, net: 0 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No records in this period.')).toBeTruthy();
  });

  it('account record: every movement with a kind filter; error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/ODSFE2_MemTransDet'] = () => refuse('Ledger down');
    renderPage(<AccountRecordPage />);
    expect(await screen.findByText('Ledger down')).toBeTruthy();
    routes['GET /wps/relay/ODSFE2_MemTransDet'] = (call) =>
      ok(
        page([
          {
            entryId: 1,
            kind: call.query.get('kind') ?? 'deposit',
            amount: -25,
            balanceAfter: 475,
            wallet: 'MAIN',
            reference: 'R-1',
            createdAt: '2026-01-02T10:00:00Z',
          },
        ]),
      );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByTestId('wallet-ledger-table');
    expect(within(table).getByText('-₫25')).toBeTruthy();
    expect(within(table).getByText('Deposit')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'rebate');
    expect(await within(screen.getByTestId('wallet-ledger-table')).findByText('Rebate')).toBeTruthy();
  });

  it('personal profit and bonus details render, fail and retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_personalProfit'] = () =>
      ok({
        days: [{ date: '2026-01-02', stake: 100, payout: 150, net: 50 }],
        total: { stake: 100, payout: 150, net: 50 },
      });
    routes['GET /wps/relay/MCS_bonusDetails'] = () => refuse('Bonus down');
    renderPage(
      <>
        <PersonalProfitPage />
        <BonusDetailsPage />
      </>,
    );
    expect(await screen.findByTestId('wallet-profit-table')).toBeTruthy();
    expect(await screen.findByText('Bonus down')).toBeTruthy();
    routes['GET /wps/relay/MCS_bonusDetails'] = () =>
      ok(
        page([
          { id: 1, name: 'Welcome bonus', amount: 88, status: 'issued', createdAt: '2026-01-02T10:00:00Z' },
        ]),
      );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    expect(screen.getByText('Issued')).toBeTruthy();
  });
});

describe('transferUpline', () => {
  const withdrawConfig = {
    min: 50,
    max: 400,
    dailyMax: 1000,
    dailyRemaining: 1000,
    confirmTimeoutMinutes: 30,
    hasPaymentPassword: true,
  };
  it('sends the amount with the payment password; hidden for a member without toUpline', async () => {
    const user = userEvent.setup();
    routes['POST /wps/relay/MCS_transferUpline'] = () => ok({ main: 400 });
    routes['GET /wps/wallet/withdraw/config'] = () => ok(withdrawConfig);
    renderPage(<TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    expect(await within(form).findByText('Transfer to upline completed.')).toBeTruthy();
    expect(posted('/wps/relay/MCS_transferUpline')[0]?.body).toMatchObject({
      amount: 100,
      paymentPassword: '123456',
    });
    cleanup();
    setSession({ token: 'tok', member: { ...member, toUpline: false } });
    renderPage(<TransferUplinePage />);
    expect(screen.getByText(/only available to downline accounts/)).toBeTruthy();
  });

  it('refuses an amount above the main balance or without the password, keeping what was typed', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => ok(withdrawConfig);
    renderPage(<TransferUplinePage />);
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, '600');
    await user.click(within(form).getByRole('button', { name: 'Transfer to upline' }));
    expect(within(form).getByText('The amount is more than the available ₫500.')).toBeTruthy();
    expect(within(form).getByText('Enter your payment password.')).toBeTruthy();
    expect(amount).toHaveProperty('value', '600');
    expect(posted('/wps/relay/MCS_transferUpline')).toHaveLength(0);
  });

  it("shows a wrong payment password in the player's language, not the server's text", async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => ok(withdrawConfig);
    routes['POST /wps/relay/MCS_transferUpline'] = () => refuse('server text', 'BAD_PAYMENT_PASSWORD', 200);
    await act(() => i18n.changeLanguage('vi'));
    try {
      renderPage(<TransferUplinePage />);
      const form = await screen.findByRole('form');
      const [amount, password] = within(form)
        .getAllByRole('textbox')
        .concat(Array.from(form.querySelectorAll<HTMLElement>('input[type="password"]')));
      if (!amount || !password) throw new Error('form fields missing');
      await user.type(amount, '10');
      await user.type(password, '000000');
      await user.click(within(form).getByRole('button'));
      expect((await within(form).findByRole('alert')).textContent).toBe('Mật khẩu thanh toán không đúng.');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('sends a member without a payment password to set one first', async () => {
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...withdrawConfig, hasPaymentPassword: false });
    renderPage(<TransferUplinePage />);
    const notice = await screen.findByTestId('wallet-upline-no-password');
    expect(within(notice).getByRole('link').getAttribute('href')).toContain('mc=securityCenter');
    expect(screen.queryByRole('form', { name: 'Transfer to upline' })).toBeNull();
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/v2/wallets/list'] = () => refuse('Down');
    routes['GET /wps/wallet/withdraw/config'] = () => ok(withdrawConfig);
    renderPage(<TransferUplinePage />);
    expect(await screen.findByText('Down')).toBeTruthy();
    routes['GET /wps/v2/wallets/list'] = () => ok(wallets);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Transfer to upline' })).toBeTruthy();
  });
});

describe('rewardCenter', () => {
  const activities = [
    {
      id: 1,
      title: 'Daily login',
      description: 'Log in daily',
      status: 'claim',
      reward: 10,
      needsApplication: false,
    },
    {
      id: 2,
      title: 'Photo contest',
      description: 'Send photos',
      status: 'join',
      reward: 50,
      needsApplication: true,
    },
    {
      id: 3,
      title: 'Next season',
      description: '',
      status: 'coming soon',
      reward: 0,
      needsApplication: false,
    },
  ];

  it('shows translated status badges, claims, and applies with remark counter and image checks', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_rewardCenter'] = () => ok({ list: activities });
    routes['POST /wps/relay/MCS_rewardAction'] = () => ok({ ...activities[0], status: 'claimed' });
    routes['POST /wps/relay/MCS_rewardApply'] = () => ok({ ...activities[1], status: 'applying' });
    renderPage(<RewardCentrePage />);
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() =>
      expect(posted('/wps/relay/MCS_rewardAction')[0]?.body).toEqual({ id: 1, action: 'claim' }),
    );

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: Photo contest' });
    const remark = within(dialog).getByLabelText('Remark');
    await user.type(remark, 'hello');
    expect(within(dialog).getByTestId('wallet-remark-counter').textContent).toBe('5 / 140 characters');
    await user.clear(remark);
    await user.click(remark);
    await user.paste('x'.repeat(141));
    expect(within(dialog).getByTestId('wallet-remark-counter').textContent).toBe('141 / 140 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The remark may have at most 140 characters.');

    const images = within(dialog).getByLabelText('Images');
    const png = (n: number) => new File(['p'], `i${n}.png`, { type: 'image/png' });
    await user.upload(images, [png(1), png(2), png(3), png(4)]);
    expect(within(dialog).getByRole('alert').textContent).toBe('At most 3 images.');
    await user.upload(images, [png(1), png(2)]);
    expect(within(dialog).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);

    await user.clear(remark);
    await user.type(remark, 'My entry');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = posted('/wps/relay/MCS_rewardApply')[0]?.body as {
      id: number;
      remark: string;
      images: string[];
    };
    expect(body.remark).toBe('My entry');
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('shows a load error with retry, then the empty state', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_rewardCenter'] = () => refuse('Rewards down');
    renderPage(<RewardCentrePage />);
    expect(await screen.findByText('Rewards down')).toBeTruthy();
    routes['GET /wps/relay/MCS_rewardCenter'] = () => ok({ list: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activities right now.')).toBeTruthy();
  });
});

describe('referral', () => {
  it('shows the code, link, copy button, QR code and invited friends', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    routes['GET /wps/relay/MCS_referral'] = () =>
      ok({
        enabled: true,
        referralCode: 'ABC123',
        inviteLink: 'https://lotus.example/register?ref=ABC123',
        invited: [{ account: 'fr***1', registeredAt: '2026-01-02T10:00:00Z', deposited: true }],
      });
    renderPage(<ReferralPage />);
    expect((await screen.findByTestId('wallet-referral-code')).textContent).toBe('ABC123');
    expect(screen.getByLabelText<HTMLInputElement>('Invite link').value).toBe(
      'https://lotus.example/register?ref=ABC123',
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://lotus.example/register?ref=ABC123');
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(within(screen.getByTestId('wallet-referral-invited')).getByText('fr***1')).toBeTruthy();
  });

  it('says when referral is off; error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_referral'] = () => refuse('Referral down');
    renderPage(<ReferralPage />);
    expect(await screen.findByText('Referral down')).toBeTruthy();
    routes['GET /wps/relay/MCS_referral'] = () =>
      ok({ enabled: false, referralCode: '', inviteLink: '', invited: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Inviting friends is not available right now.')).toBeTruthy();
  });
});

describe('missionLeaderboard', () => {
  it('shows missions and the leaderboard; the menu badge shows the count only above 0', async () => {
    let count = 2;
    routes['GET /wps/relay/MCSFE_getMissionSummaryDetails'] = () =>
      ok({
        count,
        missions: [{ id: 1, title: 'Play 10 rounds', progress: 4, target: 10, reward: 5, status: 'process' }],
      });
    routes['GET /wps/relay/MCSFE_getMissionLeaderboard'] = () =>
      ok({ list: [{ rank: 1, player: 'ab***', points: 900 }] });
    renderPage(
      <>
        <MissionBadge />
        <MissionPage />
      </>,
    );
    expect(await screen.findByText('Play 10 rounds')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Play 10 rounds Progress 4 / 10' })).toBeTruthy();
    expect(within(screen.getByTestId('wallet-leaderboard')).getByText('ab***')).toBeTruthy();
    expect((await screen.findByTestId('mission-count-badge')).textContent).toContain('2');
    cleanup();
    count = 0;
    renderPage(<MissionBadge />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('mission-count-badge')).toBeNull();
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCSFE_getMissionSummaryDetails'] = () => refuse('Missions down');
    routes['GET /wps/relay/MCSFE_getMissionLeaderboard'] = () => ok({ list: [] });
    renderPage(<MissionPage />);
    expect(await screen.findByText('Missions down')).toBeTruthy();
    routes['GET /wps/relay/MCSFE_getMissionSummaryDetails'] = () => ok({ count: 0, missions: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No missions right now.')).toBeTruthy();
  });
});

describe('manualRebate', () => {
  it('shows the claimable amount and rate, claims, and refreshes the wallet', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_manualRebate'] = () =>
      ok({ claimable: 12.5, rate: 0.008, since: '2026-01-01T00:00:00Z', history: [] });
    routes['POST /wps/relay/MCS_manualRebate'] = () => ok({ claimed: 12.5, main: 512.5 });
    const { client } = renderPage(<ManualRebatePage />);
    expect((await screen.findByTestId('wallet-rebate-claimable')).textContent).toBe('₫12.50');
    expect(screen.getByText('0.8%')).toBeTruthy();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('₫12.50 added to your main wallet.')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
  });

  it('shows a load error with retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/relay/MCS_manualRebate'] = () => refuse('Rebate down');
    renderPage(<ManualRebatePage />);
    expect(await screen.findByText('Rebate down')).toBeTruthy();
    routes['GET /wps/relay/MCS_manualRebate'] = () =>
      ok({ claimable: 0, rate: 0.01, since: '', history: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No rebate claimed yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toHaveProperty('disabled', true);
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    ['transferFund', () => <TransferFundPage />, 'Recall all to main wallet'],
    ['depositv2', () => <DepositPage />, 'Local bank'],
    ['withdraw', () => <WithdrawPage />, 'Received in full'],
    ['betting record', () => <BettingRecordPage />, 'Game 1'],
    ['account record', () => <AccountRecordPage />, 'R-1'],
    ['personal profit', () => <PersonalProfitPage />, '₫150'],
    ['bonus details', () => <BonusDetailsPage />, 'Welcome bonus'],
    ['transferUpline', () => <TransferUplinePage />, 'Payment password'],
    ['rewardCenter', () => <RewardCentrePage />, 'Photo contest'],
    ['referral', () => <ReferralPage />, 'ABC123'],
    ['missionLeaderboard', () => <MissionPage />, 'Play 10 rounds'],
    ['manualRebate', () => <ManualRebatePage />, '0.8%'],
  ] as const)('%s has no axe violations', async (_name, ui, ready) => {
    Object.assign(routes, {
      'GET /wps/relay/MCS_personalProfit': () =>
        ok({
          days: [{ date: '2026-01-02', stake: 100, payout: 150, net: 50 }],
          total: { stake: 100, payout: 150, net: 50 },
        }),
      'GET /wps/relay/MCS_bonusDetails': () =>
        ok(
          page([
            { id: 1, name: 'Welcome bonus', amount: 88, status: 'issued', createdAt: '2026-01-02T10:00:00Z' },
          ]),
        ),
      'GET /wps/relay/MCS_rewardCenter': () =>
        ok({
          list: [
            {
              id: 1,
              title: 'Daily login',
              description: '',
              status: 'claim',
              reward: 10,
              needsApplication: false,
            },
            {
              id: 2,
              title: 'Photo contest',
              description: '',
              status: 'join',
              reward: 50,
              needsApplication: true,
            },
          ],
        }),
      'GET /wps/relay/MCS_referral': () =>
        ok({
          enabled: true,
          referralCode: 'ABC123',
          inviteLink: 'https://lotus.example/register?ref=ABC123',
          invited: [{ account: 'fr***1', registeredAt: '2026-01-02T10:00:00Z', deposited: true }],
        }),
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': () =>
        ok({
          count: 1,
          missions: [
            { id: 1, title: 'Play 10 rounds', progress: 4, target: 10, reward: 5, status: 'process' },
          ],
        }),
      'GET /wps/relay/MCSFE_getMissionLeaderboard': () =>
        ok({ list: [{ rank: 1, player: 'ab***', points: 900 }] }),
      'GET /wps/relay/MCS_manualRebate': () =>
        ok({
          claimable: 12.5,
          rate: 0.008,
          since: '2026-01-01T00:00:00Z',
          history: [{ amount: 3, createdAt: '2026-01-02T10:00:00Z' }],
        }),
      'GET /wps/wallet/deposit/methods': () =>
        ok({
          methods: [{ id: 'bank', name: 'Local bank', type: 'bank', min: 50, max: 5000 }],
          depositLimitRemaining: null,
        }),
      'GET /wps/wallet/deposit/orders': () =>
        ok(
          page([
            {
              orderId: 'D1',
              amount: 60,
              methodId: 'bank',
              status: 'approved',
              createdAt: '2026-01-02T10:00:00Z',
            },
          ]),
        ),
      'GET /wps/wallet/withdraw/config': () =>
        ok({
          min: 50,
          max: 400,
          dailyMax: 1000,
          dailyRemaining: 1000,
          confirmTimeoutMinutes: 30,
          hasPaymentPassword: true,
        }),
      'GET /wps/wallet/bankAccounts': () =>
        ok({ list: [{ id: 'b1', bankName: 'VCB', accountName: 'Demo', accountNumberMasked: '****6789' }] }),
      'GET /wps/wallet/withdraw/orders': () =>
        ok(
          page(
            [
              {
                orderId: 'W-1',
                amount: 100,
                status: 'disbursed',
                disbursedAt: null,
                confirmDeadline: Date.now() + 60_000,
                receivedAmount: null,
                proofs: 0,
              },
            ],
            3,
          ),
        ),
      'GET /wps/relay/ODSFE_bettingRecord': () =>
        ok({
          ...page(
            [
              {
                betId: 'B1',
                vendor: 'PG',
                gameName: 'Game 1',
                stake: 1,
                payout: 0,
                net: -1,
                createdAt: '2026-01-02T10:00:00Z',
              },
            ],
            9,
          ),
          summary: { stake: 1, payout: 0, net: -1 },
        }),
      'GET /wps/relay/ODSFE2_MemTransDet': () =>
        ok(
          page(
            [
              {
                entryId: 1,
                kind: 'bet',
                amount: -1,
                balanceAfter: 9,
                wallet: 'MAIN',
                reference: 'R-1',
                createdAt: '2026-01-02T10:00:00Z',
              },
            ],
            2,
          ),
        ),
    });
    const { container } = renderPage(<main>{ui()}</main>);
    await screen.findAllByText(ready);
    const axe = (await import('axe-core')).default;
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
