import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../../layout/links';
import { Pagination } from '../../../components/pagination';
import { SafeHtml } from '../../../components/safe-html';
import { Empty, LoadError, Loading } from '../../../components/states';
import { ANNOUNCEMENT_TYPES, noticesQuery, type AnnouncementType } from '../../../lib/api/content';
import { formatDateTime } from '../../../lib/format';
import { ContentDialog } from '../content-dialog';
import { filterEntries, pageCount, pageOf, toEntries, type NoticeEntry } from './notices';

const isType = (v: string | undefined): v is AnnouncementType =>
  (ANNOUNCEMENT_TYPES as readonly string[]).includes(v ?? '');

/**
 * The announcement modal (§2 Modals; §9 notices 9 per page): type filter (all, H, PL, PU, PR, B),
 * the list 9 per page with pagination, and the selected entry's title, date (active language) and
 * sanitized HTML body (a promotion or banner shows its image and link). `initialType` and
 * `initialId` come from the ui-store params (`type`, `id`).
 */
export default function AnnouncementDialog(props: {
  onClose: () => void;
  initialType?: string;
  initialId?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <ContentDialog title={t('notices.title')} onClose={props.onClose} testId="announcement-modal">
      <AnnouncementBrowser
        initialType={props.initialType}
        initialId={props.initialId}
        onClose={props.onClose}
      />
    </ContentDialog>
  );
}

export function AnnouncementBrowser(props: {
  initialType?: string;
  initialId?: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const notices = useQuery(noticesQuery());
  const [type, setType] = useState<AnnouncementType | 'all'>(
    isType(props.initialType) ? props.initialType : 'all',
  );
  const [page, setPage] = useState(1);
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  if (notices.isPending) return <Loading />;
  if (notices.isError) return <LoadError error={notices.error} retry={() => void notices.refetch()} />;
  const all = toEntries(notices.data);
  const entries = filterEntries(all, type);
  const pages = pageCount(entries.length);
  const current = Math.min(page, pages);
  const shown = pageOf(entries, current);
  const wanted =
    selectedKey ?? (props.initialId ? all.find((e) => String(e.id) === props.initialId)?.key : null);
  const selected: NoticeEntry | undefined = entries.find((e) => e.key === wanted) ?? shown[0];
  const chooseType = (next: AnnouncementType | 'all') => {
    setType(next);
    setPage(1);
    setSelectedKey(null);
  };
  return (
    <>
      <ul className="cnt-chips" aria-label={t('notices.filter')}>
        {(['all', ...ANNOUNCEMENT_TYPES] as const).map((k) => (
          <li key={k}>
            <button
              type="button"
              className="cnt-chip"
              aria-pressed={type === k}
              onClick={() => chooseType(k)}
            >
              {t(`notices.types.${k}`)}
            </button>
          </li>
        ))}
      </ul>
      {entries.length === 0 ? (
        <Empty text={t('notices.empty')} testId="notices-empty" />
      ) : (
        <div className="cnt-notices">
          <div>
            <ul className="cnt-list" aria-label={t('notices.list')} data-testid="notice-list">
              {shown.map((e) => (
                <li key={e.key}>
                  <button
                    type="button"
                    className="cnt-item"
                    aria-current={e.key === selected?.key ? 'true' : undefined}
                    aria-controls="cnt-notice-detail"
                    onClick={() => setSelectedKey(e.key)}
                  >
                    <span className="cnt-item-type">{t(`notices.types.${e.type}`)}</span>
                    <span>{e.title}</span>
                    {e.date ? (
                      <time className="cnt-item-date" dateTime={e.date}>
                        {formatDateTime(e.date, i18n.language)}
                      </time>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
            <Pagination
              page={current}
              totalPages={pages}
              label={t('notices.pages')}
              onChange={(p) => {
                setPage(p);
                setSelectedKey(null);
              }}
            />
          </div>
          {selected ? (
            <article
              className="cnt-detail"
              id="cnt-notice-detail"
              aria-live="polite"
              aria-labelledby="cnt-notice-title"
              data-testid="notice-detail"
            >
              <h3 id="cnt-notice-title">{selected.title}</h3>
              {selected.date ? (
                <p className="cnt-muted">
                  <time dateTime={selected.date}>{formatDateTime(selected.date, i18n.language)}</time>
                </p>
              ) : null}
              {selected.image ? <img src={selected.image} alt={selected.title} loading="lazy" /> : null}
              {selected.html !== null ? <SafeHtml className="cnt-body" html={selected.html} /> : null}
              {selected.link ? (
                <p>
                  <SiteLink to={selected.link} onClick={props.onClose}>
                    {t(selected.type === 'PR' ? 'notices.viewPromotion' : 'notices.open')}
                  </SiteLink>
                </p>
              ) : null}
            </article>
          ) : null}
        </div>
      )}
    </>
  );
}
