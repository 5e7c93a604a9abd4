import type { Database } from 'better-sqlite3';

/** A `users` row. Times in epoch ms. */
export interface UserRow {
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
  profile: string;
  rank_level: number | null;
  member_labels: string;
  avatar_url: string;
  language: string | null;
  register_url: string;
  created_at: number;
  last_login_at: number | null;
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
  profile?: Record<string, string>;
  rankLevel?: number | null;
  memberLabels?: string[];
  registerUrl?: string;
  lastLoginAt?: number | null;
}

/** All SQL on `users`. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  findById(id: number): UserRow | undefined {
    return this.db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
  }

  /** Case-insensitive. */
  findByUsername(username: string): UserRow | undefined {
    return this.db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?').get(username);
  }

  findByMobile(countryDialingCode: string, mobileNum: string): UserRow | undefined {
    return this.db
      .prepare<[string, string], UserRow>(
        'SELECT * FROM users WHERE country_dialing_code = ? AND mobile_num = ?',
      )
      .get(countryDialingCode, mobileNum);
  }

  /** An agent (is_agent <> 0) owning the affiliate code, case-insensitive. */
  findAgentByAffiliateCode(code: string): UserRow | undefined {
    return this.db
      .prepare<[string], UserRow>('SELECT * FROM users WHERE affiliate_code = ? AND is_agent <> 0')
      .get(code);
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
        'UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?',
      )
      .run(passwordHash, changedAt, id);
  }

  setLastLogin(id: number, at: number): void {
    this.db.prepare<[number, number]>('UPDATE users SET last_login_at = ? WHERE id = ?').run(at, id);
  }

  setLanguage(id: number, language: string): void {
    this.db.prepare<[string, number]>('UPDATE users SET language = ? WHERE id = ?').run(language, id);
  }
}
