import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { consolidatedQuery } from '../../../lib/api/consolidated';
import type { Contract } from '../../../lib/api/contracts';
import { isTrial, mustChangePassword, useSession } from '../../../lib/session';

/** sessionStorage key of the offers the member has closed the popup on (`id:version` each). */
export const SEEN_OFFERS_KEY = 'contractOffersSeen';
/** How often the popup looks for new offers while the tab is open (ms). */
export const OFFERS_REFRESH_MS = 5 * 60_000;

const OfferPopup = lazy(() => import('./offer-popup'));

const offerKey = (offer: Pick<Contract, 'id' | 'version'>) => `${offer.id}:${offer.version}`;

function readSeen(): Set<string> {
  try {
    const raw = sessionStorage.getItem(SEEN_OFFERS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return new Set(
      Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [],
    );
  } catch {
    return new Set();
  }
}

function storeSeen(seen: ReadonlySet<string>): void {
  try {
    sessionStorage.setItem(SEEN_OFFERS_KEY, JSON.stringify([...seen]));
  } catch {
    // Storage full or blocked: the popup may show again after a reload, nothing worse.
  }
}

/**
 * The consolidated contract modal (issue 9, §3 consolidated info `pendingOffers`): after log-in a
 * member with offers pending sees them in a popup with accept and reject (machines/contract.ts)
 * and a link to the contract page. Closed once, it stays closed for the session (sessionStorage,
 * cleared at log-out) until an offer it has not shown arrives (a new offer, or a new version of
 * one); the offers are looked for again on focus and every {@link OFFERS_REFRESH_MS}. A failed
 * consolidated call shows nothing. Chrome overlay `contracts.offerModal` (layouts/chrome.json:
 * logged in, not trial); this gate is small, the popup's code loads only when it opens.
 */
export function ContractOffersModal() {
  const session = useSession();
  const enabled = session.token !== null && !isTrial(session.member);
  const consolidated = useQuery({
    ...consolidatedQuery(session.member?.id ?? 0),
    enabled,
    refetchInterval: OFFERS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const [seen, setSeen] = useState(readSeen);
  const [notice, setNotice] = useState('');
  const offers = enabled ? (consolidated.data?.pendingOffers ?? []) : [];
  const unseen = offers.some((offer) => !seen.has(offerKey(offer)));
  // After the last decision the popup stays open to say what happened, until closed.
  if (!unseen && notice === '') return null;
  // A required password change comes first; the offers show once it is done (issue 14 point 7).
  if (mustChangePassword(session.member)) return null;

  const close = () => {
    const next = new Set(seen);
    for (const offer of offers) next.add(offerKey(offer));
    storeSeen(next);
    setSeen(next);
    setNotice('');
  };
  return (
    <Suspense fallback={null}>
      <OfferPopup offers={offers} notice={notice} onNotice={setNotice} onClose={close} />
    </Suspense>
  );
}
