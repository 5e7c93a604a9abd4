import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManualRebate, ManualRebateClaimValue } from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, post, main, diceBet } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

describe('manual rebate', () => {
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) await diceBet(10);
  });

  it('manual rebate: rate × stakes since the last claim, claimed once', async () => {
    const v = (await get<ManualRebate>('/wps/relay/MCS_manualRebate')).value;
    expect(v.rate).toBe(0.005);
    expect(v.claimable).toBe(0.25);
    const before = await main();
    const claim = await post<ManualRebateClaimValue>('/wps/relay/MCS_manualRebate', { requestId: 'reb-1' });
    expect(claim.value).toEqual({ claimed: 0.25, main: before + 0.25 });
    expect(
      (await post<ManualRebateClaimValue>('/wps/relay/MCS_manualRebate', { requestId: 'reb-1' })).value,
    ).toEqual(claim.value);
    expectFailure(await post('/wps/relay/MCS_manualRebate', { requestId: 'reb-2' }), 'NOTHING_TO_CLAIM');
    expect(await main()).toBe(before + 0.25);
    const after = (await get<ManualRebate>('/wps/relay/MCS_manualRebate')).value;
    expect(after.claimable).toBe(0);
    expect(after.history).toEqual([{ amount: 0.25, createdAt: new Date(clock).toISOString() }]);
  });
});
