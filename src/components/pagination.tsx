import { useTranslation } from 'react-i18next';
import { MARGIN_PAGES, PAGE_RANGE, pageItems } from './pagination-range';
import { Button } from './button';
import './pagination.css';

/**
 * Server-side pagination of the records pages (§9: page range 3, margin pages 1): previous, the
 * page buttons from {@link pageItems} (the current one `aria-current="page"`), gaps, next.
 * Renders nothing for a single page.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  label,
  pageRange = PAGE_RANGE,
  marginPages = MARGIN_PAGES,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation (e.g. "Betting record pages"). */
  label: string;
  pageRange?: number;
  marginPages?: number;
}) {
  const { t } = useTranslation('wallet');
  if (totalPages <= 1) return null;
  return (
    <nav className="wal-pager" aria-label={label}>
      <Button variant="ghost" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pager.previous')}
      </Button>
      <ul>
        {pageItems(page, totalPages, pageRange, marginPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="wal-pager-gap">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={item.page === page ? 'wal-page is-current' : 'wal-page'}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={t('pager.page', { page: item.page })}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <Button variant="ghost" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
