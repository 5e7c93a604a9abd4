import type {
  ChangePasswordPayload,
  FreePlayPayload,
  LoginPayload,
  LoginValue,
  SetPasswordByPhonePayload,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { LoginFailuresRepository } from '../repositories/login-failures.ts';
import type { MailRepository } from '../repositories/mail.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { CaptchaService } from './captcha.ts';
import { randomDigits, randomToken } from './crypto.ts';
import type { FieldRules } from './field-rules.ts';
import type { MemberService } from './members.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';
import type { SmsService } from './sms.ts';
import type { WalletService } from './wallet.ts';

/** The default flagged password (§9): logging in with it forces a password change (§4). */
export const DEFAULT_FLAGGED_PASSWORD = '{secret}';

export interface AuthDeps {
  users: UsersRepository;
  failures: LoginFailuresRepository;
  mail: MailRepository;
  members: MemberService;
  sessions: SessionService;
  captcha: CaptchaService;
  sms: SmsService;
  rules: FieldRules;
  wallet: WalletService;
  brand: BrandStore;
  now: () => number;
  /** How long failed logins count towards the captcha threshold, ms. */
  failureWindowMs: number;
}

/** Log-in, free play, log-out and password flows (§4 Login, Logout, password change and reset). */
export class AuthService {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly d: AuthDeps) {}

  /** Whether the captcha is required for this username/IP now (§4: after N failures, or always). */
  captchaRequired(username: string, ip: string): boolean {
    const { captcha } = this.d.brand.current().security;
    if (captcha.alwaysRequired) return true;
    const { byUsername, byIp } = this.d.failures.counts(username, ip, this.d.now() - this.d.failureWindowMs);
    return byUsername >= captcha.afterFailedLogins || byIp >= captcha.afterFailedLogins;
  }

  /**
   * `POST /wps/session/login` (§4 Login). Username login checks the brand rules, the captcha when
   * required, then the argon2id hash; each failure counts towards the captcha threshold and a
   * failure answer carries `{ captcha: true }` once the captcha is required. SMS login checks the
   * code sent with purpose `login`.
   * @throws AppError VALIDATION | CAPTCHA_REQUIRED | CAPTCHA_INVALID | BAD_CREDENTIALS | FEATURE_DISABLED | SMS_CODE_INVALID
   */
  async login(payload: LoginPayload, ip: string): Promise<LoginValue> {
    if (payload.type === 'sms') return this.loginBySms(payload);
    const username = this.d.rules.check('username', payload.username, true);
    const password = this.d.rules.check('password', payload.password, true);
    if (this.captchaRequired(username, ip)) {
      if (!payload.captcha || !payload.captchaKey)
        throw fail('CAPTCHA_REQUIRED', 'captcha is required', { captcha: true });
      if (!this.d.captcha.verify(payload.captchaKey, payload.captcha))
        throw fail('CAPTCHA_INVALID', 'captcha is incorrect or expired', { captcha: true });
    }
    const user = this.d.users.findByUsername(username);
    // The attempt counts as a failure before the (slow, awaited) hash check and is forgiven on
    // success: the captcha check above and this write run in one synchronous step, so concurrent
    // wrong passwords cannot all pass the check before any of them is counted (issue 14 point 9).
    this.d.failures.add(username, ip, this.d.now());
    const dummy = user ? '' : await this.getDummyHash();
    // Verify against a dummy hash for unknown users so timing does not reveal which names exist.
    const ok = user
      ? await verifyPassword(user.password_hash, password)
      : (await verifyPassword(dummy, password)) && false;
    if (!user || !ok) {
      throw fail(
        'BAD_CREDENTIALS',
        'Incorrect username or password',
        this.captchaRequired(username, ip) ? { captcha: true } : null,
      );
    }
    this.d.failures.clear(username, ip);
    return this.d.members.startSession(user, password === DEFAULT_FLAGGED_PASSWORD);
  }

  private loginBySms(payload: LoginPayload): LoginValue {
    if (!this.d.brand.current().site.flags.smsLogin)
      throw fail('FEATURE_DISABLED', 'SMS log-in is not enabled');
    const { countryDialingCode, mobileNum } = this.d.rules.mobile(
      payload.countryDialingCode,
      payload.mobileNum,
    );
    const code = this.d.rules.present(payload.verificationCode, 'verificationCode');
    // The code first: an unregistered number never got one, so it answers like a wrong code and
    // tells nothing about which numbers are registered (issue 14 point 10).
    if (!this.d.sms.verify(countryDialingCode, mobileNum, 'login', code))
      throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    const user = this.d.users.findByMobile(countryDialingCode, mobileNum);
    if (!user) throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    return this.d.members.startSession(user);
  }

  /**
   * `POST /wps/session/login/freeplay`: creates a trial account (type 4) credited with the brand's
   * demo balance and logs it in.
   * @throws AppError FEATURE_DISABLED when free play is off.
   */
  async freePlay(_payload: FreePlayPayload): Promise<LoginValue> {
    const brand = this.d.brand.current();
    if (!brand.site.flags.freePlay) throw fail('FEATURE_DISABLED', 'Free play is not enabled');
    const now = this.d.now();
    const passwordHash = await hashPassword(randomToken(24));
    let id = 0;
    for (let attempt = 0; id === 0; attempt += 1) {
      const username = `guest${randomDigits(8)}`;
      if (this.d.users.findByUsername(username)) {
        if (attempt > 20) throw new Error('could not allocate a trial account name');
        continue;
      }
      id = this.d.users.insert({
        username,
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
        type: 4,
        nickname: 'Guest',
      });
    }
    const demo = this.d.wallet.toMinor(brand.site.freePlay.demoBalance);
    if (demo > 0) this.d.wallet.credit(id, demo, 'demo_credit', `demo:${id}`, 'free play demo balance');
    const user = this.d.users.findById(id);
    if (!user) throw new Error('trial account vanished');
    return this.d.members.startSession(user);
  }

  /** `DELETE /wps/session/logout`: revokes the token. */
  logout(token: string): void {
    this.d.sessions.revoke(token);
  }

  /**
   * `POST /wps/member/password` (§5 Change password): old password checked, new one matches the
   * password rule, equals its confirmation and differs from the old one and from `{secret}`.
   * Other sessions of the member are revoked.
   * @throws AppError VALIDATION | BAD_CREDENTIALS | TRIAL_ACCOUNT
   */
  async changePassword(userId: number, token: string, payload: ChangePasswordPayload): Promise<void> {
    const user = this.d.users.findById(userId);
    if (!user) throw fail('ACCOUNT_NOT_FOUND', 'Account does not exist');
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed to change the password');
    const oldPassword = this.d.rules.present(payload.oldPassword, 'oldPassword');
    const newPassword = this.checkNewPassword(payload.newPassword);
    if (payload.confirmNewPassword !== newPassword)
      throw fail('VALIDATION', 'confirmNewPassword does not match newPassword');
    if (newPassword === oldPassword) throw fail('VALIDATION', 'newPassword must differ from oldPassword');
    if (!(await verifyPassword(user.password_hash, oldPassword)))
      throw fail('BAD_CREDENTIALS', 'oldPassword is incorrect');
    this.d.users.updatePassword(user.id, await hashPassword(newPassword), this.d.now());
    this.d.sessions.revokeOthers(user.id, token);
  }

  /**
   * `POST /wps/member/password/email` (§5 Forgot by email): succeeds when username and email
   * belong to the same real account and queues a mail; otherwise "username or email does not exist" (§8).
   */
  forgotByEmail(username: string | undefined, email: string | undefined): void {
    const name = this.d.rules.check('username', username, true);
    const address = this.d.rules.check('email', email, true);
    const user = this.d.users.findByUsername(name);
    if (!user || user.type === 4 || user.email === '' || user.email.toLowerCase() !== address.toLowerCase()) {
      throw fail('ACCOUNT_NOT_FOUND', 'username or email does not exist');
    }
    this.d.mail.insert({
      to: user.email,
      subject: `${this.d.brand.current().site.brandName}: password reset`,
      body: `Hello ${user.username}, a password reset was requested for your account. Contact customer service to complete it.`,
      createdAt: this.d.now(),
    });
  }

  /**
   * `POST /wps/member/password/verification` (§4: reset by phone then automatic log-in): checks
   * the SMS code sent with purpose `forgot`, sets the password, revokes other sessions, logs in.
   * @throws AppError FEATURE_DISABLED | VALIDATION | SMS_CODE_INVALID (also for an unregistered number)
   */
  async setPasswordByPhone(payload: SetPasswordByPhonePayload): Promise<LoginValue> {
    if (!this.d.brand.current().site.flags.phonePasswordReset)
      throw fail('FEATURE_DISABLED', 'Password reset by phone is not enabled');
    const { countryDialingCode, mobileNum } = this.d.rules.mobile(
      payload.countryDialingCode,
      payload.mobileNum,
    );
    const code = this.d.rules.present(payload.verificationCode, 'verificationCode');
    const newPassword = this.checkNewPassword(payload.newPassword);
    // The code first: an unregistered number never got one, so it answers like a wrong code and
    // tells nothing about which numbers are registered (issue 14 point 10).
    if (!this.d.sms.verify(countryDialingCode, mobileNum, 'forgot', code))
      throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    const user = this.d.users.findByMobile(countryDialingCode, mobileNum);
    if (!user) throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    const now = this.d.now();
    this.d.users.updatePassword(user.id, await hashPassword(newPassword), now);
    this.d.sessions.revokeOthers(user.id, null);
    return this.d.members.startSession({ ...user, password_changed_at: now });
  }

  private checkNewPassword(value: string | undefined): string {
    const password = this.d.rules.check('password', value, true, 'newPassword');
    if (password === DEFAULT_FLAGGED_PASSWORD)
      throw fail('VALIDATION', 'newPassword must not be the default password');
    return password;
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(randomToken(16));
    return this.dummyHash;
  }
}
