import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { stringProp } from '../../../../core/layout/props';
import { Icon, iconFor } from '../../../components/icon';
import type { LayoutComponentProps } from '../../../layout/registry';
import { closeModal, openModal, useModal } from '../../../lib/ui-store';

// The dialog (Radix dialog and tabs, the QR library, the steps) is fetched when first opened.
const DownloadDialog = lazy(() => import('./download-dialog'));

/**
 * The download modal's host (registry id `content.downloadModal`, a chrome overlay): renders the
 * dialog while the ui-store's modal is `download` (§2 Modals), opened by the side menu's and the
 * right bar's app download entries.
 */
export function DownloadModalHost() {
  const { name } = useModal();
  if (name !== 'download') return null;
  return (
    <Suspense fallback={null}>
      <DownloadDialog onClose={closeModal} />
    </Suspense>
  );
}

/**
 * The side menu's app download entry (registry id `content.downloadNavLink`, §2 Layout "app
 * download"): a button opening the download modal; `props.label` (i18n key) and `props.icon`.
 */
export function DownloadNavButton({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <li>
      <button
        type="button"
        className="side-link"
        aria-haspopup="dialog"
        onClick={() => openModal('download')}
      >
        <Icon name={iconFor(stringProp(node, 'icon', 'download'))} />
        <span>{t(stringProp(node, 'label', 'layout:nav.download'))}</span>
      </button>
    </li>
  );
}

/**
 * The right bar's app download button (registry id `content.downloadRightBarButton`, §2 Layout):
 * an icon button named by `props.label` that opens the download modal.
 */
export function DownloadRightBarButton({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const label = t(stringProp(node, 'label', 'layout:rightBar.download'));
  return (
    <li>
      <button
        type="button"
        className="right-bar-button"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => openModal('download')}
      >
        <Icon name={iconFor(stringProp(node, 'icon', 'download'))} />
      </button>
    </li>
  );
}
