import { describe, expect, it } from 'vitest';
import { toFormSchema } from './converter.ts';
import type { FormValues, FormVariant, ToFormSchemaOptions, Translate } from './converter.ts';
import {
  createCustomValidate,
  createTransformErrors,
  crossFieldMessages,
  trimValues,
  validatorFor,
} from './validation.ts';
import { runtimeValidator as formValidator } from './runtime-validator.ts';
import { allFlags, allRules, createFormsI18n } from './test-support.ts';

const VN = { code: '+84', country: 'VN', name: 'Vietnam', digits: 9 };

async function translator(lng: 'en' | 'vi' | 'zh-CN' | 'ar'): Promise<Translate> {
  const i18n = await createFormsI18n(lng);
  return (key, params) => i18n.t(key, params);
}

/** Validates like RJSF does and returns the first message per field. */
function firstMessages(
  variant: FormVariant,
  data: FormValues,
  t: Translate,
  options: ToFormSchemaOptions = { dialingCodes: [VN] },
) {
  const { schema, fields, uiSchema } = toFormSchema(
    { variant, rules: allRules(), flags: allFlags(), options },
    { logger: () => undefined },
  );
  const result = formValidator.validateFormData(
    data,
    schema,
    createCustomValidate(fields, t),
    createTransformErrors(fields, t),
    uiSchema,
  );
  const out: Record<string, string | undefined> = {};
  for (const [name, entry] of Object.entries(result.errorSchema)) {
    if (name === '__errors') continue;
    const errors = (entry as { __errors?: string[] } | undefined)?.__errors;
    out[name] = errors?.[0];
  }
  return out;
}

const validLogin: FormValues = { username: 'demo1', password: 'Demo1234' };

describe('validation messages (§5, §8)', () => {
  it('empty field: field name + not-empty text', async () => {
    const t = await translator('en');
    expect(firstMessages('login', { password: 'x' }, t)).toEqual({ username: 'Username cannot be empty' });
  });

  it('switches language for the same error (en → vi)', async () => {
    const en = await translator('en');
    const vi = await translator('vi');
    expect(firstMessages('login', {}, en)).toEqual({
      username: 'Username cannot be empty',
      password: 'Password cannot be empty',
    });
    expect(firstMessages('login', {}, vi)).toEqual({
      username: 'Tên đăng nhập không được để trống',
      password: 'Mật khẩu không được để trống',
    });
  });

  it('pattern and length failures give reg_pattern_{patternId} with min and max', async () => {
    const t = await translator('en');
    const data: FormValues = { username: '1ab', password: 'abcdefgh', confirmPassword: 'abcdefgh' };
    const messages = firstMessages('register', data, t);
    expect(messages.username).toBe('Start with a letter, then letters or digits, 4-16 characters');
    expect(messages.password).toBe('Must contain both letters and digits, 6-20 characters');
  });

  it('gives one number when min equals max', async () => {
    const t = await translator('en');
    expect(firstMessages('register', { captcha: 'ab' }, t).captcha).toBe(
      'Letters or digits only, 4 characters',
    );
  });

  it('shows one message per field even when ajv reports several', async () => {
    const t = await translator('en');
    const { schema, fields, uiSchema } = toFormSchema(
      { variant: 'register', rules: allRules(), flags: allFlags() },
      { logger: () => undefined },
    );
    const result = formValidator.validateFormData(
      { username: '1' },
      schema,
      undefined,
      createTransformErrors(fields, t),
      uiSchema,
    );
    const username = (result.errorSchema as { username?: { __errors?: string[] } }).username?.__errors;
    expect(username).toEqual(['Start with a letter, then letters or digits, 4-16 characters']);
  });

  it('confirm password mismatch gives the inconsistent-twice text', async () => {
    const t = await translator('en');
    const messages = firstMessages('register', { password: 'abc123', confirmPassword: 'abc124' }, t);
    expect(messages.confirmPassword).toBe('The two entries do not match');
    expect(
      firstMessages(
        'changePassword',
        { oldPassword: 'x', newPassword: 'abc123', confirmNewPassword: 'abc999' },
        t,
      ).confirmNewPassword,
    ).toBe('The two entries do not match');
  });

  it('an empty confirmation is "required", not a mismatch', async () => {
    const t = await translator('en');
    expect(firstMessages('register', { password: 'abc123' }, t).confirmPassword).toBe(
      'Confirm password cannot be empty',
    );
  });

  it('terms and age must be ticked', async () => {
    const t = await translator('en');
    const messages = firstMessages('register', { agreeTerms: false, confirmAge: false }, t);
    expect(messages.agreeTerms).toBe('Please agree to the terms and the privacy policy');
    expect(messages.confirmAge).toBe('Please confirm your age');
  });

  it('mobile number must have the digits of its dialing code', async () => {
    const t = await translator('en');
    const messages = firstMessages(
      'loginSms',
      { countryDialingCode: '+84', mobileNum: '9123456789', verificationCode: '1234' },
      t,
    );
    expect(messages.mobileNum).toBe('Mobile number must be correct with 9 digits');
    expect(
      firstMessages(
        'loginSms',
        { countryDialingCode: '+84', mobileNum: '912345678', verificationCode: '1234' },
        t,
      ),
    ).toEqual({});
  });

  it('the verification code follows the mobile pattern (digits) with max 255', async () => {
    const t = await translator('en');
    const ok = { countryDialingCode: '+84', mobileNum: '912345678' };
    expect(firstMessages('loginSms', { ...ok, verificationCode: 'abc' }, t).verificationCode).toBe(
      'Digits only, 1-255 digits',
    );
    expect(firstMessages('loginSms', { ...ok, verificationCode: '1'.repeat(256) }, t).verificationCode).toBe(
      'Digits only, 1-255 digits',
    );
    expect(firstMessages('loginSms', { ...ok, verificationCode: '1'.repeat(255) }, t)).toEqual({});
  });

  it('valid data has no messages', async () => {
    const t = await translator('en');
    expect(firstMessages('login', validLogin, t)).toEqual({});
  });

  it('every language has a message for the same error', async () => {
    const texts = new Set<string>();
    for (const lng of ['en', 'vi', 'zh-CN', 'ar'] as const) {
      const messages = firstMessages('register', { captcha: 'ab' }, await translator(lng));
      expect(messages.captcha).toBeTruthy();
      expect(messages.captcha).not.toContain('reg_pattern');
      texts.add(messages.captcha ?? '');
    }
    expect(texts.size).toBe(4);
  });
});

