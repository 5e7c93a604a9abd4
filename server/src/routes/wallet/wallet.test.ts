import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Balance,
  CrashBetValue,
  DiceBetValue,
  LaunchObject,
  VendorRoundValue,
  WalletList,
  WalletTransferValue,
} from '../../../../schemas/generated/api.ts';
import { mulberry32 } from '../../seed-games.ts';
import { body, createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tokens: Record<string, string> = {};
const MEMBERS: [string, string][] = [
  ['demo1', 'Demo1234'],
  ['agent1', 'Agent1234'],
  ['down1', 'Down1234'],
  ['down2', 'Down1234'],
];

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of MEMBERS) tokens[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

const minor = (major: number) => Math.round(major * 100);
const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? { token } : {},
    payload: payload as Record<string, unknown>,
  });
const balance = async (token: string) =>
  body<Balance>(await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token } })).value.sumBalance;
const wallets = async (token: string) =>
  body<WalletList>(await t.app.inject({ url: '/wps/v2/wallets/list', headers: { token } })).value.wallets;
const walletOf = async (token: string, name: string) =>
  (await wallets(token)).find((w) => w.wallet === name)?.balance;
const transfer = (token: string, requestId: string, from: string, to: string, amount: number | string) =>
  post('/wps/relay/GCS_walletTransfer', { requestId, from, to, amount }, token);
const launch = (token: string, gameId: number, vassalage: string, requestId: string) =>
  post(
    '/wps/game/launchGame',
    {
      gameId,
      nodeId: 0,
      accountType: 1,
      confirmTrans: 0,
      vassalage,
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      requestId,
    },
    token,
  );
