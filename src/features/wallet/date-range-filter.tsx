import { useTranslation } from 'react-i18next';
import { DateRangeFilter as RangeFilter } from '../../components/date-range-filter';
import { QUICK_RANGES, quickRange, type DateRange } from '../../lib/date-ranges';

/**
 * From/to date inputs with the §9 quick ranges (previous and next 7 and 30 days) of the records
 * pages. Controlled: `onChange` receives the new range.
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <RangeFilter
      value={value}
      onChange={onChange}
      choices={QUICK_RANGES.map((id) => ({ id, label: t(`range.${id}`), range: quickRange(id) }))}
      labels={{ quick: t('range.quick'), from: t('range.from'), to: t('range.to') }}
    />
  );
}
