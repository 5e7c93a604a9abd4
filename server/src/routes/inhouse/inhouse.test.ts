import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crashPoint, diceRoll, sha256Hex } from '../../../../core/provably-fair.ts';
import type {
  Balance,
  CrashBetValue,
  DiceBetValue,
  InhouseRounds,
  SeedRotation,
  SeedState,
} from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let token = '';
let trial = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'agent1', 'Agent1234');
  trial = await tokenFor(t.app, 'trial1', 'Trial1234');
});
afterAll(async () => t.close());

const get = async <T>(url: string, tk = token) =>
  body<T>(await t.app.inject({ url, headers: { token: tk } }));
const post = (url: string, payload?: Record<string, unknown>, tk = token) =>
  t.app.inject({ method: 'POST', url, headers: tk ? { token: tk } : {}, ...(payload ? { payload } : {}) });
const balance = async () => (await get<Balance>('/wps/v2/wallets/balance')).value.sumBalance;
const minor = (major: number) => Math.round(major * 100);

describe('seeds', () => {
  it('shows the hash of the active server seed, lets the member set the client seed', async () => {
    const seed = (await get<SeedState>('/wps/inhouse/seed')).value;
    expect(seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(seed.nonce).toBe(0);
    expect((await get<SeedState>('/wps/inhouse/seed')).value).toEqual(seed);
    const set = body<SeedState>(await post('/wps/inhouse/seed/client', { clientSeed: 'my lucky seed!' }));
    expect(set.value).toEqual({ ...seed, clientSeed: 'my lucky seed!' });
    for (const clientSeed of ['', 'x'.repeat(65), 'tab\there', 'é']) {
      const res = await post('/wps/inhouse/seed/client', { clientSeed });
      expect(res.statusCode, clientSeed).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
    expect((await t.app.inject({ url: '/wps/inhouse/seed' })).statusCode).toBe(401);
  });
});

describe('dice and crash', () => {
  it('settles a dice bet against the main wallet; the nonce moves on; a repeat requestId moves nothing', async () => {
    const before = minor(await balance());
    const res = body<DiceBetValue>(
      await post('/wps/inhouse/dice/bet', { requestId: 'd-1', stake: 10, target: 49.5, direction: 'under' }),
    );
    expect(res.success, res.message).toBe(true);
    const v = res.value;
    expect(v).toMatchObject({ game: 'dice', nonce: 0, clientSeed: 'my lucky seed!', multiplier: 2 });
    expect(v.win).toBe(v.roll < 49.5);
    expect(v.payout).toBe(v.win ? 20 : 0);
    expect(minor(v.balance)).toBe(before - 1000 + minor(v.payout));
    const again = body<DiceBetValue>(
      await post('/wps/inhouse/dice/bet', { requestId: 'd-1', stake: 10, target: 49.5, direction: 'under' }),
    );
    expect(again.value).toEqual(v);
    expect(minor(await balance())).toBe(minor(v.balance));
    expect((await get<SeedState>('/wps/inhouse/seed')).value.nonce).toBe(1);
  });

  it('settles crash bets (win when crash point ≥ cashout, payout = stake × cashout)', async () => {
    for (let i = 0; i < 5; i++) {
      const before = minor(await balance());
      const v = body<CrashBetValue>(
        await post('/wps/inhouse/crash/bet', { requestId: `c-${i}`, stake: 3.33, cashout: 1.5 }),
      ).value;
      expect(v).toMatchObject({ game: 'crash', multiplier: 1.5, nonce: 1 + i });
      expect(v.win).toBe(v.crashPoint >= 1.5);
      expect(minor(v.payout)).toBe(v.win ? Math.floor(333 * 1.5) : 0);
      expect(minor(v.balance)).toBe(before - 333 + minor(v.payout));
    }
  });

  it('concurrent bets of one member get distinct consecutive nonces', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/wps/inhouse/dice/bet', {
          requestId: `cc-${i}`,
          stake: 1,
          target: 50,
          direction: i % 2 ? 'over' : 'under',
        }),
      ),
    );
    const nonces = results.map((r) => body<DiceBetValue>(r).value.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 10 }, (_, i) => 6 + i));
  });

  it('refuses bad input clearly, trial accounts and stakes above the balance', async () => {
    const bad: Record<string, unknown>[] = [
      { stake: 0 },
      { stake: -1 },
      { stake: 0.001 },
      { stake: 1.005 },
      { target: 0.99 },
      { target: 99 },
      { target: 50.555 },
      { direction: 'sideways' },
      { requestId: '' },
      { requestId: 'bad id' },
      { stake: '1e999' },
    ];
    for (const change of bad) {
      const res = await post('/wps/inhouse/dice/bet', {
        requestId: 'bad-1',
        stake: 1,
        target: 50,
        direction: 'under',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    for (const cashout of [1, 1000.01, 2.005]) {
      const res = await post('/wps/inhouse/crash/bet', { requestId: 'bad-2', stake: 1, cashout });
      expect(res.statusCode, String(cashout)).toBe(400);
    }
    expect(
      body(
        await post(
          '/wps/inhouse/dice/bet',
          { requestId: 'x', stake: 1, target: 50, direction: 'under' },
          trial,
        ),
      ).code,
    ).toBe('TRIAL_ACCOUNT');
    expect(
      (await post('/wps/inhouse/dice/bet', { requestId: 'x', stake: 1, target: 50, direction: 'under' }, ''))
        .statusCode,
    ).toBe(401);
    const over = body(
      await post('/wps/inhouse/crash/bet', { requestId: 'big', stake: 1_000_000, cashout: 2 }),
    );
    expect(over).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });
    expect(
      body(
        await post('/wps/relay/GCS_walletTransfer', { requestId: 'd-1', from: 'MAIN', to: 'PG', amount: 1 }),
      ),
    ).toMatchObject({
      success: false,
      code: 'VALIDATION',
    });
  });
});

