import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  BrandPromotion,
  PromotionActionValue,
  PromotionDetail,
  PromotionList,
  RaffleClaimValue,
  RaffleView,
  RedEnvelopeOpenValue,
  RedEnvelopeView,
} from '../../../../schemas/generated/api.ts';
import { checkLedger } from '../../ledger-check.ts';
import { BIG_PNG, dataUrl, expectFailure, GIF, JPG, moneyHelpers, PNG } from '../../money-test-utils.ts';
import { DEFAULT_BRAND_DIR } from '../../paths.ts';
import { hashPassword } from '../../services/passwords.ts';
import { createTestApp, repositories, tokenFor, type EnvelopeBody, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games, the seeds) is slow on a busy CPU.
vi.setConfig({ hookTimeout: 180_000, testTimeout: 120_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Tuesday 2026-11-24 10:00 in Asia/Ho_Chi_Minh (UTC+7): raffle round since Monday 00:00. */
let clock = Date.parse('2026-11-24T03:00:00Z');
let t: TestApp;
const tok: Record<string, string> = {};
const { get, post, postRaw, main, rid, diceBet } = moneyHelpers(() => t.app, tok);
const pub = async <T>(url: string) => (await t.app.inject({ url })).json<EnvelopeBody<T>>();
const ok = <T>(res: EnvelopeBody<T>): T => {
  expect(res.success, `${res.code ?? ''} ${res.message}`).toBe(true);
  return res.value;
};
const demo1Id = () => repositories(t.app).users.findByUsername('demo1')?.id ?? 0;
const statuses = (list: PromotionList) => Object.fromEntries(list.list.map((p) => [p.id, p.status]));
const LIST = '/wps/relay/MCSFE_getPromotionList';
const DETAIL = '/wps/relay/MCSFE_getPromotionDetail';
const ACTION = '/wps/relay/MCS2_promotionAction';
const APPLY = '/wps/relay/MCS2_applyPromotion';
const RAFFLE = '/wps/relay/MCSFE_getRafflePromotion';
const CLAIM_RAFFLE = '/wps/relay/MCS2_claimRafflePromotion';
const ENVELOPE = '/wps/relay/MCSFE_getRedEnvelope';
const OPEN = '/wps/relay/MCS2_openRedEnvelope';

/** A member straight in the database (password Test1234), optionally with a deposit; returns the token. */
async function newMember(app: TestApp, username: string, depositMajor = 0, type = 1): Promise<string> {
  const repos = repositories(app.app);
  const at = clock;
  const id = repos.users.insert({
    username,
    passwordHash: await hashPassword('Test1234'),
    passwordChangedAt: at,
    createdAt: at,
    nickname: username,
    type,
    lastLoginAt: at,
  });
  if (depositMajor > 0)
    app.app.services.wallet.credit(
      id,
      app.app.services.wallet.toMinor(depositMajor),
      'deposit',
      `test:${username}`,
    );
  return tokenFor(app.app, username, 'Test1234');
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down1', 'Down1234'],
    ['trial1', 'Trial1234'],
    ['player2', 'Play1234'],
    ['player3', 'Play1234'],
    ['player7', 'Play1234'],
    ['player8', 'Play1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
  tok.fresh = await newMember(t, 'fresh1');
});
afterAll(async () => t.close());

describe('list and detail', () => {
  it('lists every promotion with its category, cover, period and a visitor status', async () => {
    const list = ok(await pub<PromotionList>(LIST));
    expect(list.categories).toEqual([
      'new_player',
      'rebate',
      'referral',
      'raffle',
      'red_envelope',
      'slots',
      'festival',
    ]);
    expect(list.list.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(statuses(list)).toEqual({
      1: 'join',
      2: 'join',
      3: 'join',
      4: 'join',
      5: 'join',
      6: 'join',
      7: 'join',
      8: 'coming soon',
      9: 'close',
    });
    const first = list.list[0];
    expect(first).toMatchObject({
      title: 'Welcome bonus 100%',
      type: 'claim',
      bonus: 50,
      endAt: null,
      startAt: Date.parse('2025-01-01T00:00:00+07:00'),
    });
    expect(first?.cover).toMatch(/^\/brand\/promotions\/1-cover\.svg\?v=[0-9a-f]{10}$/);
    expect(list).toMatchObject({ currencySymbol: '₫', minorUnits: 2 });
    const newPlayer = ok(await pub<PromotionList>(`${LIST}?category=new_player`));
    expect(newPlayer.list.map((p) => p.id)).toEqual([1, 2]);
    expect(newPlayer.categories).toHaveLength(7);
    expect(ok(await pub<PromotionList>(`${LIST}?category=nope`)).list).toEqual([]);
  });

  it('details one promotion: HTML body, images in sequence, rules; unknown or bad ids refused', async () => {
    const d = ok(await pub<PromotionDetail>(`${DETAIL}?id=1`));
    expect(d.content).toContain('<strong>50</strong>');
    expect(d.images.map((i) => i.sequence)).toEqual([1, 2]);
    expect(d.rules.length).toBeGreaterThan(0);
    expect(d).toMatchObject({ loggedIn: false, progress: null, remark: '', reason: '', link: null });
    expect(ok(await pub<PromotionDetail>(`${DETAIL}?id=3`)).link).toBe('?mc=manualRebate');
    expectFailure(await pub(`${DETAIL}?id=999`), 'NOT_FOUND');
    for (const bad of ['0', 'abc', '-1', ''])
      expectFailure(await t.app.inject({ url: `${DETAIL}?id=${bad}` }), 'VALIDATION', 400);
    expectFailure(await t.app.inject({ url: DETAIL }), 'VALIDATION', 400);
  });

  it("shows each seeded member's statuses (docs/contract-promotions.md Demo data)", async () => {
    expect(statuses((await get<PromotionList>(LIST)).value)).toEqual({
      1: 'claim',
      2: 'join',
      3: 'join',
      4: 'join',
      5: 'join',
      6: 'claim',
      7: 'join',
      8: 'coming soon',
      9: 'close',
    });
    const of = async (who: string) => statuses((await get<PromotionList>(LIST, who)).value);
    expect(await of('player2')).toMatchObject({ 2: 'applying', 5: 'claim' });
    expect(await of('player3')).toMatchObject({ 5: 'claim', 7: 'claim' });
    expect(await of('player7')).toMatchObject({ 2: 'rejected', 5: 'joined', 7: 'joined' });
    expect(await of('player8')).toMatchObject({ 1: 'claimed', 2: 'issued', 6: 'claimed' });
    expect(await of('fresh')).toMatchObject({ 1: 'process', 6: 'process', 5: 'join' });
    const rejected = (await get<PromotionDetail>(`${DETAIL}?id=2`, 'player7')).value;
    expect(rejected.reason).toContain('deposit reference');
    expect(rejected.remark).toBe('First deposit screenshot from player7');
    const joined = (await get<PromotionDetail>(`${DETAIL}?id=7`, 'player7')).value;
    expect(joined.progress?.target).toBe(500);
    expect(joined.progress?.current).toBeLessThan(500);
    const fresh = (await get<PromotionDetail>(`${DETAIL}?id=1`, 'fresh')).value;
    expect(fresh).toMatchObject({ status: 'process', progress: { current: 0, target: 100 }, loggedIn: true });
  });
});

describe('claim and join', () => {
  it('claims a bonus once through the ledger; a repeat requestId answers the same, a new one is refused', async () => {
    const before = await main();
    const requestId = rid('claim');
    const first = await post<PromotionActionValue>(ACTION, { requestId, id: 1, action: 'claim' });
    expect(ok(first)).toMatchObject({ amount: 50, balance: before + 50, promotion: { status: 'claimed' } });
    expect((await post<PromotionActionValue>(ACTION, { requestId, id: 1, action: 'claim' })).value).toEqual(
      first.value,
    );
    expectFailure(await post(ACTION, { requestId: rid('claim'), id: 1, action: 'claim' }), 'ALREADY_CLAIMED');
    expect(await main()).toBe(before + 50);
  });

  it('pays once when two claims race', async () => {
    const before = await main('down1');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post<PromotionActionValue>(ACTION, { requestId: rid('race'), id: 1, action: 'claim' }, 'down1'),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'ALREADY_CLAIMED')).toHaveLength(2);
    expect(await main('down1')).toBe(before + 50);
  });

  it('refuses a claim before the minimums, out of period, of the wrong type, and unknown ids', async () => {
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 1, action: 'claim' }, 'fresh'),
      'NOT_ELIGIBLE',
    );
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 8, action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 9, action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 3, action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 2, action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post(ACTION, { requestId: rid('c'), id: 1, action: 'join' }, 'fresh'),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(await post(ACTION, { requestId: rid('c'), id: 404, action: 'claim' }), 'NOT_FOUND');
    expectFailure(await postRaw(ACTION, { requestId: 'bad id!', id: 1, action: 'claim' }), 'VALIDATION', 400);
    expectFailure(await postRaw(ACTION, { requestId: rid('c'), id: 1, action: 'take' }), 'VALIDATION', 400);
  });

  it('join → joined with progress → bets reach the target → claim pays the bonus once', async () => {
    expectFailure(
      await post(ACTION, { requestId: rid('j'), id: 7, action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    const joined = ok(
      await post<PromotionActionValue>(ACTION, { requestId: rid('j'), id: 7, action: 'join' }),
    );
    expect(joined.promotion).toMatchObject({ status: 'joined', progress: { current: 0, target: 500 } });
    expect(joined.amount).toBe(0);
    expectFailure(await post(ACTION, { requestId: rid('j'), id: 7, action: 'join' }), 'ACTIVITY_UNAVAILABLE');
    expectFailure(await post(ACTION, { requestId: rid('j'), id: 7, action: 'claim' }), 'NOT_ELIGIBLE');
    for (let i = 0; i < 5; i++) await diceBet(100);
    expect((await get<PromotionDetail>(`${DETAIL}?id=7`)).value.status).toBe('claim');
    const before = await main();
    expect(
      ok(await post<PromotionActionValue>(ACTION, { requestId: rid('j'), id: 7, action: 'claim' })).amount,
    ).toBe(25);
    expect(await main()).toBe(before + 25);
    expectFailure(await post(ACTION, { requestId: rid('j'), id: 7, action: 'claim' }), 'ALREADY_CLAIMED');
    // player3 joined ten days ago and reached the target in the seed.
    expect(
      ok(await post<PromotionActionValue>(ACTION, { requestId: rid('j'), id: 7, action: 'claim' }, 'player3'))
        .amount,
    ).toBe(25);
  });
});

describe('application', () => {
  const png = dataUrl('image/png', PNG);

  it('enforces the remark and image rules of §5 on the server', async () => {
    const send = (payload: Record<string, unknown>) =>
      postRaw(APPLY, { id: 2, remark: 'ok', images: [], ...payload });
    expectFailure(await send({ remark: 'x'.repeat(141) }), 'VALIDATION', 400);
    expectFailure(await send({ images: [png, png, png, png] }), 'TOO_MANY_IMAGES', 200);
    expectFailure(await send({ images: [dataUrl('image/gif', GIF)] }), 'UNSUPPORTED_MEDIA_TYPE', 415);
    expectFailure(await send({ images: [dataUrl('image/png', GIF)] }), 'UNSUPPORTED_MEDIA_TYPE', 415);
    expectFailure(await send({ images: [dataUrl('image/png', BIG_PNG)] }), 'PAYLOAD_TOO_LARGE', 413);
    expectFailure(await send({ images: ['not a data url'] }), 'VALIDATION', 400);
    expectFailure(await send({ id: 1 }), 'ACTIVITY_UNAVAILABLE', 200);
    expectFailure(await send({ id: 999 }), 'NOT_FOUND', 200);
    expect((await get<PromotionDetail>(`${DETAIL}?id=2`)).value.status).toBe('join');
  });

  it('applies, is rejected with a reason, applies again and is issued once', async () => {
    const remark = '好'.repeat(140);
    const applied = ok(
      await post<PromotionDetail>(APPLY, { id: 2, remark, images: [png, dataUrl('image/jpeg', JPG), png] }),
    );
    expect(applied).toMatchObject({ status: 'applying', remark });
    expect(repositories(t.app).promotions.applicationImageCount(demo1Id(), 2)).toBe(3);
    expectFailure(await postRaw(APPLY, { id: 2, remark: 'again', images: [] }), 'ACTIVITY_UNAVAILABLE', 200);
    const dev = async (payload: Record<string, unknown>) =>
      (await t.app.inject({ method: 'POST', url: '/dev/promotions/decide', payload })).json<
        EnvelopeBody<PromotionDetail>
      >();
    const rejected = ok(
      await dev({ account: 'demo1', id: 2, decision: 'reject', reason: 'Blurry screenshot' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Blurry screenshot' });
    expectFailure(await dev({ account: 'demo1', id: 2, decision: 'issue' }), 'ACTIVITY_UNAVAILABLE');
    ok(await post<PromotionDetail>(APPLY, { id: 2, remark: 'clearer', images: [png] }));
    expect(repositories(t.app).promotions.applicationImageCount(demo1Id(), 2)).toBe(1);
    const before = await main();
    expect(ok(await dev({ account: 'demo1', id: 2, decision: 'issue' })).status).toBe('issued');
    expect(await main()).toBe(before + 30);
    expectFailure(await dev({ account: 'demo1', id: 2, decision: 'issue' }), 'ACTIVITY_UNAVAILABLE');
    expectFailure(await dev({ account: 'nobody', id: 2, decision: 'issue' }), 'NOT_FOUND');
    expectFailure(await postRaw(APPLY, { id: 2, remark: 'third', images: [] }), 'ACTIVITY_UNAVAILABLE', 200);
  });
});

describe('raffle', () => {
  const roundStart = Date.parse('2026-11-23T00:00:00+07:00');

  it('shows the open round, tickets from valid bets, the chance and the masked winners of the last round', async () => {
    const visitor = ok(await pub<RaffleView>(`${RAFFLE}?id=5`));
    expect(visitor.round).toMatchObject({ startAt: roundStart, drawAt: roundStart + 7 * DAY });
    expect(visitor.round?.roundNo).toBe(
      Math.round((roundStart - Date.parse('2025-01-06T00:00:00+07:00')) / (7 * DAY)) + 1,
    );
    expect(visitor).toMatchObject({
      pool: 800,
      ticketEvery: 100,
      myTickets: null,
      chance: null,
      unclaimed: [],
    });
    expect(visitor.prizes).toEqual([
      { rank: 1, amount: 500 },
      { rank: 2, amount: 200 },
      { rank: 3, amount: 100 },
    ]);
    expect(visitor.rounds).toHaveLength(1);
    const last = visitor.rounds[0];
    expect(last?.roundNo).toBe((visitor.round?.roundNo ?? 0) - 1);
    expect(last?.winners.map((w) => [w.rank, w.player, w.prize, w.claimed])).toEqual([
      [1, 'pl***2', 500, false],
      [2, 'pl***7', 200, true],
      [3, 'pl***3', 100, false],
    ]);
    const mine = ok(await get<RaffleView>(`${RAFFLE}?id=5`, 'player2'));
    const stake =
      t.app.db
        .prepare<[number, number], { s: number }>(
          "SELECT COALESCE(SUM(stake_minor), 0) AS s FROM bets b JOIN users u ON u.id = b.user_id WHERE u.username = 'player2' AND b.created_at >= ? AND b.created_at < ?",
        )
        .get(roundStart, roundStart + 7 * DAY)?.s ?? 0;
    expect(mine.myTickets).toBe(Math.floor(stake / 10_000));
    expect(mine.myValidBet).toBe(stake / 100);
    expect(mine.chance).toBeCloseTo((mine.myTickets ?? 0) / mine.totalTickets, 10);
    expect(mine.status).toBe('claim');
    expect(mine.unclaimed).toEqual([{ roundNo: last?.roundNo, rank: 1, prize: 500 }]);
    expect(mine.rounds[0]?.winners[0]?.mine).toBe(true);
    expectFailure(await pub(`${RAFFLE}?id=1`), 'NOT_FOUND');
  });

  it('pays only the winner, only once, even when claims race', async () => {
    const roundNo = ok(await pub<RaffleView>(`${RAFFLE}?id=5`)).rounds[0]?.roundNo ?? 0;
    const before = await main('player2');
    const claimed = ok(
      await post<RaffleClaimValue>(CLAIM_RAFFLE, { requestId: rid('r'), id: 5, roundNo }, 'player2'),
    );
    expect(claimed).toMatchObject({ roundNo, rank: 1, amount: 500, balance: before + 500 });
    expectFailure(
      await post(CLAIM_RAFFLE, { requestId: rid('r'), id: 5, roundNo }, 'player2'),
      'ALREADY_CLAIMED',
    );
    expectFailure(
      await post(CLAIM_RAFFLE, { requestId: rid('r'), id: 5, roundNo }, 'player7'),
      'ALREADY_CLAIMED',
    );
    expectFailure(
      await post(CLAIM_RAFFLE, { requestId: rid('r'), id: 5, roundNo }, 'player8'),
      'NOT_ELIGIBLE',
    );
    expectFailure(
      await post(CLAIM_RAFFLE, { requestId: rid('r'), id: 5, roundNo: roundNo + 1 }),
      'NOT_FOUND',
    );
    expectFailure(await post(CLAIM_RAFFLE, { requestId: rid('r'), id: 1, roundNo }), 'NOT_FOUND');
    expect(await main('player2')).toBe(before + 500);
    const three = await main('player3');
    const race = await Promise.all(
      [1, 2].map(() =>
        post<RaffleClaimValue>(CLAIM_RAFFLE, { requestId: rid('race'), id: 5, roundNo }, 'player3'),
      ),
    );
    expect(race.map((r) => r.success).sort()).toEqual([false, true]);
    expect(race.find((r) => !r.success)?.code).toBe('ALREADY_CLAIMED');
    expect(await main('player3')).toBe(three + 100);
    expect(ok(await get<RaffleView>(`${RAFFLE}?id=5`, 'player3')).unclaimed).toEqual([]);
  });

  it('draws the round once it has ended: winners hold tickets, one rank each', async () => {
    const open = ok(await get<RaffleView>(`${RAFFLE}?id=5`));
    expect(open.myTickets).toBeGreaterThan(0); // demo1's dice bets of this round
    const saved = clock;
    clock = (open.round?.drawAt ?? 0) + HOUR;
    try {
      const after = ok(await pub<RaffleView>(`${RAFFLE}?id=5`));
      expect(after.round?.roundNo).toBe((open.round?.roundNo ?? 0) + 1);
      const drawn = after.rounds[0];
      expect(drawn?.roundNo).toBe(open.round?.roundNo);
      expect(drawn?.totalTickets).toBe(open.totalTickets);
      expect(drawn?.winners.map((w) => w.rank)).toEqual([1, 2, 3]);
      expect(new Set(drawn?.winners.map((w) => w.player)).size).toBe(3);
      const rows = t.app.db
        .prepare<[], { tickets: number }>(
          'SELECT w.tickets FROM raffle_winners w JOIN raffle_rounds r ON r.id = w.round_id ORDER BY r.round_no DESC, w.rank LIMIT 3',
        )
        .all();
      expect(rows.every((r) => r.tickets >= 1)).toBe(true);
      // A second read draws nothing more.
      expect(ok(await pub<RaffleView>(`${RAFFLE}?id=5`)).rounds).toHaveLength(2);
    } finally {
      clock = saved;
    }
  });
});

describe('red envelope', () => {
  it('opens at most the configured number of envelopes, each within limits, paid through the ledger', async () => {
    const view = ok(await get<RedEnvelopeView>(`${ENVELOPE}?id=6`));
    expect(view).toMatchObject({ status: 'claim', opensLeft: 3, eligible: true, min: 1, max: 20, opens: [] });
    expect(view.windowStartAt).toBe(Date.parse('2026-11-24T00:00:00+07:00'));
    expect(view.windowEndAt).toBe(Date.parse('2026-11-25T00:00:00+07:00'));
    const before = await main();
    let paid = 0;
    const requestId = rid('env');
    const first = ok(await post<RedEnvelopeOpenValue>(OPEN, { requestId, id: 6 }));
    expect((await post<RedEnvelopeOpenValue>(OPEN, { requestId, id: 6 })).value).toEqual(first);
    for (const opened of [first, ...[1, 2].map(() => null)]) {
      const v = opened ?? ok(await post<RedEnvelopeOpenValue>(OPEN, { requestId: rid('env'), id: 6 }));
      expect(v.amount).toBeGreaterThanOrEqual(1);
      expect(v.amount).toBeLessThanOrEqual(20);
      expect(Number(v.amount.toFixed(2))).toBe(v.amount);
      paid += v.amount;
    }
    expectFailure(await post(OPEN, { requestId: rid('env'), id: 6 }), 'LIMIT_REACHED');
    expect(await main()).toBeCloseTo(before + paid, 2);
    const after = ok(await get<RedEnvelopeView>(`${ENVELOPE}?id=6`));
    expect(after).toMatchObject({ status: 'claimed', opensLeft: 0 });
    expect(after.opens).toHaveLength(3);
    expectFailure(await post(OPEN, { requestId: rid('env'), id: 6 }, 'player8'), 'LIMIT_REACHED');
  });

  it('refuses members below the minimums and wrong ids; visitors see the window only', async () => {
    const fresh = ok(await get<RedEnvelopeView>(`${ENVELOPE}?id=6`, 'fresh'));
    expect(fresh).toMatchObject({
      status: 'process',
      eligible: false,
      progress: { current: 0, target: 100 },
    });
    expectFailure(await post(OPEN, { requestId: rid('env'), id: 6 }, 'fresh'), 'NOT_ELIGIBLE');
    expectFailure(await post(OPEN, { requestId: rid('env'), id: 5 }), 'NOT_FOUND');
    const visitor = ok(await pub<RedEnvelopeView>(`${ENVELOPE}?id=6`));
    expect(visitor).toMatchObject({ opensLeft: null, eligible: null, progress: null, opens: [] });
    expectFailure(await pub(`${ENVELOPE}?id=5`), 'NOT_FOUND');
  });
});

describe('who may be paid', () => {
  it('refuses visitors (401), trial accounts and members under a responsible-gaming block', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [ACTION, { requestId: rid('v'), id: 1, action: 'claim' }],
      [APPLY, { id: 2, remark: '', images: [] }],
      [CLAIM_RAFFLE, { requestId: rid('v'), id: 5, roundNo: 1 }],
      [OPEN, { requestId: rid('v'), id: 6 }],
    ];
    for (const [url, payload] of calls) {
      expectFailure(await t.app.inject({ method: 'POST', url, payload }), 'UNAUTHORIZED', 401);
      expectFailure(await postRaw(url, payload, 'trial1'), 'TRIAL_ACCOUNT', 200);
    }
    const blocked = await newMember(t, 'blocked1', 500);
    tok.blocked = blocked;
    const user = repositories(t.app).users.findByUsername('blocked1');
    repositories(t.app).responsibleGaming.setExclusion(user?.id ?? 0, 'timeout', clock, clock + DAY);
    const before = t.app.services.wallet.balanceMinor(user?.id ?? 0);
    for (const [url, payload] of calls)
      expectFailure(await postRaw(url, payload, 'blocked'), 'SELF_EXCLUDED', 200);
    expect(t.app.services.wallet.balanceMinor(user?.id ?? 0)).toBe(before);
  });

  it('leaves the books sound', () => {
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});

describe('red envelope pool and window (own brand)', () => {
  let b: TestApp;
  let brandDir: string;
  const btok: Record<string, string> = {};

  beforeAll(async () => {
    brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
    cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });
    const file = join(brandDir, 'promotions.json');
    const promotions = JSON.parse(readFileSync(file, 'utf8')) as BrandPromotion[];
    const envelope = promotions.find((p) => p.id === 6);
    if (!envelope || envelope.action.type !== 'redEnvelope') throw new Error('no red envelope 6');
    envelope.action = { ...envelope.action, min: 10, max: 20, poolPerDay: 45, opensPerDay: 3 };
    promotions.push({
      ...envelope,
      id: 60,
      action: { ...envelope.action, dailyFrom: '11:00', dailyTo: '12:00' },
    });
    writeFileSync(file, JSON.stringify(promotions));
    b = await createTestApp({ now: () => clock, brandDir, seed: false });
    for (const name of ['pool1', 'pool2', 'pool3', 'pool4', 'pool5'])
      btok[name] = await newMember(b, name, 200);
  });
  afterAll(async () => {
    await b.close();
    rmSync(brandDir, { recursive: true, force: true });
  });

  const open = async (who: string, id = 6) =>
    (
      await b.app.inject({
        method: 'POST',
        url: OPEN,
        headers: { token: btok[who] ?? '' },
        payload: { requestId: `${who}-${Math.random()}`, id },
      })
    ).json<EnvelopeBody<RedEnvelopeOpenValue>>();

  it('never lets concurrent opens take the pool below zero', async () => {
    const answers = await Promise.all(
      ['pool1', 'pool2', 'pool3', 'pool4', 'pool5'].flatMap((who) => [open(who), open(who)]),
    );
    const paid = answers
      .filter((a) => a.success)
      .reduce((sum, a) => sum + Math.round(a.value.amount * 100), 0);
    expect(paid).toBeLessThanOrEqual(4500);
    expect(answers.filter((a) => a.success).length).toBeGreaterThanOrEqual(2);
    expect(answers.filter((a) => !a.success).every((a) => a.code === 'POOL_EMPTY')).toBe(true);
    const total = b.app.db
      .prepare<[], { s: number }>('SELECT COALESCE(SUM(amount_minor), 0) AS s FROM red_envelope_opens')
      .get()?.s;
    expect(total).toBe(paid);
    const view = (await b.app.inject({ url: `${ENVELOPE}?id=6`, headers: { token: btok.pool5 ?? '' } })).json<
      EnvelopeBody<RedEnvelopeView>
    >().value;
    expect(view.poolLeft).toBe((4500 - paid) / 100);
    expect(4500 - paid).toBeLessThan(1000);
    expect(view.status).toBe('close');
    expect(checkLedger(b.app.db)).toEqual([]);
  });

  it('opens only inside the daily window', async () => {
    const view = (
      await b.app.inject({ url: `${ENVELOPE}?id=60`, headers: { token: btok.pool1 ?? '' } })
    ).json<EnvelopeBody<RedEnvelopeView>>().value;
    expect(view.status).toBe('coming soon');
    expectFailure(await open('pool1', 60), 'ACTIVITY_UNAVAILABLE');
    const saved = clock;
    clock = Date.parse('2026-11-24T12:30:00+07:00');
    try {
      expectFailure(await open('pool1', 60), 'ACTIVITY_UNAVAILABLE');
      clock = Date.parse('2026-11-24T11:30:00+07:00');
      const inside = await open('pool2', 60);
      expect(inside.success, inside.message).toBe(true);
    } finally {
      clock = saved;
    }
  });
});
