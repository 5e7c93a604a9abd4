// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import type { Game, GameMenu, VendorLane } from '../../lib/api/games-types';
import type { ResolvedNode } from '../../../core/layout/types';
import { clearSession } from '../../lib/session';
import { answeredBeforeRows, CommitLog, type CommitSample } from '../../lib/commit-log';
import { FRAME_LOAD_TIMEOUT_MS, FRAME_SANDBOX, GamePage } from './game-page';
import { storeGameFrame } from './game-frame-store';
import { RngPage, SEARCH_DEBOUNCE_MS } from './rng-page';

configure({ asyncUtilTimeout: 5000 });

const node: ResolvedNode = {
  id: '/rng',
  component: 'games.rngPage',
  props: {},
  children: [],
  pointer: '/routes/0',
};

const card = (vassalage: string, title: string) => ({
  vendor: vassalage,
  title,
  nodeId: 1,
  vassalage,
  gameType: 'RNG' as const,
  isHot: false,
  isNew: false,
  logoUrl: '',
  maintenance: false,
  isGame: 'DIRECT' as const,
});

const lanes: VendorLane[] = [
  {
    title: 'Slots',
    gameClassify: 'slot',
    gameType: 'RNG',
    cards: [card('PG', 'PG Soft'), card('JILI', 'JILI')],
  },
];
const menus: GameMenu[] = [
  { gameType: 'RNG', route: '/rng', labelName: 'Slots', isNew: false, bannerGroup: 'w_rng', vendors: [] },
];

function game(id: number): Game {
  return {
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
    isHot: false,
    isNew: false,
    thumbnail: '',
    thumbWidth: 200,
    thumbHeight: 200,
    maintenance: false,
  };
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

function fakePlatform() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      if (url.startsWith('/lgw/games/game_menus')) return Promise.resolve(envelope({ menus }));
      if (url.startsWith('/wps/relay/GCSGAME_newGameVendor'))
        return Promise.resolve(envelope({ data: { lanes } }));
      if (url.startsWith('/wps/relay/GCSGAME_hotGamesV2'))
        return Promise.resolve(envelope({ list: [game(1)] }));
      if (url.startsWith('/wps/relay/GCSGAME_getVassGameType'))
        return Promise.resolve(
          envelope({ vassalage: 'PG', gameClassifies: ['slot'], minBets: [0.2, 1], lines: [20, 50] }),
        );
      if (url.startsWith('/wps/relay/GCSGAME_gameList')) {
        const pageNo = Number(new URL(url, 'http://x').searchParams.get('pageNo'));
        const list = Array.from({ length: 42 }, (_, i) => game((pageNo - 1) * 42 + i + 1));
        return Promise.resolve(
          envelope({ list, pageNo, pageSize: 42, totalCount: 5000, totalPages: 120, classifies: ['slot'] }),
        );
      }
      return Promise.resolve(envelope(null));
    }),
  );
  return urls;
}

/** What each commit showed: the hot games' answer against the hot row's tiles. */
interface Commits {
  hot: CommitSample[];
}

function renderAt(path: string, element: ReactElement, commits: Commits = { hot: [] }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const hotAnswered = () =>
    client.getQueriesData({ queryKey: ['games', 'hot'] }).some(([, data]) => data !== undefined);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <CommitLog
          log={commits.hot}
          sample={() => ({
            answered: hotAnswered(),
            rows: document.querySelectorAll('[data-testid="hot-games"] [data-testid="game-tile"]').length,
          })}
        >
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </CommitLog>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['games', 'layout']);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RngPage', () => {
  it('marks the vassalage tab, lists the vendor games and searches on the server after 300 ms', async () => {
    const urls = fakePlatform();
    const router = renderAt('/rng?vassalage=PG', <RngPage node={node} />);
    const tabs = await screen.findByRole('navigation', { name: 'Slot providers' });
    const pg = await within(tabs).findByRole('link', { name: 'PG Soft' });
    expect(pg.getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'All games' }).getAttribute('aria-current')).toBeNull();

    const grid = await screen.findByRole('list', { name: 'Games' });
    expect(within(grid).getAllByTestId('game-tile').length).toBeGreaterThan(0);
    expect(within(grid).getByRole('button', { name: 'Lucky 1' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Favourite: Lucky 1', pressed: false })).toBeTruthy();
    expect(urls.find((u) => u.startsWith('/wps/relay/GCSGAME_gameList'))).toMatch(/pageNo=1&pageSize=42/);

    const search = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(search, { target: { value: 'lucky' } });
    expect(urls.some((u) => u.includes('gameName=lucky'))).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 100)));
    expect(router.state.location.search).toContain('gameName=lucky');
    await waitFor(() =>
      expect(urls.some((u) => u.includes('gameName=lucky') && u.includes('vassalage=PG'))).toBe(true),
    );
  });
});

describe('RngPage rendering (issue 13, TBT)', () => {
  // (The grid's tiles come in a commit after its answer in any case: the virtualizer measures first.)
  it('builds the hot row after its answer, not in the answer’s own render', async () => {
    fakePlatform();
    const commits: Commits = { hot: [] };
    renderAt('/rng?vassalage=PG', <RngPage node={node} />, commits);
    const grid = await screen.findByRole('list', { name: 'Games' });
    await waitFor(() => expect(within(grid).getAllByTestId('game-tile').length).toBeGreaterThan(0));
    await waitFor(() => expect(commits.hot.at(-1)?.rows).toBeGreaterThan(0));
    expect(answeredBeforeRows(commits.hot)).toBe(true);
  });
});

describe('GamePage', () => {
  it('frames the stored URL in a sandboxed iframe titled with the game', () => {
    storeGameFrame('https://vendor.example/play?launch=x', {
      vendor: 'PG',
      gameName: 'Lucky 7',
      returnTo: '/rng',
    });
    renderAt('/game', <GamePage node={{ ...node, id: '/game' }} />);
    const frame = screen.getByTitle('Lucky 7');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    expect(frame.getAttribute('src')).toBe('https://vendor.example/play?launch=x');
    expect(screen.getByRole('button', { name: 'Return to lobby' })).toBeTruthy();
  });

  it('shows Retry and Back when the frame does not load within 20 s', () => {
    vi.useFakeTimers();
    storeGameFrame('https://vendor.example/play', { vendor: 'PG', gameName: 'Lucky 7', returnTo: '/rng' });
    renderAt('/game', <GamePage node={{ ...node, id: '/game' }} />);
    act(() => {
      vi.advanceTimersByTime(FRAME_LOAD_TIMEOUT_MS + 10);
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reload the game' })).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Return to lobby' })).toBeTruthy();
  });

  it('explains when no game was launched', () => {
    renderAt('/game', <GamePage node={{ ...node, id: '/game' }} />);
    expect(screen.getByRole('heading', { name: 'No game is open' })).toBeTruthy();
  });
});
