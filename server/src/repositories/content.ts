import type { Database } from 'better-sqlite3';

/** A feedback row with its images' ids, types and sizes (not their bytes). */
export interface FeedbackRow {
  id: number;
  user_id: number;
  type: string;
  content: string;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
}

/** One feedback image's metadata. */
export interface FeedbackImageMeta {
  id: number;
  feedback_id: number;
  mime: 'image/png' | 'image/jpeg';
  bytes: number;
}

/** One big win of the bets table (winners board). */
export interface WinRow {
  username: string;
  game_name: string;
  payout_minor: number;
  created_at: number;
}

/**
 * All SQL of the site content (docs/contract-content.md): seen popups, feedback and its images,
 * the winners board's big wins.
 */
export class ContentRepository {
  constructor(private readonly db: Database) {}

  /** Ids of the popup notices the member has seen. */
  seenPopupIds(userId: number): Set<number> {
    const rows = this.db
      .prepare<[number], { notice_id: number }>('SELECT notice_id FROM content_popups_seen WHERE user_id = ?')
      .all(userId);
    return new Set(rows.map((r) => r.notice_id));
  }

  /** Marks popups seen (a popup seen again keeps its first time). */
  markPopupsSeen(userId: number, ids: readonly number[], now: number): void {
    const insert = this.db.prepare<[number, number, number]>(
      'INSERT OR IGNORE INTO content_popups_seen (user_id, notice_id, seen_at) VALUES (?, ?, ?)',
    );
    this.db.transaction(() => {
      for (const id of ids) insert.run(userId, id, now);
    })();
  }

  /** Stores a feedback and its images (already checked) in one transaction; returns its id. */
  insertFeedback(
    userId: number,
    type: string,
    content: string,
    images: readonly { mime: string; data: Buffer }[],
    now: number,
  ): number {
    return this.db.transaction(() => {
      const id = Number(
        this.db
          .prepare<[number, string, string, number]>(
            'INSERT INTO feedback (user_id, type, content, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(userId, type, content, now).lastInsertRowid,
      );
      const insert = this.db.prepare<[number, string, Buffer]>(
        'INSERT INTO feedback_images (feedback_id, mime, data) VALUES (?, ?, ?)',
      );
      for (const image of images) insert.run(id, image.mime, image.data);
      return id;
    })();
  }

  /** The operator's reply to a feedback (replaces an earlier one). @returns false when there is no such feedback. */
  setReply(feedbackId: number, reply: string, now: number): boolean {
    return (
      this.db
        .prepare<[string, number, number]>('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ?')
        .run(reply, now, feedbackId).changes === 1
    );
  }

  /** Feedbacks the member sent within `[since, ∞)` (rate limit). */
  countFeedbackSince(userId: number, since: number): number {
    return (
      this.db
        .prepare<[number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM feedback WHERE user_id = ? AND created_at >= ?',
        )
        .get(userId, since)?.n ?? 0
    );
  }

  /** One page of the member's feedback, newest first, and the total. */
  feedbackPage(userId: number, offset: number, limit: number): { rows: FeedbackRow[]; total: number } {
    const rows = this.db
      .prepare<[number, number, number], FeedbackRow>(
        `SELECT id, user_id, type, content, created_at, reply, replied_at FROM feedback
         WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
    const total =
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM feedback WHERE user_id = ?')
        .get(userId)?.n ?? 0;
    return { rows, total };
  }

  /** One feedback by id. */
  feedback(id: number): FeedbackRow | undefined {
    return this.db
      .prepare<[number], FeedbackRow>(
        'SELECT id, user_id, type, content, created_at, reply, replied_at FROM feedback WHERE id = ?',
      )
      .get(id);
  }

  /** Image metadata of the given feedbacks. */
  imagesOf(feedbackIds: readonly number[]): FeedbackImageMeta[] {
    if (feedbackIds.length === 0) return [];
    const marks = feedbackIds.map(() => '?').join(',');
    return this.db
      .prepare<number[], FeedbackImageMeta>(
        `SELECT id, feedback_id, mime, length(data) AS bytes FROM feedback_images
         WHERE feedback_id IN (${marks}) ORDER BY id`,
      )
      .all(...feedbackIds);
  }

  /** One image with its owner. */
  image(id: number): { user_id: number; mime: string; data: Buffer } | undefined {
    return this.db
      .prepare<[number], { user_id: number; mime: string; data: Buffer }>(
        `SELECT f.user_id, i.mime, i.data FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
         WHERE i.id = ?`,
      )
      .get(id);
  }

  /**
   * The biggest wins (payout above stake) since `since` (ms), biggest first, at most `count`; the
   * game's catalogue name, else the bet's game code.
   */
  bigWins(since: number, count: number): WinRow[] {
    return this.db
      .prepare<[number, number], WinRow>(
        `SELECT u.username, COALESCE(g.game_name, b.game) AS game_name, b.payout_minor, b.created_at
         FROM bets b JOIN users u ON u.id = b.user_id LEFT JOIN games g ON g.id = b.game_id
         WHERE b.payout_minor > b.stake_minor AND b.created_at >= ?
         ORDER BY b.payout_minor DESC, b.id DESC LIMIT ?`,
      )
      .all(since, count);
  }
}
