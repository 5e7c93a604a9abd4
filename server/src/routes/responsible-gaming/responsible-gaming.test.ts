import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DepositCreated,
  DepositMethods,
  DepositOrder,
  DepositOrdersPage,
  DiceBetValue,
  LaunchObject,
  ResponsibleGaming,
  SessionGameResult,
  VendorRoundValue,
  WalletList,
} from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type EnvelopeBody, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const DAY_MS = 86_400_000;
let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
let seq = 0;
const rid = (p: string) => `${p}-${++seq}`;

/** Moves the clock forward and logs in again (sessions last 12 h). */
async function advance(ms: number): Promise<void> {
  clock += ms;
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['agent1', 'Agent1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // The seeded opening deposits are then outside every rolling window (30 days at most).
  await advance(31 * DAY_MS);
});
afterAll(async () => t.close());

const get = async <T>(url: string, who: string) =>
  body<T>(await t.app.inject({ url, headers: { token: tok[who] ?? '' } }));
const post = async <T>(url: string, payload: unknown, who: string) =>
  body<T>(
    await t.app.inject({
      method: 'POST',
      url,
      headers: { token: tok[who] ?? '' },
      payload: payload as Record<string, unknown>,
    }),
  );
const dev = async <T>(url: string) => body<T>(await t.app.inject({ method: 'POST', url }));
const main = async (who: string) =>
  (await get<WalletList>('/wps/v2/wallets/list', who)).value.wallets.find((w) => w.wallet === 'MAIN')
    ?.balance ?? 0;
const order = (who: string, amount: number, requestId = rid('dep')) =>
  post<DepositCreated>('/wps/wallet/deposit', { requestId, methodId: 'bank', amount }, who);
const remaining = async (who: string) =>
  (await get<DepositMethods>('/wps/wallet/deposit/methods', who)).value.depositLimitRemaining;
const setLimits = async (who: string, depositLimits: Record<string, number | null>) => {
  const res = await post<ResponsibleGaming>('/wps/member/responsibleGaming', { depositLimits }, who);
  expect(res.success, res.message).toBe(true);
  return res.value;
};

function expectFailure(res: EnvelopeBody, code: string): void {
  expect(res.success).toBe(false);
  expect(res.code, res.message).toBe(code);
}

