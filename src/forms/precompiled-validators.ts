/**
 * The validators of the brand's forms, compiled ahead of time. THIS FILE IS A STUB: the build
 * (`scripts/vite-precompiled-forms.ts`, a Vite plugin, also in `vite dev`) replaces its content
 * with ajv standalone code generated from the schemas the converter builds for the brand's rules
 * (`server/brand/register.json`, `dialing-codes.json`). Tests see this empty table, so every form
 * falls back to the runtime validator unless a test mocks this module with generated code.
 */
import type { PrecompiledForms } from './form-validator.ts';

/** Validator functions per form schema, keyed by `formSchemaKey(schema)`; empty in the stub. */
export const PRECOMPILED_FORMS: PrecompiledForms = {};
