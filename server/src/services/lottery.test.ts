import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LotteryBetsPage, LotteryBetValue, LotteryOpenedGame } from '../../../schemas/generated/api.ts';
import { checkLedger } from '../ledger-check.ts';
import { createTestApp, tokenFor, type EnvelopeBody, type TestApp } from '../test-utils.ts';
import { LotteryScheduler } from './lottery.ts';
import { fakeClock } from './fake-clock.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const at = (iso: string) => Date.parse(iso);

// 18:09 on Tuesday 2026-11-24 in Asia/Ho_Chi_Minh: Quảng Ninh's MB draw locks at 18:10, draws at 18:15.
const fake = fakeClock(at('2026-11-24T11:09:00Z'));
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => fake.now });
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => t.close());

const opened = async (gameCode: string) =>
  (await t.app.inject({ url: `/lgw/vn/numeros/opened/game?gameCode=${gameCode}` })).json<
    EnvelopeBody<LotteryOpenedGame>
  >().value;
const bet = async (drawId: number, requestId: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/lgw/vn/bets',
      headers: { token },
      payload: { requestId, drawId, lines: [{ betType: 'lo2', numbers: ['07', '70'], points: 1 }] },
    })
  ).json<EnvelopeBody<LotteryBetValue>>();
const statusOf = (drawId: number) =>
  t.app.db.prepare<[number], { status: string }>('SELECT status FROM lottery_draws WHERE id = ?').get(drawId)
    ?.status;

describe('LotteryScheduler', () => {
  it('locks at the lock time, draws and settles at the draw time, on the server clock; fast games every minute', async () => {
    const scheduler = new LotteryScheduler(t.app.services.lottery, fake.clock);
    scheduler.start();
    await scheduler.idle();
    expect(scheduler.armed).toBe(true);
    const mb = (await opened('MB')).open[0];
    expect(mb).toMatchObject({ stationCode: 'QN', drawKey: '2026-11-24', status: 'open' });
    const placed = await bet(mb?.drawId ?? 0, 'sched-1');
    expect(placed.success, placed.message).toBe(true);
    const st1 = (await opened('ST1')).open[0];
    expect(st1).toMatchObject({ drawKey: '2026-11-24T18:10', lockAt: at('2026-11-24T11:09:50Z') });

    // 18:10: the MB draw is locked by the scheduler (status in the database), bets are refused.
    await fake.advanceTo(at('2026-11-24T11:10:01Z'), () => scheduler.idle());
    expect(statusOf(mb?.drawId ?? 0)).toBe('locked');
    expect((await bet(mb?.drawId ?? 0, 'sched-2')).code).toBe('LOTTERY_CLOSED');
    // The 18:10 fast draw is drawn; the next minute's is open.
    expect(statusOf(st1?.drawId ?? 0)).toBe('drawn');
    expect((await opened('ST1')).open[0]).toMatchObject({ drawKey: '2026-11-24T18:11', status: 'open' });

    // 18:15: drawn and settled.
    await fake.advanceTo(at('2026-11-24T11:15:01Z'), () => scheduler.idle());
    expect(statusOf(mb?.drawId ?? 0)).toBe('drawn');
    const mine = (
      await t.app.inject({ url: '/lgw/vn/bets?gameCode=MB&pageSize=1', headers: { token } })
    ).json<EnvelopeBody<LotteryBetsPage>>().value.list[0];
    expect(mine?.betId).toBe(placed.value.bets[0]?.betId);
    expect(mine?.status).not.toBe('pending');
    expect(mine?.settledAt).toBe(at('2026-11-24T11:15:00Z') + 50);
    // Every fast draw of 18:10 … 18:15 is drawn; MB's next draw is Wednesday's Bắc Ninh.
    const fast = t.app.db
      .prepare<[number, number], { n: number; drawn: number }>(
        `SELECT COUNT(*) AS n, SUM(status = 'drawn') AS drawn FROM lottery_draws
          WHERE game_code = 'ST1' AND draw_at > ? AND draw_at <= ?`,
      )
      .get(at('2026-11-24T11:09:00Z'), at('2026-11-24T11:15:00Z'));
    expect(fast).toEqual({ n: 6, drawn: 6 });
    expect((await opened('MB')).open[0]).toMatchObject({ drawKey: '2026-11-25', stationCode: 'BN' });
    expect(checkLedger(t.app.db)).toEqual([]);
    await scheduler.stop();
    expect(scheduler.armed).toBe(false);
    expect(fake.timers.size).toBe(0);
  });

  it('a scheduler started after a pause catches up every missed draw at once', async () => {
    const before = t.app.db
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM lottery_draws WHERE status = 'drawn'")
      .get()?.n;
    // 19:40 local: nothing ran since 18:15.
    fake.now = at('2026-11-24T12:40:00Z');
    const scheduler = new LotteryScheduler(t.app.services.lottery, fake.clock);
    scheduler.start();
    await scheduler.idle();
    const undrawn = t.app.db
      .prepare<[number], { n: number }>(
        "SELECT COUNT(*) AS n FROM lottery_draws WHERE status <> 'drawn' AND draw_at <= ?",
      )
      .get(fake.now)?.n;
    expect(undrawn).toBe(0);
    const after = t.app.db
      .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM lottery_draws WHERE status = 'drawn'")
      .get()?.n;
    // At least the 18:16 … 18:40 fast draws that had been opened: ST1 18:16 and ST5 18:20 at least.
    expect((after ?? 0) - (before ?? 0)).toBeGreaterThanOrEqual(2);
    // The next wake-up is the next fast lock (ST1 19:40:50), well within a minute.
    expect([...fake.timers.values()][0]?.at).toBe(at('2026-11-24T12:40:50Z') + 50);
    await scheduler.stop();
  });
});
