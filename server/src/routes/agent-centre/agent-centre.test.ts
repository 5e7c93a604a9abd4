import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AgentAnnouncementsPage,
  DownlineDetail,
  DownlineProfitLossPage,
  DownlinesPage,
  DownlineTransactionsPage,
  Income,
  InviteLinks,
  RegisterDownlineValue,
  TeamBetsPage,
  TeamOverview,
} from '../../../../schemas/generated/api.ts';
import { expectFailure } from '../../money-test-utils.ts';
import { BELOW, DIRECT } from '../../repositories/agent-centre.ts';
import type { Repositories } from '../../services/container.ts';
import { hashPassword } from '../../services/passwords.ts';
import { body, createTestApp, repositories, sendEnc, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

/** Wednesday 2026-11-25 12:00 in Ho Chi Minh City (the brand time zone, UTC+7). */
const NOW = Date.parse('2026-11-25T12:00:00+07:00');
/** A local time of the brand zone, e.g. `L('2026-11-25 10:00')`. */
const L = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00+07:00`);
const PASSWORD = 'Tree1234';
const PAY = '135790';

let t: TestApp;
let repos: Repositories;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
let seq = 0;

const get = async <T>(url: string, who = 'tamm') =>
  body<T>(await t.app.inject({ url, headers: { token: tok[who] ?? '' } }));
const getRaw = (url: string, who = 'tamm') => t.app.inject({ url, headers: { token: tok[who] ?? '' } });
const postRaw = (url: string, payload: unknown, who = 'tamm') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { token: tok[who] ?? '' },
    payload: payload as Record<string, unknown>,
  });
const post = async <T>(url: string, payload: unknown, who = 'tamm') =>
  body<T>(await postRaw(url, payload, who));
const main = (who: string) =>
  t.app.services.wallet.toMajor(t.app.services.wallet.balanceMinor(ids[who] ?? 0));

/** A ledger movement between the house and a member's MAIN (minor units; positive credits the member). */
function move(kind: string, at: number, user: string, minor: number, reference = ''): number {
  const house = repos.ledger.houseAccountId('VND', at);
  const account = repos.ledger.memberAccountId(ids[user] ?? 0, 'VND', at);
  seq += 1;
  return repos.ledger.insertTransaction(
    { kind, idempotencyKey: `test:${seq}`, memo: kind, createdAt: at, reference },
    [
      { accountId: house, amountMinor: -minor },
      { accountId: account, amountMinor: minor },
    ],
  );
}

/** One settled round as the play path writes it (stake and payout in major units). */
function bet(user: string, at: number, stake: number, payout: number, vendor = 'PG', game = 'PG-0001'): void {
  const house = repos.ledger.houseAccountId('VND', at);
  const account = repos.ledger.memberAccountId(ids[user] ?? 0, 'VND', at);
  seq += 1;
  const legs = [
    { accountId: account, amountMinor: -stake * 100 },
    { accountId: house, amountMinor: stake * 100 },
  ];
  if (payout > 0)
    legs.push(
      { accountId: house, amountMinor: -payout * 100 },
      { accountId: account, amountMinor: payout * 100 },
    );
  const txId = repos.ledger.insertTransaction(
    { kind: 'bet', idempotencyKey: `test:${seq}`, memo: `${vendor} ${game}`, createdAt: at },
    legs,
  );
  const gameId =
    vendor === 'INHOUSE'
      ? null
      : (t.app.db
          .prepare<[string, string], { id: number }>(
            'SELECT g.id FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = ? AND g.game_code = ?',
          )
          .get(vendor, game)?.id ?? null);
  repos.play.insertBet({
    userId: ids[user] ?? 0,
    requestId: `test-${seq}`,
    game,
    gameId,
    vendor,
    wallet: 'MAIN',
    stakeMinor: stake * 100,
    payoutMinor: payout * 100,
    transactionId: txId,
    createdAt: at,
  });
}

function deposit(user: string, at: number, amount: number, status: 'approved' | 'rejected'): void {
  const order = repos.deposits.insert(ids[user] ?? 0, 'bank', amount * 100, at, at + 1_800_000);
  repos.deposits.decide(order.id, status, at + 60_000);
  if (status === 'approved') move('deposit', at + 60_000, user, amount * 100, order.reference);
}

function withdraw(user: string, at: number, amount: number, status: 'pending' | 'rejected'): void {
  const bank = repos.bankAccounts.insert(
    ids[user] ?? 0,
    { bankName: 'ACB', accountName: 'T', accountNumber: `9${seq}` },
    at,
  );
  const order = repos.withdrawals.insert(ids[user] ?? 0, bank, amount * 100, at);
  move('withdraw', at, user, -amount * 100, order.reference);
  if (status === 'rejected') {
    repos.withdrawals.reject(order.id, at + 60_000);
    move('withdrawRefund', at + 60_000, user, amount * 100, order.reference);
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  repos = repositories(t.app);
  const hash = await hashPassword(PASSWORD);
  const add = (username: string, created: number, isAgent = 0, parent?: string, code?: string) => {
    ids[username] = repos.users.insert({
      username,
      passwordHash: hash,
      passwordChangedAt: created,
      createdAt: created,
      isAgent,
      parentId: parent === undefined ? null : (ids[parent] ?? null),
      affiliateCode: code ?? null,
    });
  };
  // tamm → tbmm (sub-agent) → tcmm, tdmm; tamm → temm. txmm → tymm is another agent's team; tpmm
  // is a player.
  add('tamm', L('2026-09-01 10:00'), 1, undefined, 'TA0001');
  add('tbmm', L('2026-10-01 10:00'), 2, 'tamm');
  add('tcmm', L('2026-11-10 10:00'), 0, 'tbmm');
  add('tdmm', L('2026-11-24 10:00'), 0, 'tbmm');
  add('temm', L('2026-11-25 08:00'), 0, 'tamm');
  add('txmm', L('2026-09-01 10:00'), 1, undefined, 'TX0001');
  add('tymm', L('2026-09-02 10:00'), 0, 'txmm');
  add('tpmm', L('2026-09-02 10:00'));
  // Chronological, so every balance-after reads naturally.
  for (const u of ['tamm', 'tbmm', 'tcmm', 'tdmm', 'temm', 'txmm', 'tymm', 'tpmm'])
    move('deposit', L('2026-09-03 10:00'), u, 1_000_000);
  bet('temm', L('2026-10-15 12:00'), 500, 0);
  bet('tdmm', L('2026-11-02 09:00'), 70, 0, 'KA', 'KA-0001');
  deposit('tdmm', L('2026-11-18 10:00'), 500, 'approved');
  bet('tdmm', L('2026-11-18 15:00'), 200, 150);
  withdraw('temm', L('2026-11-20 10:00'), 50, 'rejected');
  bet('tcmm', L('2026-11-24 23:30'), 50, 120, 'EVO', 'EVO-0001');
  bet('tcmm', L('2026-11-25 00:30'), 30, 0);
  deposit('tcmm', L('2026-11-25 07:00'), 300, 'rejected');
  deposit('tcmm', L('2026-11-25 08:00'), 1000, 'approved');
  bet('tbmm', L('2026-11-25 09:00'), 10, 0, 'INHOUSE', 'dice');
  bet('tamm', L('2026-11-25 09:30'), 5, 0);
  bet('tcmm', L('2026-11-25 10:00'), 100, 0);
  bet('tymm', L('2026-11-25 10:30'), 999, 0);
  bet('temm', L('2026-11-25 11:00'), 40, 100);
  withdraw('temm', L('2026-11-25 11:30'), 100, 'pending');
  repos.users.setLastLogin(ids.tcmm ?? 0, L('2026-11-25 09:00'));
  for (const u of ['tamm', 'tbmm', 'txmm', 'tpmm', 'temm']) tok[u] = await tokenFor(t.app, u, PASSWORD);
  // td is self-excluded from yesterday on (after logging in once).
  t.app.db
    .prepare(
      "INSERT INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at) VALUES (?, 'selfExclusion', ?, NULL, ?)",
    )
    .run(ids.tdmm, L('2026-11-24 12:00'), L('2026-11-24 12:00'));
});
afterAll(async () => t.close());

type Figures = Omit<TeamOverview, 'range' | 'scope' | 'from' | 'to'>;
const fig = (
  teamSize: number,
  newMembers: number,
  activeMembers: number,
  deposits: number,
  withdrawals: number,
  bets: number,
  validBet: number,
  profitLoss: number,
): Figures => ({ teamSize, newMembers, activeMembers, deposits, withdrawals, bets, validBet, profitLoss });

describe('GET /wps/agent/teamOverview', () => {
  it.each([
    ['today', 'team', '2026-11-25', '2026-11-25', fig(4, 1, 3, 1000, 100, 4, 180, -80)],
    ['today', 'direct', '2026-11-25', '2026-11-25', fig(2, 1, 2, 0, 100, 2, 50, 50)],
    ['yesterday', 'team', '2026-11-24', '2026-11-24', fig(4, 1, 1, 0, 0, 1, 50, 70)],
    ['yesterday', 'direct', '2026-11-24', '2026-11-24', fig(2, 0, 0, 0, 0, 0, 0, 0)],
    ['thisWeek', 'team', '2026-11-23', '2026-11-25', fig(4, 2, 3, 1000, 100, 5, 230, -10)],
    ['lastWeek', 'team', '2026-11-16', '2026-11-22', fig(4, 0, 1, 500, 0, 1, 200, -50)],
    ['lastWeek', 'direct', '2026-11-16', '2026-11-22', fig(2, 0, 0, 0, 0, 0, 0, 0)],
    ['thisMonth', 'team', '2026-11-01', '2026-11-25', fig(4, 3, 4, 1500, 100, 7, 500, -130)],
    ['thisMonth', 'direct', '2026-11-01', '2026-11-25', fig(2, 1, 2, 0, 100, 2, 50, 50)],
    ['lastMonth', 'team', '2026-10-01', '2026-10-31', fig(4, 1, 1, 0, 0, 1, 500, -500)],
    ['lastMonth', 'direct', '2026-10-01', '2026-10-31', fig(2, 1, 1, 0, 0, 1, 500, -500)],
  ] as const)('%s, %s: the figures of the brand days %s…%s', async (range, scope, from, to, figures) => {
    const res = await get<TeamOverview>(`/wps/agent/teamOverview?range=${range}&scope=${scope}`);
    expect(res.value).toEqual({ range, scope, from, to, ...figures });
  });

  it("a sub-agent sees its own team only; the caller's own bets never count", async () => {
    const res = await get<TeamOverview>('/wps/agent/teamOverview?range=today&scope=team', 'tbmm');
    expect(res.value).toMatchObject(fig(2, 0, 1, 1000, 0, 2, 130, -130));
    // ta's own 5 and the other agent's 999 are in no figure above.
    const other = await get<TeamOverview>('/wps/agent/teamOverview?range=today&scope=team', 'txmm');
    expect(other.value).toMatchObject({ teamSize: 1, bets: 1, validBet: 999 });
  });
});

describe('GET /wps/agent/downlines and /downlines/:userId', () => {
  it('lists every level by level, newest first, with balance, log-in, status and upline', async () => {
    const res = await get<DownlinesPage>('/wps/agent/downlines');
    expect(res.value).toMatchObject({ pageNo: 1, pageSize: 10, totalCount: 4, totalPages: 1 });
    expect(res.value.list.map((d) => [d.username, d.level, d.parentUsername])).toEqual([
      ['temm', 1, 'tamm'],
      ['tbmm', 1, 'tamm'],
      ['tdmm', 2, 'tbmm'],
      ['tcmm', 2, 'tbmm'],
    ]);
    const tc = res.value.list.find((d) => d.username === 'tcmm');
    expect(tc).toEqual({
      userId: ids.tcmm,
      username: 'tcmm',
      nickname: 'tcmm',
      level: 2,
      isAgent: false,
      balance: 10000 + 70 - 30 + 1000 - 100,
      lastLoginAt: new Date(L('2026-11-25 09:00')).toISOString(),
      registeredAt: new Date(L('2026-11-10 10:00')).toISOString(),
      status: 'active',
      parentUsername: 'tbmm',
      contracts: [],
    });
    expect(res.value.list.find((d) => d.username === 'tbmm')).toMatchObject({ isAgent: true, balance: 9990 });
    expect(res.value.list.find((d) => d.username === 'tdmm')?.status).toBe('excluded');
  });

  it('filters by level, username (contains, any case) and status; pages', async () => {
    const names = async (q: string, who = 'tamm') =>
      (await get<DownlinesPage>(`/wps/agent/downlines?${q}`, who)).value.list.map((d) => d.username);
    expect(await names('level=2')).toEqual(['tdmm', 'tcmm']);
    expect(await names('level=1')).toEqual(['temm', 'tbmm']);
    expect(await names('level=3')).toEqual([]);
    expect(await names('search=TC')).toEqual(['tcmm']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('status=excluded')).toEqual(['tdmm']);
    expect(await names('status=active')).toEqual(['temm', 'tbmm', 'tcmm']);
    expect(await names('level=1', 'tbmm')).toEqual(['tdmm', 'tcmm']);
    const page2 = await get<DownlinesPage>('/wps/agent/downlines?pageSize=3&pageNo=2');
    expect(page2.value).toMatchObject({ pageNo: 2, pageSize: 3, totalCount: 4, totalPages: 2 });
    expect(page2.value.list.map((d) => d.username)).toEqual(['tcmm']);
  });

  it("details a downline at any level with its team's last 30 days", async () => {
    const tb = await get<DownlineDetail>(`/wps/agent/downlines/${ids.tbmm}`);
    expect(tb.value).toMatchObject({
      username: 'tbmm',
      level: 1,
      isAgent: true,
      teamSize: 3,
      deposits: 1500,
      withdrawals: 0,
      validBet: 10 + 180 + 270,
      profitLoss: 270 - 460,
    });
    const tc = await get<DownlineDetail>(`/wps/agent/downlines/${ids.tcmm}`);
    expect(tc.value).toMatchObject({ level: 2, parentUsername: 'tbmm', teamSize: 1, deposits: 1000 });
    expect(tc.value).toMatchObject({ validBet: 180, profitLoss: -60 });
    // te's 500 on 2026-10-15 is more than 30 days ago.
    const te = await get<DownlineDetail>(`/wps/agent/downlines/${ids.temm}`);
    expect(te.value).toMatchObject({ validBet: 40, profitLoss: 60, withdrawals: 100 });
  });

  it("answers another agent's downline, the caller and an unknown id alike: 404 NOT_FOUND", async () => {
    const answers = [];
    for (const [id, who] of [
      [ids.tymm, 'tamm'],
      [ids.tamm, 'tamm'],
      [9_999_999, 'tamm'],
      [ids.tcmm, 'txmm'],
      [ids.tamm, 'tbmm'],
      [ids.temm, 'tbmm'],
    ] as const) {
      const res = await getRaw(`/wps/agent/downlines/${id}`, who);
      expect(res.statusCode).toBe(404);
      answers.push(res.json());
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      success: false,
      message: 'No such downline',
      code: 'NOT_FOUND',
      value: null,
    });
  });
});

describe('GET /wps/agent/teamBets', () => {
  const month = 'from=2026-11-01&to=2026-11-25';

  it('lists the whole team below the caller, newest first, with level and totals of every match', async () => {
    const res = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}`);
    expect(res.value).toMatchObject({ totalCount: 7, totalPages: 1 });
    expect(res.value.totals).toEqual({ stake: 500, payout: 370, profitLoss: -130, count: 7 });
    expect(res.value.list.map((b) => [b.username, b.level, b.stake, b.payout, b.profitLoss])).toEqual([
      ['temm', 1, 40, 100, 60],
      ['tcmm', 2, 100, 0, -100],
      ['tbmm', 1, 10, 0, -10],
      ['tcmm', 2, 30, 0, -30],
      ['tcmm', 2, 50, 120, 70],
      ['tdmm', 2, 200, 150, -50],
      ['tdmm', 2, 70, 0, -70],
    ]);
    const dice = res.value.list[2];
    expect(dice).toMatchObject({ vendor: 'INHOUSE', gameName: 'Lotus Dice' });
    expect(dice?.createdAt).toBe(new Date(L('2026-11-25 09:00')).toISOString());
    expect(res.value.list[4]).toMatchObject({ vendor: 'EVO' });
    expect(res.value.list[4]?.gameName).not.toBe('EVO-0001');
  });

  it('filters by username and vendor (any case), pages, and a day range reads brand days', async () => {
    const tc = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}&username=TC`);
    expect(tc.value.totals).toEqual({ stake: 180, payout: 120, profitLoss: -60, count: 3 });
    const evo = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}&vendor=evo`);
    expect(evo.value.list.map((b) => b.username)).toEqual(['tcmm']);
    expect(evo.value.totals.count).toBe(1);
    const none = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}&username=nobody`);
    expect(none.value).toMatchObject({ list: [], totalCount: 0, totals: { count: 0, stake: 0 } });
    const page3 = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}&pageSize=3&pageNo=3`);
    expect(page3.value).toMatchObject({ pageNo: 3, totalPages: 3, totalCount: 7 });
    expect(page3.value.list.map((b) => b.stake)).toEqual([70]);
    // 00:30 local on the 25th is the 24th in UTC: it belongs to the 25th.
    const today = await get<TeamBetsPage>('/wps/agent/teamBets?from=2026-11-25&to=2026-11-25');
    expect(today.value.totals).toMatchObject({ count: 4, stake: 180 });
    const sub = await get<TeamBetsPage>(`/wps/agent/teamBets?${month}`, 'tbmm');
    expect(sub.value.list.map((b) => [b.username, b.level])).toEqual([
      ['tcmm', 1],
      ['tcmm', 1],
      ['tcmm', 1],
      ['tdmm', 1],
      ['tdmm', 1],
    ]);
  });

  it('reads the same page by time and member by member', () => {
    const f = { start: L('2026-11-01 00:00'), end: L('2026-11-26 00:00') };
    for (const [limit, offset] of [
      [10, 0],
      [2, 0],
      [2, 2],
      [3, 6],
    ] as const)
      expect(repos.agentCentre.teamBetPage(ids.tamm ?? 0, f, limit, offset, true)).toEqual(
        repos.agentCentre.teamBetPage(ids.tamm ?? 0, f, limit, offset, false),
      );
    expect(repos.agentCentre.teamBetSums(ids.tamm ?? 0, false, f)).toEqual(
      repos.agentCentre.rawBetSums(ids.tamm ?? 0, BELOW, f),
    );
    expect(repos.agentCentre.teamBetSums(ids.tamm ?? 0, true, { ...f, vendor: 'pg' })).toEqual(
      repos.agentCentre.rawBetSums(ids.tamm ?? 0, DIRECT, { ...f, vendor: 'pg' }),
    );
  });
});

