/**
 * Pure converter from the platform's per-field rules (§3, §5) to JSON Schema + RJSF uiSchema for
 * one form variant: the registration, log-in and password forms, and the account forms of the
 * security centre (profile, bind mobile, bind email, payment password). No React, no RJSF runtime, no ajv: only types are imported
 * from `@rjsf/utils` and `json-schema`, so consumers can call it without pulling RJSF into their
 * bundle.
 */
import type { JSONSchema7 } from 'json-schema';
import type { UiSchema } from '@rjsf/utils';
import type { DialingCode, FieldName, RegisterFlags, RegisterRule } from './types.ts';
import {
  EMAIL_PATTERN_ID,
  PATTERN_KINDS,
  checkPattern,
  isRequired,
  isShown,
  patternMessageKey,
  type RuleFailure,
} from '../../core/register-rules.ts';

/**
 * The form variants of DESIGN.md "Forms" / §2 Modals and §2 Member centre (securityCenter):
 * `profile` (personal details), `bindMobile` (number + SMS code), `bindEmail` (address + log-in
 * password) and `paymentPassword` (set, or change with the current one); and §2 Agent centre
 * registerCenter: `registerDownline` (an agent registers a direct downline).
 */
export type FormVariant =
  | 'register'
  | 'registerMobile'
  | 'registerDownline'
  | 'login'
  | 'loginSms'
  | 'forgotEmail'
  | 'forgotPhone'
  | 'changePassword'
  | 'profile'
  | 'bindMobile'
  | 'bindEmail'
  | 'paymentPassword';

/** Every variant, for table-driven callers. */
export const FORM_VARIANTS: readonly FormVariant[] = [
  'register',
  'registerMobile',
  'registerDownline',
  'login',
  'loginSms',
  'forgotEmail',
  'forgotPhone',
  'changePassword',
  'profile',
  'bindMobile',
  'bindEmail',
  'paymentPassword',
];

/** A property of a generated form: a rule field or one of the form-only fields of §3. */
export type FormFieldName =
  | FieldName
  | 'confirmPassword'
  | 'verificationCode'
  | 'countryDialingCode'
  | 'agreeTerms'
  | 'confirmAge'
  | 'oldPassword'
  | 'newPassword'
  | 'confirmNewPassword'
  | 'realName'
  | 'oldPaymentPassword'
  | 'newPaymentPassword'
  | 'confirmPaymentPassword';

/** Widget ids registered by the theme (`theme/registry.ts`); `hidden` and `text` are RJSF's. */
export type FormWidgetId =
  'text' | 'password' | 'mobile' | 'captcha' | 'smsCode' | 'affiliate' | 'agreement' | 'select' | 'hidden';

/**
 * How a select names its choices: `region` = the country's name in the UI language
 * (`Intl.DisplayNames`, sorted by that name); `keyPrefix` = the text of `forms:{keyPrefix}.{value}`
 * (in the order given).
 */
export type ChoiceLabels = 'region' | { keyPrefix: string };

/**
 * An `autocomplete` token: TypeScript's DOM `AutoFill` plus the HTML tokens its list lacks
 * (`nickname`, `bday`, `organization-title`, used by the profile form).
 */
export type Autocomplete = AutoFill | 'nickname' | 'bday' | 'organization-title';

/** Form data of a generated form, keyed by property name. */
export type FormValues = Partial<Record<FormFieldName, string | boolean>> & { captchaKey?: string };

/**
 * The converter's description of one property: what the schema says plus what validation needs
 * to turn ajv errors into §5 messages.
 */
