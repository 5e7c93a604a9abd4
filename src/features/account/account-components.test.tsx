// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../lib/session';
import { getModal } from '../../lib/ui-store';
import { createAccountI18n, testQueryClient, wrapper } from '../../components/test-support';
import { testMember } from '../../lib/api/test-member';
import { registerSettings } from '../../forms/test-support';

type Handler = (method: string, path: string, options: { body?: unknown; raw?: Blob }) => unknown;
const api = vi.hoisted(() => ({
  handler: null as Handler | null,
  calls: [] as { method: string; path: string }[],
}));

vi.mock('../../lib/api/client', () => ({
  apiRequest: (method: string, path: string, options: { body?: unknown; raw?: Blob } = {}) => {
    api.calls.push({ method, path });
    if (!api.handler) return Promise.reject(new Error('no handler'));
    try {
      return Promise.resolve(api.handler(method, path, options));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  },
}));

const { default: UnreadBadge } = await import('./unread-badge');
const { default: RealityCheck } = await import('./reality-check');
const { AvatarPage } = await import('./avatar-page');
const { ResponsibleGamingPage } = await import('./responsible-gaming-page');
const { MessagesPage } = await import('./messages-page');
const { PaymentPasswordForm } = await import('./payment-password-form');
const { ApiError } = await import('../../lib/api/errors');

const member = testMember({ countryDialingCode: '' });
const limit = (amount: number | null) => ({
  amount,
  pending: false,
  pendingAmount: null,
  effectiveAt: null,
  used: 0,
  remaining: amount,
});
const rgValue = (realityCheckMinutes: number, sessionStartedAt: number) => ({
  depositLimits: { daily: limit(null), weekly: limit(null), monthly: limit(null) },
  realityCheckMinutes,
  sessionStartedAt,
  exclusion: null,
  currency: 'VND',
  currencySymbol: '₫',
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAccountI18n();
});
beforeEach(() => {
  api.handler = null;
  api.calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.useRealTimers();
});

function renderWith(ui: React.ReactNode) {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  return { client, ...render(<Wrapper>{ui}</Wrapper>) };
}

describe('header unread badge', () => {
  it('shows the CSP_unreadCount value and names it', async () => {
    api.handler = (_m, path) => (path === '/wps/relay/CSP_unreadCount' ? 3 : null);
    renderWith(<UnreadBadge />);
    expect(await screen.findByTestId('header-unread-count')).toHaveProperty('textContent', '3');
    expect(screen.getByRole('link', { name: 'Messages, 3 unread' }).getAttribute('href')).toContain(
      'mc=messageV2',
    );
  });

  it('hides the count at 0 and caps it at 99+', async () => {
    let count = 0;
    api.handler = () => count;
    const view = renderWith(<UnreadBadge />);
    await screen.findByRole('link', { name: 'Messages, 0 unread' });
    expect(screen.queryByTestId('header-unread-count')).toBeNull();
    view.unmount();
    count = 250;
    renderWith(<UnreadBadge />);
    expect(await screen.findByTestId('header-unread-count')).toHaveProperty('textContent', '99+');
  });
});

describe('reality check', () => {
  const SESSION = '/wps/member/responsibleGaming/session';
  const sessionCalls = () => api.calls.filter((c) => c.path === SESSION).length;

  it('opens every N minutes with time played and the game result fetched afresh; Continue closes, Log out asks to log out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    let session = { since: start, stake: 0, payout: 0, net: 0 };
    api.handler = (_m, path) => {
      if (path === '/wps/member/responsibleGaming') return rgValue(15, start);
      if (path === SESSION) return session;
      // The wallet balance is not the net result (a deposit is not a win): never asked for.
      if (path === '/wps/v2/wallets/balance') throw new Error('balance must not be used');
      return null;
    };
    renderWith(<RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(sessionCalls()).toBe(0);

    session = { since: start, stake: 300, payout: 50, net: -250 };
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    // The session result is fetched when the reminder fires (testing-library's find/waitFor poll
    // with timers, which are fake here: flush the promises instead).
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('0 h 15 min');
    expect(dialog.textContent).toContain('−₫250');
    expect(sessionCalls()).toBe(1);

    act(() => screen.getByRole('button', { name: 'Continue' }).click());
    expect(screen.queryByTestId('reality-check')).toBeNull();

    session = { since: start, stake: 300, payout: 420, net: 120 };
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const again = screen.getByRole('alertdialog');
    expect(again.textContent).toContain('0 h 30 min');
    // A fresh answer for this reminder, not the one of the first.
    expect(again.textContent).toContain('+₫120');
    expect(sessionCalls()).toBe(2);
    act(() => screen.getByRole('button', { name: 'Log out' }).click());
    expect(getModal().name).toBe('logout');
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });

  it('still reminds when the session result cannot be fetched, without a made-up net result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const start = Date.now();
    api.handler = (_m, path) => {
      if (path === '/wps/member/responsibleGaming') return rgValue(15, start);
      throw new Error('offline');
    };
    renderWith(<RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const dialog = screen.getByRole('alertdialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('0 h 15 min');
    expect(dialog.textContent).toContain('Net result since you logged in: not available');
  });

  it('stays silent when the interval is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    api.handler = (_m, path) =>
      path === '/wps/member/responsibleGaming'
        ? rgValue(0, Date.now())
        : { since: 0, stake: 0, payout: 0, net: 0 };
    renderWith(<RealityCheck />);
    await act(() => vi.advanceTimersByTimeAsync(3 * 3_600_000));
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(sessionCalls()).toBe(0);
  });
});

describe('avatar page', () => {
  const profile = {
    account: 'demo1',
    nickname: 'Demo',
    realName: '',
    birthday: '',
    gender: '',
    email: '',
    countryDialingCode: '',
    mobileNum: '',
    avatarUrl: '',
    paymentPasswordSet: false,
    realNameLocked: false,
  };

  it('refuses a gif and a 6 MB png before uploading; uploads a png', async () => {
    api.handler = (m, path) => {
      if (path === '/wps/member/profile') return profile;
      if (m === 'POST' && path === '/wps/member/info/icon') return { avatarUrl: '/wps/avatar/abc123def456' };
      if (path === '/wps/member/info') return member;
      return null;
    };
    const user = userEvent.setup({ applyAccept: false });
    renderWith(<AvatarPage />);
    const input = await screen.findByLabelText('Choose an image');
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only png or jpg images are accepted.');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect((await screen.findByRole('alert')).textContent).toBe('The image is too large (5MB at most).');
    const fake = new File(['GIF89a....'], 'fake.png', { type: 'image/png' });
    await user.upload(input, fake);
    expect((await screen.findByRole('alert')).textContent).toBe('Only png or jpg images are accepted.');
    expect(api.calls.some((c) => c.path === '/wps/member/info/icon')).toBe(false);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'me.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    expect((await screen.findByRole('status', { name: '' })).textContent).toMatch(/Avatar saved|Uploading/);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/member/info/icon')).toBe(true));
  });

  it('shows the default image when the avatar fails to load', async () => {
    api.handler = () => ({ ...profile, avatarUrl: '/wps/avatar/missing12345' });
    renderWith(<AvatarPage />);
    const img = await screen.findByTestId('account-avatar-image');
    expect(img.getAttribute('src')).toBe('/wps/avatar/missing12345');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img.getAttribute('src')).not.toBe('/wps/avatar/missing12345');
  });
});

