import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountRecordEntry,
  BankAccountList,
  LaunchObject,
  LoginValue,
  VendorRoundValue,
  WalletList,
} from '../../../../schemas/generated/api.ts';
import { checkLedger } from '../../ledger-check.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { hashPassword } from '../../services/passwords.ts';
import { body, createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// docs/contract-wallet.md "Money never strands": recall all (idempotent, racing bets), the recall at
// log-in and log-out, and withdrawals / upline transfers that recall the game wallets first.

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, post, postRaw, main, withdraw, rid } = moneyHelpers(() => t.app, tok);
const PASSWORDS: Record<string, string> = {
  demo1: 'Demo1234',
  down1: 'Down1234',
  down2: 'Down1234',
  agent1: 'Agent1234',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of Object.entries(PASSWORDS)) tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

const minor = (major: number) => Math.round(major * 100);
const wallets = async (who: string) => (await get<WalletList>('/wps/v2/wallets/list', who)).value.wallets;
const walletOf = async (who: string, name: string) =>
  (await wallets(who)).find((w) => w.wallet === name)?.balance ?? 0;
const total = async (who: string) => (await wallets(who)).reduce((sum, w) => sum + minor(w.balance), 0);
const toVendor = async (who: string, vendor: string, amount: number | 'ALL') => {
  const res = await post(
    '/wps/relay/GCS_walletTransfer',
    { requestId: rid('in'), from: 'MAIN', to: vendor, amount },
    who,
  );
  expect(res.success, res.message).toBe(true);
};
const recall = (requestId: string, who: string) =>
  post<{ main: number }>('/wps/relay/MCS_recallAll', { requestId }, who);
const userId = (name: string) => repositories(t.app).users.findByUsername(name)?.id ?? 0;

