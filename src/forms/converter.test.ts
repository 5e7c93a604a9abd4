import { describe, expect, it, vi } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import {
  DEFAULT_AGE_LIMIT,
  FORM_VARIANTS,
  GENDER_CHOICES,
  VERIFICATION_CODE_MAX_LENGTH,
  buildUiSchema,
  patternMessage,
  toFormSchema,
} from './converter.ts';
import type { FieldSpec, FormFieldName, FormVariant, ToFormSchemaInput } from './converter.ts';
import type { DialingCode, FieldName, RegisterFlags } from './types.ts';
import { FIELD_NAMES } from './types.ts';
import { PROFILE_RULE_FIELDS, REGISTRATION_FIELDS } from '../../core/register-rules.ts';
import { allFlags, allRules, createFormsI18n, rule } from './test-support.ts';

const VN: DialingCode = { code: '+84', country: 'VN', name: 'Vietnam', digits: 9 };
const TH: DialingCode = { code: '+66', country: 'TH', name: 'Thailand', digits: 9 };
const silent = { logger: () => undefined };

function convert(variant: FormVariant, over: Partial<Omit<ToFormSchemaInput, 'variant'>> = {}) {
  return toFormSchema(
    {
      variant,
      rules: over.rules ?? allRules(),
      flags: over.flags ?? allFlags(),
      options: over.options ?? { dialingCodes: [VN, TH] },
    },
    silent,
  );
}

function names(
  variant: FormVariant,
  over: Partial<Omit<ToFormSchemaInput, 'variant'>> = {},
): FormFieldName[] {
  return convert(variant, over).fields.map((f) => f.name);
}

function prop(schema: JSONSchema7, name: string): JSONSchema7 | undefined {
  const p = schema.properties?.[name];
  return typeof p === 'object' ? p : undefined;
}

function spec(fields: FieldSpec[], name: FormFieldName): FieldSpec | undefined {
  return fields.find((f) => f.name === name);
}

const OPTIONAL_IN_ORDER: FormFieldName[] = [
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
];

