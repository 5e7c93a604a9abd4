// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawResults } from '../../../core/lottery/draw';
import { MB_STRUCTURE, MN_STRUCTURE } from '../../../core/lottery/types';
import { sha256Hex } from '../../../core/provably-fair';
import { i18next, initI18n } from '../../i18n/index';
import { lotteryMenuQuery, openedGameQuery, type DrawDetail, type LotteryMenu } from '../../lib/api/lottery';
import { queryClient } from '../../lib/query-client';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { LotteryPage } from './lottery-page';
import { ResultsTable } from './results-panel';
import { VnLotteryPage } from './vnlottery-page';
import { prefetchVnLottery } from './vnlottery-prefetch';

configure({ asyncUtilTimeout: 5000 });

/** Every render of the bet picker (the 00–99 grid), counted through the real one. */
const pickerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./bet-picker', async (importOriginal) => {
  const real = await importOriginal<typeof import('./bet-picker')>();
  return {
    ...real,
    BetPicker: (props: Parameters<typeof real.BetPicker>[0]) => {
      pickerRenders.count += 1;
      return real.BetPicker(props);
    },
  };
});

const SEED = 'a'.repeat(64);
const NOW = Date.now();

const rule = (unitPrice: number, odds: number, maxPoints: number, combos: number, digits: number) => ({
  unitPrice,
  odds,
  maxPoints,
  combos,
  digits,
});

const menu: LotteryMenu = {
  prizeMode: 'Lott',
  prizeModes: ['Lott', 'ZY', 'Elott', 'SEA'],
  pointValue: 1000,
  gameMenus: [
    {
      gameGroupCode: 'VN',
      labelName: 'Vietnam',
      games: [
        {
          gameCode: 'MB',
          gameType: 'LOTT',
          labelName: 'Miền Bắc',
          groupCode: 'VN',
          structure: 'MB',
          nextDrawAt: NOW + 3_900_000,
          lockAt: NOW + 3_600_000,
          stations: [{ stationCode: 'HN', name: 'Hà Nội' }],
          betTypes: [
            { betType: 'lo2', ...rule(1, 99, 1000, 27, 2) },
            { betType: 'lo3', ...rule(1, 900, 100, 23, 3) },
            { betType: 'deDacBiet', ...rule(1, 95, 1000, 1, 2) },
            { betType: 'xien2', ...rule(1, 15, 1000, 1, 2) },
          ],
        },
      ],
    },
    {
      gameGroupCode: 'FAST',
      labelName: 'Fast',
      games: [
        {
          gameCode: 'ST5',
          gameType: 'ELOTT',
          labelName: 'Siêu tốc 5 phút',
          groupCode: 'FAST',
          structure: 'MB',
          nextDrawAt: NOW + 300_000,
          lockAt: NOW + 270_000,
          stations: [{ stationCode: 'ST5', name: 'Siêu tốc 5 phút' }],
          betTypes: [{ betType: 'lo2', ...rule(1, 99, 1000, 27, 2) }],
        },
      ],
    },
  ],
};

async function drawn(structure = MB_STRUCTURE, gameCode = 'MB', stationCode = 'HN'): Promise<DrawDetail> {
  const drawKey = '2026-11-23';
  return {
    drawId: 10,
    gameCode,
    stationCode,
    stationName: 'Hà Nội',
    drawKey,
    status: 'drawn',
    lockAt: NOW - 86_400_000,
    drawAt: NOW - 86_000_000,
    serverSeedHash: await sha256Hex(SEED),
    results: await drawResults(SEED, `${gameCode}:${stationCode}:${drawKey}`, structure),
    serverSeed: SEED,
    version: 1,
    drawnAt: NOW - 86_000_000,
  };
}

interface Platform {
  balance: number;
  bets: unknown[];
  urls: string[];
  /** Answer of `POST /lgw/vn/bets`; default: placed. */
  place?: () => Response;
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, message: '', value }), { status: 200 });
}

