// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient, wrapper } from '../../components/test-support';
import type { DepositCreated, DepositInstructions } from '../../lib/api/wallet';
import { clearSession, setSession } from '../../lib/session';
import { testMember } from '../../lib/api/test-member';
import { DepositOrderPanel, formatCountdown } from './deposit-order';
import { isSafeDeepLink } from './deposit-instructions';
import { createWalletI18n, ok, refuse } from './test-support';

type Route = () => Response;
let routes: Record<string, Route> = {};
let polls = 0;
// Orders are made "now", so tests on the real clock see them pending.
const T0 = Math.floor(Date.now() / 1000) * 1000;

const bank: DepositInstructions = {
  type: 'bank',
  bank: { code: 'VCB', bin: '970436', name: 'Vietcombank' },
  holder: 'CONG TY TNHH LOTUS GAMING',
  accountNumber: '1023456789',
  transferReference: 'LOTUSD20260115000007',
  qrPayload:
    '00020101021238540010A00000072701240006970436011010234567890208QRIBFTTA53037045405250005802VN62240820LOTUSD202601150000076304ABCD',
};
const ewallet: DepositInstructions = {
  type: 'ewallet',
  wallet: 'MoMo',
  holder: 'LOTUS GAMING',
  accountId: '0912345678',
  transferReference: 'LOTUSD20260115000008',
  deepLink: 'https://nhantien.momo.vn/0912345678/250?note=LOTUSD20260115000008',
  qrPayload: 'https://nhantien.momo.vn/0912345678/250?note=LOTUSD20260115000008',
};
const crypto: DepositInstructions = {
  type: 'crypto',
  currency: 'USDT',
  network: 'TRC20',
  address: 'TLotusDemo9b4Yv2kQ8sX1mWc7RjN3pZtF',
  amountDue: '9.842520',
  rate: 25400,
  qrPayload: 'TLotusDemo9b4Yv2kQ8sX1mWc7RjN3pZtF',
};
const created = (instructions: DepositInstructions, over: Partial<DepositCreated> = {}): DepositCreated => ({
  orderId: 'D20260115-000007',
  status: 'pending',
  amount: 250,
  methodId: instructions.type,
  createdAt: new Date(T0).toISOString(),
  expiresAt: new Date(T0 + 30 * 60_000).toISOString(),
  instructions,
  ...over,
});
const orderValue = (status: string) => ({
  orderId: 'D20260115-000007',
  amount: 250,
  methodId: 'bank',
  status,
  createdAt: new Date(T0).toISOString(),
  decidedAt: status === 'pending' ? null : new Date(T0 + 60_000).toISOString(),
  expiresAt: new Date(T0 + 30 * 60_000).toISOString(),
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await createWalletI18n();
});
beforeEach(() => {
  polls = 0;
  routes = {
    'GET /wps/v2/wallets/balance': () =>
      ok({ sumBalance: 520, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
    'GET /wps/wallet/deposit/orders/D20260115-000007': () => ok(orderValue('pending')),
  };
  setSession({ token: 'tok', member: testMember() });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://test.local').pathname;
      const key = `${init.method ?? 'GET'} ${path}`;
      if (path.startsWith('/wps/wallet/deposit/orders/')) polls += 1;
      const route = routes[key];
      return Promise.resolve(route ? route() : refuse(`no route ${key}`, 'NOT_FOUND', 404));
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPanel(order: DepositCreated, onNew = vi.fn()) {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <Wrapper>
      <DepositOrderPanel order={order} onNew={onNew} />
    </Wrapper>,
  );
  return { invalidate, onNew };
}

describe('deposit instructions per method', () => {
  it('bank transfer: bank, account, holder, amount and note, each copyable, and the VietQR code', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPanel(created(bank));
    const panel = await screen.findByTestId('deposit-instructions-bank');
    expect(await screen.findByRole('heading', { name: 'Pay ₫250' })).toBeTruthy();
    expect(screen.getByTestId('wallet-deposit-reference').textContent).toBe('D20260115-000007');
    expect(within(panel).getByText('Vietcombank')).toBeTruthy();
    expect(within(panel).getByText('1023456789')).toBeTruthy();
    expect(within(panel).getByText('CONG TY TNHH LOTUS GAMING')).toBeTruthy();
    expect(screen.getByTestId('deposit-transfer-reference').textContent).toBe('LOTUSD20260115000007');
    expect(
      (await screen.findByRole('img', { name: 'VietQR code of this transfer' })).getAttribute('src'),
    ).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);

    await user.click(within(panel).getByRole('button', { name: 'Copy Account number' }));
    expect(writeText).toHaveBeenLastCalledWith('1023456789');
    expect(await within(panel).findByText('Account number copied.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('250');
    await user.click(within(panel).getByRole('button', { name: 'Copy Transfer note' }));
    expect(writeText).toHaveBeenLastCalledWith('LOTUSD20260115000007');
    // No sandbox link unless the platform names one (production).
    expect(screen.queryByRole('link', { name: 'Open the test payment page' })).toBeNull();
  });

  it('e-wallet: account, note, QR and a link that opens the wallet app', async () => {
    renderPanel(created(ewallet, { sandboxUrl: '/dev/pay/D20260115-000007' }));
    const panel = await screen.findByTestId('deposit-instructions-ewallet');
    expect(within(panel).getByText('0912345678')).toBeTruthy();
    expect(within(panel).getByText('LOTUSD20260115000008')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code to pay with MoMo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open MoMo' }).getAttribute('href')).toBe(ewallet.deepLink);
    const sandbox = screen.getByRole('link', { name: 'Open the test payment page' });
    expect(sandbox.getAttribute('href')).toBe('/dev/pay/D20260115-000007');
    expect(sandbox.getAttribute('target')).toBe('_blank');
  });

  it('e-wallet: a link with a scheme that runs code is not offered', async () => {
    renderPanel(created({ ...ewallet, deepLink: 'javascript:alert(1)' }));
    await screen.findByTestId('deposit-instructions-ewallet');
    expect(screen.queryByRole('link', { name: 'Open MoMo' })).toBeNull();
    expect(isSafeDeepLink('momo://pay?x=1')).toBe(true);
    expect(isSafeDeepLink('https://nhantien.momo.vn/1')).toBe(true);
    expect(isSafeDeepLink('JavaScript:alert(1)')).toBe(false);
    expect(isSafeDeepLink('data:text/html,x')).toBe(false);
    expect(isSafeDeepLink('/relative')).toBe(false);
  });

  it('crypto: network, address, amount due in the coin, the rate, a network warning and the QR', async () => {
    renderPanel(created(crypto));
    const panel = await screen.findByTestId('deposit-instructions-crypto');
    expect(within(panel).getByText('USDT · TRC20')).toBeTruthy();
    expect(within(panel).getByText('TLotusDemo9b4Yv2kQ8sX1mWc7RjN3pZtF')).toBeTruthy();
    expect(within(panel).getByText('9.842520 USDT')).toBeTruthy();
    expect(await within(panel).findByText('Rate: 1 USDT = ₫25,400')).toBeTruthy();
    expect(
      within(panel).getByText('Send only USDT on TRC20: coins sent on another network are lost.'),
    ).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Copy Amount due' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'QR code of the USDT address' })).toBeTruthy();
  });
});

describe('countdown and status', () => {
  it('counts down to the expiry in the language’s digits', () => {
    expect(formatCountdown(30 * 60_000, 'en')).toBe('30:00');
    expect(formatCountdown(61_001, 'en')).toBe('01:02');
    expect(formatCountdown(2 * 3600_000 + 5_000, 'en')).toBe('2:00:05');
    expect(formatCountdown(-5, 'en')).toBe('00:00');
    expect(formatCountdown(90_000, 'ar-EG')).toBe('٠١:٣٠');
  });

  it('polls every 3 s until approved, then refreshes the wallet and offers another deposit', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 });
    const { invalidate } = renderPanel(created(bank));
    const timer = await screen.findByRole('timer', { name: 'Time left to pay' });
    expect(timer.textContent).toBe('30:00');
    expect(screen.getByTestId('deposit-status').textContent).toBe(
      'Waiting for your payment. This page updates by itself.',
    );
    await waitFor(() => expect(polls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer.textContent).toBe('29:59');

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(polls).toBe(2));
    expect(invalidate).not.toHaveBeenCalled();

    routes['GET /wps/wallet/deposit/orders/D20260115-000007'] = () => ok(orderValue('approved'));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await screen.findByText('Payment received: ₫250 was added to your main wallet.')).toBeTruthy();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] }));
    expect(screen.getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make another deposit' })).toBeTruthy();
    expect(screen.queryByTestId('deposit-instructions-bank')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();

    // Final: no more polling.
    const after = polls;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(polls).toBe(after);
  });

  it('shows a declined payment with a way to start again', async () => {
    routes['GET /wps/wallet/deposit/orders/D20260115-000007'] = () => ok(orderValue('rejected'));
    const user = userEvent.setup();
    const { onNew } = renderPanel(created(bank));
    expect(
      await screen.findByText('The payment was declined. Nothing was added to your wallet.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a new order' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('at the expiry the order shows as expired at once and offers a new order', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: T0 + 30 * 60_000 - 2_000 });
    const onNew = vi.fn();
    renderPanel(created(bank), onNew);
    const timer = await screen.findByRole('timer', { name: 'Time left to pay' });
    expect(timer.textContent).toBe('00:02');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      await screen.findByText('This order expired before the payment arrived. Do not pay it any more.'),
    ).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByTestId('deposit-instructions-bank')).toBeNull();
    vi.useRealTimers();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create a new order' }));
    expect(onNew).toHaveBeenCalledTimes(1);
  });

  it('says so when the status cannot be checked, and keeps the instructions', async () => {
    routes['GET /wps/wallet/deposit/orders/D20260115-000007'] = () =>
      refuse('Service unavailable', 'INTERNAL', 503);
    renderPanel(created(bank));
    expect(await screen.findByText('Could not check the payment status. Trying again…')).toBeTruthy();
    expect(screen.getByTestId('deposit-instructions-bank')).toBeTruthy();
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    ['bank', bank, 'VietQR code of this transfer'],
    ['e-wallet', ewallet, 'QR code to pay with MoMo'],
    ['crypto', crypto, 'QR code of the USDT address'],
  ] as const)('the %s instructions have no axe violations', async (_name, instructions, qr) => {
    renderPanel(created(instructions, { sandboxUrl: '/dev/pay/D20260115-000007' }));
    await screen.findByRole('img', { name: qr });
    const axe = (await import('axe-core')).default;
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
