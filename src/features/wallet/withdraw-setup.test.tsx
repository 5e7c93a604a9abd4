// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import account from '../../../locales/en/account.json';
import common from '../../../locales/en/common.json';
import forms from '../../../locales/en/forms.json';
import wallet from '../../../locales/en/wallet.json';
import { setEncryptor } from '../../lib/api/client';
import { clearSession, setSession } from '../../lib/session';
import { testQueryClient, wrapper } from '../../components/test-support';
import { registerSettings } from '../../forms/test-support';
import { testMember } from '../../lib/api/test-member';
import { ok, refuse } from './test-support';

const { WithdrawPage } = await import('./withdraw-page');

type Call = { method: string; path: string; body: unknown };
type Route = (call: Call) => Response;
let routes: Record<string, Route> = {};
let calls: Call[] = [];

const config = {
  min: 50,
  max: 400,
  dailyMax: 1000,
  dailyRemaining: 1000,
  confirmTimeoutMinutes: 30,
  hasPaymentPassword: false,
};
const banks = [
  { code: 'VCB', bin: '970436', name: 'Vietcombank' },
  { code: 'TCB', bin: '970407', name: 'Techcombank' },
  { code: 'ACB', bin: '970416', name: 'ACB' },
];
const emptyPage = { list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 };
// A required field's label ends with its asterisk (§5).
const label = (text: string) => new RegExp(`^${text}\\*?$`);

let i18n: I18n;
const scrolled: Element[] = [];
beforeAll(async () => {
  i18n = i18next.createInstance().use(initReactI18next);
  await i18n.init({
    lng: 'en',
    ns: ['wallet', 'account', 'common', 'forms'],
    defaultNS: 'wallet',
    resources: { en: { wallet, account, common, forms } },
    interpolation: { escapeValue: false },
  });
  setEncryptor({ encrypt: (payload) => Promise.resolve(`enc:${JSON.stringify(payload)}`) });
});
beforeEach(() => {
  calls = [];
  scrolled.length = 0;
  // jsdom does not scroll: record which element asked to be scrolled into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  routes = {
    'GET /wps/v2/wallets/balance': () =>
      ok({ sumBalance: 500, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
    'GET /wps/v2/wallets/list': () => ok({ wallets: [{ wallet: 'MAIN', balance: 500 }] }),
    'GET /wps/wallet/withdraw/config': () => ok(config),
    'GET /wps/wallet/bankAccounts': () => ok({ list: [] }),
    'GET /wps/wallet/withdraw/orders': () => ok(emptyPage),
    'GET /wps/wallet/banks': () => ok({ list: banks }),
    'GET /wps/system/setting/register': () => ok(registerSettings()),
  };
  setSession({ token: 'tok', member: testMember({ countryDialingCode: '' }) });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test.local');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path: parsed.pathname, body };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      return Promise.resolve(
        route ? route(call) : refuse(`no route ${method} ${parsed.pathname}`, 'NOT_FOUND', 404),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function renderPage() {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  return render(
    <Wrapper>
      <WithdrawPage />
    </Wrapper>,
  );
}

const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the first withdrawal: no payment password yet', () => {
  it('brings the set-password form into view with its first input focused, then the next step', async () => {
    const user = userEvent.setup();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Set your payment password' });
    // The form is a code-split chunk (RJSF): wait for its first input to take the focus.
    const first = await within(section).findByLabelText(
      label('New payment password'),
      {},
      { timeout: 15_000 },
    );
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(scrolled).toContain(section);
    expect(within(section).getByRole('form', { name: 'Set your payment password' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to my account' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Withdraw' })).toBeNull();

    routes['POST /wps/member/paymentPassword'] = () => {
      routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, hasPaymentPassword: true });
      return ok(null);
    };
    await user.type(first, '246810');
    await user.type(within(section).getByLabelText(label('Confirm payment password')), '246810');
    await user.click(within(section).getByRole('button', { name: 'Set payment password' }));

    const saved = await screen.findByTestId('wallet-password-saved');
    expect(saved.textContent).toBe('Payment password saved. You can withdraw now.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    // The next step of a first withdrawal: bind a bank account (the form right below).
    expect(screen.getByText('Add a bank account below to withdraw.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set your payment password' })).toBeNull();
    const sent = posted('/wps/member/paymentPassword')[0]?.body as { enc: string };
    expect(JSON.parse(sent.enc.slice(4))).toEqual({
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
  });

  it('does not take the focus when the member already has a payment password', async () => {
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, hasPaymentPassword: true });
    renderPage();
    expect(await screen.findByText('Add a bank account below to withdraw.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set your payment password' })).toBeNull();
    expect(scrolled).toEqual([]);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('bank account form: the bank comes from the brand list', () => {
  it('offers the banks in a labelled select, asks for one, sends its name and maps UNKNOWN_BANK', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, hasPaymentPassword: true });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    const select = within(form).getByRole('combobox', { name: 'Bank name' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose your bank', 'Vietcombank', 'Techcombank', 'ACB']),
    );
    // No free text any more.
    expect(within(form).queryByRole('textbox', { name: 'Bank name' })).toBeNull();

    await user.type(within(form).getByLabelText('Account holder name'), 'Nguyen Van Demo');
    await user.type(within(form).getByLabelText('Account number'), '0123 456 789');
    await user.click(within(form).getByRole('button', { name: 'Add bank account' }));
    expect(within(form).getByText('Choose your bank from the list.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(posted('/wps/wallet/bankAccounts')).toHaveLength(0);

    // Keyboard: focus the select and pick with the arrow keys.
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.selectOptions(select, 'TCB');
    expect((select as HTMLSelectElement).value).toBe('TCB');
    expect(within(form).queryByText('Choose your bank from the list.')).toBeNull();

    routes['POST /wps/wallet/bankAccounts'] = () =>
      refuse("bankName must be one of the brand's banks", 'UNKNOWN_BANK', 200);
    const banksCalls = () => calls.filter((c) => c.path === '/wps/wallet/banks').length;
    const before = banksCalls();
    await user.click(within(form).getByRole('button', { name: 'Add bank account' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'This bank is no longer on our list. Choose a bank from the list.',
    );
    await waitFor(() => expect(banksCalls()).toBe(before + 1));
    expect(posted('/wps/wallet/bankAccounts')[0]?.body).toEqual({
      bankName: 'Techcombank',
      accountName: 'Nguyen Van Demo',
      accountNumber: '0123456789',
    });
    expect(within(form).getByLabelText<HTMLInputElement>('Account holder name').value).toBe(
      'Nguyen Van Demo',
    );
  });

  it('shows a load error with retry when the bank list fails', async () => {
    const user = userEvent.setup();
    routes['GET /wps/wallet/withdraw/config'] = () => ok({ ...config, hasPaymentPassword: true });
    routes['GET /wps/wallet/banks'] = () => refuse('Banks down');
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a bank account' });
    expect(await within(form).findByText('Banks down')).toBeTruthy();
    routes['GET /wps/wallet/banks'] = () => ok({ list: banks });
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('option', { name: 'ACB' })).toBeTruthy();
  });
});
