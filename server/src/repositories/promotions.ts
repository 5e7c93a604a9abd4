import { depositCreditsSince } from './ledger-sums.ts';
import type { Database } from 'better-sqlite3';

/** Stored participation statuses of claim / join / apply promotions (§4 activity statuses). */
export type ParticipationStatus = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed';

/** A member's row in a claim / join / apply promotion (minor units, epoch ms). */
export interface ParticipationRow {
  status: ParticipationStatus;
  remark: string;
  reason: string;
  joinedAt: number | null;
  amountMinor: number;
}

/** A drawn raffle round (epoch ms). */
export interface RaffleRoundRow {
  id: number;
  roundNo: number;
  startsAt: number;
  endsAt: number;
  totalTickets: number;
}

/** A winner of a drawn raffle round (minor units, epoch ms). */
export interface RaffleWinnerRow {
  id: number;
  roundId: number;
  roundNo: number;
  rank: number;
  userId: number;
  username: string;
  tickets: number;
  prizeMinor: number;
  claimedAt: number | null;
}

/** One opened red envelope (minor units, epoch ms). */
export interface RedEnvelopeOpenRow {
  amountMinor: number;
  createdAt: number;
}

/**
 * All SQL on `promotion_participation`, `promotion_application_images`, `raffle_rounds`,
 * `raffle_winners` and `red_envelope_opens` (migration 012), plus the read-only sums of deposits
 * and valid bets that promotion rules count. Call the writes inside a `db.transaction`.
 */
export class PromotionsRepository {
  constructor(private readonly db: Database) {}

  /** The member's rows per promotion id (promotions never touched are absent). */
  participation(userId: number): Map<number, ParticipationRow> {
    const rows = this.db
      .prepare<[number], ParticipationRow & { promotionId: number }>(
        `SELECT promotion_id AS promotionId, status, remark, reason, joined_at AS joinedAt,
                amount_minor AS amountMinor
           FROM promotion_participation WHERE user_id = ?`,
      )
      .all(userId);
    return new Map(rows.map(({ promotionId, ...row }) => [promotionId, row]));
  }

  /** Inserts or replaces the member's row of a promotion. */
  setParticipation(
    userId: number,
    promotionId: number,
    row: ParticipationRow & { transactionId: number | null },
    now: number,
  ): void {
    this.db
      .prepare(
        `INSERT INTO promotion_participation
           (user_id, promotion_id, status, remark, reason, joined_at, amount_minor, transaction_id, updated_at)
         VALUES (@userId, @promotionId, @status, @remark, @reason, @joinedAt, @amountMinor, @transactionId, @now)
         ON CONFLICT (user_id, promotion_id) DO UPDATE SET status = excluded.status,
           remark = excluded.remark, reason = excluded.reason, joined_at = excluded.joined_at,
           amount_minor = excluded.amount_minor, transaction_id = excluded.transaction_id,
           updated_at = excluded.updated_at`,
      )
      .run({ userId, promotionId, ...row, now });
  }

