/**
 * Contract periods in the brand time zone (docs/contract-agent.md "Words": Periods; spec §4, §9).
 * A period is a half-open interval of instants `[startMs, endMs)` whose bounds are local
 * wall-clock boundaries of an IANA time zone; its key names it:
 *
 * | kind          | key                | local bounds                                      |
 * | ------------- | ------------------ | ------------------------------------------------- |
 * | `day`         | `2026-11-23`       | 00:00 → next day 00:00                            |
 * | `hour`        | `2026-11-23T14`    | 14:00 → 15:00                                     |
 * | `fiveMinutes` | `2026-11-23T14:05` | 14:05 → 14:10                                     |
 * | `week`        | `2026-W48`         | ISO week: Monday 00:00 → next Monday 00:00        |
 * | `semiMonth`   | `2026-11-H1`       | H1 = 1st 00:00 → 16th 00:00, H2 = 16th → next 1st |
 * | `month`       | `2026-11`          | 1st 00:00 → next 1st 00:00                        |
 *
 * Zone offsets come from `Intl.DateTimeFormat` (core imports no package); a wall-clock time that
 * a daylight-saving jump skips maps to the instant after the jump. Pure: no clock is read.
 */
import type { ContractTerms, DividendPeriod } from '../../schemas/generated/api.ts';

/** The period kinds of the contract kinds and dividend periods. */
export type PeriodKind = 'day' | 'hour' | 'fiveMinutes' | 'week' | 'semiMonth' | 'month';

/** Every {@link PeriodKind}. */
export const PERIOD_KINDS: readonly PeriodKind[] = [
  'day',
  'hour',
  'fiveMinutes',
  'week',
  'semiMonth',
  'month',
];

/** One period: its key and its instants (epoch ms, end exclusive). */
export interface Period {
  key: string;
  startMs: number;
  endMs: number;
}

/** A period together with its kind (what {@link parsePeriodKey} returns). */
export interface KindedPeriod extends Period {
  kind: PeriodKind;
}

const DIVIDEND_PERIOD_KIND: Record<DividendPeriod, PeriodKind> = {
  daily: 'day',
  weekly: 'week',
  semiMonthly: 'semiMonth',
  monthly: 'month',
};

/**
 * The period kind a contract settles by: dailyWage → day, hourlyWage → hour, realtimeWage →
 * fiveMinutes (§9), dividend → its `period` (daily, weekly, semiMonthly, monthly; a dividend
 * without one settles monthly, though validation refuses it).
 */
export function periodKindOf(terms: Pick<ContractTerms, 'kind' | 'period'>): PeriodKind {
  switch (terms.kind) {
    case 'dailyWage':
      return 'day';
    case 'hourlyWage':
      return 'hour';
    case 'realtimeWage':
      return 'fiveMinutes';
    case 'dividend':
      return DIVIDEND_PERIOD_KIND[terms.period ?? 'monthly'];
  }
}

/** Local wall-clock fields (month 1–12). */
interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws RangeError for an unknown zone, which is what callers should see.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Offset of `timeZone` at `instantMs`: local wall time minus UTC, ms (Asia/Ho_Chi_Minh: +7 h). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(new Date(whole)))
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  const local = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return local - whole;
}

