import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashPoint, sha256Hex } from '../../../../core/provably-fair.ts';
import type { Balance, CrashRound, InhouseRounds, SeedRotation } from '../../../../schemas/generated/api.ts';
import { checkLedger } from '../../ledger-check.ts';
import { crashMultiplierAt, crashTimeOf } from '../../services/inhouse.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2030, 0, 1, 12);
let token = '';
let other = '';
let trial = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  token = await tokenFor(t.app, 'agent1', 'Agent1234');
  other = await tokenFor(t.app, 'demo1', 'Demo1234');
  trial = await tokenFor(t.app, 'trial1', 'Trial1234');
});
afterAll(async () => t.close());

const get = async <T>(url: string, tk = token) =>
  body<T>(await t.app.inject({ url, headers: { token: tk } }));
const post = (url: string, payload?: Record<string, unknown>, tk = token) =>
  t.app.inject({ method: 'POST', url, headers: tk ? { token: tk } : {}, ...(payload ? { payload } : {}) });
const minor = (major: number) => Math.round(major * 100);
const main = async () => minor((await get<Balance>('/wps/v2/wallets/balance')).value.sumBalance);
/** The secret crash point of a round, read from the database (the player cannot). */
const secretPoint = (roundId: number) =>
  (t.app.db.prepare('SELECT outcome FROM inhouse_rounds WHERE id = ?').get(roundId) as { outcome: number })
    .outcome;

let seq = 0;
const start = async (stake: number, autoCashout?: number) => {
  const res = body<CrashRound>(
    await post('/wps/inhouse/crash/start', {
      requestId: `live-${++seq}`,
      stake,
      ...(autoCashout === undefined ? {} : { autoCashout }),
    }),
  );
  expect(res.success, res.message).toBe(true);
  return res.value;
};
/** Starts rounds until one whose crash point is at least `min`; the others are left to crash. */
const startAbove = async (min: number, stake = 5, autoCashout?: number) => {
  for (let i = 0; i < 200; i++) {
    const round = await start(stake, autoCashout);
    if (secretPoint(round.roundId) >= min) return round;
    clock += Math.ceil(crashTimeOf(1000)) + 1;
  }
  throw new Error('no round above the wanted crash point');
};