async function fakePlatform(platform: Platform) {
  const last = await drawn();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      platform.urls.push(url);
      const path = url.split('?')[0];
      if (path === '/lgw/vn/games/game_menu') return Promise.resolve(envelope(menu));
      if (path === '/lgw/vn/games/game_menu/recent') return Promise.resolve(envelope({ list: [] }));
      if (path === '/lgw/vn/games/popular')
        return Promise.resolve(envelope({ list: [{ ...menu.gameMenus[1]?.games[0], bets: 3 }] }));
      if (path === '/lgw/vn/numeros/opened/game')
        return Promise.resolve(
          envelope({
            game: {
              gameCode: 'MB',
              gameType: 'LOTT',
              labelName: 'Miền Bắc',
              groupCode: 'VN',
              structure: 'MB',
            },
            serverTime: Date.now(),
            open: [
              {
                drawId: 11,
                gameCode: 'MB',
                stationCode: 'HN',
                stationName: 'Hà Nội',
                drawKey: '2026-11-24',
                status: 'open',
                lockAt: Date.now() + 3_600_000,
                drawAt: Date.now() + 3_900_000,
                serverSeedHash: 'b'.repeat(64),
              },
            ],
            lastDrawn: [last],
          }),
        );
      if (path === '/lgw/vn/draws/history')
        return Promise.resolve(envelope({ list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 }));
      if (path === '/lgw/vn/numeros/stats')
        return Promise.resolve(
          envelope({
            draws: 100,
            numbers: Array.from({ length: 100 }, (_, i) => ({
              number: String(i).padStart(2, '0'),
              hits: i % 37,
              lastSeenDraws: (i * 7) % 23,
            })),
          }),
        );
      if (path === '/lgw/vn/bets' && init?.method === 'POST') {
        platform.bets.push(JSON.parse(typeof init.body === 'string' ? init.body : ''));
        if (platform.place) return Promise.resolve(platform.place());
        return Promise.resolve(
          envelope({
            orderNo: 'LT-0001',
            bets: [{}, {}],
            costTotal: 55_000,
            balance: platform.balance - 55_000,
          }),
        );
      }
      if (path === '/lgw/vn/bets')
        return Promise.resolve(envelope({ list: [], pageNo: 1, pageSize: 10, totalCount: 0, totalPages: 0 }));
      if (path === '/wps/v2/wallets/balance')
        return Promise.resolve(
          envelope({ sumBalance: platform.balance, currency: 'VND', currencySymbol: '₫', minorUnits: 0 }),
        );
      if (path === '/wps/v2/wallets/list')
        return Promise.resolve(envelope({ wallets: [{ wallet: 'MAIN', balance: platform.balance }] }));
      return Promise.resolve(envelope(null));
    }),
  );
}

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={null}>
          <main>
            <RouterProvider router={router} />
          </main>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const node = (id: string, title: string) => ({
  id,
  component: id,
  props: { title },
  children: [],
  pointer: '/r',
});
const vnPage = () => <VnLotteryPage node={node('lottery.vnlotteryPage', 'layout:page.vnlottery')} />;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['lottery', 'common', 'wallet', 'layout']);
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Picks `numbers` on the grid, sets the points and adds the line. */
async function addLine(numbers: string[], points = '1') {
  const grid = await screen.findByTestId('number-grid');
  for (const number of numbers) fireEvent.click(within(grid).getByRole('button', { name: number }));
  fireEvent.change(screen.getByLabelText('Points'), { target: { value: points } });
  fireEvent.click(screen.getByTestId('add-to-slip'));
}

