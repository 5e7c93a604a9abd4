import { DirectionProvider } from '@radix-ui/react-direction';
import { useSyncExternalStore, type ReactNode } from 'react';
import { directionOf, i18next } from './index';

function subscribeLanguage(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

/**
 * The site language's writing direction for Radix's tabs and menus, which otherwise lay out and
 * move focus left to right whatever `<html dir>` says (§9 right to left). It follows the site's
 * i18next language as `<html dir>` does ({@link directionOf}): Arabic, Persian and Urdu right to
 * left, Roman Urdu left to right.
 */
export function SiteDirection({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(subscribeLanguage, () => i18next.language);
  return <DirectionProvider dir={directionOf(language)}>{children}</DirectionProvider>;
}
