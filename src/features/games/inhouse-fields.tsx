import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDetail } from '../../components/states';
import { decimalsKey } from '../../../core/money';
import type { Parsed } from './inhouse-logic';

/** The failure of a bet, seed call or round query: the §8 cause and the platform's own message. */
export function ErrorText({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="state-alert" role="alert">
      <ErrorDetail error={error} />
    </div>
  );
}

/** A labelled text input with its validation message (`aria-invalid`, `aria-describedby`). */
export function AmountField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string;
  testId: string;
  hint?: string;
}) {
  const id = useId();
  const describedBy = [props.error ? `${id}-error` : '', props.hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="games-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        data-testid={props.testId}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p id={`${id}-hint`} className="games-hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="games-field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The message of a refused stake or parameter (`games:inhouse.amountError.*`): `decimals` is the
 * number allowed (the currency's `minorUnits` for a stake), `range` the bounds of a parameter.
 */
export function useAmountError() {
  const { t } = useTranslation('games');
  return (parsed: Parsed, decimals: number, range?: { min: number; max: number }): string => {
    if (parsed.ok) return '';
    if (parsed.error === 'decimals')
      return t(`inhouse.amountError.${decimalsKey(decimals)}`, { count: decimals });
    return t(`inhouse.amountError.${parsed.error}`, { min: range?.min ?? 0, max: range?.max ?? 0 });
  };
}

/** `n` in `language` with exactly `digits` fraction digits (stakes and payouts: the currency's). */
export function formatNumber(n: number, language: string, digits: number): string {
  return n.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
