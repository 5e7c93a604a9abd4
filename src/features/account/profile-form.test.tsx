// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberProfile } from '../../lib/api/account';
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

const { ProfileForm } = await import('./profile-form');
const { SecurityCentrePage } = await import('./security-centre-page');

const member = testMember({ countryDialingCode: '' });
// The brand's rules the forms are generated from (GET /wps/system/setting/register).
const settings = registerSettings();

const profile: MemberProfile = {
  account: 'demo1',
  nickname: 'Demo',
  realName: 'Nguyen Van A',
  birthday: '1990-05-17',
  gender: 'M',
  email: 'demo1@lotus.example',
  countryDialingCode: '+84',
  mobileNum: '912345678',
  avatarUrl: '',
  paymentPasswordSet: true,
  realNameLocked: true,
  nationality: 'VN',
  address: '12 Le Loi, District 1',
  occupation: 'Chef',
  sourceOfIncome: 'business',
  telegram: '@lotus_fan',
  invitationCode: 'ABCD2345',
  referrer: 'agent1',
  bankAccountNumber: '******6789',
};

const EDITABLE = [
  'nickname',
  'birthday',
  'gender',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
] as const;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAccountI18n();
});
beforeEach(() => {
  api.handler = (method, path, options) => {
    if (path === '/wps/member/profile')
      return method === 'POST' ? { ...profile, ...(options.body as object) } : profile;
    if (path === '/wps/member/info') return member;
    if (path === '/wps/system/setting/register') return settings;
    if (path === '/wps/system/countryCodes') return [];
    return null;
  };
  api.calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member });
});
afterEach(async () => {
  cleanup();
  clearSession();
  await i18n.changeLanguage('en');
});

/** Renders the form and waits for its code-split chunk (RJSF) to show the `<form>`. */
async function renderForm(value: MemberProfile = profile) {
  const Wrapper = wrapper(i18n, testQueryClient());
  const view = render(
    <Wrapper>
      <main>
        <ProfileForm profile={value} register={settings} />
      </main>
    </Wrapper>,
  );
  await waitFor(() => expect(view.container.querySelector('form')).not.toBeNull(), { timeout: 15_000 });
  return view;
}

// A required field's label ends with its asterisk (§5).
const label = (text: string) => new RegExp(`^${text}\\*?$`);
const input = (text: string) => screen.getByLabelText<HTMLInputElement>(label(text));
const select = (text: string) => screen.getByLabelText<HTMLSelectElement>(label(text));
const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/wps/member/profile');