describe('toFormSchema: fields of every variant (§5, §2)', () => {
  const expected: Record<FormVariant, FormFieldName[]> = {
    register: [
      'username',
      'password',
      'confirmPassword',
      ...OPTIONAL_IN_ORDER,
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'affiliateCode',
      'paymentPassword',
      'captcha',
      'agreeTerms',
      'confirmAge',
    ],
    registerMobile: [
      'countryDialingCode',
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      ...OPTIONAL_IN_ORDER,
      'affiliateCode',
      'paymentPassword',
      'captcha',
      'agreeTerms',
      'confirmAge',
    ],
    registerDownline: [
      'username',
      'password',
      'confirmPassword',
      ...OPTIONAL_IN_ORDER,
      'countryDialingCode',
      'mobileNum',
      'paymentPassword',
    ],
    login: ['username', 'password'],
    loginSms: ['countryDialingCode', 'mobileNum', 'verificationCode'],
    forgotEmail: ['username', 'email'],
    forgotPhone: ['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword'],
    changePassword: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    profile: [
      'nickname',
      'realName',
      'birthday',
      'gender',
      'nationality',
      'address',
      'occupation',
      'sourceOfIncome',
      'telegram',
    ],
    bindMobile: ['countryDialingCode', 'mobileNum', 'verificationCode'],
    bindEmail: ['email', 'password'],
    paymentPassword: ['newPaymentPassword', 'confirmPaymentPassword'],
  };

  it.each(FORM_VARIANTS)('%s shows the expected fields in order', (variant) => {
    const result = convert(variant);
    expect(result.fields.map((f) => f.name)).toEqual(expected[variant]);
    expect(Object.keys(result.schema.properties ?? {})).toEqual(expected[variant]);
    expect(result.uiSchema['ui:order']).toEqual(expected[variant]);
    expect(result.problems).toEqual([]);
  });

  it.each(FORM_VARIANTS)('%s: every field has a label key, a widget and a uiSchema entry', (variant) => {
    const { fields, uiSchema } = convert(variant);
    for (const f of fields) {
      expect(f.labelKey).toMatch(/^(fields|widgets)\./);
      expect(uiSchema[f.name]).toMatchObject({ 'ui:widget': f.widget });
    }
  });

  it('registerDownline is register without captcha, SMS code, affiliate code and confirmations', () => {
    const downline = convert('registerDownline', { options: { dialingCodes: [VN], captchaShown: true } });
    const register = convert('register', { options: { dialingCodes: [VN] } });
    const shown = downline.fields.map((f) => f.name);
    for (const gone of ['captcha', 'verificationCode', 'affiliateCode', 'agreeTerms', 'confirmAge'] as const)
      expect(shown).not.toContain(gone);
    // The same rules: every field it shares with register is checked the same way.
    for (const f of downline.fields) {
      const same = spec(register.fields, f.name);
      expect({ ...f, autocomplete: undefined }).toEqual({ ...same, autocomplete: undefined });
      expect(prop(downline.schema, f.name)).toEqual(prop(register.schema, f.name));
    }
    // The agent's own saved log-in is never offered for the new member's account.
    expect(spec(downline.fields, 'username')?.autocomplete).toBe('off');
    expect(spec(downline.fields, 'password')?.autocomplete).toBe('new-password');
    expect(downline.schema.required).toEqual(
      (register.schema.required ?? []).filter((n) => shown.includes(n as FormFieldName)),
    );
  });

  it('registerDownline follows the brand switches: mobile and payment password only when shown', () => {
    const off = names('registerDownline', {
      flags: allFlags({ fields: { mobileNum: false, paymentPassword: false, email: false } }),
    });
    expect(off).not.toContain('mobileNum');
    expect(off).not.toContain('countryDialingCode');
    expect(off).not.toContain('paymentPassword');
    expect(off).not.toContain('email');
    expect(off.slice(0, 3)).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('registerMobile hides the username: the mobile number is the username', () => {
    expect(names('registerMobile')).not.toContain('username');
  });

  it('login asks only username and password; the rule patterns are not applied', () => {
    const { schema } = convert('login');
    expect(schema.required).toEqual(['username', 'password']);
    expect(prop(schema, 'username')).toEqual({ type: 'string' });
    expect(prop(schema, 'password')).toEqual({ type: 'string' });
  });
});

describe('toFormSchema: every rule field in register (shown + required, §5)', () => {
  const settingsRequired: FieldName[] = [
    'payeeName',
    'qqNum',
    'line',
    'whatsapp',
    'zalo',
    'facebook',
    'wechat',
    'idNumber',
    'email',
    'affiliateCode',
    'captcha',
    'recommenderId',
  ];
  const alwaysRequired: FieldName[] = ['mobileNum', 'paymentPassword'];
  const core: FieldName[] = ['username', 'password'];

  it('covers all 16 registration rule fields', () => {
    expect([...settingsRequired, ...alwaysRequired, ...core].sort()).toEqual([...REGISTRATION_FIELDS].sort());
    expect([...REGISTRATION_FIELDS, ...PROFILE_RULE_FIELDS]).toEqual(FIELD_NAMES);
  });

  it.each(['register', 'registerMobile'] as const)(
    '%s never shows a profile field, even enabled, switched on and required',
    (variant) => {
      const on = Object.fromEntries(PROFILE_RULE_FIELDS.map((f) => [f, { enabled: true, required: true }]));
      const fields = names(variant, {
        rules: allRules(on),
        flags: allFlags({ fields: Object.fromEntries(PROFILE_RULE_FIELDS.map((f) => [f, true])) }),
      });
      for (const f of PROFILE_RULE_FIELDS) expect(fields).not.toContain(f);
      expect(fields).not.toContain('realName');
    },
  );

  it.each(settingsRequired)(
    '%s: hidden when disabled or switched off, required only when settings say so',
    (field) => {
      expect(names('register', { rules: allRules({ [field]: { enabled: false } }) })).not.toContain(field);
      expect(names('register', { flags: allFlags({ fields: { [field]: false } }) })).not.toContain(field);
      expect(names('register', { flags: allFlags({ fields: { [field]: true } }) })).toContain(field);
      expect(
        convert('register', { rules: allRules({ [field]: { required: true } }) }).schema.required,
      ).toContain(field);
      expect(
        convert('register', { rules: allRules({ [field]: { required: false } }) }).schema.required,
      ).not.toContain(field);
    },
  );

  it.each(alwaysRequired)('%s: hidden when disabled or switched off, always required when shown', (field) => {
    expect(names('register', { rules: allRules({ [field]: { enabled: false } }) })).not.toContain(field);
    expect(names('register', { flags: allFlags({ fields: { [field]: false } }) })).not.toContain(field);
    expect(
      convert('register', { rules: allRules({ [field]: { required: false } }) }).schema.required,
    ).toContain(field);
  });

  it.each(core)('%s: core of username registration, always shown and required', (field) => {
    const result = convert('register', { rules: allRules({ [field]: { enabled: false, required: false } }) });
    expect(result.fields.map((f) => f.name)).toContain(field);
    expect(result.schema.required).toContain(field);
  });

  it('confirmPassword, verificationCode, agreeTerms and confirmAge are required', () => {
    const { schema } = convert('register');
    for (const f of ['confirmPassword', 'verificationCode', 'agreeTerms', 'confirmAge'])
      expect(schema.required).toContain(f);
  });

  it('a rule field takes min/max length and the pattern of its rule', () => {
    const { schema, fields } = convert('register');
    expect(prop(schema, 'username')).toEqual({
      type: 'string',
      minLength: 4,
      maxLength: 16,
      pattern: '^[A-Za-z][A-Za-z0-9]*$',
    });
    expect(spec(fields, 'username')).toMatchObject({ patternId: 2, messageMin: 4, messageMax: 16 });
  });

  it('the mobile widget drives the dialing code; the digits come from the dialing codes', () => {
    const { schema, fields } = convert('register');
    expect(prop(schema, 'countryDialingCode')).toEqual({
      type: 'string',
      enum: ['+84', '+66'],
      default: '+84',
    });
    expect(spec(fields, 'countryDialingCode')?.widget).toBe('hidden');
    expect(spec(fields, 'mobileNum')).toMatchObject({
      widget: 'mobile',
      digitsByCode: { '+84': 9, '+66': 9 },
    });
  });
});

describe('toFormSchema: every flag', () => {
  const cases: {
    flag: keyof Omit<RegisterFlags, 'fields'>;
    variant: FormVariant;
    on: FormFieldName[];
    off: FormFieldName[];
  }[] = [
    { flag: 'smsVerification', variant: 'register', on: ['verificationCode'], off: [] },
    {
      flag: 'smsVerification',
      variant: 'registerMobile',
      on: ['verificationCode'],
      off: ['verificationCode'],
    },
    { flag: 'mobileWithPassword', variant: 'registerMobile', on: ['password', 'confirmPassword'], off: [] },
    {
      flag: 'mobileWithPassword',
      variant: 'register',
      on: ['password', 'confirmPassword'],
      off: ['password', 'confirmPassword'],
    },
    { flag: 'countryCode', variant: 'register', on: ['countryDialingCode'], off: [] },
    { flag: 'countryCode', variant: 'registerMobile', on: ['countryDialingCode'], off: [] },
    { flag: 'countryCode', variant: 'loginSms', on: ['countryDialingCode'], off: [] },
    { flag: 'countryCode', variant: 'forgotPhone', on: ['countryDialingCode'], off: [] },
    { flag: 'countryCode', variant: 'bindMobile', on: ['countryDialingCode'], off: [] },
  ];

  it.each(cases)('$flag in $variant', ({ flag, variant, on, off }) => {
    const withFlag = names(variant, { flags: allFlags({ [flag]: true }) });
    const withoutFlag = names(variant, { flags: allFlags({ [flag]: false }) });
    for (const f of on) expect(withFlag).toContain(f);
    for (const f of on.filter((x) => !off.includes(x))) expect(withoutFlag).not.toContain(f);
    for (const f of off) expect(withoutFlag).toContain(f);
  });

  it('countryCode off: no digit check (no dialing code to check against)', () => {
    const { fields } = convert('register', { flags: allFlags({ countryCode: false }) });
    expect(spec(fields, 'mobileNum')?.digitsByCode).toBeUndefined();
  });

  it.each(['usernameRegistration', 'mobileRegistration'] as const)(
    '%s only picks the tabs the page offers; it does not change a variant',
    (flag) => {
      for (const variant of FORM_VARIANTS) {
        expect(convert(variant, { flags: allFlags({ [flag]: false }) })).toEqual(convert(variant));
      }
    },
  );

  it('options.smsEnabled overrides flags.smsVerification for register', () => {
    expect(
      names('register', { flags: allFlags({ smsVerification: false }), options: { smsEnabled: true } }),
    ).toContain('verificationCode');
    expect(names('register', { options: { smsEnabled: false } })).not.toContain('verificationCode');
  });

  it('register shows the SMS code only with the mobile number', () => {
    expect(names('register', { flags: allFlags({ fields: { mobileNum: false } }) })).not.toContain(
      'verificationCode',
    );
  });
});

describe('toFormSchema: options', () => {
  it('captcha: login shows it (required) only when the server asked', () => {
    expect(names('login')).not.toContain('captcha');
    const { schema, fields } = convert('login', { options: { captchaShown: true } });
    expect(schema.required).toContain('captcha');
    expect(spec(fields, 'captcha')?.widget).toBe('captcha');
  });

  it('captcha: registration shows it only when configured, or when forced on', () => {
    const off = { rules: allRules({ captcha: { enabled: false } }) };
    expect(names('register', off)).not.toContain('captcha');
    const forced = convert('register', { ...off, options: { captchaShown: true } });
    expect(forced.schema.required).toContain('captcha');
  });

  it('affiliateHidden keeps the value in a hidden, unchecked field', () => {
    const { schema, fields, uiSchema } = convert('register', { options: { affiliateHidden: true } });
    expect(prop(schema, 'affiliateCode')).toEqual({ type: 'string' });
    expect(schema.required).not.toContain('affiliateCode');
    expect(spec(fields, 'affiliateCode')).toMatchObject({ widget: 'hidden', hidden: true });
    expect(uiSchema.affiliateCode).toMatchObject({ 'ui:widget': 'hidden' });
    expect(spec(convert('register').fields, 'affiliateCode')?.widget).toBe('affiliate');
  });

  it('passwordKnown drops the old password from change password', () => {
    expect(names('changePassword', { options: { passwordKnown: true } })).toEqual([
      'newPassword',
      'confirmNewPassword',
    ]);
  });

  it('age confirmation uses ageLimit, default 18; terms default to ticked (§4)', () => {
    const { schema, fields } = convert('register');
    expect(spec(fields, 'confirmAge')?.labelParams).toEqual({ age: DEFAULT_AGE_LIMIT });
    expect(prop(schema, 'agreeTerms')).toEqual({ type: 'boolean', default: true });
    expect(prop(schema, 'confirmAge')).toEqual({ type: 'boolean', default: false });
    expect(
      spec(convert('register', { options: { ageLimit: 21 } }).fields, 'confirmAge')?.labelParams,
    ).toEqual({ age: 21 });
  });

  it('without dialing codes there is no dialing-code property (nothing to pick) and no digit check', () => {
    const { fields } = convert('loginSms', { options: {} });
    expect(fields.map((f) => f.name)).toEqual(['mobileNum', 'verificationCode']);
    expect(spec(fields, 'mobileNum')?.digitsByCode).toBeUndefined();
  });
});

describe('toFormSchema: patterns and lengths', () => {
  it('"*" and an empty pattern accept anything (no pattern keyword), lengths stay', () => {
    for (const acceptedPattern of ['*', '', '  ']) {
      const { schema } = convert('register', {
        rules: allRules({ payeeName: { acceptedPattern, minLength: 2, maxLength: 30 } }),
      });
      expect(prop(schema, 'payeeName')).toEqual({ type: 'string', minLength: 2, maxLength: 30 });
    }
  });

  it('zero lengths mean no bound', () => {
    const { schema } = convert('register', { rules: allRules({ line: { minLength: 0, maxLength: 0 } }) });
    expect(prop(schema, 'line')).toEqual({ type: 'string' });
  });

  it('min greater than max drops the length rules and reports it', () => {
    const result = convert('register', { rules: allRules({ zalo: { minLength: 9, maxLength: 3 } }) });
    expect(prop(result.schema, 'zalo')).toEqual({ type: 'string' });
    expect(result.problems).toEqual([
      { field: 'zalo', message: expect.stringMatching(/minLength 9/) as string },
    ]);
  });

  it.each([
    ['nested quantifiers', '^(a+)+$'],
    ['invalid', '^[a-z$'],
    ['too long', `^${'[a-z]'.repeat(120)}$`],
  ])(
    'drops a %s pattern, keeps the field and its lengths, reports and logs the field',
    (_kind, acceptedPattern) => {
      const logger = vi.fn();
      const result = toFormSchema(
        {
          variant: 'register',
          rules: allRules({ wechat: { acceptedPattern, minLength: 3, maxLength: 12 } }),
          flags: allFlags(),
        },
        { logger },
      );
      expect(prop(result.schema, 'wechat')).toEqual({ type: 'string', minLength: 3, maxLength: 12 });
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]?.field).toBe('wechat');
      expect(logger).toHaveBeenCalledTimes(1);
      expect(logger).toHaveBeenCalledWith(expect.stringContaining('wechat'), result.problems[0]);
    },
  );

  it('reports a bad mobile pattern once even though the SMS code follows it', () => {
    const logger = vi.fn();
    const result = toFormSchema(
      {
        variant: 'registerMobile',
        rules: allRules({ mobileNum: { acceptedPattern: '(\\d+)*' } }),
        flags: allFlags(),
      },
      { logger },
    );
    expect(result.problems.map((p) => p.field)).toEqual(['mobileNum']);
    expect(logger).toHaveBeenCalledTimes(1);
    expect(prop(result.schema, 'verificationCode')).toEqual({ type: 'string', maxLength: 255 });
  });

  it('defaults to console.error for problems', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    toFormSchema({
      variant: 'register',
      rules: allRules({ qqNum: { acceptedPattern: '(' } }),
      flags: allFlags(),
    });
    expect(spy).toHaveBeenCalledWith(
      expect.stringContaining('qqNum'),
      expect.objectContaining({ field: 'qqNum' }),
    );
    spy.mockRestore();
  });

  it.each(['register', 'registerMobile', 'loginSms', 'forgotPhone'] as const)(
    '%s: the verification code follows the mobile pattern with max length 255',
    (variant) => {
      const { schema, fields } = convert(variant);
      expect(prop(schema, 'verificationCode')).toEqual({
        type: 'string',
        maxLength: VERIFICATION_CODE_MAX_LENGTH,
        pattern: '^[0-9]+$',
      });
      expect(VERIFICATION_CODE_MAX_LENGTH).toBe(255);
      expect(spec(fields, 'verificationCode')).toMatchObject({
        patternId: 7,
        autocomplete: 'one-time-code',
        required: true,
      });
    },
  );

  it('forgot by email: a rule without pattern still requires a valid email (email kind)', () => {
    const { schema, fields } = convert('forgotEmail', {
      rules: allRules({ email: { acceptedPattern: '*', patternId: 1 } }),
    });
    expect(prop(schema, 'email')?.pattern).toBeDefined();
    expect(spec(fields, 'email')?.patternId).toBe(4);
    expect(schema.required).toEqual(['username', 'email']);
  });

  it('new passwords follow the password rule; confirmations only have to match', () => {
    for (const variant of ['changePassword', 'forgotPhone'] as const) {
      const { schema } = convert(variant);
      expect(prop(schema, 'newPassword')?.pattern).toBe(allRules().password.acceptedPattern);
    }
    const { fields } = convert('changePassword');
    expect(spec(fields, 'confirmNewPassword')).toMatchObject({ equals: 'newPassword', required: true });
    expect(spec(convert('register').fields, 'confirmPassword')).toMatchObject({ equals: 'password' });
  });

  it('a missing rule counts as disabled and never throws', () => {
    const rules = allRules();
    const partial = { ...rules } as Partial<typeof rules>;
    delete partial.qqNum;
    const result = toFormSchema(
      { variant: 'register', rules: partial as typeof rules, flags: allFlags() },
      silent,
    );
    expect(result.fields.map((f) => f.name)).not.toContain('qqNum');
  });
});

