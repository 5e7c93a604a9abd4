import { Field } from './field';
import { Button } from './button';
import type { DateRange } from '../lib/date-ranges';
import './date-range-filter.css';

/** One quick-range button: its translated label and the range it sets. */
export interface QuickChoice {
  id: string;
  label: string;
  range: DateRange;
}

/**
 * From/to date inputs with quick-range buttons (the member-centre records' §9 ranges, the agent
 * centre's calendar ranges). Controlled: `onChange` receives the new range; the button whose range
 * equals `value` is pressed (`aria-pressed`). Texts come translated from the caller.
 */
export function DateRangeFilter({
  value,
  onChange,
  choices,
  labels,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  choices: readonly QuickChoice[];
  /** Accessible name of the quick-range group, and the labels of the two date inputs. */
  labels: { quick: string; from: string; to: string };
}) {
  return (
    <div className="wal-range">
      <div className="wal-quick" role="group" aria-label={labels.quick}>
        {choices.map((choice) => {
          const active = choice.range.from === value.from && choice.range.to === value.to;
          return (
            <Button
              key={choice.id}
              variant="ghost"
              className={active ? 'is-active' : undefined}
              aria-pressed={active}
              onClick={() => onChange(choice.range)}
            >
              {choice.label}
            </Button>
          );
        })}
      </div>
      <div className="wal-range-inputs">
        <Field
          label={labels.from}
          type="date"
          value={value.from}
          max={value.to}
          onChange={(e) => onChange({ ...value, from: e.target.value })}
        />
        <Field
          label={labels.to}
          type="date"
          value={value.to}
          min={value.from}
          onChange={(e) => onChange({ ...value, to: e.target.value })}
        />
      </div>
    </div>
  );
}
