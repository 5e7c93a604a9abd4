import type { Database } from 'better-sqlite3';

/** A `launch_tokens` row (token stored as SHA-256 hex). */
export interface LaunchTokenRow {
  token_hash: string;
  user_id: number;
  game_id: number;
  wallet: string;
  language: string;
  created_at: number;
  expires_at: number;
}

/** Fields of a new `bets` row (minor units, epoch ms). */
export interface NewBet {
  userId: number;
  requestId: string;
  game: string;
  gameId: number | null;
  vendor: string;
  wallet: string;
  stakeMinor: number;
  payoutMinor: number;
  transactionId: number;
  createdAt: number;
}

/** All SQL on `idempotent_requests`, `launch_tokens` and `bets`. */
export class PlayRepository {
  constructor(private readonly db: Database) {}

  findRequest(userId: number, requestId: string): { kind: string; response: string } | undefined {
    return this.db
      .prepare<[number, string], { kind: string; response: string }>(
        'SELECT kind, response FROM idempotent_requests WHERE user_id = ? AND request_id = ?',
      )
      .get(userId, requestId);
  }

  saveRequest(userId: number, requestId: string, kind: string, response: string, at: number): void {
    this.db
      .prepare<[number, string, string, string, number]>(
        'INSERT INTO idempotent_requests (user_id, request_id, kind, response, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, requestId, kind, response, at);
  }

  insertLaunchToken(row: LaunchTokenRow): void {
    this.db
      .prepare(
        `INSERT INTO launch_tokens (token_hash, user_id, game_id, wallet, language, created_at, expires_at)
         VALUES (@token_hash, @user_id, @game_id, @wallet, @language, @created_at, @expires_at)`,
      )
      .run(row);
  }

  findLaunchToken(tokenHash: string): LaunchTokenRow | undefined {
    return this.db
      .prepare<[string], LaunchTokenRow>('SELECT * FROM launch_tokens WHERE token_hash = ?')
      .get(tokenHash);
  }

  /** @returns the bet id. */
  insertBet(bet: NewBet): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO bets (user_id, request_id, game, game_id, vendor, wallet, stake_minor, payout_minor, transaction_id, created_at)
           VALUES (@userId, @requestId, @game, @gameId, @vendor, @wallet, @stakeMinor, @payoutMinor, @transactionId, @createdAt)`,
        )
        .run(bet).lastInsertRowid,
    );
  }

  /** Net result of all bets of all members (payouts − stakes), minor units. */
  netResultMinor(): number {
    return (
      this.db
        .prepare<[], { net: number }>('SELECT COALESCE(SUM(payout_minor - stake_minor), 0) AS net FROM bets')
        .get()?.net ?? 0
    );
  }
}
