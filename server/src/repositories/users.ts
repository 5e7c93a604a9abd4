import type { Database } from 'better-sqlite3';

/**
 * A member's profile, stored as JSON text in `users.profile`: the optional registration fields
 * shown and filled (§3, e.g. `payeeName`, `birthday`, `gender`, `referralCode`), the member-centre
 * fields (`nationality`, `address`, `occupation`, `sourceOfIncome`, `telegram`) and
 * `paymentPasswordHash` (argon2id). String values only; a key absent means "not given".
 */
export type Profile = Record<string, string>;

/**
 * Parses the stored profile JSON: non-string values are dropped, and anything that is not a JSON
 * object (corrupt or legacy text) reads as the empty profile. Never throws.
 */
export function parseProfile(json: string): Profile {
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** The `users` columns as stored. */
interface StoredUser {
  id: number;
  username: string;
  password_hash: string;
  password_changed_at: number;
  nickname: string;
  type: number;
  is_agent: number;
  parent_id: number | null;
  affiliate_code: string | null;
  referred_by: string;
  email: string;
  country_dialing_code: string;
  mobile_num: string;
  /** The stored profile JSON text (read through {@link UserRow.profileFields}). */
  profile: string;
  rank_level: number | null;
  member_labels: string;
  avatar_url: string;
  language: string | null;
  register_url: string;
  created_at: number;
  last_login_at: number | null;
  /** 1 while the member must change the password before any money call (issue 14 point 7). */
  must_change_password: number;
}

/** A `users` row with its profile parsed instead of its JSON text. Times in epoch ms. */
export interface UserRow extends Omit<StoredUser, 'profile'> {
  /** The parsed profile ({@link parseProfile} of the stored JSON); a fresh object per read. */
  profileFields: Profile;
}

function withProfile(row: StoredUser | undefined): UserRow | undefined {
  if (!row) return undefined;
  const { profile, ...rest } = row;
  return { ...rest, profileFields: parseProfile(profile) };
}

/** Fields of a new user; omitted ones take the column defaults. */
export interface NewUser {
  username: string;
  passwordHash: string;
  passwordChangedAt: number;
  createdAt: number;
  nickname?: string;
  type?: number;
  isAgent?: number;
  parentId?: number | null;
  affiliateCode?: string | null;
  referredBy?: string;
  email?: string;
  countryDialingCode?: string;
  mobileNum?: string;
  profile?: Profile;
  rankLevel?: number | null;
  memberLabels?: string[];
  registerUrl?: string;
  lastLoginAt?: number | null;
}

/** All SQL on `users`. Members come back with their profile parsed ({@link UserRow.profileFields}). */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  findById(id: number): UserRow | undefined {
    return withProfile(this.db.prepare<[number], StoredUser>('SELECT * FROM users WHERE id = ?').get(id));
  }

  /** Case-insensitive. */
  findByUsername(username: string): UserRow | undefined {
    return withProfile(
      this.db.prepare<[string], StoredUser>('SELECT * FROM users WHERE username = ?').get(username),
    );
  }

  findByMobile(countryDialingCode: string, mobileNum: string): UserRow | undefined {
    return withProfile(
      this.db
        .prepare<[string, string], StoredUser>(
          'SELECT * FROM users WHERE country_dialing_code = ? AND mobile_num = ?',
        )
        .get(countryDialingCode, mobileNum),
    );
  }

  /** An agent (is_agent <> 0) owning the affiliate code, case-insensitive. */
  findAgentByAffiliateCode(code: string): UserRow | undefined {
    return withProfile(
      this.db
        .prepare<[string], StoredUser>('SELECT * FROM users WHERE affiliate_code = ? AND is_agent <> 0')
        .get(code),
    );
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n ?? 0;
  }

  insert(user: NewUser): number {
    const result = this.db
      .prepare(
        `INSERT INTO users (username, password_hash, password_changed_at, nickname, type, is_agent, parent_id, affiliate_code,
           referred_by, email, country_dialing_code, mobile_num, profile, rank_level, member_labels, register_url, created_at, last_login_at)
         VALUES (@username, @passwordHash, @passwordChangedAt, @nickname, @type, @isAgent, @parentId, @affiliateCode,
           @referredBy, @email, @countryDialingCode, @mobileNum, @profile, @rankLevel, @memberLabels, @registerUrl, @createdAt, @lastLoginAt)`,
      )
      .run({
        username: user.username,
        passwordHash: user.passwordHash,
        passwordChangedAt: user.passwordChangedAt,
        nickname: user.nickname ?? user.username,
        type: user.type ?? 1,
        isAgent: user.isAgent ?? 0,
        parentId: user.parentId ?? null,
        affiliateCode: user.affiliateCode ?? null,
        referredBy: user.referredBy ?? '',
        email: user.email ?? '',
        countryDialingCode: user.countryDialingCode ?? '',
        mobileNum: user.mobileNum ?? '',
        profile: JSON.stringify(user.profile ?? {}),
        rankLevel: user.rankLevel ?? null,
        memberLabels: JSON.stringify(user.memberLabels ?? []),
        registerUrl: user.registerUrl ?? '',
        createdAt: user.createdAt,
        lastLoginAt: user.lastLoginAt ?? null,
      });
    return Number(result.lastInsertRowid);
  }

  updatePassword(id: number, passwordHash: string, changedAt: number): void {
    this.db
      .prepare<[string, number, number]>(
        'UPDATE users SET password_hash = ?, password_changed_at = ?, must_change_password = 0 WHERE id = ?',
      )
      .run(passwordHash, changedAt, id);
  }

  /** Marks that the member must change the password before any money call (cleared by {@link updatePassword}). */
  requirePasswordChange(id: number): void {
    this.db.prepare<[number]>('UPDATE users SET must_change_password = 1 WHERE id = ?').run(id);
  }

  setLastLogin(id: number, at: number): void {
    this.db.prepare<[number, number]>('UPDATE users SET last_login_at = ? WHERE id = ?').run(at, id);
  }

  setLanguage(id: number, language: string): void {
    this.db.prepare<[string, number]>('UPDATE users SET language = ? WHERE id = ?').run(language, id);
  }
}
