import { createHash, randomBytes } from 'node:crypto';
import { crashPoint, diceRoll } from '../../../core/provably-fair.ts';
import type {
  CrashBetRequest,
  CrashBetValue,
  DiceBetRequest,
  DiceBetValue,
  InhouseRounds,
  SeedRotation,
  SeedState,
} from '../../../schemas/generated/api.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { InhouseRepository, SeedRow } from '../repositories/inhouse.ts';
import type { PlayRepository } from '../repositories/play.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/** Thrown inside a settlement when the seed moved on since the outcome was computed (retried). */
class SeedMoved extends Error {}

function hundredths(value: number, field: string): number {
  const h = Math.round(value * 100);
  if (Math.abs(h - value * 100) > 1e-6) throw invalid(field, 'must have at most 2 decimals');
  return h;
}

/**
 * In-house provably fair games (docs/contract-games.md "In-house provably fair games"): a server
 * seed per member (32 random bytes, hex; its SHA-256 is shown before play and the seed revealed on
 * rotation), a client seed the member may change, and a nonce that increments with every settled
 * round. Outcomes come from the shared module `core/provably-fair.ts`. Bets play from the MAIN
 * wallet through the ledger (one transaction, idempotent by requestId) and are recorded in `bets`
 * (vendor 'INHOUSE') and `inhouse_rounds`. Rounds of one member are serialized (a per-member lock),
 * because the outcome is computed asynchronously before the settlement transaction.
 */
export class InhouseService {
  private readonly locks = new Map<number, Promise<void>>();

  constructor(
    private readonly d: {
      repo: InhouseRepository;
      play: PlayRepository;
      users: UsersRepository;
      wallet: WalletService;
      now: () => number;
      /** Refuses members who may not play (responsible gaming: time-out, self-exclusion). */
      playGuard?: (userId: number) => void;
    },
  ) {}

