import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { useSiteContext } from '../../../layout/site-context-provider';
import { openModal } from '../../../lib/ui-store';
import { useRegisterSettings, useSiteSettings } from '../../../lib/use-site-settings';
import { Button, buttonClassName } from '../../../components/button';

/** Age the site states when register settings do not give one (§1: "over 18"). */
export const DEFAULT_AGE_LIMIT = 18;

/** Site footer (§2 Layout): the groups, provider strip and copyright of chrome.json. */
export function Footer({ node }: LayoutComponentProps) {
  return (
    <footer className="site-footer">
      <RenderNodes nodes={node.children} />
    </footer>
  );
}

/** A titled footer group (about, affiliate service, payment methods, responsibility). */
export function FooterGroup({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const headingId = useId();
  return (
    <section className="footer-group" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(stringProp(node, 'title'))}</h2>
      <RenderNodes nodes={node.children} />
    </section>
  );
}

export function FooterLink({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <p className="footer-link">
      <SiteLink to={stringProp(node, 'to', '/')}>{t(stringProp(node, 'label'))}</SiteLink>
    </p>
  );
}

export function FooterText({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return <p>{t(stringProp(node, 'text'))}</p>;
}

/**
 * Invite-friends button (§2 Footer): opens the member-centre referral page when allowed (agents,
 * or members with the referral flag), else the login modal for guests.
 */
export function InviteFriends() {
  const { t } = useTranslation('layout');
  const ctx = useSiteContext();
  const allowed = ctx.role === 'agent' || (ctx.loggedIn && ctx.flags.referralButton === true);
  if (allowed) {
    return (
      <SiteLink to="?mc=referral" className={buttonClassName('primary')}>
        {t('footer.inviteFriends')}
      </SiteLink>
    );
  }
  if (ctx.loggedIn) return null;
  return (
    <Button variant="primary" onClick={() => openModal('login')}>
      {t('footer.inviteFriends')}
    </Button>
  );
}

/** Payment-methods image (resource `paymentMethods`). */
export function PaymentMethods() {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const resource = settings.resources.find((entry) => entry.resourceType === 'paymentMethods');
  if (!resource) return null;
  return (
    <img
      className="footer-payments"
      src={resource.url}
      alt={t('footer.paymentMethodsAlt')}
      width={320}
      height={48}
      loading="lazy"
    />
  );
}

/** Responsibility text with the age limit from register settings (§1, §3 ageLimit). */
export function Responsibility() {
  const { t } = useTranslation('layout');
  const register = useRegisterSettings();
  return <p>{t('footer.responsibilityText', { age: register?.ageLimit ?? DEFAULT_AGE_LIMIT })}</p>;
}

/** Game-provider icon strip (settings.providers). */
export function Providers() {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  if (settings.providers.length === 0) return null;
  return (
    <ul className="footer-providers" aria-label={t('footer.providers')}>
      {settings.providers.map((provider) => (
        <li key={provider.name}>
          <img src={provider.logoUrl} alt={provider.name} width={96} height={32} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** Copyright line with the brand and the current year. */
export function Copyright() {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  return (
    <p className="footer-copyright">
      {t('footer.copyright', { brand: settings.brandName, year: new Date().getFullYear() })}
    </p>
  );
}
