import type { Game, GameCategory, IsGame, LaunchRequest, Room, VendorCard } from '../../lib/api/games-types';
import type { Session } from '../../lib/session';
import { isTrial } from '../../lib/session';

/**
 * What a player clicked to play: a game tile (gameId), a PVP room (roomId) or a vendor card
 * (nodeId only). Names are the §3 launch request's.
 */
export interface LaunchEntry {
  nodeId: number;
  vendor: string;
  vassalage: string;
  gameType: GameCategory;
  /** `VASSALAGE` → popup list of the vendor's games (§4); absent or `DIRECT` → launch. */
  isGame?: IsGame;
  gameId?: number;
  roomId?: number;
  gameCode?: string;
  /** Shown as the frame title on /game. */
  gameName?: string;
}

/** The platform's context a launch needs besides the session. */
export interface LaunchContext {
  merchantCode: string;
  language: string;
  requestId: string;
}

export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'needRealAccount' }
  | { kind: 'vassalagePopup'; vassalage: string }
  | { kind: 'lotteryRoute'; path: string }
  /**
   * `target: 'frame'` → the in-page frame (/game); `'window'` → its own browser window (the SEA
   * lottery, §4 "a sea lottery opens its own window").
   */
  | { kind: 'launch'; request: LaunchRequest; target: 'frame' | 'window' };

/** Vendor code of the SEA lottery; lottery nav items launch it (§4). */
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

function withGameCode(path: string, gameCode: string | undefined, extra = ''): string {
  return gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}${extra}` : path;
}

/**
 * §4 Launch logic, as a pure decision:
 * 1. no token → `login` (the login popup; §5 "actions needing login show the login popup");
 * 2. lottery types go to their route: `LOTT` (Vietnamese lottery) → `/vnlottery?gameCode=`, any other
 *    `ELOTT` game → `/lottery?gameCode=&playType=betting` (its betting view; without a game code the
 *    /lottery lobby); the SEA lottery vendor (`TCG_SEA`) is the exception: it is launched like any
 *    vendor game (steps 3–5) but opens in its own window (`target: 'window'`);
 * 3. a vassalage-flagged entry (`isGame: 'VASSALAGE'`) → `vassalagePopup`: the popup lists the
 *    vendor's games, each of which is launched through this function again;
 * 4. a trial account (type 4, §6) → `needRealAccount` (the platform refuses it anyway);
 * 5. otherwise `launch` with the §3 launch request (accountType 1, confirmTrans 0, launchMode GLS,
 *    platform html5-desktop, clientType 3, username = the member's account), in the page's frame
 *    (`target: 'frame'`) or, for the SEA lottery, its own window.
 *
 * Browsing steps (lottery route, vendor popup) come before the trial check so a trial player can
 * still look around; only the launch itself needs a real account.
 */
export function decideLaunch(entry: LaunchEntry, session: Session, context: LaunchContext): LaunchDecision {
  if (!session.token) return { kind: 'login' };
  if (entry.gameType === 'LOTT')
    return { kind: 'lotteryRoute', path: withGameCode('/vnlottery', entry.gameCode) };
  const seaLottery = entry.vendor === SEA_LOTTERY_VENDOR;
  if (entry.gameType === 'ELOTT' && !seaLottery)
    return { kind: 'lotteryRoute', path: withGameCode('/lottery', entry.gameCode, '&playType=betting') };
  if (entry.isGame === 'VASSALAGE' && entry.gameId === undefined && entry.roomId === undefined) {
    return { kind: 'vassalagePopup', vassalage: entry.vassalage };
  }
  if (isTrial(session.member)) return { kind: 'needRealAccount' };
  const request: LaunchRequest = {
    nodeId: entry.nodeId,
    accountType: 1,
    confirmTrans: 0,
    vassalage: entry.vassalage,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: 3,
    username: session.member?.account ?? '',
    merchantCode: context.merchantCode,
    language: context.language,
    requestId: context.requestId,
  };
  if (entry.gameId !== undefined) request.gameId = entry.gameId;
  else if (entry.roomId !== undefined) request.roomId = entry.roomId;
  return { kind: 'launch', request, target: seaLottery ? 'window' : 'frame' };
}

/**
 * The iframe URL of a launch object (§4 "an iframe game URL (game_url or game_url2)"), or null
 * when neither is a usable http(s) URL — §8 "invalid URL". Relative URLs resolve against `base`
 * (the simulated vendor is served by the platform itself).
 */
export function pickGameUrl(launch: { game_url: string; game_url2: string }, base: string): string | null {
  for (const candidate of [launch.game_url, launch.game_url2]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate, base);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // Not a URL: try the next one.
    }
  }
  return null;
}

/** The launch entry of a game tile (launches that game directly). */
export function gameEntry(game: Game): LaunchEntry {
  return {
    nodeId: game.nodeId,
    vendor: game.vendor,
    vassalage: game.vassalage,
    gameType: game.gameType,
    isGame: 'DIRECT',
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
  };
}

/** The launch entry of a vendor card (§4 "other categories launch the vendor's game directly"). */
export function vendorEntry(card: VendorCard): LaunchEntry {
  return {
    nodeId: card.nodeId,
    vendor: card.vendor,
    vassalage: card.vassalage,
    gameType: card.gameType,
    isGame: card.isGame,
    gameName: card.title,
  };
}

/**
 * The launch entry of a PVP room (§3 "gameId (or roomId)"): launched by its `roomId`, which the
 * platform resolves before `nodeId`. `card` is the room vendor's card from the game menus when
 * known (its `nodeId` is sent as the request's `nodeId`); without it `nodeId` is 0. The room's
 * vendor code is the `vassalage`, and its name titles the game frame.
 */
export function roomEntry(room: Room, card?: Pick<VendorCard, 'nodeId'>): LaunchEntry {
  return {
    nodeId: card?.nodeId ?? 0,
    vendor: room.vendor,
    vassalage: room.vendor,
    gameType: 'PVP',
    isGame: 'DIRECT',
    roomId: room.roomId,
    gameName: room.roomName,
  };
}
