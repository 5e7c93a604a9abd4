import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawRefOf, verifyDraw, type Results } from '../../../../core/lottery/index.ts';
import { sha256Hex } from '../../../../core/provably-fair.ts';
import type {
  AccountRecordPage,
  BettingRecordPage,
  DevLotteryDrawValue,
  LotteryBetsPage,
  LotteryBetValue,
  LotteryDrawDetail,
  LotteryDrawPage,
  LotteryGameList,
  LotteryLineProblems,
  LotteryMenu,
  LotteryNumberStats,
  LotteryOpenedGame,
  LotteryPopular,
} from '../../../../schemas/generated/api.ts';
import { checkLedger } from '../../ledger-check.ts';
import { upgradeLotteryCatalogue } from '../../seed-games.ts';
import { expectFailure, moneyHelpers } from '../../money-test-utils.ts';
import { createTestApp, repositories, tokenFor, type EnvelopeBody, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games, the lottery seed) is slow on a busy CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const at = (iso: string) => Date.parse(iso);
/** Tuesday 2026-11-24 10:00 in Asia/Ho_Chi_Minh (UTC+7): MB draws at Quảng Ninh today. */
let clock = at('2026-11-24T03:00:00Z');
let t: TestApp;
const tok: Record<string, string> = {};
const { get, post, postRaw, main, rid } = moneyHelpers(() => t.app, tok);
const pub = async <T>(url: string) => (await t.app.inject({ url })).json<EnvelopeBody<T>>();
const dev = async <T>(url: string, payload: unknown) =>
  (await t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })).json<
    EnvelopeBody<T>
  >();
const ok = <T>(res: EnvelopeBody<T>): T => {
  expect(res.success, `${res.code ?? ''} ${res.message}`).toBe(true);
  return res.value;
};
const minor = (major: number) => Math.round(major * 100);
/** The brand's Miền Bắc prize structure. */
function mbStructure() {
  const game = t.app.services.lottery.game('MB');
  if (!game) throw new Error('no MB game');
  return t.app.services.lottery.structureOf(game);
}

async function login(): Promise<void> {
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down1', 'Down1234'],
    ['down2', 'Down1234'],
    ['trial1', 'Trial1234'],
    ['secret1', '{secret}'],
  ] as const)
    tok[u] = await tokenFor(t.app, u, p);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await login();
});
afterAll(async () => t.close());

/** The open draw of a game's current slot (the first station, or `station`). */
async function openDraw(gameCode: string, station?: string) {
  const opened = ok(await pub<LotteryOpenedGame>(`/lgw/vn/numeros/opened/game?gameCode=${gameCode}`));
  const draw = opened.open.find((d) => station === undefined || d.stationCode === station);
  if (!draw) throw new Error(`no open draw of ${gameCode} ${station ?? ''}`);
  return draw;
}

/** Publishes hand-made results for a draw (as the scheduler would, with these numbers). */
function publish(drawId: number, results: Results): void {
  const draw = repositories(t.app).lottery.findDraw(drawId);
  if (!draw) throw new Error(`no draw ${drawId}`);
  expect(t.app.services.lottery.publish({ draw, results }, clock)).toBe(true);
}

const place = (payload: Record<string, unknown>, who = 'demo1') =>
  post<LotteryBetValue>('/lgw/vn/bets', { requestId: rid('lot'), prizeMode: 'Lott', ...payload }, who);

/** Ledger transactions of a kind with their entries' sum and the member-side amount. */
function transactions(kind: string, reference?: string) {
  return t.app.db
    .prepare<
      [string, string, string],
      { id: number; reference: string; total: number; member: number; n: number }
    >(
      `SELECT t.id, t.reference, SUM(e.amount_minor) AS total,
              SUM(CASE WHEN a.kind = 'member' THEN e.amount_minor ELSE 0 END) AS member, COUNT(e.id) AS n
         FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
        WHERE t.kind = ? AND (? = '' OR t.reference = ?) GROUP BY t.id ORDER BY t.id`,
    )
    .all(kind, reference ?? '', reference ?? '');
}

describe('the seeded lottery', () => {
  it('has 30 drawn draws per station of every game, the open draws, and player bets', async () => {
    const history = ok(await pub<LotteryDrawPage>('/lgw/vn/draws/history?gameCode=MB&pageSize=20'));
    expect(history.totalCount).toBe(30);
    expect(history.list).toHaveLength(20);
    const first = history.list[0];
    expect(first?.drawKey).toBe('2026-11-23');
    expect(first?.stationCode).toBe('HN'); // Monday
    expect(Object.values(first?.results ?? {}).flat()).toHaveLength(27);
    // The seed was committed: its hash is the published one, and it gives the published numbers.
    if (!first?.serverSeed || !first.results) throw new Error('not drawn');
    expect(await sha256Hex(first.serverSeed)).toBe(first.serverSeedHash);
    const structure = mbStructure();
    expect(
      await verifyDraw(
        first.serverSeed,
        first.serverSeedHash,
        drawRefOf('MB', first.stationCode, first.drawKey),
        structure,
        first.results,
      ),
    ).toEqual({ hashMatches: true, resultsMatch: true });
    const mn = ok(
      await pub<LotteryDrawPage>('/lgw/vn/draws/history?gameCode=MN&stationCode=TPHCM&pageSize=5'),
    );
    // TP. Hồ Chí Minh draws on Mondays and Saturdays: 30 days back hold 8 or 9 of them.
    expect(mn.totalCount).toBeGreaterThanOrEqual(8);
    expect(
      mn.list.every((d) => d.stationCode === 'TPHCM' && Object.values(d.results ?? {}).flat().length === 18),
    ).toBe(true);
    for (const game of ['MT', 'ST1', 'ST5']) {
      const page = ok(await pub<LotteryDrawPage>(`/lgw/vn/draws/history?gameCode=${game}&pageSize=1`));
      expect(page.totalCount, game).toBeGreaterThanOrEqual(30);
    }
    const player2 = await tokenFor(t.app, 'player2', 'Play1234');
    const bets = (await t.app.inject({ url: '/lgw/vn/bets?pageSize=100', headers: { token: player2 } })).json<
      EnvelopeBody<LotteryBetsPage>
    >().value;
    const statuses = new Set(bets.list.map((b) => b.status));
    expect(statuses).toEqual(new Set(['pending', 'won', 'lost']));
    expect(checkLedger(t.app.db)).toEqual([]);
  });
});

