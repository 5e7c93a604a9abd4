import { useState, useSyncExternalStore } from 'react';
import { panelAllowed } from '../../core/layout/site-context';
import type { Role } from '../../core/layout/types';

/**
 * Widths at which a centre panel covers the whole page (styles.css `.centre-panel`:
 * `inline-size: min(56rem, 100vw)`, full height): a phone or a tablet.
 */
export const PANEL_COVERS_PAGE_QUERY = '(max-width: 56rem)';

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(PANEL_COVERS_PAGE_QUERY);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

function panelCoversPage(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PANEL_COVERS_PAGE_QUERY).matches
  );
}

/**
 * Whether a member-centre (`?mc=`) or agent-centre (`?ac=`) panel opens for this role: the panel
 * gate's rule ({@link panelAllowed}, as src/features/shell/components/centre-panel.tsx applies it),
 * and no centre at all while the member must change the password.
 */
export function centrePanelOpens(search: string, role: Role, mustChangePassword: boolean): boolean {
  if (mustChangePassword) return false;
  const params = new URLSearchParams(search);
  return (['mc', 'ac'] as const).some((panel) => params.get(panel) !== null && panelAllowed(panel, role));
}

/**
 * Holds back the routed page (and the footer) while a centre panel opened from the address covers
 * it, until the page has been seen once (issue 13, TBT): a member reloading `/?mc=…` on a phone
 * sees only the panel, yet the home page beneath rendered its banner, game rows and winners as
 * their answers arrived, in long tasks that held up the panel. The caller renders the page in a
 * hidden `<Activity>` while this is true: React prepares it at idle priority in slices, runs none
 * of its effects (so none of its calls), and shows it at once when the panel closes. Once shown the
 * page stays shown, so a panel opened later never hides it and its scroll position is kept.
 *
 * @param search the address's query string (`location.search`)
 * @returns true while the page is to be held back
 */
export function usePageHeldUnderPanel(search: string, role: Role, mustChangePassword: boolean): boolean {
  const covers = useSyncExternalStore(subscribe, panelCoversPage, () => false);
  const [shown, setShown] = useState(false);
  const held = !shown && covers && centrePanelOpens(search, role, mustChangePassword);
  // Remembered during render (React's pattern for state derived from a change), not in an effect:
  // the commit that shows the page is the one that knows it has been shown.
  if (!held && !shown) setShown(true);
  return held;
}