describe('rotation and verification', () => {
  it('reveals the seed; recorded outcomes equal the shared module’s fixed-seed outcomes', async () => {
    const before = (await get<SeedState>('/wps/inhouse/seed')).value;
    const rot = body<SeedRotation>(await post('/wps/inhouse/seed/rotate')).value;
    expect(rot.revealedServerSeedHash).toBe(before.serverSeedHash);
    expect(await sha256Hex(rot.revealedServerSeed)).toBe(before.serverSeedHash);
    expect(rot.next).toMatchObject({ nonce: 0, clientSeed: before.clientSeed });
    expect(rot.next.serverSeedHash).not.toBe(before.serverSeedHash);
    expect((await get<SeedState>('/wps/inhouse/seed')).value).toEqual(rot.next);

    const page = (await get<InhouseRounds>('/wps/inhouse/rounds?pageNo=1&pageSize=50')).value;
    expect(page.list).toHaveLength(16);
    expect(page.totalPages).toBe(1);
    for (const r of page.list) {
      expect(r.serverSeed).toBe(rot.revealedServerSeed);
      const expected =
        r.game === 'dice'
          ? await diceRoll(rot.revealedServerSeed, r.clientSeed, r.nonce)
          : await crashPoint(rot.revealedServerSeed, r.clientSeed, r.nonce);
      expect(r.outcome, `${r.game} nonce ${r.nonce}`).toBe(expected);
      if (r.game === 'dice') {
        const target = Number(r.params.target);
        const win = r.params.direction === 'under' ? r.outcome < target : r.outcome >= target;
        const chance = r.params.direction === 'under' ? target : 100 - target;
        expect(minor(r.payout)).toBe(
          win ? Math.floor((minor(r.stake) * Math.floor(990000 / chance)) / 10000) : 0,
        );
      } else {
        expect(r.payout > 0).toBe(r.outcome >= Number(r.params.cashout));
      }
    }
    const next = body<DiceBetValue>(
      await post('/wps/inhouse/dice/bet', { requestId: 'after', stake: 1, target: 50, direction: 'over' }),
    ).value;
    expect(next).toMatchObject({ nonce: 0, serverSeedHash: rot.next.serverSeedHash });
    const latest = (await get<InhouseRounds>('/wps/inhouse/rounds?pageSize=1')).value;
    expect(latest.list[0]).toMatchObject({ roundId: next.roundId, serverSeed: null, outcome: next.roll });
    expect(latest.totalPages).toBe(17);
    expect((await get<InhouseRounds>('/wps/inhouse/rounds?pageNo=99')).value.list).toEqual([]);
  });
});
