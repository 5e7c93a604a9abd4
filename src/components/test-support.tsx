import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import account from '../../locales/en/account.json';
import common from '../../locales/en/common.json';

/** An i18next instance with the English account and common texts (tests only). */
export async function createAccountI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    ns: ['account', 'common'],
    defaultNS: 'account',
    resources: { en: { account, common } },
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
