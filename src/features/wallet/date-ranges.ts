/**
 * §9 date quick-ranges of the records pages: next and previous 7 and 30 days. Dates are local
 * calendar days formatted `yyyy-MM-dd` (the records queries' `from`/`to`).
 */
export const QUICK_RANGES = ['previous7', 'previous30', 'next7', 'next30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DateRange {
  from: string;
  to: string;
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

/** True when both dates are valid `yyyy-MM-dd` and `from` is not after `to`. */
export function isValidRange(range: DateRange): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  return day.test(range.from) && day.test(range.to) && range.from <= range.to;
}
