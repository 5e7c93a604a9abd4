/**
 * The rows a form will show, as its loading skeleton draws them (`form-skeleton.tsx`): pure, used
 * in the browser and by the build step (`scripts/vite-precompiled-forms.ts`), which writes the
 * brand's rows of each variant into `brand-form-layout.ts` for pages that wait for the rules.
 */
import type { FieldSpec } from './converter.ts';

/**
 * One visible row: `input` (label + input), `button` (label + input + button, the SMS code),
 * either with `+hint` (a hint line under it), or `check` (an agreement checkbox with its text).
 */
export type SkeletonRow = 'input' | 'input+hint' | 'button' | 'button+hint' | 'check';

/**
 * The rows of the fields as the theme renders them: hidden fields (a checked affiliate code, the
 * dialing code the mobile widget drives) take no row.
 *
 * @param fields - `toFormSchema(...).fields`
 */
export function skeletonRows(fields: readonly FieldSpec[]): SkeletonRow[] {
  const rows: SkeletonRow[] = [];
  for (const f of fields) {
    if (f.hidden || f.widget === 'hidden') continue;
    if (f.mustBeTrue || f.widget === 'agreement') {
      rows.push('check');
      continue;
    }
    const kind = f.widget === 'smsCode' ? 'button' : 'input';
    rows.push(f.hintKey ? `${kind}+hint` : kind);
  }
  return rows;
}
