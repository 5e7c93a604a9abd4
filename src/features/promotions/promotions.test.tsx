// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import type {
  PromotionDetail,
  PromotionList,
  PromotionStatus,
  RaffleView,
  RedEnvelopeView,
} from '../../lib/api/promotions';
import { testMember } from '../../lib/api/test-member';
import { answeredBeforeRows, CommitLog, type CommitSample } from '../../lib/commit-log';
import { promotionListQuery } from '../../lib/api/promotions';
import { queryKeys } from '../../lib/query-client';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { checkImages, remarkLeft } from './image-checks';
import { PromoDetailPage, PromotionsPage } from './promotions-page';
import { splitCountdown } from './raffle-panel';

configure({ asyncUtilTimeout: 5000 });

const NOW = Date.now();
const currency = { currencySymbol: '₫', minorUnits: 2 };
const summary = (
  id: number,
  title: string,
  category: string,
  type: PromotionDetail['type'],
  status: PromotionStatus,
) => ({
  id,
  title,
  category,
  summary: `${title} summary`,
  cover: `/brand/promotions/${id}-cover.svg`,
  startAt: NOW - 86_400_000,
  endAt: null,
  type,
  bonus: type === 'claim' || type === 'join' || type === 'apply' ? 50 : null,
  status,
});
const LIST: PromotionList = {
  categories: ['new_player', 'raffle', 'red_envelope'],
  list: [
    summary(1, 'Welcome bonus 100%', 'new_player', 'claim', 'join'),
    summary(5, 'Weekly lucky raffle', 'raffle', 'raffle', 'join'),
    summary(6, 'Red envelope rain', 'red_envelope', 'redEnvelope', 'coming soon'),
  ],
  ...currency,
};

function detail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...summary(1, 'Welcome bonus 100%', 'new_player', 'claim', 'claim'),
    content: '<p>Deposit and <strong>claim</strong>.</p><script>window.hacked = true</script>',
    images: [
      { url: '/brand/promotions/1-cover.svg', sequence: 1 },
      { url: '/brand/promotions/1-detail.svg', sequence: 2 },
    ],
    rules: ['One bonus per player.'],
    link: null,
    progress: null,
    remark: '',
    reason: '',
    loggedIn: true,
    ...currency,
    ...overrides,
  };
}

const RAFFLE: RaffleView = {
  id: 5,
  title: 'Weekly lucky raffle',
  status: 'claim',
  serverTime: NOW,
  round: { roundNo: 99, startAt: NOW - 3_600_000, drawAt: NOW + 2 * 86_400_000 + 3_723_000 },
  ticketEvery: 100,
  prizes: [
    { rank: 1, amount: 500 },
    { rank: 2, amount: 200 },
  ],
  pool: 700,
  totalTickets: 40,
  myTickets: 10,
  myValidBet: 1050,
  chance: 0.25,
  rounds: [
    {
      roundNo: 98,
      startAt: NOW - 8 * 86_400_000,
      drawAt: NOW - 86_400_000,
      totalTickets: 30,
      winners: [
        { rank: 1, player: 'pl***2', prize: 500, mine: true, claimed: false },
        { rank: 2, player: 'pl***7', prize: 200, mine: false, claimed: true },
      ],
    },
  ],
  unclaimed: [{ roundNo: 98, rank: 1, prize: 500 }],
  ...currency,
};

const ENVELOPE: RedEnvelopeView = {
  id: 6,
  title: 'Red envelope rain',
  status: 'claim',
  serverTime: NOW,
  windowStartAt: NOW - 3_600_000,
  windowEndAt: NOW + 3_600_000,
  min: 1,
  max: 20,
  poolPerDay: 2000,
  poolLeft: 1500,
  opensPerDay: 3,
  opensLeft: 3,
  eligible: true,
  progress: null,
  opens: [],
  ...currency,
};

interface Call {
  path: string;
  body: unknown;
  token: string | undefined;
}

function envelope(value: unknown, success = true, code?: string, message = ''): Response {
  return new Response(JSON.stringify({ success, message, code, value }), { status: 200 });
}

