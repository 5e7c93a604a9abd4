// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { SiteDirection } from '../../i18n/direction';
import { routesFile } from '../../layout/files';
import { RegistryProvider } from '../../layout/registry';
import type { ResolvedNode } from '../../../core/layout/types';
import type { GameMenu, Room, VendorCard } from '../../lib/api/games-types';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { CategoryPage } from './category-page';
import { readGameFrame } from './game-frame-store';
import { PvpRooms, roomVendors } from './pvp-rooms';

configure({ asyncUtilTimeout: 5000 });

const member = testMember();

const node: ResolvedNode = {
  id: 'rooms',
  component: 'games.pvpRooms',
  props: {},
  children: [],
  pointer: '/routes/0/children/0',
};

const card = (vendor: string, title: string, nodeId: number): VendorCard => ({
  vendor,
  title,
  nodeId,
  vassalage: vendor,
  gameType: 'PVP',
  isHot: false,
  isNew: false,
  logoUrl: '',
  maintenance: false,
  isGame: 'DIRECT',
});

const menus: GameMenu[] = [
  {
    gameType: 'PVP',
    route: '/pvp',
    labelName: 'PVP',
    isNew: false,
    bannerGroup: 'w_pvp',
    vendors: [card('KY', 'Kaiyuan', 1007), card('V8', 'V8 Poker', 1008)],
  },
];

const rooms: Room[] = [
  { roomId: 11, roomName: 'Kaiyuan Beginner', vendor: 'KY', minBet: 1000, players: 1234 },
  { roomId: 12, roomName: 'Kaiyuan VIP', vendor: 'KY', minBet: 50000.5, players: 8 },
  { roomId: 21, roomName: 'V8 Poker Standard', vendor: 'V8', minBet: 10, players: 40 },
];

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

interface Call {
  url: string;
  method: string;
  body: unknown;
  token: string | null;
}

/**
 * Stubs fetch with the platform's answers. `roomAnswers` are used in turn for the room list (the
 * last one repeats); `'fail'` is a network fault.
 */
function fakePlatform(roomAnswers: (Room[] | 'fail')[] = [rooms]) {
  const calls: Call[] = [];
  let roomCall = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
        token: headers.get('token'),
      });
      if (url.startsWith('/lgw/games/game_menus')) return Promise.resolve(envelope({ menus }));
      if (url.startsWith('/wps/relay/GCSGAME_newGameVendor'))
        return Promise.resolve(envelope({ data: { lanes: [] } }));
      if (url.startsWith('/wps/v2/wallets/balance'))
        return Promise.resolve(
          envelope({ sumBalance: 10, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
        );
      if (url.startsWith('/wps/relay/GLS2_roomList')) {
        const answer = roomAnswers[Math.min(roomCall, roomAnswers.length - 1)] ?? [];
        roomCall += 1;
        if (answer === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(envelope({ list: answer }));
      }
      if (url.startsWith('/wps/game/launchGame'))
        return Promise.resolve(
          envelope({
            code: 'ky-poker',
            defaultPlayType: '',
            accountTypeName: 'REAL',
            vendor: 'KY',
            gameCode: 'ky-poker',
            gameType: 'PVP',
            isGame: 'DIRECT',
            vassalage: 'KY',
            game_url: '/vendor/play?launch=abc',
            game_url2: '',
            transferred: 0,
          }),
        );
      return Promise.resolve(envelope(null));
    }),
  );
  return calls;
}

function renderAt(element: ReactElement, path = '/pvp') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const { container } = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <SiteDirection>
          <RegistryProvider registry={{ 'games.pvpRooms': PvpRooms }}>
            <Suspense fallback={null}>
              <RouterProvider router={router} />
            </Suspense>
          </RegistryProvider>
        </SiteDirection>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { router, container };
}

async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  const axe = (await import('axe-core')).default;
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['games', 'common', 'layout']);
}, 60_000);

