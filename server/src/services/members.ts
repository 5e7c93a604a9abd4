import type { LoginValue, MemberInfo } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import { AppError, fail } from '../errors.ts';
import type { SessionService } from './sessions.ts';

const DAY_MS = 86_400_000;

function parseLabels(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Refuses a session start by throwing an AppError (responsible gaming: time-out, self-exclusion). */
export type LoginGuard = (userId: number) => void;

/** Member views and session start shared by login, registration and password reset. */
export class MemberService {
  private loginGuard: LoginGuard = () => {};

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly brand: BrandStore,
    private readonly now: () => number,
  ) {}

  /** `MemberInfo` of a user row (§3 Member info); clubLabel from brand site.json clubLabels. */
  toMemberInfo(user: UserRow): MemberInfo {
    const site = this.brand.current().site;
    const label =
      user.rank_level === null ? undefined : site.clubLabels.find((c) => c.rankLevel === user.rank_level);
    return {
      id: user.id,
      account: user.username,
      nickname: user.nickname,
      type: user.type,
      isAgent: user.is_agent,
      toUpline: user.parent_id !== null && user.type !== 4,
      clubLabel: label
        ? { labelName: label.labelName, color: label.color, color2: label.color2, rankLevel: label.rankLevel }
        : null,
      memberLabel: parseLabels(user.member_labels),
      avatarUrl: user.avatar_url,
      email: user.email,
      mobileNum: user.mobile_num,
      countryDialingCode: user.country_dialing_code,
      currency: site.currency.code,
      mustChangePassword: user.must_change_password === 1,
    };
  }

  /** @throws AppError 401 when the user no longer exists. */
  info(userId: number): MemberInfo {
    const user = this.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    return this.toMemberInfo(user);
  }

  /**
   * Installs the check every session start runs first (wired once by the service container: the
   * responsible-gaming service refuses a timed-out or self-excluded member with `SELF_EXCLUDED`).
   */
  setLoginGuard(guard: LoginGuard): void {
    this.loginGuard = guard;
  }

  /**
   * Starts a session and builds the login answer (§3 Login response): `firstTimeLogin` when the
   * user never logged in before; `passwordExpired` when brand password expiry is on and the
   * password is older than `maxAgeDays`. A log-in with the default password (`usedDefaultPassword`)
   * or an expired one marks the member as having to change it: every money call is refused with
   * `PASSWORD_CHANGE_REQUIRED` until it changes (issue 14 point 7; cleared by the password update).
   * @throws AppError from the login guard (`SELF_EXCLUDED`) before any session is created.
   */
  startSession(user: UserRow, usedDefaultPassword = false): LoginValue {
    this.loginGuard(user.id);
    const token = this.sessions.create(user.id);
    const now = this.now();
    const { passwordExpiry } = this.brand.current().security;
    const firstTimeLogin = user.last_login_at === null;
    this.users.setLastLogin(user.id, now);
    const passwordExpired =
      passwordExpiry.enabled && now - user.password_changed_at > passwordExpiry.maxAgeDays * DAY_MS;
    const mustChange = usedDefaultPassword || passwordExpired || user.must_change_password === 1;
    if (mustChange && user.must_change_password !== 1) this.users.requirePasswordChange(user.id);
    return {
      token,
      firstTimeLogin,
      passwordExpired,
      user: this.toMemberInfo({ ...user, must_change_password: mustChange ? 1 : 0 }),
    };
  }

  /** Stores the member's language (§4 Language change). @throws AppError `VALIDATION` when not offered. */
  setLanguage(userId: number | null, language: string): void {
    if (!this.brand.current().site.languages.includes(language))
      throw fail('VALIDATION', `language '${language}' is not supported`);
    if (userId !== null) this.users.setLanguage(userId, language);
  }
}
