import { depositCreditsSince } from './ledger-sums.ts';
import type { Database } from 'better-sqlite3';

/** A `member_avatars` row. */
export interface AvatarRow {
  user_id: number;
  avatar_key: string;
  mime: 'image/png' | 'image/jpeg';
  data: Buffer;
  updated_at: number;
}

/** A `member_messages` row. Times in epoch ms. */
export interface MessageRow {
  id: number;
  user_id: number;
  title: string;
  content: string;
  created_at: number;
  read_at: number | null;
}

/** All SQL of the member-centre account pages: profile columns of `users`, avatars, messages. */
export class MemberCentreRepository {
  constructor(private readonly db: Database) {}

  /** Stores nickname and the profile JSON (optional registration fields, birthday, gender…). */
  updateProfile(userId: number, nickname: string, profile: Record<string, string>): void {
    this.db
      .prepare<[string, string, number]>('UPDATE users SET nickname = ?, profile = ? WHERE id = ?')
      .run(nickname, JSON.stringify(profile), userId);
  }

  setEmail(userId: number, email: string): void {
    this.db.prepare<[string, number]>('UPDATE users SET email = ? WHERE id = ?').run(email, userId);
  }

  /** @returns false when the number belongs to another member (unique index). */
  setMobile(userId: number, countryDialingCode: string, mobileNum: string): boolean {
    try {
      this.db
        .prepare<[string, string, number]>(
          'UPDATE users SET country_dialing_code = ?, mobile_num = ? WHERE id = ?',
        )
        .run(countryDialingCode, mobileNum, userId);
      return true;
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE')
        return false;
      throw error;
    }
  }

  /** Replaces the member's avatar and points `users.avatar_url` at it, in one transaction. */
  saveAvatar(row: AvatarRow, url: string): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO member_avatars (user_id, avatar_key, mime, data, updated_at)
           VALUES (@user_id, @avatar_key, @mime, @data, @updated_at)
           ON CONFLICT (user_id) DO UPDATE SET avatar_key = excluded.avatar_key, mime = excluded.mime,
             data = excluded.data, updated_at = excluded.updated_at`,
        )
        .run(row);
      this.db.prepare<[string, number]>('UPDATE users SET avatar_url = ? WHERE id = ?').run(url, row.user_id);
    })();
  }

  findAvatarByKey(key: string): AvatarRow | undefined {
    return this.db.prepare<[string], AvatarRow>('SELECT * FROM member_avatars WHERE avatar_key = ?').get(key);
  }

  insertMessage(userId: number, title: string, content: string, createdAt: number): number {
    return Number(
      this.db
        .prepare<[number, string, string, number]>(
          'INSERT INTO member_messages (user_id, title, content, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(userId, title, content, createdAt).lastInsertRowid,
    );
  }

  /** One page of the member's messages, newest first. */
  listMessages(userId: number, limit: number, offset: number): MessageRow[] {
    return this.db
      .prepare<[number, number, number], MessageRow>(
        `SELECT * FROM member_messages WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
  }

  countMessages(userId: number): { total: number; unread: number } {
    const row = this.db
      .prepare<[number], { total: number; unread: number | null }>(
        `SELECT COUNT(*) AS total, SUM(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) AS unread
           FROM member_messages WHERE user_id = ?`,
      )
      .get(userId);
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  }

  /** Marks one of the member's messages read. @returns false when it is not the member's. */
  markRead(userId: number, id: number, at: number): boolean {
    const found = this.db
      .prepare<[number, number], { id: number }>(
        'SELECT id FROM member_messages WHERE id = ? AND user_id = ?',
      )
      .get(id, userId);
    if (!found) return false;
    this.db
      .prepare<[number, number]>('UPDATE member_messages SET read_at = ? WHERE id = ? AND read_at IS NULL')
      .run(at, id);
    return true;
  }

  markAllRead(userId: number, at: number): void {
    this.db
      .prepare<[number, number]>(
        'UPDATE member_messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL',
      )
      .run(at, userId);
  }

  /**
   * The member's rank progress since `since` (epoch ms, inclusive; 0 = lifetime), minor units
   * (docs/contract-vip.md): `deposit` = deposit credits to the member's accounts (ledger kind
   * `deposit`), `validBet` = stakes of the member's settled bets (`bets`).
   */
  rankProgressMinor(userId: number, since: number): { deposit: number; validBet: number } {
    const deposit = depositCreditsSince(this.db, userId, since);
    const validBet =
      this.db
        .prepare<[number, number], { total: number }>(
          'SELECT COALESCE(SUM(stake_minor), 0) AS total FROM bets WHERE user_id = ? AND created_at >= ?',
        )
        .get(userId, since)?.total ?? 0;
    return { deposit, validBet };
  }
}
