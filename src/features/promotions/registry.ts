import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The promotions feature's registry entries (merged in `src/app/registry-entries.tsx`): the pages
 * of the `promo` and `promoDetail` sections (layouts/routes.json; docs/contract-promotions.md
 * "Site"). Each is a lazy chunk, so no promotion code reaches the initial bundle.
 */
const pages = () => import('./promotions-page');

export const promotionsRegistry: ComponentRegistry = {
  'promotions.promotionsPage': lazyComponent(() => pages().then((m) => ({ default: m.PromotionsPage }))),
  'promotions.promoDetailPage': lazyComponent(() => pages().then((m) => ({ default: m.PromoDetailPage }))),
};
