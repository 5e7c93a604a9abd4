import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import account from '../../locales/en/account.json';
import common from '../../locales/en/common.json';
import formsAr from '../../locales/ar/forms.json';
import forms from '../../locales/en/forms.json';
import formsVi from '../../locales/vi/forms.json';
import formsZhCN from '../../locales/zh-CN/forms.json';
import { SiteDirection } from '../i18n/direction';
import { i18next as siteI18n } from '../i18n/index';

/**
 * An i18next instance with the English account and common texts, and the `forms` texts (labels
 * and messages of the generated forms) of every language (tests only).
 */
export async function createAccountI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    ns: ['account', 'common', 'forms'],
    defaultNS: 'account',
    resources: {
      en: { account, common, forms },
      vi: { forms: formsVi },
      'zh-CN': { forms: formsZhCN },
      ar: { forms: formsAr },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Providers of an account component under test: i18n, a fresh QueryClient, a router. */
export function wrapper(i18n: I18n, client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
}

/** A QueryClient that never retries (tests see failures at once). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `element` as the site does around a page (tests only): the site's i18next instance
 * (initialise it with `initI18n` and load the namespaces first) with its writing direction, a
 * QueryClient and a memory router whose every path shows `element`.
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
      <I18nextProvider i18n={siteI18n}>
        <SiteDirection>
          <RouterProvider router={router} />
        </SiteDirection>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
