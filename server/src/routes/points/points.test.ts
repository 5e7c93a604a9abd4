import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  PointBalance,
  PointConfig,
  PointConvertValue,
  PointRedeemPage,
  PointRedeemRecord,
  PointRedeemValue,
  PointRewardList,
  PointTransactionPage,
} from '../../../../schemas/generated/api.ts';
import { checkLedger } from '../../ledger-check.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { PLAYER_PASSWORD } from '../../seed-agents.ts';
import { MAIN_WALLET } from '../../services/wallet.ts';
import { body, createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const REDEEM = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
const CONVERT = '/wps/relay/passwordCheck/MCS2_convertPoint';
let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, postRaw, post, dev, main, rid, diceBet } = moneyHelpers(() => t.app, tok);
const PASSWORDS: Record<string, string> = { demo1: 'Demo1234', trial1: 'Trial1234' };

const idOf = (username: string) => repositories(t.app).users.findByUsername(username)?.id ?? 0;
const points = async (who: string) =>
  (await get<PointBalance>('/wps/relay/MCS2_getPointBalance', who)).value.points;
/** Settles a round of `stake` (major) on a catalogue game of `gameType` (null: no catalogue game) through the ledger. */
function settleBet(who: string, stake: number, gameType: string | null = 'RNG', at = clock): number {
  const { wallet } = t.app.services;
  const repos = repositories(t.app);
  const game =
    gameType === null
      ? undefined
      : t.app.db
          .prepare<[string], { id: number }>('SELECT id FROM games WHERE game_type = ? ORDER BY id LIMIT 1')
          .get(gameType);
  const userId = idOf(who);
  return t.app.db.transaction(() => {
    const stakeMinor = wallet.toMinor(stake);
    const requestId = rid('bet');
    const short = stakeMinor - wallet.balanceMinor(userId);
    if (short > 0) wallet.credit(userId, short, 'deposit', `test:${requestId}:deposit`);
    const txId = wallet.settleWithin(
      userId,
      MAIN_WALLET,
      stakeMinor,
      stakeMinor,
      `test:${requestId}`,
      'test round',
    );
    return repos.play.insertBet({
      userId,
      requestId,
      game: 'test',
      gameId: game?.id ?? null,
      vendor: 'TEST',
      wallet: MAIN_WALLET,
      stakeMinor,
      payoutMinor: stakeMinor,
      transactionId: txId,
      createdAt: at,
    });
  })();
}
/** Gives `who` the demo payment password. */
function setPaymentPassword(who: string, hash: string): void {
  const user = repositories(t.app).users.findByUsername(who);
  if (!user) throw new Error(who);
  repositories(t.app).memberCentre.updateProfile(user.id, user.nickname, {
    ...user.profileFields,
    paymentPasswordHash: hash,
  });
}
const redeem = (who: string, rewardId: string, quantity = 1, paymentPassword = DEMO_PAYMENT_PASSWORD) =>
  postRaw(REDEEM, { requestId: rid('redeem'), rewardId, quantity, paymentPassword }, who);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const u of ['player2', 'player3', 'player7', 'player8']) PASSWORDS[u] = PLAYER_PASSWORD;
  for (const [u, p] of Object.entries(PASSWORDS)) tok[u] = await tokenFor(t.app, u, p);
  // player2 and player7 get the payment password player8 was seeded with.
  const hash = repositories(t.app).users.findByUsername('player8')?.profileFields.paymentPasswordHash ?? '';
  setPaymentPassword('player2', hash);
  setPaymentPassword('player7', hash);
});
afterAll(async () => t.close());

