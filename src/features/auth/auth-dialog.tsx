import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/**
 * The frame every auth modal shares: an accessible Radix dialog (focus trap, Escape closes, title
 * announced), a labelled close button, light/dark via CSS variables.
 */
export function AuthDialog(props: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'normal';
  testId?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lotus-overlay" />
        <Dialog.Content
          className={`lotus-dialog lotus-dialog--${props.size ?? 'normal'}`}
          data-testid={props.testId}
        >
          <div className="lotus-dialog__head">
            <Dialog.Title className="lotus-dialog__title">{props.title}</Dialog.Title>
            <Dialog.Close className="lotus-icon-button" aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {props.description ? (
            <Dialog.Description className="lotus-dialog__description">{props.description}</Dialog.Description>
          ) : (
            <Dialog.Description className="lotus-visually-hidden">{props.title}</Dialog.Description>
          )}
          <div className="lotus-dialog__body">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
