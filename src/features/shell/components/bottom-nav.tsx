import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { Icon, iconFor } from '../../../components/icon';

/**
 * The phone's bottom navigation (issue 15; chrome.json `regions.bottomNav`): the main categories
 * within thumb reach, fixed at the bottom edge below 40rem and absent from wider screens (CSS).
 * Its entries are the node's children (`bottomNav.link`), each gated by its whitelabel module.
 */
export function BottomNav({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  if (node.children.length === 0) return null;
  return (
    <nav className="bottom-nav" aria-label={t('bottomNav.label')}>
      <ul>
        <RenderNodes nodes={node.children} />
      </ul>
    </nav>
  );
}

/**
 * A bottom-navigation entry: icon over a short label (`props.to`, `props.label`, `props.icon`);
 * the current page's entry is marked `aria-current="page"` by SiteLink.
 */
export function BottomNavLink({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <li>
      <SiteLink to={stringProp(node, 'to', '/')} className="bottom-nav-link">
        <Icon name={iconFor(stringProp(node, 'icon'))} size={22} />
        <span>{t(stringProp(node, 'label'))}</span>
      </SiteLink>
    </li>
  );
}
