import type { ReactNode } from 'react';

/**
 * The table every wallet record uses: a scrollable wrapper, a caption for assistive technology
 * and column headers. `headers` are translated texts; `children` are the body rows.
 */
export function DataTable(props: {
  testId: string;
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <div className="wal-table-wrap">
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
