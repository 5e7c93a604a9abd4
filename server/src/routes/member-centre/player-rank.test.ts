import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlayerRank } from '../../../../schemas/generated/api.ts';
import { moneyHelpers } from '../../money-test-utils.ts';
import { hashPassword } from '../../services/passwords.ts';
import { createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const DAY = 86_400_000;
let clock = Date.UTC(2026, 10, 24, 5, 0, 0);
let t: TestApp;
const tok: Record<string, string> = {};
const h = moneyHelpers(() => t.app, tok);

/** A new member with `rankLevel` and no money or bets yet. */
async function member(username: string, rankLevel: number | null): Promise<void> {
  repositories(t.app).users.insert({
    username,
    passwordHash: await hashPassword('Rank1234'),
    passwordChangedAt: clock,
    createdAt: clock,
    rankLevel,
    lastLoginAt: clock,
  });
  tok[username] = await tokenFor(t.app, username, 'Rank1234');
}

const rank = async (who: string) => {
  const b = await h.get<PlayerRank>('/wps/relay/MCSFE_getPlayerRank', who);
  expect(b.success, b.message).toBe(true);
  return b.value;
};

/** The stake of the member's bets, major units, straight from the `bets` table. */
const staked = (username: string) =>
  (t.app.db
    .prepare<[string], { s: number }>(
      'SELECT COALESCE(SUM(stake_minor), 0) AS s FROM bets b JOIN users u ON u.id = b.user_id WHERE u.username = ?',
    )
    .get(username)?.s ?? 0) / 100;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await member('silver9', 2);
  await member('level4', 4);
  for (const [who, password] of [
    ['agent1', 'Agent1234'],
    ['down2', 'Down1234'],
    ['demo1', 'Demo1234'],
    ['vip1', 'Vip12345'],
  ] as const)
    tok[who] = await tokenFor(t.app, who, password);
});
afterAll(async () => {
  await t.close();
});

describe('player rank (docs/contract-vip.md)', () => {
  it('the seeded demo players show real progress on a fresh start', async () => {
    const vip = await rank('vip1');
    expect(vip.clubLabel).toMatchObject({ labelName: 'Gold', rankLevel: 3 });
    expect(vip.progress).toMatchObject({ deposit: 12000, validBet: 90000 });
    expect(vip.next).toEqual({
      rankLevel: 5,
      labelName: 'Diamond',
      remaining: { deposit: 8000, validBet: 60000 },
      qualified: false,
    });
    const demo = await rank('demo1');
    expect(demo.clubLabel).toMatchObject({ labelName: 'Silver' });
    expect(demo.progress).toMatchObject({ deposit: 1000, validBet: 0 });
    expect(demo.next).toMatchObject({ labelName: 'Gold', remaining: { deposit: 4000, validBet: 30000 } });
  });

  it('lists every rank with its requirements and benefits from the brand, by rank level', async () => {
    const v = await rank('silver9');
    expect(v.periodDays).toBe(90);
    expect(v.ranks.map((r) => [r.rankLevel, r.labelName, r.requirements])).toEqual([
      [1, 'Bronze', { deposit: 0, validBet: 0 }],
      [2, 'Silver', { deposit: 1000, validBet: 5000 }],
      [3, 'Gold', { deposit: 5000, validBet: 30000 }],
      [5, 'Diamond', { deposit: 20000, validBet: 150000 }],
    ]);
    expect(v.ranks[1]?.benefits).toEqual({
      levelUpBonus: 100,
      monthlyBonus: 50,
      birthdayGift: 200,
      rebateRateBoost: 0.001,
    });
    expect(v.ranks[0]?.benefits).toEqual({ birthdayGift: 50 });
  });

  it('counts the member’s own deposits and valid bets and what is left to the next rank', async () => {
    const before = await rank('silver9');
    expect(before.clubLabel).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
    expect(before.progress).toEqual({ deposit: 0, validBet: 0, since: clock - 90 * DAY });
    expect(before.next).toEqual({
      rankLevel: 3,
      labelName: 'Gold',
      remaining: { deposit: 5000, validBet: 30000 },
      qualified: false,
    });

    await h.deposit(1000.5, 'silver9');
    await h.deposit(2000, 'silver9');
    for (let i = 0; i < 3; i += 1) await h.diceBet(100.25, 'silver9');
    // Someone else's money and play do not count.
    await h.deposit(700, 'level4');
    await h.diceBet(50, 'level4');

    const after = await rank('silver9');
    expect(staked('silver9')).toBe(300.75);
    expect(after.progress).toEqual({ deposit: 3000.5, validBet: 300.75, since: clock - 90 * DAY });
    expect(after.next).toEqual({
      rankLevel: 3,
      labelName: 'Gold',
      remaining: { deposit: 1999.5, validBet: 29699.25 },
      qualified: false,
    });
  });

  it('counts only the rank period: money older than rankPeriodDays drops out', async () => {
    const start = clock;
    // Sessions expire long before 90 days: log in again after each jump of the clock.
    clock = start + 89 * DAY;
    tok.silver9 = await tokenFor(t.app, 'silver9', 'Rank1234');
    expect((await rank('silver9')).progress.deposit).toBe(3000.5);
    clock = start + 90 * DAY + 1;
    tok.silver9 = await tokenFor(t.app, 'silver9', 'Rank1234');
    const old = await rank('silver9');
    expect(old.progress).toEqual({ deposit: 0, validBet: 0, since: clock - 90 * DAY });
    await h.deposit(400, 'silver9');
    expect((await rank('silver9')).progress.deposit).toBe(400);
    expect((await rank('silver9')).next?.remaining.deposit).toBe(4600);
  });

  it('at the top rank there is no next rank', async () => {
    tok.agent1 = await tokenFor(t.app, 'agent1', 'Agent1234');
    const v = await rank('agent1');
    expect(v.clubLabel).toMatchObject({ labelName: 'Diamond', rankLevel: 5 });
    expect('next' in v).toBe(false);
    expect(v.progress.deposit).toBeGreaterThanOrEqual(0);
  });

  it('a member without a label aims at the first rank, met with no requirements', async () => {
    tok.down2 = await tokenFor(t.app, 'down2', 'Down1234');
    const v = await rank('down2');
    expect(v.clubLabel).toBeNull();
    expect(v.next).toEqual({
      rankLevel: 1,
      labelName: 'Bronze',
      remaining: { deposit: 0, validBet: 0 },
      qualified: true,
    });
  });

  it('a level the ladder does not name has no label and aims at the next named rank', async () => {
    tok.level4 = await tokenFor(t.app, 'level4', 'Rank1234');
    const v = await rank('level4');
    expect(v.clubLabel).toBeNull();
    expect(v.next).toMatchObject({ rankLevel: 5, labelName: 'Diamond', qualified: false });
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getPlayerRank' });
    expect(res.statusCode).toBe(401);
  });
});
