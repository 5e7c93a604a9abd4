import type { ComponentRegistry } from '../../layout/registry';

/**
 * The points feature's registry entries (merged in `src/app/registry-entries.tsx`): points: point mall, points balance, rewards, redeem, redeem history, points details, convert (issue 11).
 * Every page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const pointsRegistry: ComponentRegistry = {};
