import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/money';
import { useCurrency } from '../../lib/currency';
import { formatDateTime, numberFormatter } from '../../lib/format';

/**
 * Money and dates of the promotion screens in the active language. Amounts come with the brand
 * currency's symbol and decimals from the promotion answers themselves, so a visitor (who has no
 * balance answer) sees them formatted too.
 */
export function usePromotionFormat(currency: { currencySymbol: string; minorUnits: number } | undefined) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { code } = useCurrency();
  return {
    money: (amount: number) =>
      formatMoney(
        amount,
        { code, symbol: currency?.currencySymbol ?? '', minorUnits: currency?.minorUnits },
        language,
      ),
    dateTime: (ms: number | null) => formatDateTime(ms, language),
    number: (n: number) => numberFormatter(language, 'count').format(n),
    percent: (fraction: number) => numberFormatter(language, 'percent').format(fraction),
  };
}
