/**
 * What the build, the reference server and the site agree on for the server's first screen
 * (issue 13): scripts/vite-first-screen.ts writes the marker and the route table's copy,
 * server/src/services/first-screen.ts fills the marker from that copy, and
 * src/lib/first-screen.ts removes the element once the app has taken over.
 */

/** Where the built `index.html` wants the route's first screen. */
export const FIRST_SCREEN_MARKER = '<!--lotus:first-screen-->';
/** The build's copy of layouts/routes.json in the site folder (`dist/layout-routes.json`). */
export const ROUTES_COPY = 'layout-routes.json';
/** Id of the first screen's element in the page. */
export const FIRST_SCREEN_ID = 'first-screen';

/**
 * The build's file of what a page's first screen draws beyond the shell (`dist/first-screen-parts.json`,
 * {@link FirstScreenParts}): read by the server, never by the site.
 */
export const FIRST_SCREEN_PARTS = 'first-screen-parts.json';

/**
 * The translation keys a first screen draws, by namespace (`locales/<language>/<namespace>.json`);
 * a key naming an object takes all of it. Today: /vnlottery's title, region tabs, game head and
 * the bet picker's head up to the bet type's rule, and /pointMall's title, a guest's summary (the
 * log-in line, the earning rules) and the rewards tab (server/src/services/first-screen.ts).
 */
export const FIRST_SCREEN_KEYS: Readonly<Record<string, readonly string[]>> = {
  layout: ['page.vnlottery', 'page.pointMall'],
  lottery: [
    'games',
    'cycle.closesIn',
    'guest.loginToBet',
    'guest.login',
    'picker.title',
    'picker.rule',
    'group',
    'betType',
    'betTypeHelp',
  ],
  points: [
    'summary',
    'visitor',
    'login',
    'rate',
    'categoryRate',
    'categories',
    'neverExpire',
    'tabs',
    'tab.rewards',
    'rewards.title',
  ],
};

/** The page components (registry ids) whose first screen carries their own stylesheet. */
export const FIRST_SCREEN_STYLED_PAGES: Readonly<Record<string, string>> = {
  'lottery.vnlotteryPage': 'src/features/lottery/vnlottery-page.tsx',
  'points.pointMallPage': 'src/features/points/point-mall-page.tsx',
};

/** A namespace's texts: nested objects of strings, as in `locales/`. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/** The value at a dotted `path` (`picker.rule`) of `tree`: a text, a subtree, or undefined. */
export function textAt(tree: TextTree | undefined, path: string): string | TextTree | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** What {@link FIRST_SCREEN_PARTS} holds. */
export interface FirstScreenParts {
  /** Per language folder of `locales/`, per namespace, only the {@link FIRST_SCREEN_KEYS}. */
  texts: Record<string, Record<string, TextTree>>;
  /**
   * Per page component of {@link FIRST_SCREEN_STYLED_PAGES}, the CSS its chunk loads, which the
   * server puts in that page's first screen so it paints with no request more.
   */
  styles: Record<string, string>;
}
