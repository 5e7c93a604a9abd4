import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { USERNAME_FILTER_MAX } from '../../lib/api/agent';
import { calendarRange, type CalendarRange, type DateRange } from '../../lib/date-ranges';
import { AgentRangeFilter, rangeProblem } from './range-filter';
import { useBrandToday } from './use-brand-today';

/** The state of a team report's filters: the range, the username searched, the page. */
export interface ReportState {
  range: DateRange;
  setRange: (range: DateRange) => void;
  /** The username text being typed. */
  draft: string;
  setDraft: (text: string) => void;
  /** The username text searched (applied on submit). */
  username: string;
  pageNo: number;
  setPageNo: (pageNo: number) => void;
  /** Applies the typed username (first page). */
  search: () => void;
  /** True when the range may be asked ({@link rangeProblem} finds nothing). */
  valid: boolean;
  /** Back to page 1 after another filter changed. */
  resetPage: () => void;
}

/** Filter state of a team report, starting on the calendar range `initial`. */
export function useReportState(initial: CalendarRange): ReportState {
  const today = useBrandToday();
  const [range, setRangeState] = useState<DateRange>(() => calendarRange(initial, today));
  const [draft, setDraft] = useState('');
  const [username, setUsername] = useState('');
  const [pageNo, setPageNo] = useState(1);
  return {
    range,
    setRange: (next) => {
      setRangeState(next);
      setPageNo(1);
    },
    draft,
    setDraft,
    username,
    pageNo,
    setPageNo,
    search: () => {
      setUsername(draft.trim());
      setPageNo(1);
    },
    valid: rangeProblem(range) === null,
    resetPage: () => setPageNo(1),
  };
}

/**
 * The filters of a team report: the date range (quick ranges apply at once), the username
 * contains filter (applied by the search button or Enter) and the page's own filters (`children`,
 * e.g. vendor or kind selects).
 */
export function ReportFilters({ state, children }: { state: ReportState; children?: ReactNode }) {
  const { t } = useTranslation('agent');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    state.search();
  };
  return (
    <form className="acct-page" onSubmit={submit} aria-label={t('reports.filters')}>
      <AgentRangeFilter value={state.range} onChange={state.setRange} />
      <div className="agt-filters">
        <Field
          label={t('reports.username')}
          type="search"
          value={state.draft}
          maxLength={USERNAME_FILTER_MAX}
          autoComplete="off"
          onChange={(e) => state.setDraft(e.target.value)}
        />
        {children}
        <Button type="submit" variant="primary">
          {t('reports.search')}
        </Button>
      </div>
    </form>
  );
}