/** A fake platform: details by id, the raffle and envelope views, and the answers of the POSTs. */
function fakePlatform(options: {
  details?: Record<number, PromotionDetail>;
  post?: (path: string, body: unknown) => Response;
}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const [path = '', query = ''] = url.split('?');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ path, body, token: headers.token });
      if (init?.method === 'POST')
        return Promise.resolve(options.post?.(path, body) ?? envelope(null, false, 'INTERNAL'));
      if (path === '/wps/relay/MCSFE_getPromotionList') return Promise.resolve(envelope(LIST));
      if (path === '/wps/relay/MCSFE_getPromotionDetail') {
        const id = Number(new URLSearchParams(query).get('id'));
        const found = options.details?.[id];
        return Promise.resolve(
          found ? envelope(found) : envelope(null, false, 'NOT_FOUND', `No promotion ${id}`),
        );
      }
      if (path === '/wps/relay/MCSFE_getRafflePromotion') return Promise.resolve(envelope(RAFFLE));
      if (path === '/wps/relay/MCSFE_getRedEnvelope') return Promise.resolve(envelope(ENVELOPE));
      return Promise.resolve(new Response('', { status: 404 }));
    }),
  );
  return calls;
}

function renderAt(path: string, page: 'list' | 'detail' = 'list', commits?: CommitSample[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(queryKeys.site.settings(), {
    imageCDNs: [],
    currency: { code: 'VND', symbol: '₫', minorUnits: 2 },
  });
  const element = page === 'list' ? <PromotionsPage /> : <PromoDetailPage />;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <Suspense fallback={null}>
          <CommitLog
            log={commits ?? []}
            sample={() => ({
              answered: client.getQueryData(promotionListQuery(false).queryKey) !== undefined,
              rows: document.querySelectorAll('[data-testid="promotion-card"]').length,
            })}
          >
            <main>
              <RouterProvider router={router} />
            </main>
          </CommitLog>
        </Suspense>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const member = () => setSession({ token: 'tok', member: testMember() });

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['promotions', 'common', 'layout']);
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
  vi.unstubAllGlobals();
});

describe('/promotions list', () => {
  it('lists every promotion as a named list item with cover, status and details link; tabs filter by category', async () => {
    fakePlatform({});
    renderAt('/promotions');
    const item = await screen.findByRole('listitem', { name: 'Welcome bonus 100%' });
    expect(within(item).getByText('Open to join')).toBeTruthy();
    expect(within(item).getByText('Welcome bonus 100% summary')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'Details: Welcome bonus 100%' }).getAttribute('href')).toBe(
      '/promoDetail?id=1',
    );
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/brand/promotions/1-cover.svg');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    // The first row's covers load at once (one is the page's largest paint), the first one first.
    const covers = screen.getAllByRole('listitem').map((li) => li.querySelector('img'));
    expect(covers.map((img) => img?.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
    expect(covers.map((img) => img?.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
    const tabs = screen.getByRole('tablist', { name: 'Promotion categories' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All', 'New players', 'Raffle', 'Red envelope']);
    const raffleTab = within(tabs).getByRole('tab', { name: 'Raffle' });
    fireEvent.mouseDown(raffleTab);
    fireEvent.click(raffleTab);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem', { name: 'Weekly lucky raffle' })).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Weekly lucky raffle' })).queryByText('Coming soon'),
    ).toBeNull();
  });

  it('builds the cards after the list’s answer, not in the answer’s own render (issue 13, TBT)', async () => {
    fakePlatform({});
    const commits: CommitSample[] = [];
    renderAt('/promotions', 'list', commits);
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(3);
    expect(answeredBeforeRows(commits)).toBe(true);
  });

  it('?id= and #id open that promotion with a way back; an unknown id shows a not-found state', async () => {
    fakePlatform({ details: { 1: detail({ status: 'join', loggedIn: false }) } });
    renderAt('/promotions?id=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 100%' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All promotions' }).getAttribute('href')).toBe('/promotions');
    cleanup();
    renderAt('/promotions#1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 100%' })).toBeTruthy();
    cleanup();
    renderAt('/promotions?id=404');
    expect(await screen.findByRole('heading', { name: 'Promotion not found' })).toBeTruthy();
    cleanup();
    const calls = fakePlatform({});
    renderAt('/promoDetail?id=abc', 'detail');
    expect(await screen.findByTestId('promotion-not-found')).toBeTruthy();
    expect(calls.filter((c) => c.path.includes('Detail'))).toEqual([]);
  });
});

