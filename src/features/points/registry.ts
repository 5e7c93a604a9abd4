import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

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
  'points.pointMallPage': lazyComponent(() =>
    import('./point-mall-page').then((m) => ({ default: m.PointMallPage })),
  ),
};