const launchToken = (l: LaunchObject) => new URL(l.game_url, 'http://x').searchParams.get('launch') ?? '';
/** The first playable game of a vendor. */
async function firstGame(vassalage: string): Promise<number> {
  const list = body<{ list: { gameId: number; maintenance: boolean }[] }>(
    await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=10` }),
  ).value.list;
  return list.find((g) => !g.maintenance)?.gameId ?? 0;
}

describe('wallet transfer', () => {
  it('moves money MAIN ↔ vendor, idempotent by requestId; sumBalance is unchanged', async () => {
    const tk = tokens.down2 ?? '';
    expect(await balance(tk)).toBe(100);
    const first = body<WalletTransferValue>(await transfer(tk, 't-1', 'MAIN', 'PP', 30.25));
    expect(first).toMatchObject({
      success: true,
      value: { main: 69.75, vendor: 'PP', vendorBalance: 30.25 },
    });
    const repeat = body<WalletTransferValue>(await transfer(tk, 't-1', 'MAIN', 'PP', 30.25));
    expect(repeat.value).toEqual(first.value);
    expect(await walletOf(tk, 'PP')).toBe(30.25);
    expect(await balance(tk)).toBe(100);
    const back = body<WalletTransferValue>(await transfer(tk, 't-2', 'PP', 'MAIN', 'ALL'));
    expect(back.value).toEqual({ main: 100, vendor: 'PP', vendorBalance: 0 });
    const list = await wallets(tk);
    expect(list[0]).toEqual({ wallet: 'MAIN', balance: 100 });
    expect(list.map((w) => w.wallet)).toEqual(expect.arrayContaining(['PG', 'JILI', 'SABA', 'DS88']));
    expect(list.map((w) => w.wallet)).not.toContain('INHOUSE');
  });

  it('refuses bad amounts, unknown vendors, above-balance and guests clearly', async () => {
    const tk = tokens.down2 ?? '';
    for (const amount of [-5, 0, 1.005, 'SOME', 1e13]) {
      const res = await transfer(tk, `bad-${String(amount)}`, 'MAIN', 'PP', amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    expect(body(await transfer(tk, 'b1', 'MAIN', 'NOPE', 1)).code).toBe('GAME_NOT_FOUND');
    expect((await transfer(tk, 'b2', 'MAIN', 'MAIN', 1)).statusCode).toBe(400);
    expect((await transfer(tk, 'b3', 'PG', 'PP', 1)).statusCode).toBe(400);
    expect((await transfer(tk, 'b4', 'MAIN', 'INHOUSE', 1)).statusCode).toBe(400);
    expect(body(await transfer(tk, 'b5', 'MAIN', 'TF', 1)).code).toBe('GAME_MAINTENANCE');
    const over = body(await transfer(tk, 'b6', 'MAIN', 'PP', 100.01));
    expect(over).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(body(await transfer(tk, 'b7', 'PP', 'MAIN', 0.01)).code).toBe('INSUFFICIENT_BALANCE');
    expect((await transfer('', 'b8', 'MAIN', 'PP', 1)).statusCode).toBe(401);
    expect((await transfer(tk, 'x'.repeat(65), 'MAIN', 'PP', 1)).statusCode).toBe(400);
    expect(await balance(tk)).toBe(100);
    expect(await walletOf(tk, 'MAIN')).toBe(100);
  });
});

describe('launch → vendor rounds → recall', () => {
  it('moves the whole main balance, plays against the vendor wallet, recalls with ALL; balances stay consistent', async () => {
    const tk = tokens.down1 ?? '';
    const JILI_GAME = await firstGame('JILI');
    const res = body<LaunchObject>(await launch(tk, JILI_GAME, 'JILI', 'L-1'));
    expect(res.value).toMatchObject({ vendor: 'JILI', gameType: 'RNG', isGame: 'DIRECT', transferred: 200 });
    expect(body<LaunchObject>(await launch(tk, JILI_GAME, 'JILI', 'L-1')).value).toEqual(res.value);
    expect(await walletOf(tk, 'MAIN')).toBe(0);
    expect(await walletOf(tk, 'JILI')).toBe(200);

    const page = await t.app.inject({ url: res.value.game_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toMatch(/<html lang="en">/);
    expect(page.body).toContain('<label for="stake">Stake</label>');
    expect(page.body).toContain('<button type="button" id="spin">Spin</button>');
    expect(page.body).toContain('200.00');
    expect(page.body).not.toMatch(/<(link|img)\b|src="http/);

    const launchId = launchToken(res.value);
    let net = 0;
    const answers: VendorRoundValue[] = [];
    for (let i = 0; i < 30; i++) {
      const r = body<VendorRoundValue>(
        await post('/vendor/api/round', { launch: launchId, stake: 5, requestId: `R-${i}` }),
      );
      expect(r.success).toBe(true);
      net += minor(r.value.payout) - 500;
      expect(minor(r.value.balance)).toBe(20000 + net);
      expect(r.value.win).toBe(r.value.payout > 0);
      answers.push(r.value);
    }
    const again = body<VendorRoundValue>(
      await post('/vendor/api/round', { launch: launchId, stake: 5, requestId: 'R-0' }),
    );
    expect(again.value).toEqual(answers[0]); // a repeat returns the first answer …
    expect(minor((await walletOf(tk, 'JILI')) ?? -1)).toBe(20000 + net); // … and moves nothing
    const recall = body<WalletTransferValue>(await transfer(tk, 'recall-1', 'JILI', 'MAIN', 'ALL'));
    expect(recall.value).toEqual({ main: (20000 + net) / 100, vendor: 'JILI', vendorBalance: 0 });
    expect(minor(await balance(tk))).toBe(20000 + net);

    const broke = body(await post('/vendor/api/round', { launch: launchId, stake: 5, requestId: 'R-broke' }));
    expect(broke).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
  });

  it('refuses an invalid or expired launch token (401 page and envelope) and a stake below the minimum', async () => {
    const bad = await t.app.inject({ url: '/vendor/play?launch=nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.body).toContain('launch the game again');
    expect((await t.app.inject({ url: '/vendor/play' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/vendor/play?launch=${'x'.repeat(500)}` })).statusCode).toBe(400);
    const round = await post('/vendor/api/round', { launch: 'nope', stake: 1, requestId: 'E-1' });
    expect(round.statusCode).toBe(401);
    expect(body(round).code).toBe('UNAUTHORIZED');

    const tk = tokens.demo1 ?? '';
    const res = body<LaunchObject>(await launch(tk, 1, 'PG', 'L-exp'));
    const id = launchToken(res.value);
    expect(
      body(await post('/vendor/api/round', { launch: id, stake: 0.05, requestId: 'E-2' })),
    ).toMatchObject({
      success: false,
      code: 'VALIDATION',
    });
    expect((await post('/vendor/api/round', { launch: id, stake: 1.234, requestId: 'E-3' })).statusCode).toBe(
      400,
    );
    expect((await post('/vendor/api/round', { launch: id, stake: -1, requestId: 'E-4' })).statusCode).toBe(
      400,
    );
    const expired = await createTestApp({ dbPath: t.dbPath, now: () => Date.now() + 3 * 3_600_000 });
    try {
      const late = await expired.app.inject({
        method: 'POST',
        url: '/vendor/api/round',
        payload: { launch: id, stake: 1, requestId: 'E-5' },
      });
      expect(late.statusCode).toBe(401);
      expect((await expired.app.inject({ url: res.value.game_url })).statusCode).toBe(401);
    } finally {
      await expired.app.close();
    }
    expect(body(await transfer(tk, 'E-recall', 'PG', 'MAIN', 'ALL')).success).toBe(true);
  });
});

