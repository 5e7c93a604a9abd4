import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MissionLeaderboard, MissionSummary } from '../../../../schemas/generated/api.ts';
import { moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, deposit, diceBet } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
  // Progress to show: 5 bets of 10 (stake 50) and 2 approved deposits.
  for (let i = 0; i < 5; i++) await diceBet(10);
  await deposit(250.5);
  await deposit(500000);
});
afterAll(async () => t.close());

describe('missions', () => {
  it('missions and the seeded leaderboard', async () => {
    const m = (await get<MissionSummary>('/wps/relay/MCSFE_getMissionSummaryDetails')).value;
    expect(m.missions.map((x) => [x.id, x.progress, x.status])).toEqual([
      ['first-bets', 5, 'inProgress'],
      ['stake-1000', 50, 'inProgress'],
      ['deposit-3', 2, 'inProgress'],
    ]);
    expect(m.count).toBe(3);
    const lb = (await get<MissionLeaderboard>('/wps/relay/MCSFE_getMissionLeaderboard')).value.list;
    expect(lb[0]).toEqual({ rank: 1, player: 'lo***8', points: 15200 });
    expect(lb).toHaveLength(8);
  });
});
