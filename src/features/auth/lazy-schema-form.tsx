import type { SchemaFormProps } from '../../forms/schema-form';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { AuthLoading } from './status-views';

/** The schema-driven form, code-split; shows the auth loading line while its chunk arrives. */
export function SchemaForm(props: SchemaFormProps) {
  return <LazySchemaForm {...props} fallback={<AuthLoading />} />;
}