describe('GET /wps/agent/downlineProfitLoss', () => {
  it('one row per downline with activity, largest valid bet first, and the totals', async () => {
    const res = await get<DownlineProfitLossPage>(
      '/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-25',
    );
    expect(res.value.list).toEqual([
      {
        userId: ids.tdmm,
        username: 'tdmm',
        level: 2,
        bets: 2,
        validBet: 270,
        payout: 150,
        profitLoss: -120,
        deposits: 500,
        withdrawals: 0,
      },
      {
        userId: ids.tcmm,
        username: 'tcmm',
        level: 2,
        bets: 3,
        validBet: 180,
        payout: 120,
        profitLoss: -60,
        deposits: 1000,
        withdrawals: 0,
      },
      {
        userId: ids.temm,
        username: 'temm',
        level: 1,
        bets: 1,
        validBet: 40,
        payout: 100,
        profitLoss: 60,
        deposits: 0,
        withdrawals: 100,
      },
      {
        userId: ids.tbmm,
        username: 'tbmm',
        level: 1,
        bets: 1,
        validBet: 10,
        payout: 0,
        profitLoss: -10,
        deposits: 0,
        withdrawals: 0,
      },
    ]);
    expect(res.value.totals).toEqual({
      bets: 7,
      validBet: 500,
      payout: 370,
      profitLoss: -130,
      deposits: 1500,
      withdrawals: 100,
    });
    expect(res.value).toMatchObject({ totalCount: 4, totalPages: 1 });
  });

  it('filters by username, pages, and a rejected withdrawal alone is no activity', async () => {
    const td = await get<DownlineProfitLossPage>(
      '/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-25&username=d',
    );
    expect(td.value.list.map((r) => r.username)).toEqual(['tdmm']);
    expect(td.value.totals.bets).toBe(2);
    const page = await get<DownlineProfitLossPage>(
      '/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-25&pageSize=3&pageNo=2',
    );
    expect(page.value).toMatchObject({ totalCount: 4, totalPages: 2 });
    expect(page.value.list.map((r) => r.username)).toEqual(['tbmm']);
    expect(page.value.totals.bets).toBe(7);
    const rejectedOnly = await get<DownlineProfitLossPage>(
      '/wps/agent/downlineProfitLoss?from=2026-11-20&to=2026-11-20',
    );
    expect(rejectedOnly.value).toMatchObject({
      list: [],
      totalCount: 0,
      totals: { bets: 0, withdrawals: 0 },
    });
    // The 18th: td's deposit and its bet.
    const depositOnly = await get<DownlineProfitLossPage>(
      '/wps/agent/downlineProfitLoss?from=2026-11-18&to=2026-11-18',
    );
    expect(depositOnly.value.list).toMatchObject([{ username: 'tdmm', bets: 1, deposits: 500 }]);
  });
});

