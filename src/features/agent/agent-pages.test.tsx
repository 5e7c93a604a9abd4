// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEncryptor } from '../../lib/api/client';
import { clearSession, setSession } from '../../lib/session';
import { testQueryClient, wrapper } from '../../components/test-support';
import { testMember } from '../../lib/api/test-member';
import { registerSettings } from '../../forms/test-support';
import { createAgentI18n, ok, page, refuse } from './test-support';

const { AgentAnnouncementPage } = await import('./announcement-page');
const { TeamOverviewPage } = await import('./team-overview-page');
const { RegisterCentrePage, registerDownlineBody } = await import('./register-centre-page');
const { DownlinesPage, offerHref } = await import('./downlines-page');
const { TeamBettingPage, ProfitLossPage, AccountDetailsPage } = await import('./report-pages');
const { IncomePage } = await import('./income-page');

// The registration form's RJSF chunk loads slower on a busy machine than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

type Call = { method: string; path: string; query: URLSearchParams; body: unknown; raw: unknown };
type Route = (call: Call) => Response | Promise<Response>;
let routes: Record<string, Route> = {};
let calls: Call[] = [];

const agent = testMember({ account: 'agent1', isAgent: 1 });
const base: Record<string, Route> = {
  'GET /wps/v2/wallets/balance': () =>
    ok({ sumBalance: 1500, currency: 'VND', currencySymbol: '₫', minorUnits: 2 }),
  'GET /wps/v2/wallets/list': () =>
    ok({
      wallets: [
        { wallet: 'MAIN', balance: 1000 },
        { wallet: 'PG', balance: 500 },
      ],
    }),
  // The brand's image hosts decide which images platform HTML may load (src/components/safe-html).
  'GET /wps/system/whitelabel': () => ok({ whitelabel: [], flags: {}, imageCDNs: [] }),
};