export interface FieldSpec {
  name: FormFieldName;
  /** The server rule it follows (`verificationCode` follows `mobileNum`), null when none. */
  rule: FieldName | null;
  widget: FormWidgetId;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A checked, safe pattern; absent for "*", empty or dropped patterns. */
  pattern?: string;
  /** `patternId` of the rule; selects `forms:reg_pattern_{id}`. */
  patternId?: number;
  /** Message-range bounds (the rule's min/max, §5 "with min and max"). */
  messageMin?: number;
  messageMax?: number;
  /** i18n key (namespace `forms`) of the field label. */
  labelKey: string;
  /** Options for the label text (the age confirmation carries `{ age }`). */
  labelParams?: Record<string, string | number>;
  autocomplete?: Autocomplete;
  inputType?: string;
  /** The property this one must equal (confirmations), §5 "inconsistent twice". */
  equals?: FormFieldName;
  /** Checkbox that must be ticked; selects its message. */
  mustBeTrue?: 'agreeTerms' | 'confirmAge';
  /** Mobile number length per dialing code (§5 "correct with {0} digits"). */
  digitsByCode?: Record<string, number>;
  /** Allowed values (the dialing codes); the first is the default. */
  options?: string[];
  /** Shown with a hidden widget (affiliate code already taken from the URL). */
  hidden?: boolean;
  /** Shown but not editable (the stored real name); never validated, never required. */
  readOnly?: boolean;
  /** i18n key (namespace `forms`) of a hint shown under the input and tied by `aria-describedby`. */
  hintKey?: string;
  /**
   * Surrounding white space is not part of the value: validation sees, and the submit hands over,
   * the trimmed text; a value that is only spaces counts as empty.
   */
  trim?: boolean;
  /** The values a `select` offers (without the empty choice); the schema's `enum`. */
  choices?: string[];
  /** How the select names its choices. */
  choiceLabels?: ChoiceLabels;
  /** i18n key (namespace `forms`) of the select's empty choice ("not specified"). */
  emptyChoiceKey?: string;
  /** i18n key (namespace `forms`) of the "does not match" message of an `equals` field. */
  mismatchKey?: string;
  /** `inputmode` of the input (a numeric keypad for digit-only secrets). */
  inputMode?: 'numeric' | 'text';
}

/** The select fields of the profile whose choices come from the contract's enums. */
export type ChoiceField = 'gender' | 'nationality' | 'sourceOfIncome';

/** Caller-side switches (§4): who shows the captcha, whether the affiliate field is hidden, etc. */
export interface ToFormSchemaOptions {
  /** Login: the server asked for a captcha (§4). Registration: also force the captcha on. */
  captchaShown?: boolean;
  /** The URL affiliate code checked out: keep the value, hide the input (§4 Affiliate). */
  affiliateHidden?: boolean;
  /** SMS verification on registration; defaults to `flags.smsVerification`. */
  smsEnabled?: boolean;
  /** Change password: the old password is already known (first login), so it is not asked. */
  passwordKnown?: boolean;
  /** Dialing codes for the country select and the digit check. */
  dialingCodes?: DialingCode[];
  /** Age of the age confirmation; default 18 (§1). */
  ageLimit?: number;
  /** Payment password: one is set already, so changing it asks the current one. */
  paymentPasswordSet?: boolean;
  /** Profile: the real name is stored and only customer service changes it (shown read-only). */
  realNameLocked?: boolean;
  /**
   * Profile: the choices of the select fields, from the contract's enums (`Nationality`,
   * `SourceOfIncome`, gender `M`/`F` by default). A select without choices is a text input.
   */
  choices?: Partial<Record<ChoiceField, readonly string[]>>;
}

/** Input of {@link toFormSchema}. */
export interface ToFormSchemaInput {
  variant: FormVariant;
  rules: Record<FieldName, RegisterRule>;
  flags: RegisterFlags;
  options?: ToFormSchemaOptions;
}

/** A configuration problem found while converting (e.g. an unsafe pattern that was dropped). */
export interface FormProblem {
  field: string;
  message: string;
}

/** Output of {@link toFormSchema}. */
export interface FormSchemaResult {
  schema: JSONSchema7;
  uiSchema: UiSchema<FormValues>;
  fields: FieldSpec[];
  problems: FormProblem[];
}

/** Translation function shape the converter needs (i18next's `t` fits). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Where configuration problems are reported; defaults to `console.error`. */
export type FormLogger = (message: string, problem: FormProblem) => void;

/** Optional dependencies of {@link toFormSchema}. */
export interface ToFormSchemaDeps {
  /** Translates labels and placeholders; without it, uiSchema carries the raw keys. */
  t?: Translate;
  /** Receives every problem; default logs with `console.error`. */
  logger?: FormLogger;
}

