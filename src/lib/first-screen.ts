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
  return () => {
    holds -= 1;
    queueCheck();
  };
}

/**
 * Removes the first screen unless a splash is mounted; call from the layout effect of what boots
 * the app, so a full-page state (maintenance, a failed boot call) that never showed a splash also
 * takes over.
 */
export function releaseFirstScreen(): void {
  queueCheck();
}
