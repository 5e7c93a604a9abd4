/**
 * The form's validator (trimmed fields) and the two RJSF hooks that turn validation results into
 * §5 / §8 messages from the `forms` locale namespace. No ajv here: the validator itself comes from
 * `form-validator.ts` (precompiled, or the runtime ajv one), and the messages are the same for both.
 */
import type { CustomValidator, ErrorTransformer, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { fieldLabel, patternMessage } from './converter.ts';
import type { FieldSpec, FormFieldName, FormValues, Translate } from './converter.ts';

/** An untranslated message: a `forms:` key and its interpolation values. */
export interface FormMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** A message for one property of the form. */
export interface FieldMessage {
  field: FormFieldName;
  message: FormMessage;
}

/**
 * The values with the `trim` fields trimmed (§3 profile text: surrounding spaces are not part of
 * the value); a trimmed value that is empty is removed, so `required` sees it as missing.
 *
 * @param data - form data as typed
 * @param fields - specs of the rendered form
 * @returns a new object; other values are untouched
 */
export function trimValues(data: FormValues | undefined, fields: readonly FieldSpec[]): FormValues {
  const out: FormValues = { ...data };
  for (const f of fields) {
    const value = out[f.name];
    if (!f.trim || typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '') delete out[f.name];
    else out[f.name] = trimmed;
  }
  return out;
}

/**
 * The validator of a form: `base` (its precompiled or runtime ajv validator, see
 * `form-validator.ts`), seeing the data through {@link trimValues} when some field trims, so what
 * is checked is what the submit hands over.
 *
 * @param fields - specs of the rendered form
 * @param base - the ajv validator of the form's schema
 */
export function validatorFor(
  fields: readonly FieldSpec[],
  base: ValidatorType<FormValues>,
): ValidatorType<FormValues> {
  if (!fields.some((f) => f.trim)) return base;
  return {
    validateFormData: (formData, schema, customValidate, transformErrors, uiSchema) =>
      base.validateFormData(trimValues(formData, fields), schema, customValidate, transformErrors, uiSchema),
    isValid: (schema, formData, rootSchema) => base.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => base.rawValidation(schema, formData),
  };
}

function propertyName(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').replace(/^\['(.*)'\]$/, '$1');
}

function requiredMessage(field: FieldSpec, t: Translate): FormMessage {
  return { key: 'forms:errors.required', params: { field: fieldLabel(field, t) } };
}

function mustBeTrueMessage(kind: 'agreeTerms' | 'confirmAge'): FormMessage {
  return { key: kind === 'agreeTerms' ? 'forms:errors.agreeTerms' : 'forms:errors.confirmAge' };
}

/**
 * Maps one ajv error (as RJSF reports it) to the §5 message of its field.
 * - `required` → `forms:errors.required` `{ field }` (field name + not-empty text)
 * - `pattern`, `minLength`, `maxLength` → `forms:reg_pattern_{patternId}` `{ min, max, range }`
 *   (a length failure of a kind whose text states no lengths → `forms:errors.length`)
 * - any error of a terms/age checkbox → `forms:errors.agreeTerms` / `forms:errors.confirmAge`
 * - anything else → `forms:errors.invalid` `{ field }`
 *
 * @returns null for an error of a property the specs do not describe
 */
export function messageForError(
  error: RJSFValidationError,
  fields: FieldSpec[],
  t: Translate,
): FieldMessage | null {
  const name = propertyName(error);
  const field = fields.find((f) => f.name === name);
  if (!field) return null;
  if (field.mustBeTrue) return { field: field.name, message: mustBeTrueMessage(field.mustBeTrue) };
  switch (error.name) {
    case 'required':
      return { field: field.name, message: requiredMessage(field, t) };
    case 'pattern':
      return { field: field.name, message: patternMessage(field) };
    case 'minLength':
    case 'maxLength':
      return { field: field.name, message: patternMessage(field, 'length') };
    default:
      return {
        field: field.name,
        message: { key: 'forms:errors.invalid', params: { field: fieldLabel(field, t) } },
      };
  }
}

/**
 * Rules JSON Schema cannot express (§5): confirmations equal their password
 * (`forms:errors.inconsistentTwice`, or the field's own `mismatchKey`), the terms and age boxes are ticked, and the mobile number
 * has the digit count of its dialing code (`forms:errors.mobileDigits` `{ count }`). Empty values
 * are left to `required`.
 */
export function crossFieldMessages(formData: FormValues | undefined, fields: FieldSpec[]): FieldMessage[] {
  const data = formData ?? {};
  const out: FieldMessage[] = [];
  for (const f of fields) {
    const value = data[f.name];
    if (f.mustBeTrue && value !== true) {
      out.push({ field: f.name, message: mustBeTrueMessage(f.mustBeTrue) });
    }
    if (f.equals && typeof value === 'string' && value !== '' && value !== data[f.equals]) {
      out.push({ field: f.name, message: { key: `forms:${f.mismatchKey ?? 'errors.inconsistentTwice'}` } });
    }
    if (f.digitsByCode && typeof value === 'string' && value !== '') {
      const code = data.countryDialingCode;
      const count = typeof code === 'string' ? f.digitsByCode[code] : undefined;
      if (count !== undefined && !new RegExp(`^[0-9]{${count}}$`).test(value)) {
        out.push({ field: f.name, message: { key: 'forms:errors.mobileDigits', params: { count } } });
      }
    }
  }
  return out;
}

/**
 * RJSF `transformErrors` that replaces ajv's English with translated §5 messages, one message per
 * field and kind (duplicates of the same text are dropped, so the first error is meaningful).
 *
 * @param fields - specs of the rendered form
 * @param t - translator of the current language; build a new transformer when it changes
 */
export function createTransformErrors(fields: FieldSpec[], t: Translate): ErrorTransformer<FormValues> {
  return (errors) => {
    const seen = new Set<string>();
    const out: RJSFValidationError[] = [];
    for (const error of errors) {
      const mapped = messageForError(error, fields, t);
      const message = mapped ? t(mapped.message.key, mapped.message.params) : (error.message ?? '');
      const property = mapped ? `.${mapped.field}` : error.property;
      const id = `${property ?? ''}\u0000${message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push({ ...error, property, message, stack: message });
    }
    return out;
  };
}

/**
 * RJSF `customValidate` adding the {@link crossFieldMessages}, translated with `t`.
 *
 * @param fields - specs of the rendered form
 * @param t - translator of the current language
 */
export function createCustomValidate(fields: FieldSpec[], t: Translate): CustomValidator<FormValues> {
  return (formData, errors) => {
    for (const { field, message } of crossFieldMessages(formData, fields)) {
      errors[field]?.addError(t(message.key, message.params));
    }
    return errors;
  };
}
