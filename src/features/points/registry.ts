import { lazyComponent, type ComponentRegistry } from '../../layout/registry';
import { HeaderPoints } from './header-points';

/**
 * The points feature's registry entries (merged in `src/app/registry-entries.tsx`), issue 11:
 * the header points balance is eager (it paints with the header, next to `header.balance`, and is
 * small); the point mall page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const pointsRegistry: ComponentRegistry = {
  'points.headerBalance': HeaderPoints,
  'points.pointMallPage': lazyComponent(() =>
    import('./point-mall-page').then((m) => ({ default: m.PointMallPage })),
  ),
};
