/**
 * Game lobby, launch, wallet-transfer and in-house shapes (docs/contract-games.md, §3). They come
 * from the JSON Schemas in `schemas/api/` through the generated `schemas/generated/api.ts`, so the
 * site and the reference server share one definition.
 */
import type {
  DiceBetValue,
  FavoritePayload,
  GameList,
  InhouseRound,
  LaunchObject,
  WalletTransferValue,
} from '../../../schemas/generated/api';

export type {
  CrashRound,
  Game,
  GameCategory,
  GameMenu,
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
  VendorCard,
  VendorLane,
} from '../../../schemas/generated/api';

/** §4: `VASSALAGE` means "show the vendor's game list in a popup". */
export type IsGame = LaunchObject['isGame'];
/** A page of `GCSGAME_gameList`. A page past the end has an empty list and the same totals. */
export type GamePage = GameList;
/** Favourite id (§3 "Favourite payload: nodeId, vendor, gameType"). */
export type FavouriteKey = FavoritePayload;
/** `GCS_walletTransfer` answer. */
export type WalletTransferResult = WalletTransferValue;
export type InhouseGame = InhouseRound['game'];
/** Answer of a dice or crash bet: `roll` for dice, `crashPoint` for crash. */
export type InhouseBetResult = Omit<DiceBetValue, 'roll' | 'game'> & {
  game: InhouseGame;
  roll?: number;
  crashPoint?: number;
};
