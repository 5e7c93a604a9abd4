import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BootSplash } from '../features/shell/components/full-page-states';
import { SiteDirection } from '../i18n/direction';
import { i18next } from '../i18n/index';
import { RegistryProvider } from '../layout/registry';
import { queryClient } from '../lib/query-client';
import { registry } from './registry-entries';

/**
 * App-wide providers: the one QueryClient, i18next (suspends until the active language's
 * namespaces arrive), the writing direction for Radix ({@link SiteDirection}) and the layout
 * component registry. The theme is applied to `<html>` by
 * `initTheme()` before the first render, so it needs no provider.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <SiteDirection>
          <RegistryProvider registry={registry}>
            <Suspense fallback={<BootSplash />}>{children}</Suspense>
          </RegistryProvider>
        </SiteDirection>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