describe('deposit limits count pending orders', () => {
  it('a second pending order that would pass the limit is refused; the remaining amount is honest', async () => {
    await setLimits('demo1', { daily: 300 });
    const first = await order('demo1', 250);
    expect(first.success, first.message).toBe(true);
    // Approved deposits are still 0; the pending 250 already takes its share of the limit.
    expect(await remaining('demo1')).toBe(50);
    const view = (await get<ResponsibleGaming>('/wps/member/responsibleGaming', 'demo1')).value;
    expect(view.depositLimits.daily).toMatchObject({ amount: 300, used: 0, remaining: 50 });

    const second = await order('demo1', 250);
    expectFailure(second, 'DEPOSIT_LIMIT');
    expect(second.message).toContain('at most 50 now');
    const fits = await order('demo1', 50);
    expect(fits.success, fits.message).toBe(true);
    expect(await remaining('demo1')).toBe(0);

    // Both pending orders fit together, so both are approved.
    const before = await main('demo1');
    for (const o of [first, fits])
      expect((await dev<DepositOrder>(`/dev/payments/deposit/${o.value.orderId}/approve`)).value.status).toBe(
        'approved',
      );
    expect(await main('demo1')).toBe(before + 300);
    expect(
      (await get<ResponsibleGaming>('/wps/member/responsibleGaming', 'demo1')).value.depositLimits.daily,
    ).toMatchObject({ used: 300, remaining: 0 });
    expectFailure(await order('demo1', 50), 'DEPOSIT_LIMIT');
  });

  it('concurrent orders cannot together pass the limit', async () => {
    await advance(DAY_MS + 1); // a new rolling day for demo1 (daily limit 300)
    const results = await Promise.all([order('demo1', 200), order('demo1', 200), order('demo1', 200)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    for (const r of results.filter((x) => !x.success)) expectFailure(r, 'DEPOSIT_LIMIT');
    expect(await remaining('demo1')).toBe(100);
  });

  it('a rejected order no longer counts', async () => {
    const pending = (await get<DepositOrdersPage>('/wps/wallet/deposit/orders?pageSize=1', 'demo1')).value
      .list[0];
    expect(pending?.status).toBe('pending');
    await dev(`/dev/payments/deposit/${pending?.orderId ?? ''}/reject`);
    expect(await remaining('demo1')).toBe(300);
  });
});

describe('approval re-checks the limit', () => {
  it('a limit lowered while an order is pending rejects it at approval; nothing is credited', async () => {
    await setLimits('agent1', { daily: 500 });
    const created = await order('agent1', 300);
    expect(created.success, created.message).toBe(true);
    const before = await main('agent1');
    // Lowering applies at once.
    await setLimits('agent1', { daily: 200 });

    const res = await dev<DepositOrder>(`/dev/payments/deposit/${created.value.orderId}/approve`);
    expectFailure(res, 'DEPOSIT_LIMIT');
    expect(res.message).toContain(`Deposit order ${created.value.orderId} was rejected`);
    expect(res.message).toContain('daily deposit limit of 200');
    expect(res.value).toMatchObject({ orderId: created.value.orderId, status: 'rejected' });
    expect(res.value.decidedAt).not.toBeNull();
    expect(await main('agent1')).toBe(before);
    expect(
      t.app.db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'deposit' AND reference = ?",
        )
        .get(created.value.orderId)?.n,
    ).toBe(0);
    const stored = t.app.db
      .prepare<[string], { status: string; reason: string | null }>(
        'SELECT status, reason FROM deposit_orders WHERE reference = ?',
      )
      .get(created.value.orderId);
    expect(stored?.status).toBe('rejected');
    expect(stored?.reason).toContain('daily deposit limit of 200');

    // Decided once: a second approval changes nothing.
    expectFailure(await dev(`/dev/payments/deposit/${created.value.orderId}/approve`), 'ALREADY_DECIDED');
    expect(await main('agent1')).toBe(before);
    const list = (await get<DepositOrdersPage>('/wps/wallet/deposit/orders', 'agent1')).value.list;
    expect(list.find((o) => o.orderId === created.value.orderId)?.status).toBe('rejected');

    // An order within the lowered limit is approved as usual.
    const small = await order('agent1', 150);
    expect(small.success, small.message).toBe(true);
    expect(
      (await dev<DepositOrder>(`/dev/payments/deposit/${small.value.orderId}/approve`)).value.status,
    ).toBe('approved');
    expect(await main('agent1')).toBe(before + 150);
  });

  it('an order approved after deposits filled the window is rejected too (weekly limit)', async () => {
    await advance(DAY_MS + 1);
    await setLimits('agent1', { weekly: 400 });
    // The 150 approved yesterday counts in the week (400 − 150 = 250 left), not in today's 200.
    expect(await remaining('agent1')).toBe(200);
    const a = await order('agent1', 200);
    expect(a.success, a.message).toBe(true);
    await setLimits('agent1', { weekly: 300 });
    const res = await dev<DepositOrder>(`/dev/payments/deposit/${a.value.orderId}/approve`);
    expectFailure(res, 'DEPOSIT_LIMIT');
    expect(res.message).toContain('weekly deposit limit of 300');
    expect(res.message).toContain('150 already deposited');
  });
});

describe('session game result (reality check)', () => {
  const result = async (token: string) =>
    body<SessionGameResult>(
      await t.app.inject({ url: '/wps/member/responsibleGaming/session', headers: { token } }),
    );
  const dice = async (token: string, target: number) => {
    const r = body<DiceBetValue>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/inhouse/dice/bet',
        headers: { token },
        payload: { requestId: rid('dice'), stake: 10, target, direction: 'under' },
      }),
    );
    expect(r.success, r.message).toBe(true);
    return r.value;
  };

  it('counts only bets since the session started: deposits do not change it, losses and wins do', async () => {
    const earlier = await tokenFor(t.app, 'down1', 'Down1234');
    await dice(earlier, 50); // played in an earlier session: not counted
    clock += 60_000;
    const token = await tokenFor(t.app, 'down1', 'Down1234');
    const started = clock;
    const rg = body<ResponsibleGaming>(
      await t.app.inject({ url: '/wps/member/responsibleGaming', headers: { token } }),
    );
    expect(rg.value.sessionStartedAt).toBe(started);
    clock += 60_000;
    expect((await result(token)).value).toEqual({ since: started, stake: 0, payout: 0, net: 0 });

    // A deposit during the session moves the balance but is not a game result.
    const dep = body<DepositCreated>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit',
        headers: { token },
        payload: { requestId: rid('dep'), methodId: 'bank', amount: 500 },
      }),
    );
    expect((await dev<DepositOrder>(`/dev/payments/deposit/${dep.value.orderId}/approve`)).success).toBe(
      true,
    );
    expect((await result(token)).value.net).toBe(0);

    // Losing bets of 10 (1 % win chance each; a rare win is counted as well).
    let stake = 0;
    let payout = 0;
    let lost = false;
    for (let i = 0; i < 10 && !lost; i++) {
      const r = await dice(token, 1);
      stake += 10;
      payout += r.payout;
      lost = !r.win;
    }
    expect(lost).toBe(true);
    if (stake === 10) expect((await result(token)).value).toMatchObject({ stake: 10, payout: 0, net: -10 });
    expect((await result(token)).value).toMatchObject({
      stake,
      payout,
      net: Math.round((payout - stake) * 100) / 100,
    });

    // A win (1.98 × the stake) counts.
    let won = false;
    for (let i = 0; i < 30 && !won; i++) {
      const r = await dice(token, 50);
      stake += 10;
      payout += r.payout;
      won = r.win;
    }
    expect(won).toBe(true);
    const after = (await result(token)).value;
    expect(after).toMatchObject({ since: started, stake, payout });
    expect(after.net).toBeCloseTo(payout - stake, 2);
  });

  it('counts vendor rounds; moving money to the vendor wallet is not a result', async () => {
    clock += 60_000;
    const token = await tokenFor(t.app, 'demo1', 'Demo1234');
    const games = body<{ list: { gameId: number; maintenance: boolean }[] }>(
      await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=10' }),
    ).value.list;
    const gameId = games.find((g) => !g.maintenance)?.gameId ?? 0;
    const launched = body<LaunchObject>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: { token },
        payload: {
          gameId,
          nodeId: 0,
          accountType: 1,
          confirmTrans: 0,
          vassalage: 'JILI',
          launchMode: 'GLS',
          platform: 'html5-desktop',
          clientType: 3,
          requestId: rid('launch'),
        },
      }),
    );
    expect(launched.success, launched.message).toBe(true);
    expect((await result(token)).value).toMatchObject({ stake: 0, payout: 0, net: 0 });
    const launch = new URL(launched.value.game_url, 'http://x').searchParams.get('launch') ?? '';
    let net = 0;
    for (let i = 0; i < 5; i++) {
      const r = body<VendorRoundValue>(
        await t.app.inject({
          method: 'POST',
          url: '/vendor/api/round',
          payload: { launch, stake: 5, requestId: rid('round') },
        }),
      );
      expect(r.success, r.message).toBe(true);
      net += Math.round(r.value.payout * 100) - 500;
    }
    expect((await result(token)).value).toMatchObject({ stake: 25, net: net / 100 });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ url: '/wps/member/responsibleGaming/session' });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe('UNAUTHORIZED');
  });
});
