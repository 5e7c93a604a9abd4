/**
 * The runtime ajv validator: compiles a schema in the browser (ajv generates code with
 * `new Function`). Used only for a schema the build did not precompile (an operator changed the
 * rules after the build, or a test's own rules); loaded through `loadRuntimeValidator()` of
 * `form-validator.ts` with `import()`, so the precompiled path never downloads the ajv compiler.
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { FormValues } from './converter.ts';
import { FORM_VALIDATOR_OPTIONS } from './validator-options.ts';

/** RJSF's ajv8 validator with {@link FORM_VALIDATOR_OPTIONS}. */
export const runtimeValidator = customizeValidator<FormValues>(FORM_VALIDATOR_OPTIONS);
