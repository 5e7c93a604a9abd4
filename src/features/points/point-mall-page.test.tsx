// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import {
  pointConfigQuery,
  pointRewardsQuery,
  type PointConfig,
  type PointReward,
} from '../../lib/api/points';
import { answeredBeforeRows, CommitLog, type CommitSample } from '../../lib/commit-log';
import { testMember } from '../../lib/api/test-member';
import { clearSession, setSession } from '../../lib/session';
import { closeModal, getModal } from '../../lib/ui-store';
import { HeaderPoints } from './header-points';
import { PointMallPage } from './point-mall-page';
import { FIRST_SCREEN_ID } from '../../../core/layout/first-screen';

configure({ asyncUtilTimeout: 5000 });

const config: PointConfig = {
  enabled: true,
  earn: { validBet: 10, points: 1 },
  categories: [{ gameType: 'LIVE', validBet: 20, points: 1 }],
  convert: { enabled: true, pointValue: 0.05, min: 100, step: 10 },
  maxQuantity: 10,
  neverExpire: true,
};
const reward = (over: Partial<PointReward>): PointReward => ({
  rewardId: 'VOUCHER-COFFEE',
  type: 'voucher',
  name: 'Coffee voucher',
  description: 'One coffee',
  image: '/brand/rewards/coffee.svg',
  points: 200,
  amount: 0,
  bonusAmount: 0,
  stock: 100,
  perMemberLimit: null,
  redeemed: 0,
  ...over,
});
const rewards = [
  reward({}),
  reward({
    rewardId: 'LOTUS-SCARF',
    type: 'physical',
    name: 'Silk lotus scarf',
    points: 2500,
    stock: 1,
    perMemberLimit: 1,
  }),
];

const ok = (value: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, message: '', value }), { status });
const refused = (code: string, status = 200) =>
  new Response(JSON.stringify({ success: false, message: 'refused', code, value: null }), { status });

interface Fake {
  points: number;
  redeem?: (body: Record<string, unknown>) => Response;
  bodies: Record<string, unknown>[];
}

function fakePlatform(fake: Fake) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = url.split('?')[0];
      if (path === '/wps/relay/MCS2_getPointConfig') return Promise.resolve(ok(config));
      if (path === '/wps/relay/MCS2_getPointReward') return Promise.resolve(ok({ list: rewards }));
      if (path === '/wps/relay/MCS2_getPointBalance') return Promise.resolve(ok({ points: fake.points }));
      if (path === '/wps/v2/wallets/balance')
        return Promise.resolve(ok({ sumBalance: 1000, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }));
      if (path === '/wps/relay/MCS2_getRedeemPointList')
        return Promise.resolve(
          ok({
            list: [
              {
                referenceNo: 'P20260115-000001',
                applyTime: '2026-01-15T12:00:00.000Z',
                type: 'voucher',
                name: 'Coffee voucher',
                quantity: 1,
                points: 200,
                amount: 0,
                status: 'approved',
                remark: '',
              },
              {
                referenceNo: 'P20260115-000002',
                applyTime: '2026-01-15T12:01:00.000Z',
                type: 'voucher',
                name: 'Mobile data voucher',
                quantity: 1,
                points: 300,
                amount: 0,
                status: 'rejected',
                remark: 'refunded',
              },
            ],
            pageNo: 1,
            pageSize: 10,
            totalCount: 2,
            totalPages: 1,
          }),
        );
      if (path === '/wps/relay/ODSFE2_MemTransDet/points')
        return Promise.resolve(
          ok({
            list: [
              {
                id: 2,
                time: '2026-01-15T12:01:00.000Z',
                type: 'redeem',
                points: -300,
                balanceAfter: 5600,
                reference: 'P1',
                memo: '',
              },
              {
                id: 1,
                time: '2026-01-15T12:00:00.000Z',
                type: 'earn',
                points: 5900,
                balanceAfter: 5900,
                reference: 'bet:1',
                memo: '',
              },
            ],
            pageNo: 1,
            pageSize: 10,
            totalCount: 2,
            totalPages: 1,
          }),
        );
      if (path === '/wps/relay/passwordCheck/MCS2_redeemPointReward') {
        const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
        fake.bodies.push(body);
        return Promise.resolve(fake.redeem ? fake.redeem(body) : refused('NOT_FOUND'));
      }
      return Promise.resolve(refused('NOT_FOUND', 404));
    }),
  );
}

/** What each commit showed: the earning rules against the tabs, the rewards against their cards. */
interface Commits {
  rules: CommitSample[];
  rewards: CommitSample[];
}

function renderWith(element: ReactNode, commits: Commits = { rules: [], rewards: [] }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/pointMall'] });
  const cached = (key: readonly unknown[]) => client.getQueryData(key) !== undefined;
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18next}>
        <CommitLog
          log={commits.rules}
          sample={() => ({
            answered: cached(pointConfigQuery().queryKey),
            rows: document.querySelectorAll('[role="tablist"]').length,
          })}
        >
          <CommitLog
            log={commits.rewards}
            sample={() => ({
              answered: cached(pointRewardsQuery(false).queryKey),
              rows: document.querySelectorAll('[data-testid^="reward-"]').length,
            })}
          >
            <RouterProvider router={router} />
          </CommitLog>
        </CommitLog>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const page = () => (
  <PointMallPage
    node={{
      id: 'p',
      component: 'points.pointMallPage',
      props: { title: 'layout:page.pointMall' },
      children: [],
      pointer: '/r',
    }}
  />
);

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces(['points', 'common', 'layout', 'account']);
}, 60_000);

afterEach(() => {
  cleanup();
  clearSession();
  closeModal();
  vi.unstubAllGlobals();
});

