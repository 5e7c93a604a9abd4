import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { DownloadTabs } from './download-tabs';
import './download.css';

/**
 * The download modal (§2 Modals "Download modal"): the Android / iOS tabs with their install
 * steps and QR codes in an accessible Radix dialog (focus trap, Escape and the close button close
 * it, title announced).
 */
export default function DownloadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  const settings = useSiteSettings();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="download-overlay" />
        <Dialog.Content className="download-dialog" data-testid="download-modal">
          <div className="download-dialog-head">
            <Dialog.Title className="download-dialog-title">{t('download.title')}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('download.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="download-intro">
            {t('download.intro', { brand: settings.brandName })}
          </Dialog.Description>
          <DownloadTabs idPrefix="download-modal" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
