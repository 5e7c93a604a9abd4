import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * A query's data for a section that turns a placeholder into many rows, rendered as a transition.
 *
 * TanStack Query hands an answer to React through `useSyncExternalStore`, whose updates render
 * synchronously: the whole section (a row of game tiles, a table) would be built in the task that
 * received the answer. Through `useDeferredValue` that task only renders the placeholder again
 * (`isPending` stays true), and React builds the rows in a time-sliced pass right after (issue 13,
 * TBT). A failed query with no data is not pending, so its error shows at once.
 * @returns `data`: the answer once React renders it; `isPending`: no data to show yet and no error.
 */
export function useDeferredData<T>(query: Pick<UseQueryResult<T>, 'data' | 'error'>): {
  data: T | undefined;
  isPending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, isPending: data === undefined && !query.error };
}
