/**
 * Date ranges of the record and report pages: `yyyy-MM-dd` local calendar days (the queries'
 * `from`/`to`), the §9 quick ranges of the member-centre records (previous and next 7 and 30 days)
 * and the agent centre's calendar ranges (today, yesterday, this and last week, this and last
 * month; docs/contract-agent.md `TeamOverviewQuery.range`). Pure: no React, no i18n.
 */

/** An inclusive range of days, `yyyy-MM-dd` each. */
export interface DateRange {
  from: string;
  to: string;
}

/** §9 quick ranges of the member-centre records pages. */
export const QUICK_RANGES = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/**
 * The agent centre's quick ranges (docs/contract-agent.md): calendar periods, weeks starting on
 * Monday, the same names the server takes in `GET /wps/agent/teamOverview`.
 */
export const CALENDAR_RANGES = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
] as const;
export type CalendarRange = (typeof CALENDAR_RANGES)[number];

/**
 * Today in `timeZone` (IANA, e.g. the brand's `Asia/Ho_Chi_Minh`) as a local Date at midnight, for
 * {@link calendarRange} and {@link quickRange}: the agent reports' days are the brand's, whatever
 * the device's zone. An unknown zone falls back to the device's day.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): Date {
  if (!timeZone) return now;
  try {
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .format(now)
      .split('-')
      .map(Number);
    return new Date(y ?? now.getFullYear(), (m ?? now.getMonth() + 1) - 1, d ?? now.getDate());
  } catch {
    return now;
  }
}

/** `yyyy-MM-dd` of a local date. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * The range of a quick choice, today included: `previous7` is the 7 days ending today (today − 6
 * … today), `next7` the 7 days starting today (today … today + 6); likewise for 30.
 */
export function quickRange(choice: QuickRange, today: Date = new Date()): DateRange {
  const days = choice.endsWith('30') ? 30 : 7;
  if (choice.startsWith('previous')) return { from: isoDay(addDays(today, -(days - 1))), to: isoDay(today) };
  return { from: isoDay(today), to: isoDay(addDays(today, days - 1)) };
}

/**
 * The days of a calendar range around `today` (local days): `today`, `yesterday`; `thisWeek` is
 * Monday of this week … today, `lastWeek` Monday … Sunday of the week before; `thisMonth` the 1st
 * … today, `lastMonth` the whole previous month. Ranges that are still running end today, like
 * the server's.
 */
export function calendarRange(choice: CalendarRange, today: Date = new Date()): DateRange {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  // getDay(): 0 = Sunday; days since Monday 0…6.
  const sinceMonday = (day.getDay() + 6) % 7;
  switch (choice) {
    case 'today':
      return { from: isoDay(day), to: isoDay(day) };
    case 'yesterday': {
      const yesterday = addDays(day, -1);
      return { from: isoDay(yesterday), to: isoDay(yesterday) };
    }
    case 'thisWeek':
      return { from: isoDay(addDays(day, -sinceMonday)), to: isoDay(day) };
    case 'lastWeek':
      return { from: isoDay(addDays(day, -sinceMonday - 7)), to: isoDay(addDays(day, -sinceMonday - 1)) };
    case 'thisMonth':
      return { from: isoDay(new Date(day.getFullYear(), day.getMonth(), 1)), to: isoDay(day) };
    case 'lastMonth':
      return {
        from: isoDay(new Date(day.getFullYear(), day.getMonth() - 1, 1)),
        to: isoDay(new Date(day.getFullYear(), day.getMonth(), 0)),
      };
  }
}

/** True when both dates are valid `yyyy-MM-dd` and `from` is not after `to`. */
export function isValidRange(range: DateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(range.from) && day.test(range.to) && range.from <= range.to;
}

/** Whole days from `from` to `to` (0 for the same day); NaN when a date is not `yyyy-MM-dd`. */
export function daysBetween(range: DateRange): number {
  const parse = (value: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  };
  return Math.round((parse(range.to) - parse(range.from)) / 86_400_000);
}
