import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  AccountRecordPage,
  BankAccountList,
  BettingRecordPage,
  PersonalProfit,
} from '../../../../schemas/generated/api.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { DEMO_PAYMENT_PASSWORD } from '../../seed-payments.ts';
import { createTestApp, tokenFor, type TestApp, type EnvelopeBody } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 0, 15, 12, 0, 0);
const tok: Record<string, string> = {};
const { get, post, dev, main, withdraw, rid, deposit } = moneyHelpers(() => t.app, tok);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['agent1', 'Agent1234'],
    ['down1', 'Down1234'],
    ['down2', 'Down1234'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
  // The movements the account record shows: an approved deposit, a withdrawal rejected (refunded),
  // a transfer between wallets (out of MAIN, into PG) and down1's transfer to its upline agent1.
  await deposit(250.5);
  const w = await withdraw({
    requestId: rid('w'),
    amount: 100,
    bankAccountId: (await get<BankAccountList>('/wps/wallet/bankAccounts')).value.list[0]?.id ?? 0,
    paymentPassword: DEMO_PAYMENT_PASSWORD,
  });
  expect(w.success, w.message).toBe(true);
  expect((await dev(`/dev/payments/withdraw/${w.value.orderId}/reject`)).success).toBe(true);
  const moved = await post('/wps/relay/GCS_walletTransfer', {
    requestId: rid('t'),
    from: 'MAIN',
    to: 'PG',
    amount: 12.34,
  });
  expect(moved.success, moved.message).toBe(true);
  const upline = await post(
    '/wps/relay/MCS_transferUpline',
    { requestId: rid('up'), amount: 25.5, paymentPassword: DEMO_PAYMENT_PASSWORD },
    'down1',
  );
  expect(upline.success, upline.message).toBe(true);
});
afterAll(async () => t.close());

