/**
 * Front-end view of the platform API contract (§3, §7; docs/contract.md). The shapes come from
 * the JSON Schemas in `schemas/api/` through the generated `schemas/generated/api.ts`
 * (`npm run gen:types`), so the site and the reference server cannot drift apart. Only the
 * request payloads the site builds itself are declared here.
 */
export type {
  Announcements,
  Balance,
  Banner,
  Captcha,
  CustomerService,
  DialingCode,
  FieldName,
  LoginValue,
  MemberInfo,
  Notice,
  Promotion,
  PublicKey,
  RegisterFlags,
  RegisterRule,
  RegisterSettings,
  RegisterValue,
  SiteFlags,
  SiteResource,
  SiteSettings,
  SystemStatus,
  WhitelabelNode,
} from '../../../schemas/generated/api';

/** Log-in form payload (§3 Login form), sent encrypted. */
export interface LoginPayload {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  captcha?: string;
  captchaKey?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
}

/** §3 Registration user fields (all optional strings) plus registerUrl, registerMethod and login. */
export interface RegisterPayload {
  registerUrl: string;
  registerMethod: 'WEB';
  login: true;
  [field: string]: string | boolean | undefined;
}