describe('patternMessage (§5 "with min and max, one number if equal")', () => {
  it('uses reg_pattern_{patternId} with a range', () => {
    const f = spec(convert('register').fields, 'username');
    expect(f && patternMessage(f)).toEqual({
      key: 'forms:reg_pattern_2',
      params: { min: 4, max: 16, range: '4-16' },
    });
  });

  it('gives one number when min equals max', () => {
    const f = spec(convert('register').fields, 'captcha');
    expect(f && patternMessage(f)).toEqual({
      key: 'forms:reg_pattern_5',
      params: { min: 4, max: 4, range: '4' },
    });
  });

  it('falls back to errors.format for an unknown patternId', () => {
    const f = spec(convert('register', { rules: allRules({ line: { patternId: 77 } }) }).fields, 'line');
    expect(f && patternMessage(f).key).toBe('forms:errors.format');
  });
});

describe('uiSchema', () => {
  it('required placeholders carry an asterisk; optional ones do not', async () => {
    const i18n = await createFormsI18n('en');
    const { fields } = convert('register', { rules: allRules({ payeeName: rule({ required: false }) }) });
    const ui = buildUiSchema(fields, (k, p) => i18n.t(k, p));
    expect(ui.username).toMatchObject({ 'ui:title': 'Username', 'ui:placeholder': '*Username' });
    expect(ui.payeeName).toMatchObject({ 'ui:title': 'Payee name', 'ui:placeholder': 'Payee name' });
    expect(ui.confirmAge).toMatchObject({ 'ui:title': 'I confirm I am over 18 years old' });
    expect(ui.confirmAge).not.toHaveProperty('ui:placeholder');
  });

  it('follows the language of t', async () => {
    const i18n = await createFormsI18n('vi');
    const ui = buildUiSchema(convert('login').fields, (k, p) => i18n.t(k, p));
    expect(ui.username).toMatchObject({ 'ui:placeholder': '*Tên đăng nhập' });
  });

  it('without t the uiSchema carries the keys', () => {
    expect(convert('login').uiSchema.username).toMatchObject({
      'ui:title': 'forms:fields.username',
      'ui:placeholder': '*forms:fields.username',
    });
  });

  it.each([
    ['login', 'username', 'username'],
    ['login', 'password', 'current-password'],
    ['register', 'password', 'new-password'],
    ['register', 'confirmPassword', 'new-password'],
    ['register', 'email', 'email'],
    ['register', 'mobileNum', 'tel'],
    ['register', 'verificationCode', 'one-time-code'],
    ['changePassword', 'oldPassword', 'current-password'],
    ['changePassword', 'newPassword', 'new-password'],
  ] as const)('%s.%s has autocomplete %s', (variant, field, value) => {
    expect(convert(variant).uiSchema[field]).toMatchObject({ 'ui:autocomplete': value });
  });

  it('passes the dialing codes to the mobile widget and hides the submit button RJSF would add', () => {
    const { uiSchema } = convert('loginSms');
    expect(uiSchema.mobileNum).toMatchObject({ 'ui:options': { dialingCodes: [VN, TH], inputType: 'tel' } });
    expect(uiSchema['ui:submitButtonOptions']).toEqual({ norender: true });
  });
});

