import { lazy, Suspense, type ReactNode } from 'react';
import type { SchemaFormProps } from './schema-form';
import { SchemaFormSkeleton } from './form-skeleton.tsx';
import { loadLaterValidators } from './precompiled-split.ts';
import { validatorsLater } from './validator-chunks.ts';

// RJSF and ajv load only when a form is shown (issue 2 budget: lazy chunks only).
const SchemaFormImpl = lazy(() => import('./schema-form'));

/**
 * The schema-driven form ({@link SchemaFormProps}), code-split: the way code outside `src/forms`
 * renders a form. While the RJSF chunk (or, for rules changed after the build, the ajv chunk)
 * arrives (with, for a form other than registration, its validators' chunk beside it), a
 * skeleton of the form's rows holds its space (issue 13: no layout shift), with
 * `fallback` (the page's loading line) inside it for assistive technology.
 */
export function LazySchemaForm({ fallback, ...props }: SchemaFormProps & { fallback: ReactNode }) {
  const { variant, rules, flags, options } = props;
  // Fetched beside the form chunk, not after it (precompiled-split.ts).
  if (validatorsLater(variant)) void loadLaterValidators();
  return (
    <Suspense
      fallback={
        <SchemaFormSkeleton input={{ variant, rules, flags, ...(options ? { options } : {}) }}>
          {fallback}
        </SchemaFormSkeleton>
      }
    >
      <SchemaFormImpl {...props} />
    </Suspense>
  );
}
