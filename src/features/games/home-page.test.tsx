// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import { siteSettingsQuery } from '../../lib/api/queries';
import type { SiteSettings } from '../../lib/api/types';
import type { Game, WinnerEntry } from '../../lib/api/games-types';
import type { ResolvedNode } from '../../../core/layout/types';
import { GamesHomePage } from './home-page';

/** Every render of a game tile, counted through the real tile. */
const tileRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./game-tile', async (importOriginal) => {
  const real = await importOriginal<typeof import('./game-tile')>();
  return {
    ...real,
    GameTile: (props: Parameters<typeof real.GameTile>[0]) => {
      tileRenders.count += 1;
      return real.GameTile(props);
    },
  };
});

const node: ResolvedNode = {
  id: '/',
  component: 'games.home',
  props: {},
  children: [],
  pointer: '/routes/0',
};

const game = (id: number): Game => ({
  gameId: id,
  nodeId: id,
  gameCode: `g${id}`,
  gameName: `Lucky ${id}`,
  vendor: 'PG',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'slot',
  minBet: 0.2,
  lines: 20,
  isHot: true,
  isNew: false,
  thumbnail: '',
  thumbWidth: 200,
  thumbHeight: 200,
  maintenance: false,
});

const winner: WinnerEntry = {
  player: 'pl***7',
  gameName: 'Lucky 1',
  prize: 12345,
  currencySymbol: '₫',
  wonAt: '2026-11-20T10:00:00Z',
};

const envelope = (value: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['games', 'layout', 'common']);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GamesHomePage', () => {
  it('renders an answer in its own section only: the winners arriving re-render no game tile', async () => {
    let answerWinners: () => void = () => undefined;
    const winnersArrived = new Promise<void>((resolve) => {
      answerWinners = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/wps/relay/GCSGAME_hotGamesV2')) return envelope({ list: [game(1), game(2)] });
        if (url.startsWith('/lgw/games/popular')) return envelope({ list: [game(3)] });
        if (url.startsWith('/lgw/games/game_menus')) return envelope({ menus: [] });
        if (url.startsWith('/wps/relay/ODSFE2_getWinnerBoard')) {
          await winnersArrived;
          return envelope({ list: [winner] });
        }
        return envelope(null);
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(siteSettingsQuery().queryKey, { brandName: 'Lotus' } as SiteSettings);
    const router = createMemoryRouter([{ path: '*', element: <GamesHomePage node={node} /> }]);
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18next}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>,
    );

    const hot = await screen.findByRole('list', { name: 'Hot games' });
    expect(within(hot).getAllByTestId('game-tile')).toHaveLength(2);
    expect(await screen.findAllByTestId('game-tile')).toHaveLength(3);
    const winners = screen.getByTestId('home-winners');
    expect(within(winners).queryByRole('table')).toBeNull();

    const before = tileRenders.count;
    await act(async () => {
      answerWinners();
      await winnersArrived;
    });
    expect(await within(winners).findByRole('cell', { name: 'pl***7' })).toBeTruthy();
    expect(tileRenders.count).toBe(before);
  });
});
