// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../../lib/api/account';
import type { DialingCode } from '../../lib/api/types';
import { clearSession, setSession } from '../../lib/session';
import { createAccountI18n, testQueryClient, wrapper } from '../../components/test-support';
import { testMember } from '../../lib/api/test-member';
import { registerSettings } from '../../forms/test-support';

type Call = { method: string; path: string; body?: unknown };
type Handler = (method: string, path: string, options: { body?: unknown }) => unknown;
const api = vi.hoisted(() => ({ handler: null as Handler | null, calls: [] as Call[] }));

vi.mock('../../lib/api/client', () => ({
  apiRequest: (method: string, path: string, options: { body?: unknown } = {}) => {
    api.calls.push({ method, path, body: options.body });
    if (!api.handler) return Promise.reject(new Error('no handler'));
    try {
      return Promise.resolve(api.handler(method, path, options));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
}));

const { BindEmailForm, BindMobileForm } = await import('./bind-forms');
const { ApiError } = await import('../../lib/api/errors');

const member = testMember({ countryDialingCode: '' });
const VN: DialingCode = { code: '+84', country: 'VN', name: 'Vietnam', digits: 9 };
const settings = registerSettings();
const profile: MemberProfile = {
  account: 'demo1',
  nickname: 'Demo',
  realName: '',
  birthday: '',
  gender: '',
  email: '',
  countryDialingCode: '+84',
  mobileNum: '912345678',
  avatarUrl: '',
  paymentPasswordSet: false,
  realNameLocked: false,
  nationality: '',
  address: '',
  occupation: '',
  sourceOfIncome: '',
  telegram: '',
  invitationCode: '',
  referrer: '',
  bankAccountNumber: '',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAccountI18n();
});
beforeEach(() => {
  api.handler = (_method, path, options) => {
    if (path === '/wps/member/mobile/code') return { expiredMinutes: 5 };
    if (path === '/wps/member/mobile') return { ...profile, ...(options.body as object) };
    if (path === '/wps/member/email') return { ...profile, email: (options.body as { email: string }).email };
    if (path === '/wps/member/info') return member;
    return null;
  };
  api.calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member });
});
afterEach(() => {
  cleanup();
  clearSession();
});

/** Renders a form and waits for its code-split chunk (RJSF) to show the `<form>`. */
async function renderForm(ui: React.ReactNode) {
  const Wrapper = wrapper(i18n, testQueryClient());
  const view = render(
    <Wrapper>
      <main>{ui}</main>
    </Wrapper>,
  );
  await waitFor(() => expect(view.container.querySelector('form')).not.toBeNull(), { timeout: 15_000 });
  return view;
}

