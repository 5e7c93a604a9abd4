import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import '../../../components/panel-page.css';

/**
 * The refusal a member (not an agent) sees on opening the agent centre (§6 "non-agents cannot log
 * in to the agent area"): a small alert dialog saying the centre is for agents only, with one
 * button; `onClose` when it is dismissed (button, Escape or a click outside).
 */
export default function AgentsOnlyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="acct-overlay" />
        <Dialog.Content className="acct-dialog" role="alertdialog" data-testid="agents-only">
          <Dialog.Title>{t('ac.agentsOnly')}</Dialog.Title>
          <Dialog.Description>{t('ac.agentsOnlyText')}</Dialog.Description>
          <div className="acct-dialog-actions">
            <Button variant="primary" onClick={onClose}>
              {t('ac.agentsOnlyOk')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
