/**
 * When lottery draws happen (docs/contract-lottery.md "core/lottery/", brand data `schedule`;
 * spec §1 lottery). Times are brand-local wall-clock times of an IANA time zone, read with Intl
 * only (core/contracts/periods.ts); nothing here reads a clock: `now` is passed in (epoch ms).
 *
 * - `daily`: the draw of brand-local date D is at D `drawAt`, its bets lock at D `lockAt`, its
 *   stations are those of D's weekday, its drawKey is `yyyy-MM-dd`.
 * - `interval`: a draw every `everyMinutes` minutes of wall-clock time counted from brand-local
 *   midnight (00:00, 00:05, …; a day whose length is not a multiple ends with a shorter slot),
 *   drawKey `yyyy-MM-ddTHH:mm` (the local time of the draw), lock `lockSecondsBefore` seconds
 *   before the draw, one station named like the game.
 *
 * Daylight saving: a wall-clock time the zone skips has no interval draw (a daily draw there
 * happens just after the jump); a wall-clock time that occurs twice has one interval draw, at the
 * later reading.
 */
import { wallToInstant, zoneOffsetMs } from '../contracts/periods.ts';

/** A day of the week, as brand data keys the daily stations. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** A game's draw schedule (brand data `games[].schedule`); clock times are `HH:mm`, brand-local. */
export type Schedule =
  | { kind: 'daily'; drawAt: string; lockAt: string; stations: Record<Weekday, string[]> }
  | { kind: 'interval'; everyMinutes: number; lockSecondsBefore: number };

