import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest, DEFAULT_MERCHANT, isObject } from './client';
import type {
  CrashRound,
  FavouriteKey,
  Game,
  GameCategory,
  GameMenu,
  GamePage,
  InhouseBetResult,
  InhouseRound,
  LaunchObject,
  LaunchRequest,
  RankEntry,
  WinnerEntry,
  Room,
  RoomList,
  SeedRotation,
  SeedState,
  VassGameType,
  VendorLane,
} from './games-types';
import { getSession } from '../session';

// One typed function per games call of docs/contract-games.md, with its queryOptions next to it
// (STYLE.md). Kept apart from endpoints.ts so the games chunk carries them, not the initial one.

const hasList = <T>(v: unknown): v is { list: T[] } => isObject(v) && Array.isArray(v.list);
const hasListPages = <T>(v: unknown): v is { list: T[]; totalPages: number } =>
  hasList(v) && typeof (v as { totalPages?: unknown }).totalPages === 'number';

/** §9 "Game page size 42". */
export const GAME_PAGE_SIZE = 42;
/** The platform refuses longer game-name searches (contract: ≤ 100 characters). */
export const GAME_NAME_MAX = 100;
/** §9 hot games platform. */
export const HOT_GAMES_PLATFORM = 'flash,html5-desktop';
/** §3 launch / vendor platform. */
export const LAUNCH_PLATFORM = 'html5-desktop';
/** §9 favourites and recent clientType (also the game query's). */
export const CLIENT_TYPE = 3;
/** sessionStorage key of the vendor lanes (§3 Storage: "Session caches vendors (lanes)"). */
export const LANES_STORAGE_KEY = 'gameVendorLanes';

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** The brand's merchant code as stored at boot (§3 Storage), else the configured default. */
export function merchantCode(): string {
  return storage()?.getItem('merchantCode') ?? DEFAULT_MERCHANT;
}

/** Sends the token when one is stored: "token?" calls of the contract (guests may browse). */
const optionalToken = (): boolean => getSession().token !== null;

/** Query-key factories of the games resources (STYLE.md: hierarchical keys, invalidate by prefix). */
export const gamesKeys = {
  all: ['games'] as const,
  menus: (language: string) => ['games', 'menus', language] as const,
  lanes: () => ['games', 'lanes'] as const,
  lists: () => ['games', 'list'] as const,
  list: (query: GameQueryInput) => ['games', 'list', query] as const,
  vassType: (vassalage: string) => ['games', 'vassType', vassalage] as const,
  hot: (vassalage: string, language: string) => ['games', 'hot', vassalage, language] as const,
  popular: (count: number) => ['games', 'popular', count] as const,
  rank: () => ['games', 'rank'] as const,
  winners: (count: number) => ['games', 'winners', count] as const,
  /** Every room list (prefix: invalidated after a PVP launch). */
  roomLists: () => ['games', 'rooms'] as const,
  rooms: (account: string, vassalage: string) => ['games', 'rooms', account, vassalage] as const,
  /** Both favourite queries of `account` (prefix: invalidated after a toggle). */
  favourites: (account: string) => ['games', 'favourites', account] as const,
  favouriteIds: (account: string) => ['games', 'favourites', account, 'ids'] as const,
  favouriteList: (account: string) => ['games', 'favourites', account, 'list'] as const,
  /** Every account's recent games (prefix: invalidated after a launch). */
  recents: () => ['games', 'recent'] as const,
  recent: (account: string) => ['games', 'recent', account] as const,
  merchantWallet: () => ['games', 'merchantWallet'] as const,
  inhouseSeed: (account: string) => ['inhouse', account, 'seed'] as const,
  inhouseRounds: (account: string) => ['inhouse', account, 'rounds'] as const,
};

// ---------------------------------------------------------------------------------------------
// Menus and vendor lanes

/** Category menus (`GET /lgw/games/game_menus`) in the given language. */
export const getGameMenus = (language: string) =>
  apiRequest<{ menus: GameMenu[] }>('GET', '/lgw/games/game_menus', {
    query: { language },
    validate: (v): v is { menus: GameMenu[] } => isObject(v) && Array.isArray(v.menus),
  }).then((value) => value.menus);

