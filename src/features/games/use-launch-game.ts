import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessageKey } from '../../lib/api/errors';
import { gamesKeys, launchGame, merchantCode, merchantWalletQuery } from '../../lib/api/games';
import { recallAll, walletKeys } from '../../lib/api/wallet-keys';
import { getSession } from '../../lib/session';
import { openModal } from '../../lib/ui-store';
import { newRequestId, restorePendingRecall, storeGameFrame, takePendingRecall } from './game-frame-store';
import { decideLaunch, pickGameUrl, type LaunchEntry } from './launch-logic';

/** A launch failure as the player sees it (§8): an i18n key, the server's text, and whether Retry helps. */
export interface LaunchFailure {
  entry: LaunchEntry;
  key: string;
  serverMessage: string;
  retryable: boolean;
}

export interface LaunchState {
  /** Entry being launched, for a busy indicator on its tile. */
  pending: LaunchEntry | null;
  failure: LaunchFailure | null;
  /** Vendor whose games the vassalage popup lists (§2 "Game popup"). */
  popup: { vassalage: string; title: string; gameType: LaunchEntry['gameType'] } | null;
}

/**
 * Maps a launch error to what the player sees (§8): game maintenance, game not found, invalid URL
 * (contact customer service), network abnormal / timeout (retry), anything else unknown. Returns
 * null for the errors answered with a modal instead (not logged in → login popup, trial → need a
 * real account), after opening that modal.
 */
export function describeLaunchError(error: unknown, entry: LaunchEntry): LaunchFailure | null {
  if (error instanceof ApiError) {
    if (error.code === 'UNAUTHORIZED' || error.status === 401) {
      openModal('loginPopup');
      return null;
    }
    if (error.code === 'TRIAL_ACCOUNT') {
      openModal('needRealAccount');
      return null;
    }
    if (error.code === 'GAME_MAINTENANCE')
      return { entry, key: 'games:errors.maintenance', serverMessage: error.message, retryable: false };
    if (error.code === 'MODULE_DISABLED')
      return { entry, key: 'games:errors.notAvailable', serverMessage: '', retryable: false };
    if (error.code === 'GAME_NOT_FOUND')
      return { entry, key: 'games:errors.notFound', serverMessage: '', retryable: false };
    const retryable = error.kind !== 'platform';
    return {
      entry,
      key: errorMessageKey(error),
      serverMessage: error.kind === 'platform' ? error.message : '',
      retryable,
    };
  }
  if (error instanceof InvalidGameUrlError)
    return { entry, key: 'games:errors.invalidUrl', serverMessage: '', retryable: false };
  return { entry, key: 'common:errors.unknown', serverMessage: '', retryable: true };
}

/**
 * A new empty browser window for a game that opens in its own window, cut off from this page
 * (`opener` null), or null when the browser blocks it.
 */
