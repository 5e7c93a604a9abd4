import { createHash, randomBytes } from 'node:crypto';
import { crashPoint, diceRoll } from '../../../core/provably-fair.ts';
import type {
  CrashBetRequest,
  CrashBetValue,
  CrashRound,
  CrashStartRequest,
  DiceBetRequest,
  DiceBetValue,
  InhouseRounds,
  SeedRotation,
  SeedState,
} from '../../../schemas/generated/api.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { InhouseRepository, LiveCrashRow, SeedRow } from '../repositories/inhouse.ts';
import type { PlayRepository } from '../repositories/play.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/**
 * Growth of a live crash round (docs/contract-play.md): multiplier(t) = floor(100 × e^(k·t)) / 100,
 * t in ms since the round started (×2 after ~11.6 s, ×10 after ~38 s).
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** Hundredths of the multiplier reached `elapsedMs` after a live round started. */
export function crashMultiplierAt(elapsedMs: number): number {
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)) + 1e-9);
}

/** Ms after the start at which a live round reaches `multiplier` (its crash point or auto cash-out). */
export function crashTimeOf(multiplier: number): number {
  return Math.log(multiplier) / CRASH_GROWTH_PER_MS;
}

/** The state of a live crash round kept in `inhouse_rounds.params` (JSON). */
interface LiveParams {
  mode: 'live';
  status: 'running' | 'cashedOut' | 'crashed';
  startedAt: number;
  /** Hundredths; 0 = none. */
  auto: number;
  /** The multiplier cashed out at (major, 2 decimals); 0 while running or when it crashed. */
  cashout: number;
}

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
    this.settleDue(userId);
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
      this.settleDue(userId);
      const seed = this.activeSeed(userId);
      // Revealing the seed would tell the crash point of a round still running on it.
      if (this.d.repo.seedHasRunningCrash(seed.id))
        throw fail('ROUND_RUNNING', 'A crash round is still running: change the seed after it ends.');
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
    game: 'dice' | 'crash' | 'crashLive',
    stakeMinor: number,
    outcomeOf: (seed: SeedRow) => Promise<number>,
    settle: (outcome: number) => { payoutMinor: number; params: Record<string, string | number> },
    answer: (a: { roundId: number; outcome: number; payoutMinor: number; seed: SeedRow }) => T,
  ): Promise<T> {
    this.assertRealAccount(userId);
    this.settleDue(userId);
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
              gameId: null,
              vendor: 'INHOUSE',
              // A live round is crash in the betting record too; its requestId kind stays apart.
              game: game === 'crashLive' ? 'crash' : game,
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
              game: game === 'crashLive' ? 'crash' : game,
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

  /**
   * `POST /wps/inhouse/crash/start` (docs/contract-play.md "Live crash"): the crash point is fixed
   * now from the active seed and nonce (the nonce moves on), the stake leaves MAIN (a `bet`
   * transaction, the bet row with payout 0) and the round runs on the server clock.
   * @throws AppError 400 `VALIDATION`, `TRIAL_ACCOUNT`, `INSUFFICIENT_BALANCE`.
   */
  startCrash(userId: number, req: CrashStartRequest): Promise<CrashRound> {
    const { wallet, now } = this.d;
    const stakeMinor = wallet.amountToMinor(req.stake, 'body/stake');
    const auto = req.autoCashout === undefined ? 0 : hundredths(req.autoCashout, 'body/autoCashout');
    return this.playRound(
      userId,
      req.requestId,
      'crashLive',
      stakeMinor,
      (seed) => crashPoint(seed.server_seed, seed.client_seed, seed.nonce),
      () => ({
        payoutMinor: 0,
        params: { mode: 'live', status: 'running', startedAt: now(), auto, cashout: 0 },
      }),
      ({ roundId }) => this.liveAnswer(this.liveRow(userId, roundId)),
    );
  }

  /**
   * `GET /wps/inhouse/crash/round`: the live round at server time now (settled first when due).
   * @throws AppError `GAME_NOT_FOUND` for an unknown round or another member's.
   */
  crashRound(userId: number, roundId: number): CrashRound {
    return this.liveAnswer(this.advance(this.liveRow(userId, roundId), false));
  }

  /**
   * `POST /wps/inhouse/crash/cashout`: cashes a running round out at the multiplier reached by
   * server time now (never above the crash point); after the crash it is refused (the crashed round
   * is answered, nothing paid). Idempotent by requestId; a round is paid at most once whatever the
   * requestIds (compare-and-set on its state).
   * @throws AppError `GAME_NOT_FOUND`, 400 `VALIDATION` (requestId used by another call).
   */
  cashOut(userId: number, req: { requestId: string; roundId: number }): CrashRound {
    return this.d.wallet.once(userId, req.requestId, 'crashCashout', () =>
      this.liveAnswer(this.advance(this.liveRow(userId, req.roundId), true)),
    );
  }

  private liveRow(userId: number, roundId: number): LiveCrashRow {
    const row = this.d.repo.liveCrash(userId, roundId);
    if (!row) throw fail('GAME_NOT_FOUND', 'No such crash round');
    return row;
  }

  /** Ends the member's live rounds that are due (crashed, or reached their auto cash-out). */
  private settleDue(userId: number): void {
    for (const row of this.d.repo.runningCrashes(userId)) this.advance(row, false);
  }

  /**
   * Brings a live round to server time now in one transaction: the auto cash-out when reached (and
   * not above the crash point), else the crash once its time has come, else — with `cashOut` — a
   * cash-out at the multiplier reached. A cash-out pays one `crashCashout` ledger transaction.
   */
  private advance(row: LiveCrashRow, cashOut: boolean): LiveCrashRow {
    const { repo, wallet, now } = this.d;
    return repo.transaction(() => {
      const current = repo.liveCrash(row.user_id, row.id) ?? row;
      const p = JSON.parse(current.params) as LiveParams;
      if (p.status !== 'running') return current;
      const elapsed = now() - p.startedAt;
      const point = Math.round(current.outcome * 100);
      let cashout = -1;
      if (p.auto > 0 && p.auto <= point && elapsed >= crashTimeOf(p.auto / 100)) cashout = p.auto;
      else if (elapsed >= crashTimeOf(current.outcome)) cashout = 0;
      else if (cashOut) cashout = Math.min(crashMultiplierAt(elapsed), point);
      else return current;
      const payoutMinor = Number((BigInt(current.stake_minor) * BigInt(cashout)) / 100n);
      const next: LiveParams = {
        ...p,
        status: cashout > 0 ? 'cashedOut' : 'crashed',
        cashout: cashout / 100,
      };
      if (!repo.endLiveCrash(current.id, current.bet_id, current.params, JSON.stringify(next), payoutMinor))
        return repo.liveCrash(row.user_id, row.id) ?? current;
      if (payoutMinor > 0)
        wallet.houseMoveWithin(current.user_id, payoutMinor, {
          kind: 'crashCashout',
          idempotencyKey: `inhouse:cashout:${current.id}`,
          reference: `inhouse:${current.id}`,
          memo: 'INHOUSE crash cash-out',
        });
      return { ...current, params: JSON.stringify(next), payout_minor: payoutMinor };
    });
  }

  private liveAnswer(row: LiveCrashRow): CrashRound {
    const { wallet, now } = this.d;
    const p = JSON.parse(row.params) as LiveParams;
    const at = now();
    const running = p.status === 'running';
    return {
      roundId: row.id,
      game: 'crash',
      status: p.status,
      startedAt: p.startedAt,
      serverTime: at,
      growthPerMs: CRASH_GROWTH_PER_MS,
      autoCashout: p.auto > 0 ? p.auto / 100 : null,
      stake: wallet.toMajor(row.stake_minor),
      multiplier: running
        ? crashMultiplierAt(at - p.startedAt) / 100
        : p.status === 'cashedOut'
          ? p.cashout
          : row.outcome,
      crashPoint: running ? null : row.outcome,
      win: p.status === 'cashedOut',
      payout: wallet.toMajor(row.payout_minor),
      balance: wallet.toMajor(wallet.walletMinor(row.user_id, MAIN_WALLET)),
      clientSeed: row.client_seed,
      nonce: row.nonce,
      serverSeedHash: row.server_seed_hash,
    };
  }

  /** `GET /wps/inhouse/rounds`: the member's rounds, newest first; serverSeed once revealed. */
  rounds(userId: number, pageNo: number, pageSize: number): InhouseRounds {
    this.settleDue(userId);
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
