/**
 * Popups a visitor has seen in this browser (docs/contract-content.md: `popupForVisitors`), kept
 * in localStorage `lotus.seenPopups` as a JSON array of notice ids. Members' seen popups live on
 * the server (`PUT /wps/content/popups/seen`).
 */
const KEY = 'lotus.seenPopups';

function store(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The ids of the popups this browser has shown to a visitor. */
export function visitorSeenPopups(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(store()?.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : []);
  } catch {
    return new Set();
  }
}

/** Remembers popups shown to a visitor. */
export function markVisitorPopupsSeen(ids: readonly number[]): void {
  const seen = visitorSeenPopups();
  for (const id of ids) seen.add(id);
  store()?.setItem(KEY, JSON.stringify([...seen]));
}
