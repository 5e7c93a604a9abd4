/**
 * The later chunk of precompiled validators (`validator-chunks.ts`: every form but registration),
 * which `LazySchemaForm` starts fetching beside the form chunk, so /register does not download it
 * and no other form waits one request longer (issue 13).
 */
import type { PrecompiledForms } from './form-validator.ts';

/** A promise React's `use` reads synchronously once it is settled (its `status` / `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

let loading: TrackedPromise<PrecompiledForms> | undefined;

/**
 * The later chunk's table, loaded once for every caller and stable across renders for React
 * `use` (once loaded it carries `status: 'fulfilled'` / `value`, so `use` returns at once). When
 * the chunk cannot be fetched it resolves to an empty table, so the form falls back to the
 * runtime validator (which has its own retry), and the next form tries the chunk again.
 */
export function loadLaterValidators(): Promise<PrecompiledForms> {
  if (loading) return loading;
  const settle = (table: PrecompiledForms): PrecompiledForms => {
    promise.status = 'fulfilled';
    promise.value = table;
    return table;
  };
  const promise: TrackedPromise<PrecompiledForms> = import('./precompiled-validators-later.ts').then(
    (m) => settle(m.PRECOMPILED_FORMS),
    () => {
      loading = undefined;
      return settle({});
    },
  );
  loading = promise;
  return promise;
}
