import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../core/money';
import { useCurrency } from './currency';

/**
 * The site's date and time styles: the one place that builds the Intl options, so every page
 * shows a date the same way in the active language (issue 12 "one Intl formatter").
 * `dateTime` = date and time of an instant, `day` = a calendar day, `time` = a time of day.
 */
const DATE_STYLES = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A date style of {@link DATE_STYLES}. */
export type DateStyle = keyof typeof DATE_STYLES;

/**
 * The formatter of `style` in `language` from `cache`, built by `make` on first use: building an
 * Intl formatter costs far more than formatting with it (issue 13, TBT). A language tag Intl
 * refuses falls back to the runtime's default locale (`make(undefined)`) rather than throwing.
 */
function cachedFormatter<F>(
  cache: Map<string, F>,
  language: string,
  style: string,
  make: (locale: string | undefined) => F,
): F {
  const key = `${language}|${style}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    try {
      formatter = make(language);
    } catch {
      formatter = make(undefined);
    }
    cache.set(key, formatter);
  }
  return formatter;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The cached `Intl.DateTimeFormat` of `style` in `language` (BCP 47 tag, e.g. `vi`, `zh-CN`).
 * A tag Intl refuses falls back to the runtime's default locale rather than throwing.
 */
export function dateFormatter(language: string, style: DateStyle): Intl.DateTimeFormat {
  return cachedFormatter(
    dateFormatters,
    language,
    style,
    (locale) => new Intl.DateTimeFormat(locale, DATE_STYLES[style]),
  );
}

/**
 * The site's number styles: `count` = a count with the language's grouping, `percent` = a
 * fraction as a percentage (at most 2 decimals).
 */
const NUMBER_STYLES = {
  count: {},
  percent: { style: 'percent', maximumFractionDigits: 2 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

/** A number style of {@link NUMBER_STYLES}. */
export type NumberStyle = keyof typeof NUMBER_STYLES;

const numberFormatters = new Map<string, Intl.NumberFormat>();

/**
 * The cached `Intl.NumberFormat` of `style` in `language` (BCP 47), built once per language and
 * style. A tag Intl refuses falls back to the runtime's default locale rather than throwing.
 */
export function numberFormatter(language: string, style: NumberStyle): Intl.NumberFormat {
  return cachedFormatter(
    numberFormatters,
    language,
    style,
    (locale) => new Intl.NumberFormat(locale, NUMBER_STYLES[style]),
  );
}

/**
 * Builds `language`'s date-time and count formatters ahead of need (issue 13, TBT). The first Intl
 * formatter a page builds initialises the engine's locale data: about 20–30 ms on a fast desktop,
 * four times that on a mid-range phone, the date-time one most. Left to the first screen that shows
 * an amount or a date (the home page's winners, the promotions' periods), it lands in a long task
 * after the first paint; the entry calls this while it waits for its first answers
 * (`boot-prefetch.ts`). The formatters are the cached ones, so that first screen reuses them.
 * @param schedule runs each formatter's build (`setTimeout(warm, 0)`: one task each, so neither
 *   adds to the other's; default: now).
 */
export function warmIntl(language: string, schedule: (warm: () => void) => void = (warm) => warm()): void {
  schedule(() => dateFormatter(language, 'dateTime').format(0));
  schedule(() => numberFormatter(language, 'count').format(0));
}

/** An instant (ISO date-time or epoch ms) in `style`; '' when absent, the input itself when unreadable. */
function formatInstant(
  value: string | number | null | undefined,
  language: string,
  style: DateStyle,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormatter(language, style).format(date);
}

/** Formats an ISO date-time (or epoch ms) with date and time in `language`; '' when absent. */
export function formatDateTime(value: string | number | null | undefined, language: string): string {
  return formatInstant(value, language, 'dateTime');
}

/** The time of day of an ISO date-time (or epoch ms) in `language` (e.g. `2:05 PM`); '' when absent. */
export function formatTime(value: string | number | null | undefined, language: string): string {
  return formatInstant(value, language, 'time');
}

/** A `yyyy-MM-dd` day in `language` (read as a local date). */
export function formatDay(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateFormatter(language, 'day').format(date);
}

/**
 * A wall-clock key of the brand's time zone as written, without converting it to the viewer's
 * zone: a day `yyyy-MM-dd` as a day, a minute `yyyy-MM-ddTHH:mm` as date and time (e.g. a lottery
 * `drawKey`, docs/contract-lottery.md "Draw"). Anything else is returned unchanged.
 */
export function formatLocalDateTime(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return value;
  if (match[4] === undefined) return formatDay(value, language);
  const date = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
  );
  return dateFormatter(language, 'dateTime').format(date);
}

/**
 * Money and date formatters in the active language, amounts in `useCurrency`'s currency
 * (`formatMoney`: Intl's currency style for its ISO code). `minorUnits` is also the number of
 * decimals an amount typed on a wallet page may have (`parseAmount`'s `decimals`). `money` is
 * the same function while the currency and language are.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const { code, symbol, minorUnits } = useCurrency();
  const language = i18n.language;
  // One `money` while the currency and language stay, so what takes it can skip a render.
  const money = useCallback(
    (amount: number) => formatMoney(amount, { code, symbol, minorUnits }, language),
    [code, symbol, minorUnits, language],
  );
  return {
    minorUnits,
    money,
    dateTime: (value: string | number | null | undefined) => formatDateTime(value, language),
    time: (value: string | number | null | undefined) => formatTime(value, language),
    day: (value: string) => formatDay(value, language),
    localDateTime: (value: string) => formatLocalDateTime(value, language),
    /** A count (members, bets) with the language's grouping. */
    number: (value: number) => numberFormatter(language, 'count').format(value),
    percent: (fraction: number) => numberFormatter(language, 'percent').format(fraction),
  };
}
