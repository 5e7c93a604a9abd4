import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import type { ResolvedNode } from '../../../../core/layout/types';
import { SiteLink } from '../../../layout/links';
import { openModal } from '../../../lib/ui-store';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { toggleSideMenu, useSideMenuAvailable, useSideMenuOpen } from '../side-menu-store';
import { useTheme } from '../theme-store';
import { Icon, iconFor } from '../../../components/icon';
import { Button } from '../../../components/button';

/**
 * How a header item shows on a phone (≤ 40rem; issue 15), from its chrome.json `props.phone`:
 * `hide` (it is in the member centre or the drawer instead), `drawer` (hidden where the route has
 * the side-menu drawer, which carries it, and when logged in; shown logged out on header-only
 * routes such as /register), `compact` (icon only,
 * the text kept for assistive technology), or shown as on a desktop.
 */
export type PhoneMode = 'hide' | 'drawer' | 'compact' | 'show';

function phoneMode(node: ResolvedNode): PhoneMode {
  const mode = stringProp(node, 'phone', 'show');
  return mode === 'hide' || mode === 'drawer' || mode === 'compact' ? mode : 'show';
}

/** Id of the side menu element, referenced by the toggle's aria-controls. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * Site header (§2 Layout): logo (opens the speed-test modal), side-menu toggle and the right-side
 * items of layouts/chrome.json (`regions.header[0].children`).
 */
export function Header({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const sideOpen = useSideMenuOpen();
  const sideAvailable = useSideMenuAvailable();
  const theme = useTheme();
  // The theme's own variant (`logoLight` / `logoDark`, site.json resources), else the plain logo.
  const themed = theme === 'dark' ? 'logoDark' : 'logoLight';
  const logo =
    settings.resources.find((resource) => resource.resourceType === themed) ??
    settings.resources.find((resource) => resource.resourceType === 'logo');
  return (
    <header className="site-header">
      {sideAvailable ? (
        <button
          type="button"
          className="icon-button"
          aria-expanded={sideOpen}
          aria-controls={SIDE_MENU_ID}
          aria-label={sideOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={toggleSideMenu}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <button
        type="button"
        className="site-logo"
        aria-label={t('header.logoLabel', { brand: settings.brandName })}
        onClick={() => openModal('speedTest')}
      >
        {logo ? (
          <img src={logo.url} alt="" width={140} height={40} />
        ) : (
          <span className="site-logo-text">{settings.brandName}</span>
        )}
      </button>
      <div className="site-header-right">
        {node.children.map((child) => (
          <div key={child.id} className="header-slot" data-phone={phoneMode(child)}>
            <RenderNodes nodes={[child]} />
          </div>
        ))}
      </div>
    </header>
  );
}

/** Header log-in button (logged out). */
export function LoginButton() {
  const { t } = useTranslation('layout');
  return (
    <Button variant="secondary" onClick={() => openModal('login')}>
      {t('header.login')}
    </Button>
  );
}

/** Header sign-up button; chrome.json shows it only with the directRegistration flag (§2). */
export function SignUpButton() {
  const { t } = useTranslation('layout');
  return (
    <Button variant="primary" onClick={() => openModal('register')}>
      {t('header.signUp')}
    </Button>
  );
}

/** Header free-demo button; chrome.json shows it only with the freePlay flag (§2, §6 Trial). */
export function FreeDemoButton() {
  const { t } = useTranslation('layout');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const start = async (): Promise<void> => {
    setState('busy');
    try {
      const { startFreePlay } = await import('../../../lib/free-play');
      await startFreePlay();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button
        variant="ghost"
        aria-busy={state === 'busy'}
        disabled={state === 'busy'}
        onClick={() => void start()}
      >
        {t('header.freeDemo')}
      </Button>
      {state === 'failed' ? (
        <span role="alert" className="header-error">
          {t('header.freeDemoFailed')}
        </span>
      ) : null}
    </>
  );
}

/**
 * A header link to a member-centre page (`props.to` = `?mc=depositv2`), e.g. deposit/withdraw;
 * with `props.icon` the icon leads the label (and stands alone on a phone with `phone: compact`).
 */
export function PanelButton({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const variant = stringProp(node, 'variant', 'secondary');
  const icon = stringProp(node, 'icon');
  return (
    <SiteLink to={stringProp(node, 'to', '/')} className={`button button-${variant}`}>
      {icon ? <Icon name={iconFor(icon)} size={18} /> : null}
      <span className="button-text">{t(stringProp(node, 'label'))}</span>
    </SiteLink>
  );
}
