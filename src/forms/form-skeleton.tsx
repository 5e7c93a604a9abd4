/**
 * The loading skeleton of a schema-driven form: the rows the form will show, drawn with the
 * form's own classes (`theme/forms.css`, loaded with this file, before the RJSF chunk), so it takes
 * the height the form will take and nothing below moves when the form arrives (issue 13, CLS).
 * No RJSF, no ajv: only the converter.
 */
import type { ReactNode } from 'react';
import { toFormSchema } from './converter.ts';
import type { ToFormSchemaInput } from './converter.ts';
import { skeletonRows } from './skeleton-rows.ts';
import type { SkeletonRow } from './skeleton-rows.ts';
import './theme/forms.css';
import './theme/skeleton.css';

function SkeletonField({ row }: { row: SkeletonRow }) {
  if (row === 'check') {
    return (
      <div className="lotus-field" data-row={row}>
        <div className="lotus-checkbox">
          <span className="lotus-skeleton lotus-skeleton--check" />
          <span className="lotus-skeleton lotus-skeleton--text">&nbsp;</span>
        </div>
      </div>
    );
  }
  return (
    <div className="lotus-field" data-row={row}>
      <span className="lotus-field__label">
        <span className="lotus-skeleton lotus-skeleton--text">&nbsp;</span>
      </span>
      <div className="lotus-input-group">
        <span className="lotus-input lotus-skeleton">&nbsp;</span>
        {row.startsWith('button') ? <span className="button lotus-skeleton">&nbsp;</span> : null}
      </div>
      {row.endsWith('+hint') ? <p className="lotus-field__hint">&nbsp;</p> : null}
    </div>
  );
}

/**
 * The skeleton of `rows` (see {@link skeletonRows}), in the DOM shape `<SchemaForm>` renders: the
 * fields, the (empty) alert region and the buttons row. Hidden from assistive technology;
 * `children` (the page's loading line, e.g. `<Loading />`) stays announced but takes no space.
 */
export function FormSkeleton({ rows, children }: { rows: readonly SkeletonRow[]; children?: ReactNode }) {
  return (
    <div className="lotus-form lotus-form--skeleton" data-testid="form-skeleton" data-rows={rows.length}>
      {children !== undefined ? <div className="visually-hidden">{children}</div> : null}
      <div className="lotus-form__skeleton" aria-hidden="true">
        <div className="lotus-form__fields">
          {rows.map((row, i) => (
            <SkeletonField key={i} row={row} />
          ))}
        </div>
        <div className="lotus-form__alert" />
        <div className="lotus-form__actions">
          <span className="button lotus-skeleton">&nbsp;</span>
        </div>
      </div>
    </div>
  );
}

/**
 * The skeleton of the form `input` converts to: the Suspense fallback of `LazySchemaForm`.
 *
 * @param input - the form's variant, rules, flags and options, as given to `<SchemaForm>`
 */
export function SchemaFormSkeleton({ input, children }: { input: ToFormSchemaInput; children?: ReactNode }) {
  const { fields } = toFormSchema(input, { logger: () => undefined });
  return <FormSkeleton rows={skeletonRows(fields)}>{children}</FormSkeleton>;
}
