/**
 * The ajv options of every generated form, shared by the two validator paths so they check the
 * same thing and report the same errors: the runtime ajv compiler (`runtime-validator.ts`) and the
 * build step that compiles the brand's schemas ahead of time (`scripts/vite-precompiled-forms.ts`).
 * Types only from `@rjsf/validator-ajv8`: importing this file pulls in no ajv.
 */
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';

/**
 * RJSF's defaults, unchanged: ajv `allErrors`, `verbose`, `strict: false`, `multipleOfPrecision`
 * 8, the `ajv-formats` formats plus RJSF's `color` / `data-url`, and patterns compiled in `u` mode
 * (ajv's `unicodeRegExp`, which is what `core/register-rules.ts` checks server patterns with).
 * A custom format, keyword or ajv option added here reaches both paths.
 */
export const FORM_VALIDATOR_OPTIONS: CustomValidatorOptionsType = {};