describe('GET /wps/agent/downlineTransactions', () => {
  it('MAIN movements of the team below, newest first, with balance after, kinds and totals', async () => {
    const res = await get<DownlineTransactionsPage>(
      '/wps/agent/downlineTransactions?from=2026-11-25&to=2026-11-25',
    );
    expect(res.value.list.map((m) => [m.username, m.level, m.kind, m.amount])).toEqual([
      ['temm', 1, 'withdraw', -100],
      ['temm', 1, 'payout', 100],
      ['temm', 1, 'bet', -40],
      ['tcmm', 2, 'bet', -100],
      ['tbmm', 1, 'bet', -10],
      ['tcmm', 2, 'deposit', 1000],
      ['tcmm', 2, 'bet', -30],
    ]);
    expect(res.value.totals).toEqual({ in: 1100, out: -280, net: 820 });
    const tcDeposit = res.value.list[5];
    expect(tcDeposit?.balanceAfter).toBe(10000 + 70 - 30 + 1000);
    expect(tcDeposit?.reference).toMatch(/^D20261125-\d{6}$/);
    expect(res.value.list[3]?.balanceAfter).toBe(10000 + 70 - 30 + 1000 - 100);
    expect(res.value.list[6]?.reference).toMatch(/^TX\d+$/);
  });

  it('filters by kind and username, pages', async () => {
    const q = '/wps/agent/downlineTransactions?from=2026-11-25&to=2026-11-25';
    const bets = await get<DownlineTransactionsPage>(`${q}&kind=bet`);
    expect(bets.value.list.map((m) => m.amount)).toEqual([-40, -100, -10, -30]);
    expect(bets.value.totals).toEqual({ in: 0, out: -180, net: -180 });
    const tc = await get<DownlineTransactionsPage>(`${q}&username=tc&pageSize=2&pageNo=2`);
    expect(tc.value).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(tc.value.list.map((m) => m.amount)).toEqual([-30]);
    expect(tc.value.totals).toEqual({ in: 1000, out: -130, net: 870 });
  });
});

