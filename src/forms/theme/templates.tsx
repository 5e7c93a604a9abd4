/**
 * Field, error, object and base-input templates of the Lotus form theme: labels tied to inputs,
 * the first error only in an element referenced by `aria-describedby`, `aria-invalid`, and a hint
 * (`ui:help`) under the input, referenced by `aria-describedby` as well.
 */
import type { ChangeEvent, FocusEvent } from 'react';
import { errorId, getInputProps, getUiOptions, helpId } from '@rjsf/utils';
import type {
  BaseInputTemplateProps,
  FieldErrorProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  RJSFSchema,
} from '@rjsf/utils';
import type { FormValues } from '../converter.ts';
import { fieldNameOf, visibleError } from './context.ts';
import type { LotusFormContext, LotusRegistry } from './context.ts';

/**
 * `aria-invalid` + `aria-describedby` for an input whose field shows `error` and/or a hint: the
 * error's id first, then the hint's.
 *
 * @param hasHint - the field has a `ui:help` text ({@link FieldTemplate} renders it)
 */
export function errorAttributes(
  id: string,
  error: string | undefined,
  hasHint = false,
): {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
} {
  const describedBy = [...(error ? [errorId(id)] : []), ...(hasHint ? [helpId(id)] : [])].join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}

/** Whether a widget's ui options carry a hint (`ui:help`). */
export function hasHint(options: { help?: unknown }): boolean {
  return typeof options.help === 'string' && options.help !== '';
}

/** The first visible error of a widget (by its id and raw errors). */
export function widgetError(
  registry: LotusRegistry,
  id: string,
  rawErrors: readonly string[] | undefined,
): string | undefined {
  return visibleError(registry, fieldNameOf(id), rawErrors);
}

/** Field wrapper: label (tied by `htmlFor`), the widget, the first error. */
export function FieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { id, label, children, errors, hidden, required, displayLabel, uiSchema, schema, rawHelp } = props;
  if (hidden) return <div hidden>{children}</div>;
  if (schema.type === 'object') return <>{children}</>;
  const options = getUiOptions(uiSchema);
  const showLabel = displayLabel !== false && options.label !== false;
  return (
    <div className="lotus-field">
      {showLabel && (
        <label className="lotus-field__label" htmlFor={id}>
          {label}
          {required && (
            <span className="lotus-field__required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      )}
      {children}
      {typeof rawHelp === 'string' && rawHelp !== '' ? (
        <p className="lotus-field__hint" id={helpId(id)}>
          {rawHelp}
        </p>
      ) : null}
      {errors}
    </div>
  );
}

/** Shows only the FIRST message, with the id the input's `aria-describedby` points to. */
export function FieldErrorTemplate(props: FieldErrorProps<FormValues, RJSFSchema, LotusFormContext>) {
  const { errors, fieldPathId, registry } = props;
  const raw = (errors ?? []).filter((e): e is string => typeof e === 'string');
  const name = String(fieldPathId.path[fieldPathId.path.length - 1] ?? '');
  const message = visibleError(registry, name, raw);
  if (!message) return null;
  return (
    <p className="lotus-field__error" id={errorId(fieldPathId.$id)}>
      {message}
    </p>
  );
}

/** Lays the properties out in order, nothing else (no title, no description). */
export function ObjectFieldTemplate(
  props: ObjectFieldTemplateProps<FormValues, RJSFSchema, LotusFormContext>,
) {
  return <div className="lotus-form__fields">{props.properties.map((p) => p.content)}</div>;
}

/** The text-like `<input>` every simple widget renders. */
export function BaseInputTemplate(props: BaseInputTemplateProps<FormValues, RJSFSchema, LotusFormContext>) {
  const {
    id,
    htmlName,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    placeholder,
    registry,
    rawErrors,
    required,
  } = props;
  const requestedType: unknown = props.type;
  const inputProps = getInputProps<FormValues, RJSFSchema, LotusFormContext>(
    schema,
    typeof requestedType === 'string' ? requestedType : undefined,
    options,
  );
  const raw: unknown = props.value;
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  const error = widgetError(registry, id, rawErrors);
  const inputMode: unknown = options.inputMode;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const empty: unknown = options.emptyValue;
    onChange(event.target.value === '' ? empty : event.target.value);
  };
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="lotus-input"
      type={inputProps.type}
      autoComplete={inputProps.autoComplete}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      placeholder={placeholder}
      required={required}
      inputMode={inputMode === 'numeric' || inputMode === 'text' ? inputMode : undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={text}
      onChange={onChangeOverride ?? handleChange}
      onBlur={(event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value)}
      {...errorAttributes(id, error, hasHint(options))}
    />
  );
}