afterEach(async () => {
  cleanup();
  clearSession();
  closeModal();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

describe('roomVendors', () => {
  it('lists each vendor once, in the order of the rooms', () => {
    expect(roomVendors(rooms)).toEqual(['KY', 'V8']);
    expect(roomVendors([])).toEqual([]);
  });
});

describe('PvpRooms (§7 GLS2_roomList)', () => {
  it('lists the rooms with vendor, players and the minimum bet in the brand currency', async () => {
    setSession({ token: 'tok', member });
    const calls = fakePlatform();
    renderAt(<PvpRooms node={node} />);
    const table = await screen.findByRole('table', { name: 'All PVP rooms' });
    const row = within(table).getByRole('row', { name: /Kaiyuan Beginner/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Kaiyuan Beginner');
    expect(await within(row).findByText('₫1,000')).toBeTruthy();
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('Kaiyuan')).toBeTruthy();
    expect(within(table).getByText('₫50,000.50')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Join / })).toHaveLength(3);
    const roomCall = calls.find((c) => c.url.startsWith('/wps/relay/GLS2_roomList'));
    expect(roomCall?.token).toBe('tok');
  });

  it('filters by vendor with tabs when the rooms span several vendors', async () => {
    setSession({ token: 'tok', member });
    fakePlatform();
    renderAt(<PvpRooms node={node} />);
    const tabs = await screen.findByRole('tablist', { name: 'PVP providers' });
    expect(within(tabs).getByRole('tab', { name: 'All providers', selected: true })).toBeTruthy();
    fireEvent.mouseDown(await within(tabs).findByRole('tab', { name: 'V8 Poker' }), { button: 0 });
    const table = await screen.findByRole('table', { name: 'PVP rooms of V8 Poker' });
    expect(within(table).getAllByTestId('pvp-room')).toHaveLength(1);
    expect(within(table).getByRole('button', { name: 'Join V8 Poker Standard' })).toBeTruthy();
    expect(screen.queryByText('Kaiyuan Beginner')).toBeNull();
  });

  it('shows one table without tabs for a single vendor, and an empty state', async () => {
    setSession({ token: 'tok', member });
    fakePlatform([rooms.filter((r) => r.vendor === 'KY')]);
    renderAt(<PvpRooms node={node} />);
    expect(await screen.findByRole('table', { name: 'All PVP rooms' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    cleanup();
    fakePlatform([[]]);
    renderAt(<PvpRooms node={node} />);
    expect(await screen.findByText('No PVP rooms are open right now.')).toBeTruthy();
  });

  it('joins a room through the launch flow with its roomId and opens the game frame', async () => {
    setSession({ token: 'tok', member });
    const calls = fakePlatform();
    const { router } = renderAt(<PvpRooms node={node} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join Kaiyuan VIP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const launch = calls.find((c) => c.url === '/wps/game/launchGame');
    expect(launch?.method).toBe('POST');
    expect(launch?.body).toMatchObject({
      roomId: 12,
      nodeId: 1007,
      vassalage: 'KY',
      username: 'demo1',
      accountType: 1,
      launchMode: 'GLS',
    });
    expect(launch?.body).not.toHaveProperty('gameId');
    const frame = readGameFrame();
    expect(frame?.url).toMatch(/\/vendor\/play\?launch=abc$/);
    expect(frame?.info).toMatchObject({ gameName: 'Kaiyuan VIP', returnTo: '/pvp' });
  });

  it('asks a guest to log in instead of listing rooms', async () => {
    const calls = fakePlatform();
    const { container } = renderAt(<PvpRooms node={node} />);
    const prompt = screen.getByTestId('pvp-login');
    expect(within(prompt).getByText('Log in to see the PVP rooms and join a table.')).toBeTruthy();
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    expect(getModal().name).toBe('loginPopup');
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/wps/relay/GLS2_roomList'))).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('lets a trial account browse the rooms but not join one (§4: a real account is needed)', async () => {
    setSession({ token: 'tok', member: { ...member, type: 4 } });
    const calls = fakePlatform();
    renderAt(<PvpRooms node={node} />);
    expect(
      screen.getByText('A trial account can look at the rooms; joining one needs a real account.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Kaiyuan Beginner' }));
    expect(getModal().name).toBe('needRealAccount');
    expect(calls.some((c) => c.url === '/wps/game/launchGame')).toBe(false);
  });

  it('shows a load error with a retry that brings the list', async () => {
    setSession({ token: 'tok', member });
    fakePlatform(['fail', rooms]);
    renderAt(<PvpRooms node={node} />);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The network is abnormal. Please check your connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join Kaiyuan Beginner' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no axe violations with the rooms and vendor tabs, also in Arabic (RTL)', async () => {
    setSession({ token: 'tok', member });
    fakePlatform();
    const first = renderAt(<PvpRooms node={node} />);
    await screen.findByText('₫1,000');
    await expectNoAxeViolations(first.container);
    cleanup();

    await i18next.changeLanguage('ar');
    await i18next.loadNamespaces(['games', 'common']);
    const arabic = renderAt(<PvpRooms node={node} />);
    const tabs = await screen.findByRole('tablist', { name: 'مزوّدو ألعاب PVP' });
    expect(tabs.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(await screen.findByRole('button', { name: 'انضمام إلى Kaiyuan Beginner' })).toBeTruthy();
    await expectNoAxeViolations(arabic.container);
  });
});

describe('/pvp route', () => {
  it('has the room list as a child of the PVP category page, rendered below the vendors', async () => {
    const route = routesFile.routes.find((r) => r.path === '/pvp');
    expect(route?.children?.map((child) => child.component)).toEqual(['games.pvpRooms']);
    setSession({ token: 'tok', member });
    fakePlatform();
    renderAt(
      <CategoryPage
        node={{
          id: '/pvp',
          component: 'games.categoryPage',
          props: { gameType: 'PVP', title: 'layout:nav.pvp' },
          children: [node],
          pointer: '/routes/0',
        }}
      />,
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'PVP rooms' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join V8 Poker Standard' })).toBeTruthy();
  });
});
