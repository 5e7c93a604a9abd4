/**
 * The brand's form rows known at build time. THIS FILE IS A STUB: the build
 * (`scripts/vite-precompiled-forms.ts`) replaces it with the rows of each variant as the pages
 * convert the brand's rules, so a page can reserve the form's space before the rules arrive (the
 * registration page, issue 13: no layout shift). Tests see it empty.
 */
import type { FormVariant } from './converter.ts';
import type { SkeletonRow } from './skeleton-rows.ts';

/** Rows per variant (the first option set of each page); empty in the stub. */
export const BRAND_FORM_ROWS: Partial<Record<FormVariant, readonly SkeletonRow[]>> = {};

/** Registration variants the brand offers (2 shows the username / mobile tabs); 0 in the stub. */
export const BRAND_REGISTER_VARIANTS: number = 0;
