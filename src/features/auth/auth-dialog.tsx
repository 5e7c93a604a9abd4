import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './auth.css';

/**
 * The frame every auth modal shares: an accessible Radix dialog (focus trap, Escape closes, title
 * announced), a labelled close button, light/dark via CSS variables. `dismissable={false}` (the
 * forced password change, issue 14 point 7) removes the close button and ignores Escape and
 * clicks outside: the dialog leaves only by what its body does.
 */
export function AuthDialog(props: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'normal';
  testId?: string;
  dismissable?: boolean;
}) {
  const { t } = useTranslation('auth');
  const dismissable = props.dismissable ?? true;
  const keep = (event: Event) => {
    if (!dismissable) event.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && dismissable && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="lotus-overlay" />
        <Dialog.Content
          className={`lotus-dialog lotus-dialog--${props.size ?? 'normal'}`}
          data-testid={props.testId}
          onEscapeKeyDown={keep}
          onInteractOutside={keep}
        >
          <div className="lotus-dialog__head">
            <Dialog.Title className="lotus-dialog__title">{props.title}</Dialog.Title>
            {dismissable ? (
              <Dialog.Close className="lotus-icon-button" aria-label={t('close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            ) : null}
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