describe('/pointMall', () => {
  it('shows a visitor the catalogue, the earning rate and a log-in prompt, and no member tabs', async () => {
    fakePlatform({ points: 0, bodies: [] });
    renderWith(page());
    expect(await screen.findByText('Silk lotus scarf')).toBeTruthy();
    expect(screen.getByText(/^1 left · limit 1 per member$/)).toBeTruthy();
    // The first row's images load at once, sized (one is the page's largest paint).
    const [first] = screen.getAllByTestId(/^reward-/).map((card) => card.querySelector('img'));
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['320', '200']);
    expect(await screen.findByTestId('points-rate')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to redeem Silk lotus scarf' }));
    expect(getModal().name).toBe('login');
  });

  it('builds the tabs and the reward cards after their answers, not in the answers’ own renders (issue 13)', async () => {
    fakePlatform({ points: 0, bodies: [] });
    const commits: Commits = { rules: [], rewards: [] };
    renderWith(page(), commits);
    expect(await screen.findByText('Silk lotus scarf')).toBeTruthy();
    expect(answeredBeforeRows(commits.rules)).toBe(true);
    expect(answeredBeforeRows(commits.rewards)).toBe(true);
  });

  it("keeps the server's first view up until the rules and then the reward cards are drawn (issue 13, LCP)", async () => {
    // The first view as the server draws it for a guest (server/src/services/first-screen.ts).
    const screenElement = document.createElement('div');
    screenElement.id = FIRST_SCREEN_ID;
    screenElement.innerHTML = '<div class="pm-page first-screen-lead" lang="en"></div>';
    document.body.prepend(screenElement);
    fakePlatform({ points: 0, bodies: [] });
    const platform = fetch;
    let answerRewards: () => void = () => undefined;
    const rewardsAnswered = new Promise<void>((resolve) => (answerRewards = resolve));
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.split('?')[0] === '/wps/relay/MCS2_getPointReward') await rewardsAnswered;
      return platform(url, init);
    });
    const shown = () => document.getElementById(FIRST_SCREEN_ID) !== null;
    renderWith(page());
    expect(await screen.findByTestId('points-rate')).toBeTruthy();
    await screen.findByRole('tab', { name: 'Rewards' });
    expect(shown()).toBe(true);
    answerRewards();
    expect(await screen.findByText('Silk lotus scarf')).toBeTruthy();
    await waitFor(() => expect(shown()).toBe(false));
  });

  it('shows a member the balance, the history with status chips and the points details', async () => {
    setSession({ token: 'tok', member: testMember() });
    fakePlatform({ points: 5600, bodies: [] });
    const user = userEvent.setup();
    renderWith(page());
    const balance = await screen.findByTestId('points-balance');
    await waitFor(() => expect(balance.textContent).toBe('5,600'));
    await user.click(await screen.findByRole('tab', { name: 'Redeem history' }));
    const table = await screen.findByTestId('redeem-history');
    expect(within(table).getByText('Approved')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Points details' }));
    const details = await screen.findByTestId('points-details');
    expect(within(details).getByText('−300')).toBeTruthy();
    expect(within(details).getByText('Earned')).toBeTruthy();
  });

  it('the convert tab previews the money and refuses an amount off the step', async () => {
    setSession({ token: 'tok', member: testMember() });
    fakePlatform({ points: 5600, bodies: [] });
    const user = userEvent.setup();
    renderWith(page());
    await user.click(await screen.findByRole('tab', { name: 'Convert' }));
    const input = await screen.findByLabelText('Points to convert');
    await user.type(input, '200');
    expect(screen.getByTestId('convert-preview').textContent).toContain('10');
    await user.clear(input);
    await user.type(input, '105');
    expect(screen.getAllByText('At least 100 points, in steps of 10.').length).toBeGreaterThan(1);
  });

  it('the redeem dialog asks to confirm, sends the payment password once, and keeps what was typed on a refusal', async () => {
    setSession({ token: 'tok', member: testMember() });
    const fake: Fake = { points: 5600, bodies: [], redeem: () => refused('OUT_OF_STOCK', 409) };
    fakePlatform(fake);
    const user = userEvent.setup();
    renderWith(page());
    await user.click(await screen.findByRole('button', { name: 'Redeem Silk lotus scarf' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByTestId('redeem-confirm')).toBeTruthy();
    expect(fake.bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Sorry, this reward has just run out of stock.',
    );
    expect(fake.bodies[0]).toMatchObject({ rewardId: 'LOTUS-SCARF', quantity: 1, paymentPassword: '123456' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Payment password').value).toBe('123456');
  });

  it('the redeem dialog refuses a quantity above what is left before calling', async () => {
    setSession({ token: 'tok', member: testMember() });
    const fake: Fake = { points: 5600, bodies: [] };
    fakePlatform(fake);
    const user = userEvent.setup();
    renderWith(page());
    await user.click(await screen.findByRole('button', { name: 'Redeem Silk lotus scarf' }));
    const dialog = await screen.findByTestId('redeem-dialog');
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a whole number from 1 to 1.');
    expect(fake.bodies).toHaveLength(0);
  });
});

describe('header points balance', () => {
  it('is hidden for visitors and at 0 points, shown above 0 as a link to the point mall', async () => {
    fakePlatform({ points: 0, bodies: [] });
    const first = renderWith(<HeaderPoints />);
    expect(screen.queryByTestId('header-points')).toBeNull();
    first.unmount();

    setSession({ token: 'tok', member: testMember() });
    renderWith(<HeaderPoints />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('header-points')).toBeNull();
    cleanup();

    fakePlatform({ points: 5600, bodies: [] });
    renderWith(<HeaderPoints />);
    const link = await screen.findByRole('link', { name: 'Points balance: 5,600 points' });
    expect(link.getAttribute('href')).toBe('/pointMall');
  });
});