  private async withLock<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(userId) ?? Promise.resolve();
    let release = (): void => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => mine);
    this.locks.set(userId, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.locks.get(userId) === tail) this.locks.delete(userId);
    }
  }

  /** The member's active seed, created (random server seed and client seed) on first use. */
  private activeSeed(userId: number): SeedRow {
    const found = this.d.repo.activeSeed(userId);
    if (found) return found;
    const serverSeed = randomBytes(32).toString('hex');
    this.d.repo.insertSeed(
      userId,
      serverSeed,
      createHash('sha256').update(serverSeed).digest('hex'),
      randomBytes(8).toString('hex'),
      this.d.now(),
    );
    const created = this.d.repo.activeSeed(userId);
    if (!created) throw new AppError('INTERNAL', 'Seed could not be created', { statusCode: 500 });
    return created;
  }

  private state(seed: SeedRow): SeedState {
    return { serverSeedHash: seed.server_seed_hash, clientSeed: seed.client_seed, nonce: seed.nonce };
  }

  /** `GET /wps/inhouse/seed`: the active seed's hash, the client seed and the next nonce. */
  seed(userId: number): SeedState {
    return this.state(this.activeSeed(userId));
  }

  /** `POST /wps/inhouse/seed/client`: sets the client seed (the nonce carries on). */
  setClientSeed(userId: number, clientSeed: string): Promise<SeedState> {
    return this.withLock(userId, () => {
      const seed = this.activeSeed(userId);
      this.d.repo.setClientSeed(seed.id, clientSeed);
      return Promise.resolve(this.state({ ...seed, client_seed: clientSeed }));
    });
  }

  /** `POST /wps/inhouse/seed/rotate`: reveals the active server seed and starts a new one (nonce 0, same client seed). */
  rotate(userId: number): Promise<SeedRotation> {
    return this.withLock(userId, () => {
      const seed = this.activeSeed(userId);
      const serverSeed = randomBytes(32).toString('hex');
      this.d.repo.rotate(
        seed.id,
        userId,
        serverSeed,
        createHash('sha256').update(serverSeed).digest('hex'),
        seed.client_seed,
        this.d.now(),
      );
      const fresh = this.activeSeed(userId);
      return Promise.resolve({
        revealedServerSeed: seed.server_seed,
        revealedServerSeedHash: seed.server_seed_hash,
        next: { serverSeedHash: fresh.server_seed_hash, clientSeed: fresh.client_seed, nonce: 0 },
      });
    });
  }

  private assertRealAccount(userId: number): void {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4)
      throw fail('TRIAL_ACCOUNT', 'Trial accounts cannot play games. Please register a real account.');
    this.d.playGuard?.(userId);
  }

  /**
   * Plays one round: computes the outcome for the active seed and nonce, then settles in one
   * transaction (stake out of MAIN, payout in, bet + round rows, nonce + 1). A repeat requestId
   * returns the first answer.
   */
  private async playRound<T>(
    userId: number,
    requestId: string,
    game: 'dice' | 'crash',
    stakeMinor: number,
    outcomeOf: (seed: SeedRow) => Promise<number>,
    settle: (outcome: number) => { payoutMinor: number; params: Record<string, string | number> },
    answer: (a: { roundId: number; outcome: number; payoutMinor: number; seed: SeedRow }) => T,
  ): Promise<T> {
    this.assertRealAccount(userId);
    const { wallet, repo, play, now } = this.d;
    return this.withLock(userId, async () => {
      for (let attempt = 0; ; attempt++) {
        const seed = this.activeSeed(userId);
        const outcome = await outcomeOf(seed);
        try {
          return wallet.once(userId, requestId, game, (): T => {
            const current = repo.activeSeed(userId);
            if (
              !current ||
              current.id !== seed.id ||
              current.nonce !== seed.nonce ||
              current.client_seed !== seed.client_seed
            )
              throw new SeedMoved();
            const { payoutMinor, params } = settle(outcome);
            const txId = wallet.settleWithin(
              userId,
              MAIN_WALLET,
              stakeMinor,
              payoutMinor,
              `inhouse:${userId}:${requestId}`,
              `INHOUSE ${game}`,
            );
            const at = now();
            const betId = play.insertBet({
              userId,
              requestId,
              game,
              gameId: null,
              vendor: 'INHOUSE',
              wallet: MAIN_WALLET,
              stakeMinor,
              payoutMinor,
              transactionId: txId,
              createdAt: at,
            });
            const roundId = repo.insertRound({
              userId,
              seedId: seed.id,
              betId,
              game,
              clientSeed: seed.client_seed,
              nonce: seed.nonce,
              outcome,
              params: JSON.stringify(params),
              createdAt: at,
            });
            if (!repo.advanceNonce(seed.id, seed.nonce)) throw new SeedMoved();
            return answer({ roundId, outcome, payoutMinor, seed });
          });
        } catch (error) {
          if (!(error instanceof SeedMoved) || attempt >= 3) throw error;
        }
      }
    });
  }

  /**
   * `POST /wps/inhouse/dice/bet`. Under wins when roll < target (win chance = target %); over wins
   * when roll ≥ target (chance = 100 − target %). Multiplier = 99 / chance (1% edge), floored to 4
   * decimals; payout = stake × multiplier floored to minor units (0 on a loss). Major units on the wire.
   * @throws AppError 400 `VALIDATION`, `TRIAL_ACCOUNT`, `INSUFFICIENT_BALANCE`.
   */
  dice(userId: number, req: DiceBetRequest): Promise<DiceBetValue> {
    const { wallet } = this.d;
    const stakeMinor = wallet.amountToMinor(req.stake, 'body/stake');
    const target = hundredths(req.target, 'body/target');
    const chance = req.direction === 'under' ? target : 10000 - target;
    const m4 = Math.floor(99_000_000 / chance);
    return this.playRound(
      userId,
      req.requestId,
      'dice',
      stakeMinor,
      (seed) => diceRoll(seed.server_seed, seed.client_seed, seed.nonce),
      (roll) => {
        const r = Math.round(roll * 100);
        const win = req.direction === 'under' ? r < target : r >= target;
        return {
          payoutMinor: win ? Number((BigInt(stakeMinor) * BigInt(m4)) / 10000n) : 0,
          params: { target: target / 100, direction: req.direction },
        };
      },
      ({ roundId, outcome, payoutMinor, seed }) => ({
        roundId,
        game: 'dice' as const,
        roll: outcome,
        win: payoutMinor > 0,
        multiplier: m4 / 10000,
        payout: wallet.toMajor(payoutMinor),
        balance: wallet.toMajor(wallet.walletMinor(userId, MAIN_WALLET)),
        clientSeed: seed.client_seed,
        nonce: seed.nonce,
        serverSeedHash: seed.server_seed_hash,
      }),
    );
  }

  /**
   * `POST /wps/inhouse/crash/bet` with an automatic cash-out: wins when crashPoint ≥ cashout;
   * payout = stake × cashout floored to minor units (0 on a loss). Multiplier = cashout.
   * @throws AppError 400 `VALIDATION`, `TRIAL_ACCOUNT`, `INSUFFICIENT_BALANCE`.
   */
  crash(userId: number, req: CrashBetRequest): Promise<CrashBetValue> {
    const { wallet } = this.d;
    const stakeMinor = wallet.amountToMinor(req.stake, 'body/stake');
    const cashout = hundredths(req.cashout, 'body/cashout');
    return this.playRound(
      userId,
      req.requestId,
      'crash',
      stakeMinor,
      (seed) => crashPoint(seed.server_seed, seed.client_seed, seed.nonce),
      (point) => {
        const win = Math.round(point * 100) >= cashout;
        return {
          payoutMinor: win ? Number((BigInt(stakeMinor) * BigInt(cashout)) / 100n) : 0,
          params: { cashout: cashout / 100 },
        };
      },
      ({ roundId, outcome, payoutMinor, seed }) => ({
        roundId,
        game: 'crash' as const,
        crashPoint: outcome,
        win: payoutMinor > 0,
        multiplier: cashout / 100,
        payout: wallet.toMajor(payoutMinor),
        balance: wallet.toMajor(wallet.walletMinor(userId, MAIN_WALLET)),
        clientSeed: seed.client_seed,
        nonce: seed.nonce,
        serverSeedHash: seed.server_seed_hash,
      }),
    );
  }

  /** `GET /wps/inhouse/rounds`: the member's rounds, newest first; serverSeed once revealed. */
  rounds(userId: number, pageNo: number, pageSize: number): InhouseRounds {
    const { wallet, repo } = this.d;
    const total = repo.countRounds(userId);
    return {
      list: repo.rounds(userId, pageSize, (pageNo - 1) * pageSize).map((r) => ({
        roundId: r.id,
        game: r.game,
        stake: wallet.toMajor(r.stake_minor),
        payout: wallet.toMajor(r.payout_minor),
        createdAt: r.created_at,
        clientSeed: r.client_seed,
        nonce: r.nonce,
        serverSeedHash: r.server_seed_hash,
        serverSeed: r.revealed_at === null ? null : r.server_seed,
        outcome: r.outcome,
        params: JSON.parse(r.params) as Record<string, string | number>,
      })),
      totalPages: Math.ceil(total / pageSize),
    };
  }
}
