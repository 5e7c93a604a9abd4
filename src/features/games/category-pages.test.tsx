// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import type { Game, GameCategory, GameMenu } from '../../lib/api/games-types';
import { CategoryPage } from './category-page';
import { hotGamesOf, RngPage } from './rng-page';

configure({ asyncUtilTimeout: 5000 });

function game(id: number, gameType: GameCategory, gameName: string): Game {
  return {
    gameId: id,
    nodeId: id,
    gameCode: `g${id}`,
    gameName,
    vendor: 'PG',
    vassalage: 'PG',
    gameType,
    gameClassify: gameType === 'FISH' ? 'fishing' : 'slot',
    minBet: 0.2,
    lines: 20,
    isHot: true,
    isNew: false,
    thumbnail: '/img/games/1.svg',
    thumbWidth: 200,
    thumbHeight: 200,
    maintenance: false,
  };
}

const hot = [
  game(1, 'RNG', 'Lucky Slot'),
  game(2, 'SPORTS', 'Football Live'),
  game(3, 'LIVE', 'Baccarat Live'),
  game(4, 'FISH', 'Fishing King'),
  game(5, 'RNG', 'Golden Reels'),
];
const menus: GameMenu[] = [
  { gameType: 'PVP', route: '/pvp', labelName: 'PVP', isNew: false, bannerGroup: 'w_pvp', vendors: [] },
];

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

function fakePlatform() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.startsWith('/lgw/games/game_menus')) return Promise.resolve(envelope({ menus }));
      if (url.startsWith('/wps/relay/GCSGAME_newGameVendor'))
        return Promise.resolve(envelope({ data: { lanes: [] } }));
      if (url.startsWith('/wps/relay/GCSGAME_hotGamesV2')) return Promise.resolve(envelope({ list: hot }));
      if (url.startsWith('/wps/relay/GCSGAME_gameList'))
        return Promise.resolve(
          envelope({ list: [], pageNo: 1, pageSize: 42, totalCount: 0, totalPages: 0, classifies: [] }),
        );
      return Promise.resolve(envelope(null));
    }),
  );
}

function renderAt(path: string, element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['games', 'layout']);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hot games on a category page', () => {
  it('keeps only the page category, at most the row limit', () => {
    expect(hotGamesOf(hot, 'RNG').map((g) => g.gameId)).toEqual([1, 5]);
    expect(hotGamesOf(hot, 'FISH').map((g) => g.gameId)).toEqual([4]);
    const many = Array.from({ length: 40 }, (_, i) => game(i + 10, 'RNG', `Slot ${i}`));
    expect(hotGamesOf(many, 'RNG').length).toBeLessThan(40);
  });

  it('the Slots page lists no sports, live or fishing game under Hot games', async () => {
    fakePlatform();
    renderAt(
      '/rng',
      <RngPage node={{ id: '/rng', component: 'games.rngPage', props: {}, children: [], pointer: '/r' }} />,
    );
    const row = await screen.findByTestId('hot-games');
    expect(await within(row).findByText('Lucky Slot')).toBeTruthy();
    expect(within(row).getByText('Golden Reels')).toBeTruthy();
    for (const name of ['Football Live', 'Baccarat Live', 'Fishing King'])
      expect(within(row).queryByText(name)).toBeNull();
  });
});

describe('category page heading', () => {
  it('"Card games" opens a page titled "Card games" (the nav label), not the platform label PVP', async () => {
    fakePlatform();
    renderAt(
      '/pvp',
      <CategoryPage
        node={{
          id: '/pvp',
          component: 'games.categoryPage',
          props: { title: 'layout:nav.pvp', gameType: 'PVP' },
          children: [],
          pointer: '/r',
        }}
      />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Card games');
  });
});