describe('recall all (POST /wps/relay/MCS_recallAll)', () => {
  it('moves every game wallet back to MAIN once per requestId', async () => {
    const start = await main('down2');
    await toVendor('down2', 'PG', 30);
    await toVendor('down2', 'EVO', 20.5);
    expect(await main('down2')).toBeCloseTo(start - 50.5, 2);
    const first = await recall('strand-1', 'down2');
    expect(first).toMatchObject({ success: true, value: { main: start } });
    expect((await wallets('down2')).filter((w) => w.wallet !== 'MAIN').every((w) => w.balance === 0)).toBe(
      true,
    );
    // The same requestId again (a retry, or Back then leaving the page) answers the first answer and
    // moves nothing, even though PG holds money again.
    await toVendor('down2', 'PG', 10);
    expect((await recall('strand-1', 'down2')).value).toEqual(first.value);
    expect(await walletOf('down2', 'PG')).toBe(10);
    // A new recall brings it back; with nothing left to recall it succeeds and moves nothing.
    expect((await recall('strand-2', 'down2')).value).toEqual({ main: start });
    expect((await recall('strand-3', 'down2')).value).toEqual({ main: start });
    expectFailure(
      await postRaw('/wps/relay/MCS_recallAll', { requestId: 'x'.repeat(65) }, 'down2'),
      'VALIDATION',
      400,
    );
    expect((await postRaw('/wps/relay/MCS_recallAll', { requestId: 'r-1' }, 'nobody')).statusCode).toBe(401);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('racing vendor rounds: each round settles exactly once, the recall takes what is left', async () => {
    const who = 'down1';
    const launched = body<LaunchObject>(
      await postRaw(
        '/wps/game/launchGame',
        {
          nodeId: (await firstGameNode('JILI')).nodeId,
          gameId: (await firstGameNode('JILI')).gameId,
          accountType: 1,
          confirmTrans: 0,
          vassalage: 'JILI',
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
          requestId: 'race-launch',
        },
        who,
      ),
    );
    expect(launched.success, launched.message).toBe(true);
    const launch = new URL(launched.value.game_url, 'http://x').searchParams.get('launch') ?? '';
    const start = await total(who);
    let net = 0;
    let settled = 0;
    for (let i = 0; i < 12; i++) {
      if (i > 0) await toVendor(who, 'JILI', 'ALL');
      const round = () =>
        t.app.inject({
          method: 'POST',
          url: '/vendor/api/round',
          payload: { launch, stake: 5, requestId: `race-r-${i}` },
        });
      // The round, the recall, and a retry of each, all in flight together; the recall gets in
      // first every other time, the round the other times.
      const later = async <T>(ms: number, call: () => Promise<T>): Promise<T> => {
        await new Promise((r) => setTimeout(r, ms));
        return call();
      };
      const [roundLag, recallLag] = i % 2 === 1 ? [0, 25] : [25, 0];
      const [r1, c1, r2, c2] = await Promise.all([
        later(roundLag, round),
        later(recallLag, () => recall(`race-c-${i}`, who)),
        later(roundLag, round),
        later(recallLag, () => recall(`race-c-${i}`, who)),
      ]);
      const a = body<VendorRoundValue>(r1);
      const b = body<VendorRoundValue>(r2);
      expect(c1.success && c2.success).toBe(true);
      expect(c2.value).toEqual(c1.value);
      // A round either settled (its retry answers the same) or found the wallet recalled.
      if (a.success) {
        expect(b.value).toEqual(a.value);
        net += minor(a.value.payout) - 500;
        settled += 1;
      } else {
        expect(a.code, a.message).toBe('INSUFFICIENT_BALANCE');
        expect(b.success).toBe(false);
      }
      expect(await walletOf(who, 'JILI')).toBe(0);
      expect(minor(await main(who))).toBe(start + net);
    }
    const bets = t.app.db
      .prepare<[number], { n: number; ids: number }>(
        "SELECT COUNT(*) AS n, COUNT(DISTINCT request_id) AS ids FROM bets WHERE user_id = ? AND request_id LIKE 'race-r-%'",
      )
      .get(userId(who));
    expect(bets).toEqual({ n: settled, ids: settled });
    // Both orders happened: rounds settled before a recall, and rounds that found the wallet empty.
    expect(settled).toBeGreaterThan(0);
    expect(settled).toBeLessThan(12);
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});

/** The first playable game of a vendor (id and node). */
async function firstGameNode(vassalage: string): Promise<{ gameId: number; nodeId: number }> {
  const list = body<{ list: { gameId: number; nodeId: number; maintenance: boolean }[] }>(
    await t.app.inject({ url: `/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageSize=10` }),
  ).value.list;
  const game = list.find((g) => !g.maintenance);
  if (!game) throw new Error(`no playable ${vassalage} game`);
  return game;
}

describe('a session starts and ends with the money in MAIN', () => {
  it('log-in recalls every game wallet (a game left without the site noticing)', async () => {
    const start = await total('demo1');
    await toVendor('demo1', 'PG', 40);
    await toVendor('demo1', 'SABA', 'ALL');
    expect(await main('demo1')).toBe(0);
    tok.demo1 = await tokenFor(t.app, 'demo1', PASSWORDS.demo1 ?? '');
    expect(minor(await main('demo1'))).toBe(start);
    expect((await wallets('demo1')).filter((w) => w.wallet !== 'MAIN').every((w) => w.balance === 0)).toBe(
      true,
    );
    // The account record shows the recall as transfers out of the game wallets into MAIN.
    const record = await get<{ list: AccountRecordEntry[] }>(
      '/wps/relay/ODSFE2_MemTransDet?kind=transferIn',
      'demo1',
    );
    expect(
      record.value.list
        .slice(0, 2)
        .map((e) => e.wallet)
        .sort(),
    ).toEqual(['MAIN', 'MAIN']);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('seeds strand1 with its money in the PG wallet; its log-in brings it to MAIN', async () => {
    const strand = userId('strand1');
    expect(t.app.services.wallet.walletMinor(strand, 'PG')).toBe(150000);
    expect(t.app.services.wallet.balanceMinor(strand)).toBe(0);
    tok.strand1 = await tokenFor(t.app, 'strand1', 'Strand1234');
    expect(await main('strand1')).toBe(1500);
    expect(await walletOf('strand1', 'PG')).toBe(0);
    // leave1…leave3 can withdraw after a game: 2,000 in MAIN, payment password, a bank account.
    for (const name of ['leave1', 'leave2', 'leave3']) {
      tok[name] = await tokenFor(t.app, name, 'Leave1234');
      expect(await main(name)).toBe(2000);
      expect((await get<BankAccountList>('/wps/wallet/bankAccounts', name)).value.list).toHaveLength(1);
    }
  });

  it('log-in by launch code recalls too, and so does log-out', async () => {
    const start = await total('demo1');
    await toVendor('demo1', 'EVO', 25);
    const issued = body<{ launchCode: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/launchCode',
        headers: { token: tok.demo1 ?? '' },
      }),
    );
    const session = body<LoginValue>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/launchCode/redeem',
        payload: { launchCode: issued.value.launchCode },
      }),
    );
    expect(session.success, session.message).toBe(true);
    expect(minor(await main('demo1'))).toBe(start);

    await toVendor('demo1', 'EVO', 25);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { token: session.value.token },
    });
    expect(body(out).success).toBe(true);
    expect(minor(await main('demo1'))).toBe(start);
    expect(await walletOf('demo1', 'EVO')).toBe(0);
  });
});

