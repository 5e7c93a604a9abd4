import type {
  AffiliateValue,
  RegisterDownlineBody,
  RegisterDownlineValue,
  RegisterPayload,
  RegisterValue,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import type { CaptchaService } from './captcha.ts';
import { randomDigits, randomToken } from './crypto.ts';
import type { FieldRules } from './field-rules.ts';
import type { MemberService } from './members.ts';
import { hashPassword } from './passwords.ts';
import type { SmsService } from './sms.ts';

/** Optional registration fields stored in the user's profile when shown and filled. */
const PROFILE_FIELDS = [
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

function text(payload: RegisterPayload, key: string): string | undefined {
  const value = payload[key];
  return typeof value === 'string' ? value : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('SQLITE_CONSTRAINT');
}

export interface RegistrationDeps {
  users: UsersRepository;
  rules: FieldRules;
  captcha: CaptchaService;
  sms: SmsService;
  members: MemberService;
  brand: BrandStore;
  now: () => number;
}

/** Registration by username or by mobile number (§4 Registration, §5 Validation rules). */
export class RegistrationService {
  constructor(private readonly d: RegistrationDeps) {}

  /**
   * `GET /wps/agent/affiliate`: the code must belong to an agent.
   * @throws AppError AFFILIATE_INVALID
   */
  checkAffiliate(code: string): AffiliateValue {
    const agent = code.trim() === '' ? undefined : this.d.users.findAgentByAffiliateCode(code.trim());
    if (!agent?.affiliate_code) throw fail('AFFILIATE_INVALID', 'Invitation code is invalid');
    return { valid: true, affiliateCode: agent.affiliate_code };
  }

  /**
   * `PUT /wps/member/register`: every shown field is checked with the brand rules (username,
   * password, confirmPassword always; mobileNum and its SMS code when shown; captcha when shown;
   * affiliate code must belong to an agent), then the member is created and logged in.
   * @throws AppError FEATURE_DISABLED | VALIDATION | AFFILIATE_INVALID | CAPTCHA_INVALID | SMS_CODE_INVALID | USERNAME_TAKEN | MOBILE_TAKEN
   */
  async register(payload: RegisterPayload): Promise<RegisterValue> {
    const brand = this.d.brand.current();
    if (!brand.register.flags.usernameRegistration || !brand.site.flags.directRegistration)
      throw fail('FEATURE_DISABLED', 'Registration by username is not enabled');
    const rules = this.d.rules;
    const { username, password, email, mobile, profile } = await this.memberFields(payload);
    let smsCode = '';
    if (mobile && brand.register.flags.smsVerification)
      smsCode = rules.present(payload.verificationCode, 'verificationCode');
    const parentId = this.affiliateParent(payload);
    const captchaAnswer = rules.shown('captcha') ? rules.check('captcha', payload.captcha, true) : '';
    this.assertFree(username, mobile);
    if (captchaAnswer !== '' && !this.d.captcha.verify(payload.captchaKey, captchaAnswer))
      throw fail('CAPTCHA_INVALID', 'captcha is incorrect or expired');
    if (
      mobile &&
      smsCode !== '' &&
      !this.d.sms.verify(mobile.countryDialingCode, mobile.mobileNum, 'register', smsCode)
    ) {
      throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    }
    const user = await this.create({ username, password, email, mobile, parentId, profile, payload });
    return { ...this.d.members.startSession(user), account: user.username };
  }

  /**
   * `PUT /wps/member/register/mobile` (§4 Mobile registration): mobile number and SMS code
   * (purpose `register`) always; a password when the brand flag `mobileWithPassword` is on
   * (otherwise a random one: the member logs in by SMS). The account is generated:
   * `m` + dialing-code digits + national number (unique because dialing codes are prefix-free).
   * @throws AppError FEATURE_DISABLED | VALIDATION | AFFILIATE_INVALID | CAPTCHA_INVALID | SMS_CODE_INVALID | MOBILE_TAKEN
   */
  async registerMobile(payload: RegisterPayload): Promise<RegisterValue> {
    const brand = this.d.brand.current();
    if (!brand.register.flags.mobileRegistration)
      throw fail('FEATURE_DISABLED', 'Registration by mobile number is not enabled');
    const rules = this.d.rules;
    const mobile = rules.mobile(payload.countryDialingCode, payload.mobileNum);
    const smsCode = rules.present(payload.verificationCode, 'verificationCode');
    let password = '';
    if (brand.register.flags.mobileWithPassword) {
      password = rules.check('password', payload.password, true);
      const confirm = text(payload, 'confirmPassword');
      if (confirm !== undefined && confirm !== password)
        throw fail('VALIDATION', 'confirmPassword does not match password');
    }
    const parentId = this.affiliateParent(payload);
    const captchaAnswer = rules.shown('captcha') ? rules.check('captcha', payload.captcha, true) : '';
    if (this.d.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum))
      throw fail('MOBILE_TAKEN', 'This mobile number is already registered');
    if (captchaAnswer !== '' && !this.d.captcha.verify(payload.captchaKey, captchaAnswer))
      throw fail('CAPTCHA_INVALID', 'captcha is incorrect or expired');
    if (!this.d.sms.verify(mobile.countryDialingCode, mobile.mobileNum, 'register', smsCode))
      throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    let username = `m${mobile.countryDialingCode.slice(1)}${mobile.mobileNum}`;
    while (this.d.users.findByUsername(username)) username = `m${mobile.mobileNum}${randomDigits(3)}`;
    const user = await this.create({
      username,
      password: password || randomToken(24),
      email: '',
      mobile,
      parentId,
      profile: {},
      payload,
    });
    return { ...this.d.members.startSession(user), account: user.username };
  }

  /**
   * `POST /wps/agent/registerDownline` (docs/contract-agent.md): an agent registers a new direct
   * downline. The same brand rules as {@link register} check every shown field (username,
   * password, confirmPassword always; email, mobile number, payment password and the profile fields
   * when shown), without captcha, SMS code or affiliate code: the parent is `agent` and
   * `referred_by` its affiliate code. The agent stays logged in; the new member is not.
   * @param agent the calling agent (checked by the caller), with its affiliate code.
   * @throws AppError `VALIDATION` | `USERNAME_TAKEN` | `MOBILE_TAKEN`.
   */
  async registerDownline(
    agent: { id: number; affiliateCode: string },
    body: RegisterDownlineBody,
  ): Promise<RegisterDownlineValue> {
    const payload: RegisterPayload = {
      ...body,
      affiliateCode: agent.affiliateCode,
      registerUrl: '',
      registerMethod: 'WEB',
      login: true,
    };
    const { username, password, email, mobile, profile } = await this.memberFields(payload);
    this.assertFree(username, mobile);
    const user = await this.create({
      username,
      password,
      email,
      mobile,
      parentId: agent.id,
      profile,
      payload,
    });
    return { userId: user.id, username: user.username };
  }

  /**
   * The member fields of a registration checked with the brand rules: username, password and its
   * confirmation always; the profile fields, email, payment password (hashed into the profile) and
   * mobile number when shown.
   * @throws AppError `VALIDATION` naming the field.
   */
  private async memberFields(payload: RegisterPayload): Promise<{
    username: string;
    password: string;
    email: string;
    mobile: { countryDialingCode: string; mobileNum: string } | null;
    profile: Record<string, string>;
  }> {
    const rules = this.d.rules;
    const username = rules.check('username', payload.username, true);
    const password = rules.check('password', payload.password, true);
    if (text(payload, 'confirmPassword') !== password)
      throw fail('VALIDATION', 'confirmPassword does not match password');
    const profile: Record<string, string> = {};
    for (const field of PROFILE_FIELDS) {
      if (!rules.shown(field)) continue;
      const value = rules.check(field, text(payload, field), rules.required(field));
      if (value !== '') profile[field] = value;
    }
    const email = rules.shown('email') ? rules.check('email', payload.email, rules.required('email')) : '';
    const paymentPassword = rules.shown('paymentPassword')
      ? rules.check('paymentPassword', payload.paymentPassword, true)
      : '';
    if (paymentPassword !== '') profile.paymentPasswordHash = await hashPassword(paymentPassword);
    const mobile = rules.shown('mobileNum')
      ? rules.mobile(payload.countryDialingCode, payload.mobileNum)
      : null;
    return { username, password, email, mobile, profile };
  }

  /** @throws AppError `USERNAME_TAKEN` | `MOBILE_TAKEN` when another member holds them. */
  private assertFree(
    username: string,
    mobile: { countryDialingCode: string; mobileNum: string } | null,
  ): void {
    if (this.d.users.findByUsername(username)) throw fail('USERNAME_TAKEN', 'username is already taken');
    if (mobile && this.d.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum))
      throw fail('MOBILE_TAKEN', 'This mobile number is already registered');
  }

  /** The agent owning the affiliate code when the field is shown and filled. */
  private affiliateParent(payload: RegisterPayload): number | null {
    const rules = this.d.rules;
    if (!rules.shown('affiliateCode')) return null;
    const code = rules.check('affiliateCode', payload.affiliateCode, rules.required('affiliateCode'));
    if (code === '') return null;
    const agent = this.d.users.findAgentByAffiliateCode(code);
    if (!agent) throw fail('AFFILIATE_INVALID', 'Invitation code is invalid');
    return agent.id;
  }

  private async create(input: {
    username: string;
    password: string;
    email: string;
    mobile: { countryDialingCode: string; mobileNum: string } | null;
    parentId: number | null;
    profile: Record<string, string>;
    payload: RegisterPayload;
  }): Promise<UserRow> {
    const now = this.d.now();
    const passwordHash = await hashPassword(input.password);
    const referralCode = text(input.payload, 'referralCode');
    if (referralCode) input.profile.referralCode = referralCode.slice(0, 255);
    let id: number;
    try {
      id = this.d.users.insert({
        username: input.username,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
        parentId: input.parentId,
        referredBy: input.parentId === null ? '' : (input.payload.affiliateCode ?? ''),
        email: input.email,
        countryDialingCode: input.mobile?.countryDialingCode ?? '',
        mobileNum: input.mobile?.mobileNum ?? '',
        profile: input.profile,
        registerUrl: input.payload.registerUrl.slice(0, 2048),
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw fail('USERNAME_TAKEN', 'username or mobile number is already registered');
      throw error;
    }
    const user = this.d.users.findById(id);
    if (!user) throw new Error('new user vanished');
    return user;
  }
}