function wallOf(instantMs: number, timeZone: string): Wall {
  const d = new Date(instantMs + zoneOffsetMs(instantMs, timeZone));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

/**
 * The instant of a local wall-clock time in `timeZone`. Month and day may overflow (month 13 = next
 * January, day 0 = last day of the previous month), as with `Date.UTC`.
 */
export function wallToInstant(
  timeZone: string,
  year: number,
  month: number,
  day = 1,
  hour = 0,
  minute = 0,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  const offset = zoneOffsetMs(first, timeZone);
  const second = asUtc - offset;
  if (zoneOffsetMs(second, timeZone) === offset) return second;
  // In a skipped hour (spring forward): the later reading is past the jump.
  return Math.max(first, second);
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `yyyy-MM-dd` of a wall date (normalizing overflowing fields through Date.UTC). */
function dateKey(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO week-year and week number of a calendar date, and the date of its Monday (UTC fields). */
function isoWeek(year: number, month: number, day: number): { weekYear: number; week: number; monday: Date } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(date.getTime() - weekday * 86_400_000);
  const thursday = new Date(monday.getTime() + 3 * 86_400_000);
  const weekYear = thursday.getUTCFullYear();
  const jan1 = Date.UTC(weekYear, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / (7 * 86_400_000)) + 1;
  return { weekYear, week, monday };
}

/**
 * The period of `kind` holding `instantMs` in `timeZone`.
 *
 * @param kind a period kind, or a contract's terms (see {@link periodKindOf}).
 * @param instantMs epoch ms.
 * @param timeZone IANA zone, e.g. `Asia/Ho_Chi_Minh`.
 * @returns `{ key, startMs, endMs }`, `startMs ≤ instantMs < endMs`.
 * @throws RangeError for an unknown time zone.
 */
export function periodOf(
  kind: PeriodKind | Pick<ContractTerms, 'kind' | 'period'>,
  instantMs: number,
  timeZone: string,
): Period {
  const k = typeof kind === 'string' ? kind : periodKindOf(kind);
  const w = wallOf(instantMs, timeZone);
  const at = (y: number, mo: number, d = 1, h = 0, mi = 0) => wallToInstant(timeZone, y, mo, d, h, mi);
  switch (k) {
    case 'day':
      return {
        key: dateKey(w.year, w.month, w.day),
        startMs: at(w.year, w.month, w.day),
        endMs: at(w.year, w.month, w.day + 1),
      };
    case 'hour':
      return {
        key: `${dateKey(w.year, w.month, w.day)}T${pad(w.hour)}`,
        startMs: at(w.year, w.month, w.day, w.hour),
        endMs: at(w.year, w.month, w.day, w.hour + 1),
      };
    case 'fiveMinutes': {
      const minute = w.minute - (w.minute % 5);
      return {
        key: `${dateKey(w.year, w.month, w.day)}T${pad(w.hour)}:${pad(minute)}`,
        startMs: at(w.year, w.month, w.day, w.hour, minute),
        endMs: at(w.year, w.month, w.day, w.hour, minute + 5),
      };
    }
    case 'week': {
      const { weekYear, week, monday } = isoWeek(w.year, w.month, w.day);
      const [y, mo, d] = [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
      return { key: `${pad(weekYear, 4)}-W${pad(week)}`, startMs: at(y, mo, d), endMs: at(y, mo, d + 7) };
    }
    case 'semiMonth': {
      const first = w.day <= 15;
      return {
        key: `${pad(w.year, 4)}-${pad(w.month)}-${first ? 'H1' : 'H2'}`,
        startMs: first ? at(w.year, w.month, 1) : at(w.year, w.month, 16),
        endMs: first ? at(w.year, w.month, 16) : at(w.year, w.month + 1, 1),
      };
    }
    case 'month':
      return {
        key: `${pad(w.year, 4)}-${pad(w.month)}`,
        startMs: at(w.year, w.month),
        endMs: at(w.year, w.month + 1),
      };
  }
}

/** The period just before `period` (same kind). */
export function previousPeriod(kind: PeriodKind, period: Period, timeZone: string): Period {
  return periodOf(kind, period.startMs - 1, timeZone);
}

/** The period just after `period` (same kind). */
export function nextPeriod(kind: PeriodKind, period: Period, timeZone: string): Period {
  return periodOf(kind, period.endMs, timeZone);
}

/** The last period of `kind` that has ended at `instantMs` (the one before the current one). */
export function lastCompletedPeriod(kind: PeriodKind, instantMs: number, timeZone: string): Period {
  return previousPeriod(kind, periodOf(kind, instantMs, timeZone), timeZone);
}

const KEY_PATTERNS: [PeriodKind, RegExp][] = [
  ['fiveMinutes', /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/],
  ['hour', /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/],
  ['day', /^(\d{4})-(\d{2})-(\d{2})$/],
  ['week', /^(\d{4})-W(\d{2})$/],
  ['semiMonth', /^(\d{4})-(\d{2})-H([12])$/],
  ['month', /^(\d{4})-(\d{2})$/],
];

/** Days in a month (1–12) of a year. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The Monday (year, month, day) of ISO week `week` of `weekYear`, or null when it has no such week. */
function mondayOfIsoWeek(weekYear: number, week: number): [number, number, number] | null {
  const jan4 = new Date(Date.UTC(weekYear, 0, 4));
  const week1Monday = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000;
  const monday = new Date(week1Monday + (week - 1) * 7 * 86_400_000);
  const check = isoWeek(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate());
  if (week < 1 || check.weekYear !== weekYear || check.week !== week) return null;
  return [monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()];
}

/**
 * Reads a period key back (the inverse of {@link periodOf}'s `key`).
 * @returns the period and its kind, or null when `key` is not a valid key (bad format, month 13,
 *   31 February, hour 24, minute not a multiple of 5, week 54, …).
 * @throws RangeError for an unknown time zone.
 */
export function parsePeriodKey(key: string, timeZone: string): KindedPeriod | null {
  for (const [kind, pattern] of KEY_PATTERNS) {
    const m = pattern.exec(key);
    if (!m) continue;
    const n = m.slice(1).map(Number);
    const [year = 0, second = 0, third = 0, hour = 0, minute = 0] = n;
    let probe: number;
    if (kind === 'week') {
      const monday = mondayOfIsoWeek(year, second);
      if (!monday) return null;
      probe = wallToInstant(timeZone, ...monday);
    } else {
      const month = second;
      if (month < 1 || month > 12) return null;
      if (kind === 'month') probe = wallToInstant(timeZone, year, month);
      else if (kind === 'semiMonth') probe = wallToInstant(timeZone, year, month, third === 1 ? 1 : 16);
      else {
        if (third < 1 || third > daysIn(year, month) || hour > 23 || minute > 59) return null;
        if (kind === 'fiveMinutes' && minute % 5 !== 0) return null;
        probe = wallToInstant(timeZone, year, month, third, hour, minute);
      }
    }
    const period = periodOf(kind, probe, timeZone);
    return period.key === key ? { kind, ...period } : null;
  }
  return null;
}

/**
 * The instant a local day `yyyy-MM-dd` starts in `timeZone` (for `from`/`to` date filters: a
 * range `[dayStartMs(from), dayStartMs(to + 1 day))`).
 * @returns null when `date` is not a valid date.
 */
export function dayStartMs(date: string, timeZone: string): number | null {
  const p = parsePeriodKey(date, timeZone);
  return p && p.kind === 'day' ? p.startMs : null;
}
