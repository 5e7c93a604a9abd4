/**
 * How the build groups modules into chunks (issue 13: `/` fetches its JavaScript in at most 15
 * requests). Left alone, the bundler gives every module shared by two lazy chunks a chunk of its
 * own — about 40 small scripts before `/` is idle, each a request. These groups keep together
 * what the first screen needs, and leave the features' lazy chunks as they are:
 * - `framework`: React, the router, i18next and TanStack Query — every page runs them first;
 * - `app`: the site's own code the entry imports statically (Rolldown's `$initial` tag) — the
 *   shell, the layout engine, the API client, the stores — which the bundler would otherwise split
 *   into small chunks because lazy chunks share it;
 * - `first-screen`: the lazy pieces every page of the shell paints at once — the banner carousel,
 *   the footer, the modal host, the loading and error states (Embla itself is a chunk of its own,
 *   fetched when a carousel is first needed: `src/lib/use-carousel.ts`);
 * - `home`: the home page with its game rows, tiles and launcher (also the game pages' code), so a
 *   page without games (/register) does not fetch it;
 * - `locale-<language>-map`: a language's namespace map, the one way to reach its other chunks.
 * - `locale-<language>`: the namespaces the first screen paints with (common, layout, games), one
 *   chunk per language, so a language adds no byte to another language's first load.
 * Rolldown's `output.codeSplitting` option (Vite 8); checked by `npm run test:budget` in Chromium.
 */

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/;
const FIRST_SCREEN = new RegExp(
  [
    /[\\/]src[\\/]features[\\/]shell[\\/]components[\\/](pages|footer|banner-carousel)\.tsx$/.source,
    /[\\/]src[\\/]features[\\/]auth[\\/](auth-modal-host|use-launch-code-from-url)\.tsx?$/.source,
    // Shared by the home page and most lazy pages: with the shell, not with the home page.
    /[\\/]src[\\/](components[\\/]states|lib[\\/]error-text|lib[\\/]api[\\/]wallet-keys)\.tsx?$/.source,
  ].join('|'),
);
const HOME =
  /[\\/]src[\\/]features[\\/]games[\\/](home-page|category-order|category-nav|game-tile|launch-layer|launch-logic|use-launch-game|use-favourites)\.tsx?$/;

export const codeSplitting = {
  groups: [
    { name: 'framework', priority: 30, test: FRAMEWORK },
    {
      name: 'app',
      priority: 20,
      tags: ['$initial' as const],
      test: (id: string) => !id.includes('node_modules'),
    },
    { name: 'first-screen', priority: 15, test: FIRST_SCREEN },
    { name: 'home', priority: 14, test: HOME },
    {
      name: (id: string): string | null => {
        const match = /[\\/]locales[\\/]([^\\/]+)[\\/](common|layout|games)\.json$/.exec(id);
        return match ? `locale-${match[1]}` : null;
      },
      priority: 10,
    },
    {
      // Each language's namespace map (src/i18n/bundles) is named after it: every other chunk of
      // that language is reached only through it, so a first load that fetches another language
      // is visible by name (tests/e2e/languages.spec.ts).
      name: (id: string): string | null => {
        const bundle = /[\\/]src[\\/]i18n[\\/]bundles[\\/]([^\\/]+)\.ts$/.exec(id);
        return bundle ? `locale-${bundle[1]}-map` : null;
      },
      priority: 5,
    },
  ],
};
