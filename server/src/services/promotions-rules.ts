import type {
  BrandPromotion,
  PromotionActionRaffle,
  PromotionActionRedEnvelope,
} from '../../../schemas/generated/api.ts';
import type { BrandProblem } from '../brand/types.ts';
import { dayStart } from './agent-centre-dates.ts';

// Pure rules of docs/contract-promotions.md: periods, raffle rounds and draws, the red-envelope
// window and amounts, masking, and the brand checks of config:check. No SQL, no clock of its own.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** A random integer in `[min, maxExclusive)` (`crypto.randomInt` in production). */
export type RandomInt = (min: number, maxExclusive: number) => number;

/** A promotion's period, epoch ms; `end` null = no end. */
export interface Period {
  start: number;
  end: number | null;
}

/** The period of a brand promotion (`startAt`, `endAt` ISO 8601). */
export function periodOf(p: Pick<BrandPromotion, 'startAt' | 'endAt'>): Period {
  return { start: Date.parse(p.startAt), end: p.endAt === null ? null : Date.parse(p.endAt) };
}

/** §4 status from the period alone: `coming soon` before the start, `close` from the end, else null (running). */
export function periodStatus(period: Period, now: number): 'coming soon' | 'close' | null {
  if (now < period.start) return 'coming soon';
  if (period.end !== null && now >= period.end) return 'close';
  return null;
}

/** One raffle round, epoch ms: `[startsAt, endsAt)`; drawn once `endsAt` has passed. */
export interface RoundWindow {
  roundNo: number;
  startsAt: number;
  endsAt: number;
}

/** Round length of a raffle, ms. */
export function roundMs(action: Pick<PromotionActionRaffle, 'roundHours'>): number {
  return action.roundHours * HOUR_MS;
}

/** Round `roundNo` (≥ 1) of a raffle: consecutive rounds from the period's start, cut at its end. */
export function roundWindow(period: Period, lengthMs: number, roundNo: number): RoundWindow {
  const startsAt = period.start + (roundNo - 1) * lengthMs;
  const full = startsAt + lengthMs;
  return { roundNo, startsAt, endsAt: period.end === null ? full : Math.min(full, period.end) };
}

/** The round open at `now`, or null before the start and from the end. */
export function roundAt(period: Period, lengthMs: number, now: number): RoundWindow | null {
  if (periodStatus(period, now) !== null) return null;
  return roundWindow(period, lengthMs, Math.floor((now - period.start) / lengthMs) + 1);
}

/** The last round whose end is at or before `now` (0 when none has ended). */
export function lastEndedRound(period: Period, lengthMs: number, now: number): number {
  if (now < period.start) return 0;
  const last = period.end !== null && now >= period.end ? period.end - 1 : now;
  const containing = Math.floor((last - period.start) / lengthMs) + 1;
  return roundWindow(period, lengthMs, containing).endsAt <= now ? containing : containing - 1;
}

/** Tickets of `stakeMinor` valid bets at one ticket per `perTicketMinor` (> 0). */
export function ticketsOf(stakeMinor: number, perTicketMinor: number): number {
  return perTicketMinor > 0 ? Math.floor(stakeMinor / perTicketMinor) : 0;
}

/**
 * Draws up to `prizes` winners, rank 1 first, each weighted by tickets among the entries that have
 * not won yet (a member wins at most one rank per round). Entries without tickets never win.
 * @returns the winners in rank order (fewer than `prizes` when fewer members hold tickets).
 */
export function drawWinners(
  entries: readonly { userId: number; tickets: number }[],
  prizes: number,
  randomInt: RandomInt,
): { rank: number; userId: number; tickets: number }[] {
  const pool = entries.filter((e) => e.tickets > 0).map((e) => ({ ...e }));
  const winners: { rank: number; userId: number; tickets: number }[] = [];
  for (let rank = 1; rank <= prizes && pool.length > 0; rank++) {
    const total = pool.reduce((sum, e) => sum + e.tickets, 0);
    let pick = randomInt(0, total);
    let index = 0;
    for (; index < pool.length - 1; index++) {
      const entry = pool[index];
      if (entry === undefined || pick < entry.tickets) break;
      pick -= entry.tickets;
    }
    const [won] = pool.splice(index, 1);
    if (won) winners.push({ rank, userId: won.userId, tickets: won.tickets });
  }
  return winners;
}

/** A winner's account as the public list shows it: first 2 characters, `***`, last character. */
export function maskPlayer(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
}

/** Minutes after midnight of `HH:MM` (`24:00` = 1440). */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Today's red-envelope window of brand-local `day` (yyyy-MM-dd) in `timeZone`, epoch ms. */
export function envelopeWindow(
  action: Pick<PromotionActionRedEnvelope, 'dailyFrom' | 'dailyTo'>,
  day: string,
  timeZone: string,
): { startsAt: number; endsAt: number } {
  const midnight = dayStart(day, timeZone);
  return {
    startsAt: midnight + minutesOf(action.dailyFrom) * MINUTE_MS,
    endsAt: midnight + minutesOf(action.dailyTo) * MINUTE_MS,
  };
}

/**
 * A random envelope in `[minMinor, maxMinor]` (minor-unit steps), cut to what is left of the day's
 * pool; null when less than `minMinor` is left (the pool never goes below zero).
 */
export function envelopeAmount(
  minMinor: number,
  maxMinor: number,
  leftMinor: number,
  randomInt: RandomInt,
): number | null {
  if (leftMinor < minMinor) return null;
  const top = Math.min(maxMinor, leftMinor);
  return randomInt(minMinor, top + 1);
}

/**
 * The rules of promotions.json that its schema cannot say (docs/contract-promotions.md "Brand
 * configuration"), for `npm run config:check`: dates that parse, start before end, a cover
 * (sequence 1), red-envelope `min ≤ max ≤ poolPerDay` and `dailyFrom < dailyTo`.
 * @param file the path named in each problem.
 */
export function promotionProblems(promotions: readonly BrandPromotion[], file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  promotions.forEach((p, i) => {
    const at = (pointer: string, message: string) =>
      problems.push({ file, pointer: `/${i}${pointer}`, message });
    const { start, end } = periodOf(p);
    if (Number.isNaN(start)) at('/startAt', 'is not a date-time');
    if (end !== null && Number.isNaN(end)) at('/endAt', 'is not a date-time');
    if (end !== null && !Number.isNaN(start) && end <= start) at('/endAt', 'must be after startAt');
    if (!p.announcementImages.some((img) => img.sequence === 1))
      at('/announcementImages', 'needs a cover (an image of sequence 1)');
    const a = p.action;
    if (a.type === 'redEnvelope') {
      if (a.min > a.max) at('/action/min', `min ${a.min} is above max ${a.max}`);
      if (a.max > a.poolPerDay) at('/action/max', `max ${a.max} is above poolPerDay ${a.poolPerDay}`);
      if (minutesOf(a.dailyFrom) >= minutesOf(a.dailyTo))
        at('/action/dailyTo', `dailyTo ${a.dailyTo} must be after dailyFrom ${a.dailyFrom}`);
    }
  });
  return problems;
}
