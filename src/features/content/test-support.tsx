import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import account from '../../../locales/en/account.json';
import common from '../../../locales/en/common.json';
import content from '../../../locales/en/content.json';
import wallet from '../../../locales/en/wallet.json';
import { queryKeys } from '../../lib/query-client';
import type { SiteSettings } from '../../lib/api/types';

/** An i18next instance with the English content, wallet (pager), account and common texts (tests only). */
export async function createContentI18n(): Promise<I18n> {
  const instance = i18next.createInstance().use(initReactI18next);
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['content', 'wallet', 'account', 'common'],
    defaultNS: 'content',
    resources: { en: { content, wallet, account, common } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The site settings the content components read (brand name, image hosts of SafeHtml). */
export const testSettings = {
  merchantCode: 'LOTUS',
  brandName: 'Lotus',
  defaultLanguage: 'en',
  languages: ['en'],
  whitelabel: [],
  flags: {},
  resources: [],
  customerService: [],
  social: { telegram: [], facebook: '' },
  providers: [],
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  promotionsPreview: [],
} as unknown as SiteSettings;

/** A never-retrying QueryClient holding the site settings. */
export function contentQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.site.settings(), testSettings);
  return client;
}

/** Providers of a content component under test: i18n, the QueryClient, a router at `path`. */
export function contentWrapper(i18n: I18n, client: QueryClient, path = '/') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    );
  };
}

/** The JSON envelope of a successful call. */
export function ok(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The envelope of a platform refusal. */
export function refuse(message: string, code: string, status = 400): Response {
  return new Response(JSON.stringify({ success: false, message, code, value: null }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** One recorded call of the fake platform. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Replaces `fetch` with a router over `routes` (`'GET /path'` → answer) and returns the calls
 * made. An unknown route answers 404.
 */
export function fakePlatform(routes: Record<string, (call: Call) => Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test.local');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path: parsed.pathname, query: parsed.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      return Promise.resolve(
        route ? route(call) : refuse(`no route ${method} ${parsed.pathname}`, 'NOT_FOUND', 404),
      );
    }),
  );
  return calls;
}