describe('/promoDetail', () => {
  it('shows the sanitized body, images, period, rules; visitors get the log-in prompt', async () => {
    const calls = fakePlatform({ details: { 1: detail({ status: 'join', loggedIn: false }) } });
    renderAt('/promoDetail?id=1', 'detail');
    await screen.findByRole('heading', { level: 1, name: 'Welcome bonus 100%' });
    expect(screen.getByText('claim', { selector: 'strong' })).toBeTruthy();
    expect(document.querySelector('.promo-body script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Welcome bonus 100%, image 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules' })).toBeTruthy();
    expect(screen.getByText('One bonus per player.')).toBeTruthy();
    expect(screen.getByText(/no end date/)).toBeTruthy();
    expect(calls[0]?.token).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to take part' }));
    expect(getModal().name).toBe('loginPopup');
  });

  it.each<[PromotionStatus, PromotionDetail['type'], Partial<PromotionDetail>, RegExp]>([
    ['applying', 'apply', {}, /being reviewed/],
    ['issued', 'apply', {}, /issued to your main wallet/],
    ['claimed', 'claim', {}, /already claimed|have claimed/],
    ['rejected', 'apply', { reason: 'Blurry screenshot' }, /rejected: Blurry screenshot/],
    ['process', 'claim', { progress: { current: 40, target: 100 } }, /Deposited ₫40 of ₫100/],
    ['joined', 'join', { progress: { current: 120, target: 500 } }, /Valid bets ₫120 of ₫500/],
    ['close', 'claim', {}, /has ended/],
    ['coming soon', 'claim', {}, /Starts on/],
  ])('status %s of a %s promotion says what it means', async (status, type, extra, text) => {
    member();
    fakePlatform({ details: { 1: detail({ status, type, ...extra }) } });
    renderAt('/promoDetail?id=1', 'detail');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('claims a bonus with a requestId; a second claim shows the refusal', async () => {
    member();
    let claims = 0;
    const calls = fakePlatform({
      details: { 1: detail({ status: 'claim' }) },
      post: () =>
        ++claims === 1
          ? envelope({ promotion: detail({ status: 'claimed' }), amount: 50, balance: 1050 })
          : envelope(null, false, 'ALREADY_CLAIMED', 'already'),
    });
    renderAt('/promoDetail?id=1', 'detail');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim ₫50' }));
    expect(await screen.findByText('₫50 was added to your main wallet.')).toBeTruthy();
    const post = calls.find((c) => c.path === '/wps/relay/MCS2_promotionAction');
    expect(post?.body).toMatchObject({ id: 1, action: 'claim', requestId: expect.any(String) as unknown });
    expect(post?.token).toBe('tok');
    fireEvent.click(screen.getByRole('button', { name: 'Claim ₫50' }));
    expect(await screen.findByText('You have already claimed this.')).toBeTruthy();
  });

  it('joins a join promotion', async () => {
    member();
    const calls = fakePlatform({
      details: { 7: detail({ id: 7, type: 'join', status: 'join', title: 'Weekend slot cup' }) },
      post: () =>
        envelope({ promotion: detail({ id: 7, type: 'join', status: 'joined' }), amount: 0, balance: 1 }),
    });
    renderAt('/promoDetail?id=7', 'detail');
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(/You have joined/)).toBeTruthy();
    expect(calls.find((c) => c.path === '/wps/relay/MCS2_promotionAction')?.body).toMatchObject({
      action: 'join',
      id: 7,
    });
  });

  it('applies with a remark and images, refusing what the rules refuse and keeping what was typed', async () => {
    member();
    const calls = fakePlatform({
      details: { 2: detail({ id: 2, type: 'apply', status: 'join', title: 'First deposit free spins' }) },
      post: () => envelope(detail({ id: 2, type: 'apply', status: 'applying' })),
    });
    renderAt('/promoDetail?id=2', 'detail');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply: First deposit free spins' });
    const remark = within(dialog).getByLabelText('Remark');
    fireEvent.change(remark, { target: { value: 'x'.repeat(141) } });
    expect(within(dialog).getByText('141 / 140 characters')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByText('The remark can have at most 140 characters.')).toBeTruthy();
    expect((remark as HTMLTextAreaElement).value).toHaveLength(141);
    const input = within(dialog).getByLabelText('Images (optional)');
    const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif')] } });
    expect(within(dialog).getByText('Only png or jpg images are accepted.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')] } });
    fireEvent.change(input, { target: { files: [file('c.png', 'image/png'), file('d.png', 'image/png')] } });
    expect(within(dialog).getByText('You can add at most 3 images.')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    fireEvent.change(remark, { target: { value: 'My first deposit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent. We will review it soon.')).toBeTruthy();
    const sent = calls.find((c) => c.path === '/wps/relay/MCS2_applyPromotion')?.body as {
      id: number;
      remark: string;
      images: string[];
    };
    expect(sent.id).toBe(2);
    expect(sent.remark).toBe('My first deposit');
    expect(sent.images).toHaveLength(2);
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);
  });
});

