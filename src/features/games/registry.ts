import { withNamespaces } from '../../i18n/index';
import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The games feature's registry entries (merged in `src/app/registry-entries.tsx`): lobby pages,
 * the frame, in-house games and the server-fed side-menu categories. Every entry is its own lazy
 * chunk (issue 3), so neither the games code nor `@tanstack/react-virtual` reaches the initial
 * bundle: this file imports nothing of the feature statically. The pages come with their
 * namespace (`withNamespaces`: they never suspend on their texts).
 */
export const gamesRegistry: ComponentRegistry = {
  'games.categoryNav': lazyComponent(() =>
    import('./category-nav').then((m) => ({ default: m.CategoryNav })),
  ),
  'games.home': lazyComponent(() =>
    withNamespaces(import('./home-page'), ['games']).then((m) => ({ default: m.GamesHomePage })),
  ),
  'games.categoryPage': lazyComponent(() =>
    withNamespaces(import('./category-page'), ['games']).then((m) => ({ default: m.CategoryPage })),
  ),
  // /pvp's room list (a child node of the route): its own lazy chunk, loaded with the category page.
  'games.pvpRooms': lazyComponent(() => import('./pvp-rooms').then((m) => ({ default: m.PvpRooms }))),
  'games.rngPage': lazyComponent(() =>
    withNamespaces(import('./rng-page'), ['games']).then((m) => ({ default: m.RngPage })),
  ),
  'games.gamePage': lazyComponent(() => import('./game-page').then((m) => ({ default: m.GamePage }))),
  'games.inhousePage': lazyComponent(() =>
    import('./inhouse-page').then((m) => ({ default: m.InhousePage })),
  ),
};
