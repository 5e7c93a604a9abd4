import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the player asked for less motion (`prefers-reduced-motion: reduce`); follows changes. */
export function prefersReducedMotion(): boolean {
  return media()?.matches ?? false;
}

/**
 * React view of {@link prefersReducedMotion}: animations (dice roll, crash curve) are skipped and
 * results shown at once when true.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
