// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testQueryClient, wrapper } from '../../../components/test-support';
import type { ContractsView, Settlement } from '../../../lib/api/contracts';
import { testMember } from '../../../lib/api/test-member';
import { clearSession, setSession } from '../../../lib/session';
import { createContractsI18n, ok, refuse, testContract } from './test-support';

const { ContractPage } = await import('./contract-page');
const { ContractOffersModal, SEEN_OFFERS_KEY } = await import('./offer-modal');

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Route = (call: Call) => Response | Promise<Response>;
let routes: Record<string, Route> = {};
let calls: Call[] = [];

const RELAY = '/wps/relay/MCS2_processDailySalContract';
const own = testContract({
  id: 3,
  status: 'accepted',
  decidedAt: '2026-11-01T08:00:00.000Z',
  terms: {
    kind: 'dailyWage',
    tiers: [
      { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.6 },
      { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 1 },
      { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 500 },
    ],
  },
});
const offer = testContract();
const given = testContract({
  id: 9,
  status: 'accepted',
  upline: { userId: 2, username: 'sub1' },
  downline: { userId: 30, username: 'sub3' },
  terms: {
    kind: 'dailyWage',
    tiers: [
      { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.4 },
      { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 0.8 },
      { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 200 },
    ],
  },
});
const view: ContractsView = {
  own,
  offered: [offer],
  given: [given],
  limits: { percent: 1, fixed: 500, lossRate: 0, dividend: {} },
};
const settlement = (id: number, overrides: Partial<Settlement> = {}): Settlement => ({
  id,
  contractId: 3,
  kind: 'dailyWage',
  periodKey: `2026-11-${10 + id}`,
  periodStart: '2026-11-20T17:00:00.000Z',
  periodEnd: '2026-11-21T17:00:00.000Z',
  downline: 'sub1',
  upline: 'agent1',
  teamValidBet: 6000,
  activeMembers: 4,
  profitLoss: -250,
  tierIndex: 1,
  rate: 1,
  amount: 60,
  paid: 60,
  status: 'paid',
  payer: 'upline',
  settledAt: '2026-11-21T17:00:05.000Z',
  lines: [],
  ...overrides,
});
const page = <T,>(list: T[], extra: Record<string, unknown> = {}) => ({
  list,
  pageNo: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPages: 1,
  ...extra,
});

