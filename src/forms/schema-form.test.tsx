// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import SchemaForm from './schema-form.tsx';
import type { SchemaFormProps } from './schema-form.tsx';
import type { FormValues } from './converter.ts';
import { allFlags, allRules, createFormsI18n } from './test-support.ts';
import { loadRuntimeValidator } from './form-validator.ts';
import { loadLaterValidators } from './precompiled-split.ts';

afterEach(cleanup);
// These rules are not the brand's, so nothing is precompiled for them: the form uses the runtime
// ajv validator, loaded once here so that the form renders without suspending.
beforeAll(async () => {
  await loadRuntimeValidator();
  // LazySchemaForm fetches it beside the form chunk; this test renders the form itself.
  await loadLaterValidators();
});

function renderForm(i18n: I18n, props: Partial<SchemaFormProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <SchemaForm variant="login" rules={allRules()} flags={allFlags()} {...props} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return { ...view, onSubmit };
}

/** Plays the page: a failed server call sets `errorMessage`. */
function FailingLogin({ onSubmit }: { onSubmit: (data: FormValues) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <SchemaForm
      variant="login"
      rules={allRules()}
      flags={allFlags()}
      busy={busy}
      errorMessage={error}
      onSubmit={(data) => {
        onSubmit(data);
        setBusy(true);
        queueMicrotask(() => {
          setBusy(false);
          setError('Wrong username or password');
        });
      }}
    />
  );
}

