import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
