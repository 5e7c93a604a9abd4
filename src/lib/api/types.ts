/**
 * Front-end view of the platform API contract (§3, §7; docs/contract.md). The JSON Schemas in
 * `schemas/api/` are the source of truth; these names mirror their titles.
 */

/** The 16 registration fields that carry a per-field rule (§3 Registration rule per field). */
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

/** One field's rule (§3, §5). `acceptedPattern` "*" matches anything. Lengths in characters. */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

/** Registration feature flags (§2 Registration page, §5 Feature flags). */
export interface RegisterFlags {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  smsVerification: boolean;
  mobileWithPassword: boolean;
  countryCode: boolean;
  /** A field shows when `rules[f].enabled && fields[f] !== false`. */
  fields: Partial<Record<FieldName, boolean>>;
}

/** `GET /wps/system/setting/register` value. */
export interface RegisterSettings {
  rules: Record<FieldName, RegisterRule>;
  flags: RegisterFlags;
  /** Minimum age in years the player confirms (default 18). */
  ageLimit: number;
  verificationExpiredMinutes: number;
}

export interface DialingCode {
  code: string;
  country: string;
  name: string;
  /** Exact number of national digits a mobile number has. */
  digits: number;
}

export interface WhitelabelNode {
  modId: string;
  name: string;
  enabled: 0 | 1;
  childrenNodes: WhitelabelNode[];
}

export interface SiteFlags {
  smsLogin: boolean;
  directRegistration: boolean;
  freePlay: boolean;
  pointsSystem: boolean;
  forcePasswordChange: boolean;
  phonePasswordReset: boolean;
  mobileRegistration: boolean;
  socialLogin: boolean;
  referralButton: boolean;
  loginRequired: boolean;
  passwordExpiry: boolean;
  forgotPasswordChoice: boolean;
}

export interface SiteResource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string;
  labelNameEn?: string;
}

export interface CustomerService {
  csType: string;
  path: string;
  name: string;
}

/** `GET /wps/system/whitelabel` value: whitelabel tree plus brand settings (§3 Permission response). */
export interface SiteSettings {
  merchantCode: string;
  brandName: string;
  defaultLanguage: string;
  languages: string[];
  whitelabel: WhitelabelNode[];
  flags: SiteFlags;
  resources: SiteResource[];
  customerService: CustomerService[];
  social: { telegram: string[]; facebook: string };
  providers: { name: string; logoUrl: string }[];
  analytics: { gtagId: string };
  imageCDNs: string[];
  launchGameCDNs: string[];
  promotionsPreview: { id: number; title: string }[];
}

/** `GET /wps/system/status` value (§4 System status: 0 normal, 1 maintenance, 2 region). */
export interface SystemStatus {
  status: 0 | 1 | 2;
  maintenance: { title: string; notice: string } | null;
  regionRestriction: { notice: string } | null;
  location: { ip: string };
}

export interface Banner {
  bannerId: number;
  groupName: string;
  url: string;
  title: string;
  linkageType: string;
  linkageValue: string;
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  date: string;
}

export interface Promotion {
  id: number;
  title: string;
  category: string;
  announcementImages: { url: string; sequence: number }[];
}

export interface Announcements {
  banners: Banner[];
  player: Notice[];
  popup: Notice[];
  promotion: Promotion[];
}

/** `GET /wps/member/info` value (§3 Member info). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** 4 = trial account (§6). */
  type: number;
  /** 1, 2, 41, 42 are agents (§3). */
  isAgent: number;
  toUpline: boolean;
  clubLabel: { labelName: string; color: string; color2: string; rankLevel: number } | null;
  memberLabel: string[];
  avatarUrl: string;
  email: string;
  mobileNum: string;
  countryDialingCode: string;
  currency: string;
}

/** Login response value (§3). */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: MemberInfo;
}

export interface RegisterValue extends LoginValue {
  /** The account name; after mobile registration, the generated account number (§4). */
  account: string;
}

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

/** `GET /wps/v2/wallets/balance` value; `sumBalance` in major currency units. */
export interface Balance {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
}

export interface Captcha {
  captchaKey: string;
  /** `data:` URL of the image. */
  image: string;
}

export interface PublicKey {
  kid: string;
  alg: 'RSA-OAEP-256';
  enc: 'A256GCM';
  jwk: JsonWebKey;
}
