import { useTranslation } from 'react-i18next';
import { RenderNodes, type LayoutComponentProps } from '../../../layout/registry';
import { stringProp } from '../../../../core/layout/props';
import { SiteLink } from '../../../layout/links';
import { useSiteSettings } from '../../../lib/use-site-settings';
import { Icon, iconFor } from '../../../components/icon';
import { buttonClassName } from '../../../components/button';

/**
 * Home page body (§2 "/"): a welcome and the category entries of the route's `children` in
 * layouts/routes.json (each gated by its whitelabel module). The banner comes from the route.
 */
export function HomePage({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  return (
    <div className="page home-page">
      <h1>{t('home.welcome', { brand: settings.brandName })}</h1>
      <p>{t('home.intro')}</p>
      {node.children.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">{t('home.categories')}</h2>
          <ul className="category-grid">
            <RenderNodes nodes={node.children} />
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A category entry card on the home page (`props.label`, `props.to`, `props.icon`). */
export function CategoryCard({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  return (
    <li>
      <SiteLink to={stringProp(node, 'to', '/')} className="category-card">
        <Icon name={iconFor(stringProp(node, 'icon'))} size={32} />
        <span>{t(stringProp(node, 'label'))}</span>
      </SiteLink>
    </li>
  );
}

/** Body of a centre-panel page a later issue fills. */
export function CentreComingSoon() {
  const { t } = useTranslation('layout');
  return <p className="empty-state">{t('page.comingSoon')}</p>;
}

/** Page for a path no route answers to. */
export function NotFoundPage() {
  const { t } = useTranslation('layout');
  return (
    <div className="page empty-state">
      <h1>{t('page.notFound')}</h1>
      <p>{t('page.notFoundText')}</p>
      <SiteLink to="/" className={buttonClassName('primary')}>
        {t('page.backHome')}
      </SiteLink>
    </div>
  );
}

/**
 * Page of a route whose whitelabel module the operator switched off (layouts/routes.json
 * `module`, §3 Permission response): says so plainly and links home; nothing of the section loads.
 */
export function NotAvailablePage() {
  const { t } = useTranslation('layout');
  return (
    <div className="page empty-state" data-testid="page-not-available">
      <h1>{t('page.notAvailable')}</h1>
      <p>{t('page.notAvailableText')}</p>
      <SiteLink to="/" className={buttonClassName('primary')}>
        {t('page.backHome')}
      </SiteLink>
    </div>
  );
}
