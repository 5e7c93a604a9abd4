import { lazy, Suspense } from 'react';
import type { SchemaFormProps } from '../../forms/schema-form';
import { AuthLoading } from './status-views';

// RJSF and ajv load only when a form is shown (issue 2 budget: lazy chunks only).
const SchemaFormImpl = lazy(() => import('../../forms/schema-form'));

/** The schema-driven form, code-split; shows a loading line while its chunk arrives. */
export function SchemaForm(props: SchemaFormProps) {
  return (
    <Suspense fallback={<AuthLoading />}>
      <SchemaFormImpl {...props} />
    </Suspense>
  );
}