describe('/vnlottery bet slip', () => {
  it('adds lines with live cost, removes one, warns over the balance, confirms and shows the order', async () => {
    setSession({ token: 'tok', member: testMember() });
    const platform: Platform = { balance: 100_000, bets: [], urls: [] };
    await fakePlatform(platform);
    const user = userEvent.setup();
    renderAt('/vnlottery?gameCode=MB', vnPage());
    await waitFor(() => expect(screen.getByTestId('slip-balance').textContent).toBe('₫100,000'));
    expect(await screen.findByText('Betting closes in')).toBeTruthy();

    // lô 2 số on 12 and 34, 1 point: 1 × 1 × ₫1,000 × 27 combos × 2 numbers.
    await addLine(['12', '34']);
    const first = await screen.findByTestId('slip-line');
    expect(within(first).getByText('Lô 2 digits')).toBeTruthy();
    expect(within(first).getByText('12, 34')).toBeTruthy();
    expect(within(first).getByText('27')).toBeTruthy();
    expect(within(first).getByTestId('line-cost').textContent).toBe('₫54,000');
    expect(within(first).getByText('₫99,000')).toBeTruthy();

    // A xiên 2 on 05 and 07 is one wager: ₫1,000.
    await user.click(screen.getByRole('tab', { name: 'Xiên' }));
    await addLine(['05', '07']);
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(2));
    expect(screen.getByTestId('slip-total').textContent).toBe('₫55,000');

    // A third line, then removed again.
    await user.click(screen.getByRole('tab', { name: 'Đề' }));
    await addLine(['99'], '60');
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(3));
    expect(screen.getByTestId('slip-total').textContent).toBe('₫115,000');
    expect((await screen.findByTestId('over-balance')).textContent).toContain('₫15,000 missing');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 3' }));
    await waitFor(() => expect(screen.getAllByTestId('slip-line')).toHaveLength(2));
    expect(screen.queryByTestId('over-balance')).toBeNull();

    fireEvent.click(screen.getByTestId('slip-submit'));
    const confirm = await screen.findByTestId('slip-confirm');
    // The draw key is a brand-local date shown by the shared formatter, never the raw `2026-11-24`.
    expect(confirm.textContent).toContain('Northern (Miền Bắc) · Hà Nội · Nov 24, 2026');
    expect(confirm.textContent).not.toContain('2026-11-24');
    expect(confirm.textContent).toContain('₫55,000');
    expect(platform.bets).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByTestId('slip-placed').textContent).toContain('LT-0001'));
    expect(screen.getByTestId('slip-placed').textContent).toContain('₫45,000');
    expect(platform.bets).toEqual([
      {
        requestId: expect.any(String) as unknown,
        drawId: 11,
        prizeMode: 'Lott',
        lines: [
          { betType: 'lo2', numbers: ['12', '34'], points: 1 },
          { betType: 'xien2', numbers: ['05', '07'], points: 1 },
        ],
      },
    ]);
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
  });

  it('shows a refused order in words, keeps every line and retries the same request', async () => {
    setSession({ token: 'tok', member: testMember() });
    const platform: Platform = {
      balance: 100_000,
      bets: [],
      urls: [],
      place: () =>
        new Response(
          JSON.stringify({ success: false, code: 'LOTTERY_CLOSED', message: 'closed', value: null }),
          { status: 200 },
        ),
    };
    await fakePlatform(platform);
    renderAt('/vnlottery', vnPage());
    await waitFor(() => expect(screen.getByTestId('slip-balance').textContent).toBe('₫100,000'));
    await addLine(['12']);
    fireEvent.click(await screen.findByTestId('slip-submit'));
    fireEvent.click(
      within(await screen.findByTestId('slip-confirm')).getByRole('button', { name: 'Confirm' }),
    );
    expect(
      (await screen.findByText('Betting on this draw is closed.')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('slip-line')).toHaveLength(1);
    platform.place = undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('slip-placed').textContent).toContain('LT-0001'));
    const [firstTry, retry] = platform.bets as { requestId: string }[];
    expect(retry?.requestId).toBe(firstTry?.requestId);
  });

  it('names rejected typed tokens, keeps the typed text and adds nothing', async () => {
    setSession({ token: 'tok', member: testMember() });
    await fakePlatform({ balance: 100_000, bets: [], urls: [] });
    renderAt('/vnlottery', vnPage());
    const box = await screen.findByTestId('typed-numbers');
    fireEvent.change(box, { target: { value: '12, 7; 345 56' } });
    expect(screen.getByTestId('rejected-tokens').textContent).toBe(
      'Not taken: 7, 345. Each number needs exactly 2 digits.',
    );
    expect(screen.getByTestId('picked-summary').textContent).toContain('Numbers picked: 2');
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('picker-problems').textContent).toContain('Not taken: 7, 345');
    expect(screen.getByTestId<HTMLTextAreaElement>('typed-numbers').value).toBe('12, 7; 345 56');
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
    // Points over the cap: refused with the cap, nothing lost.
    fireEvent.change(box, { target: { value: '12 56' } });
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '1001' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('picker-problems').textContent).toContain('At most 1000 points per number.');
    expect(screen.getByTestId<HTMLTextAreaElement>('typed-numbers').value).toBe('12 56');
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(await screen.findByTestId('slip-line')).toBeTruthy();
    expect(screen.getByTestId<HTMLTextAreaElement>('typed-numbers').value).toBe('');
  });

  it('asks a guest to log in and warns a trial account instead of placing', async () => {
    const platform: Platform = { balance: 100_000, bets: [], urls: [] };
    await fakePlatform(platform);
    renderAt('/vnlottery', vnPage());
    await addLine(['12']);
    fireEvent.click(await screen.findByTestId('slip-submit'));
    expect(getModal().name).toBe('loginPopup');
    expect(screen.queryByTestId('slip-confirm')).toBeNull();
    cleanup();
    closeModal();
    setSession({ token: 'tok', member: testMember({ type: 4 }) });
    renderAt('/vnlottery', vnPage());
    await waitFor(() => expect(screen.getByTestId('slip-balance').textContent).toBe('₫100,000'));
    await addLine(['12']);
    fireEvent.click(await screen.findByTestId('slip-submit'));
    expect(getModal().name).toBe('needRealAccount');
    expect(platform.bets).toHaveLength(0);
  });

  it('shows the last results, recomputes them in the browser and lists hot and cold numbers', async () => {
    await fakePlatform({ balance: 0, bets: [], urls: [] });
    renderAt('/vnlottery', vnPage());
    const table = await screen.findByTestId('results-table');
    expect(within(table).getAllByTestId('result-number')).toHaveLength(27);
    expect(within(table).getByText('Special prize')).toBeTruthy();
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('The seed matches the hash published before the draw.')).toBeTruthy();
    expect(await screen.findByText('Every number of the results is the one the seed gives.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('verify-seed'), { target: { value: 'b'.repeat(64) } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('The seed does not match the published hash.')).toBeTruthy();
    const hot = await screen.findByTestId('hot-numbers');
    expect(within(hot).getAllByRole('row')).toHaveLength(11);
    expect(within(hot).getAllByRole('row')[1]?.textContent).toContain('36');
  });
});

