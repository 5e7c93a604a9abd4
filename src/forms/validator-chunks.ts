/**
 * Which chunk holds a form's precompiled validators (issue 13, the /register download), read by
 * the site (`precompiled-split.ts`) and by the build step that writes the two tables
 * (`scripts/vite-precompiled-forms.ts`): the registration forms' come inside the form chunk
 * (`precompiled-validators.ts`); the other forms' (log in, forgot password, profile, binding,
 * payment password, a downline's registration) in a chunk of their own
 * (`precompiled-validators-later.ts`), fetched beside the form chunk.
 */
import type { FormVariant } from './converter.ts';

/** The variants whose validators are in the form chunk. */
export const FORM_CHUNK_VARIANTS: readonly FormVariant[] = ['register', 'registerMobile'];

/** True when `variant`'s validators are in the later chunk. */
export function validatorsLater(variant: FormVariant): boolean {
  return !FORM_CHUNK_VARIANTS.includes(variant);
}
