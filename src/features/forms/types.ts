/**
 * Contract shapes the forms converter reads (docs/contract.md "Shapes"). They mirror the platform
 * contract structurally, so values typed by the generated API types (`schemas/generated`) are
 * accepted as they are.
 */

/** The 16 fields the platform sends a registration rule for (§3 "Registration rule per field"). */
export type FieldName =
  | 'username'
  | 'password'
  | 'payeeName'
  | 'paymentPassword'
  | 'qqNum'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'email'
  | 'mobileNum'
  | 'affiliateCode'
  | 'captcha'
  | 'recommenderId';

/** Every rule field, in the order §3 lists them. */
export const FIELD_NAMES: readonly FieldName[] = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'mobileNum',
  'affiliateCode',
  'captcha',
  'recommenderId',
];

/** One field's server rule (§5). `acceptedPattern` "*" (or empty) accepts anything. */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** Registration feature flags (§2 Registration page, §5 feature flags). */
export interface RegisterFlags {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerification: boolean;
  mobileWithPassword: boolean;
  countryCode: boolean;
  /** Optional-field switches: a field shows when `rules[f].enabled && fields[f] !== false`. */
  fields: Partial<Record<FieldName, boolean>>;
}

/** `GET /wps/system/countryCodes` item; `digits` is the national number length. */
export interface DialingCode {
  code: string;
  country: string;
  name: string;
  digits: number;
}

/** `GET /wps/captcha` value. */
export interface Captcha {
  captchaKey: string;
  image: string;
}
