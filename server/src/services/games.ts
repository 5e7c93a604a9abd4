import type {
  FavoriteId,
  FavoriteIds,
  FavoriteGamesList,
  FavoritePayload,
  Game,
  GameCategory,
  GameList,
  GameListQuery,
  GameMenus,
  GamesValue,
  NewGameVendor,
  RankList,
  RecentGames,
  RoomList,
  VassGameType,
  VendorCard,
} from '../../../schemas/generated/api.ts';
import { gameArtSvg } from '../../../core/game-art.ts';
import { enabledModules } from '../../../core/layout/site-context.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail, invalid } from '../errors.ts';
import type { GameFilter, GameRow, GamesRepository, VendorRow } from '../repositories/games.ts';
import type { WalletService } from './wallet.ts';

/** Thumbnail size per category (square tiles for slots, fish, cards and originals). */
function thumbSize(gameType: string): { width: number; height: number } {
  return ['RNG', 'FISH', 'PVP', 'INHOUSE'].includes(gameType)
    ? { width: 240, height: 240 }
    : { width: 320, height: 180 };
}

/** Lane classify of a category (GCSGAME_newGameVendor). */
const LANE_CLASSIFY: Record<string, string> = {
  LIVE: 'live',
  RNG: 'slot',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  FISH: 'fishing',
  PVP: 'card',
  ELOTT: 'lottery',
  LOTT: 'lottery',
  INHOUSE: 'originals',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Masks a username for the leaderboard: 'demo1' → 'de***1'. */
export function maskPlayer(username: string): string {
  return username.length <= 2
    ? `${username.charAt(0)}***`
    : `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** Pages of `size` items: totalPages = ceil(total / size). */
function pages(total: number, size: number): number {
  return Math.ceil(total / size);
}

/**
 * The game catalogue (§7 Games; docs/contract-games.md): menus, vendor lanes, the paged game list
 * with §3 filters, filter options, hot/popular games, leaderboard, PVP rooms, favourites, recent
 * launches and generated thumbnails. Money on the wire in major units; maintenance comes from the
 * catalogue (`games.maintenance`) and from `server/brand/games.json`.
 */
export class GamesService {
  constructor(
    private readonly repo: GamesRepository,
    private readonly wallet: WalletService,
    private readonly brand: BrandStore,
    private readonly now: () => number,
  ) {}

  private get config() {
    return this.brand.current().games;
  }

  /**
   * Game types whose whitelabel module is off (§3 Permission response): a menu of games.json with a
   * `modId` that is not enabled in whitelabel.json (itself and every ancestor). Their games leave
   * every list and cannot be launched.
   */
  hiddenTypes(): string[] {
    const { games, whitelabel } = this.brand.current();
    const enabled = enabledModules(whitelabel);
    return games.menus.filter((m) => m.modId !== undefined && !enabled.has(m.modId)).map((m) => m.gameType);
  }

  /** @throws AppError `MODULE_DISABLED` when the vendor's game type belongs to a module that is off. */
  assertModuleOn(vendor: VendorRow, game: GameRow | undefined): void {
    const hidden = this.hiddenTypes();
    if (hidden.includes(vendor.game_type) || (game !== undefined && hidden.includes(game.game_type)))
      throw fail('MODULE_DISABLED', 'This game is not available on this site.');
  }

  /** True when the vendor is listed under maintenance in `games.json`. */
  vendorUnderMaintenance(code: string): boolean {
    const upper = code.toUpperCase();
    return this.config.maintenance.vendors.some((v) => v.toUpperCase() === upper);
  }

  /** True when the game or its vendor is under maintenance. */
  gameUnderMaintenance(row: GameRow): boolean {
    return (
      row.maintenance === 1 ||
      this.vendorUnderMaintenance(row.vendor_code) ||
      this.config.maintenance.games.includes(row.game_code)
    );
  }

  /** @throws AppError `GAME_MAINTENANCE` with the brand's message (§8 game maintenance). */
  assertPlayable(vendor: VendorRow, game: GameRow | undefined): void {
    if (this.vendorUnderMaintenance(vendor.code) || (game !== undefined && this.gameUnderMaintenance(game)))
      throw fail('GAME_MAINTENANCE', this.config.maintenanceMessage);
  }

  /** Whether games bet on the main wallet (true) or on per-vendor transfer wallets (false). */
  isSingleWallet(): boolean {
    return this.config.isSingle;
  }

  /** The wire shape of a game row. */
  toGame(row: GameRow): Game {
    const { width, height } = thumbSize(row.game_type);
    return {
      gameId: row.id,
      nodeId: row.node_id,
      gameCode: row.game_code,
      gameName: row.game_name,
      vendor: row.vendor_code,
      vassalage: row.vendor_code,
      gameType: row.game_type as GameCategory,
      gameClassify: row.game_classify,
      minBet: this.wallet.toMajor(row.min_bet_minor),
      lines: row.lines,
      isHot: row.is_hot === 1,
      isNew: row.is_new === 1,
      thumbnail: `/img/games/${row.id}.svg`,
      thumbWidth: width,
      thumbHeight: height,
      maintenance: this.gameUnderMaintenance(row),
    };
  }

  /** The wire shape of a vendor card. */
  toCard(v: VendorRow): VendorCard {
    return {
      vendor: v.code,
      title: v.title,
      nodeId: v.id,
      vassalage: v.code,
      gameType: v.game_type as GameCategory,
      isHot: v.is_hot === 1,
      isNew: v.is_new === 1,
      logoUrl: `/img/vendors/${v.code}.svg`,
      maintenance: this.vendorUnderMaintenance(v.code),
      isGame: v.is_game,
    };
  }

  /**
   * A vendor by code (case-insensitive).
   * @throws AppError `GAME_NOT_FOUND` for an unknown code.
   */
  vendor(code: string): VendorRow {
    const v = this.repo.vendorByCode(code);
    if (!v) throw fail('GAME_NOT_FOUND', `Unknown game vendor '${code.slice(0, 32)}'`);
    return v;
  }

  /** The vendor of '' / undefined is "any". */
  private optionalVendor(code: string | undefined): VendorRow | undefined {
    return code === undefined || code === '' ? undefined : this.vendor(code);
  }

  /** `GET /lgw/games/game_menus`: the brand's menus with their vendor cards (SPORTS also lists ESPORTS and COCKFIGHT). */
  menus(): GameMenus {
    const vendors = this.repo.vendors();
    const hidden = this.hiddenTypes();
    return {
      menus: this.config.menus
        .filter((m) => !hidden.includes(m.gameType))
        .map((m) => {
          const types = new Set<string>([m.gameType, ...(m.includes ?? [])]);
          return {
            gameType: m.gameType,
            route: m.route,
            labelName: m.labelName,
            isNew: m.isNew,
            bannerGroup: m.bannerGroup,
            vendors: vendors.filter((v) => types.has(v.game_type)).map((v) => this.toCard(v)),
          };
        }),
    };
  }

  /** `GET /wps/relay/GCSGAME_newGameVendor`: one lane per menu category with its own vendors. */
  lanes(): NewGameVendor {
    const vendors = this.repo.vendors();
    const hidden = this.hiddenTypes();
    return {
      data: {
        lanes: this.config.menus
          .filter((m) => !hidden.includes(m.gameType))
          .map((m) => ({
            title: m.labelName,
            gameClassify: LANE_CLASSIFY[m.gameType] ?? m.gameType.toLowerCase(),
            gameType: m.gameType,
            cards: vendors.filter((v) => v.game_type === m.gameType).map((v) => this.toCard(v)),
          })),
      },
    };
  }

  /**
   * `GET /wps/relay/GCSGAME_gameList` (§3 Game query). Empty strings and 0 mean "any"; a page past
   * the end has an empty list and the same totals.
   * @throws AppError `GAME_NOT_FOUND` for an unknown vassalage.
   */
  list(q: GameListQuery): GameList {
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 42;
    const vendor = this.optionalVendor(q.vassalage);
    const filter: GameFilter = {
      gameType: q.gameType ? q.gameType : undefined,
      vendorId: vendor?.id,
      gameClassify: q.gameClassify ? q.gameClassify : undefined,
      minBetMinor: q.minBet !== undefined && q.minBet > 0 ? this.wallet.toMinor(q.minBet) : undefined,
      minLines: q.minLineNum !== undefined && q.minLineNum > 0 ? q.minLineNum : undefined,
      name: q.gameName ? q.gameName : undefined,
      hiddenTypes: this.hiddenTypes(),
    };
    const totalCount = this.repo.countGames(filter);
    const offset = (pageNo - 1) * pageSize;
    const rows = offset < totalCount ? this.repo.listGames(filter, pageSize, offset) : [];
    return {
      list: rows.map((r) => this.toGame(r)),
      pageNo,
      pageSize,
      totalCount,
      totalPages: pages(totalCount, pageSize),
      classifies: this.repo.classifies(filter),
    };
  }

  /**
   * `GET /wps/relay/GCSGAME_getVassGameType`: a vendor's filter options (min bets in major units).
   * @throws AppError `GAME_NOT_FOUND` for an unknown or missing vassalage.
   */
  vassOptions(vassalage: string | undefined): VassGameType {
    if (!vassalage) throw invalid('querystring/vassalage', 'is required');
    const v = this.vendor(vassalage);
    const o = this.repo.vendorOptions(v.id);
    return {
      vassalage: v.code,
      gameClassifies: o.classifies,
      minBets: o.minBetsMinor.map((m) => this.wallet.toMajor(m)),
      lines: o.lines,
    };
  }

  /** `GET /wps/relay/GCSGAME_hotGamesV2`: up to 48 hot games, of one vendor when given. */
  hot(vassalage: string | undefined): GamesValue {
    const v = this.optionalVendor(vassalage);
    return { list: this.repo.hotGames(v?.id, 48, this.hiddenTypes()).map((r) => this.toGame(r)) };
  }

  /** `GET /lgw/games/popular`: the `count` most launched games. */
  popular(count: number): GamesValue {
    return { list: this.repo.popular(count, this.hiddenTypes()).map((r) => this.toGame(r)) };
  }

  /** `GET /wps/relay/GCSGAME_getRankList`: the 20 biggest wins, players masked ('de***1'). */
  rankList(): RankList {
    const symbol = this.brand.current().site.currency.symbol;
    return {
      list: this.repo.biggestWins(20).map((w) => ({
        player: w.masked === 1 ? w.player : maskPlayer(w.player),
        gameName: w.gameName,
        prize: this.wallet.toMajor(w.prizeMinor),
        currencySymbol: symbol,
      })),
    };
  }

  /** `GET /wps/relay/GLS2_roomList`: PVP rooms, of one vendor when given. */
  rooms(vassalage: string | undefined): RoomList {
    const v = this.optionalVendor(vassalage);
    return {
      list: this.repo.rooms(v?.id, this.hiddenTypes()).map((r) => ({
        roomId: r.id,
        roomName: r.room_name,
        vendor: r.vendor_code,
        minBet: this.wallet.toMajor(r.min_bet_minor),
        players: r.players,
      })),
    };
  }

  /**
   * The game of a favourite payload.
   * @throws AppError `GAME_NOT_FOUND` when no game has that nodeId or its vendor differs.
   */
  private favouriteGame(p: FavoritePayload): GameRow {
    const game = this.repo.gameByNodeId(p.nodeId);
    if (!game || game.vendor_code.toUpperCase() !== p.vendor.toUpperCase())
      throw fail('GAME_NOT_FOUND', `No game with nodeId ${p.nodeId} at vendor '${p.vendor.slice(0, 32)}'`);
    return game;
  }

  /** `POST /wps/relay/MCSFE_addFavoriteGame` (idempotent). */
  addFavourite(userId: number, p: FavoritePayload): void {
    this.repo.addFavourite(userId, this.favouriteGame(p).id, this.now());
  }

  /** `POST /wps/relay/MCSFE_removeFavoriteGame` (removing an absent favourite succeeds). */
  removeFavourite(userId: number, p: FavoritePayload): void {
    this.repo.removeFavourite(userId, this.favouriteGame(p).id);
  }

  /** `GET /wps/relay/MCSFE_getFavoriteGames`: the ids of every favourite, newest first. */
  favouriteIds(userId: number): FavoriteIds {
    const rows = this.repo.favourites(userId, 10_000, 0, this.hiddenTypes());
    return {
      list: rows.map((r): FavoriteId => ({
        nodeId: r.node_id,
        vendor: r.vendor_code,
        gameType: r.game_type as GameCategory,
      })),
    };
  }

  /** `GET /wps/relay/MCSFE_getFavoriteGamesList`: favourite games, newest first. */
  favouritesPage(userId: number, pageNo: number, pageSize: number): FavoriteGamesList {
    const hidden = this.hiddenTypes();
    const total = this.repo.countFavourites(userId, hidden);
    return {
      content: this.repo
        .favourites(userId, pageSize, (pageNo - 1) * pageSize, hidden)
        .map((r) => this.toGame(r)),
      totalPages: pages(total, pageSize),
    };
  }

  /** `GET /wps/relay/GCS_recentGame`: launched games, most recent first. */
  recent(userId: number, pageNo: number, pageSize: number): RecentGames {
    const hidden = this.hiddenTypes();
    const total = this.repo.countRecent(userId, hidden);
    return {
      list: this.repo.recent(userId, pageSize, (pageNo - 1) * pageSize, hidden).map((r) => this.toGame(r)),
      totalPages: pages(total, pageSize),
    };
  }

  /** Vendor codes that have a transfer wallet (every vendor but the in-house one). */
  walletVendors(): string[] {
    return this.repo
      .vendors()
      .filter((v) => v.game_type !== 'INHOUSE')
      .map((v) => v.code);
  }

  /**
   * Checks the vendor side of a wallet transfer and returns its canonical code.
   * @param incoming money goes to the vendor (refused under maintenance; taking money out is allowed).
   * @throws AppError `GAME_NOT_FOUND` (unknown), 400 `VALIDATION` (in-house), `GAME_MAINTENANCE`.
   */
  walletVendor(code: string, incoming: boolean): string {
    const v = this.vendor(code);
    if (v.game_type === 'INHOUSE')
      throw invalid('body', 'in-house games play from the MAIN wallet; no transfer needed');
    if (incoming && this.vendorUnderMaintenance(v.code))
      throw fail('GAME_MAINTENANCE', this.config.maintenanceMessage);
    return v.code;
  }

  /**
   * A game's thumbnail: the generated art of core/game-art.ts (its category's motif, the vendor
   * badge and its name, colours from its code) at the size of its category, or null.
   */
  thumbnailSvg(gameId: number): string | null {
    const row = this.repo.gameById(gameId);
    if (!row) return null;
    const { width, height } = thumbSize(row.game_type);
    return gameArtSvg(
      {
        gameCode: row.game_code,
        gameName: row.game_name,
        vendor: row.vendor_code,
        gameType: row.game_type as GameCategory,
      },
      { width, height, label: `${row.game_name} · ${row.vendor_code}` },
    );
  }

  /** A deterministic SVG logo of a vendor (200×80), or null. */
  vendorLogoSvg(code: string): string | null {
    const v = this.repo.vendorByCode(code);
    if (!v) return null;
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80" role="img" aria-label="${escapeXml(v.title)}">`,
      `<rect width="200" height="80" rx="12" fill="${escapeXml(v.color)}"/>`,
      `<text x="100" y="40" dominant-baseline="central" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="22" fill="#ffffff">${escapeXml(v.title)}</text>`,
      '</svg>',
    ].join('');
  }
}