describe('config, catalogue and balance', () => {
  it('MCS2_getPointConfig gives the rates, conversion and flags without a token', async () => {
    const cfg = body<PointConfig>(await t.app.inject({ url: '/wps/relay/MCS2_getPointConfig' }));
    expect(cfg.value).toEqual({
      enabled: true,
      earn: { validBet: 10, points: 1 },
      categories: [
        { gameType: 'LIVE', validBet: 20, points: 1 },
        { gameType: 'SPORTS', validBet: 5, points: 1 },
      ],
      convert: { enabled: true, pointValue: 0.05, min: 100, step: 10 },
      maxQuantity: 10,
      neverExpire: true,
    });
  });

  it('a visitor sees the catalogue (8 rewards, the scarf with 1 left) in the request language', async () => {
    const res = body<PointRewardList>(
      await t.app.inject({ url: '/wps/relay/MCS2_getPointReward', headers: { language: 'vi' } }),
    );
    expect(res.value.list).toHaveLength(8);
    const scarf = res.value.list.find((r) => r.rewardId === 'LOTUS-SCARF');
    expect(scarf).toMatchObject({
      name: 'Khăn lụa hoa sen',
      stock: 1,
      perMemberLimit: 1,
      redeemed: 0,
      type: 'physical',
    });
    const bonus = res.value.list.find((r) => r.rewardId === 'BONUS-50');
    expect(bonus).toMatchObject({ type: 'bonus', bonusAmount: 50, points: 1000, amount: 0 });
    expect(bonus?.image).toMatch(/^\/brand\/rewards\/bonus\.svg\?v=[0-9a-f]{10}$/);
  });

  it('the member calls need a token', async () => {
    for (const url of [
      '/wps/relay/MCS2_getPointBalance',
      '/wps/relay/MCS2_getRedeemPointList',
      '/wps/relay/ODSFE2_MemTransDet/points',
    ])
      expectFailure(await t.app.inject({ url }), 'UNAUTHORIZED', 401);
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: REDEEM,
        payload: { requestId: 'x', rewardId: 'BONUS-50', quantity: 1, paymentPassword: '1' },
      }),
      'UNAUTHORIZED',
      401,
    );
  });

  it('seeded player8 holds 5,600 points with earn, redeem, refund and convert rows; player3 has a redeem in process', async () => {
    expect(await points('player8')).toBe(5600);
    const det = (
      await get<PointTransactionPage>('/wps/relay/ODSFE2_MemTransDet/points?pageSize=100', 'player8')
    ).value;
    expect(new Set(det.list.map((r) => r.type))).toEqual(
      new Set(['earn', 'redeem', 'redeemRefund', 'convert']),
    );
    expect(det.list[0]).toMatchObject({ type: 'convert', points: -200, balanceAfter: 5600 });
    const history = (await get<PointRedeemPage>('/wps/relay/MCS2_getRedeemPointList', 'player8')).value.list;
    expect(history.map((r) => r.status).sort()).toEqual(['approved', 'rejected']);
    expect(
      (await get<PointRedeemPage>('/wps/relay/MCS2_getRedeemPointList', 'player3')).value.list[0],
    ).toMatchObject({
      status: 'inProcess',
      type: 'voucher',
      quantity: 1,
      points: 200,
      amount: 0,
    });
    // player1, player4 and player5 are kept for other end-to-end tests: no points.
    for (const u of ['player1', 'player4', 'player5'])
      expect(t.app.services.points.balanceOf(idOf(u))).toBe(0);
  });
});

describe('earning from valid bets (never expiring)', () => {
  it('a dice bet earns 1 point per 10 ₫ of stake, and small bets add up', async () => {
    const before = await points('demo1');
    await diceBet(100);
    expect(await points('demo1')).toBe(before + 10);
    await diceBet(5);
    expect(await points('demo1')).toBe(before + 10);
    await diceBet(5);
    expect(await points('demo1')).toBe(before + 11);
  });

  it('a game type with its own rate uses it (LIVE: 1 per 20 ₫); lottery-style bets without a catalogue game use the default', async () => {
    const before = await points('demo1');
    settleBet('demo1', 100, 'LIVE');
    expect(await points('demo1')).toBe(before + 5);
    settleBet('demo1', 100, null);
    expect(await points('demo1')).toBe(before + 15);
  });

  it('a re-settled bet (payout corrected) earns nothing again; a bet settled before the programme started earns nothing', async () => {
    const before = await points('demo1');
    const betId = settleBet('demo1', 50);
    expect(await points('demo1')).toBe(before + 5);
    t.app.db.prepare('UPDATE bets SET payout_minor = 0 WHERE id = ?').run(betId);
    expect(await points('demo1')).toBe(before + 5);
    settleBet('demo1', 50, 'RNG', clock - 365 * 86_400_000);
    expect(await points('demo1')).toBe(before + 5);
  });
});

