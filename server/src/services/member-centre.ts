import type {
  AvatarValue,
  BindEmailPayload,
  BindMobileCodeRequest,
  BindMobilePayload,
  FieldName,
  MemberProfile,
  MemberProfileUpdate,
  MessagesPage,
  PaymentPasswordPayload,
  PlayerRank,
  SmsExpiredMinutes,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail } from '../errors.ts';
import type { MailRepository } from '../repositories/mail.ts';
import type { AvatarRow, MemberCentreRepository } from '../repositories/member-centre.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import { randomToken } from './crypto.ts';
import type { FieldRules } from './field-rules.ts';
import type { MemberService } from './members.ts';
import type { PaymentPasswordGuard } from './payment-password-guard.ts';
import { playerRank, rankPeriodStart } from './player-rank.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SmsService } from './sms.ts';

/** Largest avatar accepted (§8 "Image too large (5MB)"). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Public path of avatar images; the key is random, so the URL reveals nothing about the member. */
export const AVATAR_PATH = '/wps/avatar/';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** The image type of `data` by its signature (never trust the declared type), or null. */
export function sniffImage(data: Buffer): 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => data.length >= sig.length && sig.every((b, i) => data[i] === b);
  if (starts(PNG_SIGNATURE)) return 'image/png';
  if (starts(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** yyyy-MM-dd of a real calendar day (§5 pattern 12), or null. */
function parseDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

/** The read-only profile values kept elsewhere (§3 invitation code, referrer, bank account number). */
type LinkedField = 'invitationCode' | 'referrer' | 'bankAccountNumber';

/**
 * The member-profile rule fields stored in the profile JSON under their own names (§3); the
 * nickname has its own column and the real name is stored as `payeeName`.
 */
const PROFILE_JSON_FIELDS = [
  'birthday',
  'gender',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
] as const satisfies readonly (FieldName & keyof MemberProfileUpdate)[];

function ageOn(birthday: Date, now: number): number {
  const today = new Date(now);
  let age = today.getUTCFullYear() - birthday.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthday.getUTCMonth() ||
    (today.getUTCMonth() === birthday.getUTCMonth() && today.getUTCDate() < birthday.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * Read-only profile values owned by other services (§3 "invitation code", "bank account number"),
 * supplied once the app has wired them ({@link MemberCentreService.setProfileSources}).
 */
export interface ProfileSources {
  /** The member's own referral code, as `GET /wps/relay/MCS_referral` shows it (created on first use). */
  referralCode(userId: number): string;
  /** The number of the member's first payout account, masked as the withdraw page shows it; '' when none. */
  firstBankAccountMasked(userId: number): string;
}

export interface MemberCentreDeps {
  repo: MemberCentreRepository;
  users: UsersRepository;
  members: MemberService;
  mail: MailRepository;
  rules: FieldRules;
  sms: SmsService;
  /** Per-member lockout of wrong payment passwords (shared with withdraw and transfer to upline). */
  paymentPasswords: PaymentPasswordGuard;
  brand: BrandStore;
  now: () => number;
}

/**
 * Member-centre account pages (§2 Member centre: securityCenter "my account", profile, messageV2,
 * playerRank): profile, avatar, payment password, bind mobile and email, messages, rank ladder.
 * Trial accounts (type 4) never reach these pages (§6); the calls refuse them too.
 */
export class MemberCentreService {
  private sources: ProfileSources | null = null;

  constructor(private readonly d: MemberCentreDeps) {}

  /**
   * Connects the read-only profile values kept by the money pages (referral code, payout
   * accounts). Until then `invitationCode` and `bankAccountNumber` are ''.
   */
  setProfileSources(sources: ProfileSources): void {
    this.sources = sources;
  }

  private user(userId: number): UserRow {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    return user;
  }

  private realUser(userId: number): UserRow {
    const user = this.user(userId);
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed for the member centre');
    return user;
  }

  /**
   * `GET /wps/member/profile` (§2 securityCenter, §3 profile-type fields). Editable values come from
   * the profile JSON ('' when not given); the read-only ones: `invitationCode` (the member's own
   * referral code, only while the site flag `referralButton` is on), `referrer` (the upline's
   * account name) and `bankAccountNumber` (first payout account, masked). Trial accounts get ''
   * for the read-only ones. There is no bonus code: the data model stores none.
   * @throws AppError 401 UNAUTHORIZED (unknown member)
   */
  profile(userId: number): MemberProfile {
    const user = this.user(userId);
    const p = { ...user.profileFields };
    const gender = p.gender === 'M' || p.gender === 'F' ? p.gender : '';
    return {
      account: user.username,
      nickname: user.nickname,
      realName: p.payeeName ?? '',
      birthday: p.birthday ?? '',
      gender,
      email: user.email,
      countryDialingCode: user.country_dialing_code,
      mobileNum: user.mobile_num,
      avatarUrl: user.avatar_url,
      paymentPasswordSet: (p.paymentPasswordHash ?? '') !== '',
      realNameLocked: (p.payeeName ?? '') !== '',
      nationality: p.nationality ?? '',
      address: p.address ?? '',
      occupation: p.occupation ?? '',
      sourceOfIncome: p.sourceOfIncome ?? '',
      telegram: p.telegram ?? '',
      ...this.linkedValues(user),
    };
  }

  private linkedValues(user: UserRow): Pick<MemberProfile, LinkedField> {
    if (user.type === 4) return { invitationCode: '', referrer: '', bankAccountNumber: '' };
    const referralOn = this.d.brand.current().site.flags.referralButton;
    const upline = user.parent_id === null ? undefined : this.d.users.findById(user.parent_id);
    return {
      invitationCode: referralOn && this.sources ? this.sources.referralCode(user.id) : '',
      referrer: upline?.username ?? '',
      bankAccountNumber: this.sources?.firstBankAccountMasked(user.id) ?? '',
    };
  }

  /**
   * `POST /wps/member/profile` (§3 profile-type fields, §5). Every field is re-validated with the
   * brand's rule of the same name in register.json, as the site's profile form applies it
   * (`FieldRules.profileValue`, which uses core/register-rules.ts): nickname, birthday, gender,
   * nationality, address, occupation, sourceOfIncome and telegram by their own rules, realName by
   * the payeeName rule. A field the brand does not show (rule disabled or switched off in
   * `flags.fields`) is left as it is, as is an absent one; text is trimmed and '' clears it; a
   * shown field whose rule says `required` may not end up empty. On top of the rules: realName can
   * be set once (it becomes the withdrawal payee name); birthday is a real yyyy-MM-dd day, not in
   * the future, at least the brand's age limit; nationality and sourceOfIncome are enums checked
   * by the request schema (`Nationality`, `SourceOfIncome`). Every field is checked before
   * anything is saved.
   * @throws AppError VALIDATION naming the field (nothing saved) | TRIAL_ACCOUNT
   */
  updateProfile(userId: number, update: MemberProfileUpdate): MemberProfile {
    const user = this.realUser(userId);
    const p = { ...user.profileFields };
    const rules = this.d.rules;
    const nickname = rules.profileValue('nickname', update.nickname) ?? user.nickname;
    const realName = rules.profileValue('payeeName', update.realName, 'realName');
    if (realName !== undefined && realName !== (p.payeeName ?? '')) {
      if ((p.payeeName ?? '') !== '')
        throw fail('VALIDATION', 'realName is already set; contact customer service to change it');
      p.payeeName = realName;
    }
    for (const field of PROFILE_JSON_FIELDS) {
      const value = rules.profileValue(field, update[field]);
      if (value === undefined) continue;
      if (field === 'birthday' && value !== '') this.checkBirthday(value);
      if (value === '') delete p[field];
      else p[field] = value;
    }
    rules.requireFilled('nickname', nickname);
    rules.requireFilled('payeeName', p.payeeName ?? '', 'realName');
    for (const field of PROFILE_JSON_FIELDS) rules.requireFilled(field, p[field] ?? '');
    this.d.repo.updateProfile(user.id, nickname, p);
    return this.profile(user.id);
  }

  /**
   * A birthday (yyyy-MM-dd) must be a real day, not in the future, at least the brand's
   * `ageLimit` years ago and at most 130 years ago.
   * @throws AppError VALIDATION naming birthday
   */
  private checkBirthday(text: string): void {
    const day = parseDay(text);
    if (!day) throw fail('VALIDATION', 'birthday must be a date in the form yyyy-MM-dd');
    const now = this.d.now();
    if (day.getTime() > now) throw fail('VALIDATION', 'birthday must not be in the future');
    const { ageLimit } = this.d.brand.current().register;
    if (ageOn(day, now) < ageLimit) throw fail('VALIDATION', `birthday: you must be at least ${ageLimit}`);
    if (ageOn(day, now) > 130) throw fail('VALIDATION', 'birthday is not plausible');
  }

  /**
   * `POST /wps/member/info/icon` (§8: png or jpg only, 5 MB): the bytes must be a PNG or JPEG by
   * signature. Stored in the database under a new random key (so caches never show the old one).
   * @throws AppError 415 UNSUPPORTED_MEDIA_TYPE | 413 PAYLOAD_TOO_LARGE | TRIAL_ACCOUNT
   */
  setAvatar(userId: number, data: Buffer): AvatarValue {
    const user = this.realUser(userId);
    if (data.length > AVATAR_MAX_BYTES)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The image is too large (5MB at most)', { statusCode: 413 });
    const mime = sniffImage(data);
    if (!mime)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
        statusCode: 415,
      });
    const key = randomToken(18);
    const avatarUrl = `${AVATAR_PATH}${key}`;
    const row: AvatarRow = { user_id: user.id, avatar_key: key, mime, data, updated_at: this.d.now() };
    this.d.repo.saveAvatar(row, avatarUrl);
    return { avatarUrl };
  }

  /** `GET /wps/relay/MCSFE_getPlayerAvatar` (§7). */
  avatar(userId: number): AvatarValue {
    return { avatarUrl: this.user(userId).avatar_url };
  }

  /** The stored image of a public avatar key, or undefined. */
  avatarImage(key: string): { mime: string; data: Buffer; updatedAt: number } | undefined {
    const row = this.d.repo.findAvatarByKey(key);
    return row ? { mime: row.mime, data: row.data, updatedAt: row.updated_at } : undefined;
  }

  /**
   * `POST /wps/member/paymentPassword` (enc): set, or change with the old one. The new one
   * follows the brand paymentPassword rule (§5), equals its confirmation, differs from the old one
   * and from the log-in password. Stored argon2id (profile `paymentPasswordHash`, as registration).
   * The old one is checked under the payment-password lockout (`RateLimits.paymentPassword`): a
   * wrong one counts like a wrong one on withdraw.
   * @throws AppError VALIDATION | 429 PAYMENT_PASSWORD_LOCKED (`retry-after` seconds) |
   *   BAD_CREDENTIALS (wrong old payment password, counted) | TRIAL_ACCOUNT
   */
  async setPaymentPassword(userId: number, payload: PaymentPasswordPayload): Promise<void> {
    const user = this.realUser(userId);
    const p = { ...user.profileFields };
    const currentHash = p.paymentPasswordHash ?? '';
    const next = this.d.rules.check(
      'paymentPassword',
      payload.newPaymentPassword,
      true,
      'newPaymentPassword',
    );
    if (payload.confirmPaymentPassword !== next)
      throw fail('VALIDATION', 'confirmPaymentPassword does not match newPaymentPassword');
    if (currentHash !== '') {
      const old = this.d.rules.present(payload.oldPaymentPassword, 'oldPaymentPassword');
      if (!(await this.d.paymentPasswords.verify(user.id, currentHash, old)))
        throw fail('BAD_CREDENTIALS', 'oldPaymentPassword is incorrect');
      if (old === next) throw fail('VALIDATION', 'newPaymentPassword must differ from oldPaymentPassword');
    }
    if (await verifyPassword(user.password_hash, next))
      throw fail('VALIDATION', 'newPaymentPassword must differ from the log-in password');
    // Re-read: the profile may have changed while hashing.
    const fresh = { ...this.user(userId).profileFields };
    fresh.paymentPasswordHash = await hashPassword(next);
    this.d.repo.updateProfile(user.id, this.user(userId).nickname, fresh);
  }

  /**
   * `POST /wps/member/mobile/code`: sends a code (purpose `bind`) to a valid number that no
   * member has yet.
   * @throws AppError VALIDATION | MOBILE_TAKEN | TRIAL_ACCOUNT
   */
  async sendBindMobileCode(userId: number, body: BindMobileCodeRequest): Promise<SmsExpiredMinutes> {
    this.realUser(userId);
    const mobile = this.d.rules.mobile(body.countryDialingCode, body.mobileNum);
    if (this.d.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum))
      throw fail('MOBILE_TAKEN', 'This mobile number is already registered');
    const { expiredMinutes } = await this.d.sms.send(mobile.countryDialingCode, mobile.mobileNum, 'bind');
    return { expiredMinutes };
  }

  /**
   * `POST /wps/member/mobile`: binds (or replaces) the member's number after checking the code.
   * @throws AppError VALIDATION | MOBILE_TAKEN | SMS_CODE_INVALID | TRIAL_ACCOUNT
   */
  bindMobile(userId: number, body: BindMobilePayload): MemberProfile {
    const user = this.realUser(userId);
    const mobile = this.d.rules.mobile(body.countryDialingCode, body.mobileNum);
    const code = this.d.rules.present(body.verificationCode, 'verificationCode');
    const owner = this.d.users.findByMobile(mobile.countryDialingCode, mobile.mobileNum);
    if (owner && owner.id !== user.id) throw fail('MOBILE_TAKEN', 'This mobile number is already registered');
    if (!this.d.sms.verify(mobile.countryDialingCode, mobile.mobileNum, 'bind', code))
      throw fail('SMS_CODE_INVALID', 'verificationCode is invalid or expired');
    if (!this.d.repo.setMobile(user.id, mobile.countryDialingCode, mobile.mobileNum))
      throw fail('MOBILE_TAKEN', 'This mobile number is already registered');
    return this.profile(user.id);
  }

  /**
   * `POST /wps/member/email` (enc): binds an address (brand email rule) after re-checking the
   * log-in password; a notice goes to the new address.
   * @throws AppError VALIDATION | BAD_CREDENTIALS | TRIAL_ACCOUNT
   */
  async bindEmail(userId: number, payload: BindEmailPayload): Promise<MemberProfile> {
    const user = this.realUser(userId);
    const email = this.d.rules.check('email', payload.email.trim(), true);
    const password = this.d.rules.present(payload.password, 'password');
    if (!(await verifyPassword(user.password_hash, password)))
      throw fail('BAD_CREDENTIALS', 'password is incorrect');
    this.d.repo.setEmail(user.id, email);
    this.d.mail.insert({
      to: email,
      subject: `${this.d.brand.current().site.brandName}: email address linked`,
      body: `Hello ${user.username}, this address is now linked to your account.`,
      createdAt: this.d.now(),
    });
    return this.profile(user.id);
  }

  /** `GET /wps/relay/MCSFE_getMessages` (§2 messageV2), newest first. */
  messages(userId: number, pageNo: number, pageSize: number): MessagesPage {
    this.user(userId);
    const { total, unread } = this.d.repo.countMessages(userId);
    const rows = this.d.repo.listMessages(userId, pageSize, (pageNo - 1) * pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        date: new Date(r.created_at).toISOString(),
        read: r.read_at !== null,
      })),
      pageNo,
      pageSize,
      totalCount: total,
      totalPages: Math.ceil(total / pageSize),
      unread,
    };
  }

  /**
   * `POST /wps/relay/MCSFE_readMessage`: one message (`id`) or every message (`all`).
   * @throws AppError VALIDATION (neither given) | NOT_FOUND (not the member's message)
   */
  readMessage(userId: number, body: { id?: number; all?: boolean }): { unread: number } {
    const now = this.d.now();
    if (body.all === true) this.d.repo.markAllRead(userId, now);
    else if (body.id !== undefined) {
      if (!this.d.repo.markRead(userId, body.id, now)) throw fail('NOT_FOUND', 'Message not found');
    } else throw fail('VALIDATION', 'id or all is required');
    return { unread: this.unreadCount(userId) };
  }

  /** `GET /wps/relay/CSP_unreadCount` value (§7). */
  unreadCount(userId: number): number {
    return this.d.repo.countMessages(userId).unread;
  }

  /**
   * `GET /wps/relay/MCSFE_getPlayerRank` (docs/contract-vip.md): clubLabel, the brand's ladder by
   * rank level with requirements and benefits, the member's deposits and valid bets over the rank
   * period and what is left to the next rank.
   * @throws AppError 401 when the user no longer exists.
   */
  rank(userId: number): PlayerRank {
    const info = this.d.members.info(userId);
    const site = this.d.brand.current().site;
    const since = rankPeriodStart(site, this.d.now());
    const progress = this.d.repo.rankProgressMinor(userId, since ?? 0);
    const rankLevel = this.d.users.findById(userId)?.rank_level ?? null;
    return playerRank(site, { rankLevel, clubLabel: info.clubLabel }, progress, since);
  }
}
