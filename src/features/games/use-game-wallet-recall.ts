import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { merchantWalletQuery } from '../../lib/api/games';
import { balanceQuery } from '../../lib/api/queries';
import { newRequestId, recallAllKeepalive, transferWallet, walletKeys } from '../../lib/api/wallet';
import { useSession } from '../../lib/session';
import { restorePendingRecall, takePendingRecall } from './game-frame-store';
import { knownSingleWallet, recallFunds } from './use-launch-game';

/** While a game frame is open the header balance is refetched this often (ms). */
export const BALANCE_POLL_MS = 15_000;

// A recall scheduled by an unmount waits one tick: a remount in between (React StrictMode in
// development) cancels it, so only really leaving the game page recalls the funds.
let pendingUnmountRecall: number | null = null;

/**
 * Makes the money follow the player out of a game frame (docs/contract-wallet.md "Money never
 * strands", issue 12), for the page showing the frame of `vendor` (null: no game was launched,
 * nothing happens):
 * - leaving the page inside the site (a header or menu link, the back button, "Return to lobby"):
 *   the page unmounts and {@link recallFunds} recalls every game wallet (`MCS_recallAll` with the
 *   launch's recall id);
 * - the tab closing or reloading, or going to another site (`pagehide`): the same recall sent with
 *   `fetch(…, { keepalive: true })` ({@link recallAllKeepalive});
 * - the page coming back from the back-forward cache (`pageshow` persisted) after that recall: the
 *   money goes back into the game wallet (`GCS_walletTransfer` MAIN → vendor, ALL) and `resumes`
 *   grows, so the page reloads its frame;
 * - while the frame is open the header balance (`['wallet','balance']`) is refetched every
 *   {@link BALANCE_POLL_MS}.
 * A session that ends meanwhile is covered by the server: the next log-in recalls.
 * @returns `resumes`: how many times the game was resumed from the back-forward cache (a key for
 *   the frame).
 */
export function useGameWalletRecall(vendor: string | null): { resumes: number } {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const active = vendor !== null && token !== null;
  const [resumes, setResumes] = useState(0);
  // The keepalive recall sent by the last pagehide, until the page shows again.
  const hidden = useRef<Promise<boolean> | null>(null);

  useQuery({ ...balanceQuery(), enabled: active, refetchInterval: BALANCE_POLL_MS });
  // Known before the page can go away: a single-wallet brand recalls nothing.
  useQuery({ ...merchantWalletQuery(), enabled: active });

  useEffect(() => {
    if (vendor === null) return undefined;
    if (pendingUnmountRecall !== null) {
      window.clearTimeout(pendingUnmountRecall);
      pendingUnmountRecall = null;
    }
    return () => {
      pendingUnmountRecall = window.setTimeout(() => {
        pendingUnmountRecall = null;
        void recallFunds(queryClient);
      }, 0);
    };
  }, [queryClient, vendor]);

  useEffect(() => {
    if (vendor === null) return undefined;
    const onHide = (): void => {
      if (knownSingleWallet(queryClient)) return;
      const pending = takePendingRecall();
      if (!pending) return;
      const sent = recallAllKeepalive(pending.requestId).then((ok) => {
        // Not recalled: the money is still in the game wallet, the next exit tries again.
        if (!ok) restorePendingRecall(pending.requestId);
        return ok;
      });
      hidden.current = sent;
    };
    const onShow = (event: PageTransitionEvent): void => {
      const sent = hidden.current;
      hidden.current = null;
      if (!event.persisted || !sent) return;
      void (async () => {
        // The recall must have landed before the money goes back, or it would recall it again.
        if (!(await sent)) return;
        try {
          await transferWallet({ requestId: newRequestId(), from: 'MAIN', to: vendor, amount: 'ALL' });
        } catch {
          // The money stays in MAIN: the game shows an empty wallet, the lobby relaunches it.
        }
        restorePendingRecall(newRequestId());
        setResumes((n) => n + 1);
        await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      })();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
    };
  }, [queryClient, vendor]);

  return { resumes };
}