describe('redeem', () => {
  it('redeems with the payment password: in process, points charged once per requestId, listed', async () => {
    settleBet('player2', 2000); // 200 points
    const before = await points('player2');
    const requestId = rid('redeem');
    const payload = {
      requestId,
      rewardId: 'VOUCHER-COFFEE',
      quantity: 1,
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    };
    const first = await post<PointRedeemValue>(REDEEM, payload, 'player2');
    expect(first.success, first.message).toBe(true);
    expect(first.value.record).toMatchObject({
      status: 'inProcess',
      points: 200,
      amount: 0,
      quantity: 1,
      type: 'voucher',
    });
    expect(first.value.record.referenceNo).toMatch(/^P\d{8}-\d{6}$/);
    expect(first.value.points).toBe(before - 200);
    const again = await post<PointRedeemValue>(REDEEM, payload, 'player2');
    expect(again.value).toEqual(first.value);
    expect(await points('player2')).toBe(before - 200);
    const list = (
      await get<PointRedeemPage>('/wps/relay/MCS2_getRedeemPointList?status=inProcess', 'player2')
    ).value;
    expect(list.list.map((r) => r.referenceNo)).toContain(first.value.record.referenceNo);
  });

  it('the last item in stock redeemed twice at once: one success, one OUT_OF_STOCK (409)', async () => {
    settleBet('player7', 30_000); // 3,000 points
    const [a, b] = await Promise.all([redeem('player8', 'LOTUS-SCARF'), redeem('player7', 'LOTUS-SCARF')]);
    const results = [a, b].map((r) => ({ status: r.statusCode, body: body(r) }));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    const refused = results.find((r) => !r.body.success);
    expect(refused?.status).toBe(409);
    expect(refused?.body.code).toBe('OUT_OF_STOCK');
    const scarf = body<PointRewardList>(
      await t.app.inject({ url: '/wps/relay/MCS2_getPointReward' }),
    ).value.list.find((r) => r.rewardId === 'LOTUS-SCARF');
    expect(scarf?.stock).toBe(0);
  });

  it('a reward with an amount takes points and money; rejecting it refunds both through the ledgers', async () => {
    const [pts, money] = [await points('player8'), await main('player8')];
    const made = body<PointRedeemValue>(await redeem('player8', 'LOTUS-TSHIRT'));
    expect(made.success, made.message).toBe(true);
    expect(made.value.record).toMatchObject({ points: 1500, amount: 20 });
    expect(await points('player8')).toBe(pts - 1500);
    expect(await main('player8')).toBeCloseTo(money - 20, 2);
    // Over the per-member limit of 1.
    const limit = body(await redeem('player8', 'LOTUS-TSHIRT'));
    expectFailure(limit, 'REDEEM_LIMIT');
    expect(limit.value).toEqual({ remaining: 0 });

    const rejected = await dev<PointRedeemRecord>(
      `/dev/points/redeem/${made.value.record.referenceNo}/reject`,
    );
    expect(rejected.value).toMatchObject({ status: 'rejected' });
    expect(await points('player8')).toBe(pts);
    expect(await main('player8')).toBeCloseTo(money, 2);
    expectFailure(
      await dev(`/dev/points/redeem/${made.value.record.referenceNo}/approve`),
      'ALREADY_DECIDED',
    );
    expectFailure(await dev('/dev/points/redeem/P20260101-999999/approve'), 'NOT_FOUND');
    const det = (await get<PointTransactionPage>('/wps/relay/ODSFE2_MemTransDet/points', 'player8')).value
      .list;
    expect(det[0]).toMatchObject({
      type: 'redeemRefund',
      points: 1500,
      reference: made.value.record.referenceNo,
    });
  });

  it('an approved bonus reward pays its bonus into MAIN', async () => {
    const money = await main('player8');
    const made = body<PointRedeemValue>(await redeem('player8', 'BONUS-50', 2));
    expect(made.value.record).toMatchObject({ points: 2000, quantity: 2 });
    await dev(`/dev/points/redeem/${made.value.record.referenceNo}/approve`);
    expect(await main('player8')).toBeCloseTo(money + 100, 2);
    const approved = (
      await get<PointRedeemPage>('/wps/relay/MCS2_getRedeemPointList?status=approved', 'player8')
    ).value;
    expect(approved.list[0]?.referenceNo).toBe(made.value.record.referenceNo);
  });

  it('refuses more points than held, and an amount above the balance', async () => {
    expectFailure(await redeem('player7', 'SMARTPHONE'), 'INSUFFICIENT_POINTS');
    const held = await points('player7');
    settleBet('player7', 40_000); // 4,000 more points: enough for the earbuds
    // The earbuds also cost 100 ₫: empty player7's MAIN first.
    const balanceMinor = t.app.services.wallet.balanceMinor(idOf('player7'));
    t.app.db.transaction(() =>
      t.app.services.wallet.houseMoveWithin(idOf('player7'), -balanceMinor, {
        kind: 'test',
        idempotencyKey: rid('empty'),
        reference: '',
        memo: 'test',
      }),
    )();
    expectFailure(await redeem('player7', 'EARBUDS'), 'INSUFFICIENT_BALANCE');
    expect(await points('player7')).toBe(held + 4000);
  });

  it('refuses bad input: unknown reward, quantity 0, fractional or above maxQuantity, missing password, bad requestId', async () => {
    expectFailure(await redeem('player8', 'NOPE'), 'NOT_FOUND');
    expectFailure(await redeem('player8', 'VOUCHER-COFFEE', 0), 'VALIDATION', 400);
    expectFailure(await redeem('player8', 'VOUCHER-COFFEE', 11), 'VALIDATION', 400);
    expectFailure(
      await postRaw(REDEEM, { requestId: rid('r'), rewardId: 'VOUCHER-COFFEE', quantity: 1 }, 'player8'),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw(
        REDEEM,
        { requestId: 'has spaces', rewardId: 'VOUCHER-COFFEE', quantity: 1, paymentPassword: 'x' },
        'player8',
      ),
      'VALIDATION',
      400,
    );
    expectFailure(await redeem('player8', 'VOUCHER-COFFEE', 1.5), 'VALIDATION', 400);
  });

  it('without a payment password: PAYMENT_PASSWORD_NOT_SET; trial accounts and excluded members are refused', async () => {
    expectFailure(await redeem('player3', 'VOUCHER-COFFEE'), 'PAYMENT_PASSWORD_NOT_SET');
    expectFailure(await redeem('trial1', 'VOUCHER-COFFEE'), 'TRIAL_ACCOUNT');
    const id = idOf('player3');
    t.app.db
      .prepare(
        "INSERT INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at) VALUES (?, 'selfExclusion', ?, NULL, ?)",
      )
      .run(id, clock, clock);
    expectFailure(await redeem('player3', 'VOUCHER-COFFEE'), 'SELF_EXCLUDED');
    // The balance and history stay readable.
    expect(await points('player3')).toBe(200);
    t.app.db.prepare('DELETE FROM responsible_gaming WHERE user_id = ?').run(id);
  });

  it('a wrong payment password is refused and counted: the fifth locks redeem and convert (429)', async () => {
    const before = await points('player2');
    for (let i = 0; i < 5; i++)
      expectFailure(await redeem('player2', 'VOUCHER-COFFEE', 1, '999999'), 'BAD_PAYMENT_PASSWORD', 200);
    const locked = await redeem('player2', 'VOUCHER-COFFEE');
    expectFailure(locked, 'PAYMENT_PASSWORD_LOCKED', 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expectFailure(
      await postRaw(
        CONVERT,
        { requestId: rid('c'), points: 100, paymentPassword: DEMO_PAYMENT_PASSWORD },
        'player2',
      ),
      'PAYMENT_PASSWORD_LOCKED',
      429,
    );
    expect(await points('player2')).toBe(before);
    clock += 16 * 60_000;
  });
});

describe('convert', () => {
  const convert = (who: string, pts: number, pw = DEMO_PAYMENT_PASSWORD, requestId = rid('convert')) =>
    postRaw(CONVERT, { requestId, points: pts, paymentPassword: pw }, who);

  it('converts at 0.05 ₫ a point into MAIN, once per requestId', async () => {
    const [pts, money] = [await points('player8'), await main('player8')];
    const requestId = rid('convert');
    const first = body<PointConvertValue>(await convert('player8', 500, DEMO_PAYMENT_PASSWORD, requestId));
    expect(first.value).toMatchObject({ points: 500, amount: 25, pointBalance: pts - 500 });
    expect(
      body<PointConvertValue>(await convert('player8', 500, DEMO_PAYMENT_PASSWORD, requestId)).value,
    ).toEqual(first.value);
    expect(await points('player8')).toBe(pts - 500);
    expect(await main('player8')).toBeCloseTo(money + 25, 2);
  });

  it('refuses below the minimum, off the step, more than held, a wrong password and no password', async () => {
    expectFailure(await convert('player8', 90), 'CONVERT_AMOUNT');
    expectFailure(await convert('player8', 105), 'CONVERT_AMOUNT');
    expectFailure(await convert('player8', 1_000_000), 'INSUFFICIENT_POINTS');
    expectFailure(await convert('player8', 100, '000000'), 'BAD_PAYMENT_PASSWORD');
    expectFailure(await convert('player3', 100), 'PAYMENT_PASSWORD_NOT_SET');
    expectFailure(await convert('player8', 0), 'VALIDATION', 400);
  });
});

describe('lists', () => {
  it('filters the redeem list by brand days and refuses bad days', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const today = (
      await get<PointRedeemPage>(
        `/wps/relay/MCS2_getRedeemPointList?startDate=${day}&endDate=${day}`,
        'player8',
      )
    ).value;
    expect(today.totalCount).toBeGreaterThan(0);
    const old = (
      await get<PointRedeemPage>(
        '/wps/relay/MCS2_getRedeemPointList?startDate=2020-01-01&endDate=2020-01-31',
        'player8',
      )
    ).value;
    expect(old.totalCount).toBe(0);
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/MCS2_getRedeemPointList?startDate=2026-02-30',
        headers: { token: tok.player8 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/MCS2_getRedeemPointList?startDate=2026-02-02&endDate=2026-02-01',
        headers: { token: tok.player8 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/MCS2_getRedeemPointList?status=done',
        headers: { token: tok.player8 ?? '' },
      }),
      'VALIDATION',
      400,
    );
  });

  it('pages the points details', async () => {
    const page = (
      await get<PointTransactionPage>('/wps/relay/ODSFE2_MemTransDet/points?pageNo=2&pageSize=2', 'player8')
    ).value;
    expect(page).toMatchObject({ pageNo: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 2));
  });

  it('the books stay sound (ledger:check)', () => {
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});

describe('with the points system switched off', () => {
  let off: TestApp;
  const brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-points-'));
  beforeAll(async () => {
    cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });
    const site = JSON.parse(readFileSync(join(brandDir, 'site.json'), 'utf8')) as {
      flags: Record<string, boolean>;
    };
    site.flags.pointsSystem = false;
    writeFileSync(join(brandDir, 'site.json'), JSON.stringify(site));
    off = await createTestApp({ brandDir, now: () => clock });
  });
  afterAll(async () => {
    await off.close();
    rmSync(brandDir, { recursive: true, force: true });
  });

  it('says so in the config, refuses the calls and earns nothing', async () => {
    expect(
      body<PointConfig>(await off.app.inject({ url: '/wps/relay/MCS2_getPointConfig' })).value.enabled,
    ).toBe(false);
    const token = await tokenFor(off.app, 'demo1', 'Demo1234');
    expectFailure(
      await off.app.inject({ url: '/wps/relay/MCS2_getPointBalance', headers: { token } }),
      'FEATURE_DISABLED',
    );
    expectFailure(await off.app.inject({ url: '/wps/relay/MCS2_getPointReward' }), 'FEATURE_DISABLED');
    expect(off.app.db.prepare('SELECT COUNT(*) AS n FROM point_rates').get()).toEqual({ n: 0 });
  });
});