/** The plain body of a call: `enc` bodies are unwrapped (the test encryptor writes `enc:<json>`). */
function plainBody(raw: unknown): unknown {
  if (typeof raw === 'object' && raw !== null && 'enc' in raw) {
    const enc = raw.enc;
    if (typeof enc === 'string' && enc.startsWith('enc:')) return JSON.parse(enc.slice(4)) as unknown;
  }
  return raw;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAgentI18n();
  setEncryptor({ encrypt: (payload) => Promise.resolve(`enc:${JSON.stringify(payload)}`) });
});
beforeEach(() => {
  routes = { ...base };
  calls = [];
  sessionStorage.clear();
  setSession({ token: 'tok', member: agent });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://test.local');
      const method = init.method ?? 'GET';
      const raw: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call = { method, path: parsed.pathname, query: parsed.searchParams, body: plainBody(raw), raw };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      return route ? route(call) : refuse(`no route ${method} ${parsed.pathname}`, 'NOT_FOUND', 404);
    }),
  );
});
afterEach(async () => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** Shows the router location, so a test can read where a link led. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(ui: ReactNode) {
  const client = testQueryClient();
  const Wrapper = wrapper(i18n, client);
  return {
    client,
    ...render(
      <Wrapper>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
        </Routes>
      </Wrapper>,
    ),
  };
}

const gets = (path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);
const posts = (path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);
const lastQuery = (path: string) => gets(path).at(-1)?.query;

describe('agentAnnouncement', () => {
  it('lists the notices, opens a body with its HTML sanitized, and asks the next page', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/announcements'] = (call) =>
      call.query.get('pageNo') === '2'
        ? ok(
            page(
              [{ id: 3, title: 'Older notice', content: '<p>Old</p>', createdAt: '2026-11-01T00:00:00Z' }],
              {},
              2,
              2,
            ),
          )
        : ok(
            page(
              [
                {
                  id: 7,
                  title: 'New wage tiers',
                  content:
                    '<p>Read <b>this</b><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">link</a></p>',
                  createdAt: '2026-11-20T08:00:00Z',
                },
              ],
              {},
              2,
            ),
          );
    renderPage(<AgentAnnouncementPage />);
    const toggle = await screen.findByRole('button', { name: /New wage tiers/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const body = document.getElementById('agt-notice-7');
    expect(body?.querySelector('b')?.textContent).toBe('this');
    expect(body?.querySelector('script')).toBeNull();
    expect(body?.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(body?.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /Older notice/ })).toBeTruthy();
    expect(lastQuery('/wps/agent/announcements')?.get('pageNo')).toBe('2');
  });

  it('says when there is nothing, and a failed load offers a retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/announcements'] = () => refuse('Notices are down');
    renderPage(<AgentAnnouncementPage />);
    expect(await screen.findByText('Notices are down')).toBeTruthy();
    routes['GET /wps/agent/announcements'] = () => ok(page([]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no agent notices yet.')).toBeTruthy();
  });
});

describe('agentTeamOverview', () => {
  const overview = (range: string, scope: string, size: number) => ({
    range,
    scope,
    from: range === 'today' ? '2026-11-25' : '2026-11-24',
    to: range === 'today' ? '2026-11-25' : '2026-11-24',
    teamSize: size,
    newMembers: 2,
    activeMembers: 5,
    deposits: 1234.5,
    withdrawals: 200,
    bets: 4321,
    validBet: 98765.43,
    profitLoss: -150.25,
  });

  it("shows the server's figures; quick ranges and the scope switch change the query", async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/teamOverview'] = (call) =>
      ok(
        overview(
          call.query.get('range') ?? '',
          call.query.get('scope') ?? '',
          call.query.get('scope') === 'direct' ? 4 : 12,
        ),
      );
    renderPage(<TeamOverviewPage />);
    expect((await screen.findByTestId('agent-overview-teamSize')).textContent).toBe('Team size12');
    expect(lastQuery('/wps/agent/teamOverview')?.toString()).toBe('range=today&scope=team');
    expect(screen.getByTestId('agent-overview-deposits').textContent).toBe('Deposits₫1,234.50');
    expect(screen.getByTestId('agent-overview-bets').textContent).toBe('Bets4,321');
    expect(screen.getByTestId('agent-overview-validBet').textContent).toBe('Valid bets₫98,765.43');
    const profit = screen.getByTestId('agent-overview-profitLoss');
    expect(profit.textContent).toBe('Profit/loss-₫150.25');
    expect(profit.querySelector('dd')?.className).toBe('is-negative');
    expect(screen.getByTestId('agent-overview-period').textContent).toBe('Nov 25, 2026');

    const ranges = screen.getByRole('group', { name: 'Quick date ranges' });
    await user.click(within(ranges).getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(lastQuery('/wps/agent/teamOverview')?.toString()).toBe('range=yesterday&scope=team'),
    );
    expect(within(ranges).getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const scope = screen.getByRole('group', { name: 'Members counted' });
    await user.click(within(scope).getByRole('button', { name: 'Direct downlines' }));
    await waitFor(() => expect(screen.getByTestId('agent-overview-teamSize').textContent).toBe('Team size4'));
    expect(lastQuery('/wps/agent/teamOverview')?.toString()).toBe('range=yesterday&scope=direct');
    expect(screen.getByRole('heading', { name: 'Direct downlines only' })).toBeTruthy();
  });

  it('a refusal (not an agent) is shown with a retry that asks again', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/teamOverview'] = () => refuse('Agents only', 'NOT_AGENT', 403);
    renderPage(<TeamOverviewPage />);
    // NOT_AGENT is told in the member's language, not with the server's text.
    expect(await screen.findByText('Only agents can use the agent centre.')).toBeTruthy();
    expect(screen.queryByText('Agents only')).toBeNull();
    routes['GET /wps/agent/teamOverview'] = () => ok(overview('today', 'team', 9));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('agent-overview-teamSize')).textContent).toBe('Team size9');
  });
});

