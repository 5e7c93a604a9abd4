import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './content.css';

/**
 * The content feature's modal frame: an accessible Radix dialog (focus trap, Escape and the
 * labelled close button close it, title announced), light/dark through CSS variables.
 */
export function ContentDialog(props: {
  title: string;
  onClose: () => void;
  testId: string;
  size?: 'small' | 'large';
  children: ReactNode;
}) {
  const { t } = useTranslation('content');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="cnt-overlay" />
        <Dialog.Content
          className={props.size === 'small' ? 'cnt-dialog is-small' : 'cnt-dialog'}
          data-testid={props.testId}
          aria-describedby={undefined}
        >
          <div className="cnt-dialog-head">
            <Dialog.Title className="cnt-dialog-title">{props.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {props.children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
