/**
 * The validators of the brand's other forms (every variant but {@link FORM_CHUNK_VARIANTS}),
 * compiled ahead of time. THIS FILE IS A STUB, replaced at build like `precompiled-validators.ts`
 * (`scripts/vite-precompiled-forms.ts`); it is only ever imported lazily (`loadLaterValidators`),
 * so it is a chunk of its own, fetched beside the form chunk when such a form is shown.
 */
import type { PrecompiledForms } from './form-validator.ts';

/** Validator functions per form schema, keyed by `formSchemaKey(schema)`; empty in the stub. */
export const PRECOMPILED_FORMS: PrecompiledForms = {};