describe('menus and the draw schedule', () => {
  it("lists the games by group with the next draw, the day's stations and the bet types of the prize mode", async () => {
    const menu = ok(await pub<LotteryMenu>('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB'));
    expect(menu.prizeModes).toEqual(['Lott', 'ZY', 'Elott', 'SEA']);
    expect(menu.gameMenus.map((g) => [g.gameGroupCode, g.games.map((x) => x.gameCode)])).toEqual([
      ['VN', ['MB', 'MT', 'MN']],
      ['FAST', ['ST1', 'ST5']],
    ]);
    const [mb, mt, mn] = menu.gameMenus[0]?.games ?? [];
    expect(mb).toMatchObject({
      labelName: 'Miền Bắc',
      structure: 'MB',
      nextDrawAt: at('2026-11-24T11:15:00Z'),
      lockAt: at('2026-11-24T11:10:00Z'),
      stations: [{ stationCode: 'QN', name: 'Quảng Ninh' }],
    });
    expect(mt?.stations.map((s) => s.stationCode)).toEqual(['DLK', 'QNM']);
    expect(mn?.stations.map((s) => s.name)).toEqual(['Bến Tre', 'Vũng Tàu', 'Bạc Liêu']);
    const lo2 = mb?.betTypes.find((b) => b.betType === 'lo2');
    expect(lo2).toEqual({ betType: 'lo2', unitPrice: 1, odds: 99, maxPoints: 1000, combos: 27, digits: 2 });
    expect(mn?.betTypes.find((b) => b.betType === 'lo4')?.combos).toBe(16);
    expect(mb?.betTypes.some((b) => b.betType === 'deGiai8')).toBe(false);
    expect(mn?.betTypes.some((b) => b.betType === 'deGiai7')).toBe(false);
    const zy = ok(await pub<LotteryMenu>('/lgw/vn/games/game_menu?prizeMode=ZY&gameType=ELOTT'));
    expect(zy.gameMenus.map((g) => g.gameGroupCode)).toEqual(['FAST']);
    const st1 = zy.gameMenus[0]?.games[0];
    expect(st1?.betTypes.find((b) => b.betType === 'lo2')?.odds).not.toBe(99);
    // The next fast draw is the next whole minute; it locks 10 s before.
    expect(st1).toMatchObject({ nextDrawAt: clock + 60_000, lockAt: clock + 50_000 });
  });
});

