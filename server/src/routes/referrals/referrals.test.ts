import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReferralValue } from '../../../../schemas/generated/api.ts';
import { moneyHelpers } from '../../money-test-utils.ts';
import { body, createTestApp, repositories, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

describe('referral', () => {
  it('never echoes a forged Host header into the invite link (issue 14 point 10)', async () => {
    const forged = body<ReferralValue>(
      await t.app.inject({
        url: '/wps/relay/MCS_referral',
        headers: { token: tok.demo1 ?? '', host: 'evil.example' },
      }),
    ).value;
    expect(forged.inviteLink).toMatch(/^http:\/\/127\.0\.0\.1:8080\/register\?referralCode=/);
  });

  it('referral: code, invite link and invited friends', async () => {
    const v = (await get<ReferralValue>('/wps/relay/MCS_referral')).value;
    expect(v.enabled).toBe(true);
    expect(v.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(v.inviteLink).toMatch(
      new RegExp(`^http://localhost(:80)?/register\\?referralCode=${v.referralCode}$`),
    );
    expect(v.invited).toEqual([]);
    repositories(t.app).users.insert({
      username: 'friend01',
      passwordHash: 'x',
      passwordChangedAt: clock,
      createdAt: clock,
      profile: { referralCode: v.referralCode.toLowerCase() },
    });
    const again = (await get<ReferralValue>('/wps/relay/MCS_referral')).value;
    expect(again.referralCode).toBe(v.referralCode);
    expect(again.invited).toEqual([
      { account: 'fr***1', registeredAt: new Date(clock).toISOString(), deposited: false },
    ]);
  });
});
