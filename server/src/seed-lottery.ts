import type { Database } from 'better-sqlite3';
import { loNumbers, previousSlots } from '../../core/lottery/index.ts';
import type { LotteryBetLine } from '../../schemas/generated/api.ts';
import { mulberry32 } from './seed-games.ts';
import type { Repositories, Services } from './services/container.ts';
import type { ComputedDraw } from './services/lottery.ts';

/** Past drawn draws seeded per game and station (results tables, history, VN numbers stats). */
export const SEEDED_PAST_SLOTS = 30;
/** Players given lottery bets: settled ones on past draws and pending ones on the open draws. */
export const LOTTERY_PLAYERS = ['player2', 'player7'] as const;
/** Games the seeded players bet on, and on how many of the most recent past slots. */
const PLAYED: readonly [string, number][] = [
  ['MB', 6],
  ['MN', 3],
  ['MT', 2],
  ['ST5', 3],
];

interface Placement {
  userId: number;
  drawId: number;
  at: number;
  lines: LotteryBetLine[];
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * Seeds the lottery once (no draw exists yet; docs/contract-lottery.md): for every game, the draws
 * of its last {@link SEEDED_PAST_SLOTS} slots per station, drawn from random committed seeds and
 * settled; the current slots' open draws; and for {@link LOTTERY_PLAYERS} orders on some of those
 * past draws (placed before the lock, settled when drawn: wins, losses, `bets` rows, ledger entries
 * at their past times) and pending orders on the open draws. Numbers come from a fixed-seed PRNG,
 * one pick per order from the draw's own lô numbers, so every player has wins and losses. Demo
 * members whose figures the docs and tests state (demo1's 1,000.00) are left alone.
 *
 * @returns true when the lottery was seeded.
 */
export async function seedLottery(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<boolean> {
  if (repos.lottery.hasDraws()) return false;
  const { lottery } = services;
  const at = now();
  const rand = mulberry32(20261124);
  const pick = (): string => two(Math.floor(rand() * 100));
  const past = new Map<string, ComputedDraw[]>();
  for (const game of lottery.games()) {
    const slots = previousSlots(game.schedule, game.gameCode, lottery.timeZone, at, SEEDED_PAST_SLOTS);
    past.set(game.gameCode, await lottery.pastDraws(game, slots, at));
  }
  const players = LOTTERY_PLAYERS.flatMap((name) => {
    const user = repos.users.findByUsername(name);
    return user ? [user.id] : [];
  });
  const placements: Placement[] = [];
  for (const [gameCode, slots] of PLAYED) {
    const game = lottery.game(gameCode);
    const computed = past.get(gameCode) ?? [];
    if (!game) continue;
    // The first station of each of the most recent slots (computed is newest slot first).
    const keys = [...new Set(computed.map((c) => c.draw.draw_key))].slice(0, slots);
    for (const key of keys) {
      const c = computed.find((x) => x.draw.draw_key === key);
      if (!c) continue;
      const lo = loNumbers(c.results, lottery.structureOf(game), 2);
      players.forEach((userId, p) => {
        const hit = lo[Math.floor(rand() * lo.length)] ?? pick();
        let miss = pick();
        while (miss === hit) miss = pick();
        const lines: LotteryBetLine[] = [
          {
            betType: 'lo2',
            numbers: p === 0 && rand() < 0.6 ? [hit, miss] : [miss],
            points: 1 + Math.floor(rand() * 3),
          },
          { betType: 'deDacBiet', numbers: [pick()], points: 2 },
        ];
        const pair = [pick(), pick()];
        if (pair[0] !== pair[1]) lines.push({ betType: 'xien2', numbers: pair, points: 1 });
        // Placed an hour before a daily lock, 20 s before a fast game's.
        const lead = game.schedule.kind === 'interval' ? 20_000 : 3_600_000;
        placements.push({ userId, drawId: c.draw.id, at: c.draw.lock_at - lead - p * 1000, lines });
      });
    }
  }
  placements.sort((a, b) => a.at - b.at);
  db.transaction(() => {
    placements.forEach((o, i) => {
      try {
        // Each order in its own savepoint: a refused one leaves nothing behind.
        db.transaction(() =>
          lottery.placeWithin(o.userId, `seed-lottery-${i + 1}`, o.drawId, 'Lott', o.lines, o.at),
        )();
      } catch {
        // A player without the money for it simply has one order fewer.
      }
    });
  })();
  const all = [...past.values()]
    .flat()
    .sort((a, b) => a.draw.draw_at - b.draw.draw_at || a.draw.id - b.draw.id);
  // One transaction (each publication a savepoint in it): one write to disk, not 250.
  db.transaction(() => {
    for (const c of all) lottery.publish(c, c.draw.draw_at);
  })();
  await lottery.runDue(at);
  // Pending orders on the open draws of the current slots.
  db.transaction(() => {
    let n = placements.length;
    for (const [gameCode] of PLAYED) {
      const game = lottery.game(gameCode);
      if (!game) continue;
      const draw = lottery.currentSlot(game, at).draws.find((d) => d.status === 'open' && at < d.lock_at);
      if (!draw) continue;
      players.forEach((userId) => {
        n += 1;
        const lines: LotteryBetLine[] = [
          { betType: 'lo2', numbers: [pick(), pick()].filter((x, i, a) => a.indexOf(x) === i), points: 1 },
        ];
        try {
          db.transaction(() =>
            lottery.placeWithin(userId, `seed-lottery-${n}`, draw.id, 'Lott', lines, at),
          )();
        } catch {
          // As above.
        }
      });
    }
  })();
  return true;
}
