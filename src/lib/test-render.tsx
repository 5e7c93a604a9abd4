import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18next } from '../i18n/index';

/**
 * Renders `element` as the site does around a page (tests only): the site's i18next instance
 * (initialise it with `initI18n` and load the namespaces first), a QueryClient and a memory router
 * whose every path shows `element`.
 * @param options.url the address the router starts at (default `/`)
 * @param options.client the QueryClient, e.g. one whose cache the test filled (default: a new one)
 */
export function renderAtRoute(
  element: ReactNode,
  options: { url?: string; client?: QueryClient } = {},
): RenderResult {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [options.url ?? '/'] });
  return render(
    <QueryClientProvider client={options.client ?? new QueryClient()}>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