describe('withdrawals and upline transfers use what sits in game wallets', () => {
  it('a withdrawal recalls the game wallets first, in its own transaction', async () => {
    const bankId = (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list[0]?.id ?? 0;
    const ok = { bankAccountId: bankId, paymentPassword: DEMO_PAYMENT_PASSWORD };
    const start = await total('demo1');
    await toVendor('demo1', 'PG', 'ALL');
    expect(await main('demo1')).toBe(0);
    // More than everything: refused, and the refused call recalled nothing (rolled back).
    expectFailure(
      await withdraw({ requestId: rid('w'), amount: start / 100 + 1, ...ok }),
      'INSUFFICIENT_BALANCE',
    );
    expect(minor(await walletOf('demo1', 'PG'))).toBe(start);
    const created = await withdraw({ requestId: 'w-from-game', amount: 60, ...ok });
    expect(created.success, created.message).toBe(true);
    expect(await walletOf('demo1', 'PG')).toBe(0);
    expect(minor(await main('demo1'))).toBe(start - 6000);
    // The retry answers the same order and neither recalls nor debits again.
    await toVendor('demo1', 'PG', 10);
    expect((await withdraw({ requestId: 'w-from-game', amount: 60, ...ok })).value).toEqual(created.value);
    expect(await walletOf('demo1', 'PG')).toBe(10);
    expect(minor(await main('demo1'))).toBe(start - 7000);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('a transfer to the upline recalls the game wallets first', async () => {
    const start = await total('down1');
    await toVendor('down1', 'KA', 'ALL');
    expect(await main('down1')).toBe(0);
    const res = await post<{ main: number }>(
      '/wps/relay/MCS_transferUpline',
      { requestId: rid('up'), amount: 5, paymentPassword: DEMO_PAYMENT_PASSWORD },
      'down1',
    );
    expect(res.success, res.message).toBe(true);
    expect(minor(res.value.main)).toBe(start - 500);
    expect(await walletOf('down1', 'KA')).toBe(0);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('a transfer to a downline recalls the agent game wallets first', async () => {
    const agent = repositories(t.app).users.findByUsername('agent1');
    if (!agent) throw new Error('agent1 missing');
    repositories(t.app).memberCentre.updateProfile(agent.id, agent.nickname, {
      ...agent.profileFields,
      paymentPasswordHash: await hashPassword(DEMO_PAYMENT_PASSWORD),
    });
    const start = await total('agent1');
    await toVendor('agent1', 'KA', 'ALL');
    expect(await main('agent1')).toBe(0);
    const res = await post<{ main: number }>(
      '/wps/agent/transferDownline',
      { requestId: rid('down'), userId: userId('down2'), amount: 5, paymentPassword: DEMO_PAYMENT_PASSWORD },
      'agent1',
    );
    expect(res.success, res.message).toBe(true);
    expect(minor(res.value.main)).toBe(start - 500);
    expect(await walletOf('agent1', 'KA')).toBe(0);
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});

describe('launching a game', () => {
  it('brings the money another game wallet holds into the new game, all of it', async () => {
    const who = 'down2';
    const start = await total(who);
    await toVendor(who, 'PG', 'ALL');
    expect(await main(who)).toBe(0);
    const node = await firstGameNode('JILI');
    const launched = body<LaunchObject>(
      await postRaw(
        '/wps/game/launchGame',
        {
          nodeId: node.nodeId,
          gameId: node.gameId,
          accountType: 1,
          confirmTrans: 0,
          vassalage: 'JILI',
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
          requestId: rid('second-launch'),
        },
        who,
      ),
    );
    expect(launched.success, launched.message).toBe(true);
    expect(minor(launched.value.transferred)).toBe(start);
    expect(await walletOf(who, 'PG')).toBe(0);
    expect(minor(await walletOf(who, 'JILI'))).toBe(start);
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});