describe('GET /wps/agent/income', () => {
  it("the caller's wages, dividends and rebates per brand day; what it pays and others' income do not count", async () => {
    move('agentWage', L('2026-11-24 23:59'), 'tamm', 1250);
    move('agentDividend', L('2026-11-25 00:01'), 'tamm', 10000);
    move('rebate', L('2026-11-25 10:00'), 'tamm', 300);
    move('agentWage', L('2026-11-25 11:00'), 'tamm', -700);
    move('agentWage', L('2026-11-25 11:00'), 'tbmm', 700);
    move('bonus', L('2026-11-25 11:00'), 'tamm', 900);
    const res = await get<Income>('/wps/agent/income?from=2026-11-24&to=2026-11-25');
    expect(res.value).toEqual({
      rows: [
        { period: '2026-11-24', wages: 12.5, dividends: 0, rebates: 0, total: 12.5 },
        { period: '2026-11-25', wages: 0, dividends: 100, rebates: 3, total: 103 },
      ],
      totals: { wages: 12.5, dividends: 100, rebates: 3, total: 115.5 },
    });
    const today = await get<Income>('/wps/agent/income?from=2026-11-25&to=2026-11-25');
    expect(today.value.rows.map((r) => r.period)).toEqual(['2026-11-25']);
    expect(
      (await get<Income>('/wps/agent/income?from=2026-11-25&to=2026-11-25', 'tbmm')).value.totals.wages,
    ).toBe(7);
  });
});

