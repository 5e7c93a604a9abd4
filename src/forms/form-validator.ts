/**
 * Which validator checks a form: the brand's precompiled one when the build compiled this exact
 * schema (no ajv compiler, no `new Function`), else RJSF's runtime ajv validator, loaded on
 * demand. Both use `validator-options.ts`, so they report the same ajv errors and, through
 * `validation.ts`, the same translated messages.
 */
import type { ValidatorType } from '@rjsf/utils';
// The file, not the package index: the index also builds a default ajv validator.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { JSONSchema7 } from 'json-schema';
import { formSchemaKey } from './converter.ts';
import type { FormValues } from './converter.ts';
import { PRECOMPILED_FORMS } from './precompiled-validators.ts';

/**
 * The generated table: per form schema (by `formSchemaKey`), the ajv standalone functions of
 * the schema and its sub-schemas, keyed by RJSF's `hashForSchema` as `createPrecompiledValidator`
 * looks them up.
 */
export type PrecompiledForms = Readonly<Record<string, ValidatorFunctions>>;

/**
 * The precompiled validator of `schema`, or null when the build did not compile this schema.
 *
 * @param schema - the converter's schema, passed as is to RJSF's `<Form>`
 * @param later - the later chunk's table (`precompiled-split.ts`), looked in after the form chunk's
 */
export function precompiledValidatorFor(
  schema: JSONSchema7,
  later?: PrecompiledForms,
): ValidatorType<FormValues> | null {
  const key = formSchemaKey(schema);
  const fns = PRECOMPILED_FORMS[key] ?? later?.[key];
  if (!fns) return null;
  try {
    return createPrecompiledValidator<FormValues>(fns, schema);
  } catch {
    // The root function is missing (a table from another RJSF version): compile at run time.
    return null;
  }
}

/** A promise React's `use` reads synchronously once it is settled (its `status` / `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: TrackedPromise<ValidatorType<FormValues>> | undefined;

/**
 * Loads the runtime ajv validator (`runtime-validator.ts`, its own chunk with ajv). One promise
 * for every caller, stable across renders, for React `use`: once loaded it carries React's
 * `status: 'fulfilled'` / `value`, so `use` returns at once and a form renders without
 * suspending. A failed load is retried on the next call.
 */
export function loadRuntimeValidator(): Promise<ValidatorType<FormValues>> {
  if (loading) return loading;
  const promise: TrackedPromise<ValidatorType<FormValues>> = import('./runtime-validator.ts').then(
    (m) => {
      promise.status = 'fulfilled';
      promise.value = m.runtimeValidator;
      return m.runtimeValidator;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  loading = promise;
  return promise;
}
