// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testContext } from '../../core/layout/test-context';
import type { SiteContext } from '../../core/layout/site-context';
import { i18next, initI18n } from '../i18n/index';
import type { SiteSettings } from '../lib/api/types';
import { queryKeys } from '../lib/query-client';
import { panelFiles } from './panel-files';
import { SiteContextProvider } from './site-context-provider';
import { documentTitle, namespaceOf, titleKeyFor, useDocumentTitle } from './use-document-title';

const settings = { brandName: 'Lotus' } as unknown as SiteSettings;

const member = testContext({
  role: 'member',
  loggedIn: true,
  modules: new Set(['download', 'live', 'rng', 'promotions']),
});

function Probe() {
  useDocumentTitle();
  return null;
}

function renderAt(path: string, ctx: SiteContext) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.site.settings(), settings);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteContextProvider value={ctx}>
            <Probe />
          </SiteContextProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
  document.title = '';
});

describe('documentTitle', () => {
  it('joins the page and the brand', () => {
    expect(documentTitle('Deposit', 'Lotus')).toBe('Deposit · Lotus');
  });
  it('is the brand alone without a page name', () => {
    expect(documentTitle(null, 'Lotus')).toBe('Lotus');
    expect(documentTitle('  ', 'Lotus')).toBe('Lotus');
  });
});

describe('titleKeyFor', () => {
  it("takes the route's title prop", () => {
    expect(titleKeyFor('/down', '', member, { panels: panelFiles })).toBe('layout:page.download');
    expect(titleKeyFor('/live', '', member, { panels: panelFiles })).toBe('layout:nav.live');
  });
  it('names an unknown path and a switched-off module', () => {
    expect(titleKeyFor('/nowhere', '', member, { panels: panelFiles })).toBe('layout:page.notFound');
    expect(titleKeyFor('/down', '', testContext(), { panels: panelFiles })).toBe('layout:page.notAvailable');
  });
  it('prefers the open member-centre page for a member', () => {
    expect(titleKeyFor('/live', '?mc=depositv2', member, { panels: panelFiles })).toBe('layout:mc.deposit');
  });
  it('ignores a centre the role may not see', () => {
    expect(
      titleKeyFor('/live', '?mc=depositv2', testContext({ modules: member.modules }), { panels: panelFiles }),
    ).toBe('layout:nav.live');
    expect(titleKeyFor('/live', '?ac=overview', member, { panels: panelFiles })).toBe('layout:nav.live');
  });
  it('reads the namespace of a key', () => {
    expect(namespaceOf('auth:createAccount')).toBe('auth');
    expect(namespaceOf('plain')).toBe('layout');
  });
});

describe('useDocumentTitle', () => {
  it('follows route and centre-panel changes', async () => {
    const router = renderAt('/down', member);
    await waitFor(() => expect(document.title).toBe('App download · Lotus'));
    await act(() => router.navigate('/live'));
    await waitFor(() => expect(document.title).toBe('Live casino · Lotus'));
    await act(() => router.navigate('/live?mc=depositv2'));
    await waitFor(() => expect(document.title).toBe('Deposit · Lotus'));
    await act(() => router.navigate('/live?mc=withdraw'));
    await waitFor(() => expect(document.title).toBe('Withdrawal · Lotus'));
  });

  it('follows the language', async () => {
    renderAt('/live?mc=depositv2', member);
    await waitFor(() => expect(document.title).toBe('Deposit · Lotus'));
    await act(() => i18next.changeLanguage('vi'));
    const vi = (await import('../../locales/vi/layout.json')).default as { mc: { deposit: string } };
    await waitFor(() => expect(document.title).toBe(`${vi.mc.deposit} · Lotus`));
    expect(vi.mc.deposit).not.toBe('Deposit');
  });

  it('loads the namespace of a title outside layout before using it', async () => {
    renderAt('/register', member);
    await waitFor(() => expect(document.title).toBe('Create account · Lotus'));
  });
});
