import { useSyncExternalStore } from 'react';

/** Width from which the side menu sits beside the page instead of over it (matches styles.css). */
export const WIDE_SCREEN_QUERY = '(min-width: 64rem)';

const listeners = new Set<() => void>();
let open = false;
let available = true;

function emit(): void {
  for (const listener of listeners) listener();
}

/** True on screens wide enough for the side menu to stay open beside the page. */
export function isWideScreen(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(WIDE_SCREEN_QUERY).matches
  );
}

export function setSideMenuOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  emit();
}

/** Whether the current route shows a side menu at all (the header hides its toggle otherwise). */
export function setSideMenuAvailable(next: boolean): void {
  if (available === next) return;
  available = next;
  emit();
}

export function toggleSideMenu(): void {
  setSideMenuOpen(!open);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSideMenuAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => available,
    () => available,
  );
}

/** Whether the left side menu is open (§2 Layout: header toggle; closed by default on some routes). */
export function useSideMenuOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
