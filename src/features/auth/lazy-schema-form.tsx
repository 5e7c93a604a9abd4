import type { SchemaFormProps } from '../../forms/schema-form';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { Loading } from '../../components/states';

/** The schema-driven form, code-split; shows the auth loading line while its chunk arrives. */
export function SchemaForm(props: SchemaFormProps) {
  return <LazySchemaForm {...props} fallback={<Loading />} />;
}
