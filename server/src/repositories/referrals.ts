import type { Database } from 'better-sqlite3';

/** A friend who registered with a member's referral code. */
export interface InvitedRow {
  username: string;
  created_at: number;
  /** 1 when one of the friend's deposits was approved, else 0. */
  deposited: number;
}

/** All SQL on `referral_codes`, and the friends found by the `referralCode` of their profile. */
export class ReferralsRepository {
  constructor(private readonly db: Database) {}

  /** The member's referral code, if one was created. */
  codeOf(userId: number): string | undefined {
    return this.db
      .prepare<[number], { code: string }>('SELECT code FROM referral_codes WHERE user_id = ?')
      .get(userId)?.code;
  }

  /** Stores the member's code; false when another member already has it. */
  insertCode(userId: number, code: string): boolean {
    return (
      this.db
        .prepare<[number, string]>('INSERT OR IGNORE INTO referral_codes (user_id, code) VALUES (?, ?)')
        .run(userId, code).changes === 1
    );
  }

  /** Users who registered with `code` as their referralCode (case-insensitive), newest first, at most 500. */
  invitedBy(code: string): InvitedRow[] {
    return this.db
      .prepare<[string], InvitedRow>(
        `SELECT u.username, u.created_at,
                EXISTS (SELECT 1 FROM deposit_orders d WHERE d.user_id = u.id AND d.status = 'approved') AS deposited
           FROM users u
          WHERE json_valid(u.profile) AND json_extract(u.profile, '$.referralCode') = ? COLLATE NOCASE
          ORDER BY u.created_at DESC, u.id DESC LIMIT 500`,
      )
      .all(code);
  }
}
