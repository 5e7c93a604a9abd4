import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SiteLink } from '../../layout/links';
import { unreadCountQuery } from '../../lib/api/account';
import { useSession } from '../../lib/session';
import '../../components/panel-page.css';

/** Badge text: counts above 99 show as 99+. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * `header.unread` — the messages button of the header with the unread count (§7
 * `CSP_unreadCount`, value = number), polled every minute; opens `?mc=messageV2`. The badge is
 * hidden at 0; the accessible name always carries the count.
 */
export default function UnreadBadge() {
  const { t } = useTranslation('account');
  const { token } = useSession();
  const unread = useQuery({ ...unreadCountQuery(), enabled: token !== null });
  const count = unread.data ?? 0;
  return (
    <SiteLink
      to="?mc=messageV2"
      className="acct-unread icon-button"
      aria-label={t('messages.headerLabel', { count })}
      data-testid="header-unread"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M3 6h18v12H3zM3 6l9 7 9-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? (
        <span className="acct-unread-count" aria-hidden="true" data-testid="header-unread-count">
          {badgeText(count)}
        </span>
      ) : null}
    </SiteLink>
  );
}
