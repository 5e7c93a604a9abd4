/**
 * Test support (issue 13, TBT): what the page showed at each React commit. TanStack Query hands an
 * answer to React through `useSyncExternalStore`, a synchronous render; a section that builds many
 * rows from it should show its placeholder once more in that commit and build the rows in the
 * deferred pass after (`use-deferred-data.ts`). Wrap the page in {@link CommitLog} and check, with
 * {@link answeredBeforeRows}, that some commit had the answer in the cache and no row yet.
 */
import { Profiler, type ReactNode } from 'react';

/** One commit: whether the answer was in the cache, and how many rows the document showed. */
export interface CommitSample {
  answered: boolean;
  rows: number;
}

/**
 * Calls `sample` at each commit of `children` (React's Profiler, development builds) and appends
 * its result to `log`.
 */
export function CommitLog(props: { log: CommitSample[]; sample: () => CommitSample; children: ReactNode }) {
  return (
    <Profiler id="commit-log" onRender={() => props.log.push(props.sample())}>
      {props.children}
    </Profiler>
  );
}

/** True when a commit had the answer but no row: the rows were built after the answer's own render. */
export function answeredBeforeRows(log: readonly CommitSample[]): boolean {
  return log.some((commit) => commit.answered && commit.rows === 0);
}
