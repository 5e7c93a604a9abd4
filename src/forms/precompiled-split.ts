/**
 * The later chunk of precompiled validators (`validator-chunks.ts`: every form but registration),
 * which `LazySchemaForm` starts fetching beside the form chunk, so /register does not download it
 * and no other form waits one request longer (issue 13).
 */
import type { PrecompiledForms } from './form-validator.ts';

/** A promise React's `use` reads synchronously once it is settled (its `status` / `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * After the chunk failed to load, how long (ms) every caller still gets that settled, empty table
 * before the chunk is asked for again: a form's replay after suspending gets the answer it
 * suspended on, and the next form, later, tries the chunk again.
 */
export const LATER_RETRY_MS = 5000;

let loading: TrackedPromise<PrecompiledForms> | undefined;
let failedAt: number | null = null;

/**
 * The later chunk's table, loaded once for every caller and stable across renders for React
 * `use` (once loaded it carries `status: 'fulfilled'` / `value`, so `use` returns at once). When
 * the chunk cannot be fetched it resolves to an empty table, so the form falls back to the
 * runtime validator (which has its own retry); a call {@link LATER_RETRY_MS} or more after that
 * failure asks for the chunk again. A form reads one promise for its life (`SchemaForm` keeps the
 * one it mounted with), so a new attempt never suspends a form already shown.
 */
export function loadLaterValidators(): Promise<PrecompiledForms> {
  if (loading && (failedAt === null || Date.now() - failedAt < LATER_RETRY_MS)) return loading;
  failedAt = null;
  const settle = (table: PrecompiledForms): PrecompiledForms => {
    promise.status = 'fulfilled';
    promise.value = table;
    return table;
  };
  const promise: TrackedPromise<PrecompiledForms> = import('./precompiled-validators-later.ts').then(
    (m) => settle(m.PRECOMPILED_FORMS),
    () => {
      failedAt = Date.now();
      return settle({});
    },
  );
  loading = promise;
  return promise;
}
