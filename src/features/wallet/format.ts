import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { balanceQuery } from '../../lib/api/queries';

/**
 * Formats a major-unit amount with Intl.NumberFormat in `language` (2 decimals) and the brand's
 * currency symbol (from the balance answer), e.g. `₫1,000.00`; negative amounts keep the sign
 * before the symbol.
 */
export function formatMoney(amount: number, symbol: string, language: string): string {
  const digits = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbol}${digits}`;
}

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

/** Money and date formatters in the active language, with the symbol of the member's currency. */
export function useFormat() {
  const { i18n } = useTranslation();
  const balance = useQuery(balanceQuery());
  const symbol = balance.data?.currencySymbol ?? '';
  const language = i18n.language;
  return {
    money: (amount: number) => formatMoney(amount, symbol, language),
    dateTime: (value: string | number | null | undefined) => formatDateTime(value, language),
    day: (value: string) => formatDay(value, language),
    percent: (fraction: number) =>
      new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(fraction),
  };
}
