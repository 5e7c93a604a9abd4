import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

/**
 * The dialog of the contract screens (lower-rate confirmation, termination, a settlement's bets, the
 * pending-offers popup): a Radix dialog (focus trap, Escape and the close button call `onClose`,
 * title and description announced) above the agent-centre panel, themed by the site's variables.
 */
export function ContractDialog(props: {
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation('contracts');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="ct-overlay" />
        <Dialog.Content
          className={props.wide ? 'ct-dialog ct-dialog--wide' : 'ct-dialog'}
          data-testid={props.testId}
        >
          <div className="ct-dialog-head">
            <Dialog.Title className="ct-dialog-title">{props.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('dialog.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </div>
          {props.description ? (
            <Dialog.Description className="ct-dialog-description">{props.description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{props.title}</Dialog.Description>
          )}
          <div className="ct-dialog-body">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
