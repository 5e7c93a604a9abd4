import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../components/date-range-filter';
import { CALENDAR_RANGES, calendarRange, daysBetween, type DateRange } from '../../lib/date-ranges';
import { MAX_RANGE_DAYS } from '../../lib/api/agent';
import { useBrandToday } from './use-brand-today';

/**
 * What is wrong with a report range (docs/contract-agent.md: `from` ≤ `to`, at most
 * {@link MAX_RANGE_DAYS} days apart), or null when the server may be asked.
 */
export function rangeProblem(range: DateRange): 'order' | 'tooLong' | null {
  const days = daysBetween(range);
  if (Number.isNaN(days) || days < 0) return 'order';
  return days > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/**
 * The agent reports' date range: the calendar quick ranges (today, yesterday, this and last week,
 * this and last month) and from/to inputs, with the translated reason when the range cannot be
 * asked (nothing is sent then, and what was typed stays).
 */
export function AgentRangeFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('agent');
  const today = useBrandToday();
  const problem = rangeProblem(value);
  return (
    <>
      <DateRangeFilter
        value={value}
        onChange={onChange}
        choices={CALENDAR_RANGES.map((id) => ({
          id,
          label: t(`range.${id}`),
          range: calendarRange(id, today),
        }))}
        labels={{ quick: t('range.quick'), from: t('range.from'), to: t('range.to') }}
      />
      {problem ? (
        <p role="alert" className="acct-error">
          {t(`range.${problem}`, { days: MAX_RANGE_DAYS })}
        </p>
      ) : null}
    </>
  );
}
