import type { TeamOverviewQuery } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { invalid } from '../errors.ts';

/** The brand time zone when site.json names none (docs/contract-agent.md). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Longest `from`–`to` range of the agent-centre reports, days (docs/contract-agent.md). */
export const AGENT_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The brand's IANA time zone (site.json `timeZone`), {@link DEFAULT_TIME_ZONE} when it names none.
 * Every agent-centre day, week and month is read in it. The one place that reads it.
 */
export function brandTimeZone(brand: BrandStore): string {
  return brand.current().site.timeZone ?? DEFAULT_TIME_ZONE;
}

function format(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of instant `ms` in `timeZone`. */
function wallClock(ms: number, timeZone: string): { y: number; m: number; d: number; wallMs: number } {
  const parts: Record<string, number> = {};
  for (const p of format(timeZone).formatToParts(ms))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const y = parts.year ?? 1970;
  const m = parts.month ?? 1;
  const d = parts.day ?? 1;
  const wallMs = Date.UTC(y, m - 1, d, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return { y, m, d, wallMs };
}

/** The offset of `timeZone` at instant `ms` (local wall time − UTC), ms. */
function offsetMs(ms: number, timeZone: string): number {
  const floored = Math.floor(ms / 1000) * 1000;
  return wallClock(floored, timeZone).wallMs - floored;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The yyyy-MM-dd day of instant `ms` (epoch ms) in `timeZone`. */
export function dayOf(ms: number, timeZone: string): string {
  const { y, m, d } = wallClock(ms, timeZone);
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** A yyyy-MM-dd text → its UTC-midnight epoch ms (a calendar number), or null when not a real day. */
function calendar(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

function fromCalendar(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` + `n` days (yyyy-MM-dd). @throws RangeError when `day` is not a real day. */
export function addDays(day: string, n: number): string {
  const ms = calendar(day);
  if (ms === null) throw new RangeError(`not a day: ${day}`);
  return fromCalendar(ms + n * DAY_MS);
}

/**
 * The instant (epoch ms) at which `day` begins in `timeZone` (its 00:00, or the first minute after
 * a daylight-saving gap at midnight). @throws RangeError when `day` is not a real day.
 */
export function dayStart(day: string, timeZone: string): number {
  const midnight = calendar(day);
  if (midnight === null) throw new RangeError(`not a day: ${day}`);
  let t = midnight - offsetMs(midnight, timeZone);
  // A second pass settles days whose offset differs from the first guess (DST change nearby).
  t = midnight - offsetMs(t, timeZone);
  return t;
}

/** `[start, end)` epoch ms of the days `from`…`to` (inclusive) in `timeZone`. */
export function daysToInstants(from: string, to: string, timeZone: string): { start: number; end: number } {
  return { start: dayStart(from, timeZone), end: dayStart(addDays(to, 1), timeZone) };
}

/**
 * A report's `from`/`to` (yyyy-MM-dd, inclusive, brand days) as `[start, end)` epoch ms.
 * @throws AppError 400 `VALIDATION`: not a real day, `from` after `to`, more than
 *   {@link AGENT_MAX_DAYS} days.
 */
export function reportRange(
  from: string,
  to: string,
  timeZone: string,
): { from: string; to: string; start: number; end: number } {
  const a = calendar(from);
  if (a === null) throw invalid('querystring/from', 'must be a date yyyy-MM-dd');
  const b = calendar(to);
  if (b === null) throw invalid('querystring/to', 'must be a date yyyy-MM-dd');
  if (a > b) throw invalid('querystring/from', 'must not be after querystring/to');
  if ((b - a) / DAY_MS + 1 > AGENT_MAX_DAYS)
    throw invalid('querystring/from', `range must be at most ${AGENT_MAX_DAYS} days`);
  return { from, to, ...daysToInstants(from, to, timeZone) };
}

/**
 * The days of a quick range at instant `now` in `timeZone` (weeks start on Monday): today,
 * yesterday, this week (Monday…today), last week (Monday…Sunday), this month (1st…today), last
 * month (1st…last day).
 */
export function quickRange(
  range: TeamOverviewQuery['range'],
  now: number,
  timeZone: string,
): { from: string; to: string } {
  const today = dayOf(now, timeZone);
  const weekday = (new Date(calendar(today) ?? 0).getUTCDay() + 6) % 7; // 0 = Monday
  const monday = addDays(today, -weekday);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDays(today, -1);
      return { from: y, to: y };
    }
    case 'thisWeek':
      return { from: monday, to: today };
    case 'lastWeek':
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const last = addDays(firstOfMonth, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
  }
}
