import { apiRequest, isObject } from './client';
import type {
  Announcements,
  Balance,
  Captcha,
  DialingCode,
  LoginPayload,
  LoginValue,
  MemberInfo,
  RegisterPayload,
  RegisterSettings,
  RegisterValue,
  SiteSettings,
  SystemStatus,
} from './types';

// One typed function per §7 call used by the foundation. Shape guards check what the UI relies on;
// a mismatch becomes ApiError('invalid') so the screen shows "unexpected answer, retry".

const hasKeys =
  <T>(...keys: string[]) =>
  (v: unknown): v is T =>
    isObject(v) && keys.every((k) => k in v);

const isLoginValue = (v: unknown): v is LoginValue =>
  isObject(v) && typeof v.token === 'string' && v.token.length > 0 && isObject(v.user);
const isRegisterValue = (v: unknown): v is RegisterValue =>
  isLoginValue(v) && typeof (v as RegisterValue).account === 'string';

/** §4 System status. */
export const getStatus = () =>
  apiRequest<SystemStatus>('GET', '/wps/system/status', {
    query: { host: typeof location === 'undefined' ? '' : location.host },
    validate: hasKeys<SystemStatus>('status', 'location'),
  });

/** Whitelabel tree and brand settings (§3 Permission response). */
export const getSiteSettings = () =>
  apiRequest<SiteSettings>('GET', '/wps/system/whitelabel', {
    validate: hasKeys<SiteSettings>('whitelabel', 'flags'),
  });

/** Registration rules and flags (§3 Registration rule per field). */
export const getRegisterSettings = () =>
  apiRequest<RegisterSettings>('GET', '/wps/system/setting/register', {
    validate: hasKeys<RegisterSettings>('rules', 'flags'),
  });

export const getCountryCodes = () =>
  apiRequest<DialingCode[]>('GET', '/wps/system/countryCodes', {
    validate: (v): v is DialingCode[] => Array.isArray(v),
  });

export const getDomainRoutes = () =>
  apiRequest<{ domainList: { domainName: string; speed: number }[] }>('GET', '/wps/system/domainRoute', {
    query: { device: 0 },
    validate: hasKeys('domainList'),
  });

/** Captcha image (§7: base64 image in value). */
export const getCaptcha = () =>
  apiRequest<Captcha>('GET', '/wps/captcha', { validate: hasKeys<Captcha>('captchaKey', 'image') });

/** §4 Affiliate: checks an invitation code. Throws ApiError('platform') when it is not valid. */
export const checkAffiliate = (code: string) =>
  apiRequest<{ valid: boolean; affiliateCode: string }>('GET', '/wps/agent/affiliate', {
    query: { code, domain: typeof location === 'undefined' ? '' : location.host },
  });

/** Registration SMS (§3 SMS code request; `mobileNo` in the registration flow). */
export const sendRegisterSms = (input: { countryDialingCode: string; mobileNo: string }) =>
  apiRequest<{ expiredMinutes: number }>('POST', '/wps/verification/sms/register', {
    body: input,
    validate: hasKeys('expiredMinutes'),
  });

/** Log-in SMS code (value.expiredMinutes). */
export const sendLoginSms = (input: { countryDialingCode: string; mobileNum: string }) =>
  apiRequest<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', {
    body: { ...input, purpose: 'login' },
    validate: hasKeys('expiredMinutes'),
  });

/** Forgot-by-phone SMS code (value.expirationTime, epoch ms). */
export const sendForgotSms = (input: { countryDialingCode: string; mobileNum: string }) =>
  apiRequest<{ expirationTime: number }>('POST', '/wps/verification/sms/noLogin', {
    body: { ...input, purpose: 'forgot' },
    validate: hasKeys('expirationTime'),
  });

/** §4 Login (enc). */
export const login = (payload: LoginPayload) =>
  apiRequest<LoginValue>('POST', '/wps/session/login', { body: payload, enc: true, validate: isLoginValue });

/** Free demo (§3 Free-play payload). */
export const loginFreePlay = (nonce: string) =>
  apiRequest<LoginValue>('POST', '/wps/session/login/freeplay', {
    body: {
      os: typeof navigator === 'undefined' ? 'unknown' : navigator.platform || 'web',
      platform: 'W',
      nonce,
      gatewayVersion: 3,
    },
    validate: isLoginValue,
  });

/**
 * Whose a launch code is, without using it (issue 14 point 6): the site asks before switching a
 * visitor who is logged in as someone else. 404 `NOT_FOUND` when expired or used.
 */
export const peekLaunchCode = (launchCode: string) =>
  apiRequest<{ account: string }>('GET', '/wps/session/launchCode', {
    query: { launchCode },
    validate: hasKeys<{ account: string }>('account'),
  });

/** Uses a launch code once and answers a new session (§4 "token in the query string", made safe). */
export const redeemLaunchCode = (launchCode: string) =>
  apiRequest<LoginValue>('POST', '/wps/session/launchCode/redeem', {
    body: { launchCode },
    validate: isLoginValue,
  });

/** §4 Logout: a DELETE call. */
export const logout = () => apiRequest<null>('DELETE', '/wps/session/logout', { token: true });

export const getMemberInfo = () =>
  apiRequest<MemberInfo>('GET', '/wps/member/info', {
    token: true,
    validate: hasKeys<MemberInfo>('id', 'account', 'type'),
  });

/** Register by username (enc, PUT). */
export const register = (payload: RegisterPayload) =>
  apiRequest<RegisterValue>('PUT', '/wps/member/register', {
    body: payload,
    enc: true,
    validate: isRegisterValue,
  });

/** Register by mobile (enc, PUT); value.account is the generated account number. */
export const registerMobile = (payload: RegisterPayload) =>
  apiRequest<RegisterValue>('PUT', '/wps/member/register/mobile', {
    body: payload,
    enc: true,
    validate: isRegisterValue,
  });

/** Change password (token, enc). */
export const changePassword = (payload: {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiRequest<null>('POST', '/wps/member/password', { body: payload, enc: true, token: true });

/** Forgot password by email (form POST). */
export const forgotPasswordByEmail = (form: { username: string; email: string }) =>
  apiRequest<null>('POST', '/wps/member/password/email', { form });

/** Set password by phone (enc); the platform logs the player in. */
export const setPasswordByPhone = (payload: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}) =>
  apiRequest<LoginValue>('POST', '/wps/member/password/verification', {
    body: payload,
    enc: true,
    validate: isLoginValue,
  });

/** Tells the platform the chosen language (§4 Language change). */
export const setLanguage = (language: string, withToken: boolean) =>
  apiRequest<null>('POST', '/wps/member/language', { body: { language }, token: withToken });

export const getBalance = () =>
  apiRequest<Balance>('GET', '/wps/v2/wallets/balance', {
    token: true,
    validate: hasKeys<Balance>('sumBalance'),
  });

/** Announcements incl. banners (§3 Notice response groups). */
export const getAnnouncements = () =>
  apiRequest<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' },
    validate: hasKeys<Announcements>('banners'),
  });
