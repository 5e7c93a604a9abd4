import { createContext, use, type ReactNode } from 'react';
import type { SiteContext } from '../../core/layout/site-context';

const SiteContextContext = createContext<SiteContext | null>(null);

/** Provides the current {@link SiteContext}; src/app builds it once per render of the root layout. */
export function SiteContextProvider({ value, children }: { value: SiteContext; children: ReactNode }) {
  return <SiteContextContext value={value}>{children}</SiteContextContext>;
}

/**
 * The current site context. Throws when used outside {@link SiteContextProvider}, which is a
 * wiring mistake, not a runtime state.
 */
export function useSiteContext(): SiteContext {
  const value = use(SiteContextContext);
  if (!value) throw new Error('useSiteContext() used outside <SiteContextProvider>');
  return value;
}
