import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The promotions feature's registry entries (merged in `src/app/registry-entries.tsx`): the pages
 * of the `promo` and `promoDetail` sections (layouts/routes.json; docs/contract-promotions.md
 * "Site"). Each is a lazy chunk, so no promotion code reaches the initial bundle.
 */
const chunk = () => import('./promotions-page');
// The page with its texts (no suspension on the namespace once it renders).
const pages = () => withNamespaces(chunk(), ['promotions']);

export const promotionsRegistry: ComponentRegistry = {
  // A first load of /promotions asks for the list with the boot calls (its covers are the page's
  // largest paint); the page's own query then finds it on its way.
  'promotions.promotionsPage': lazyComponent(() => pages().then((m) => ({ default: m.PromotionsPage })), {
    // With the page's chunk, which carries the query (nothing of it in the entry). A chunk that
    // fails to load is reported by the page's own boundary, not here.
    prefetch: () =>
      void chunk().then(
        (m) => m.prefetchPromotionList(),
        () => undefined,
      ),
  }),
  'promotions.promoDetailPage': lazyComponent(() => pages().then((m) => ({ default: m.PromoDetailPage }))),
};
