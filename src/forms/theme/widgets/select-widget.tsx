import type { FocusEvent } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues, SelectChoice } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';
import { errorAttributes, hasHint, widgetError } from '../templates.tsx';

function isChoice(value: unknown): value is SelectChoice {
  return (
    typeof value === 'object' &&
    value !== null &&
    'value' in value &&
    typeof value.value === 'string' &&
    'label' in value &&
    typeof value.label === 'string'
  );
}

/**
 * The choices named by country (`Intl.DisplayNames` of type region in `language`, English when
 * the language is not a BCP 47 tag, e.g. i18next's `cimode`), sorted by that name. No country
 * names are kept in the site.
 */
function regionChoices(choices: SelectChoice[], language: string): SelectChoice[] {
  let names: Intl.DisplayNames;
  let collator: Intl.Collator;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    collator = new Intl.Collator(language);
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
    collator = new Intl.Collator('en');
  }
  return choices
    .map((c) => ({ value: c.value, label: names.of(c.value) ?? c.value }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * A select over the converter's choices (`ui:options.choices`), with a first empty choice
 * (`ui:options.emptyLabel`, "not specified") that clears the value. `ui:options.regionNames` names
 * country codes in the UI language. Errors and hints are tied like every other input.
 */
export function SelectWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { i18n } = useTranslation('forms');
  const { id, htmlName, required, disabled, readonly, autofocus, options, registry, rawErrors } = props;
  const { onChange, onBlur, onFocus } = props;
  const value: unknown = props.value;
  const raw: unknown = options.choices;
  const regionNames = options.regionNames === true;
  const language = i18n.language;
  const choices = useMemo(() => {
    const list = Array.isArray(raw) ? raw.filter(isChoice) : [];
    return regionNames ? regionChoices(list, language) : list;
  }, [raw, regionNames, language]);
  const emptyLabel = typeof options.emptyLabel === 'string' ? options.emptyLabel : '';
  const error = widgetError(registry, id, rawErrors);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="lotus-select lotus-input"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event: FocusEvent<HTMLSelectElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLSelectElement>) => onFocus(id, event.target.value)}
      {...errorAttributes(id, error, hasHint(options))}
    >
      <option value="">{emptyLabel}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
