import { lazyComponent, type ComponentRegistry } from '../../layout/registry';

/**
 * The games feature's registry entries (merged in `src/app/registry-entries.tsx`): lobby pages,
 * the frame, in-house games and the server-fed side-menu categories. Every entry is its own lazy
 * chunk (issue 3), so neither the games code nor `@tanstack/react-virtual` reaches the initial
 * bundle: this file imports nothing of the feature statically.
 */
export const gamesRegistry: ComponentRegistry = {
  'games.categoryNav': lazyComponent(() =>
    import('./category-nav').then((m) => ({ default: m.CategoryNav })),
  ),
  'games.home': lazyComponent(() => import('./home-page').then((m) => ({ default: m.GamesHomePage }))),
  'games.categoryPage': lazyComponent(() =>
    import('./category-page').then((m) => ({ default: m.CategoryPage })),
  ),
  // /pvp's room list (a child node of the route): its own lazy chunk, loaded with the category page.
  'games.pvpRooms': lazyComponent(() => import('./pvp-rooms').then((m) => ({ default: m.PvpRooms }))),
  'games.rngPage': lazyComponent(() => import('./rng-page').then((m) => ({ default: m.RngPage }))),
  'games.gamePage': lazyComponent(() => import('./game-page').then((m) => ({ default: m.GamePage }))),
  'games.inhousePage': lazyComponent(() =>
    import('./inhouse-page').then((m) => ({ default: m.InhousePage })),
  ),
};
