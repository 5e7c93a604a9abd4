import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { LaunchObject, LaunchRequest, VendorRoundValue } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { GameRow, GamesRepository, VendorRow } from '../repositories/games.ts';
import type { LaunchTokenRow, PlayRepository } from '../repositories/play.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { GamesService } from './games.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Pay table of the simulated slot, tenths of the stake (RTP 97%): [upper bound of a draw in 0–999, multiplier×10]. */
const PAY_TABLE: [number, number][] = [
  [600, 0],
  [900, 15],
  [980, 30],
  [998, 100],
  [1000, 500],
];

/** A live launch session of the simulated vendor. */
export interface VendorSession {
  token: LaunchTokenRow;
  game: GameRow;
  vendor: VendorRow;
}

/**
 * Game launch (§3 launch request, §4 launch logic) and the simulated third-party vendor
 * (docs/contract-games.md "Simulated third-party vendor"). Money moves through WalletService in
 * one transaction per call, idempotent by requestId.
 */
export class LaunchService {
  constructor(
    private readonly d: {
      games: GamesService;
      gamesRepo: GamesRepository;
      play: PlayRepository;
      users: UsersRepository;
      wallet: WalletService;
      brand: BrandStore;
      now: () => number;
      /** Refuses members who may not play (responsible gaming: time-out, self-exclusion). */
      playGuard?: (userId: number) => void;
    },
  ) {}

  /** Finds the target of a launch: gameId, else roomId, else nodeId (a game's, or a vendor's lobby). */
  private resolve(req: LaunchRequest): { vendor: VendorRow; game: GameRow | undefined } {
    const { gamesRepo } = this.d;
    let game: GameRow | undefined;
    let vendor: VendorRow | undefined;
    if (req.gameId !== undefined) {
      game = gamesRepo.gameById(req.gameId);
      if (!game) throw fail('GAME_NOT_FOUND', `Game ${req.gameId} does not exist`);
    } else if (req.roomId !== undefined) {
      const room = gamesRepo.roomById(req.roomId);
      game = room ? gamesRepo.gameById(room.game_id) : undefined;
      if (!game) throw fail('GAME_NOT_FOUND', `Room ${req.roomId} does not exist`);
    } else {
      game = gamesRepo.gameByNodeId(req.nodeId);
      if (!game) {
        vendor = gamesRepo.vendorById(req.nodeId);
        if (!vendor) throw fail('GAME_NOT_FOUND', `No game or vendor has nodeId ${req.nodeId}`);
        if (vendor.is_game === 'DIRECT') game = gamesRepo.firstGameOfVendor(vendor.id);
      }
    }
    vendor ??= game ? gamesRepo.vendorById(game.vendor_id) : undefined;
    if (!vendor) throw fail('GAME_NOT_FOUND', 'The game does not exist');
    if (req.vassalage !== '' && req.vassalage.toUpperCase() !== vendor.code.toUpperCase())
      throw fail('GAME_NOT_FOUND', `The game is not a game of vendor '${req.vassalage.slice(0, 32)}'`);
    return { vendor, game };
  }