describe('<SchemaForm>', () => {
  it('shows the first error under the input, referenced by aria-describedby, after submit', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    const { onSubmit } = renderForm(i18n);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const username = await screen.findByLabelText(/^Username/);
    await waitFor(() => expect(username.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = username.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    const error = document.getElementById(describedBy ?? '');
    expect(error?.textContent).toBe('Username cannot be empty');
    expect(onSubmit).not.toHaveBeenCalled();
    // focus moves to the first invalid input
    expect(document.activeElement).toBe(username);
  });

  it('labels are tied to inputs and required placeholders have an asterisk', async () => {
    const i18n = await createFormsI18n('en');
    renderForm(i18n);
    const username = screen.getByLabelText(/^Username/);
    expect(username.getAttribute('placeholder')).toBe('*Username');
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText(/^Password/).getAttribute('autocomplete')).toBe('current-password');
  });

  it('validates on blur, only for the blurred field', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    renderForm(i18n);
    await user.click(screen.getByLabelText(/^Username/));
    await user.tab();
    await waitFor(() => expect(screen.getByText('Username cannot be empty')).toBeTruthy());
    expect(screen.queryByText('Password cannot be empty')).toBeNull();
  });

  it('clears a shown error once the field is fixed', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    renderForm(i18n);
    const username = screen.getByLabelText(/^Username/);
    await user.click(username);
    await user.tab();
    await screen.findByText('Username cannot be empty');
    await user.type(username, 'demo1');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Username cannot be empty')).toBeNull());
    expect(username.getAttribute('aria-invalid')).toBeNull();
    expect(username.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps typed input after a failed submit and shows the server error in an alert', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <FailingLogin onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    await user.type(screen.getByLabelText(/^Username/), 'demo1');
    await user.type(screen.getByLabelText(/^Password/), 'wrong123');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong username or password'));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo1', password: 'wrong123' });
    expect(screen.getByLabelText<HTMLInputElement>(/^Username/).value).toBe('demo1');
    expect(screen.getByLabelText<HTMLInputElement>(/^Password/).value).toBe('wrong123');

    // and a second submit sends the same data again
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit).toHaveBeenLastCalledWith({ username: 'demo1', password: 'wrong123' });
  });

  it('switches shown messages and labels with the language', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    renderForm(i18n);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Username cannot be empty');
    await act(async () => {
      await i18n.changeLanguage('vi');
    });
    await screen.findByText('Tên đăng nhập không được để trống');
    expect(screen.getByLabelText(/^Tên đăng nhập/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeTruthy();
  });

  it('password toggle shows and hides the password', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    renderForm(i18n);
    const password = screen.getByLabelText<HTMLInputElement>(/^Password/);
    expect(password.type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('captcha: loads on mount, reloads on click at most once per second, submits the key', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    let n = 0;
    const loadCaptcha = vi.fn(() => {
      n += 1;
      return Promise.resolve({ captchaKey: `key${n}`, image: `data:image/svg+xml;base64,${n}` });
    });
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(10_000);
    const { onSubmit } = renderForm(i18n, { options: { captchaShown: true }, formContext: { loadCaptcha } });
    await waitFor(() => expect(loadCaptcha).toHaveBeenCalledTimes(1));
    const reload = screen.getByRole('button', { name: 'Reload captcha image' });
    await screen.findByAltText('Captcha image');
    now.mockReturnValue(10_500);
    await user.click(reload);
    expect(loadCaptcha).toHaveBeenCalledTimes(1);
    now.mockReturnValue(11_100);
    reload.focus();
    await user.keyboard('{Enter}');
    expect(loadCaptcha).toHaveBeenCalledTimes(2);
    await waitFor(() =>
      expect(screen.getByAltText('Captcha image').getAttribute('src')).toContain('base64,2'),
    );
    now.mockRestore();

    await user.type(screen.getByLabelText(/^Username/), 'demo1');
    await user.type(screen.getByLabelText(/^Password/), 'Demo1234');
    await user.type(screen.getByLabelText(/^Captcha/), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        username: 'demo1',
        password: 'Demo1234',
        captcha: 'ab12',
        captchaKey: 'key2',
      }),
    );
  });

  it('SMS button: state from props, sends the current data, counts down', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    const onSend = vi.fn();
    const codes = [
      { code: '+84', country: 'VN', name: 'Vietnam', digits: 9 },
      { code: '+66', country: 'TH', name: 'Thailand', digits: 9 },
    ];
    const view = renderForm(i18n, {
      variant: 'loginSms',
      options: { dialingCodes: codes },
      formContext: { sms: { onSend } },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+66');
    await user.type(screen.getByLabelText(/^Mobile number/), '912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSend).toHaveBeenCalledWith({ countryDialingCode: '+66', mobileNum: '912345678' });

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <SchemaForm
          variant="loginSms"
          rules={allRules()}
          flags={allFlags()}
          options={{ dialingCodes: codes }}
          formContext={{ sms: { onSend, remainingSeconds: 59 } }}
          onSubmit={view.onSubmit}
        />
      </I18nextProvider>,
    );
    const counting = await screen.findByRole<HTMLButtonElement>('button', { name: 'Code sent 59s' });
    expect(counting.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/^Mobile number/).value).toBe('912345678');
  });

  it('replaces a remembered dialing code that is no longer offered', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    const codes = [{ code: '+84', country: 'VN', name: 'Vietnam', digits: 9 }];
    const { onSubmit } = renderForm(i18n, {
      variant: 'loginSms',
      options: { dialingCodes: codes },
      initialData: { countryDialingCode: '+1', mobileNum: '912345678' },
    });
    await user.type(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: '123456',
      }),
    );
  });

  it('registration: terms ticked by default, age must be ticked', async () => {
    const i18n = await createFormsI18n('en');
    const user = userEvent.setup();
    const rules = allRules();
    for (const f of Object.values(rules)) f.enabled = false;
    renderForm(i18n, { variant: 'register', rules, flags: allFlags({ fields: {} }) });
    const terms = screen.getByLabelText<HTMLInputElement>('I agree to the terms and the privacy policy');
    const age = screen.getByLabelText<HTMLInputElement>('I confirm I am over 18 years old');
    expect(terms.checked).toBe(true);
    expect(age.checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Please confirm your age');
    expect(age.getAttribute('aria-invalid')).toBe('true');
  });

  it('logs a dropped server pattern once, naming the field', async () => {
    const i18n = await createFormsI18n('en');
    const logger = vi.fn();
    renderForm(i18n, {
      variant: 'forgotEmail',
      rules: allRules({ username: { acceptedPattern: '(a+)+' } }),
      logger,
    });
    await waitFor(() => expect(logger).toHaveBeenCalledTimes(1));
    expect(logger).toHaveBeenCalledWith(
      expect.stringContaining('username'),
      expect.objectContaining({ field: 'username' }),
    );
  });
});