describe('live crash', () => {
  it('starts a running round: the stake leaves MAIN, the crash point stays secret, a repeat moves nothing', async () => {
    const before = await main();
    const res = await post('/wps/inhouse/crash/start', { requestId: 'live-once', stake: 2.5 });
    const round = body<CrashRound>(res).value;
    expect(round).toMatchObject({
      game: 'crash',
      status: 'running',
      crashPoint: null,
      multiplier: 1,
      autoCashout: null,
      stake: 2.5,
      payout: 0,
      win: false,
      startedAt: clock,
      serverTime: clock,
    });
    expect(round.growthPerMs).toBeGreaterThan(0);
    expect(minor(round.balance)).toBe(before - 250);
    const again = body<CrashRound>(
      await post('/wps/inhouse/crash/start', { requestId: 'live-once', stake: 2.5 }),
    );
    expect(again.value).toEqual(round);
    expect(await main()).toBe(before - 250);
    const listed = (await get<InhouseRounds>('/wps/inhouse/rounds?pageNo=1&pageSize=50')).value.list;
    // A round whose crash point is 1.00 (about 2 in 100) is over at once, so it is listed as crashed.
    const instant = secretPoint(round.roundId) <= 1;
    expect(listed.some((r) => r.roundId === round.roundId)).toBe(instant);
    // Rotation would reveal the seed, and with it the crash point.
    const rotate = body(await post('/wps/inhouse/seed/rotate'));
    if (!instant) expect(rotate.code).toBe('ROUND_RUNNING');
    else expect(rotate.success).toBe(true); // a 1.00 round is over at once
    clock += Math.ceil(crashTimeOf(1000)) + 1;
    const over = (await get<CrashRound>(`/wps/inhouse/crash/round?roundId=${round.roundId}`)).value;
    expect(over).toMatchObject({
      status: 'crashed',
      win: false,
      payout: 0,
      crashPoint: secretPoint(round.roundId),
    });
  });

  it('cashes out at the multiplier reached by server time, once whatever the requestIds', async () => {
    const round = await startAbove(1.5, 4);
    const before = await main();
    clock += 5000; // e^(0.3) ≈ 1.3498 → 1.34
    const running = (await get<CrashRound>(`/wps/inhouse/crash/round?roundId=${round.roundId}`)).value;
    expect(running).toMatchObject({
      status: 'running',
      crashPoint: null,
      multiplier: crashMultiplierAt(5000) / 100,
    });
    clock += 1000;
    const m = crashMultiplierAt(6000);
    const cashed = body<CrashRound>(
      await post('/wps/inhouse/crash/cashout', { requestId: 'co-1', roundId: round.roundId }),
    ).value;
    expect(cashed).toMatchObject({
      status: 'cashedOut',
      win: true,
      multiplier: m / 100,
      crashPoint: secretPoint(round.roundId),
      payout: Math.floor((400 * m) / 100) / 100,
    });
    expect(await main()).toBe(before + Math.floor((400 * m) / 100));
    clock += 1000;
    const repeat = body<CrashRound>(
      await post('/wps/inhouse/crash/cashout', { requestId: 'co-1', roundId: round.roundId }),
    );
    expect(repeat.value).toEqual(cashed);
    const second = body<CrashRound>(
      await post('/wps/inhouse/crash/cashout', { requestId: 'co-2', roundId: round.roundId }),
    );
    expect(second.value).toMatchObject({ status: 'cashedOut', multiplier: m / 100, payout: cashed.payout });
    expect(await main()).toBe(before + Math.floor((400 * m) / 100));
    expect(checkLedger(t.app.db)).toEqual([]);

    // Listed once over; after rotation the revealed seed gives back its crash point (verify view).
    const listed = (await get<InhouseRounds>('/wps/inhouse/rounds?pageNo=1&pageSize=50')).value.list;
    const row = listed.find((r) => r.roundId === round.roundId);
    expect(row).toMatchObject({
      game: 'crash',
      stake: 4,
      payout: cashed.payout,
      params: { mode: 'live', cashout: m / 100 },
    });
    const rotated = body<SeedRotation>(await post('/wps/inhouse/seed/rotate'));
    expect(rotated.success, rotated.message).toBe(true);
    expect(await sha256Hex(rotated.value.revealedServerSeed)).toBe(round.serverSeedHash);
    expect(await crashPoint(rotated.value.revealedServerSeed, round.clientSeed, round.nonce)).toBe(
      row?.outcome,
    );
  });

  it('refuses a cash-out after the crash point: nothing is paid, the crashed round is answered', async () => {
    const round = await start(3);
    const point = secretPoint(round.roundId);
    const before = await main();
    clock += Math.ceil(crashTimeOf(point)) + 1;
    const late = body<CrashRound>(
      await post('/wps/inhouse/crash/cashout', { requestId: 'late-1', roundId: round.roundId }),
    );
    expect(late.success).toBe(true);
    expect(late.value).toMatchObject({
      status: 'crashed',
      win: false,
      payout: 0,
      multiplier: point,
      crashPoint: point,
    });
    expect(await main()).toBe(before);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('cashes out automatically at exactly the auto cash-out when the crash point allows it', async () => {
    const round = await startAbove(2, 10, 1.8);
    expect(round.autoCashout).toBe(1.8);
    const before = await main();
    clock += Math.floor(crashTimeOf(1.8)) - 50;
    expect((await get<CrashRound>(`/wps/inhouse/crash/round?roundId=${round.roundId}`)).value.status).toBe(
      'running',
    );
    clock += 5000;
    const over = (await get<CrashRound>(`/wps/inhouse/crash/round?roundId=${round.roundId}`)).value;
    expect(over).toMatchObject({ status: 'cashedOut', multiplier: 1.8, payout: 18, win: true });
    expect(await main()).toBe(before + 1800);
    // A round whose crash point is below its auto cash-out crashes.
    const low = await start(1, 1000);
    clock += Math.ceil(crashTimeOf(1000)) + 1;
    // Any in-house call settles the due rounds.
    const listed = (await get<InhouseRounds>('/wps/inhouse/rounds?pageNo=1&pageSize=5')).value.list;
    expect(listed[0]).toMatchObject({
      roundId: low.roundId,
      payout: 0,
      params: { mode: 'live', cashout: 0 },
    });
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('refuses bad input, other members, trial accounts and guests', async () => {
    const round = await start(1);
    const cases: [string, Record<string, unknown>][] = [
      ['/wps/inhouse/crash/start', { requestId: 'bad-1', stake: 1, autoCashout: 1.001 }],
      ['/wps/inhouse/crash/start', { requestId: 'bad-2', stake: 1, autoCashout: 1 }],
      ['/wps/inhouse/crash/start', { requestId: 'bad-3', stake: 0.001 }],
      ['/wps/inhouse/crash/start', { requestId: 'bad-4', stake: -1 }],
      ['/wps/inhouse/crash/cashout', { requestId: 'bad-5', roundId: 'x' }],
      ['/wps/inhouse/crash/cashout', { requestId: 'bad 6', roundId: round.roundId }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
    expect(body(await post('/wps/inhouse/crash/start', { requestId: 'big', stake: 10 ** 9 })).code).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(body(await post('/wps/inhouse/crash/start', { requestId: 'tr', stake: 1 }, trial)).code).toBe(
      'TRIAL_ACCOUNT',
    );
    expect(
      body(await post('/wps/inhouse/crash/cashout', { requestId: 'o-1', roundId: round.roundId }, other))
        .code,
    ).toBe('GAME_NOT_FOUND');
    expect((await get(`/wps/inhouse/crash/round?roundId=${round.roundId}`, other)).code).toBe(
      'GAME_NOT_FOUND',
    );
    expect((await get('/wps/inhouse/crash/round?roundId=999999')).code).toBe('GAME_NOT_FOUND');
    expect((await post('/wps/inhouse/crash/start', { requestId: 'g', stake: 1 }, '')).statusCode).toBe(401);
    // A requestId of another kind of call is refused.
    expect(
      body(await post('/wps/inhouse/crash/cashout', { requestId: 'live-once', roundId: round.roundId })).code,
    ).toBe('VALIDATION');
  });
});
