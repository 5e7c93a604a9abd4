import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BonusDetailsPage, RewardActivity, RewardCenter } from '../../../../schemas/generated/api.ts';
import { BIG_PNG, dataUrl, expectFailure, GIF, JPG, moneyHelpers, PNG } from '../../money-test-utils.ts';
import { createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const tok: Record<string, string> = {};
const { get, post, postRaw, main } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp();
  for (const [u, p] of [['demo1', 'Demo1234']] as const) tok[u] = await tokenFor(t.app, u, p);
});
afterAll(async () => t.close());

describe('reward centre', () => {
  const status = async (id: string) =>
    (await get<RewardCenter>('/wps/relay/MCS_rewardCenter')).value.list.find((a) => a.id === id)?.status;

  it('lists activities with their statuses', async () => {
    const list = (await get<RewardCenter>('/wps/relay/MCS_rewardCenter')).value.list;
    expect(Object.fromEntries(list.map((a) => [a.id, a.status]))).toEqual({
      'daily-bonus': 'claim',
      'weekend-cup': 'join',
      'zalo-share': 'join',
      'first-deposit': 'join',
      'vip-cashback': 'process',
      'lunar-festival': 'coming soon',
      'summer-2025': 'close',
    });
    expect(list.find((a) => a.id === 'zalo-share')?.needsApplication).toBe(true);
  });

  it('claim credits the bonus once; join then claim', async () => {
    const before = await main();
    const claimed = await post<RewardActivity>('/wps/relay/MCS_rewardAction', {
      id: 'daily-bonus',
      action: 'claim',
    });
    expect(claimed.value.status).toBe('claimed');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'daily-bonus', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(await main()).toBe(before + 5);
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(
      (await post<RewardActivity>('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'join' })).value
        .status,
    ).toBe('joined');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'join' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expect(
      (await post<RewardActivity>('/wps/relay/MCS_rewardAction', { id: 'weekend-cup', action: 'claim' }))
        .value.status,
    ).toBe('claimed');
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'lunar-festival', action: 'join' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(
      await post('/wps/relay/MCS_rewardAction', { id: 'summer-2025', action: 'claim' }),
      'ACTIVITY_UNAVAILABLE',
    );
    expectFailure(await post('/wps/relay/MCS_rewardAction', { id: 'nope', action: 'claim' }), 'NOT_FOUND');
    expect(await main()).toBe(before + 55);
    const bonus = (await get<BonusDetailsPage>('/wps/relay/MCS_bonusDetails')).value;
    expect(bonus.totalCount).toBe(2);
    expect(bonus.list.map((b) => [b.name, b.amount, b.status])).toEqual([
      ['Weekend slot cup', 50, 'issued'],
      ['Daily login bonus', 5, 'issued'],
    ]);
  });

  it('application: remark and image rules, then applying and an operator decision', async () => {
    const url = '/wps/relay/MCS_rewardApply';
    const png = dataUrl('image/png', PNG);
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'x'.repeat(141), images: [] }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [png, png, png, png] }),
      'TOO_MANY_IMAGES',
      200,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/gif', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/png', GIF)] }),
      'UNSUPPORTED_MEDIA_TYPE',
      415,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: [dataUrl('image/png', BIG_PNG)] }),
      'PAYLOAD_TOO_LARGE',
      413,
    );
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'ok', images: ['not a data url'] }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await postRaw(url, { id: 'daily-bonus', remark: 'ok', images: [] }),
      'ACTIVITY_UNAVAILABLE',
      200,
    );
    expect(await status('zalo-share')).toBe('join');
    const applied = await post<RewardActivity>(url, {
      id: 'zalo-share',
      remark: 'x'.repeat(140),
      images: [png, dataUrl('image/jpeg', JPG), png],
    });
    expect(applied.value.status).toBe('applying');
    expectFailure(
      await postRaw(url, { id: 'zalo-share', remark: 'again', images: [] }),
      'ACTIVITY_UNAVAILABLE',
      200,
    );
    const before = await main();
    const issued = await post<RewardActivity>('/dev/payments/reward/decide', {
      account: 'demo1',
      id: 'zalo-share',
      decision: 'issue',
    });
    expect(issued.value.status).toBe('issued');
    expect(await main()).toBe(before + 131);
    expect(
      (await post<RewardActivity>(url, { id: 'first-deposit', remark: '', images: [] })).value.status,
    ).toBe('applying');
    await post('/dev/payments/reward/decide', { account: 'demo1', id: 'first-deposit', decision: 'reject' });
    expect(await status('first-deposit')).toBe('rejected');
    expect(await main()).toBe(before + 131);
  });
});
