// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../i18n/index';
import { preloadComponent, RegistryProvider, RenderNodes } from '../layout/registry';
import { queryKeys } from '../lib/query-client';
import { testMember } from '../lib/api/test-member';
import type { SiteSettings } from '../lib/api/types';
import { clearSession, setSession } from '../lib/session';
import { closeModal, getModal, openModal } from '../lib/ui-store';
import { registry } from './registry-entries';

// The §4 log-in flow across two features' overlays (auth.modalHost and content.modalHost, as the
// chrome renders them): the after-login modal never replaces a forced password change.

configure({ asyncUtilTimeout: 5000 });

const settings = {
  merchantCode: 'LOTUS',
  brandName: 'Lotus',
  defaultLanguage: 'en',
  languages: ['en'],
  whitelabel: [],
  flags: { passwordExpiry: false },
  resources: [],
  customerService: [],
  social: { telegram: [], facebook: '' },
  providers: [],
  analytics: { gtagId: '' },
  imageCDNs: [],
  launchGameCDNs: [],
  promotionsPreview: [],
} as unknown as SiteSettings;

const overlays = [
  { id: 'authModals', component: 'auth.modalHost', props: {}, children: [], pointer: '/overlays/0' },
  { id: 'contentModals', component: 'content.modalHost', props: {}, children: [], pointer: '/overlays/1' },
];

function renderOverlays(): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.site.settings(), settings);
  const router = createMemoryRouter([{ path: '*', element: <RenderNodes nodes={overlays} /> }]);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <RegistryProvider registry={registry}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </RegistryProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', value }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeAll(async () => {
  await initI18n('en');
  await Promise.all(['auth.modalHost', 'content.modalHost'].map((id) => preloadComponent(registry, id)));
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
  vi.unstubAllGlobals();
});

describe('after log-in (§4)', () => {
  it('a member who must change the password gets the change-password modal, not the after-login modal', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(
        envelope({ popups: [{ id: 10, title: 'Popup', content: '<p>x</p>', date: '2025-01-01T00:00:00Z' }] }),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    setSession({ token: 'tok', member: testMember({ mustChangePassword: true }) });
    renderOverlays();
    act(() => openModal('afterLogin', { firstTimeLogin: '1' }));
    await waitFor(() => expect(getModal().name).toBe('changePassword'));
    expect(getModal().params.reason).toBe('required');
    expect(await screen.findByTestId('change-password-modal')).toBeTruthy();
    expect(screen.queryByTestId('after-login-modal')).toBeNull();
  });

  it('a member who may play sees the after-login modal with the first-login welcome step', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes('popups')
            ? envelope({ popups: [] })
            : envelope({
                banners: [],
                player: [],
                popup: [],
                promotion: [],
                headline: [],
                popupForVisitors: false,
              }),
        ),
      ),
    );
    setSession({ token: 'tok', member: testMember() });
    renderOverlays();
    act(() => openModal('afterLogin', { firstTimeLogin: '1' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lotus!' })).toBeTruthy();
    expect(getModal().name).toBe('afterLogin');
  });
});
