import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stringProp } from '../../../core/layout/props';
import type { LayoutComponentProps } from '../../layout/registry';
import { announcementsQuery } from '../../lib/api/queries';
import { useSession } from '../../lib/session';
import { closeModal, getModal, openModal, useModal } from '../../lib/ui-store';
import { visitorSeenPopups } from './after-login/visitor-seen';

// The dialogs (Radix dialog, sanitizer, pagination) are fetched when first opened.
const AnnouncementDialog = lazy(() => import('./announcements/announcement-dialog'));
const AfterLoginDialog = lazy(() => import('./after-login/after-login-dialog'));

/**
 * Opens the popups for a visitor at boot when the brand says so (`popupForVisitors`), once per
 * browser, and only while no other modal is open. Reads the announcements answer the site already
 * loads (no extra call).
 */
function useVisitorPopups(): void {
  const { token } = useSession();
  const announcements = useQuery({ ...announcementsQuery(), enabled: token === null });
  const opened = useRef(false);
  useEffect(() => {
    const data = announcements.data;
    if (token !== null || opened.current || !data?.popupForVisitors) return;
    const seen = visitorSeenPopups();
    if (!data.popup.some((n) => !seen.has(n.id)) || getModal().name !== null) return;
    opened.current = true;
    openModal('afterLogin', { visitor: '1' });
  }, [token, announcements.data]);
}

/**
 * The content modals' host (registry id `content.modalHost`, a chrome overlay): the announcement
 * modal (ui-store `announcements`, params `type`, `id`) and the after-login modal (`afterLogin`,
 * params `firstTimeLogin`, `visitor`), each a lazy chunk.
 */
export function ContentModalHost() {
  const { name, params } = useModal();
  useVisitorPopups();
  if (name === 'announcements')
    return (
      <Suspense fallback={null}>
        <AnnouncementDialog onClose={closeModal} initialType={params.type} initialId={params.id} />
      </Suspense>
    );
  if (name === 'afterLogin')
    return (
      <Suspense fallback={null}>
        <AfterLoginDialog
          firstTimeLogin={params.firstTimeLogin === '1'}
          visitor={params.visitor === '1'}
          onClose={closeModal}
        />
      </Suspense>
    );
  return null;
}

function BellIcon() {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The side menu's announcements entry (registry id `content.noticesNavLink`): a button opening the
 * announcement modal; `props.label` (i18n key).
 */
export function NoticesNavButton({ node }: LayoutComponentProps) {
  // Layout labels only: the chrome paints on every page, and the `content` namespace is not
  // fetched until a content screen opens (issue 13).
  const { t } = useTranslation('layout');
  return (
    <li>
      <button
        type="button"
        className="side-link"
        aria-haspopup="dialog"
        onClick={() => openModal('announcements')}
      >
        <BellIcon />
        <span>{t(stringProp(node, 'label', 'layout:nav.notices'))}</span>
      </button>
    </li>
  );
}

/**
 * The right bar's announcements button (registry id `content.noticesRightBarButton`): an icon
 * button named by `props.label` that opens the announcement modal.
 */
export function NoticesRightBarButton({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const label = t(stringProp(node, 'label', 'layout:rightBar.notices'));
  return (
    <li>
      <button
        type="button"
        className="right-bar-button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => openModal('announcements')}
      >
        <BellIcon />
      </button>
    </li>
  );
}