describe('profile form (§3 profile-type fields)', () => {
  it('shows the loaded values, the read-only ones in their own block', async () => {
    await renderForm();
    expect(input('Nickname').value).toBe('Demo');
    expect(input('Real name').readOnly).toBe(true);
    expect(input('Date of birth').value).toBe('1990-05-17');
    expect(select('Nationality').value).toBe('VN');
    expect(input('Address').value).toBe('12 Le Loi, District 1');
    expect(input('Occupation').value).toBe('Chef');
    expect(select('Source of income').value).toBe('business');
    expect(within(select('Source of income')).getByRole('option', { selected: true }).textContent).toBe(
      'Business',
    );
    expect(input('Telegram').value).toBe('@lotus_fan');
    const linked = within(screen.getByRole('group', { name: 'Linked to your account' }));
    for (const [label, value] of [
      ['Invitation code', 'ABCD2345'],
      ['Referrer', 'agent1'],
      ['Bank account number', '******6789'],
    ] as const) {
      const field = linked.getByLabelText<HTMLInputElement>(label);
      expect(field.value).toBe(value);
      expect(field.readOnly).toBe(true);
    }
  });

  it('leaves out the read-only block when the platform has none of its values', async () => {
    await renderForm({ ...profile, invitationCode: '', referrer: '', bankAccountNumber: '' });
    expect(screen.queryByRole('group', { name: 'Linked to your account' })).toBeNull();
    expect(screen.queryByLabelText('Referrer')).toBeNull();
  });

  it('shows only the given read-only values', async () => {
    await renderForm({ ...profile, referrer: '', bankAccountNumber: '' });
    expect(input('Invitation code').value).toBe('ABCD2345');
    expect(screen.queryByLabelText('Referrer')).toBeNull();
    expect(screen.queryByLabelText('Bank account number')).toBeNull();
  });

  it('refuses an invalid Telegram username before sending and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderForm();
    const telegram = input('Telegram');
    await user.clear(telegram);
    await user.type(telegram, '@bad-name!');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const message =
      'Enter a Telegram username of 5 to 32 letters a–z, digits or underscores (an @ at the start is allowed).';
    expect(await screen.findByText(message)).toBeTruthy();
    expect(telegram.value).toBe('@bad-name!');
    expect(telegram.getAttribute('aria-invalid')).toBe('true');
    expect(
      telegram
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(message);
    await waitFor(() => expect(document.activeElement).toBe(telegram));
    expect(posts()).toEqual([]);

    // 33 characters after the @ is one too many; the message goes once the field is edited.
    await user.clear(telegram);
    await user.type(telegram, `@${'a'.repeat(33)}`);
    expect(screen.queryByText(message)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(posts()).toEqual([]);
  });

  it('refuses an occupation with angle brackets with a translated message, keeping the text', async () => {
    const user = userEvent.setup();
    i18n.addResourceBundle('vi', 'account', (await import('../../../locales/vi/account.json')).default);
    await i18n.changeLanguage('vi');
    await renderForm();
    const occupation = await screen.findByLabelText<HTMLInputElement>('Nghề nghiệp');
    await user.clear(occupation);
    await user.type(occupation, 'Chef <b>');
    await user.click(screen.getByRole('button', { name: 'Lưu thông tin' }));
    expect(await screen.findByText('Hãy xóa các ký tự < và >: không được dùng ở đây.')).toBeTruthy();
    expect(occupation.value).toBe('Chef <b>');
    expect(posts()).toEqual([]);
  });

  it('sends only the editable fields, trimmed', async () => {
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(select('Nationality'), 'TH');
    await user.clear(input('Address'));
    await user.type(input('Address'), '  99 Sukhumvit Road  ');
    await user.clear(input('Occupation'));
    await user.type(input('Occupation'), 'Teacher');
    await user.selectOptions(select('Source of income'), 'salary');
    await user.clear(input('Telegram'));
    await user.type(input('Telegram'), ' lotus_teacher ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    const sent = posts()[0]?.body as Record<string, unknown>;
    // The real name is stored (locked): it is not sent either.
    expect(Object.keys(sent).sort()).toEqual([...EDITABLE].sort());
    expect(sent).toEqual({
      nickname: 'Demo',
      birthday: '1990-05-17',
      gender: 'M',
      nationality: 'TH',
      address: '99 Sukhumvit Road',
      occupation: 'Teacher',
      sourceOfIncome: 'salary',
      telegram: 'lotus_teacher',
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('sends the real name while it is not stored yet', async () => {
    const user = userEvent.setup();
    await renderForm({ ...profile, realName: '', realNameLocked: false });
    await user.type(input('Real name'), 'Tran Thi B');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ realName: 'Tran Thi B' });
  });

  it('names the countries in the UI language (Intl.DisplayNames), not as codes', async () => {
    await renderForm();
    const english = within(select('Nationality'));
    expect(english.getByRole('option', { name: 'Vietnam' })).toHaveProperty('value', 'VN');
    expect(english.getByRole('option', { name: 'Germany' })).toHaveProperty('value', 'DE');
    expect(english.getByRole('option', { name: 'Not specified' })).toHaveProperty('value', '');
    const options = english.getAllByRole<HTMLOptionElement>('option');
    // 249 ISO 3166-1 codes plus "not specified"; no option shows a bare code.
    expect(options).toHaveLength(250);
    expect(options.filter((o) => o.value !== '' && o.textContent === o.value)).toEqual([]);
    cleanup();

    i18n.addResourceBundle('zh-CN', 'account', (await import('../../../locales/zh-CN/account.json')).default);
    await i18n.changeLanguage('zh-CN');
    await renderForm();
    const chinese = within(screen.getByLabelText('国籍'));
    expect(chinese.getByRole('option', { name: '越南' })).toHaveProperty('value', 'VN');
    expect(chinese.getByRole('option', { name: '未选择' })).toHaveProperty('value', '');
  });

  it('the security centre page shows the profile fields from GET /wps/member/profile', async () => {
    const Wrapper = wrapper(i18n, testQueryClient());
    render(
      <Wrapper>
        <SecurityCentrePage
          node={{
            id: 'securityCenter',
            component: 'account.securityCenter',
            props: {},
            children: [],
            pointer: '/pages/0',
          }}
        />
      </Wrapper>,
    );
    expect((await screen.findByLabelText<HTMLInputElement>('Occupation')).value).toBe('Chef');
    expect(input('Bank account number').value).toBe('******6789');
  });

  it('has no axe violations, with and without errors', async () => {
    const user = userEvent.setup();
    const { container } = await renderForm();
    const axe = (await import('axe-core')).default;
    const run = async () =>
      (
        await axe.run(container, {
          rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
        })
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    expect(await run()).toEqual([]);
    await user.clear(input('Telegram'));
    await user.type(input('Telegram'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText(/Enter a Telegram username/);
    expect(await run()).toEqual([]);
    // 250 nationality options make axe slow on a busy machine.
  }, 60_000);
});
