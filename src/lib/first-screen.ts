/**
 * The hand-over from the first screen the server painted (`#first-screen` in index.html, issue 13;
 * server/src/services/first-screen.ts) to the app. That first screen covers the page while the app
 * boots and is removed once nothing is booting any more: no `BootSplash` is mounted (boot calls,
 * translations or the route's page chunk still loading) and no lazy piece of the layout mounted
 * so far still waits for its chunk (`lazyComponent`, src/layout/registry.tsx: the side menu's
 * game categories, say), which would otherwise appear, and push what follows it, in view. It is
 * removed in the commit that releases the last hold, before the browser paints, so the visitor
 * goes from the server's header and banner straight to the app's, never through a spinner. Until then the app's `#root` is
 * `visibility: hidden` (src/app/styles.css), so its pieces, committed one after another as their
 * chunks and answers arrive, move nothing in view (CLS) and are not announced half-built.
 *
 * Without a first screen (development, tests, a route the server draws none for) this does nothing.
 */

import { useLayoutEffect } from 'react';
import { FIRST_SCREEN_ID } from '../../core/layout/first-screen';

/** Holds now: splashes and lazy pieces waiting for their chunk, mounted. */
let holds = 0;
let checkQueued = false;

function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  // After the whole commit (a splash unmounted and another mounted in one commit is still
  // booting), and before the browser paints it.
  queueMicrotask(() => {
    checkQueued = false;
    if (holds === 0) document.getElementById(FIRST_SCREEN_ID)?.remove();
  });
}

/**
 * Keeps the first screen while a splash or a pending lazy piece is mounted; call from its layout
 * effect. Harmless once the first screen is gone (a later navigation).
 * @returns the release to call when the splash unmounts.
 */
export function holdFirstScreen(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    queueCheck();
  };
}

/** The longest a page keeps the first screen up while its first answers load (ms). */
export const FIRST_VIEW_HOLD_MS = 2000;
/** When the first of those holds must end at the latest (`performance.now()` ms), once one began. */
let firstViewDeadline: number | null = null;

/** This page's first view as the server drew it (`.first-screen-lead`), when it is shown. */
function shownFirstView(): HTMLElement | null {
  const lead = document.querySelector<HTMLElement>(`#${FIRST_SCREEN_ID} .first-screen-lead`);
  return lead !== null && getComputedStyle(lead).display !== 'none' ? lead : null;
}

/**
 * Keeps the first screen up while `waiting` for what the page shows first, or while the page
 * renders in another `language` than the view was drawn in (a brand whose default the app adopts
 * once its settings arrive), when the server drew that page's first view
 * (server/src/services/first-screen.ts: /vnlottery, and /pointMall for a guest): the visitor then goes from that view
 * straight to the page's own, not through its loading placeholders or another language. At most
 * {@link FIRST_VIEW_HOLD_MS} for all of a visit's holds together, so a slow answer never leaves a
 * still picture up; and not at all where no first view is shown (another route, or a visitor whose
 * language is not the one it was drawn in), so the page's own placeholders show as usual.
 * @param waiting true while the page's first answers are loading.
 * @param language the language the page renders in (i18next's), compared with the view's `lang`.
 */
export function useFirstViewHold(waiting: boolean, language?: string): void {
  useLayoutEffect(() => {
    const view = shownFirstView();
    if (!view) return undefined;
    const otherLanguage = language !== undefined && view.lang !== '' && view.lang !== language;
    if (!waiting && !otherLanguage) return undefined;
    // One allowance for the page's holds together (/vnlottery's menu, then its game's draws;
    // /pointMall's rules, then its reward cards).
    firstViewDeadline ??= performance.now() + FIRST_VIEW_HOLD_MS;
    const left = firstViewDeadline - performance.now();
    if (left <= 0) return undefined;
    const release = holdFirstScreen();
    const timer = setTimeout(release, left);
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [waiting, language]);
}

/**
 * Removes the first screen unless a splash is mounted; call from the layout effect of what boots
 * the app, so a full-page state (maintenance, a failed boot call) that never showed a splash also
 * takes over.
 */
export function releaseFirstScreen(): void {
  queueCheck();
}
