import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from './api/queries';
import { DEFAULT_MINOR_UNITS, formatMoney } from '../../core/money';

/** Formats an ISO date-time (or epoch ms) with Intl.DateTimeFormat in `language`; '' when absent. */
export function formatDateTime(value: string | number | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A `yyyy-MM-dd` day in `language` (read as a local date). */
export function formatDay(value: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * Money and date formatters in the active language, with the symbol and `minorUnits` of the
 * member's currency (balance answer `GET /wps/v2/wallets/balance`, §7 Wallet). While the balance
 * loads, or from a platform that does not send `minorUnits`, the symbol is '' and `minorUnits` is
 * {@link DEFAULT_MINOR_UNITS}. `minorUnits` is also the number of decimals an amount typed on a
 * wallet page may have (`parseAmount`'s `decimals`).
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const balance = useQuery(balanceQuery());
  const symbol = balance.data?.currencySymbol ?? '';
  const minorUnits = balance.data?.minorUnits ?? DEFAULT_MINOR_UNITS;
  const language = i18n.language;
  return {
    minorUnits,
    money: (amount: number) => formatMoney(amount, symbol, language, minorUnits),
    dateTime: (value: string | number | null | undefined) => formatDateTime(value, language),
    day: (value: string) => formatDay(value, language),
    /** A count (members, bets) with the language's grouping. */
    number: (value: number) => new Intl.NumberFormat(language).format(value),
    percent: (fraction: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(fraction),
  };
}
