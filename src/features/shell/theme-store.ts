import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '../../lib/document-prefs';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

function stored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function preferred(): Theme {
  const light =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches;
  return light ? 'light' : 'dark';
}

let theme: Theme = typeof window === 'undefined' ? 'dark' : (stored() ?? preferred());

function apply(): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** Applies the remembered theme, or the system preference on a first visit, to `<html data-theme>`. */
export function initTheme(): void {
  apply();
}

/** Sets and remembers the theme (§1: dark/light theme). */
export function setTheme(next: Theme): void {
  theme = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Blocked storage: the theme still applies for this visit.
  }
  apply();
  for (const listener of listeners) listener();
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => theme,
    () => theme,
  );
}