describe('raffle and red envelope', () => {
  it('shows the pool, tickets, chance, countdown and winners; the winner claims the prize', async () => {
    member();
    const calls = fakePlatform({
      details: {
        5: detail({ id: 5, type: 'raffle', status: 'claim', title: 'Weekly lucky raffle', bonus: null }),
      },
      post: () => envelope({ roundNo: 98, rank: 1, amount: 500, balance: 1500 }),
    });
    renderAt('/promoDetail?id=5', 'detail');
    const panel = await screen.findByTestId('raffle-panel');
    expect(within(panel).getByTestId('raffle-pool').textContent).toBe('₫700');
    expect(within(panel).getByTestId('raffle-my-tickets').textContent).toBe('10');
    expect(within(panel).getByTestId('raffle-chance').textContent).toBe('25%');
    expect(within(panel).getByTestId('raffle-countdown').textContent).toMatch(/^2d 01:0[12]:\d\d$/);
    const table = within(panel).getByRole('table', { name: /Round 98/ });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('pl***2 (you)')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Claim prize ₫500' }));
    expect(await screen.findByText('₫500 from round 98 was added to your main wallet.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/wps/relay/MCS2_claimRafflePromotion')?.body).toMatchObject({
      id: 5,
      roundNo: 98,
    });
  });

  it('opens a red envelope and shows the amount', async () => {
    member();
    const calls = fakePlatform({
      details: {
        6: detail({ id: 6, type: 'redEnvelope', status: 'claim', title: 'Red envelope rain', bonus: null }),
      },
      post: () => envelope({ amount: 12.34, opensLeft: 2, poolLeft: 1487.66, balance: 1012.34 }),
    });
    renderAt('/promoDetail?id=6', 'detail');
    const panel = await screen.findByTestId('red-envelope-panel');
    expect(within(panel).getByTestId('envelope-opens-left').textContent).toBe('3 of 3 left');
    fireEvent.click(within(panel).getByRole('button', { name: 'Open a red envelope' }));
    expect(await screen.findByText('You got ₫12.34! Envelopes left today: 2.')).toBeTruthy();
    const open = calls.find((c) => c.path === '/wps/relay/MCS2_openRedEnvelope');
    expect(open?.body).toMatchObject({ id: 6, requestId: expect.any(String) as unknown });
  });

  it('asks a visitor to log in instead of opening', async () => {
    fakePlatform({
      details: { 6: detail({ id: 6, type: 'redEnvelope', status: 'join', loggedIn: false, bonus: null }) },
    });
    renderAt('/promoDetail?id=6', 'detail');
    const panel = await screen.findByTestId('red-envelope-panel');
    expect(within(panel).queryByRole('button', { name: 'Open a red envelope' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Log in to take part' }));
    expect(getModal().name).toBe('loginPopup');
  });
});

describe('helpers', () => {
  it('checks images and the remark like the server', () => {
    expect(checkImages([{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }])).toBeNull();
    expect(checkImages([{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }])).toBe('size');
    expect(checkImages([{ name: 'a.gif', type: 'image/gif', size: 1 }])).toBe('type');
    expect(checkImages([{ name: 'a.png', type: 'image/png', size: 1 }], 3)).toBe('count');
    expect(remarkLeft('好'.repeat(140))).toBe(0);
  });

  it('splits a countdown', () => {
    expect(splitCountdown(90_061_000)).toEqual({ days: 1, time: '01:01:01' });
    expect(splitCountdown(-5)).toEqual({ days: 0, time: '00:00:00' });
  });
});