describe('registerCenter', () => {
  const settings = registerSettings(
    {},
    {
      fields: {
        payeeName: false,
        email: false,
        qqNum: false,
        recommenderId: false,
        line: false,
        whatsapp: false,
        zalo: false,
        facebook: false,
        wechat: false,
        idNumber: false,
        mobileNum: false,
        paymentPassword: false,
      },
    },
  );
  beforeEach(() => {
    routes['GET /wps/system/setting/register'] = () => ok(settings);
    routes['GET /wps/system/countryCodes'] = () =>
      ok([{ code: '+84', country: 'VN', name: 'Vietnam', digits: 9 }]);
    routes['GET /wps/agent/inviteLinks'] = () =>
      ok({
        affiliateCode: 'AG1CODE',
        links: [
          { url: 'https://lotus.example/register?affiliateCode=AG1CODE', domain: 'lotus.example' },
          { url: 'https://lotus2.example/register?affiliateCode=AG1CODE', domain: 'lotus2.example' },
        ],
      });
  });

  // A required field's label ends with its asterisk (§5).
  const input = (text: string) =>
    screen.getByLabelText<HTMLInputElement>(new RegExp(`^${text}\\*?$`), { selector: 'input' });

  it('enforces the brand rules with their messages, then registers a direct downline', async () => {
    const user = userEvent.setup();
    routes['POST /wps/agent/registerDownline'] = (call) =>
      ok({ userId: 77, username: (call.body as { username: string }).username });
    renderPage(<RegisterCentrePage />);
    const form = await screen.findByRole('form', { name: 'Register a downline' });
    expect(within(form).queryByLabelText(/Captcha/)).toBeNull();
    expect(within(form).queryByText(/terms/i)).toBeNull();

    await user.type(input('Username'), '9kid');
    await user.type(input('Password'), 'abcdef');
    await user.type(input('Confirm password'), 'abcdeg');
    await user.click(within(form).getByRole('button', { name: 'Register downline' }));
    expect(
      await within(form).findByText('Start with a letter, then letters or digits, 4-16 characters'),
    ).toBeTruthy();
    expect(within(form).getByText('Must contain both letters and digits, 6-20 characters')).toBeTruthy();
    expect(within(form).getByText('The two entries do not match')).toBeTruthy();
    expect(posts('/wps/agent/registerDownline')).toHaveLength(0);

    await user.clear(input('Username'));
    await user.type(input('Username'), 'kid01');
    await user.clear(input('Password'));
    await user.type(input('Password'), 'abc123');
    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Register downline' }));
    expect(await screen.findByText('kid01 is registered as your direct downline.')).toBeTruthy();
    expect(posts('/wps/agent/registerDownline').map((c) => c.body)).toEqual([
      { username: 'kid01', password: 'abc123', confirmPassword: 'abc123' },
    ]);
    // The next one starts from an empty form.
    await waitFor(() => expect(input('Username').value).toBe(''));
  });

  it('a refusal is shown in the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    routes['POST /wps/agent/registerDownline'] = () => refuse('This username is taken', 'USERNAME_TAKEN');
    renderPage(<RegisterCentrePage />);
    const form = await screen.findByRole('form', { name: 'Register a downline' });
    await user.type(input('Username'), 'kid01');
    await user.type(input('Password'), 'abc123');
    await user.type(input('Confirm password'), 'abc123');
    await user.click(within(form).getByRole('button', { name: 'Register downline' }));
    expect(await within(form).findByText('This username is taken')).toBeTruthy();
    expect(input('Username').value).toBe('kid01');
    expect(input('Password').value).toBe('abc123');
  });

  it('shows the invitation code and every link with copy buttons and QR codes', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage(<RegisterCentrePage />);
    expect((await screen.findByTestId('agent-invite-code')).textContent).toBe('AG1CODE');
    const links = screen.getAllByTestId('agent-invite-link');
    expect(links.map((l) => l.querySelector('.agt-link-url')?.textContent)).toEqual([
      'https://lotus.example/register?affiliateCode=AG1CODE',
      'https://lotus2.example/register?affiliateCode=AG1CODE',
    ]);
    await user.click(screen.getByRole('button', { name: 'Copy invitation code' }));
    expect(writeText).toHaveBeenLastCalledWith('AG1CODE');
    await user.click(screen.getByRole('button', { name: 'Copy link for lotus2.example' }));
    expect(writeText).toHaveBeenLastCalledWith('https://lotus2.example/register?affiliateCode=AG1CODE');
    expect(await within(links[1] as HTMLElement).findByText('Copied.')).toBeTruthy();
    const qr = await screen.findAllByRole('img', { name: /^QR code of the invitation link for/ });
    expect(qr.map((img) => img.getAttribute('alt'))).toEqual([
      'QR code of the invitation link for lotus.example',
      'QR code of the invitation link for lotus2.example',
    ]);
    expect(qr[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('the body carries only the fields the call takes; the dialing code only with a number', () => {
    expect(
      registerDownlineBody({
        username: 'kid01',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: '',
        countryDialingCode: '+84',
        agreeTerms: true,
        captchaKey: 'x',
      }),
    ).toEqual({ username: 'kid01', password: 'abc123', confirmPassword: 'abc123' });
    expect(
      registerDownlineBody({
        username: 'kid01',
        password: 'abc123',
        confirmPassword: 'abc123',
        mobileNum: '912345678',
        countryDialingCode: '+84',
      }),
    ).toMatchObject({ mobileNum: '912345678', countryDialingCode: '+84' });
  });
});

describe('downlineManagmentView', () => {
  const downline = (userId: number, username: string, level: number, isAgent = false) => ({
    userId,
    username,
    nickname: username.toUpperCase(),
    level,
    isAgent,
    balance: 42.5,
    lastLoginAt: level === 1 ? '2026-11-24T10:00:00Z' : null,
    registeredAt: '2026-10-01T10:00:00Z',
    status: username === 'p9' ? 'excluded' : 'active',
    parentUsername: level === 1 ? 'agent1' : 'sub1',
    contracts: isAgent ? [{ kind: 'dailyWage', status: 'accepted' }] : [],
  });
  const list = [downline(11, 'sub1', 1, true), downline(12, 'down1', 1), downline(21, 'p9', 2)];

  beforeEach(() => {
    routes['GET /wps/agent/downlines'] = (call) => {
      const search = call.query.get('search') ?? '';
      const level = call.query.get('level');
      const rows = list.filter(
        (d) => d.username.includes(search) && (level === null || String(d.level) === level),
      );
      return ok(
        page(rows, {}, call.query.get('pageNo') === '2' ? 2 : 3, Number(call.query.get('pageNo') ?? 1)),
      );
    };
    routes['GET /wps/agent/downlines/11'] = () =>
      ok({
        ...downline(11, 'sub1', 1, true),
        teamSize: 7,
        deposits: 900,
        withdrawals: 100,
        validBet: 5000,
        profitLoss: -320,
      });
    routes['GET /wps/wallet/withdraw/config'] = () =>
      ok({
        min: 1,
        max: 100000,
        dailyRemaining: 100000,
        confirmTimeoutMinutes: 30,
        hasPaymentPassword: true,
      });
  });

  it('lists downlines with level, balance, last log-in and status; search, level filter and pages change the query', async () => {
    const user = userEvent.setup();
    renderPage(<DownlinesPage />);
    const table = await screen.findByTestId('agent-downlines-table');
    const sub1 = within(table).getByTestId('agent-downline-11');
    expect(sub1.textContent).toContain('sub1');
    expect(sub1.textContent).toContain('₫42.50');
    expect(within(table).getByTestId('agent-downline-21').textContent).toContain('Never');
    expect(within(table).getByTestId('agent-downline-21').textContent).toContain('Self-excluded');
    // Only direct downlines take a transfer; only a direct agent gets an offer.
    expect(within(table).getByRole('button', { name: 'Transfer to down1' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Transfer to p9' })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Offer a contract to down1' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Offer a contract to sub1' })).toBeTruthy();

    await user.type(screen.getByLabelText('Username contains'), 'down');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery('/wps/agent/downlines')?.get('search')).toBe('down'));
    await waitFor(() => expect(screen.queryByTestId('agent-downline-11')).toBeNull());

    await user.selectOptions(screen.getByLabelText('Level'), '1');
    await waitFor(() => expect(lastQuery('/wps/agent/downlines')?.get('level')).toBe('1'));
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(lastQuery('/wps/agent/downlines')?.get('status')).toBe('active'));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery('/wps/agent/downlines')?.get('pageNo')).toBe('2'));
    expect(lastQuery('/wps/agent/downlines')?.get('search')).toBe('down');
  });

  it("opens a downline's details in a dialog", async () => {
    const user = userEvent.setup();
    renderPage(<DownlinesPage />);
    await user.click(await screen.findByRole('button', { name: 'Details of sub1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downline sub1' });
    expect(await within(dialog).findByText('Daily salary (accepted)')).toBeTruthy();
    expect(within(dialog).getByText('-₫320')).toBeTruthy();
    expect(within(dialog).getByText('agent1')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('transfers to a direct downline with amount, payment password and request id, and shows the new balance', async () => {
    const user = userEvent.setup();
    routes['POST /wps/agent/transferDownline'] = () => ok({ main: 900 });
    const { client } = renderPage(<DownlinesPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await user.click(await screen.findByRole('button', { name: 'Transfer to down1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to down1' });
    const form = await within(dialog).findByRole('form', { name: 'Transfer to down1' });
    expect(within(form).getByText('Available: ₫1,000')).toBeTruthy();
    await user.type(within(form).getByLabelText('Amount'), '1000.01');
    await user.type(within(form).getByLabelText('Payment password'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The amount is more than the available ₫1,000.')).toBeTruthy();
    expect(posts('/wps/agent/transferDownline')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Amount'));
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Transferred to down1. Your main wallet: ₫900.')).toBeTruthy();
    const body = posts('/wps/agent/transferDownline')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 12, amount: 100, paymentPassword: '123456' });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    // The payment password never travels in clear: the body is the enc payload.
    expect(Object.keys(posts('/wps/agent/transferDownline')[0]?.raw as object)).toEqual(['enc']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wallet'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['agent'] });
  });

  it('a wrong payment password shows the translated error and keeps the input', async () => {
    const user = userEvent.setup();
    routes['POST /wps/agent/transferDownline'] = () =>
      refuse('Mật khẩu thanh toán sai', 'BAD_PAYMENT_PASSWORD');
    renderPage(<DownlinesPage />);
    await user.click(await screen.findByRole('button', { name: 'Transfer to down1' }));
    const form = await screen.findByRole('form', { name: 'Transfer to down1' });
    await user.type(within(form).getByLabelText('Amount'), '50');
    await user.type(within(form).getByLabelText('Payment password'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The payment password is incorrect.')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('Amount').value).toBe('50');
    expect(within(form).getByLabelText<HTMLInputElement>('Payment password').value).toBe('000000');
    // A refusal is an answer: the next try is a new request.
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(posts('/wps/agent/transferDownline')).toHaveLength(2));
    const ids = posts('/wps/agent/transferDownline').map((c) => (c.body as { requestId: string }).requestId);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('"offer a contract" opens the contract page with the downline', async () => {
    const user = userEvent.setup();
    renderPage(<DownlinesPage />);
    await user.click(await screen.findByRole('link', { name: 'Offer a contract to sub1' }));
    expect(screen.getByTestId('where').textContent).toBe('/?ac=agentDailyWages2&offerTo=11');
    expect(offerHref({ pathname: '/games', search: '?ac=downlineManagmentView&mc=x&q=1' }, 5)).toBe(
      '/games?ac=agentDailyWages2&q=1&offerTo=5',
    );
  });
});

describe('team reports', () => {
  it('team betting: rows, totals row, quick range, vendor and username filters, next page', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/teamBets'] = (call) =>
      ok(
        page(
          [
            {
              betId: call.query.get('pageNo') === '2' ? 2 : 1,
              username: 'p1',
              level: 2,
              vendor: 'PG',
              gameName: 'Fortune Ox',
              stake: 10,
              payout: 4,
              profitLoss: -6,
              createdAt: '2026-11-24T10:00:00Z',
            },
          ],
          { totals: { stake: 1000, payout: 950.5, profitLoss: -49.5, count: 37 } },
          4,
          Number(call.query.get('pageNo') ?? 1),
        ),
      );
    renderPage(<TeamBettingPage />);
    const table = await screen.findByTestId('agent-team-bets-table');
    expect(within(table).getByText('Fortune Ox')).toBeTruthy();
    const totals = screen.getByTestId('agent-team-bets-totals');
    expect(totals.textContent).toBe('Total (37 bets)₫1,000₫950.50-₫49.50');
    const first = lastQuery('/wps/agent/teamBets');
    expect(first?.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(lastQuery('/wps/agent/teamBets')?.get('from')).not.toBe(first?.get('from')));
    const lastMonth = lastQuery('/wps/agent/teamBets');
    expect(lastMonth?.get('from')).toMatch(/-01$/);

    await user.selectOptions(screen.getByLabelText('Vendor'), 'PG');
    await waitFor(() => expect(lastQuery('/wps/agent/teamBets')?.get('vendor')).toBe('PG'));
    await user.type(screen.getByLabelText('Username contains'), ' p1 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery('/wps/agent/teamBets')?.get('username')).toBe('p1'));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery('/wps/agent/teamBets')?.get('pageNo')).toBe('2'));
    expect(lastQuery('/wps/agent/teamBets')?.get('vendor')).toBe('PG');
  });

  it('a range longer than 92 days or backwards is refused with a message and nothing is asked', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/teamBets'] = () =>
      ok(page([], { totals: { stake: 0, payout: 0, profitLoss: 0, count: 0 } }));
    renderPage(<TeamBettingPage />);
    expect(await screen.findByText('No records in this period.')).toBeTruthy();
    const asked = gets('/wps/agent/teamBets').length;
    const from = screen.getByLabelText<HTMLInputElement>('From');
    await user.clear(from);
    await user.type(from, '2020-01-01');
    expect(await screen.findByText('Choose a range of at most 92 days.')).toBeTruthy();
    expect(from.value).toBe('2020-01-01');
    expect(gets('/wps/agent/teamBets')).toHaveLength(asked);
  });

  it('profit and loss per downline: rows and the totals of the whole result', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/downlineProfitLoss'] = () =>
      ok(
        page(
          [
            {
              userId: 5,
              username: 'p1',
              level: 2,
              bets: 1200,
              validBet: 3000,
              payout: 2500,
              profitLoss: -500,
              deposits: 800,
              withdrawals: 100,
            },
          ],
          {
            totals: {
              bets: 1500,
              validBet: 4000,
              payout: 3700,
              profitLoss: -300,
              deposits: 900,
              withdrawals: 150,
            },
          },
          2,
        ),
      );
    renderPage(<ProfitLossPage />);
    const table = await screen.findByTestId('agent-profit-loss-table');
    expect(within(table).getByText('1,200')).toBeTruthy();
    expect(screen.getByTestId('agent-profit-loss-totals').textContent).toBe(
      'Total1,500₫4,000₫3,700-₫300₫900₫150',
    );
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => {
      const q = lastQuery('/wps/agent/downlineProfitLoss');
      expect(q?.get('from')).toBe(q?.get('to'));
    });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery('/wps/agent/downlineProfitLoss')?.get('pageNo')).toBe('2'));
  });

  it('account details: ledger rows with translated kinds, in/out/net totals, kind filter', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/downlineTransactions'] = () =>
      ok(
        page(
          [
            {
              entryId: 9,
              username: 'down1',
              level: 1,
              kind: 'fromUpline',
              amount: 100,
              balanceAfter: 142.5,
              reference: 'T-1',
              createdAt: '2026-11-24T10:00:00Z',
            },
            {
              entryId: 8,
              username: 'p1',
              level: 2,
              kind: 'futureKind',
              amount: -20,
              balanceAfter: 30,
              reference: 'X-1',
              createdAt: '2026-11-24T09:00:00Z',
            },
          ],
          { totals: { in: 100, out: -20, net: 80 } },
        ),
      );
    renderPage(<AccountDetailsPage />);
    const table = await screen.findByTestId('agent-transactions-table');
    expect(within(table).getByText('Transfer from upline')).toBeTruthy();
    expect(within(table).getByText('futureKind')).toBeTruthy();
    expect(screen.getByTestId('agent-transactions-in').textContent).toBe('Money in₫100');
    expect(screen.getByTestId('agent-transactions-out').textContent).toBe('Money out-₫20');
    expect(screen.getByTestId('agent-transactions-net').textContent).toBe('Net₫80');
    await user.selectOptions(screen.getByLabelText('Type'), 'agentWage');
    await waitFor(() => expect(lastQuery('/wps/agent/downlineTransactions')?.get('kind')).toBe('agentWage'));
  });
});

describe('agentRevenueReport', () => {
  it('shows wages, dividends, rebates and totals per day; quick ranges change the query', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/income'] = () =>
      ok({
        rows: [
          { period: '2026-11-23', wages: 120, dividends: 0, rebates: 3.5, total: 123.5 },
          { period: '2026-11-24', wages: 80, dividends: 400, rebates: 0, total: 480 },
        ],
        totals: { wages: 200, dividends: 400, rebates: 3.5, total: 603.5 },
      });
    renderPage(<IncomePage />);
    const table = await screen.findByTestId('agent-income-table');
    expect(within(table).getByText('Nov 23, 2026')).toBeTruthy();
    expect(screen.getByTestId('agent-income-totals').textContent).toBe('Total₫200₫400₫3.50₫603.50');
    const first = lastQuery('/wps/agent/income')?.toString();
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    await waitFor(() => expect(lastQuery('/wps/agent/income')?.toString()).not.toBe(first));
  });

  it('a failed load is told with a retry', async () => {
    const user = userEvent.setup();
    routes['GET /wps/agent/income'] = () => Promise.reject(new TypeError('Failed to fetch'));
    renderPage(<IncomePage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    routes['GET /wps/agent/income'] = () =>
      ok({ rows: [], totals: { wages: 0, dividends: 0, rebates: 0, total: 0 } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No income in this period.')).toBeTruthy();
  });
});

describe('accessibility (axe, jsdom)', () => {
  beforeEach(() => {
    Object.assign(routes, {
      'GET /wps/agent/announcements': () =>
        ok(
          page(
            [{ id: 1, title: 'Notice A', content: '<p>Hi</p>', createdAt: '2026-11-20T08:00:00Z' }],
            {},
            2,
          ),
        ),
      'GET /wps/agent/teamOverview': () =>
        ok({
          range: 'today',
          scope: 'team',
          from: '2026-11-25',
          to: '2026-11-25',
          teamSize: 12,
          newMembers: 1,
          activeMembers: 3,
          deposits: 10,
          withdrawals: 5,
          bets: 7,
          validBet: 70,
          profitLoss: -3,
        }),
      'GET /wps/system/setting/register': () => ok(registerSettings()),
      'GET /wps/system/countryCodes': () => ok([{ code: '+84', country: 'VN', name: 'Vietnam', digits: 9 }]),
      'GET /wps/agent/inviteLinks': () =>
        ok({
          affiliateCode: 'AG1CODE',
          links: [{ url: 'https://lotus.example/register?affiliateCode=AG1CODE', domain: 'lotus.example' }],
        }),
      'GET /wps/agent/downlines': () =>
        ok(
          page(
            [
              {
                userId: 11,
                username: 'sub1',
                nickname: 'Sub',
                level: 1,
                isAgent: true,
                balance: 5,
                lastLoginAt: null,
                registeredAt: '2026-10-01T10:00:00Z',
                status: 'active',
                parentUsername: 'agent1',
                contracts: [],
              },
            ],
            {},
            2,
          ),
        ),
      'GET /wps/wallet/withdraw/config': () =>
        ok({ min: 1, max: 100, dailyRemaining: 100, confirmTimeoutMinutes: 30, hasPaymentPassword: true }),
      'GET /wps/agent/teamBets': () =>
        ok(
          page(
            [
              {
                betId: 1,
                username: 'p1',
                level: 2,
                vendor: 'PG',
                gameName: 'Game 1',
                stake: 1,
                payout: 0,
                profitLoss: -1,
                createdAt: '2026-11-24T10:00:00Z',
              },
            ],
            { totals: { stake: 1, payout: 0, profitLoss: -1, count: 1 } },
            2,
          ),
        ),
      'GET /wps/agent/downlineProfitLoss': () =>
        ok(
          page(
            [
              {
                userId: 5,
                username: 'p1',
                level: 2,
                bets: 3,
                validBet: 3,
                payout: 1,
                profitLoss: -2,
                deposits: 0,
                withdrawals: 0,
              },
            ],
            { totals: { bets: 3, validBet: 3, payout: 1, profitLoss: -2, deposits: 0, withdrawals: 0 } },
          ),
        ),
      'GET /wps/agent/downlineTransactions': () =>
        ok(
          page(
            [
              {
                entryId: 1,
                username: 'p1',
                level: 2,
                kind: 'bet',
                amount: -1,
                balanceAfter: 4,
                reference: 'B-1',
                createdAt: '2026-11-24T10:00:00Z',
              },
            ],
            { totals: { in: 0, out: -1, net: -1 } },
          ),
        ),
      'GET /wps/agent/income': () =>
        ok({
          rows: [{ period: '2026-11-24', wages: 1, dividends: 0, rebates: 0, total: 1 }],
          totals: { wages: 1, dividends: 0, rebates: 0, total: 1 },
        }),
    });
  });

  const axeViolations = async (root: Element) => {
    const axe = (await import('axe-core')).default;
    const result = await axe.run(root, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
  };

  it.each([
    ['agentAnnouncement', () => <AgentAnnouncementPage />, 'Notice A'],
    ['agentTeamOverview', () => <TeamOverviewPage />, 'Team size'],
    ['registerCenter', () => <RegisterCentrePage />, 'Register downline'],
    ['downlineManagmentView', () => <DownlinesPage />, 'sub1'],
    ['personalHistoryCopy', () => <TeamBettingPage />, 'Game 1'],
    ['palStatementsAgentCopy', () => <ProfitLossPage />, '-₫2'],
    ['agentDownlineTransactionDetailsCopy', () => <AccountDetailsPage />, 'B-1'],
    ['agentRevenueReport', () => <IncomePage />, 'Nov 24, 2026'],
  ] as const)('%s has no axe violations', async (_name, ui, ready) => {
    const { container } = renderPage(<main>{ui()}</main>);
    await screen.findAllByText(ready);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the transfer and details dialogs have no axe violations', async () => {
    const user = userEvent.setup();
    renderPage(
      <main>
        <DownlinesPage />
      </main>,
    );
    await user.click(await screen.findByRole('button', { name: 'Transfer to sub1' }));
    await screen.findByRole('form', { name: 'Transfer to sub1' });
    expect(await axeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    routes['GET /wps/agent/downlines/11'] = () =>
      ok({
        userId: 11,
        username: 'sub1',
        nickname: 'Sub',
        level: 1,
        isAgent: true,
        balance: 5,
        lastLoginAt: null,
        registeredAt: '2026-10-01T10:00:00Z',
        status: 'active',
        parentUsername: 'agent1',
        contracts: [],
        teamSize: 1,
        deposits: 0,
        withdrawals: 0,
        validBet: 0,
        profitLoss: 0,
      });
    await user.click(screen.getByRole('button', { name: 'Details of sub1' }));
    await within(await screen.findByRole('dialog', { name: 'Downline sub1' })).findByText('Upline');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