function openBlankWindow(): Window | null {
  const opened = window.open('', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

/** The launch object carried no usable iframe URL (§8 "invalid URL … contact customer service"). */
export class InvalidGameUrlError extends Error {
  constructor() {
    super('The game address is not valid');
    this.name = 'InvalidGameUrlError';
  }
}

/**
 * True when the brand is known (cached `GCS_merchantWallet`) to use a single wallet: no game
 * wallet then holds money and nothing is recalled. Unknown counts as transfer wallets.
 */
export function knownSingleWallet(queryClient: QueryClient): boolean {
  return queryClient.getQueryData(merchantWalletQuery().queryKey)?.isSingle === true;
}

/**
 * Brings the money back from the game wallets after a game (docs/contract-wallet.md "Money never
 * strands"): `MCS_recallAll { requestId }` with the launch's own recall id (idempotent: Back and
 * the route change that follows are one movement), then invalidates `['wallet']` so the header
 * balance is fresh. Does nothing without a token, without a pending recall or with a single
 * wallet; a failed recall is put back so the next exit retries it (the next log-in recalls on the
 * server in any case).
 */
export async function recallFunds(queryClient: QueryClient): Promise<void> {
  if (!getSession().token || knownSingleWallet(queryClient)) return;
  const pending = takePendingRecall();
  if (!pending) return;
  try {
    await recallAll(pending.requestId);
  } catch {
    restorePendingRecall(pending.requestId);
  } finally {
    await queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }
}

/**
 * Launches games for a lobby (§4 Launch logic): runs {@link decideLaunch}, opens the login popup
 * or the need-real-account warning, shows the vassalage popup, routes lottery and in-house games,
 * and otherwise calls `POST /wps/game/launchGame` (§3 fields, Language header). The entry names
 * what to launch: a game tile's `gameId`, a PVP room's `roomId` (`roomEntry`, §3 "gameId (or
 * roomId)"; a launched room also refreshes the room lists) or a vendor card's `nodeId`. A launch
 * object with an iframe URL (`game_url` or `game_url2`) is stored (sessionStorage `gameUrl`) and
 * the player goes to /game (a sea lottery, `TCG_SEA`, opens in its own window instead); an in-house
 * game goes to /inhouse. Failures become a {@link LaunchFailure}
 * with Retry where it helps.
 */
export function useLaunchGame() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LaunchState>({ pending: null, failure: null, popup: null });
  const busy = useRef(false);

  const launch = useCallback(
    async (entry: LaunchEntry): Promise<void> => {
      if (busy.current) return;
      if (entry.gameType === 'INHOUSE') {
        void navigate(entry.gameCode ? `/inhouse?game=${encodeURIComponent(entry.gameCode)}` : '/inhouse');
        return;
      }
      const decision = decideLaunch(entry, getSession(), {
        merchantCode: merchantCode(),
        language: i18n.language,
        requestId: newRequestId(),
      });
      switch (decision.kind) {
        case 'login':
          openModal('loginPopup');
          return;
        case 'needRealAccount':
          openModal('needRealAccount');
          return;
        case 'lotteryRoute':
          void navigate(decision.path);
          return;
        case 'vassalagePopup':
          setState((s) => ({
            ...s,
            failure: null,
            popup: {
              vassalage: decision.vassalage,
              title: entry.gameName ?? entry.vendor,
              gameType: entry.gameType,
            },
          }));
          return;
        case 'launch':
          break;
      }
      busy.current = true;
      setState((s) => ({ ...s, pending: entry, failure: null }));
      // A sea lottery opens in its own window (§4). The window is opened now, while the click still
      // counts as the player's gesture (a window opened after the launch call would be blocked), and
      // pointed at the game once the launch answers; when the browser blocks it, the game opens in
      // the page's frame instead.
      const ownWindow = decision.target === 'window' ? openBlankWindow() : null;
      try {
        const launched = await launchGame(decision.request);
        void queryClient.invalidateQueries({ queryKey: walletKeys.all });
        void queryClient.invalidateQueries({ queryKey: gamesKeys.recents() });
        if (entry.roomId !== undefined)
          void queryClient.invalidateQueries({ queryKey: gamesKeys.roomLists() });
        if (launched.gameType === 'INHOUSE') {
          ownWindow?.close();
          setState({ pending: null, failure: null, popup: null });
          void navigate('/inhouse');
          return;
        }
        if (launched.isGame === 'VASSALAGE' && !launched.game_url && !launched.game_url2) {
          // The platform answers a vassalage vendor with its flag and no URL: show its game list.
          ownWindow?.close();
          setState({
            pending: null,
            failure: null,
            popup: {
              vassalage: launched.vassalage || entry.vassalage,
              title: entry.gameName ?? entry.vendor,
              gameType: entry.gameType,
            },
          });
          return;
        }
        const url = pickGameUrl(launched, window.location.href);
        if (!url) throw new InvalidGameUrlError();
        if (ownWindow) {
          ownWindow.location.href = url;
          setState({ pending: null, failure: null, popup: null });
          return;
        }
        storeGameFrame(url, {
          vendor: launched.vendor || entry.vendor,
          gameName: entry.gameName ?? launched.gameCode,
          returnTo: `${location.pathname}${location.search}`,
        });
        setState({ pending: null, failure: null, popup: null });
        void navigate('/game');
      } catch (error) {
        ownWindow?.close();
        setState((s) => ({ ...s, pending: null, failure: describeLaunchError(error, entry) }));
      } finally {
        busy.current = false;
      }
    },
    [i18n.language, location.pathname, location.search, navigate, queryClient],
  );

  const dismiss = useCallback(() => setState((s) => ({ ...s, failure: null })), []);
  const closePopup = useCallback(() => setState((s) => ({ ...s, popup: null })), []);
  const retry = useCallback(() => {
    const entry = state.failure?.entry;
    if (entry) void launch(entry);
  }, [launch, state.failure]);

  return { ...state, launch, dismiss, retry, closePopup };
}

export type GameLauncher = ReturnType<typeof useLaunchGame>;
