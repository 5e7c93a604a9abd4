import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

const pointMall = () => import('./point-mall-page');

/**
 * The points feature's registry entries (merged in `src/app/registry-entries.tsx`), issue 11:
 * the header points balance is eager (it paints with the header, next to `header.balance`, and is
 * small); the point mall page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const pointsRegistry: ComponentRegistry = {
  // Logged-in members only, shown once their points balance is known: a lazy chunk.
  'points.headerBalance': lazyComponent(() =>
    import('./header-points').then((m) => ({ default: m.HeaderPoints })),
  ),
  // A first load of /pointMall asks for the earning rules and the rewards (whose images are the
  // page's largest paint) with the boot calls.
  'points.pointMallPage': lazyComponent(
    () => withNamespaces(pointMall(), ['points']).then((m) => ({ default: m.PointMallPage })),
    {
      // With the page's chunk, which carries the queries (nothing of them in the entry). A chunk that
      // fails to load is reported by the page's own boundary, not here.
      prefetch: () =>
        void pointMall().then(
          (m) => m.prefetchPointMall(),
          () => undefined,
        ),
    },
  ),
};
