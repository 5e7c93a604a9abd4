import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { numberProp, stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import { openCustomerService, pickCustomerService } from '../customer-service';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { Icon, iconFor } from '../../../components/icon';

/**
 * Right bar (§2 Layout): customer service, app download and social links from chrome.json. On a
 * phone (≤ 40rem, issue 15) it folds into one button at the end edge above the bottom navigation,
 * so it never covers the page; the button shows and hides the links (`aria-expanded`).
 */
export function RightBar({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')} data-expanded={expanded}>
      <ul id={listId}>
        <RenderNodes nodes={node.children} />
      </ul>
      <button
        type="button"
        className="right-bar-button right-bar-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={expanded ? t('rightBarToggle.close') : t('rightBarToggle.open')}
        onClick={() => setExpanded((value) => !value)}
      >
        <Icon name={expanded ? 'close' : 'more'} />
      </button>
    </aside>
  );
}

export function RightBarCustomerService() {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const ctx = useSiteContext();
  const entry = pickCustomerService(settings.customerService, ctx.rankLevel);
  if (!entry) return null;
  return (
    <li>
      <button
        type="button"
        className="right-bar-button"
        aria-label={t('rightBar.customerService')}
        title={t('rightBar.customerService')}
        onClick={() => openCustomerService(entry)}
      >
        <Icon name="chat" />
      </button>
    </li>
  );
}

/** An icon link in the right bar (`props.to`, `props.label`, `props.icon`). */
export function RightBarLink({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const label = t(stringProp(node, 'label'));
  return (
    <li>
      <SiteLink
        to={stringProp(node, 'to', '/')}
        className="right-bar-button"
        aria-label={label}
        title={label}
      >
        <Icon name={iconFor(stringProp(node, 'icon'))} />
      </SiteLink>
    </li>
  );
}

/**
 * A social link from settings.social (§2: two Telegram slots and one Facebook): `props.network`
 * is `telegram` (with `props.slot` 0 or 1) or `facebook`. An empty slot renders nothing.
 */
export function RightBarSocial({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const network = stringProp(node, 'network');
  const url =
    network === 'facebook' ? settings.social.facebook : settings.social.telegram[numberProp(node, 'slot', 0)];
  if (!url || !/^https?:\/\//.test(url)) return null;
  const label =
    network === 'facebook'
      ? t('rightBar.facebook')
      : t('rightBar.telegram', { index: numberProp(node, 'slot', 0) + 1 });
  return (
    <li>
      <a
        className="right-bar-button"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
      >
        <Icon name={network === 'facebook' ? 'people' : 'send'} />
      </a>
    </li>
  );
}