describe('GET /wps/agent/announcements and /inviteLinks', () => {
  it('agents read the brand notices for agents, newest first; the player call never shows them', async () => {
    const res = await get<AgentAnnouncementsPage>('/wps/agent/announcements?pageSize=3');
    expect(res.value).toMatchObject({ totalCount: 4, totalPages: 2, pageSize: 3 });
    const dates = res.value.list.map((n) => n.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(res.value.list[0]?.content).toContain('<b>');
    const agentIds = new Set(res.value.list.map((n) => n.id));
    const player = body<{ player: { id: number; title: string }[]; popup: { id: number; title: string }[] }>(
      await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements' }),
    );
    const shown = [...player.value.player, ...player.value.popup];
    const agentTitles = new Set(res.value.list.map((n) => n.title));
    expect(shown.filter((n) => agentTitles.has(n.title))).toEqual([]);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((n) => agentIds.has(n.id))).toEqual([]);
  });

  it('one registration link per brand domain with the affiliate code; an agent without a code gets one', async () => {
    const res = await get<InviteLinks>('/wps/agent/inviteLinks');
    expect(res.value.affiliateCode).toBe('TA0001');
    expect(res.value.links.length).toBeGreaterThan(0);
    for (const link of res.value.links)
      expect(link.url).toBe(`https://${link.domain}/register?affiliateCode=TA0001`);
    const first = await get<InviteLinks>('/wps/agent/inviteLinks', 'tbmm');
    expect(first.value.affiliateCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect((await get<InviteLinks>('/wps/agent/inviteLinks', 'tbmm')).value.affiliateCode).toBe(
      first.value.affiliateCode,
    );
  });
});

describe('POST /wps/agent/transferDownline', () => {
  beforeAll(async () => {
    for (const who of ['tamm', 'txmm']) {
      const user = repos.users.findById(ids[who] ?? 0);
      if (!user) throw new Error(`${who} missing`);
      repos.memberCentre.updateProfile(user.id, user.nickname, {
        ...user.profileFields,
        paymentPasswordHash: await hashPassword(PAY),
      });
    }
  });
  const ok = (requestId: string, amount = 25.5, userId = ids.temm) => ({
    requestId,
    userId,
    amount,
    paymentPassword: PAY,
  });

  it('moves MAIN to a direct downline once per requestId (kind downlineTransfer; upline on its side)', async () => {
    const [ta, te] = [main('tamm'), main('temm')];
    const first = await post<{ main: number }>('/wps/agent/transferDownline', ok('tr-1'));
    expect(first).toMatchObject({ success: true, value: { main: ta - 25.5 } });
    expect(await post('/wps/agent/transferDownline', ok('tr-1'))).toEqual(first);
    expect([main('tamm'), main('temm')]).toEqual([ta - 25.5, te + 25.5]);
    const rows = t.app.db
      .prepare<[], { kind: string; memo: string }>(
        "SELECT kind, memo FROM ledger_transactions WHERE idempotency_key LIKE 'downline:%:tr-1'",
      )
      .all();
    expect(rows).toEqual([{ kind: 'downlineTransfer', memo: 'tamm → temm' }]);
    const moves = await get<DownlineTransactionsPage>(
      '/wps/agent/downlineTransactions?from=2026-11-25&to=2026-11-25&kind=fromUpline',
    );
    expect(moves.value.list).toMatchObject([{ username: 'temm', amount: 25.5, reference: 'tamm → temm' }]);
    // An encrypted body works too.
    const enc = await sendEnc(t.app, 'POST', '/wps/agent/transferDownline', ok('tr-enc', 1), {
      token: tok.tamm ?? '',
    });
    expect(body(enc)).toMatchObject({ success: true, value: { main: ta - 26.5 } });
  });

  it('refuses a deeper or foreign downline (404, no leak), a wrong or missing payment password and an overdraft', async () => {
    const before = [main('tamm'), main('tcmm'), main('tymm')];
    const notFound = [];
    for (const userId of [ids.tcmm, ids.tymm, ids.tamm, 9_999_999]) {
      const res = await postRaw('/wps/agent/transferDownline', ok(`nf-${userId}`, 1, userId));
      expect(res.statusCode).toBe(404);
      notFound.push(res.body);
    }
    expect(new Set(notFound).size).toBe(1);
    expectFailure(
      await post('/wps/agent/transferDownline', { ...ok('bad-pw'), paymentPassword: '000000' }),
      'BAD_PAYMENT_PASSWORD',
    );
    expectFailure(
      await post('/wps/agent/transferDownline', ok('too-much', main('tamm') + 1)),
      'INSUFFICIENT_BALANCE',
    );
    expectFailure(
      await post('/wps/agent/transferDownline', { ...ok('no-pw', 1, ids.tcmm) }, 'tbmm'),
      'PAYMENT_PASSWORD_NOT_SET',
    );
    expectFailure(await postRaw('/wps/agent/transferDownline', ok('dec', 0.001)), 'VALIDATION', 400);
    expectFailure(
      await postRaw('/wps/agent/transferDownline', { ...ok('str'), amount: '10' }),
      'VALIDATION',
      400,
    );
    expect([main('tamm'), main('tcmm'), main('tymm')]).toEqual(before);
  });

  it('shares the payment-password lockout with the other payment-password checks', async () => {
    const wrong = { requestId: 'lock', userId: ids.tymm, amount: 1, paymentPassword: '111111' };
    for (let i = 0; i < 4; i += 1)
      expectFailure(
        await post('/wps/agent/transferDownline', { ...wrong, requestId: `lock-${i}` }, 'txmm'),
        'BAD_PAYMENT_PASSWORD',
      );
    await expect(
      t.app.services.memberCentre.setPaymentPassword(ids.txmm ?? 0, {
        oldPaymentPassword: '222222',
        newPaymentPassword: '246802',
        confirmPaymentPassword: '246802',
      }),
    ).rejects.toMatchObject({ code: 'BAD_CREDENTIALS' });
    const locked = await postRaw(
      '/wps/agent/transferDownline',
      { ...wrong, requestId: 'lock-ok', paymentPassword: PAY },
      'txmm',
    );
    expectFailure(locked, 'PAYMENT_PASSWORD_LOCKED', 429);
  });
});

describe('POST /wps/agent/registerDownline', () => {
  it("registers a direct downline with the brand rules; parent = caller, referred_by = caller's code", async () => {
    const code = (await get<InviteLinks>('/wps/agent/inviteLinks', 'tbmm')).value.affiliateCode;
    const res = await post<RegisterDownlineValue>(
      '/wps/agent/registerDownline',
      { username: 'newbie1', password: 'Newbie123', confirmPassword: 'Newbie123', payeeName: 'Nguyen Van A' },
      'tbmm',
    );
    expect(res).toMatchObject({ success: true, value: { username: 'newbie1' } });
    const user = repos.users.findById(res.value.userId);
    expect(user).toMatchObject({ parent_id: ids.tbmm, referred_by: code, is_agent: 0 });
    expect(user?.profileFields.payeeName).toBe('Nguyen Van A');
    expect(await tokenFor(t.app, 'newbie1', 'Newbie123')).toMatch(/.+/);
    const levels = await get<DownlinesPage>('/wps/agent/downlines?search=newbie');
    expect(levels.value.list.map((d) => [d.username, d.level, d.parentUsername])).toEqual([
      ['newbie1', 2, 'tbmm'],
    ]);
    // An encrypted body works too.
    const enc = await sendEnc(
      t.app,
      'POST',
      '/wps/agent/registerDownline',
      { username: 'newbie2', password: 'Newbie123', confirmPassword: 'Newbie123' },
      { token: tok.tamm ?? '' },
    );
    expect(body<RegisterDownlineValue>(enc).value.username).toBe('newbie2');
    expect(repos.users.findByUsername('newbie2')).toMatchObject({
      parent_id: ids.tamm,
      referred_by: 'TA0001',
    });
  });

  it('enforces the registration rules and refuses a taken username; nothing is created', async () => {
    const count = repos.users.count();
    const base = { username: 'newbie9', password: 'Newbie123', confirmPassword: 'Newbie123' };
    expectFailure(await post('/wps/agent/registerDownline', { ...base, username: 'ab' }), 'VALIDATION');
    expectFailure(await post('/wps/agent/registerDownline', { ...base, password: 'abc' }), 'VALIDATION');
    expectFailure(
      await post('/wps/agent/registerDownline', { ...base, confirmPassword: 'Other123' }),
      'VALIDATION',
    );
    expectFailure(await post('/wps/agent/registerDownline', { ...base, payeeName: 'X' }), 'VALIDATION');
    expectFailure(await post('/wps/agent/registerDownline', { ...base, username: 'TCMM' }), 'USERNAME_TAKEN');
    expectFailure(await postRaw('/wps/agent/registerDownline', { password: 'Newbie123' }), 'VALIDATION', 400);
    expect(repos.users.count()).toBe(count);
  });
});

describe('who may call', () => {
  const GETS = [
    '/wps/agent/announcements',
    '/wps/agent/teamOverview?range=today&scope=team',
    '/wps/agent/downlines',
    '/wps/agent/downlines/1',
    '/wps/agent/inviteLinks',
    '/wps/agent/teamBets?from=2026-11-01&to=2026-11-25',
    '/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-25',
    '/wps/agent/downlineTransactions?from=2026-11-01&to=2026-11-25',
    '/wps/agent/income?from=2026-11-01&to=2026-11-25',
  ];
  const POSTS: [string, Record<string, unknown>][] = [
    ['/wps/agent/transferDownline', { requestId: 'np-1', userId: 1, amount: 1, paymentPassword: PAY }],
    [
      '/wps/agent/registerDownline',
      { username: 'newbie7', password: 'Newbie123', confirmPassword: 'Newbie123' },
    ],
  ];

  it('a member who is not an agent gets 403 NOT_AGENT on every call; a guest 401', async () => {
    for (const url of GETS) {
      expectFailure(await getRaw(url, 'tpmm'), 'NOT_AGENT', 403);
      expectFailure(await getRaw(url, 'temm'), 'NOT_AGENT', 403);
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    for (const [url, payload] of POSTS) {
      expectFailure(await postRaw(url, payload, 'tpmm'), 'NOT_AGENT', 403);
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
    }
    expect(repos.users.findByUsername('newbie7')).toBeUndefined();
  });

  it('bad input answers 400 VALIDATION on every call', async () => {
    const bad = [
      '/wps/agent/announcements?pageNo=0',
      '/wps/agent/announcements?pageSize=101',
      '/wps/agent/teamOverview?range=tomorrow&scope=team',
      '/wps/agent/teamOverview?range=today',
      '/wps/agent/teamOverview?range=today&scope=all',
      '/wps/agent/downlines?level=0',
      '/wps/agent/downlines?level=10',
      '/wps/agent/downlines?status=gone',
      `/wps/agent/downlines?search=${'x'.repeat(33)}`,
      '/wps/agent/downlines?pageSize=0',
      '/wps/agent/downlines/abc',
      '/wps/agent/downlines/0',
      '/wps/agent/teamBets?from=2026-11-01',
      '/wps/agent/teamBets?from=2026-11-01&to=2026-13-01',
      '/wps/agent/teamBets?from=2026-11-02&to=2026-11-01',
      '/wps/agent/teamBets?from=2026-01-01&to=2026-11-01',
      '/wps/agent/teamBets?from=2026-02-30&to=2026-03-01',
      `/wps/agent/teamBets?from=2026-11-01&to=2026-11-02&vendor=${'x'.repeat(33)}`,
      '/wps/agent/teamBets?from=2026-11-01&to=2026-11-02&pageSize=500',
      '/wps/agent/downlineProfitLoss?to=2026-11-01',
      '/wps/agent/downlineProfitLoss?from=1-1-2026&to=2026-11-01',
      `/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-02&username=${'x'.repeat(33)}`,
      '/wps/agent/downlineTransactions?from=2026-11-01&to=2026-11-02&kind=',
      `/wps/agent/downlineTransactions?from=2026-11-01&to=2026-11-02&kind=${'x'.repeat(33)}`,
      '/wps/agent/downlineTransactions?from=2026-11-01&to=2027-11-02',
      '/wps/agent/income?from=2026-11-01',
      '/wps/agent/income?from=2026-11-31&to=2026-12-01',
    ];
    for (const url of bad) expectFailure(await getRaw(url), 'VALIDATION', 400);
    const transfer = { requestId: 'v-1', userId: ids.temm, amount: 1, paymentPassword: PAY };
    for (const payload of [
      { ...transfer, requestId: '' },
      { ...transfer, requestId: 'bad id!' },
      { ...transfer, userId: 'temm' },
      { ...transfer, amount: -1 },
      { ...transfer, amount: 0 },
      { ...transfer, paymentPassword: '' },
      { requestId: 'v-2', userId: ids.temm, amount: 1 },
    ])
      expectFailure(await postRaw('/wps/agent/transferDownline', payload), 'VALIDATION', 400);
    for (const payload of [
      { username: 'newbie8', password: 'Newbie123' },
      { username: 'newbie8', password: 'Newbie123', confirmPassword: 'Newbie123', email: 'x'.repeat(300) },
      { username: 5, password: 'Newbie123', confirmPassword: 'Newbie123' },
    ])
      expectFailure(await postRaw('/wps/agent/registerDownline', payload), 'VALIDATION', 400);
  });
});

describe('hostile input', () => {
  const HOSTILE = [
    '',
    'x'.repeat(5000),
    "' OR 1=1 --",
    '%00',
    '<script>',
    'Infinity',
    '-1e400',
    '[]',
    '𝔘中文',
  ];
  const QUERIES: Record<string, string[]> = {
    '/wps/agent/announcements': ['pageNo', 'pageSize'],
    '/wps/agent/teamOverview?range=today&scope=team': ['range', 'scope'],
    '/wps/agent/downlines': ['pageNo', 'pageSize', 'search', 'level', 'status'],
    '/wps/agent/teamBets?from=2026-11-01&to=2026-11-25': ['from', 'to', 'username', 'vendor', 'pageNo'],
    '/wps/agent/downlineProfitLoss?from=2026-11-01&to=2026-11-25': ['from', 'to', 'username', 'pageSize'],
    '/wps/agent/downlineTransactions?from=2026-11-01&to=2026-11-25': ['from', 'to', 'username', 'kind'],
    '/wps/agent/income?from=2026-11-01&to=2026-11-25': ['from', 'to'],
  };

  it('every query field × hostile values answers the envelope, never 500', async () => {
    for (const [base, fields] of Object.entries(QUERIES))
      for (const field of fields)
        for (const value of HOSTILE) {
          const url = new URL(base, 'http://x');
          url.searchParams.set(field, value);
          const res = await getRaw(`${url.pathname}${url.search}`);
          expect(res.statusCode, `${url.pathname}${url.search}`.slice(0, 120)).toBeLessThan(500);
          expect(typeof res.json<{ success: unknown }>().success).toBe('boolean');
        }
    for (const id of ['-1', '1e400', '9'.repeat(30), '%27', 'null'])
      expect((await getRaw(`/wps/agent/downlines/${id}`)).statusCode).toBeLessThan(500);
  });

  it('every body field × hostile values answers the envelope and moves or creates nothing', async () => {
    const before = [main('tamm'), repos.users.count()];
    const bodies: [string, Record<string, unknown>][] = [
      [
        '/wps/agent/transferDownline',
        { requestId: 'h', userId: ids.temm, amount: 1, paymentPassword: '000000' },
      ],
      ['/wps/agent/registerDownline', { username: 'hostile1', password: 'x', confirmPassword: 'y' }],
    ];
    for (const [url, valid] of bodies)
      for (const field of Object.keys(valid))
        for (const value of [...HOSTILE, null, 12345, true, { nested: 1 }, ['a']]) {
          const res = await postRaw(url, { ...valid, [field]: value });
          expect(res.statusCode, `${url} ${field}`).toBeLessThan(500);
          expect(res.json<{ success: boolean }>().success, `${url} ${field}`).toBe(false);
        }
    expect([main('tamm'), repos.users.count()]).toEqual(before);
  });
});

describe('the seeded demo tree', () => {
  it('agent1 → sub1 → player1…player6 and sub1team, sub2 → player7, player8, with bets today, this week and this month', async () => {
    tok.agent1 = await tokenFor(t.app, 'agent1', 'Agent1234');
    tok.sub1 = await tokenFor(t.app, 'sub1', 'Sub1234a');
    const sub1 = await get<DownlinesPage>('/wps/agent/downlines?pageSize=20', 'sub1');
    expect(sub1.value.list.map((d) => d.username).sort()).toEqual([
      'player1',
      'player2',
      'player3',
      'player4',
      'player5',
      'player6',
      'sub1team',
    ]);
    expect(sub1.value.list.find((d) => d.username === 'player6')?.status).toBe('excluded');
    const agent1 = await get<DownlinesPage>('/wps/agent/downlines?level=2&pageSize=20', 'agent1');
    expect(agent1.value.totalCount).toBe(9);
    for (const range of ['today', 'thisWeek', 'thisMonth'])
      expect(
        (await get<TeamOverview>(`/wps/agent/teamOverview?range=${range}&scope=team`, 'agent1')).value.bets,
        range,
      ).toBeGreaterThan(0);
    expect(await tokenFor(t.app, 'player1', 'Play1234')).toMatch(/.+/);
    expect(await tokenFor(t.app, 'sub2', 'Sub1234a')).toMatch(/.+/);
  });

  it('every seeded bet is a balanced bet transaction; no wallet below zero; the books balance', () => {
    const scalar = (sql: string) => t.app.db.prepare<[], { v: number }>(sql).get()?.v;
    // A settled lottery line points at its win, or at its order's cost (docs/contract-lottery.md).
    expect(
      scalar(`SELECT COUNT(*) AS v FROM bets b LEFT JOIN ledger_transactions x ON x.id = b.transaction_id
               WHERE x.kind IS NOT 'bet'
                 AND NOT (b.vendor IN ('VNLOTT', 'LOTUSLOTT') AND x.kind IN ('lotteryBet', 'lotteryWin'))`),
    ).toBe(0);
    expect(
      scalar(
        `SELECT COUNT(DISTINCT b.vendor) AS v FROM bets b JOIN users u ON u.id = b.user_id WHERE u.username LIKE 'player_'`,
      ),
    ).toBeGreaterThanOrEqual(5);
    expect(
      scalar(`SELECT COUNT(*) AS v FROM (SELECT a.id FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
               WHERE a.kind = 'member' GROUP BY a.id HAVING SUM(e.amount_minor) < 0)`),
    ).toBe(0);
    expect(repos.ledger.ledgerSumMinor()).toBe(0);
    expect(
      scalar(`SELECT COUNT(*) AS v FROM bets b JOIN users u ON u.id = b.user_id
               WHERE u.username = 'player6' AND b.created_at > ${NOW - 3 * 86_400_000}`),
    ).toBe(0);
  });
});

describe('the upline tree kept by migration 007', () => {
  it('moving a member moves its team and its bet sums (minor units); a member cannot go below its own team', () => {
    const month = { start: L('2026-11-01 00:00'), end: L('2026-11-26 00:00') };
    const sums = (who: string) => repos.agentCentre.teamBetSums(ids[who] ?? 0, false, month);
    expect(sums('tbmm')).toEqual({ bets: 5, stake: 45_000, payout: 27_000 });
    t.app.db.prepare('UPDATE users SET parent_id = ? WHERE id = ?').run(ids.temm, ids.tdmm);
    expect(sums('tbmm')).toEqual({ bets: 3, stake: 18_000, payout: 12_000 });
    expect(sums('temm')).toEqual({ bets: 2, stake: 27_000, payout: 15_000 });
    expect(repos.agentCentre.teamBetSums(ids.temm ?? 0, true, month)).toEqual({
      bets: 2,
      stake: 27_000,
      payout: 15_000,
    });
    expect(sums('tamm')).toEqual({ bets: 7, stake: 50_000, payout: 37_000 });
    expect(repos.agentCentre.teamSize(ids.tamm ?? 0, BELOW)).toBe(6);
    expect(() =>
      t.app.db.prepare('UPDATE users SET parent_id = ? WHERE id = ?').run(ids.tdmm, ids.tamm),
    ).toThrow(/below its own team/);
  });
});
