import type { Plugin } from 'vite';
import { FIRST_SCREEN_MARKER, ROUTES_COPY } from '../core/layout/first-screen.ts';
import { firstPaint, type FirstPaintPrefs } from '../src/app/first-paint.ts';
import { LANGUAGE_STORAGE_KEY, RTL_LANGUAGES, THEME_STORAGE_KEY } from '../src/lib/document-prefs.ts';

/** The keys and languages the page's boot script reads, as the site's stores write them. */
const PREFS: FirstPaintPrefs = {
  themeKey: THEME_STORAGE_KEY,
  languageKey: LANGUAGE_STORAGE_KEY,
  rtl: RTL_LANGUAGES,
};

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites the built `index.html` so the first screen paints before the app's script is asked for
 * (issue 13, FCP and LCP):
 * - the entry `<script type="module">` and its `<link rel="modulepreload">`s are taken out, and an
 *   inline `<script data-lotus-boot data-entry data-preload>` running {@link firstPaint} is put
 *   in `<head>` before the stylesheet: it applies the theme and direction, then adds them back once
 *   the page has painted;
 * - {@link FIRST_SCREEN_MARKER} is put at the start of `<body>`, for the server's first screen.
 * A page without an entry script is returned unchanged.
 * @param html the page as Vite built it.
 * @returns the rewritten page.
 */
export function rewriteIndexHtml(html: string): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '').filter(Boolean);
  const boot =
    `<script data-lotus-boot data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">` +
    `(${firstPaint.toString()})(document.currentScript, ${JSON.stringify(PREFS)})</script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(/(\s*)(<link rel="stylesheet")/, `$1${boot}$1$2`)
    .replace(/<body>(\s*)/, `<body>$1${FIRST_SCREEN_MARKER}$1`);
}

/**
 * The first-screen build step (issue 13): rewrites `index.html` ({@link rewriteIndexHtml}) and
 * writes the route table the bundle was built with to `dist/layout-routes.json`, so the server
 * paints the banner of the very routes the site renders.
 * @param routes layouts/routes.json as the site bundles it.
 */
export function firstScreen(routes: unknown): Plugin {
  return {
    name: 'lotus-first-screen',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: rewriteIndexHtml },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: ROUTES_COPY, source: JSON.stringify(routes) });
    },
  };
}