/** Gender values of the contract (`MemberProfile.gender` without the empty one). */
export const GENDER_CHOICES: readonly string[] = ['M', 'F'];

/** Default age of the age confirmation (§1 "over 18 (the age is configurable)"). */
export const DEFAULT_AGE_LIMIT = 18;

/** Verification codes are at most 255 characters (§9). */
export const VERIFICATION_CODE_MAX_LENGTH = 255;

const defaultLogger: FormLogger = (message, problem) => {
  console.error(message, problem);
};

/** Optional profile-type fields, in §3 order; shown when configured, required when settings say. */
const OPTIONAL_FIELDS: readonly FieldName[] = [
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

const AUTOCOMPLETE: Partial<Record<FormFieldName, Autocomplete>> = {
  username: 'username',
  email: 'email',
  mobileNum: 'tel',
  verificationCode: 'one-time-code',
  payeeName: 'name',
  captcha: 'off',
  affiliateCode: 'off',
  paymentPassword: 'new-password',
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmNewPassword: 'new-password',
  confirmPassword: 'new-password',
  nickname: 'nickname',
  realName: 'name',
  birthday: 'bday',
  address: 'street-address',
  occupation: 'organization-title',
  telegram: 'off',
  oldPaymentPassword: 'off',
  newPaymentPassword: 'off',
  confirmPaymentPassword: 'off',
};

const INPUT_TYPE: Partial<Record<FormFieldName, string>> = {
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
};

/**
 * Converts the registration rules into a JSON Schema, a uiSchema and field specs for one variant
 * (§5 Validation rules, §2 Registration page, §4 Registration/Login).
 *
 * Which fields appear: a rule field shows when `rules[f].enabled && flags.fields[f] !== false`;
 * the core fields of a variant (register: username + password; login: username + password;
 * registerMobile: mobile number + SMS code) always show. `register` adds the SMS code when SMS is
 * on and the mobile number shows; `registerMobile` hides the username (the number is the
 * username) and shows password + confirmation only with `flags.mobileWithPassword`. Captcha shows
 * when configured (registration) or when `options.captchaShown` (login). The dialing-code select
 * shows with `flags.countryCode` once `options.dialingCodes` is non-empty. Registration adds the terms (default ticked, §4) and age
 * (`options.ageLimit`, default 18) confirmations.
 *
 * Required: username, password, confirmations, mobile number, SMS code and payment password
 * always when shown; payeeName, qqNum, line, whatsapp, zalo, facebook, wechat, idNumber, email,
 * affiliateCode, captcha, recommenderId only when the rule says so.
 *
 * Patterns: `acceptedPattern` is authoritative ("*" or empty = anything) and is used with the
 * rule's min/max lengths. A pattern that fails `new RegExp(p, 'u')`, has nested quantifiers or is
 * longer than 500 characters is dropped (length rules stay) and reported in `problems` and via
 * `deps.logger`. The SMS code follows the mobile pattern with max length 255.
 *
 * Agent form (§2 Agent centre registerCenter, docs/contract-agent.md `POST /wps/agent/registerDownline`):
 * `registerDownline` is `register` for someone else: the same fields, rules and messages, without
 * the captcha, the SMS code, the affiliate code (the agent's own code is used) and the terms/age
 * confirmations (the agent does not accept them for the new member).
 *
 * Account forms (§2 Member centre securityCenter, §3 profile-type fields):
 * - `profile`: nickname, real name (the `payeeName` rule), birthday, gender, nationality, address,
 *   occupation, source of income and Telegram, each shown when its rule is shown
 *   ({@link isShown}: enabled and not switched off in `flags.fields`) and required when
 *   {@link isRequired} says so; text is trimmed. `options.realNameLocked` shows the real name
 *   read-only (not validated); gender, nationality and source of income are selects over
 *   `options.choices` (gender defaults to {@link GENDER_CHOICES}; a select without choices is a
 *   text input). The profile fields never appear on a registration variant.
 * - `bindMobile`: dialing code (as in `loginSms`), mobile number and SMS code, all required.
 * - `bindEmail`: the new address (email rule, or the email kind when the rule has no pattern) and
 *   the log-in password, both required.
 * - `paymentPassword`: with `options.paymentPasswordSet` the current one (only required), then the
 *   new one (the `paymentPassword` rule) and its confirmation (`errors.paymentPasswordsDiffer`).
 * The bind and payment-password forms follow their rules' patterns and lengths whether or not the
 * rule is shown on registration: binding a number or setting a payment password is always offered,
 * and the server checks the same rules.
 *
 * Never throws: a missing rule counts as a disabled field with no pattern.
 *
 * @param input - variant, rules (every {@link FieldName}), flags and caller options
 * @param deps - optional `t` for labels/placeholders and a `logger` for problems
 * @returns schema (JSON Schema draft 7 object), uiSchema, field specs in display order, problems
 */
export function toFormSchema(input: ToFormSchemaInput, deps: ToFormSchemaDeps = {}): FormSchemaResult {
  const builder = new FormBuilder(input, deps.logger ?? defaultLogger);
  buildVariant(builder, input);
  const fields = builder.fields;
  const schema = toJsonSchema(fields);
  const uiSchema = buildUiSchema(fields, deps.t ?? identity, input.options?.dialingCodes);
  return { schema, uiSchema, fields, problems: builder.problems };
}

function identity(key: string): string {
  return key;
}

class FormBuilder {
  readonly fields: FieldSpec[] = [];
  readonly problems: FormProblem[] = [];
  private readonly checked = new Map<FieldName, string | undefined>();

  constructor(
    private readonly input: ToFormSchemaInput,
    private readonly logger: FormLogger,
  ) {}

  get options(): ToFormSchemaOptions {
    return this.input.options ?? {};
  }

  rule(field: FieldName): RegisterRule | undefined {
    return this.input.rules[field];
  }

  /** §5: a configured field shows when its rule is enabled and its flag is not switched off. */
  shown(field: FieldName): boolean {
    return isShown(this.input, field);
  }

  /** §5: whether a shown field must be filled (always for some fields, else by its rule). */
  required(field: FieldName): boolean {
    return isRequired(this.input, field);
  }

  /** The rule's safe pattern, checked once per rule so a problem is reported once. */
  pattern(field: FieldName): string | undefined {
    if (this.checked.has(field)) return this.checked.get(field);
    const source = this.rule(field)?.acceptedPattern.trim() ?? '';
    let result: string | undefined;
    if (source !== '' && source !== '*') {
      const check = checkPattern(source);
      if (check.ok) {
        result = source;
      } else {
        const problem = { field, message: `acceptedPattern dropped: ${check.reason}` };
        this.problems.push(problem);
        this.logger(`[forms] ${field}: ${problem.message}`, problem);
      }
    }
    this.checked.set(field, result);
    return result;
  }

  add(spec: FieldSpec): void {
    this.fields.push(spec);
  }

  /** A field validated by its own rule: pattern + min/max lengths + pattern message. */
  ruleField(name: FormFieldName, rule: FieldName, required: boolean, extra: Partial<FieldSpec> = {}): void {
    const r = this.rule(rule);
    const spec: FieldSpec = {
      name,
      rule,
      widget: 'text',
      required,
      labelKey: `fields.${name}`,
      ...lengthOf(r, name, this),
      ...(this.pattern(rule) !== undefined ? { pattern: this.pattern(rule) } : {}),
      ...(r ? { patternId: r.patternId, messageMin: r.minLength, messageMax: r.maxLength } : {}),
      ...defaults(name),
      ...extra,
    };
    this.add(spec);
  }

  /** A field that is only required (login: no pattern, §5 "Login: username, password required"). */
  plainField(name: FormFieldName, required: boolean, extra: Partial<FieldSpec> = {}): void {
    this.add({
      name,
      rule: null,
      widget: 'text',
      required,
      labelKey: `fields.${name}`,
      ...defaults(name),
      ...extra,
    });
  }
}

function defaults(name: FormFieldName): Partial<FieldSpec> {
  const spec: Partial<FieldSpec> = {};
  const autocomplete = AUTOCOMPLETE[name];
  const inputType = INPUT_TYPE[name];
  if (autocomplete) spec.autocomplete = autocomplete;
  if (inputType) spec.inputType = inputType;
  return spec;
}

function lengthOf(
  rule: RegisterRule | undefined,
  name: FormFieldName,
  builder: FormBuilder,
): Pick<FieldSpec, 'minLength' | 'maxLength'> {
  if (!rule) return {};
  const min = rule.minLength > 0 ? rule.minLength : undefined;
  const max = rule.maxLength > 0 ? rule.maxLength : undefined;
  if (min !== undefined && max !== undefined && min > max) {
    const problem = {
      field: name,
      message: `minLength ${min} is greater than maxLength ${max}; length rules dropped`,
    };
    builder.problems.push(problem);
    return {};
  }
  return {
    ...(min !== undefined ? { minLength: min } : {}),
    ...(max !== undefined ? { maxLength: max } : {}),
  };
}

function buildVariant(b: FormBuilder, input: ToFormSchemaInput): void {
  const { flags } = input;
  const options = b.options;
  switch (input.variant) {
    case 'register': {
      b.ruleField('username', 'username', true, { autocomplete: 'username' });
      addPasswordPair(b, 'password', 'confirmPassword');
      addOptionalFields(b);
      if (b.shown('mobileNum')) {
        addMobile(b, input);
        if (options.smsEnabled ?? flags.smsVerification) addSmsCode(b);
      }
      addRegistrationTail(b);
      return;
    }
    case 'registerDownline': {
      b.ruleField('username', 'username', true, { autocomplete: 'off' });
      addPasswordPair(b, 'password', 'confirmPassword');
      addOptionalFields(b);
      if (b.shown('mobileNum')) addMobile(b, input);
      if (b.shown('paymentPassword')) {
        b.ruleField('paymentPassword', 'paymentPassword', true, {
          widget: 'password',
          autocomplete: 'new-password',
        });
      }
      return;
    }
    case 'registerMobile': {
      addMobile(b, input);
      addSmsCode(b);
      if (flags.mobileWithPassword) addPasswordPair(b, 'password', 'confirmPassword');
      addOptionalFields(b);
      addRegistrationTail(b);
      return;
    }
    case 'login': {
      b.plainField('username', true, { autocomplete: 'username' });
      b.plainField('password', true, { widget: 'password', autocomplete: 'current-password' });
      if (options.captchaShown) b.plainField('captcha', true, { widget: 'captcha', autocomplete: 'off' });
      return;
    }
    case 'loginSms':
      addMobile(b, input);
      addSmsCode(b);
      return;
    case 'forgotEmail': {
      b.ruleField('username', 'username', true, { autocomplete: 'username' });
      addEmail(b);
      return;
    }
    case 'forgotPhone':
      addMobile(b, input);
      addSmsCode(b);
      b.ruleField('newPassword', 'password', true, { widget: 'password' });
      return;
    case 'changePassword':
      if (!options.passwordKnown) b.plainField('oldPassword', true, { widget: 'password' });
      addPasswordPair(b, 'newPassword', 'confirmNewPassword');
      return;
    case 'profile':
      addProfileFields(b);
      return;
    case 'bindMobile':
      addMobile(b, input);
      addSmsCode(b);
      return;
    case 'bindEmail':
      addEmail(b, { labelKey: 'fields.newEmail', trim: true });
      b.plainField('password', true, {
        widget: 'password',
        autocomplete: 'current-password',
        labelKey: 'fields.loginPassword',
      });
      return;
    case 'paymentPassword': {
      // A digit-only payment password gets the numeric keypad on phones.
      const inputMode = b.rule('paymentPassword')?.patternId === DIGITS_PATTERN_ID ? 'numeric' : 'text';
      if (options.paymentPasswordSet) {
        b.plainField('oldPaymentPassword', true, { widget: 'password', inputMode });
      }
      b.ruleField('newPaymentPassword', 'paymentPassword', true, { widget: 'password', inputMode });
      b.plainField('confirmPaymentPassword', true, {
        widget: 'password',
        inputMode,
        equals: 'newPaymentPassword',
        mismatchKey: 'errors.paymentPasswordsDiffer',
      });
      return;
    }
  }
}

/** `patternId` of the §5 "digits only" kind. */
const DIGITS_PATTERN_ID = 7;

/** §5 "email required and valid": a rule without a pattern still gets the email kind. */
function addEmail(b: FormBuilder, extra: Partial<FieldSpec> = {}): void {
  if (b.pattern('email') !== undefined) {
    b.ruleField('email', 'email', true, extra);
  } else {
    b.ruleField('email', 'email', true, {
      pattern: PATTERN_KINDS[EMAIL_PATTERN_ID - 1]?.pattern,
      patternId: EMAIL_PATTERN_ID,
      ...extra,
    });
  }
}

/** The select fields of the profile: how their choices are named and what the empty one says. */
const SELECTS: Record<ChoiceField, Pick<FieldSpec, 'choiceLabels' | 'emptyChoiceKey'>> = {
  gender: { choiceLabels: { keyPrefix: 'options.gender' }, emptyChoiceKey: 'options.genderUnset' },
  nationality: { choiceLabels: 'region', emptyChoiceKey: 'options.notGiven' },
  sourceOfIncome: {
    choiceLabels: { keyPrefix: 'options.sourceOfIncome' },
    emptyChoiceKey: 'options.notGiven',
  },
};

/** §3 profile-type fields, each by its own rule (the real name by `payeeName`). */
function addProfileFields(b: FormBuilder): void {
  const text = (name: FieldName, extra: Partial<FieldSpec> = {}) => {
    if (b.shown(name)) b.ruleField(name, name, b.required(name), { trim: true, ...extra });
  };
  const select = (name: ChoiceField) => {
    if (!b.shown(name)) return;
    const given =
      name === 'gender' ? (b.options.choices?.gender ?? GENDER_CHOICES) : b.options.choices?.[name];
    if (!given || given.length === 0) {
      text(name);
      return;
    }
    b.ruleField(name, name, b.required(name), { widget: 'select', choices: [...given], ...SELECTS[name] });
  };
  text('nickname');
  if (b.shown('payeeName')) {
    if (b.options.realNameLocked) {
      // Stored: only customer service changes it, so it is shown, never checked or sent.
      b.plainField('realName', false, { readOnly: true, hintKey: 'hints.realNameLocked' });
    } else {
      b.ruleField('realName', 'payeeName', b.required('payeeName'), {
        trim: true,
        hintKey: 'hints.realName',
      });
    }
  }
  text('birthday');
  select('gender');
  select('nationality');
  text('address');
  text('occupation');
  select('sourceOfIncome');
  text('telegram', { hintKey: 'hints.telegram' });
}

function addPasswordPair(b: FormBuilder, password: 'password' | 'newPassword', confirm: FormFieldName): void {
  b.ruleField(password, 'password', true, { widget: 'password', autocomplete: 'new-password' });
  b.plainField(confirm, true, { widget: 'password', equals: password, autocomplete: 'new-password' });
}

function addOptionalFields(b: FormBuilder): void {
  for (const field of OPTIONAL_FIELDS) {
    if (b.shown(field)) b.ruleField(field, field, b.rule(field)?.required ?? false);
  }
}

/** Dialing-code select (hidden property driven by the mobile widget) + mobile number. */
function addMobile(b: FormBuilder, input: ToFormSchemaInput, required = true): void {
  const codes = b.options.dialingCodes ?? [];
  // The select needs codes to offer; without them (list not loaded) there is nothing to choose,
  // and a required hidden property would block the submit with an error nobody can see.
  if (input.flags.countryCode && codes.length > 0) {
    b.plainField('countryDialingCode', required, { widget: 'hidden', options: codes.map((c) => c.code) });
  }
  const digitsByCode: Record<string, number> = {};
  for (const code of codes) if (code.digits > 0) digitsByCode[code.code] = code.digits;
  b.ruleField('mobileNum', 'mobileNum', required, {
    widget: 'mobile',
    ...(input.flags.countryCode && codes.length > 0 ? { digitsByCode } : {}),
  });
}

/** §5: the SMS code follows the mobile pattern, max length 255; always required when shown. */
function addSmsCode(b: FormBuilder): void {
  const pattern = b.pattern('mobileNum');
  const rule = b.rule('mobileNum');
  b.add({
    name: 'verificationCode',
    rule: 'mobileNum',
    widget: 'smsCode',
    required: true,
    maxLength: VERIFICATION_CODE_MAX_LENGTH,
    ...(pattern !== undefined ? { pattern } : {}),
    ...(rule ? { patternId: rule.patternId } : {}),
    messageMin: 1,
    messageMax: VERIFICATION_CODE_MAX_LENGTH,
    labelKey: 'fields.verificationCode',
    autocomplete: 'one-time-code',
    inputType: 'text',
  });
}

function addRegistrationTail(b: FormBuilder): void {
  if (b.shown('affiliateCode')) {
    if (b.options.affiliateHidden) {
      b.plainField('affiliateCode', false, { widget: 'hidden', hidden: true });
    } else {
      b.ruleField('affiliateCode', 'affiliateCode', b.rule('affiliateCode')?.required ?? false, {
        widget: 'affiliate',
      });
    }
  }
  if (b.shown('paymentPassword')) {
    b.ruleField('paymentPassword', 'paymentPassword', true, {
      widget: 'password',
      autocomplete: 'new-password',
    });
  }
  if (b.shown('captcha') || b.options.captchaShown) {
    const required = (b.rule('captcha')?.required ?? false) || b.options.captchaShown === true;
    b.ruleField('captcha', 'captcha', required, { widget: 'captcha', autocomplete: 'off' });
  }
  b.add({
    name: 'agreeTerms',
    rule: null,
    widget: 'agreement',
    required: true,
    mustBeTrue: 'agreeTerms',
    labelKey: 'widgets.terms',
  });
  const age =
    b.options.ageLimit !== undefined && b.options.ageLimit > 0 ? b.options.ageLimit : DEFAULT_AGE_LIMIT;
  b.add({
    name: 'confirmAge',
    rule: null,
    widget: 'agreement',
    required: true,
    mustBeTrue: 'confirmAge',
    labelKey: 'widgets.age',
    labelParams: { age },
  });
}

/** JSON Schema (draft 7) for the specs: one object, strings and the two agreement booleans. */
function toJsonSchema(fields: FieldSpec[]): JSONSchema7 {
  const properties: Record<string, JSONSchema7> = {};
  const required: string[] = [];
  for (const f of fields) {
    if (f.mustBeTrue) {
      // "Must be ticked" is checked by customValidate; a `const` would make RJSF pre-tick it.
      properties[f.name] = { type: 'boolean', default: f.mustBeTrue === 'agreeTerms' };
    } else {
      const prop: JSONSchema7 = { type: 'string' };
      if (f.minLength !== undefined) prop.minLength = f.minLength;
      if (f.maxLength !== undefined) prop.maxLength = f.maxLength;
      if (f.pattern !== undefined) prop.pattern = f.pattern;
      if (f.options && f.options.length > 0) {
        prop.enum = f.options;
        prop.default = f.options[0];
      }
      // No default: "not specified" stays possible and nothing is pre-selected.
      if (f.choices && f.choices.length > 0) prop.enum = f.choices;
      properties[f.name] = prop;
    }
    if (f.required) required.push(f.name);
  }
  return { type: 'object', properties, required };
}

/** The visible label text of a field. */
export function fieldLabel(field: FieldSpec, t: Translate): string {
  return t(`forms:${field.labelKey}`, field.labelParams);
}

/** One choice of a select, as the select widget receives it in `ui:options.choices`. */
export interface SelectChoice {
  value: string;
  /** Translated text; for `regionNames` selects the widget names the country itself. */
  label: string;
}

/**
 * Builds the uiSchema for field specs with translated labels (§5 "A required field's placeholder
 * has an asterisk": `ui:placeholder` is `*` + label for required fields), widgets, autocomplete
 * attributes, read-only flags, hints (`ui:help`), select choices (`ui:options.choices`, with
 * `regionNames` when the widget names countries itself) and the field order. Call again when the
 * language changes.
 *
 * @param fields - specs from {@link toFormSchema}
 * @param t - translator (namespace-qualified keys `forms:…`)
 * @param dialingCodes - codes listed by the mobile widget's select
 */
export function buildUiSchema(
  fields: FieldSpec[],
  t: Translate,
  dialingCodes: DialingCode[] = [],
): UiSchema<FormValues> {
  const ui: UiSchema<FormValues> = {
    'ui:order': fields.map((f) => f.name),
    'ui:submitButtonOptions': { norender: true },
  };
  for (const f of fields) {
    const label = fieldLabel(f, t);
    const entry: UiSchema = { 'ui:title': label, 'ui:widget': f.widget };
    if (f.widget !== 'agreement' && f.widget !== 'hidden') {
      entry['ui:placeholder'] = f.required ? `*${label}` : label;
    }
    // RJSF types the token as TypeScript's AutoFill, which lacks some valid HTML tokens.
    if (f.autocomplete) entry['ui:autocomplete'] = f.autocomplete as AutoFill;
    if (f.readOnly) entry['ui:readonly'] = true;
    if (f.hintKey) entry['ui:help'] = t(`forms:${f.hintKey}`);
    const options: Record<string, string | boolean | DialingCode[] | SelectChoice[]> = {};
    if (f.inputType) options.inputType = f.inputType;
    if (f.inputMode) options.inputMode = f.inputMode;
    if (f.trim) options.trim = true;
    if (f.widget === 'mobile') options.dialingCodes = dialingCodes;
    if (f.widget === 'agreement') options.label = false;
    if (f.widget === 'select') {
      options.choices = (f.choices ?? []).map((value) => ({
        value,
        label: typeof f.choiceLabels === 'object' ? t(`forms:${f.choiceLabels.keyPrefix}.${value}`) : value,
      }));
      if (f.choiceLabels === 'region') options.regionNames = true;
      options.emptyLabel = t(`forms:${f.emptyChoiceKey ?? 'options.notGiven'}`);
    }
    if (Object.keys(options).length > 0) entry['ui:options'] = options;
    ui[f.name] = entry;
  }
  return ui;
}

/**
 * §5 pattern message for a field: key `forms:reg_pattern_{patternId}` (or `forms:errors.format`
 * for unknown ids) with `{ min, max, range }`, where `range` is one number when min equals max.
 * A length failure of a kind whose text states no lengths (profile kind 21) gets
 * `forms:errors.length` with the same values.
 *
 * @param failure - what failed: the pattern (default) or the min/max length
 */
export function patternMessage(
  field: FieldSpec,
  failure: RuleFailure = 'pattern',
): {
  key: string;
  params: { min: number; max: number; range: string };
} {
  const min = field.messageMin ?? field.minLength ?? 0;
  const max = field.messageMax ?? field.maxLength ?? 0;
  const range = max <= 0 ? `${min}+` : min === max ? `${min}` : `${min}-${max}`;
  return { key: `forms:${patternMessageKey(field.patternId ?? 0, failure)}`, params: { min, max, range } };
}

/** JSON text of `value` with object keys sorted, `undefined` members left out (as JSON drops them). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .sort()
    .filter((k) => record[k] !== undefined && typeof record[k] !== 'function')
    .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
  return `{${members.join(',')}}`;
}

/**
 * The key of a converted form schema: a 53-bit hash (cyrb53, 14 hex digits) of its canonical JSON
 * (keys sorted), the same in Node at build time and in the browser. Equal schemas have equal keys
 * whatever their key order; the precompiled validators (`precompiled.ts`) are looked up by it.
 *
 * @param schema - a schema of {@link toFormSchema}
 * @returns 14 lowercase hex digits
 */
export function formSchemaKey(schema: JSONSchema7): string {
  const text = canonicalJson(schema);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hash = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return hash.toString(16).padStart(14, '0');
}
