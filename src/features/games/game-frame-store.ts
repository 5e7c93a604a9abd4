/**
 * The open game frame, kept in sessionStorage so /game survives a reload (§4 "An iframe game URL
 * (game_url or game_url2) is stored and navigates to /game"). `gameUrl` holds the URL itself (the
 * spec's key); `gameFrame` the details the frame page and the fund recall need.
 */
export const GAME_URL_KEY = 'gameUrl';
export const GAME_FRAME_KEY = 'gameFrame';

export interface GameFrameInfo {
  /** Vendor whose wallet received the transfer on launch (recalled on leaving, §7 wallet transfer). */
  vendor: string;
  gameName: string;
  /** Lobby the player launched from; the Back button returns there. */
  returnTo: string;
  /**
   * requestId of the recall transfer, null once recalled. One id per launch makes a repeated
   * recall (Back, then leaving the page) a single movement on the platform.
   */
  recallId: string | null;
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

/** A fresh id for idempotent money calls (contract: "idempotent by requestId"). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** Stores the frame opened by a launch. */
export function storeGameFrame(url: string, info: Omit<GameFrameInfo, 'recallId'>): void {
  const s = storage();
  if (!s) return;
  s.setItem(GAME_URL_KEY, url);
  s.setItem(GAME_FRAME_KEY, JSON.stringify({ ...info, recallId: newRequestId() } satisfies GameFrameInfo));
}

/** The stored frame URL and details, or null when no game was launched in this session. */
export function readGameFrame(): { url: string; info: GameFrameInfo } | null {
  const s = storage();
  const url = s?.getItem(GAME_URL_KEY);
  if (!s || !url) return null;
  let info: GameFrameInfo = { vendor: '', gameName: '', returnTo: '/', recallId: null };
  try {
    const raw = s.getItem(GAME_FRAME_KEY);
    if (raw) info = { ...info, ...(JSON.parse(raw) as Partial<GameFrameInfo>) };
  } catch {
    // Unreadable details: the frame still opens; nothing is recalled.
  }
  return { url, info };
}

/**
 * Takes the pending recall (vendor + requestId) and marks it done, so it runs at most once per
 * launch. Null when there is nothing to recall.
 */
export function takePendingRecall(): { vendor: string; requestId: string } | null {
  const frame = readGameFrame();
  if (!frame?.info.recallId || !frame.info.vendor) return null;
  storage()?.setItem(
    GAME_FRAME_KEY,
    JSON.stringify({ ...frame.info, recallId: null } satisfies GameFrameInfo),
  );
  return { vendor: frame.info.vendor, requestId: frame.info.recallId };
}

/** Puts back a recall whose transfer failed, so the next exit from the frame tries again. */
export function restorePendingRecall(requestId: string): void {
  const frame = readGameFrame();
  if (!frame || frame.info.recallId) return;
  storage()?.setItem(
    GAME_FRAME_KEY,
    JSON.stringify({ ...frame.info, recallId: requestId } satisfies GameFrameInfo),
  );
}