/** One draw time of a game: its key, the stations that draw, and its instants (epoch ms). */
export interface Slot {
  drawKey: string;
  stationCodes: string[];
  lockAt: number;
  drawAt: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const DAY_MINUTES = 1440;
/** Farther than any daylight-saving jump: within this of an instant, a zone changes offset once at most. */
const DST_MARGIN = 3 * 60 * MINUTE;
const WEEKDAYS: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `HH:mm` → minutes after midnight. @throws RangeError for anything else. */
function clockMinutes(text: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!match) throw new RangeError(`a clock time must be HH:mm, got ${JSON.stringify(text)}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Wall-clock time as UTC-shifted ms (local fields read with getUTC*) → `yyyy-MM-dd`. */
function dateKeyOf(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function minuteKeyOf(wall: number): string {
  const d = new Date(wall);
  return `${dateKeyOf(wall)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant of a wall-clock time given as UTC-shifted ms (a skipped time → after the jump). */
function instantOfWall(timeZone: string, wall: number): number {
  const d = new Date(wall);
  return wallToInstant(
    timeZone,
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  );
}

/** The daily slot of the local date whose midnight is `dayWall` (UTC-shifted ms). */
function dailySlot(schedule: Extract<Schedule, { kind: 'daily' }>, timeZone: string, dayWall: number): Slot {
  const draw = clockMinutes(schedule.drawAt);
  const lock = clockMinutes(schedule.lockAt);
  if (lock > draw)
    throw new RangeError(
      `lockAt ${schedule.lockAt} is after drawAt ${schedule.drawAt}: both are on the draw's date`,
    );
  const weekday = WEEKDAYS[new Date(dayWall).getUTCDay()] ?? 'sun';
  return {
    drawKey: dateKeyOf(dayWall),
    stationCodes: [...(schedule.stations[weekday] ?? [])],
    lockAt: instantOfWall(timeZone, dayWall + lock * MINUTE),
    drawAt: instantOfWall(timeZone, dayWall + draw * MINUTE),
  };
}

/** Local midnight (UTC-shifted ms) of the brand-local date of `now`. */
function localDayWall(timeZone: string, now: number): number {
  return Math.floor((now + zoneOffsetMs(now, timeZone)) / DAY) * DAY;
}

type IntervalSchedule = Extract<Schedule, { kind: 'interval' }>;

function checkInterval(schedule: IntervalSchedule): void {
  const { everyMinutes: every, lockSecondsBefore: lock } = schedule;
  if (!Number.isSafeInteger(every) || every < 1 || every > DAY_MINUTES)
    throw new RangeError(`everyMinutes must be an integer 1–1440, got ${every}`);
  if (!Number.isSafeInteger(lock) || lock < 0 || lock >= every * 60)
    throw new RangeError(`lockSecondsBefore must be an integer 0–${every * 60 - 1}, got ${lock}`);
}

/**
 * The interval draw next to instant `t`: the first with drawAt > t (`direction` 1) or the last
 * with drawAt < t (−1). Returns its instant and its wall-clock time (UTC-shifted ms).
 *
 * Intl is asked for the zone offset on both sides of `t` (farther than one step and any jump);
 * when they differ, the instant of the change is found by bisection (whole seconds). The aligned
 * wall-clock times around `t` are then mapped to instants by arithmetic: a time the change skips
 * has no draw, a time it repeats takes its later reading.
 */
function intervalNeighbour(
  every: number,
  timeZone: string,
  t: number,
  direction: 1 | -1,
): { drawAt: number; wall: number } {
  const step = every * MINUTE;
  const lastIndex = Math.ceil(DAY_MINUTES / every) - 1;
  const span = DST_MARGIN + step;
  const before = zoneOffsetMs(t - span, timeZone);
  const after = zoneOffsetMs(t + span, timeZone);
  let change = Number.POSITIVE_INFINITY;
  if (before !== after) {
    let lo = Math.floor((t - span) / 1000);
    let hi = Math.ceil((t + span) / 1000);
    while (hi - lo > 1) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (zoneOffsetMs(mid * 1000, timeZone) === before) lo = mid;
      else hi = mid;
    }
    change = hi * 1000;
  }
  const instantOf = (wall: number): number | null => {
    const early = wall - before < change ? wall - before : null;
    const late = wall - after >= change ? wall - after : null;
    return late ?? early;
  };
  const jump = Math.abs(after - before);
  const lowWall = t + Math.min(before, after) - step - jump;
  const highWall = t + Math.max(before, after) + step + jump;
  let best: { drawAt: number; wall: number } | null = null;
  for (let dayWall = Math.floor(lowWall / DAY) * DAY; dayWall <= highWall; dayWall += DAY) {
    const first = Math.max(0, Math.ceil((lowWall - dayWall) / step));
    const last = Math.min(lastIndex, Math.floor((highWall - dayWall) / step));
    for (let k = first; k <= last; k++) {
      const wall = dayWall + k * step;
      const drawAt = instantOf(wall);
      if (drawAt === null) continue; // skipped by the change
      const beyond = direction === 1 ? drawAt > t : drawAt < t;
      const closer = best === null || (direction === 1 ? drawAt < best.drawAt : drawAt > best.drawAt);
      if (beyond && closer) best = { drawAt, wall };
    }
  }
  // Unreachable: the window holds a step and a jump on each side of `t`.
  if (!best) throw new RangeError(`no draw near ${t} in ${timeZone}`);
  return best;
}

function intervalSlot(
  schedule: IntervalSchedule,
  gameCode: string,
  neighbour: { drawAt: number; wall: number },
): Slot {
  return {
    drawKey: minuteKeyOf(neighbour.wall),
    stationCodes: [gameCode],
    lockAt: neighbour.drawAt - schedule.lockSecondsBefore * 1000,
    drawAt: neighbour.drawAt,
  };
}

/**
 * The slot a bet placed at `now` (epoch ms) goes to: the first whose drawAt > now. Daily: today's
 * (brand-local date of `now`) while now < today's drawAt, else tomorrow's. The bet is refused
 * when now ≥ the slot's `lockAt` (the caller checks).
 * @param timeZone - the brand's IANA zone (`Asia/Ho_Chi_Minh`)
 * @throws RangeError for an unknown time zone, a clock time not `HH:mm`, lockAt after drawAt,
 *   everyMinutes not 1–1440, or lockSecondsBefore not 0 … everyMinutes × 60 − 1.
 */
export function slotAt(schedule: Schedule, gameCode: string, timeZone: string, now: number): Slot {
  if (schedule.kind === 'daily') {
    const today = dailySlot(schedule, timeZone, localDayWall(timeZone, now));
    if (now < today.drawAt) return today;
    return dailySlot(schedule, timeZone, localDayWall(timeZone, now) + DAY);
  }
  checkInterval(schedule);
  return intervalSlot(schedule, gameCode, intervalNeighbour(schedule.everyMinutes, timeZone, now, 1));
}

/**
 * The `count` slots before `slotAt(now)`, newest first (for seeding draws and results history).
 * Daily: the previous local dates; interval: the previous draw times.
 * @throws RangeError as {@link slotAt}, and when `count` is not an integer ≥ 0.
 */
export function previousSlots(
  schedule: Schedule,
  gameCode: string,
  timeZone: string,
  now: number,
  count: number,
): Slot[] {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
  const current = slotAt(schedule, gameCode, timeZone, now);
  const slots: Slot[] = [];
  if (schedule.kind === 'daily') {
    const [year, month, day] = current.drawKey.split('-').map(Number);
    const dayWall = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1);
    for (let i = 1; i <= count; i++) slots.push(dailySlot(schedule, timeZone, dayWall - i * DAY));
    return slots;
  }
  let t = current.drawAt;
  for (let i = 0; i < count; i++) {
    const neighbour = intervalNeighbour(schedule.everyMinutes, timeZone, t, -1);
    slots.push(intervalSlot(schedule, gameCode, neighbour));
    t = neighbour.drawAt;
  }
  return slots;
}

/**
 * A countdown of `ms` milliseconds as `h:mm:ss` (or `m:ss` under an hour), whole seconds rounded up;
 * never negative. The lottery screens' and the server's first screen of /vnlottery (issue 13).
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
