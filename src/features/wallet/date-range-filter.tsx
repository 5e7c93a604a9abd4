import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import { QUICK_RANGES, quickRange, type DateRange } from './date-ranges';
import { Button } from '../../components/button';

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
    <div className="wal-range">
      <div className="wal-quick" role="group" aria-label={t('range.quick')}>
        {QUICK_RANGES.map((choice) => {
          const range = quickRange(choice);
          const active = range.from === value.from && range.to === value.to;
          return (
            <Button
              key={choice}
              variant="ghost"
              className={active ? 'is-active' : undefined}
              aria-pressed={active}
              onClick={() => onChange(range)}
            >
              {t(`range.${choice}`)}
            </Button>
          );
        })}
      </div>
      <div className="wal-range-inputs">
        <Field
          label={t('range.from')}
          type="date"
          value={value.from}
          max={value.to}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
        <Field
          label={t('range.to')}
          type="date"
          value={value.to}
          min={value.from}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
    </div>
  );
}