export const gameMenusQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.menus(language),
    queryFn: () => getGameMenus(language),
    staleTime: 5 * 60_000,
  });

/** Reads the session's cached vendor lanes; undefined when absent or unreadable. */
export function readCachedLanes(): VendorLane[] | undefined {
  try {
    const raw = storage()?.getItem(LANES_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as VendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the vendor lanes for the rest of the session; a full or blocked storage is ignored. */
export function writeCachedLanes(lanes: readonly VendorLane[]): void {
  try {
    storage()?.setItem(LANES_STORAGE_KEY, JSON.stringify(lanes));
  } catch {
    // Private mode or a full storage: the lanes are simply fetched again next time.
  }
}

/**
 * Vendor lanes (`GCSGAME_newGameVendor`, §3 "reply value.data.lanes cached", §7) with
 * `platform=html5-desktop` and the merchant code. A successful answer is written to
 * sessionStorage ({@link LANES_STORAGE_KEY}). A failed fetch rejects with no user message of its
 * own (§8 "Failed vendor fetch rejects with no user message").
 */
export async function getVendorLanes(): Promise<VendorLane[]> {
  const value = await apiRequest<{ data: { lanes: VendorLane[] } }>(
    'GET',
    '/wps/relay/GCSGAME_newGameVendor',
    {
      query: { platform: LAUNCH_PLATFORM, merchantCode: merchantCode() },
      validate: (v): v is { data: { lanes: VendorLane[] } } =>
        isObject(v) && isObject(v.data) && Array.isArray(v.data.lanes),
    },
  );
  writeCachedLanes(value.data.lanes);
  return value.data.lanes;
}

/** Lanes query: seeded from the session cache (`initialData`), so a cached session does not refetch. */
export const vendorLanesQuery = () =>
  queryOptions({
    queryKey: gamesKeys.lanes(),
    queryFn: getVendorLanes,
    initialData: readCachedLanes,
    staleTime: Infinity,
  });

// ---------------------------------------------------------------------------------------------
// Game list (§3 Game query)

/** What a screen chooses for the §3 game query; the rest is filled by {@link buildGameQuery}. */
export interface GameQueryInput {
  gameType?: GameCategory;
  vassalage?: string;
  gameClassify?: string;
  minBet?: number;
  /** Minimum number of lines (`minLineNum`). */
  minLineNum?: number;
  gameName?: string;
  pageSize?: number;
  language?: string;
  channel?: string;
}

/**
 * Builds the §3 game query for `GCSGAME_gameList`: pageNo (default 1), pageSize (default 42,
 * §9), gameClassify, minBet, clientType 3, platform, channel, merchant, gameType, vassalage,
 * gameName (trimmed; cut to 100 characters, the platform's limit), minLineNum, language.
 * Empty choices are left out so the server applies no filter.
 */
export function buildGameQuery(
  input: GameQueryInput,
  pageNo = 1,
): Record<string, string | number | undefined> {
  const name = input.gameName?.trim().slice(0, GAME_NAME_MAX);
  return {
    pageNo: pageNo >= 1 ? Math.floor(pageNo) : 1,
    pageSize: input.pageSize ?? GAME_PAGE_SIZE,
    gameClassify: input.gameClassify || undefined,
    minBet: input.minBet,
    clientType: CLIENT_TYPE,
    platform: LAUNCH_PLATFORM,
    channel: input.channel,
    merchant: merchantCode(),
    gameType: input.gameType,
    vassalage: input.vassalage || undefined,
    gameName: name || undefined,
    minLineNum: input.minLineNum,
    language: input.language,
  };
}

/** One page of games (`GCSGAME_gameList`, token optional). */
export const getGameList = (input: GameQueryInput, pageNo: number, signal?: AbortSignal) =>
  apiRequest<GamePage>('GET', '/wps/relay/GCSGAME_gameList', {
    query: buildGameQuery(input, pageNo),
    token: optionalToken(),
    signal,
    validate: (v): v is GamePage => hasListPages(v),
  });

/** The next page number, or undefined after the last page (or an empty page). */
export function nextGamePage(last: GamePage): number | undefined {
  return last.list.length > 0 && last.pageNo < last.totalPages ? last.pageNo + 1 : undefined;
}

/** Infinite game list, 42 per page (§9), keyed by the query. */
export const gameListQuery = (input: GameQueryInput) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.list(input),
    queryFn: ({ pageParam, signal }) => getGameList(input, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
    staleTime: 60_000,
  });

/** Filter options of a vendor (`GCSGAME_getVassGameType`). */
export const getVassGameType = (vassalage: string) =>
  apiRequest<VassGameType>('GET', '/wps/relay/GCSGAME_getVassGameType', {
    query: { vassalage },
    token: optionalToken(),
    validate: (v): v is VassGameType => isObject(v) && Array.isArray(v.gameClassifies),
  });

export const vassGameTypeQuery = (vassalage: string) =>
  queryOptions({
    queryKey: gamesKeys.vassType(vassalage),
    queryFn: () => getVassGameType(vassalage),
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------------------------------------
// Hot, popular, winners

/** §3 Hot game request: merchantCode, isPlatform 2, vassalage, platform 'flash,html5-desktop', language. */
export const getHotGames = (vassalage: string, language: string) =>
  apiRequest<{ list: Game[] }>('GET', '/wps/relay/GCSGAME_hotGamesV2', {
    query: {
      merchantCode: merchantCode(),
      isPlatform: 2,
      vassalage: vassalage || undefined,
      platform: HOT_GAMES_PLATFORM,
      language,
    },
    validate: hasList,
  }).then((value) => value.list);

export const hotGamesQuery = (vassalage: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.hot(vassalage, language),
    queryFn: () => getHotGames(vassalage, language),
    staleTime: 5 * 60_000,
  });

/** Popular games (`GET /lgw/games/popular`). */
export const getPopularGames = (count: number) =>
  apiRequest<{ list: Game[] }>('GET', '/lgw/games/popular', { query: { count }, validate: hasList }).then(
    (value) => value.list,
  );

export const popularGamesQuery = (count = 12) =>
  queryOptions({
    queryKey: gamesKeys.popular(count),
    queryFn: () => getPopularGames(count),
    staleTime: 5 * 60_000,
  });

/** Winners leaderboard (`GCSGAME_getRankList`); player names come masked. */
export const getRankList = () =>
  apiRequest<{ list: RankEntry[] }>('GET', '/wps/relay/GCSGAME_getRankList', { validate: hasList }).then(
    (value) => value.list,
  );

export const rankListQuery = () =>
  queryOptions({ queryKey: gamesKeys.rank(), queryFn: getRankList, staleTime: 60_000 });

/**
 * The winners board (`GET /wps/relay/ODSFE2_getWinnerBoard`, §1 winners leaderboard, §3 winner
 * entry): the biggest real wins of the last 30 days, player names masked, prize in major units.
 * @param count how many entries (1–50).
 */
export const getWinnerBoard = (count: number) =>
  apiRequest<{ list: WinnerEntry[] }>('GET', `/wps/relay/ODSFE2_getWinnerBoard?count=${count}`, {
    validate: hasList,
  }).then((value) => value.list);

export const winnerBoardQuery = (count: number) =>
  queryOptions({
    queryKey: gamesKeys.winners(count),
    queryFn: () => getWinnerBoard(count),
    staleTime: 60_000,
  });

// ---------------------------------------------------------------------------------------------
// PVP rooms (token)

const isRoom = (v: unknown): v is Room =>
  isObject(v) &&
  typeof v.roomId === 'number' &&
  typeof v.roomName === 'string' &&
  typeof v.vendor === 'string' &&
  typeof v.minBet === 'number' &&
  typeof v.players === 'number';

/**
 * PVP rooms (`GET /wps/relay/GLS2_roomList`, §7 "PVP rooms (token)"): `{ roomId, roomName, vendor
 * (vendor code), minBet (major currency units), players }` in the platform's order, of one vendor
 * when `vassalage` is given ('' = every vendor). A room is launched with its `roomId` (§3 launch
 * request).
 *
 * @throws ApiError (rejects) `platform` 401 `UNAUTHORIZED` without a stored token or with an expired
 *   one, `platform` `GAME_NOT_FOUND` for an unknown vassalage, `invalid` when an entry is not a
 *   room, `network` / `timeout` / `http` as every call.
 */
export const getRoomList = (vassalage = '', signal?: AbortSignal) =>
  apiRequest<RoomList>('GET', '/wps/relay/GLS2_roomList', {
    query: { vassalage: vassalage || undefined },
    token: true,
    signal,
    validate: (v): v is RoomList => hasList(v) && v.list.every(isRoom),
  }).then((value) => value.list);

/**
 * Room list query, keyed by the member's `account` (a token is required, so another member never
 * sees a cached answer) and the vassalage. Enable it only when a token is stored.
 */
export const roomListQuery = (account: string, vassalage = '') =>
  queryOptions({
    queryKey: gamesKeys.rooms(account, vassalage),
    queryFn: ({ signal }) => getRoomList(vassalage, signal),
    staleTime: 30_000,
  });

// ---------------------------------------------------------------------------------------------
// Favourites and recent (token)

/** Ids of the player's favourites (`MCSFE_getFavoriteGames`). */
export const getFavouriteIds = () =>
  apiRequest<{ list: FavouriteKey[] }>('GET', '/wps/relay/MCSFE_getFavoriteGames', {
    token: true,
    validate: hasList,
  }).then((value) => value.list);

export const favouriteIdsQuery = (account: string) =>
  queryOptions({ queryKey: gamesKeys.favouriteIds(account), queryFn: getFavouriteIds, staleTime: 60_000 });

/** The player's favourite games (`MCSFE_getFavoriteGamesList`, §3 "content, totalPages"). */
export const getFavouriteGames = (pageNo: number, pageSize = GAME_PAGE_SIZE) =>
  apiRequest<{ content: Game[]; totalPages: number }>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', {
    query: { pageNo, pageSize, clientType: CLIENT_TYPE },
    token: true,
    validate: (v): v is { content: Game[]; totalPages: number } => isObject(v) && Array.isArray(v.content),
  });

export const favouriteGamesQuery = (account: string) =>
  queryOptions({ queryKey: gamesKeys.favouriteList(account), queryFn: () => getFavouriteGames(1, 200) });

/** §4 Favourite toggle, add (idempotent on the platform). */
export const addFavourite = (key: FavouriteKey) =>
  apiRequest<null>('POST', '/wps/relay/MCSFE_addFavoriteGame', { body: key, token: true });

/** §4 Favourite toggle, remove. */
export const removeFavourite = (key: FavouriteKey) =>
  apiRequest<null>('POST', '/wps/relay/MCSFE_removeFavoriteGame', { body: key, token: true });

/** Recently launched games, most recent first (`GCS_recentGame`, §3 "list, totalPages"). */
export const getRecentGames = (pageNo = 1, pageSize = GAME_PAGE_SIZE) =>
  apiRequest<{ list: Game[]; totalPages: number }>('GET', '/wps/relay/GCS_recentGame', {
    query: { clientType: CLIENT_TYPE, pageNo, pageSize },
    token: true,
    validate: hasListPages,
  });

export const recentGamesQuery = (account: string) =>
  queryOptions({ queryKey: gamesKeys.recent(account), queryFn: () => getRecentGames(1) });

// ---------------------------------------------------------------------------------------------
// Launch and wallet

/** §3 Game launch (`POST /wps/game/launchGame`); the client adds the Language header. */
export const launchGame = (request: LaunchRequest) =>
  apiRequest<LaunchObject>('POST', '/wps/game/launchGame', {
    body: request,
    token: true,
    validate: (v): v is LaunchObject => isObject(v) && typeof v.game_url === 'string',
  });

/** Wallet mode of the brand (`GCS_merchantWallet`): `isSingle` false means transfer wallets. */
export const getMerchantWallet = () =>
  apiRequest<{ isSingle: boolean }>('GET', '/wps/relay/GCS_merchantWallet', {
    token: true,
    validate: (v): v is { isSingle: boolean } => isObject(v) && typeof v.isSingle === 'boolean',
  });

export const merchantWalletQuery = () =>
  queryOptions({ queryKey: gamesKeys.merchantWallet(), queryFn: getMerchantWallet, staleTime: 10 * 60_000 });

// Wallet endpoints (`GCS_walletTransfer`, `/wps/v2/wallets/list`) have one client each, in
// wallet.ts (`transferWallet`, `walletListQuery`): the games pages use those.

// ---------------------------------------------------------------------------------------------
// In-house provably fair games

const isSeed = (v: unknown): v is SeedState => isObject(v) && typeof v.serverSeedHash === 'string';

export const getInhouseSeed = () =>
  apiRequest<SeedState>('GET', '/wps/inhouse/seed', { token: true, validate: isSeed });

export const inhouseSeedQuery = (account: string) =>
  queryOptions({ queryKey: gamesKeys.inhouseSeed(account), queryFn: getInhouseSeed });

export const setClientSeed = (clientSeed: string) =>
  apiRequest<SeedState>('POST', '/wps/inhouse/seed/client', {
    body: { clientSeed },
    token: true,
    validate: isSeed,
  });

export const rotateSeed = () =>
  apiRequest<SeedRotation>('POST', '/wps/inhouse/seed/rotate', {
    token: true,
    validate: (v): v is SeedRotation =>
      isObject(v) && typeof v.revealedServerSeed === 'string' && isSeed(v.next),
  });

const isBet = (v: unknown): v is InhouseBetResult => isObject(v) && typeof v.roundId === 'number';

export const betDice = (input: {
  requestId: string;
  stake: number;
  target: number;
  direction: 'under' | 'over';
}) =>
  apiRequest<InhouseBetResult>('POST', '/wps/inhouse/dice/bet', {
    body: input,
    token: true,
    validate: isBet,
  });

export const betCrash = (input: { requestId: string; stake: number; cashout: number }) =>
  apiRequest<InhouseBetResult>('POST', '/wps/inhouse/crash/bet', {
    body: input,
    token: true,
    validate: isBet,
  });

const isCrashRound = (v: unknown): v is CrashRound =>
  isObject(v) && typeof v.roundId === 'number' && typeof v.status === 'string';

/** `POST /wps/inhouse/crash/start` (docs/contract-play.md "Live crash"): the stake leaves MAIN now. */
export const startCrash = (input: { requestId: string; stake: number; autoCashout?: number }) =>
  apiRequest<CrashRound>('POST', '/wps/inhouse/crash/start', {
    body: input,
    token: true,
    validate: isCrashRound,
  });

/** `GET /wps/inhouse/crash/round`: a live round at server time now (crash point null while running). */
export const getCrashRound = (roundId: number) =>
  apiRequest<CrashRound>('GET', '/wps/inhouse/crash/round', {
    query: { roundId },
    token: true,
    validate: isCrashRound,
  });

/** `POST /wps/inhouse/crash/cashout`: cashes out at the server's multiplier; refused after the crash. */
export const cashOutCrash = (input: { requestId: string; roundId: number }) =>
  apiRequest<CrashRound>('POST', '/wps/inhouse/crash/cashout', {
    body: input,
    token: true,
    validate: isCrashRound,
  });

export const getInhouseRounds = (pageNo = 1, pageSize = 20) =>
  apiRequest<{ list: InhouseRound[]; totalPages: number }>('GET', '/wps/inhouse/rounds', {
    query: { pageNo, pageSize },
    token: true,
    validate: hasListPages,
  });

export const inhouseRoundsQuery = (account: string) =>
  queryOptions({ queryKey: gamesKeys.inhouseRounds(account), queryFn: () => getInhouseRounds(1, 20) });
