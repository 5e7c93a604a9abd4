import type { Database } from 'better-sqlite3';

/** An `inhouse_seeds` row. */
export interface SeedRow {
  id: number;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: number;
  revealed_at: number | null;
}

/** An in-house round joined with its bet and seed (for the rounds list). */
export interface RoundRow {
  id: number;
  game: 'dice' | 'crash';
  client_seed: string;
  nonce: number;
  outcome: number;
  params: string;
  created_at: number;
  stake_minor: number;
  payout_minor: number;
  server_seed: string;
  server_seed_hash: string;
  revealed_at: number | null;
}

/** A live crash round with its bet and seed (docs/contract-play.md). */
export interface LiveCrashRow {
  id: number;
  user_id: number;
  seed_id: number;
  bet_id: number;
  client_seed: string;
  nonce: number;
  outcome: number;
  params: string;
  stake_minor: number;
  payout_minor: number;
  server_seed_hash: string;
}

/** Rounds still running are secret (their outcome is the crash point): lists leave them out. */
const NOT_RUNNING = "json_extract(r.params, '$.status') IS NOT 'running'";

/** All SQL on `inhouse_seeds` and `inhouse_rounds`. */
export class InhouseRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one SQLite transaction (a savepoint inside another). */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  activeSeed(userId: number): SeedRow | undefined {
    return this.db
      .prepare<[number], SeedRow>('SELECT * FROM inhouse_seeds WHERE user_id = ? AND revealed_at IS NULL')
      .get(userId);
  }

  insertSeed(userId: number, serverSeed: string, hash: string, clientSeed: string, at: number): void {
    this.db
      .prepare<[number, string, string, string, number]>(
        'INSERT INTO inhouse_seeds (user_id, server_seed, server_seed_hash, client_seed, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, serverSeed, hash, clientSeed, at);
  }

  setClientSeed(seedId: number, clientSeed: string): void {
    this.db
      .prepare<[string, number]>('UPDATE inhouse_seeds SET client_seed = ? WHERE id = ?')
      .run(clientSeed, seedId);
  }

  reveal(seedId: number, at: number): void {
    this.db
      .prepare<[number, number]>('UPDATE inhouse_seeds SET revealed_at = ? WHERE id = ?')
      .run(at, seedId);
  }

  /** Reveals seed `seedId` and inserts the member's next active seed, in one transaction. */
  rotate(
    seedId: number,
    userId: number,
    serverSeed: string,
    hash: string,
    clientSeed: string,
    at: number,
  ): void {
    this.db.transaction(() => {
      this.reveal(seedId, at);
      this.insertSeed(userId, serverSeed, hash, clientSeed, at);
    })();
  }

  /** Moves the nonce on when it is still `nonce`; returns false when another round took it. */
  advanceNonce(seedId: number, nonce: number): boolean {
    return (
      this.db
        .prepare<[number, number]>(
          'UPDATE inhouse_seeds SET nonce = nonce + 1 WHERE id = ? AND nonce = ? AND revealed_at IS NULL',
        )
        .run(seedId, nonce).changes === 1
    );
  }

  insertRound(r: {
    userId: number;
    seedId: number;
    betId: number;
    game: 'dice' | 'crash';
    clientSeed: string;
    nonce: number;
    outcome: number;
    params: string;
    createdAt: number;
  }): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO inhouse_rounds (user_id, seed_id, bet_id, game, client_seed, nonce, outcome, params, created_at)
           VALUES (@userId, @seedId, @betId, @game, @clientSeed, @nonce, @outcome, @params, @createdAt)`,
        )
        .run(r).lastInsertRowid,
    );
  }

  rounds(userId: number, limit: number, offset: number): RoundRow[] {
    return this.db
      .prepare<[number, number, number], RoundRow>(
        `SELECT r.id, r.game, r.client_seed, r.nonce, r.outcome, r.params, r.created_at,
                b.stake_minor, b.payout_minor, s.server_seed, s.server_seed_hash, s.revealed_at
           FROM inhouse_rounds r JOIN bets b ON b.id = r.bet_id JOIN inhouse_seeds s ON s.id = r.seed_id
          WHERE r.user_id = ? AND ${NOT_RUNNING} ORDER BY r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
  }

  countRounds(userId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>(
          `SELECT COUNT(*) AS n FROM inhouse_rounds r WHERE r.user_id = ? AND ${NOT_RUNNING}`,
        )
        .get(userId)?.n ?? 0
    );
  }

  private static readonly LIVE_SELECT = `SELECT r.id, r.user_id, r.seed_id, r.bet_id, r.client_seed, r.nonce, r.outcome,
            r.params, b.stake_minor, b.payout_minor, s.server_seed_hash
       FROM inhouse_rounds r JOIN bets b ON b.id = r.bet_id JOIN inhouse_seeds s ON s.id = r.seed_id`;

  /** A member's live crash round by id (undefined when absent, another member's or not live). */
  liveCrash(userId: number, roundId: number): LiveCrashRow | undefined {
    return this.db
      .prepare<[number, number], LiveCrashRow>(
        `${InhouseRepository.LIVE_SELECT}
          WHERE r.id = ? AND r.user_id = ? AND r.game = 'crash' AND json_extract(r.params, '$.mode') = 'live'`,
      )
      .get(roundId, userId);
  }

  /** The member's live crash rounds still running, oldest first. */
  runningCrashes(userId: number): LiveCrashRow[] {
    return this.db
      .prepare<[number], LiveCrashRow>(
        `${InhouseRepository.LIVE_SELECT}
          WHERE r.user_id = ? AND r.game = 'crash' AND json_extract(r.params, '$.status') = 'running'
          ORDER BY r.id`,
      )
      .all(userId);
  }

  /** Whether a live round of seed `seedId` still runs (its seed must not be revealed). */
  seedHasRunningCrash(seedId: number): boolean {
    return (
      this.db
        .prepare<[number], { n: number }>(
          `SELECT COUNT(*) AS n FROM inhouse_rounds WHERE seed_id = ? AND json_extract(params, '$.status') = 'running'`,
        )
        .get(seedId)?.n !== 0
    );
  }

  /**
   * Ends a running live round: new params and the bet's payout, only when its params are still
   * `expected` (compare-and-set). Returns false when another call ended it first.
   */
  endLiveCrash(
    roundId: number,
    betId: number,
    expected: string,
    params: string,
    payoutMinor: number,
  ): boolean {
    const changed =
      this.db
        .prepare<[string, number, string]>('UPDATE inhouse_rounds SET params = ? WHERE id = ? AND params = ?')
        .run(params, roundId, expected).changes === 1;
    if (changed)
      this.db
        .prepare<[number, number]>('UPDATE bets SET payout_minor = ? WHERE id = ?')
        .run(payoutMinor, betId);
    return changed;
  }
}