  /** Replaces the images of the member's application with `images` (already checked). */
  replaceApplicationImages(
    userId: number,
    promotionId: number,
    images: readonly { mime: string; data: Buffer }[],
    now: number,
  ): void {
    this.db
      .prepare<[number, number]>(
        'DELETE FROM promotion_application_images WHERE user_id = ? AND promotion_id = ?',
      )
      .run(userId, promotionId);
    const insert = this.db.prepare<[number, number, string, Buffer, number]>(
      'INSERT INTO promotion_application_images (user_id, promotion_id, mime, data, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const image of images) insert.run(userId, promotionId, image.mime, image.data, now);
  }

  /** How many images the member's application holds. */
  applicationImageCount(userId: number, promotionId: number): number {
    return (
      this.db
        .prepare<[number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM promotion_application_images WHERE user_id = ? AND promotion_id = ?',
        )
        .get(userId, promotionId)?.n ?? 0
    );
  }

  /** Sum of the member's deposit credits (ledger kind `deposit`) at or after `since`, minor units. */
  depositsSince(userId: number, since: number): number {
    return depositCreditsSince(this.db, userId, since);
  }

  /** Sum of the member's valid bets (the `bets` table's stakes) in `[from, to)`, minor units. */
  validBetMinor(userId: number, from: number, to: number): number {
    return (
      this.db
        .prepare<[number, number, number], { total: number }>(
          'SELECT COALESCE(SUM(stake_minor), 0) AS total FROM bets WHERE user_id = ? AND created_at >= ? AND created_at < ?',
        )
        .get(userId, from, to)?.total ?? 0
    );
  }

  /** Valid bets per member in `[from, to)`, minor units (members with bets only; trial accounts left out). */
  validBetsByMember(from: number, to: number): { userId: number; stakeMinor: number }[] {
    return this.db
      .prepare<[number, number], { userId: number; stakeMinor: number }>(
        `SELECT b.user_id AS userId, SUM(b.stake_minor) AS stakeMinor
           FROM bets b JOIN users u ON u.id = b.user_id AND u.type <> 4
          WHERE b.created_at >= ? AND b.created_at < ? GROUP BY b.user_id ORDER BY b.user_id`,
      )
      .all(from, to);
  }

  /** The drawn round `roundNo` of a raffle, if drawn. */
  round(promotionId: number, roundNo: number): RaffleRoundRow | undefined {
    return this.db
      .prepare<[number, number], RaffleRoundRow>(
        `SELECT id, round_no AS roundNo, starts_at AS startsAt, ends_at AS endsAt, total_tickets AS totalTickets
           FROM raffle_rounds WHERE promotion_id = ? AND round_no = ?`,
      )
      .get(promotionId, roundNo);
  }

  /** The highest drawn round number of a raffle (0 when none). */
  lastDrawnRoundNo(promotionId: number): number {
    return (
      this.db
        .prepare<[number], { n: number | null }>(
          'SELECT MAX(round_no) AS n FROM raffle_rounds WHERE promotion_id = ?',
        )
        .get(promotionId)?.n ?? 0
    );
  }

  /** The latest `limit` drawn rounds of a raffle, newest first. */
  recentRounds(promotionId: number, limit: number): RaffleRoundRow[] {
    return this.db
      .prepare<[number, number], RaffleRoundRow>(
        `SELECT id, round_no AS roundNo, starts_at AS startsAt, ends_at AS endsAt, total_tickets AS totalTickets
           FROM raffle_rounds WHERE promotion_id = ? ORDER BY round_no DESC LIMIT ?`,
      )
      .all(promotionId, limit);
  }

  /** Records a drawn round and its winners; returns the round id. */
  insertDrawnRound(
    promotionId: number,
    round: { roundNo: number; startsAt: number; endsAt: number; totalTickets: number },
    winners: readonly { rank: number; userId: number; tickets: number; prizeMinor: number }[],
    now: number,
  ): number {
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO raffle_rounds (promotion_id, round_no, starts_at, ends_at, total_tickets, drawn_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(promotionId, round.roundNo, round.startsAt, round.endsAt, round.totalTickets, now)
        .lastInsertRowid,
    );
    const insert = this.db.prepare<[number, number, number, number, number]>(
      'INSERT INTO raffle_winners (round_id, rank, user_id, tickets, prize_minor) VALUES (?, ?, ?, ?, ?)',
    );
    for (const w of winners) insert.run(id, w.rank, w.userId, w.tickets, w.prizeMinor);
    return id;
  }

  /** The winners of the given rounds, by round then rank. */
  winners(roundIds: readonly number[]): RaffleWinnerRow[] {
    if (roundIds.length === 0) return [];
    return this.db
      .prepare<number[], RaffleWinnerRow>(
        `SELECT w.id, w.round_id AS roundId, r.round_no AS roundNo, w.rank, w.user_id AS userId,
                u.username, w.tickets, w.prize_minor AS prizeMinor, w.claimed_at AS claimedAt
           FROM raffle_winners w JOIN raffle_rounds r ON r.id = w.round_id JOIN users u ON u.id = w.user_id
          WHERE w.round_id IN (${roundIds.map(() => '?').join(',')})
          ORDER BY r.round_no DESC, w.rank`,
      )
      .all(...roundIds);
  }

  /** The member's prizes of a raffle not claimed yet, newest round first. */
  unclaimed(promotionId: number, userId: number): RaffleWinnerRow[] {
    return this.db
      .prepare<[number, number], RaffleWinnerRow>(
        `SELECT w.id, w.round_id AS roundId, r.round_no AS roundNo, w.rank, w.user_id AS userId,
                u.username, w.tickets, w.prize_minor AS prizeMinor, w.claimed_at AS claimedAt
           FROM raffle_winners w JOIN raffle_rounds r ON r.id = w.round_id JOIN users u ON u.id = w.user_id
          WHERE r.promotion_id = ? AND w.user_id = ? AND w.claimed_at IS NULL
          ORDER BY r.round_no DESC`,
      )
      .all(promotionId, userId);
  }

  /** The member's prize in a drawn round, if they won it. */
  winnerOf(roundId: number, userId: number): RaffleWinnerRow | undefined {
    return this.db
      .prepare<[number, number], RaffleWinnerRow>(
        `SELECT w.id, w.round_id AS roundId, r.round_no AS roundNo, w.rank, w.user_id AS userId,
                u.username, w.tickets, w.prize_minor AS prizeMinor, w.claimed_at AS claimedAt
           FROM raffle_winners w JOIN raffle_rounds r ON r.id = w.round_id JOIN users u ON u.id = w.user_id
          WHERE w.round_id = ? AND w.user_id = ?`,
      )
      .get(roundId, userId);
  }

  /**
   * Marks a prize claimed with its ledger transaction, only if it was not claimed yet.
   * @returns false when it was already claimed.
   */
  markClaimed(winnerId: number, transactionId: number, now: number): boolean {
    return (
      this.db
        .prepare<[number, number, number]>(
          'UPDATE raffle_winners SET claimed_at = ?, transaction_id = ? WHERE id = ? AND claimed_at IS NULL',
        )
        .run(now, transactionId, winnerId).changes === 1
    );
  }

  /** The member's red envelopes of a day, newest first. */
  opensOf(promotionId: number, userId: number, windowKey: string): RedEnvelopeOpenRow[] {
    return this.db
      .prepare<[number, number, string], RedEnvelopeOpenRow>(
        `SELECT amount_minor AS amountMinor, created_at AS createdAt FROM red_envelope_opens
          WHERE promotion_id = ? AND user_id = ? AND window_key = ? ORDER BY id DESC`,
      )
      .all(promotionId, userId, windowKey);
  }

  /** Total of a day's red envelopes (all members), minor units. */
  dayTotalMinor(promotionId: number, windowKey: string): number {
    return (
      this.db
        .prepare<[number, string], { total: number }>(
          'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM red_envelope_opens WHERE promotion_id = ? AND window_key = ?',
        )
        .get(promotionId, windowKey)?.total ?? 0
    );
  }

  /** Records an opened envelope paid by `transactionId`. */
  insertOpen(
    promotionId: number,
    userId: number,
    windowKey: string,
    amountMinor: number,
    transactionId: number,
    now: number,
  ): void {
    this.db
      .prepare(
        `INSERT INTO red_envelope_opens (promotion_id, user_id, window_key, amount_minor, transaction_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(promotionId, userId, windowKey, amountMinor, transactionId, now);
  }
}