describe('toFormSchema: profile (§3 profile-type fields, §5)', () => {
  const choices = { nationality: ['VN', 'TH'], sourceOfIncome: ['salary', 'business'] };
  const profile = (over: Partial<Omit<ToFormSchemaInput, 'variant'>> = {}) =>
    convert('profile', { options: { choices }, ...over });

  it.each(PROFILE_RULE_FIELDS)(
    '%s: shown when enabled and not switched off, required only when its rule says so',
    (field) => {
      expect(names('profile', { rules: allRules({ [field]: { enabled: false } }) })).not.toContain(field);
      expect(names('profile', { flags: allFlags({ fields: { [field]: false } }) })).not.toContain(field);
      expect(names('profile', { flags: allFlags({ fields: { [field]: true } }) })).toContain(field);
      expect(profile({ rules: allRules({ [field]: { required: true } }) }).schema.required).toContain(field);
      expect(profile({ rules: allRules({ [field]: { required: false } }) }).schema.required).not.toContain(
        field,
      );
    },
  );

  it('the real name follows the payeeName rule: switch, requirement, pattern and lengths', () => {
    expect(names('profile', { flags: allFlags({ fields: { payeeName: false } }) })).not.toContain('realName');
    const { schema, fields } = profile({
      rules: allRules({
        payeeName: {
          required: true,
          acceptedPattern: '^[A-Za-z ]+$',
          patternId: 9,
          minLength: 2,
          maxLength: 30,
        },
      }),
    });
    expect(prop(schema, 'realName')).toEqual({
      type: 'string',
      minLength: 2,
      maxLength: 30,
      pattern: '^[A-Za-z ]+$',
    });
    expect(schema.required).toContain('realName');
    expect(spec(fields, 'realName')).toMatchObject({
      rule: 'payeeName',
      patternId: 9,
      hintKey: 'hints.realName',
    });
  });

  it('a stored real name is read-only: never checked, never required', () => {
    const { schema, fields, uiSchema } = profile({
      rules: allRules({ payeeName: { required: true, acceptedPattern: '^[A-Z]+$' } }),
      options: { choices, realNameLocked: true },
    });
    expect(prop(schema, 'realName')).toEqual({ type: 'string' });
    expect(schema.required).not.toContain('realName');
    expect(spec(fields, 'realName')).toMatchObject({ readOnly: true, hintKey: 'hints.realNameLocked' });
    expect(uiSchema.realName).toMatchObject({ 'ui:readonly': true, 'ui:help': 'forms:hints.realNameLocked' });
  });

  it('an operator constrains Telegram by configuration: pattern, lengths and the asterisk', async () => {
    const i18n = await createFormsI18n('en');
    const rules = allRules({
      telegram: {
        required: true,
        acceptedPattern: '^@[a-z_]{5,20}$',
        patternId: 20,
        minLength: 6,
        maxLength: 21,
      },
    });
    const { schema, fields } = profile({ rules });
    expect(prop(schema, 'telegram')).toEqual({
      type: 'string',
      minLength: 6,
      maxLength: 21,
      pattern: '^@[a-z_]{5,20}$',
    });
    expect(schema.required).toContain('telegram');
    const ui = buildUiSchema(fields, (k, p) => i18n.t(k, p));
    expect(ui.telegram).toMatchObject({ 'ui:title': 'Telegram', 'ui:placeholder': '*Telegram' });
    const telegram = spec(fields, 'telegram');
    expect(telegram && i18n.t(patternMessage(telegram).key)).toMatch(/^Enter a Telegram username/);
  });

  it('text fields are trimmed; birthday is a date input; autocomplete names each field', () => {
    const { fields, uiSchema } = profile();
    for (const f of ['nickname', 'realName', 'birthday', 'address', 'occupation', 'telegram'] as const)
      expect(spec(fields, f)?.trim).toBe(true);
    expect(spec(fields, 'birthday')).toMatchObject({ inputType: 'date', patternId: 12 });
    expect(uiSchema.nickname).toMatchObject({ 'ui:autocomplete': 'nickname' });
    expect(uiSchema.address).toMatchObject({ 'ui:autocomplete': 'street-address' });
    expect(uiSchema.telegram).toMatchObject({ 'ui:autocomplete': 'off', 'ui:help': 'forms:hints.telegram' });
  });

  it('gender, nationality and source of income are selects over the contract enums, nothing pre-selected', async () => {
    const i18n = await createFormsI18n('vi');
    const { schema, fields } = profile();
    expect(prop(schema, 'gender')).toMatchObject({ type: 'string', enum: [...GENDER_CHOICES] });
    expect(prop(schema, 'nationality')).toMatchObject({ enum: ['VN', 'TH'] });
    expect(prop(schema, 'sourceOfIncome')).toMatchObject({ enum: ['salary', 'business'] });
    for (const f of ['gender', 'nationality', 'sourceOfIncome'] as const) {
      expect(spec(fields, f)?.widget).toBe('select');
      expect(prop(schema, f)).not.toHaveProperty('default');
    }
    const ui = buildUiSchema(fields, (k, p) => i18n.t(k, p));
    expect(ui.sourceOfIncome).toMatchObject({
      'ui:options': {
        choices: [
          { value: 'salary', label: 'Tiền lương' },
          { value: 'business', label: 'Kinh doanh' },
        ],
        emptyLabel: 'Chưa chọn',
      },
    });
    expect(ui.gender).toMatchObject({ 'ui:options': { emptyLabel: 'Không muốn nêu' } });
    // Countries are named by the widget (Intl.DisplayNames in the UI language).
    expect(ui.nationality).toMatchObject({ 'ui:options': { regionNames: true } });
  });

  it('a select without choices is a text input with its rule', () => {
    const { fields } = convert('profile', { options: {} });
    expect(spec(fields, 'nationality')?.widget).toBe('text');
    expect(spec(fields, 'gender')?.widget).toBe('select');
  });

  it('a length failure of the plain-text kind has its own message; the pattern one names < and >', async () => {
    const i18n = await createFormsI18n('en');
    const occupation = spec(profile().fields, 'occupation');
    expect(occupation && patternMessage(occupation)).toMatchObject({ key: 'forms:reg_pattern_21' });
    expect(occupation && i18n.t(patternMessage(occupation).key)).toContain('< and >');
    const length = occupation && patternMessage(occupation, 'length');
    expect(length?.key).toBe('forms:errors.length');
    expect(length && i18n.t(length.key, length.params)).toBe('Enter 1-100 characters.');
  });
});