// A required field's label ends with its asterisk (§5); the form itself may carry the same name.
const input = (text: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${text}\\*?$`), { selector: 'input' });
const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path);
const alertText = () => screen.getByRole('alert').textContent;

describe('bind mobile (§2 securityCenter) from the converter', () => {
  const ui = () => <BindMobileForm profile={profile} register={settings} dialingCodes={[VN]} />;

  it('sends the code with the SMS-code widget and its countdown machine, then binds the number', async () => {
    const user = userEvent.setup();
    await renderForm(ui());
    expect(screen.getByRole('form', { name: 'Mobile number' })).toBeTruthy();
    expect(screen.getByText('Linked number: +84 912345678')).toBeTruthy();

    // No number yet: told so, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(alertText()).toBe('Enter the mobile number first, then send the code.');
    expect(posts('/wps/member/mobile/code')).toEqual([]);

    await user.type(input('Mobile number'), '987654321');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(posts('/wps/member/mobile/code').map((c) => c.body)).toEqual([
        { countryDialingCode: '+84', mobileNum: '987654321' },
      ]),
    );
    // §4: expiredMinutes × 60 s, the button disabled while it counts.
    const counting = await screen.findByRole('button', { name: /^Code sent (300|299)s$/ });
    expect(counting).toHaveProperty('disabled', true);
    expect(alertText()).toBe('');

    await user.type(input('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Link mobile number' }));
    await waitFor(() =>
      expect(posts('/wps/member/mobile').map((c) => c.body)).toEqual([
        { countryDialingCode: '+84', mobileNum: '987654321', verificationCode: '123456' },
      ]),
    );
    expect(await screen.findByText('Mobile number linked.')).toBeTruthy();
    // A fresh form: the number and code just used are gone, the countdown is reset.
    await waitFor(() => expect(input('Mobile number').value).toBe(''));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveProperty('disabled', false);
  });

  it('refuses a malformed number before sending, with a translated message', async () => {
    const user = userEvent.setup();
    i18n.addResourceBundle('vi', 'account', (await import('../../../locales/vi/account.json')).default);
    await i18n.changeLanguage('vi');
    try {
      await renderForm(ui());
      await user.type(input('Số điện thoại'), '98765');
      await user.type(input('Mã xác minh'), '123456');
      await user.click(screen.getByRole('button', { name: 'Liên kết số điện thoại' }));
      await waitFor(() => expect(input('Số điện thoại').getAttribute('aria-invalid')).toBe('true'));
      // §5: the mobileNum rule's message (digits, 9–11), in the player's language.
      expect(screen.getByText('Chỉ chữ số, 9-11 chữ số')).toBeTruthy();
      expect(posts('/wps/member/mobile')).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the platform's refusal and keeps what was typed; a retry sends again", async () => {
    let refuse = true;
    const handler = api.handler;
    api.handler = (method, path, options) => {
      if (path === '/wps/member/mobile' && refuse)
        throw new ApiError('platform', 'verificationCode is invalid or expired', {
          status: 200,
          code: 'SMS_CODE_INVALID',
        });
      return handler?.(method, path, options);
    };
    const user = userEvent.setup();
    await renderForm(ui());
    await user.type(input('Mobile number'), '987654321');
    await user.type(input('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Link mobile number' }));
    await waitFor(() => expect(alertText()).toContain('invalid or expired'));
    expect(input('Mobile number').value).toBe('987654321');
    expect(input('Verification code').value).toBe('000000');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Link mobile number' }));
    expect(await screen.findByText('Mobile number linked.')).toBeTruthy();
    expect(posts('/wps/member/mobile')).toHaveLength(2);
  });
});

describe('bind email (§2 securityCenter) from the converter', () => {
  const ui = () => <BindEmailForm profile={profile} register={settings} />;

  it('refuses an invalid address before sending, then binds with the log-in password', async () => {
    const user = userEvent.setup();
    await renderForm(ui());
    expect(screen.getByRole('form', { name: 'Email address' })).toBeTruthy();
    await user.type(input('New email address'), 'not-an-email');
    await user.type(input('Log-in password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Link email address' }));
    expect(await screen.findByText('Enter a valid email address, 5-50 characters')).toBeTruthy();
    expect(input('New email address').value).toBe('not-an-email');
    expect(posts('/wps/member/email')).toEqual([]);

    await user.clear(input('New email address'));
    await user.type(input('New email address'), ' me@lotus.example ');
    await user.click(screen.getByRole('button', { name: 'Link email address' }));
    await waitFor(() =>
      expect(posts('/wps/member/email').map((c) => c.body)).toEqual([
        { email: 'me@lotus.example', password: 'Demo1234' },
      ]),
    );
    expect(await screen.findByText('Email address linked.')).toBeTruthy();
    await waitFor(() => expect(input('Log-in password').value).toBe(''));
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    ['bind mobile', () => <BindMobileForm profile={profile} register={settings} dialingCodes={[VN]} />],
    ['bind email', () => <BindEmailForm profile={profile} register={settings} />],
  ] as const)(
    '%s form has no axe violations, with and without errors',
    async (_name, ui) => {
      const user = userEvent.setup();
      const { container } = await renderForm(ui());
      const axe = (await import('axe-core')).default;
      const run = async () =>
        (
          await axe.run(container, {
            rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
          })
        ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
      expect(await run()).toEqual([]);
      await user.click(screen.getByRole('button', { name: /^Link / }));
      await waitFor(() => expect(container.querySelector('[aria-invalid="true"]')).not.toBeNull());
      expect(await run()).toEqual([]);
    },
    60_000,
  );
});
