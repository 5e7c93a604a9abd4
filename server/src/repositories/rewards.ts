import type { Database } from 'better-sqlite3';

/** Reward participation statuses stored per member and activity (§4 activity statuses). */
export type ParticipationStatus = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'process';

/** All SQL on `reward_participation` and `reward_application_images` (reward centre). */
export class RewardsRepository {
  constructor(private readonly db: Database) {}

  /** The member's status per activity id (activities never touched are absent). */
  participation(userId: number): Map<string, ParticipationStatus> {
    const rows = this.db
      .prepare<[number], { activity_id: string; status: ParticipationStatus }>(
        'SELECT activity_id, status FROM reward_participation WHERE user_id = ?',
      )
      .all(userId);
    return new Map(rows.map((r) => [r.activity_id, r.status]));
  }

  /** Inserts or replaces the member's status in an activity. */
  setParticipation(
    userId: number,
    activityId: string,
    status: ParticipationStatus,
    remark: string,
    now: number,
  ): void {
    this.db
      .prepare<[number, string, string, string, number]>(
        `INSERT INTO reward_participation (user_id, activity_id, status, remark, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, activity_id) DO UPDATE SET status = excluded.status, remark = excluded.remark,
           updated_at = excluded.updated_at`,
      )
      .run(userId, activityId, status, remark, now);
  }

  /** Stores one image (already checked png/jpg) of an application. */
  insertApplicationImage(userId: number, activityId: string, mime: string, data: Buffer, now: number): void {
    this.db
      .prepare<[number, string, string, Buffer, number]>(
        'INSERT INTO reward_application_images (user_id, activity_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, activityId, mime, data, now);
  }
}