describe('crossFieldMessages', () => {
  it('returns keys, not text (machines and tests can compare them)', () => {
    const { fields } = toFormSchema(
      { variant: 'register', rules: allRules(), flags: allFlags(), options: { dialingCodes: [VN] } },
      { logger: () => undefined },
    );
    expect(
      crossFieldMessages(
        {
          password: 'a1',
          confirmPassword: 'a2',
          agreeTerms: true,
          confirmAge: true,
          countryDialingCode: '+84',
          mobileNum: '12',
        },
        fields,
      ),
    ).toEqual([
      { field: 'confirmPassword', message: { key: 'forms:errors.inconsistentTwice' } },
      { field: 'mobileNum', message: { key: 'forms:errors.mobileDigits', params: { count: 9 } } },
    ]);
  });
});

describe('account forms: trimming, profile kinds, own mismatch message', () => {
  /** Like {@link firstMessages}, through the form's own validator ({@link validatorFor}). */
  function accountMessages(variant: FormVariant, data: FormValues, t: Translate) {
    const { schema, fields, uiSchema } = toFormSchema(
      { variant, rules: allRules(), flags: allFlags(), options: {} },
      { logger: () => undefined },
    );
    const result = validatorFor(fields, formValidator).validateFormData(
      data,
      schema,
      createCustomValidate(fields, t),
      createTransformErrors(fields, t),
      uiSchema,
    );
    const out: Record<string, string | undefined> = {};
    for (const [name, entry] of Object.entries(result.errorSchema)) {
      if (name === '__errors') continue;
      out[name] = (entry as { __errors?: string[] } | undefined)?.__errors?.[0];
    }
    return out;
  }

  it('trimValues trims the trim fields only; spaces alone count as empty', () => {
    const { fields } = toFormSchema({ variant: 'profile', rules: allRules(), flags: allFlags() });
    expect(
      trimValues({ nickname: '  Lucky ', address: '   ', telegram: ' @lotus_fan ', captcha: ' x ' }, fields),
    ).toEqual({ nickname: 'Lucky', telegram: '@lotus_fan', captcha: ' x ' });
  });

  it('profile: surrounding spaces do not fail a pattern; spaces alone are "empty" for a required field', async () => {
    const t = await translator('en');
    expect(accountMessages('profile', { nickname: 'Lucky', telegram: ' lotus_fan ' }, t)).toEqual({});
    expect(accountMessages('profile', { nickname: '   ' }, t)).toEqual({
      nickname: 'Nickname cannot be empty',
    });
  });

  it('profile kinds: Telegram (20) and plain text (21, with its own length message), in every language', async () => {
    const en = await translator('en');
    expect(accountMessages('profile', { nickname: 'Lucky', telegram: 'bad-name!' }, en)).toEqual({
      telegram:
        'Enter a Telegram username of 5 to 32 letters a–z, digits or underscores (an @ at the start is allowed).',
    });
    expect(accountMessages('profile', { nickname: 'a<b>' }, en)).toEqual({
      nickname: 'Remove the < and > characters: they are not allowed here.',
    });
    expect(accountMessages('profile', { nickname: 'x'.repeat(21) }, en)).toEqual({
      nickname: 'Enter 1-20 characters.',
    });
    const ar = await translator('ar');
    expect(accountMessages('profile', { nickname: 'x'.repeat(21) }, ar).nickname).toBe('أدخل 1-20 حرفًا.');
  });

  it('payment password: the confirmation has its own "do not match" text', async () => {
    const t = await translator('en');
    expect(
      accountMessages(
        'paymentPassword',
        { newPaymentPassword: '123456', confirmPaymentPassword: '123457' },
        t,
      ),
    ).toEqual({ confirmPaymentPassword: 'The two payment passwords do not match.' });
  });
});