describe('records', () => {
  let stakes = 0;
  let payouts = 0;
  beforeAll(async () => {
    for (let i = 0; i < 5; i++) {
      const r = await post<{ payout: number }>('/wps/inhouse/dice/bet', {
        requestId: rid('dice'),
        stake: 10,
        target: 49.5,
        direction: 'under',
      });
      expect(r.success, r.message).toBe(true);
      stakes += 10;
      payouts += r.value.payout;
    }
  });

  it('betting record: pagination, filters and summary', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const page = (
      await get<BettingRecordPage>(`/wps/relay/ODSFE_bettingRecord?from=${day}&to=${day}&pageSize=2`)
    ).value;
    expect(page).toMatchObject({ pageNo: 1, pageSize: 2, totalCount: 5, totalPages: 3 });
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ vendor: 'INHOUSE', gameName: 'Lotus Dice', stake: 10 });
    expect(page.summary.stake).toBe(stakes);
    expect(page.summary.payout).toBeCloseTo(payouts, 2);
    expect(page.summary.net).toBeCloseTo(payouts - stakes, 2);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?pageNo=3&pageSize=2')).value.list,
    ).toHaveLength(1);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?gameName=dice&vendor=inhouse')).value
        .totalCount,
    ).toBe(5);
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?gameName=crash')).value.totalCount,
    ).toBe(0);
    expect((await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?vendor=PG')).value.totalCount).toBe(
      0,
    );
    expect(
      (await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?from=2020-01-01&to=2020-01-07')).value
        .totalCount,
    ).toBe(0);
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?from=2026-01-10&to=2026-01-01',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?from=2026-02-30',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/ODSFE_bettingRecord?pageSize=101',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
  });

  it('account record: every movement, signed, with the balance after and references', async () => {
    const v = (
      await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?pageSize=100&from=2026-01-01&to=2026-01-31')
    ).value;
    const kinds = new Set(v.list.map((e) => e.kind));
    for (const k of ['deposit', 'withdraw', 'withdrawRefund', 'transferIn', 'transferOut', 'bet'])
      expect(kinds).toContain(k);
    const newestMain = v.list.find((e) => e.wallet === 'MAIN');
    expect(newestMain?.balanceAfter).toBe(await main());
    const dep = v.list.find((e) => e.kind === 'deposit');
    expect(dep?.reference).toMatch(/^D\d{8}-\d{6}$/);
    expect(v.list.find((e) => e.kind === 'withdraw')?.amount).toBeLessThan(0);
    expect(v.list.every((e) => e.reference !== '')).toBe(true);
    const onlyBets = (await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?kind=bet&pageSize=100'))
      .value;
    expect(onlyBets.totalCount).toBe(5);
    expect(onlyBets.list.every((e) => e.kind === 'bet' && e.amount === -10)).toBe(true);
    // The upline sees the money a downline sent it as `fromDownline`.
    const up = (await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?kind=fromDownline', 'agent1'))
      .value;
    expect(up.list[0]).toMatchObject({ kind: 'fromDownline', amount: 25.5 });
  });

  it('personal profit per day', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const v = (await get<PersonalProfit>('/wps/relay/MCS_personalProfit')).value;
    expect(v.days).toHaveLength(7);
    expect(v.days[6]?.date).toBe(day);
    expect(v.days[6]?.stake).toBe(stakes);
    expect(v.total.net).toBeCloseTo(payouts - stakes, 2);
    expectFailure(
      await t.app.inject({
        url: '/wps/relay/MCS_personalProfit?from=2025-01-01&to=2026-01-01',
        headers: { token: tok.demo1 ?? '' },
      }),
      'VALIDATION',
      400,
    );
  });

  it("uses the member's days: tzOffset minutes east of UTC", async () => {
    // down2 bets at 23:30 UTC on 2026-01-15: 00:30 on the 16th at UTC+1, 22:30 on the 15th at UTC-1.
    const saved = clock;
    clock = Date.UTC(2026, 0, 15, 23, 30);
    try {
      const bet = await post(
        '/wps/inhouse/dice/bet',
        { requestId: rid('tz'), stake: 10, target: 49.5, direction: 'under' },
        'down2',
      );
      expect(bet.success, bet.message).toBe(true);
      const bets = async (query: string) =>
        (await get<BettingRecordPage>(`/wps/relay/ODSFE_bettingRecord?${query}`, 'down2')).value.totalCount;
      expect(await bets('from=2026-01-16&to=2026-01-16&tzOffset=60')).toBe(1);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=60')).toBe(0);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=0')).toBe(1);
      expect(await bets('from=2026-01-15&to=2026-01-15')).toBe(1);
      expect(await bets('from=2026-01-16&to=2026-01-16')).toBe(0);
      expect(await bets('from=2026-01-15&to=2026-01-15&tzOffset=-60')).toBe(1);
      expect(await bets('from=2026-01-16&to=2026-01-16&tzOffset=840')).toBe(1);

      const moves = async (query: string) =>
        (await get<AccountRecordPage>(`/wps/relay/ODSFE2_MemTransDet?kind=bet&${query}`, 'down2')).value
          .totalCount;
      expect(await moves('from=2026-01-16&to=2026-01-16&tzOffset=60')).toBe(1);
      expect(await moves('from=2026-01-16&to=2026-01-16&tzOffset=0')).toBe(0);

      // Per-day profit is grouped by the member's day; the default range ends on the member's today.
      const profit = async (query: string) =>
        (await get<PersonalProfit>(`/wps/relay/MCS_personalProfit?${query}`, 'down2')).value;
      const plus1 = await profit('tzOffset=60');
      expect(plus1.days.map((d) => d.date)).toEqual([
        '2026-01-10',
        '2026-01-11',
        '2026-01-12',
        '2026-01-13',
        '2026-01-14',
        '2026-01-15',
        '2026-01-16',
      ]);
      expect(plus1.days[6]?.stake).toBe(10);
      expect(plus1.days[5]?.stake).toBe(0);
      const utc = await profit('');
      expect(utc.days[6]).toMatchObject({ date: '2026-01-15', stake: 10 });
      expect((await profit('from=2026-01-15&to=2026-01-16&tzOffset=60')).days).toMatchObject([
        { date: '2026-01-15', stake: 0 },
        { date: '2026-01-16', stake: 10 },
      ]);

      for (const bad of ['841', '-841', '1.5', 'east'])
        for (const url of [
          `/wps/relay/ODSFE_bettingRecord?tzOffset=${bad}`,
          `/wps/relay/ODSFE2_MemTransDet?tzOffset=${bad}`,
          `/wps/relay/MCS_personalProfit?tzOffset=${bad}`,
        ]) {
          const res = await t.app.inject({ url, headers: { token: tok.down2 ?? '' } });
          expectFailure(res, 'VALIDATION', 400);
          expect(res.json<EnvelopeBody>().message).toContain('tzOffset');
        }
    } finally {
      clock = saved;
    }
  });
});