describe('responsible gaming page', () => {
  it('validates the limits before sending and sends only changed ones', async () => {
    const sent: unknown[] = [];
    api.handler = (m, path, options) => {
      if (m === 'POST') {
        sent.push(options.body);
        return rgValue(0, 0);
      }
      return path === '/wps/member/responsibleGaming' ? rgValue(0, 0) : null;
    };
    const user = userEvent.setup();
    renderWith(<ResponsibleGamingPage />);
    const daily = await screen.findByLabelText('Daily limit (VND)');
    await user.type(daily, '1.005');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Use at most 2 decimal places.')).toBeTruthy();
    expect(daily.getAttribute('aria-invalid')).toBe('true');
    await user.clear(daily);
    await user.type(daily, '500');
    await user.type(screen.getByLabelText('Weekly limit (VND)'), '100');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText("This limit cannot be lower than a shorter period's limit.")).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText('Weekly limit (VND)'));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(sent).toEqual([{ depositLimits: { daily: 500 } }]));
  });

  it("takes the currency's decimals from the answer (minorUnits 0: whole limits, shown without decimals)", async () => {
    const sent: unknown[] = [];
    const whole = { ...rgValue(0, 0), minorUnits: 0 };
    whole.depositLimits = { ...whole.depositLimits, monthly: limit(5000) };
    api.handler = (m, path, options) => {
      if (m === 'POST') {
        sent.push(options.body);
        return whole;
      }
      return path === '/wps/member/responsibleGaming' ? whole : null;
    };
    const user = userEvent.setup();
    renderWith(<ResponsibleGamingPage />);
    const daily = await screen.findByLabelText('Daily limit (VND)');
    expect(screen.getByText('₫0 of ₫5,000 used')).toBeTruthy();
    await user.type(daily, '10.5');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByText('Enter a whole amount, without decimals.')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(daily);
    await user.type(daily, '10');
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(sent).toEqual([{ depositLimits: { daily: 10 } }]));
  });

  it('asks for confirmation before a self-exclusion', async () => {
    const sent: unknown[] = [];
    api.handler = (m, _path, options) => {
      if (m === 'POST') {
        sent.push(options.body);
        return { ...rgValue(0, 0), exclusion: { kind: 'selfExclusion', since: 0, until: null } };
      }
      return rgValue(0, 0);
    };
    const user = userEvent.setup();
    renderWith(<ResponsibleGamingPage />);
    await user.click(await screen.findByLabelText('Permanent self-exclusion', {}, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close your account?' }, { timeout: 5000 });
    expect(dialog.textContent).toContain('Permanent self-exclusion');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, close my account' }, { timeout: 5000 }));
    await screen.findByRole('alertdialog', { name: 'Your account is closed' }, { timeout: 5000 });
    expect(sent).toEqual([{ exclude: 'permanent' }]);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('payment password form', () => {
  // The brand's rules (a six-digit payment password), as the security centre page passes them.
  const register = registerSettings();
  // A required field's label ends with its asterisk (§5).
  const label = (text: string) => new RegExp(`^${text}\\*?$`);

  it('sets a first payment password after checking the confirmation, and refreshes the money pages', async () => {
    const sent: unknown[] = [];
    api.handler = (_m, _path, options) => {
      sent.push(options.body);
      return null;
    };
    const user = userEvent.setup();
    const { client } = renderWith(<PaymentPasswordForm isSet={false} register={register} />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // The form is a code-split chunk (RJSF): wait for it.
    await screen.findByLabelText(label('New payment password'), {}, { timeout: 15_000 });
    expect(screen.queryByLabelText(label('Current payment password'))).toBeNull();
    await user.type(screen.getByLabelText(label('New payment password')), '246810');
    await user.type(screen.getByLabelText(label('Confirm payment password')), '246811');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(screen.getByText('The two payment passwords do not match.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(label('New payment password')).value).toBe('246810');
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(label('Confirm payment password')));
    await user.type(screen.getByLabelText(label('Confirm payment password')), '246810');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Payment password saved.')).toBeTruthy();
    expect(sent).toEqual([{ newPaymentPassword: '246810', confirmPaymentPassword: '246810' }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account', 'profile'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet', 'withdraw', 'config'] });
  });

  it('changing needs the old one; a refusal is shown and the input kept', async () => {
    api.handler = () => {
      throw new ApiError('platform', 'oldPaymentPassword is incorrect', {
        status: 400,
        code: 'BAD_CREDENTIALS',
      });
    };
    const user = userEvent.setup();
    renderWith(<PaymentPasswordForm isSet register={register} />);
    await screen.findByLabelText(label('New payment password'), {}, { timeout: 15_000 });
    await user.type(screen.getByLabelText(label('New payment password')), '135790');
    await user.type(screen.getByLabelText(label('Confirm payment password')), '135790');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(screen.getByLabelText(label('Current payment password')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(api.calls).toEqual([]);
    await user.type(screen.getByLabelText(label('Current payment password')), '000000');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    // The form's alert region is always there (empty until a message): wait for the message.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('incorrect'));
    expect(screen.getByLabelText<HTMLInputElement>(label('Current payment password')).value).toBe('000000');
  });
});

describe('messages page', () => {
  it('sanitizes HTML and marks a message read when opened', async () => {
    const reads: unknown[] = [];
    api.handler = (m, path, options) => {
      if (m === 'POST') {
        reads.push(options.body);
        return { unread: 0 };
      }
      // The brand's image hosts decide which images a message may load (issue 14 point 10).
      if (path === '/wps/system/whitelabel') return { whitelabel: [], flags: {}, imageCDNs: [] };
      return {
        list: [
          {
            id: 7,
            title: 'Hello',
            content: '<p>Hi <img src=x onerror="alert(1)"><script>alert(2)</script></p>',
            date: '2025-01-01T00:00:00.000Z',
            read: false,
          },
        ],
        pageNo: 1,
        pageSize: 9,
        totalCount: 1,
        totalPages: 1,
        unread: 1,
      };
    };
    const user = userEvent.setup();
    renderWith(<MessagesPage />);
    const toggle = await screen.findByRole('button', { name: /Hello/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const body = document.getElementById('acct-message-7');
    expect(body?.innerHTML).toContain('Hi');
    expect(body?.innerHTML).not.toContain('onerror');
    expect(body?.innerHTML).not.toContain('<script');
    await waitFor(() => expect(reads).toEqual([{ id: 7 }]));
  });

  it('shows the empty state and a retry on failure', async () => {
    api.handler = () => ({ list: [], pageNo: 1, pageSize: 9, totalCount: 0, totalPages: 0, unread: 0 });
    const view = renderWith(<MessagesPage />);
    expect(await screen.findByText('You have no messages.')).toBeTruthy();
    view.unmount();
    api.handler = () => {
      throw new Error('down');
    };
    renderWith(<MessagesPage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    ['responsible gaming', () => <ResponsibleGamingPage />, 'Save limits'],
    ['avatar', () => <AvatarPage />, 'Choose an image'],
  ] as const)('%s page has no axe violations', async (_name, ui, ready) => {
    api.handler = (_m, path) =>
      path === '/wps/member/profile'
        ? {
            account: 'demo1',
            nickname: 'Demo',
            realName: '',
            birthday: '',
            gender: '',
            email: '',
            countryDialingCode: '',
            mobileNum: '',
            avatarUrl: '',
            paymentPasswordSet: false,
            realNameLocked: false,
          }
        : rgValue(30, 0);
    const { container } = renderWith(<main>{ui()}</main>);
    await screen.findAllByText(ready);
    const axe = (await import('axe-core')).default;
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
