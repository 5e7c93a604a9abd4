import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { useSession } from '../../../lib/session';
import { requestLogout } from '../../../lib/logout';
import { Icon } from '../../../components/icon';
import { buttonClassName } from '../../../components/button';

/**
 * Account dropdown (§2 Layout): an accessible Radix menu whose items are the node's children
 * (`menu.link`, `menu.signOut`), so the items and their conditions live in chrome.json.
 */
export function AccountMenu({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const { member } = useSession();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClassName('ghost', 'account-trigger')}
        aria-label={t('header.accountMenu')}
      >
        <span className="account-icon">
          <Icon name="user" size={18} />
        </span>
        <span className="account-name">{member?.nickname || member?.account || t('header.account')}</span>
        <Icon name="chevronDown" size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <RenderNodes nodes={node.children} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A dropdown item linking to `props.to` (a path or a panel query such as `?mc=securityCenter`). */
export function MenuLink({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <DropdownMenu.Item asChild className="menu-item">
      <SiteLink to={stringProp(node, 'to', '/')}>{t(stringProp(node, 'label'))}</SiteLink>
    </DropdownMenu.Item>
  );
}

/** Sign-out item: asks for confirmation through the auth feature (§4 Logout). */
export function MenuSignOut({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <DropdownMenu.Item className="menu-item" onSelect={requestLogout}>
      {t(stringProp(node, 'label', 'layout:account.signOut'))}
    </DropdownMenu.Item>
  );
}
