import { lazy, Suspense, type ReactNode } from 'react';
import type { SchemaFormProps } from './schema-form';

// RJSF and ajv load only when a form is shown (issue 2 budget: lazy chunks only).
const SchemaFormImpl = lazy(() => import('./schema-form'));

/**
 * The schema-driven form ({@link SchemaFormProps}), code-split: the way code outside `src/forms`
 * renders a form. `fallback` shows while the RJSF chunk arrives (the page's own loading line).
 */
export function LazySchemaForm({ fallback, ...props }: SchemaFormProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SchemaFormImpl {...props} />
    </Suspense>
  );
}
