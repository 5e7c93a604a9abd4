/**
 * Test fixtures for the forms feature: a rule set for every rule field, flags, register settings,
 * and an i18next instance with the four `forms` locale files. Imported by tests only.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import ar from '../../locales/ar/forms.json';
import en from '../../locales/en/forms.json';
import vi from '../../locales/vi/forms.json';
import zhCN from '../../locales/zh-CN/forms.json';
import type { FieldName, RegisterFlags, RegisterRule } from './types.ts';
import type { RegisterSettings } from '../lib/api/types';
import { FIELD_NAMES } from './types.ts';

/** The forms namespace of every language, keyed by language code. */
export const FORMS_LOCALES = { en, vi, 'zh-CN': zhCN, ar } as const;

/** A rule with defaults: enabled, optional, any characters, 1–20. */
export function rule(over: Partial<RegisterRule> = {}): RegisterRule {
  return {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 1,
    minLength: 1,
    maxLength: 20,
    ...over,
  };
}

/**
 * Rules for every rule field, every field enabled (typical brand patterns on the core fields; the
 * profile fields as the shipped brand has them).
 */
export function allRules(
  over: Partial<Record<FieldName, Partial<RegisterRule>>> = {},
): Record<FieldName, RegisterRule> {
  const base: Partial<Record<FieldName, RegisterRule>> = {
    username: rule({
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 2,
      minLength: 4,
      maxLength: 16,
    }),
    password: rule({
      required: true,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
      patternId: 6,
      minLength: 6,
      maxLength: 20,
    }),
    mobileNum: rule({
      required: true,
      acceptedPattern: '^[0-9]+$',
      patternId: 7,
      minLength: 9,
      maxLength: 11,
    }),
    email: rule({
      acceptedPattern: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\\.[A-Za-z0-9.-]*[A-Za-z]$',
      patternId: 4,
      minLength: 5,
      maxLength: 50,
    }),
    captcha: rule({
      required: true,
      acceptedPattern: '^[A-Za-z0-9]+$',
      patternId: 5,
      minLength: 4,
      maxLength: 4,
    }),
    nickname: rule({ required: true, acceptedPattern: '^[^\\p{Cc}<>]+$', patternId: 21, maxLength: 20 }),
    birthday: rule({
      acceptedPattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
      patternId: 12,
      minLength: 10,
      maxLength: 10,
    }),
    gender: rule({ acceptedPattern: '^[MF]$', maxLength: 1 }),
    nationality: rule({ acceptedPattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2 }),
    address: rule({ acceptedPattern: '^[^\\p{Cc}<>]+$', patternId: 21, maxLength: 255 }),
    occupation: rule({ acceptedPattern: '^[^\\p{Cc}<>]+$', patternId: 21, maxLength: 100 }),
    telegram: rule({ acceptedPattern: '^@?[A-Za-z0-9_]{5,32}$', patternId: 20, minLength: 5, maxLength: 64 }),
  };
  const out = {} as Record<FieldName, RegisterRule>;
  for (const name of FIELD_NAMES) out[name] = { ...(base[name] ?? rule()), ...over[name] };
  return out;
}

/** Flags with every switch on and no field switched off. */
export function allFlags(over: Partial<RegisterFlags> = {}): RegisterFlags {
  return {
    usernameRegistration: true,
    mobileRegistration: true,
    smsVerification: true,
    mobileWithPassword: true,
    countryCode: true,
    fields: {},
    ...over,
  };
}

/**
 * Register settings as `GET /wps/system/setting/register` answers them: {@link allRules} with a
 * six-digit payment password (as the shipped brand), {@link allFlags}, age 18, codes valid 5 min.
 */
export function registerSettings(
  over: Partial<Record<FieldName, Partial<RegisterRule>>> = {},
  flags: Partial<RegisterFlags> = {},
): RegisterSettings {
  return {
    rules: allRules({
      paymentPassword: { acceptedPattern: '^[0-9]+$', patternId: 7, minLength: 6, maxLength: 6 },
      ...over,
    }),
    flags: allFlags(flags),
    ageLimit: 18,
    verificationExpiredMinutes: 5,
  };
}

/** A fresh i18next instance with the `forms` namespace of all four languages. */
export async function createFormsI18n(lng: keyof typeof FORMS_LOCALES = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    ns: ['forms'],
    defaultNS: 'forms',
    resources: {
      en: { forms: FORMS_LOCALES.en },
      vi: { forms: FORMS_LOCALES.vi },
      'zh-CN': { forms: FORMS_LOCALES['zh-CN'] },
      ar: { forms: FORMS_LOCALES.ar },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}