const base: Record<string, Route> = {
  'GET /wps/v2/wallets/balance': () =>
    ok({ sumBalance: 520, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
  'GET /wps/agent/contracts': () => ok(view),
  'GET /wps/agent/settlements': () => ok(page<Settlement>([], { totals: { amount: 0, paid: 0 } })),
  'GET /wps/system/whitelabel': () =>
    ok({ whitelabel: [], flags: {}, imageCDNs: [], timeZone: 'Asia/Ho_Chi_Minh' }),
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createContractsI18n();
});
beforeEach(() => {
  routes = { ...base };
  calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member: testMember({ id: 2, account: 'sub1', isAgent: 2 }) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test.local');
      const method = init.method ?? 'GET';
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path: parsed.pathname, query: parsed.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      return route ? route(call) : refuse(`no route ${method} ${parsed.pathname}`, 'NOT_FOUND', 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function renderUi(ui: ReactNode) {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  return { client, ...render(<Wrapper>{ui}</Wrapper>) };
}

const pageNode = (kind: string) => ({
  id: 'agentDailyWages2',
  component: 'contracts.page',
  props: { label: 'layout:ac.dailyWages', kind },
  children: [],
  pointer: '/pages/9',
});
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

async function renderDailyWages() {
  const result = renderUi(<ContractPage node={pageNode('dailyWage')} />);
  await screen.findByTestId('contract-offer-7');
  return result;
}

describe('contract page', () => {
  it('shows my contract with its tiers, the offer to me and the contracts I gave', async () => {
    await renderDailyWages();
    const mine = screen.getByTestId('contracts-dailyWage-own');
    expect(within(mine).getByText('From your upline agent1.')).toBeTruthy();
    const rows = within(screen.getByTestId('contracts-dailyWage-own-terms-tiers')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'TierTeam valid bets at leastActive members at leastRateCap',
      'Tier 1₫1,0001' + '0.6% of valid bets' + 'No cap',
      'Tier 2₫5,0003' + '1% of valid bets' + 'No cap',
      'Tier 3₫20,0005' + '₫500 fixed' + 'No cap',
    ]);
    expect(screen.getByText('Daily wage offer from agent1')).toBeTruthy();
    const gave = screen.getByTestId('contracts-given-9');
    expect(within(gave).getByText('sub3')).toBeTruthy();
    expect(within(gave).getByText('0.8% of valid bets · ₫200 fixed')).toBeTruthy();
  });

  it('an unknown kind in the layout says so instead of calling the server', () => {
    renderUi(<ContractPage node={pageNode('weeklyBonus')} />);
    expect(
      screen.getByText('This contract page is not set up correctly (unknown contract kind).'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/wps/agent/contracts')).toHaveLength(0);
  });

  it('accept with a lower rate: the confirmation lists exactly the contract that ends, then accepts with confirmLowerRate', async () => {
    const user = userEvent.setup();
    routes[`POST ${RELAY}`] = (call) =>
      (call.body as { confirmLowerRate?: boolean }).confirmLowerRate
        ? ok({
            contract: { ...offer, status: 'accepted', version: 2 },
            ended: [{ ...given, status: 'terminated' }],
          })
        : refuse('Accepting ends 1 contract', 'LOWER_RATE_CONFIRM', 409, { ends: [given] });
    await renderDailyWages();
    await user.click(within(screen.getByTestId('contract-offer-7')).getByRole('button', { name: 'Accept' }));

    const dialog = await screen.findByRole('dialog', { name: 'Accepting ends other contracts' });
    const rows = within(within(dialog).getByTestId('contract-lower-rate-list')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['sub3', 'Daily wage', '0.8% of valid bets · ₫200 fixed'],
    ]);
    expect(posted(RELAY)[0]?.body).toEqual({
      action: 'accept',
      contractId: 7,
      version: 1,
      confirmLowerRate: false,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Accept and end them (1)' }));
    expect(await screen.findByText('Contract accepted. These contracts ended: sub3.')).toBeTruthy();
    expect(posted(RELAY)[1]?.body).toEqual({
      action: 'accept',
      contractId: 7,
      version: 1,
      confirmLowerRate: true,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lower rate: "Do not accept" closes the confirmation and accepts nothing', async () => {
    const user = userEvent.setup();
    routes[`POST ${RELAY}`] = () =>
      refuse('Accepting ends 1 contract', 'LOWER_RATE_CONFIRM', 409, { ends: [given] });
    await renderDailyWages();
    await user.click(within(screen.getByTestId('contract-offer-7')).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accepting ends other contracts' });
    await user.click(within(dialog).getByRole('button', { name: 'Do not accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(RELAY)).toHaveLength(1);
    expect(
      within(screen.getByTestId('contract-offer-7')).getByRole('button', { name: 'Accept' }),
    ).toBeTruthy();
  });

  it('a stale offer says the offer changed; reload shows the newer offer’s terms and accepts that one', async () => {
    const user = userEvent.setup();
    // An offer is never edited: the upline's new offer is a new contract (version + 1).
    const newer = testContract({
      id: 8,
      version: 2,
      terms: {
        kind: 'dailyWage',
        tiers: [
          { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.35 },
          { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 0.7 },
          { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'fixed', rate: 300 },
        ],
      },
    });
    routes[`POST ${RELAY}`] = (call) =>
      (call.body as { contractId: number }).contractId === 7
        ? refuse('The offer changed', 'STALE_OFFER', 409)
        : ok({ contract: { ...newer, status: 'accepted' }, ended: [] });
    await renderDailyWages();
    routes['GET /wps/agent/contracts'] = () => ok({ ...view, offered: [newer] });
    const card = screen.getByTestId('contract-offer-7');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));

    const stale = await within(card).findByTestId('contract-stale');
    expect(stale.textContent).toContain(
      'This offer changed since you opened it. Reload it and check the new terms before you decide.',
    );
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await user.click(within(stale).getByRole('button', { name: 'Reload the offer' }));
    expect(await within(card).findByText('0.7% of valid bets')).toBeTruthy();
    expect(within(card).queryByTestId('contract-stale')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted.')).toBeTruthy();
    expect(posted(RELAY)[1]?.body).toMatchObject({ action: 'accept', contractId: 8, version: 2 });
  });

  it('a failed decision shows the cause and a retry; the retry sends the same decision', async () => {
    const user = userEvent.setup();
    let lose = true;
    routes[`POST ${RELAY}`] = () =>
      lose
        ? Promise.reject(new TypeError('Failed to fetch'))
        : ok({ contract: { ...offer, status: 'accepted' }, ended: [] });
    await renderDailyWages();
    const card = screen.getByTestId('contract-offer-7');
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('The network is abnormal.');
    expect(within(card).queryByRole('button', { name: 'Reject' })).toBeNull();
    lose = false;
    routes[`POST ${RELAY}`] = () => ok({ ...offer, status: 'rejected' });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer rejected.')).toBeTruthy();
    expect(posted(RELAY).map((c) => c.body)).toEqual([
      { action: 'reject', contractId: 7, version: 1 },
      { action: 'reject', contractId: 7, version: 1 },
    ]);
  });

  it('ends a contract I gave after a confirmation; a closed contract says so', async () => {
    const user = userEvent.setup();
    routes[`POST ${RELAY}`] = () => refuse('Closed', 'CONTRACT_CLOSED', 409);
    await renderDailyWages();
    await user.click(screen.getByRole('button', { name: 'End contract: sub3' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the contract?' });
    expect(within(dialog).getByText(/Daily wage: the contract between sub1 and sub3 ends now/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'End it' }));
    expect(
      await screen.findByText('This contract was already decided or ended; the list is up to date now.'),
    ).toBeTruthy();
    expect(posted(RELAY)[0]?.body).toEqual({ action: 'terminate', contractId: 9 });
  });

  it('shows a contract history with who and when', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/contracts/9/history'] = () =>
      ok({
        list: [
          { action: 'offered', by: 'sub1', at: '2026-11-02T08:00:00.000Z', note: null },
          { action: 'accepted', by: 'sub3', at: '2026-11-02T09:00:00.000Z', note: null },
        ],
      });
    await renderDailyWages();
    await user.click(screen.getByRole('button', { name: 'History of the contract with sub3' }));
    const list = await screen.findByTestId('contract-history-9');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(',')[0]),
    ).toEqual(['Offered by sub1', 'Accepted by sub3']);
  });
});

describe('offer form', () => {
  beforeEach(() => {
    routes['GET /wps/agent/downlines'] = () =>
      ok(
        page([
          { userId: 30, username: 'sub3', nickname: 'Three', level: 1, isAgent: true },
          { userId: 31, username: 'p1', nickname: 'p1', level: 1, isAgent: false },
        ]),
      );
  });

  async function openForm() {
    const user = userEvent.setup();
    await renderDailyWages();
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await within(form).findByRole('option', { name: 'sub3 (Three)' });
    return { user, form };
  }

  async function fillTier(
    user: ReturnType<typeof userEvent.setup>,
    form: HTMLElement,
    index: number,
    values: { bet: string; members: string; rate: string },
  ) {
    const group = within(form).getByRole('group', { name: `Tier ${index + 1}` });
    await user.type(within(group).getByLabelText('Team valid bets at least'), values.bet);
    await user.type(within(group).getByLabelText('Active members at least'), values.members);
    await user.type(within(group).getByLabelText('Rate (% of team valid bets)'), values.rate);
    return group;
  }

  it('lists only direct downline agents and checks the tiers before anything is sent, keeping what was typed', async () => {
    const { user, form } = await openForm();
    expect(calls.find((c) => c.path === '/wps/agent/downlines')?.query.get('level')).toBe('1');
    expect(within(form).queryByRole('option', { name: 'p1' })).toBeNull();
    expect(within(form).getByTestId('contract-limits').textContent).toBe(
      'You may offer at most: 1% of valid bets · ₫500 fixed.',
    );

    const first = await fillTier(user, form, 0, { bet: '1000', members: '1', rate: '1.5' });
    const second = await fillTier(user, form, 1, { bet: '900', members: '0', rate: '0.5' });
    await fillTier(user, form, 2, { bet: '3000', members: '3', rate: '1' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    expect(within(form).getByText('Choose the downline agent.')).toBeTruthy();
    expect(within(first).getByText('Above what you may offer (1%).')).toBeTruthy();
    expect(within(second).getAllByText('Must be above the tier before.')).toHaveLength(1);
    expect(within(second).getByText('Must not be below the tier before.')).toBeTruthy();
    expect(within(first).getByLabelText('Rate (% of team valid bets)')).toHaveProperty('value', '1.5');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // Three tiers at least: remove is off; at most six: add stops there.
    expect(within(first).getByRole('button', { name: 'Remove Tier 1' })).toHaveProperty('disabled', true);
    for (let n = 0; n < 3; n += 1) await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    expect(within(form).getByRole('button', { name: 'Add a tier' })).toHaveProperty('disabled', true);
  });

  it('opens for the downline team management chose (offerTo), even beyond the picker’s first page', async () => {
    routes['GET /wps/agent/downlines/40'] = () =>
      ok({ userId: 40, username: 'sub9', nickname: 'sub9', level: 1, isAgent: true });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={testQueryClient()}>
          <MemoryRouter initialEntries={['/?ac=agentDailyWages2&offerTo=40']}>
            <ContractPage node={pageNode('dailyWage')} />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await within(form).findByRole('option', { name: 'sub9' });
    expect(within(form).getByLabelText('Downline agent')).toHaveProperty('value', '40');
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Offer a contract' })).toBeNull();
  });

  it('previews the terms for the downline, then sends the offer with a request id', async () => {
    routes['POST /wps/agent/contracts/preview'] = () =>
      ok({
        lastPeriod: {
          periodKey: '2026-11-22',
          teamValidBet: 6000,
          activeMembers: 4,
          profitLoss: -120,
          tierIndex: 1,
          amount: 30,
        },
        current: {
          periodKey: '2026-11-23',
          teamValidBet: 800,
          activeMembers: 1,
          profitLoss: 10,
          tierIndex: null,
          amount: 0,
          nextTier: { index: 0, needValidBet: 200, needActiveMembers: 0 },
        },
      });
    routes[`POST ${RELAY}`] = () =>
      ok(
        testContract({
          id: 12,
          upline: { userId: 2, username: 'sub1' },
          downline: { userId: 30, username: 'sub3' },
        }),
      );
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText('Downline agent'), '30');
    await fillTier(user, form, 0, { bet: '1000', members: '1', rate: '0.2' });
    await fillTier(user, form, 1, { bet: '5000', members: '3', rate: '0.5' });
    const third = await fillTier(user, form, 2, { bet: '20000', members: '5', rate: '1' });
    await user.type(within(third).getByLabelText('Cap (optional)'), '150');
    await user.click(within(form).getByRole('button', { name: 'Preview' }));

    const preview = await within(form).findByTestId('contract-preview');
    expect(within(preview).getByTestId('contract-preview-amount').textContent).toBe('₫30');
    expect(within(preview).getByTestId('contract-preview-next').textContent).toBe(
      'Tier 1 needs ₫200 more valid bets and 0 more active members.',
    );
    const terms = {
      kind: 'dailyWage',
      tiers: [
        { minTeamValidBet: 1000, minActiveMembers: 1, mode: 'percent', rate: 0.2 },
        { minTeamValidBet: 5000, minActiveMembers: 3, mode: 'percent', rate: 0.5 },
        { minTeamValidBet: 20000, minActiveMembers: 5, mode: 'percent', rate: 1, cap: 150 },
      ],
    };
    expect(posted('/wps/agent/contracts/preview')[0]?.body).toEqual({ downlineId: 30, terms });

    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await screen.findByText('Offer sent to sub3.')).toBeTruthy();
    const sent = posted(RELAY)[0]?.body as { requestId?: unknown };
    expect(sent).toMatchObject({ action: 'offer', downlineId: 30, terms });
    expect(typeof sent.requestId).toBe('string');
    expect(screen.getByRole('button', { name: 'Offer a contract' })).toBeTruthy();
  });

  it('a refused offer (rate above the upline) is shown in the player’s language; retry resends the same request', async () => {
    routes['POST /wps/agent/contracts/preview'] = () =>
      ok({
        lastPeriod: {
          periodKey: '2026-11-22',
          teamValidBet: 0,
          activeMembers: 0,
          profitLoss: 0,
          tierIndex: null,
          amount: 0,
        },
        current: {
          periodKey: '2026-11-23',
          teamValidBet: 0,
          activeMembers: 0,
          profitLoss: 0,
          tierIndex: null,
          amount: 0,
          nextTier: null,
        },
      });
    let answer: () => Response | Promise<Response> = () =>
      refuse('Above your rate', 'RATE_ABOVE_UPLINE', 400);
    routes[`POST ${RELAY}`] = () => answer();
    const { user, form } = await openForm();
    await user.selectOptions(within(form).getByLabelText('Downline agent'), '30');
    await fillTier(user, form, 0, { bet: '1', members: '0', rate: '0.2' });
    await fillTier(user, form, 1, { bet: '2', members: '0', rate: '0.3' });
    await fillTier(user, form, 2, { bet: '3', members: '0', rate: '0.4' });
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await user.click(await within(form).findByRole('button', { name: 'Send the offer' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(
      'The offer is above your own rate: an offer can never exceed your contract with your upline.',
    );
    answer = () => ok(testContract({ id: 12, downline: { userId: 30, username: 'sub3' } }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Offer sent to sub3.')).toBeTruthy();
    const bodies = posted(RELAY).map((c) => c.body as { requestId: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });
});

describe('settlements', () => {
  it('lists the settlements with the totals of the whole result and opens the bets behind one', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/settlements'] = () =>
      ok(
        page(
          [
            settlement(11),
            settlement(12, { status: 'partlyPaid', tierIndex: 2, rate: 500, amount: 500, paid: 40 }),
          ],
          {
            totalCount: 14,
            totalPages: 2,
            totals: { amount: 1460, paid: 900 },
          },
        ),
      );
    routes['GET /wps/agent/settlements/11/bets'] = () =>
      ok(
        page([
          {
            betId: 'b1',
            username: 'p1',
            gameName: 'Baccarat',
            vendor: 'EVO',
            stake: 100,
            payout: 50,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ]),
      );
    await renderDailyWages();
    const table = await screen.findByTestId('contracts-dailyWage-settlements');
    const query = calls.find((c) => c.path === '/wps/agent/settlements')?.query;
    expect(query?.get('kind')).toBe('dailyWage');
    expect(query?.get('pageNo')).toBe('1');

    const rows = within(table).getAllByRole('row');
    expect([...(rows[1]?.children ?? [])].map((cell) => cell.textContent).slice(0, 10)).toEqual([
      '2026-11-21',
      'agent1 → sub1',
      '₫6,000',
      '4',
      '-₫250',
      'Tier 2',
      '1%',
      '₫60',
      '₫60',
      'Paid',
    ]);
    // Tier 3 of my own contract is a fixed amount.
    expect(rows[2]?.textContent).toContain('₫500 fixed');
    expect(rows[2]?.textContent).toContain('Partly paid');
    expect(within(table).getByTestId('contracts-dailyWage-settlements-totals').textContent).toBe(
      'Totals₫1,460₫900',
    );
    expect(screen.getByRole('navigation', { name: 'Settlement pages' })).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: 'Bets of 2026-11-21, sub1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bets of 2026-11-21' });
    const bet = await within(dialog).findByText('Baccarat');
    expect(bet.closest('tr')?.textContent).toContain('₫100');
  });

  it("asks for the brand's days: after midnight in Ho Chi Minh City the range ends on the brand's today", async () => {
    // 17:30 UTC on the 24th is 00:30 on the 25th in Asia/Ho_Chi_Minh (UTC+7), where the server
    // settles the day; the device here runs on UTC and still says the 24th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T17:30:00.000Z') });
    try {
      await renderDailyWages();
      await screen.findByText('No settlements in this range.');
      const query = calls.find((c) => c.path === '/wps/agent/settlements')?.query;
      expect(query?.get('to')).toBe('2026-11-25');
      expect(query?.get('from')).toBe('2026-10-27');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a range of more than 92 days without calling the server', async () => {
    const user = userEvent.setup();
    await renderDailyWages();
    await screen.findByText('No settlements in this range.');
    const before = calls.filter((c) => c.path === '/wps/agent/settlements').length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    expect(
      await screen.findByText('Choose a start date before the end date, at most 92 days apart.'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.path === '/wps/agent/settlements')).toHaveLength(before);
  });
});

describe('pending offers popup', () => {
  let pendingOffers = [offer];
  beforeEach(() => {
    pendingOffers = [offer];
    routes['GET /wps/member/info/funds/consolidated'] = () =>
      ok({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0, pendingOffers });
  });
  const consolidatedCalls = () =>
    calls.filter((c) => c.path === '/wps/member/info/funds/consolidated').length;

  it('shows the pending offers after log-in with a link to the contract page; accept calls the API', async () => {
    const user = userEvent.setup();
    routes[`POST ${RELAY}`] = () => {
      pendingOffers = [];
      return ok({ contract: { ...offer, status: 'accepted' }, ended: [] });
    };
    renderUi(<ContractOffersModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers for you' });
    expect(within(dialog).getByText('Daily wage offer from agent1')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Open the page: Daily wage' }).getAttribute('href')).toBe(
      '/?ac=agentDailyWages2',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByText('Contract accepted.')).toBeTruthy();
    expect(posted(RELAY)[0]?.body).toEqual({
      action: 'accept',
      contractId: 7,
      version: 1,
      confirmLowerRate: false,
    });
    // The pending offers are read again: the decided one leaves the popup, the result stays.
    await waitFor(() => expect(within(dialog).queryByTestId('contract-offer-7')).toBeNull());
    expect(consolidatedCalls()).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closed, it stays closed for the session until a new offer arrives', async () => {
    const user = userEvent.setup();
    const first = renderUi(<ContractOffersModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Contract offers for you' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    // Another page load in the same session with the same offer: nothing.
    renderUi(<ContractOffersModal />);
    await waitFor(() => expect(consolidatedCalls()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    // A new offer: the popup comes back with both.
    pendingOffers = [offer, testContract({ id: 8 })];
    renderUi(<ContractOffersModal />);
    const again = await screen.findByRole('dialog', { name: 'Contract offers for you' });
    expect(within(again).getByTestId('contract-offer-8')).toBeTruthy();
    expect(within(again).getByTestId('contract-offer-7')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(SEEN_OFFERS_KEY) ?? '[]')).toEqual(['7:1']);
  });

  it('waits while a password change is required, and shows the offers once it is done', async () => {
    setSession({ token: 'tok', member: testMember({ mustChangePassword: true }) });
    renderUi(<ContractOffersModal />);
    await waitFor(() => expect(consolidatedCalls()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setSession({ token: 'tok', member: testMember({ mustChangePassword: false }) }));
    expect(await screen.findByRole('dialog', { name: 'Contract offers for you' })).toBeTruthy();
  });

  it('shows nothing for a trial account, or when the consolidated call fails', async () => {
    routes['GET /wps/member/info/funds/consolidated'] = () => refuse('Down', 'INTERNAL', 500);
    renderUi(<ContractOffersModal />);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/consolidated'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    calls = [];
    setSession({ token: 'tok', member: testMember({ type: 4 }) });
    renderUi(<ContractOffersModal />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.path.endsWith('/consolidated'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
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

  beforeEach(() => {
    routes['GET /wps/agent/downlines'] = () =>
      ok(page([{ userId: 30, username: 'sub3', nickname: 'Three', level: 1, isAgent: true }]));
    routes['GET /wps/agent/settlements'] = () =>
      ok(page([settlement(11)], { totals: { amount: 60, paid: 60 } }));
    routes['GET /wps/agent/settlements/11/bets'] = () => ok(page([]));
    routes['GET /wps/agent/contracts/3/history'] = () =>
      ok({ list: [{ action: 'accepted', by: 'sub1', at: '2026-11-02T08:00:00.000Z', note: null }] });
  });

  it('the contract page with the offer form open and a history shown has no violations', async () => {
    const user = userEvent.setup();
    const { container } = renderUi(
      <main>
        <ContractPage node={pageNode('dailyWage')} />
      </main>,
    );
    await screen.findByTestId('contract-offer-7');
    await screen.findByTestId('contracts-dailyWage-settlements');
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    await screen.findByRole('option', { name: 'sub3 (Three)' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'History of the contract with agent1' }));
    await screen.findByTestId('contract-history-3');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the dividend page has no violations', async () => {
    const dividend = testContract({
      id: 5,
      kind: 'dividend',
      status: 'accepted',
      terms: {
        kind: 'dividend',
        period: 'weekly',
        rules: [{ gameKind: 'LIVE', minBet: 500, minNetLoss: 50, minActiveMembers: 1, rate: 20 }],
      },
    });
    routes['GET /wps/agent/contracts'] = () =>
      ok({
        own: dividend,
        offered: [],
        given: [],
        limits: { percent: 0, fixed: 0, lossRate: 0, dividend: { LIVE: 20 } },
      });
    const user = userEvent.setup();
    const { container } = renderUi(
      <main>
        <ContractPage node={pageNode('dividend')} />
      </main>,
    );
    await screen.findByTestId('contracts-dividend-own-terms-rules');
    await user.click(screen.getByRole('button', { name: 'Offer a contract' }));
    await screen.findByTestId('contract-rule-editor');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the lower-rate, termination and bets dialogs and the popup have no violations', async () => {
    const user = userEvent.setup();
    routes[`POST ${RELAY}`] = () => refuse('Ends 1', 'LOWER_RATE_CONFIRM', 409, { ends: [given] });
    await renderDailyWages();
    await user.click(within(screen.getByTestId('contract-offer-7')).getByRole('button', { name: 'Accept' }));
    await screen.findByRole('dialog', { name: 'Accepting ends other contracts' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Do not accept' }));

    await user.click(screen.getByRole('button', { name: 'End contract: sub3' }));
    await screen.findByRole('dialog', { name: 'End the contract?' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));

    await user.click(await screen.findByRole('button', { name: 'Bets of 2026-11-21, sub1' }));
    await screen.findByText('No bets counted in this period.');
    expect(await axeViolations(document.body)).toEqual([]);
    cleanup();

    routes['GET /wps/member/info/funds/consolidated'] = () =>
      ok({
        dailysalreqtype: 1,
        divtypereq: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        pendingOffers: [offer],
      });
    renderUi(<ContractOffersModal />);
    await screen.findByRole('dialog', { name: 'Contract offers for you' });
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
