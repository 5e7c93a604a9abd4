import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, LoadError, Loading } from './states';
import { Pagination } from './pagination';
import './data-table.css';

/**
 * The table every record list uses (member-centre wallet, agent centre): a keyboard-scrollable
 * wrapper named by the caption, a caption for assistive technology and column headers. `headers`
 * are translated texts; `children` are the body rows; `footer` (e.g. a totals row, `<tr>`s) goes in
 * the `<tfoot>`.
 */
export function DataTable(props: {
  testId: string;
  caption: string;
  headers: string[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    // The wrapper scrolls sideways on narrow screens: focusable and named so keyboard users can
    // scroll it (WCAG 2.1.1, axe scrollable-region-focusable).
    <div
      className="table-scroll"
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
        {props.footer ? <tfoot>{props.footer}</tfoot> : null}
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
 * A server-paginated record list (§2 Member centre records, agent-centre reports, §9 pagination):
 * loading, the load error with a retry, the empty text, or `before` (e.g. a summary), the
 * {@link DataTable} of `row`s with `footer` (e.g. the totals row of the whole result) and the
 * {@link Pagination} named `pagesLabel`. `query` is the page's TanStack query.
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
  footer?: (page: P) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loading />;
  if (query.isError) return <LoadError error={query.error} retry={() => void query.refetch()} />;
  if (query.data.list.length === 0) return <Empty testId="account-empty" text={props.emptyText} />;
  return (
    <>
      {props.before?.(query.data)}
      <DataTable
        testId={props.testId}
        caption={props.caption}
        headers={props.headers}
        footer={props.footer?.(query.data)}
      >
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
