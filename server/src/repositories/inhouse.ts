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

/** All SQL on `inhouse_seeds` and `inhouse_rounds`. */
export class InhouseRepository {
  constructor(private readonly db: Database) {}

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
          WHERE r.user_id = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, limit, offset);
  }

  countRounds(userId: number): number {
    return (
      this.db
        .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM inhouse_rounds WHERE user_id = ?')
        .get(userId)?.n ?? 0
    );
  }
}
