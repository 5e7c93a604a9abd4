import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from './states';
import { Pagination } from './pagination';

/**
 * The table every wallet record uses: a keyboard-scrollable wrapper named by the caption, a
 * caption for assistive technology and column headers. `headers` are translated texts; `children` are the body rows.
 */
export function DataTable(props: {
  testId: string;
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    // The wrapper scrolls sideways on narrow screens: focusable and named so keyboard users can
    // scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    <div
      className="wal-table-wrap"
      role="region"
      aria-label={t('records.tableRegion', { caption: props.caption })}
      tabIndex={0}
    >
      <table className="wal-table" data-testid={props.testId}>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.headers.map((header, column) => (
              <th key={column} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A page of records as the server answers it (contract-wallet: `list` and `totalPages`). */
export interface RecordPage<T> {
  list: T[];
  totalPages: number;
}

/**
 * A server-paginated record list (§2 Member centre records, §9 pagination): loading, the load
 * error with a retry, the empty text, or `before` (e.g. a summary), the {@link DataTable} of
 * `row`s and the {@link Pagination} named `pagesLabel`. `query` is the page's TanStack query.
 */
export function PagedTable<P extends RecordPage<unknown>>(props: {
  query: UseQueryResult<P>;
  emptyText: string;
  testId: string;
  caption: string;
  headers: string[];
  row: (item: P['list'][number]) => ReactNode;
  pageNo: number;
  onPage: (pageNo: number) => void;
  pagesLabel: string;
  before?: (page: P) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <Empty testId="account-empty" text={props.emptyText} />;
  return (
    <>
      {props.before?.(query.data)}
      <DataTable testId={props.testId} caption={props.caption} headers={props.headers}>
        {query.data.list.map(props.row)}
      </DataTable>
      <Pagination
        page={props.pageNo}
        totalPages={query.data.totalPages}
        onChange={props.onPage}
        label={props.pagesLabel}
      />
    </>
  );
}
