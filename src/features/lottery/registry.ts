import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The lottery feature's registry entries (merged in `src/app/registry-entries.tsx`): the pages of
 * the `lottery` and `vnlottery` sections (layouts/routes.json, issue 10). Each is a lazy chunk, so
 * no lottery code reaches the initial bundle: this file imports nothing of the feature statically.
 * Each page comes with its namespace (`withNamespaces`: it never suspends on its texts).
 */
export const lotteryRegistry: ComponentRegistry = {
  'lottery.lotteryPage': lazyComponent(() =>
    withNamespaces(import('./lottery-page'), ['lottery']).then((m) => ({ default: m.LotteryPage })),
  ),
  // A first load of /vnlottery asks for the menu and the chosen game's draw with the boot calls,
  // through a small chunk of its own; the page's chunk is left to the router (the page has no
  // first screen, its chrome hidden unless the brand's flag is on: its first paint waits for the
  // texts, which the page's dozen modules would otherwise hold back).
  'lottery.vnlotteryPage': lazyComponent(
    () => withNamespaces(import('./vnlottery-page'), ['lottery']).then((m) => ({ default: m.VnLotteryPage })),
    {
      prefetch: () =>
        void import('./vnlottery-prefetch').then(
          (m) => m.prefetchVnLottery(location.search),
          () => undefined,
        ),
      chunkWithData: false,
    },
  ),
};
