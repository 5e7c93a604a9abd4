import type { RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '../../converter.ts';
import type { LotusFormContext } from '../context.ts';
import { errorAttributes, widgetError } from '../templates.tsx';

/** Terms/privacy and age confirmation checkbox; its label is the agreement text. */
export function AgreementWidget(props: WidgetProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { id, disabled, readonly, label, onChange, onBlur, onFocus, registry, rawErrors, required } = props;
  const error = widgetError(registry, id, rawErrors);
  return (
    <div className="lotus-checkbox">
      <input
        id={id}
        name={props.htmlName ?? id}
        type="checkbox"
        checked={props.value === true}
        disabled={disabled || readonly}
        required={required}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={(event) => onBlur(id, event.target.checked)}
        onFocus={(event) => onFocus(id, event.target.checked)}
        {...errorAttributes(id, error)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