describe('placing bets', () => {
  it('takes the cost from MAIN in one balanced lotteryBet transaction; a repeated requestId moves nothing', async () => {
    const draw = await openDraw('MB');
    const before = minor(await main());
    const payload = {
      requestId: 'lot-first',
      drawId: draw.drawId,
      prizeMode: 'Lott',
      lines: [
        { betType: 'lo2', numbers: ['07', '70'], points: 2 },
        { betType: 'xien2', numbers: ['12', '34'], points: 1 },
      ],
    };
    const v = ok(await post<LotteryBetValue>('/lgw/vn/bets', payload));
    // lô 2: 2 points × 1 × 1 ₫ × 27 combos × 2 numbers = 108; xiên 2: 1 × 1 × 1 × 1 × 1 = 1.
    expect(v.costTotal).toBe(109);
    expect(v.bets.map((b) => [b.betType, b.combos, b.cost, b.status])).toEqual([
      ['lo2', 27, 108, 'pending'],
      ['xien2', 1, 1, 'pending'],
    ]);
    expect(v.bets[0]).toMatchObject({
      drawId: draw.drawId,
      gameCode: 'MB',
      stationCode: 'QN',
      drawKey: '2026-11-24',
    });
    expect(v.orderNo).toMatch(/^L20261124-\d{6}$/);
    expect(minor(v.balance)).toBe(before - 10900);
    expect(minor(await main())).toBe(before - 10900);
    const [tx] = transactions('lotteryBet', `lottery:${v.orderNo}`);
    expect(tx).toMatchObject({ total: 0, member: -10900, n: 2 });
    // The same requestId again: the first answer, nothing charged again.
    expect(ok(await post<LotteryBetValue>('/lgw/vn/bets', payload))).toEqual(v);
    expect(transactions('lotteryBet', `lottery:${v.orderNo}`)).toHaveLength(1);
    expect(minor(await main())).toBe(before - 10900);
    // My bets and the recent games list it.
    const mine = ok(await get<LotteryBetsPage>('/lgw/vn/bets?gameCode=MB&status=pending'));
    expect(mine.list.slice(0, 2).map((b) => b.betId)).toEqual([v.bets[1]?.betId, v.bets[0]?.betId]);
    expect(
      ok(await get<LotteryGameList>('/lgw/vn/games/game_menu/recent?prizeMode=Lott&device=WEB')).list[0],
    ).toMatchObject({ gameCode: 'MB', gameType: 'LOTT' });
    const popular = ok(
      await pub<LotteryPopular>('/lgw/vn/games/popular?count=20&prizeMode=Lott&device=WEB&language=en'),
    );
    expect(popular.list.map((g) => g.gameCode).sort()).toEqual(['MB', 'MN', 'MT', 'ST1', 'ST5']);
    expect(popular.list[0]?.bets).toBeGreaterThanOrEqual(popular.list[1]?.bets ?? 0);
  });

  it('refuses bad lines with LOTTERY_LINE and every problem per line, charging nothing', async () => {
    const draw = await openDraw('MB');
    const before = minor(await main());
    const res = await place({
      drawId: draw.drawId,
      lines: [
        { betType: 'lo2', numbers: ['07'], points: 1 },
        { betType: 'lo2', numbers: ['7', '123', '08', '08', 'ab'], points: 1 },
        { betType: 'xien3', numbers: ['01', '02'], points: 1 },
        { betType: 'deDacBiet', numbers: ['11'], points: 0 },
        { betType: 'deDacBiet', numbers: ['11'], points: -1 },
        { betType: 'deDacBiet', numbers: ['11'], points: 1.5 },
        { betType: 'lo2', numbers: ['11'], points: 1001 },
        { betType: 'deGiai8', numbers: ['11'], points: 1 },
        { betType: 'lo3', numbers: [], points: 1 },
      ],
    });
    expectFailure(res, 'LOTTERY_LINE');
    const lines = (res.value as unknown as LotteryLineProblems).lines;
    expect(lines.map((l) => [l.index, l.problems.map((p) => p.code)])).toEqual([
      [1, ['NUMBER_LENGTH', 'NUMBER_LENGTH', 'NUMBER_REPEATED', 'NUMBER_NOT_DIGITS']],
      [2, ['GROUP_SIZE']],
      [3, ['POINTS_INVALID']],
      [4, ['POINTS_INVALID']],
      [5, ['POINTS_INVALID']],
      [6, ['POINTS_OVER_CAP']],
      [7, ['BET_TYPE_UNAVAILABLE']],
      [8, ['NO_NUMBERS']],
    ]);
    expect(lines.find((l) => l.index === 2)?.problems).toEqual([{ code: 'GROUP_SIZE', expected: 3, got: 2 }]);
    expect(lines.find((l) => l.index === 6)?.problems).toEqual([
      { code: 'POINTS_OVER_CAP', maxPoints: 1000 },
    ]);
    expect(lines.find((l) => l.index === 1)?.problems[0]).toEqual({
      code: 'NUMBER_LENGTH',
      number: '7',
      digits: 2,
    });
    expect(minor(await main())).toBe(before);
  });

  it('answers 400 VALIDATION for schema problems, never 500', async () => {
    const draw = await openDraw('MB');
    const line = { betType: 'lo2', numbers: ['07'], points: 1 };
    for (const payload of [
      { drawId: draw.drawId, lines: [] },
      { drawId: draw.drawId, lines: Array.from({ length: 21 }, () => line) },
      { drawId: draw.drawId, lines: 'lo2 07' },
      { drawId: draw.drawId, lines: [{ ...line, points: '1' }] },
      { drawId: draw.drawId, lines: [{ ...line, betType: 'lo9' }] },
      { drawId: draw.drawId, lines: [{ ...line, numbers: '07' }] },
      { drawId: draw.drawId, lines: [{ ...line, numbers: [7] }] },
      { drawId: 'x', lines: [line] },
      { drawId: draw.drawId, prizeMode: 'Mega', lines: [line] },
      { drawId: draw.drawId, lines: [line], requestId: 'bad id!' },
    ]) {
      const res = await postRaw('/lgw/vn/bets', { requestId: rid('v'), prizeMode: 'Lott', ...payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expectFailure(res, 'VALIDATION', 400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/lgw/vn/bets', payload: { requestId: 'x' } })).statusCode,
    ).toBe(401);
  });

  it('refuses a stale or unknown draw, a drawn one, trial accounts, forced password changes and stakes above the balance', async () => {
    const draw = await openDraw('MB');
    const line = { betType: 'lo2', numbers: ['07'], points: 1 };
    expectFailure(await place({ drawId: 999_999, lines: [line] }), 'DRAW_NOT_FOUND');
    const past = ok(await pub<LotteryDrawPage>('/lgw/vn/draws/history?gameCode=MB&pageSize=1')).list[0];
    expectFailure(await place({ drawId: past?.drawId, lines: [line] }), 'LOTTERY_CLOSED');
    expectFailure(await place({ drawId: draw.drawId, lines: [line] }, 'trial1'), 'TRIAL_ACCOUNT');
    expectFailure(await place({ drawId: draw.drawId, lines: [line] }, 'secret1'), 'PASSWORD_CHANGE_REQUIRED');
    const before = minor(await main());
    const big = { betType: 'lo2', numbers: ['01', '02'], points: 1000 };
    expectFailure(await place({ drawId: draw.drawId, lines: [big] }), 'INSUFFICIENT_BALANCE');
    expect(minor(await main())).toBe(before);
  });

  it('refuses bets from the lock time on (LOTTERY_CLOSED), nothing charged', async () => {
    // Time only moves forward from here (a draw locked at a later time stays locked).
    const draw = await openDraw('MB');
    const before = minor(await main());
    clock = draw.lockAt - 1;
    const first = await place({
      drawId: draw.drawId,
      lines: [{ betType: 'deDacBiet', numbers: ['33'], points: 1 }],
    });
    expect(first.success, first.message).toBe(true);
    clock = draw.lockAt;
    const res = await place({
      drawId: draw.drawId,
      lines: [{ betType: 'deDacBiet', numbers: ['33'], points: 1 }],
    });
    expectFailure(res, 'LOTTERY_CLOSED');
    expect(res.message).toBe('Betting on this draw is closed');
    expect(minor(await main())).toBe(before - 100);
    expect((await openDraw('MB')).status).toBe('locked');
  });
});

describe('the draw schedule', () => {
  it("follows the brand time zone: after 18:15 local the next draw is tomorrow's, with tomorrow's stations", async () => {
    // 18:12 local, between the lock and the draw: today's Quảng Ninh draw is locked.
    clock = at('2026-11-24T11:12:00Z');
    expect(await openDraw('MB')).toMatchObject({
      drawKey: '2026-11-24',
      stationCode: 'QN',
      status: 'locked',
    });
    // 23:59 on Tuesday local = 16:59Z: Wednesday's Bắc Ninh draw, although UTC is still Tuesday.
    clock = at('2026-11-24T16:59:00Z');
    const mb = await openDraw('MB');
    expect(mb).toMatchObject({ drawKey: '2026-11-25', stationCode: 'BN', status: 'open' });
    // Wednesday's southern stations too (Đồng Nai, Cần Thơ, Sóc Trăng), not Tuesday's.
    const mn = ok(await pub<LotteryOpenedGame>('/lgw/vn/numeros/opened/game?gameCode=MN')).open;
    expect(mn.map((d) => [d.drawKey, d.stationCode])).toEqual([
      ['2026-11-25', 'DN'],
      ['2026-11-25', 'CT'],
      ['2026-11-25', 'ST'],
    ]);
    // 07:30 on Wednesday local = 00:30Z, a UTC Wednesday too: the same draw.
    clock = at('2026-11-25T00:30:00Z');
    expect((await openDraw('MB')).drawId).toBe(mb.drawId);
  });
});

// Hand-worked Miền Bắc table: lô 2 numbers (27) are 45 ×9, 07 ×5, 90 ×2, 56 ×3, 89 ×2, 12 ×2,
// 78, 23, 34, 99 once; no 00–03.
const MB_RESULTS: Results = {
  DB: ['12345'],
  G1: ['67890'],
  G2: ['11145', '22207'],
  G3: ['33345', '44456', '55507', '66678', '77789', '88890'],
  G4: ['1245', '2345', '3456', '4507'],
  G5: ['5645', '6712', '7823', '8934', '9045', '0156'],
  G6: ['145', '207', '389'],
  G7: ['45', '07', '12', '99'],
};
// Hand-worked Miền Nam table: lô 2 numbers (18) are 45 ×7, 12 ×2, 23, 67, 11, 33, 44, 55, 66, 77, 88.
const MN_RESULTS: Results = {
  G8: ['45'],
  G7: ['123'],
  G6: ['4567', '8945', '0012'],
  G5: ['3345'],
  G4: ['11111', '22245', '33333', '44444', '55555', '66666', '77777'],
  G3: ['88888', '99945'],
  G2: ['12312'],
  G1: ['45645'],
  DB: ['678945'],
};

describe('settlement', () => {
  let mbDrawId = 0;
  let lo2BetId = 0;
  let down1BetId = 0;
  let down2BetId = 0;

  it('settles a Miền Bắc draw by hand-worked wins: lô per occurrence, đề, xiên, lô trượt, giải 7, 3 càng lô', async () => {
    clock = at('2026-11-25T03:00:00Z'); // Wednesday 10:00 local: Bắc Ninh
    await login();
    // What the scheduler would have done overnight: Tuesday's draws drawn and settled.
    expect((await t.app.services.lottery.runDue(clock)).length).toBeGreaterThan(0);
    const draw = await openDraw('MB');
    expect(draw.stationCode).toBe('BN');
    mbDrawId = draw.drawId;
    const before = minor(await main());
    const v = ok(
      await place({
        drawId: draw.drawId,
        lines: [
          { betType: 'lo2', numbers: ['07', '00'], points: 2 },
          { betType: 'deDacBiet', numbers: ['45'], points: 3 },
          { betType: 'xien2', numbers: ['07', '12'], points: 1 },
          { betType: 'loTruot4', numbers: ['00', '01', '02', '03'], points: 10 },
          { betType: 'deGiai7', numbers: ['12'], points: 1 },
          { betType: 'lo3', numbers: ['145', '999'], points: 1 },
          { betType: 'xien3', numbers: ['07', '12', '00'], points: 1 },
        ],
      }),
    );
    lo2BetId = v.bets[0]?.betId ?? 0;
    // 108 + 3 + 1 + 10 + 4 (giải 7: 4 combos) + 46 (lô 3: 23 combos × 2) + 1 = 173.
    expect(v.costTotal).toBe(173);
    // down1 (agent1's downline) and down2 play too: the team sums and a reversal beyond the balance.
    const d1 = ok(
      await place({ drawId: draw.drawId, lines: [{ betType: 'lo2', numbers: ['07'], points: 1 }] }, 'down1'),
    );
    down1BetId = d1.bets[0]?.betId ?? 0;
    const d2 = ok(
      await place(
        { drawId: draw.drawId, lines: [{ betType: 'deGiai7', numbers: ['07'], points: 10 }] },
        'down2',
      ),
    );
    down2BetId = d2.bets[0]?.betId ?? 0;
    publish(draw.drawId, MB_RESULTS);
    const bets = ok(await get<LotteryBetsPage>(`/lgw/vn/bets?gameCode=MB&pageSize=7`)).list.reverse();
    expect(bets.map((b) => [b.betType, b.status, b.occurrences, b.payout])).toEqual([
      ['lo2', 'won', 5, 990], // 2 points × 99 × 5 occurrences of 07, 00 never
      ['deDacBiet', 'won', 1, 285], // ĐB 12345 ends in 45: 3 × 95
      ['xien2', 'won', 1, 17], // 07 and 12 both among the lô numbers
      ['loTruot4', 'won', 1, 23], // none of 00–03 drawn: 10 × 2.3
      ['deGiai7', 'won', 1, 95], // one G7 number is 12
      ['lo3', 'won', 2, 1960], // 145 ends G2 11145 and G6 145: 980 × 2
      ['xien3', 'lost', 0, 0], // 00 is not drawn
    ]);
    expect(bets.every((b) => b.settledAt === clock)).toBe(true);
    expect(minor(await main())).toBe(before - 17300 + 337000);
    // One lotteryWin per winning line, each balanced, reference lottery:win:<betId>:v1.
    const wins = transactions('lotteryWin').filter((w) =>
      v.bets.some((b) => w.reference === `lottery:win:${b.betId}:v1`),
    );
    expect(wins).toHaveLength(6);
    expect(wins.every((w) => w.total === 0 && w.member > 0)).toBe(true);
    // Each line is a row of the betting record, with the game's name.
    const record = ok(
      await get<BettingRecordPage>('/wps/relay/ODSFE_bettingRecord?vendor=VNLOTT&pageSize=50'),
    );
    expect(record.list.filter((r) => r.gameName === 'Miền Bắc').length).toBeGreaterThanOrEqual(7);
    const drawn = ok(await get<LotteryDrawDetail>(`/lotto/lgw/games/opened/numero?drawId=${draw.drawId}`));
    expect(drawn).toMatchObject({ status: 'drawn', version: 1, results: MB_RESULTS });
    expect(drawn.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it('settles a Miền Nam station by hand-worked wins (18 lô numbers, giải 8, đầu đặc biệt)', async () => {
    const draw = await openDraw('MN', 'CT'); // Wednesday: Đồng Nai, Cần Thơ, Sóc Trăng
    const before = minor(await main());
    const v = ok(
      await place({
        drawId: draw.drawId,
        lines: [
          { betType: 'lo2', numbers: ['45'], points: 1 },
          { betType: 'deGiai8', numbers: ['45'], points: 2 },
          { betType: 'deDacBiet', numbers: ['45'], points: 1 },
          { betType: 'dauDacBiet', numbers: ['67'], points: 1 },
          { betType: 'xien2', numbers: ['45', '99'], points: 1 },
          { betType: 'lo4', numbers: ['8945', '1234'], points: 1 },
        ],
      }),
    );
    // 18 + 2 + 1 + 1 + 1 + 32 (lô 4: 16 combos × 2) = 55.
    expect(v.costTotal).toBe(55);
    publish(draw.drawId, MN_RESULTS);
    const byId = new Map(
      ok(await get<LotteryBetsPage>('/lgw/vn/bets?gameCode=MN&pageSize=20')).list.map((b) => [b.betId, b]),
    );
    expect(v.bets.map((b) => [b.betType, byId.get(b.betId)?.occurrences, byId.get(b.betId)?.payout])).toEqual(
      [
        ['lo2', 7, 693],
        ['deGiai8', 1, 190],
        ['deDacBiet', 1, 95],
        ['dauDacBiet', 1, 95],
        ['xien2', 0, 0],
        ['lo4', 2, 17600], // 8945 ends G6 8945 and DB 678945: 8800 × 2
      ],
    );
    expect(minor(await main())).toBe(before - 5500 + (693 + 190 + 95 + 95 + 17600) * 100);
    // The other stations of the slot stay open.
    expect((await openDraw('MN', 'ST')).status).toBe('open');
  });

  it('settling a draw twice changes nothing', async () => {
    const draw = repositories(t.app).lottery.findDraw(mbDrawId);
    if (!draw) throw new Error('no draw');
    const count = () =>
      t.app.db
        .prepare<[], { n: number }>(
          "SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind LIKE 'lottery%'",
        )
        .get()?.n;
    const before = [count(), minor(await main())];
    expect(t.app.services.lottery.publish({ draw, results: MN_RESULTS }, clock)).toBe(false);
    expect(await t.app.services.lottery.runDue(clock)).toEqual([]);
    expect([count(), minor(await main())]).toEqual(before);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('a correction re-settles: the old win reversed, the new one paid, the betting record and team sums follow', async () => {
    const teamPayout = () =>
      t.app.db
        .prepare<[], { stats: number; bets: number }>(
          `SELECT (SELECT SUM(payout_minor) FROM team_bet_stats s JOIN users a ON a.id = s.ancestor_id
                    WHERE a.username = 'agent1' AND s.direct = 0) AS stats,
                  (SELECT SUM(b.payout_minor) FROM bets b JOIN user_tree t ON t.descendant_id = b.user_id
                     JOIN users a ON a.id = t.ancestor_id WHERE a.username = 'agent1' AND t.depth >= 1) AS bets`,
        )
        .get();
    const before = minor(await main());
    // down2 won 10 × 95 on giải 7 "07", then moved all its money to a game wallet.
    expect(
      (
        await post(
          '/wps/relay/GCS_walletTransfer',
          { requestId: rid('tr'), from: 'MAIN', to: 'PG', amount: 'ALL' },
          'down2',
        )
      ).success,
    ).toBe(true);
    expect(await main('down2')).toBe(0);
    const teamBefore = teamPayout();
    expect(teamBefore?.stats).toBe(teamBefore?.bets);
    // G7 #2 "07" → "08": 07 now appears 4 times (lô 2 990 → 792), giải 7 07 loses, xiên 07+12 still wins.
    const corrected = ok(
      await dev<LotteryDrawDetail>('/dev/lottery/correct', {
        drawId: mbDrawId,
        prize: 'G7',
        index: 1,
        number: '08',
      }),
    );
    expect(corrected).toMatchObject({ version: 2, status: 'drawn' });
    expect(corrected.results?.G7).toEqual(['45', '08', '12', '99']);
    const lo2 = ok(await get<LotteryBetsPage>('/lgw/vn/bets?gameCode=MB&pageSize=20')).list.find(
      (b) => b.betId === lo2BetId,
    );
    expect(lo2).toMatchObject({ occurrences: 4, payout: 792, status: 'won' });
    expect(minor(await main())).toBe(before - 19800);
    expect(transactions('lotteryReversal', `lottery:reversal:${lo2BetId}:v2`)).toEqual([
      expect.objectContaining({ total: 0, member: -99000 }),
    ]);
    expect(transactions('lotteryWin', `lottery:win:${lo2BetId}:v2`)).toEqual([
      expect.objectContaining({ total: 0, member: 79200 }),
    ]);
    // The account record shows the reversal and the new win.
    const record = ok(await get<AccountRecordPage>('/wps/relay/ODSFE2_MemTransDet?pageSize=50'));
    const refs = record.list.map((e) => [e.kind, e.reference, e.amount]);
    expect(refs).toContainEqual(['lotteryReversal', `lottery:reversal:${lo2BetId}:v2`, -990]);
    expect(refs).toContainEqual(['lotteryWin', `lottery:win:${lo2BetId}:v2`, 792]);
    expect(refs.some(([kind]) => kind === 'lotteryBet')).toBe(true);
    // down1's lô 07 (1 point): 5 → 4 occurrences; the team sums of agent1 follow the bets rows.
    const d1 = repositories(t.app).lottery.findBet(down1BetId);
    expect(d1).toMatchObject({ occurrences: 4, payout_minor: 39600, settled_version: 2 });
    const bets = t.app.db.prepare<[number], { payout_minor: number }>(
      'SELECT payout_minor FROM bets WHERE id = ?',
    );
    expect(bets.get(d1?.bet_row_id ?? 0)?.payout_minor).toBe(39600);
    const teamAfter = teamPayout();
    expect(teamAfter?.stats).toBe(teamAfter?.bets);
    expect((teamBefore?.stats ?? 0) - (teamAfter?.stats ?? 0)).toBe(9900 + 95000);
    // down2's 950 win cannot be taken back from an empty MAIN: nothing moved, all of it is shortfall.
    expect(repositories(t.app).lottery.findBet(down2BetId)).toMatchObject({
      status: 'lost',
      payout_minor: 0,
      shortfall_minor: 95000,
    });
    expect(transactions('lotteryReversal', `lottery:reversal:${down2BetId}:v2`)).toEqual([]);
    expect(await main('down2')).toBe(0);
    // The same number again changes nothing.
    const again = ok(
      await dev<LotteryDrawDetail>('/dev/lottery/correct', {
        drawId: mbDrawId,
        prize: 'G7',
        index: 1,
        number: '08',
      }),
    );
    expect(again.version).toBe(2);
    expect(checkLedger(t.app.db)).toEqual([]);
  });

  it('refuses bad corrections', async () => {
    expectFailure(
      await dev('/dev/lottery/correct', { drawId: 999_999, prize: 'DB', index: 0, number: '12345' }),
      'DRAW_NOT_FOUND',
    );
    const open = await openDraw('MB');
    expectFailure(
      await dev('/dev/lottery/correct', { drawId: open.drawId, prize: 'DB', index: 0, number: '12345' }),
      'DRAW_NOT_FOUND',
    );
    for (const body of [
      { drawId: mbDrawId, prize: 'G8', index: 0, number: '12' }, // MB has no G8
      { drawId: mbDrawId, prize: 'G7', index: 4, number: '12' }, // G7 has 4 numbers
      { drawId: mbDrawId, prize: 'DB', index: 0, number: '123' }, // ĐB has 5 digits
      { drawId: mbDrawId, prize: 'DB', index: 0, number: '1234a' },
      { drawId: mbDrawId, prize: 'XX', index: 0, number: '12345' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/dev/lottery/correct', payload: body });
      expectFailure(res, 'VALIDATION', 400);
    }
  });
});

describe('the development draw route', () => {
  it('draws the current slot now with the committed seed, settles it and opens the next one', async () => {
    const draw = await openDraw('MB');
    const before = minor(await main());
    const v = ok(
      await place({
        drawId: draw.drawId,
        lines: [{ betType: 'lo2', numbers: ['00', '11', '22', '33'], points: 1 }],
      }),
    );
    const drawn = ok(await dev<DevLotteryDrawValue>('/dev/lottery/draw', { gameCode: 'MB' })).drawn;
    expect(drawn).toHaveLength(1);
    const d = drawn[0];
    if (!d?.serverSeed || !d.results) throw new Error('not drawn');
    expect(d).toMatchObject({
      drawId: draw.drawId,
      status: 'drawn',
      version: 1,
      drawnAt: clock,
      serverSeedHash: draw.serverSeedHash,
    });
    expect(Object.values(d.results).flat()).toHaveLength(27);
    const structure = mbStructure();
    expect(
      await verifyDraw(
        d.serverSeed,
        d.serverSeedHash,
        drawRefOf('MB', d.stationCode, d.drawKey),
        structure,
        d.results,
      ),
    ).toEqual({
      hashMatches: true,
      resultsMatch: true,
    });
    const bet = ok(await get<LotteryBetsPage>('/lgw/vn/bets?gameCode=MB&pageSize=1')).list[0];
    expect(bet?.betId).toBe(v.bets[0]?.betId);
    expect(bet?.status).not.toBe('pending');
    expect(minor(await main())).toBe(before - 10800 + minor(bet?.payout ?? 0));
    // Wednesday's and Thursday's draws are drawn: the next open draw is Friday's Hải Phòng draw.
    expect(await openDraw('MB')).toMatchObject({ drawKey: '2026-11-27', stationCode: 'HP', status: 'open' });
    const opened = ok(await pub<LotteryOpenedGame>('/lgw/vn/numeros/opened/game?gameCode=MB'));
    expect(opened.lastDrawn[0]?.drawId).toBe(draw.drawId);
    expect(opened.serverTime).toBe(clock);
    // One station of a multi-station slot.
    const st = ok(
      await dev<DevLotteryDrawValue>('/dev/lottery/draw', { gameCode: 'MN', stationCode: 'ST' }),
    ).drawn;
    expect(st.map((x) => x.stationCode)).toEqual(['ST']);
    expectFailure(await dev('/dev/lottery/draw', { gameCode: 'MN', stationCode: 'HN' }), 'DRAW_NOT_FOUND');
    expectFailure(await dev('/dev/lottery/draw', { gameCode: 'ZZ' }), 'GAME_NOT_FOUND');
  });
});

describe('results reads', () => {
  it('VN numbers stats count draws, not repeats, over the last draws of the game', async () => {
    const stats = ok(await pub<LotteryNumberStats>('/lgw/vn/numeros/stats?gameCode=MB&count=100'));
    expect(stats.draws).toBeGreaterThanOrEqual(32);
    expect(stats.numbers.map((n) => n.number)).toEqual(
      Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    );
    const last2 = ok(await pub<LotteryNumberStats>('/lgw/vn/numeros/stats?gameCode=MB&count=2'));
    expect(last2.draws).toBe(2);
    // The hand-worked (corrected) table is the second newest MB draw: 45 drawn 9 times counts once.
    const n45 = last2.numbers.find((n) => n.number === '45');
    expect(n45?.hits).toBeGreaterThanOrEqual(1);
    expect(n45?.hits).toBeLessThanOrEqual(2);
    expect(last2.numbers.every((n) => n.hits <= 2 && n.lastSeenDraws <= 2)).toBe(true);
    expect(last2.numbers.filter((n) => n.hits === 0).every((n) => n.lastSeenDraws === 2)).toBe(true);
    const st1 = ok(await pub<LotteryNumberStats>('/lgw/vn/numeros/stats?gameCode=ST1'));
    expect(st1.draws).toBeGreaterThanOrEqual(30);
  });

  it('answers GAME_NOT_FOUND / DRAW_NOT_FOUND for unknown games and draws, 400 for bad paging, 401 without a token', async () => {
    expectFailure(await pub('/lgw/vn/numeros/opened/game?gameCode=ZZ'), 'GAME_NOT_FOUND');
    expectFailure(await pub('/lgw/vn/numeros/stats?gameCode=ZZ'), 'GAME_NOT_FOUND');
    expectFailure(await pub('/lgw/vn/draws/history?gameCode=ZZ'), 'GAME_NOT_FOUND');
    expectFailure(await get('/lotto/lgw/games/opened/numero?drawId=999999'), 'DRAW_NOT_FOUND');
    for (const url of [
      '/lgw/vn/draws/history?gameCode=MB&pageSize=21',
      '/lgw/vn/numeros/stats?gameCode=MB&count=101',
      '/lgw/vn/numeros/stats?gameCode=MB&count=0',
      '/lgw/vn/games/popular?count=21',
      '/lgw/vn/games/game_menu?prizeMode=Mega',
      '/lgw/vn/games/game_menu?gameType=RNG',
      '/lgw/vn/numeros/opened/game',
      '/lgw/vn/bets?status=open',
    ])
      expectFailure(await t.app.inject({ url, headers: { token: tok.demo1 ?? '' } }), 'VALIDATION', 400);
    for (const url of [
      '/lotto/lgw/games/opened/numero?drawId=1',
      '/lgw/vn/bets',
      '/lgw/vn/games/game_menu/recent',
    ])
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
  });

  it('keeps the books sound after all of it; ledger:check names a lottery order or line that is not', () => {
    expect(checkLedger(t.app.db)).toEqual([]);
    const db = t.app.db;
    const order = db
      .prepare<[], { id: number; order_no: string }>('SELECT id, order_no FROM lottery_orders LIMIT 1')
      .get();
    const line = db
      .prepare<[], { id: number }>(
        "SELECT b.id FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE d.status = 'drawn' LIMIT 1",
      )
      .get();
    db.prepare<[number]>('UPDATE lottery_orders SET cost_minor = cost_minor + 1 WHERE id = ?').run(
      order?.id ?? 0,
    );
    db.prepare<[number]>("UPDATE lottery_bets SET status = 'pending' WHERE id = ?").run(line?.id ?? 0);
    expect(checkLedger(db)).toEqual([
      {
        check: 'every lottery order is charged once, with the sum of its lines',
        rows: [`order ${order?.order_no}`],
      },
      {
        check: 'every line of a drawn lottery draw is settled under its current version, a won one paid',
        rows: [expect.stringMatching(new RegExp(`^line ${line?.id} \\(pending`)) as unknown as string],
      },
    ]);
  });
});

describe('the catalogue', () => {
  it('lists the lottery games in the game menus; an older catalogue is given them once', () => {
    const db = t.app.db;
    const games = (vendor: string) =>
      db
        .prepare<[string], { game_code: string; game_name: string; maintenance: number }>(
          `SELECT g.game_code, g.game_name, g.maintenance FROM games g JOIN vendors v ON v.id = g.vendor_id
            WHERE v.code = ? ORDER BY g.sort, g.id`,
        )
        .all(vendor);
    expect(games('VNLOTT').map((g) => [g.game_code, g.game_name])).toEqual([
      ['MB', 'Miền Bắc'],
      ['MT', 'Miền Trung'],
      ['MN', 'Miền Nam'],
    ]);
    expect(games('LOTUSLOTT').map((g) => g.game_code)).toEqual(['ST1', 'ST5']);
    expect(games('TCG_SEA')).toHaveLength(8);
    expect(upgradeLotteryCatalogue(db)).toBe(false);
    // A catalogue from before the lottery: four VNLOTT games, no LOTUSLOTT; the fourth is a favourite.
    db.transaction(() => {
      db.exec(`UPDATE bets SET game_id = NULL WHERE vendor = 'LOTUSLOTT';
               DELETE FROM winners WHERE game_id IN (SELECT g.id FROM games g JOIN vendors v ON v.id = g.vendor_id WHERE v.code = 'LOTUSLOTT');
               DELETE FROM games WHERE vendor_id = (SELECT id FROM vendors WHERE code = 'LOTUSLOTT');
               DELETE FROM vendors WHERE code = 'LOTUSLOTT';`);
      const vn =
        db.prepare<[], { id: number }>("SELECT id FROM vendors WHERE code = 'VNLOTT'").get()?.id ?? 0;
      db.prepare<[number]>(
        `UPDATE games SET game_code = 'VNLOTT-000' || (sort + 1), game_name = 'Old ' || sort WHERE vendor_id = ?`,
      ).run(vn);
      const id = (db.prepare<[], { id: number }>('SELECT MAX(id) AS id FROM games').get()?.id ?? 0) + 1;
      db.prepare<[number, number, number]>(
        `INSERT INTO games (id, node_id, vendor_id, game_code, game_name, game_type, game_classify, min_bet_minor, lines, sort)
         VALUES (?, ?, ?, 'VNLOTT-0004', 'Mega 6/45', 'LOTT', 'lottery', 100, 0, 3)`,
      ).run(id, 100000 + id, vn);
      db.prepare<[number]>(
        "INSERT INTO favourites (user_id, game_id, created_at) SELECT id, ?, 0 FROM users WHERE username = 'demo1'",
      ).run(id);
    })();
    expect(upgradeLotteryCatalogue(db)).toBe(true);
    expect(games('VNLOTT').map((g) => [g.game_code, g.game_name, g.maintenance])).toEqual([
      ['MB', 'Miền Bắc', 0],
      ['MT', 'Miền Trung', 0],
      ['MN', 'Miền Nam', 0],
      ['VNLOTT-0004', 'Mega 6/45', 1],
    ]);
    expect(games('LOTUSLOTT').map((g) => [g.game_code, g.game_name])).toEqual([
      ['ST1', 'Siêu tốc 1 phút'],
      ['ST5', 'Siêu tốc 5 phút'],
    ]);
    expect(upgradeLotteryCatalogue(db)).toBe(false);
  });
});

describe('production', () => {
  it('has no development lottery routes', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      for (const url of ['/dev/lottery/draw', '/dev/lottery/correct'])
        expect(
          (await prod.app.inject({ method: 'POST', url, payload: { gameCode: 'MB' } })).statusCode,
          url,
        ).toBe(404);
      // The lottery itself runs without demo data: the current draws open on demand.
      const opened = (await prod.app.inject({ url: '/lgw/vn/numeros/opened/game?gameCode=MB' })).json<
        EnvelopeBody<LotteryOpenedGame>
      >();
      expect(opened.value.open).toHaveLength(1);
      expect(opened.value.lastDrawn).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