describe('/vnlottery clock', () => {
  it('ticks the countdown every second without rendering the number grid again', async () => {
    await fakePlatform({ balance: 0, bets: [], urls: [] });
    renderAt('/vnlottery?gameCode=MB', vnPage());
    await screen.findByTestId('number-grid');
    const cycle = await screen.findByTestId('draw-cycle');
    await waitFor(() => expect(cycle.textContent).toContain('Betting closes in'));
    const shown = cycle.textContent;
    const renders = pickerRenders.count;
    await waitFor(() => expect(cycle.textContent).not.toBe(shown));
    expect(pickerRenders.count).toBe(renders);
  });
});

describe('results table', () => {
  it('renders 27 numbers for an MB draw and 18 for an MN draw, prizes named in the language', async () => {
    renderAt('/', <ResultsTable draw={await drawn()} structure="MB" />);
    let table = await screen.findByTestId('results-table');
    expect(within(table).getAllByTestId('result-number')).toHaveLength(27);
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toBe('Special prize');
    cleanup();
    await i18next.changeLanguage('vi');
    await i18next.loadNamespaces('lottery');
    renderAt('/', <ResultsTable draw={await drawn(MN_STRUCTURE, 'MN', 'TPHCM')} structure="MN" />);
    table = await screen.findByTestId('results-table');
    expect(within(table).getAllByTestId('result-number')).toHaveLength(18);
    const heads = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(heads[0]).toBe('Giải tám');
    expect(heads.at(-1)).toBe('Giải đặc biệt');
    await i18next.changeLanguage('en');
  });
});