describe('toFormSchema: bind mobile, bind email, payment password (§2 securityCenter)', () => {
  it('bindMobile: dialing code, number by the mobile rule and SMS code, all required, even when the number is off on registration', () => {
    const { schema, fields } = convert('bindMobile', {
      flags: allFlags({ fields: { mobileNum: false } }),
      rules: allRules({ mobileNum: { enabled: false, required: false } }),
    });
    expect(fields.map((f) => f.name)).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode']);
    expect(schema.required).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode']);
    expect(prop(schema, 'mobileNum')).toMatchObject({ pattern: '^[0-9]+$', minLength: 9, maxLength: 11 });
    expect(spec(fields, 'mobileNum')).toMatchObject({ widget: 'mobile', digitsByCode: { '+84': 9 } });
    expect(spec(fields, 'verificationCode')).toMatchObject({ widget: 'smsCode', maxLength: 255 });
  });

  it('bindEmail: the new address by the email rule (email kind without a pattern) and the log-in password', () => {
    const { schema, fields, uiSchema } = convert('bindEmail', {
      flags: allFlags({ fields: { email: false } }),
    });
    expect(schema.required).toEqual(['email', 'password']);
    expect(prop(schema, 'email')).toMatchObject({ minLength: 5, maxLength: 50 });
    expect(spec(fields, 'email')).toMatchObject({ labelKey: 'fields.newEmail', trim: true, patternId: 4 });
    expect(spec(fields, 'password')).toMatchObject({ widget: 'password', labelKey: 'fields.loginPassword' });
    expect(prop(schema, 'password')).toEqual({ type: 'string' });
    expect(uiSchema.password).toMatchObject({ 'ui:autocomplete': 'current-password' });
    const anyEmail = convert('bindEmail', {
      rules: allRules({ email: { acceptedPattern: '*', patternId: 1 } }),
    });
    expect(spec(anyEmail.fields, 'email')?.patternId).toBe(4);
    expect(prop(anyEmail.schema, 'email')?.pattern).toBeDefined();
  });

  it("paymentPassword: the new one follows the brand's paymentPassword rule, even when it is off on registration", () => {
    const rules = allRules({
      paymentPassword: {
        enabled: false,
        acceptedPattern: '^[0-9]+$',
        patternId: 7,
        minLength: 6,
        maxLength: 6,
      },
    });
    const { schema, fields, uiSchema } = convert('paymentPassword', { rules });
    expect(fields.map((f) => f.name)).toEqual(['newPaymentPassword', 'confirmPaymentPassword']);
    expect(prop(schema, 'newPaymentPassword')).toEqual({
      type: 'string',
      minLength: 6,
      maxLength: 6,
      pattern: '^[0-9]+$',
    });
    expect(spec(fields, 'newPaymentPassword')).toMatchObject({ rule: 'paymentPassword', patternId: 7 });
    expect(spec(fields, 'confirmPaymentPassword')).toMatchObject({
      equals: 'newPaymentPassword',
      mismatchKey: 'errors.paymentPasswordsDiffer',
      required: true,
    });
    // Digits only: numeric keypad, no autofill of the log-in password.
    expect(uiSchema.newPaymentPassword).toMatchObject({
      'ui:widget': 'password',
      'ui:autocomplete': 'off',
      'ui:options': { inputMode: 'numeric' },
    });
  });

  it('paymentPassword: changing asks the current one first (required, not checked against the rule)', () => {
    const { schema, fields } = convert('paymentPassword', { options: { paymentPasswordSet: true } });
    expect(fields.map((f) => f.name)).toEqual([
      'oldPaymentPassword',
      'newPaymentPassword',
      'confirmPaymentPassword',
    ]);
    expect(prop(schema, 'oldPaymentPassword')).toEqual({ type: 'string' });
    expect(schema.required).toContain('oldPaymentPassword');
  });

  it('paymentPassword: a rule that is not digits only keeps the text keypad', () => {
    const { uiSchema } = convert('paymentPassword', {
      rules: allRules({ paymentPassword: { acceptedPattern: '^[A-Za-z0-9]+$', patternId: 5 } }),
    });
    expect(uiSchema.newPaymentPassword).toMatchObject({ 'ui:options': { inputMode: 'text' } });
  });
});

// The build swaps RJSF's markdown renderer and its URI resolver for plain stand-ins
// (scripts/vite-form-shims.ts): they hold only while no form marks a text as markdown and no
// schema carries `$id` / `$ref`.
describe('what the build stand-ins rely on', () => {
  it.each(FORM_VARIANTS)('%s: no markdown option, no $id or $ref', (variant) => {
    const { schema, uiSchema } = convert(variant);
    expect(JSON.stringify(uiSchema)).not.toMatch(/enableMarkdown/);
    expect(JSON.stringify(schema)).not.toMatch(/"\$(id|ref)"/);
  });
});