describe('property: random concurrent money movements keep the books', () => {
  it('Σ member wallets = deposits − withdrawals + net game results; never negative; repeats move nothing', async () => {
    const db = t.app.db;
    const membersMinor = () => repositories(t.app).ledger.allMembersMinor();
    // Money in and out of the members' wallets other than game rounds and moves between their own
    // wallets: deposits, withdrawals (and refunds), rebates and the seeded agent tree's transfers.
    const deposits = () =>
      db
        .prepare<[], { s: number }>(
          `SELECT COALESCE(SUM(e.amount_minor), 0) AS s FROM ledger_entries e
             JOIN ledger_transactions x ON x.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
            WHERE a.kind = 'member'
              AND x.kind NOT IN ('bet', 'transfer', 'lotteryBet', 'lotteryWin', 'lotteryReversal')`,
        )
        .get()?.s ?? 0;
    // Lottery lines are rows of `bets` once settled (docs/contract-lottery.md); until then their cost
    // is out of the wallet, and a win a correction could not take back stays with the member.
    const lotteryOpen = () =>
      db
        .prepare<[], { s: number }>(
          `SELECT COALESCE(SUM(CASE WHEN status = 'pending' THEN cost_minor ELSE 0 END), 0)
                  - COALESCE(SUM(shortfall_minor), 0) AS s FROM lottery_bets`,
        )
        .get()?.s ?? 0;
    const betsNet = () => repositories(t.app).play.netResultMinor() - lotteryOpen();
    const netBefore = betsNet();
    expect(membersMinor()).toBe(deposits() + netBefore);

    const rand = mulberry32(424242);
    const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;
    const names = MEMBERS.map(([u]) => u);
    const vendors: Record<string, { vendor: string; launch: string }> = {};
    for (const [i, u] of names.entries()) {
      const gameId = await firstGame(['JILI', 'PG', 'EVO', 'KA'][i] ?? 'PG');
      const l = body<LaunchObject>(await launch(tokens[u] ?? '', gameId, '', `P-launch-${u}`));
      expect(l.success, l.message).toBe(true);
      vendors[u] = { vendor: l.value.vendor, launch: launchToken(l.value) };
    }

    let net = 0;
    let seq = 0;
    const sent: {
      url: string;
      payload: Record<string, unknown>;
      token: string;
      res: LightMyRequestResponse;
    }[] = [];
    for (let batch = 0; batch < 12; batch++) {
      const repeated = new Set<number>();
      const ops = Array.from({ length: 16 }, () => {
        const u = pick(names);
        const tk = tokens[u] ?? '';
        const { vendor, launch: lt } = vendors[u] ?? { vendor: 'PG', launch: '' };
        const requestId = `P-${seq++}`;
        const amount = Math.round(rand() * 6000 + 1) / 100;
        const kind = Math.floor(rand() * 6);
        const index = Math.floor(rand() * sent.length);
        const old = sent[index];
        if (kind === 0 && old && !repeated.has(index)) {
          repeated.add(index); // one repeat per request and batch: the expected answer is then known
          return { url: old.url, payload: old.payload, token: old.token, repeat: old };
        }
        const [url, payload]: [string, Record<string, unknown>] =
          kind === 1
            ? [
                '/wps/relay/GCS_walletTransfer',
                { requestId, from: 'MAIN', to: vendor, amount: rand() < 0.2 ? 'ALL' : amount },
              ]
            : kind === 2
              ? [
                  '/wps/relay/GCS_walletTransfer',
                  { requestId, from: vendor, to: 'MAIN', amount: rand() < 0.3 ? 'ALL' : amount },
                ]
              : kind === 3
                ? [
                    '/wps/inhouse/dice/bet',
                    {
                      requestId,
                      stake: amount,
                      target: Math.round(rand() * 9700 + 100) / 100,
                      direction: rand() < 0.5 ? 'under' : 'over',
                    },
                  ]
                : kind === 4
                  ? [
                      '/wps/inhouse/crash/bet',
                      { requestId, stake: amount, cashout: Math.round(rand() * 400 + 101) / 100 },
                    ]
                  : [
                      '/vendor/api/round',
                      { launch: lt, stake: Math.round(rand() * 4000 + 2000) / 100, requestId },
                    ];
        return { url, payload, token: tk, repeat: undefined };
      });
      const results = await Promise.all(ops.map((op) => post(op.url, op.payload, op.token)));
      results.forEach((res, i) => {
        const op = ops[i];
        if (!op) return;
        expect(res.statusCode, res.body).toBe(200);
        const b = body<DiceBetValue | CrashBetValue | VendorRoundValue | WalletTransferValue>(res);
        if (op.repeat && body(op.repeat.res).success) {
          expect(b.value).toEqual(body(op.repeat.res).value);
          return;
        }
        // A failed request stored nothing: its repeat runs afresh.
        if (op.repeat) op.repeat.res = res;
        else sent.push({ url: op.url, payload: op.payload, token: op.token, res });
        if (!b.success) {
          expect(b.code).toBe('INSUFFICIENT_BALANCE');
          return;
        }
        if ('payout' in b.value) net += minor(b.value.payout) - minor(op.payload.stake as number);
      });
      for (const u of names)
        for (const w of await wallets(tokens[u] ?? ''))
          expect(w.balance, `${u} ${w.wallet}`).toBeGreaterThanOrEqual(0);
    }
    expect(sent.filter((s) => body(s.res).success).length).toBeGreaterThan(50);
    expect(betsNet() - netBefore).toBe(net);
    expect(membersMinor()).toBe(deposits() + netBefore + net);
    let sum = 0;
    // Every member, the seeded agent tree included.
    for (const { id } of db.prepare<[], { id: number }>('SELECT id FROM users').all())
      sum += minor(t.app.services.wallet.totalMinor(id) / 100);
    expect(sum).toBe(membersMinor());
    const ledgerTotal = db
      .prepare<[], { s: number }>('SELECT COALESCE(SUM(amount_minor), 0) AS s FROM ledger_entries')
      .get()?.s;
    expect(ledgerTotal).toBe(0);
    const negative = db
      .prepare<[], { n: number }>(
        `SELECT COUNT(*) AS n FROM (SELECT a.id, SUM(e.amount_minor) AS b FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
          WHERE a.kind = 'member' GROUP BY a.id HAVING b < 0)`,
      )
      .get()?.n;
    expect(negative).toBe(0);
  });
});

describe('responsible gaming stops play', () => {
  it('a self-excluded member cannot play a round on a launch link opened before the exclusion', async () => {
    const tk = await tokenFor(t.app, 'down2', 'Down1234');
    const res = body<LaunchObject>(await launch(tk, 1, 'PG', 'L-rg'));
    expect(res.success).toBe(true);
    const id = launchToken(res.value);
    const exclude = body(await post('/wps/member/responsibleGaming', { exclude: '24h' }, tk));
    expect(exclude.success).toBe(true);
    const round = body(await post('/vendor/api/round', { launch: id, stake: 1, requestId: 'RG-1' }));
    expect(round).toMatchObject({ success: false, code: 'SELF_EXCLUDED' });
    // The exclusion also revoked the session: no launch, no in-house bet.
    expect((await launch(tk, 1, 'PG', 'L-rg-2')).statusCode).toBe(401);
  });
});