  /**
   * `POST /wps/game/launchGame`. Trial members (type 4) are refused; maintenance is checked; with
   * transfer wallets (`isSingle` false) the other game wallets are recalled to MAIN and the whole
   * MAIN balance moves to the vendor's wallet (`transferred`, major units). Third-party games get `game_url` `/vendor/play?launch=<token>`;
   * in-house games get `game_url` '' and gameType INHOUSE (no transfer: they play from MAIN); a
   * VASSALAGE vendor launched by its own nodeId answers isGame VASSALAGE and game_url '' (show its
   * game list, §4); a launched game answers isGame DIRECT. Records the recent game. Idempotent by requestId.
   * @throws AppError 401 `UNAUTHORIZED`, `TRIAL_ACCOUNT`, `GAME_NOT_FOUND`, `MODULE_DISABLED`, `GAME_MAINTENANCE`.
   */
  launch(userId: number, req: LaunchRequest, headerLanguage: string | undefined): LaunchObject {
    const { games, gamesRepo, play, wallet, now } = this.d;
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4)
      throw fail('TRIAL_ACCOUNT', 'Trial accounts cannot play games. Please register a real account.');
    this.d.playGuard?.(userId);
    const wanted = req.language ?? headerLanguage ?? '';
    const language = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(wanted) ? wanted : 'en';
    return wallet.once(userId, req.requestId, 'launch', (): LaunchObject => {
      const { vendor, game } = this.resolve(req);
      games.assertModuleOn(vendor, game);
      games.assertPlayable(vendor, game);
      const base = {
        accountTypeName: 'REAL',
        vendor: vendor.code,
        gameType: vendor.game_type as LaunchObject['gameType'],
        vassalage: vendor.code,
        game_url2: '',
      };
      if (!game)
        return {
          ...base,
          isGame: 'VASSALAGE',
          code: '',
          gameCode: '',
          defaultPlayType: '',
          game_url: '',
          transferred: 0,
        };
      const at = now();
      gamesRepo.touchRecent(userId, game.id, at);
      gamesRepo.addPlay(game.id);
      const playType = vendor.game_type === 'LOTT' ? 'Lott' : vendor.game_type === 'ELOTT' ? 'SEA' : '';
      const object = {
        ...base,
        isGame: 'DIRECT' as const,
        code: game.game_code,
        gameCode: game.game_code,
        defaultPlayType: playType,
      };
      if (vendor.game_type === 'INHOUSE') return { ...object, game_url: '', transferred: 0 };
      const single = games.isSingleWallet();
      // Money another game left in its wallet follows the player into this one (docs/contract-wallet.md
      // "Money never strands"): the other wallets come back to MAIN first, in this transaction.
      if (!single) wallet.recallWithin(userId, `recall:${userId}:launch-${req.requestId}`, vendor.code);
      const moved = single
        ? 0
        : wallet.transferWithin(userId, MAIN_WALLET, vendor.code, 'ALL', `launch:${userId}:${req.requestId}`);
      const token = randomBytes(32).toString('base64url');
      play.insertLaunchToken({
        token_hash: hashToken(token),
        user_id: userId,
        game_id: game.id,
        wallet: single ? MAIN_WALLET : vendor.code,
        language,
        created_at: at,
        expires_at: at + this.d.brand.current().games.launchTokenTtlMinutes * 60_000,
      });
      return { ...object, game_url: `/vendor/play?launch=${token}`, transferred: wallet.toMajor(moved) };
    });
  }

  /**
   * The live session of a launch token.
   * @throws AppError 401 `UNAUTHORIZED` when the token is unknown or expired.
   */
  session(token: string | undefined): VendorSession {
    const row = token ? this.d.play.findLaunchToken(hashToken(token)) : undefined;
    const game = row && row.expires_at > this.d.now() ? this.d.gamesRepo.gameById(row.game_id) : undefined;
    const vendor = game ? this.d.gamesRepo.vendorById(game.vendor_id) : undefined;
    if (!row || !game || !vendor)
      throw new AppError(
        'UNAUTHORIZED',
        'This game session is invalid or has expired. Please launch the game again from the lobby.',
        { statusCode: 401 },
      );
    return { token: row, game, vendor };
  }

  /** Balance of the wallet a session plays from, major units. */
  sessionBalance(s: VendorSession): number {
    return this.d.wallet.toMajor(this.d.wallet.walletMinor(s.token.user_id, s.token.wallet));
  }

  /**
   * `POST /vendor/api/round`: one simulated slot round settled against the session's wallet (the
   * vendor wallet, or MAIN with a single wallet) and recorded in `bets`. Idempotent by requestId.
   * @param stake major units, ≥ the game's minBet, at most 2 decimals.
   * @throws AppError 401 `UNAUTHORIZED`, 400 `VALIDATION`, `GAME_MAINTENANCE`, `INSUFFICIENT_BALANCE`.
   */
  vendorRound(token: string, stake: number, requestId: string): VendorRoundValue {
    const s = this.session(token);
    const { wallet, play, games, now } = this.d;
    const stakeMinor = wallet.amountToMinor(stake, 'body/stake');
    const userId = s.token.user_id;
    this.d.playGuard?.(userId);
    return wallet.once(userId, requestId, 'vendor_round', (): VendorRoundValue => {
      games.assertPlayable(s.vendor, s.game);
      if (stakeMinor < s.game.min_bet_minor)
        throw invalid(
          'body/stake',
          `must be at least the game's minimum bet ${wallet.toMajor(s.game.min_bet_minor)}`,
        );
      const draw = randomInt(0, 1000);
      const tenths = PAY_TABLE.find(([bound]) => draw < bound)?.[1] ?? 0;
      const payoutMinor = Number((BigInt(stakeMinor) * BigInt(tenths)) / 10n);
      const txId = wallet.settleWithin(
        userId,
        s.token.wallet,
        stakeMinor,
        payoutMinor,
        `round:${userId}:${requestId}`,
        `${s.vendor.code} ${s.game.game_code}`,
      );
      play.insertBet({
        userId,
        requestId,
        game: s.game.game_code,
        gameId: s.game.id,
        vendor: s.vendor.code,
        wallet: s.token.wallet,
        stakeMinor,
        payoutMinor,
        transactionId: txId,
        createdAt: now(),
      });
      return { balance: this.sessionBalance(s), win: payoutMinor > 0, payout: wallet.toMajor(payoutMinor) };
    });
  }
}