describe('/lottery', () => {
  it('lists the menu by group with favourites first and switches the prize mode', async () => {
    setSession({ token: 'tok', member: testMember() });
    localStorage.setItem('lotteryFavourites:demo1', JSON.stringify(['ST5']));
    const platform: Platform = { balance: 100_000, bets: [], urls: [] };
    await fakePlatform(platform);
    renderAt('/lottery', <LotteryPage node={node('lottery.lotteryPage', 'layout:page.lottery')} />);
    const favourites = await screen.findByTestId('lobby-favourites');
    expect(within(favourites).getByRole('link', { name: 'Fast · 5 minutes' }).getAttribute('href')).toBe(
      '/lottery?gameCode=ST5&playType=betting&prizeMode=Lott',
    );
    const vn = screen.getByTestId('lobby-group-VN');
    expect(within(vn).getByRole('link', { name: 'Northern (Miền Bắc)' }).getAttribute('href')).toBe(
      '/vnlottery?gameCode=MB',
    );
    expect(within(vn).getByText('Betting closes in')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ZY' }));
    await waitFor(() => expect(platform.urls.some((u) => u.includes('game_menu?prizeMode=ZY'))).toBe(true));
    expect(platform.urls.some((u) => u.startsWith('/lgw/vn/games/popular?count=20'))).toBe(true);
  });

  it('opens a game’s betting view with playType=betting', async () => {
    await fakePlatform({ balance: 0, bets: [], urls: [] });
    renderAt(
      '/lottery?gameCode=MB&playType=betting',
      <LotteryPage node={node('lottery.lotteryPage', 'layout:page.lottery')} />,
    );
    expect((await screen.findByTestId('lottery-game')).getAttribute('data-game')).toBe('MB');
    expect(screen.getByRole('link', { name: 'Back to the lottery lobby' })).toBeTruthy();
  });
});

describe('accessibility (axe, jsdom)', () => {
  const axeViolations = async (root: Element) => {
    const axe = (await import('axe-core')).default;
    const result = await axe.run(root, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  };

  it('/vnlottery with a slip line has no axe violations', async () => {
    setSession({ token: 'tok', member: testMember() });
    await fakePlatform({ balance: 100_000, bets: [], urls: [] });
    const { container } = renderAt('/vnlottery', vnPage());
    await screen.findByTestId('results-table');
    await screen.findByTestId('hot-numbers');
    await addLine(['12']);
    await screen.findByTestId('slip-line');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the /lottery lobby has no axe violations', async () => {
    await fakePlatform({ balance: 0, bets: [], urls: [] });
    const { container } = renderAt(
      '/lottery',
      <LotteryPage node={node('lottery.lotteryPage', 'layout:page.lottery')} />,
    );
    await screen.findByTestId('lobby-group-VN');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('prefetchVnLottery (issue 13: a first load of /vnlottery asks for its answers with the boot calls)', () => {
  afterEach(() => queryClient.clear());

  it("asks for the menu, then the named game's open draw with its odds, its results and its statistics", async () => {
    const platform: Platform = { balance: 0, bets: [], urls: [] };
    await fakePlatform(platform);
    prefetchVnLottery('?gameCode=MB');
    await waitFor(() => expect(platform.urls).toHaveLength(4));
    expect(platform.urls.map((url) => url.split('?')[0])).toEqual([
      '/lgw/vn/games/game_menu',
      '/lgw/vn/numeros/opened/game',
      '/lgw/vn/draws/history',
      '/lgw/vn/numeros/stats',
    ]);
    expect(platform.urls.slice(1).every((url) => url.includes('gameCode=MB'))).toBe(true);
    // In the cache the page's own queries read (the bet-type rule, its largest paint, needs the odds).
    await waitFor(() =>
      expect(queryClient.getQueryData(openedGameQuery('MB', 'Lott').queryKey)).toBeTruthy(),
    );
  });

  it("asks for nothing more when the menu cannot be loaded (the page's own query reports it)", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        urls.push(url);
        return Promise.resolve(new Response('down', { status: 503 }));
      }),
    );
    prefetchVnLottery('');
    await waitFor(() =>
      expect(queryClient.getQueryState(lotteryMenuQuery({ gameType: 'LOTT' }).queryKey)?.status).toBe(
        'error',
      ),
    );
    expect(urls.every((url) => url.startsWith('/lgw/vn/games/game_menu'))).toBe(true);
  });
});
