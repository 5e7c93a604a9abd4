import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_PARTS,
  ROUTES_COPY,
  type FirstScreenParts,
} from '../core/layout/first-screen.ts';
import { firstPaint, type BootFailureText, type FirstPaintPrefs } from '../src/app/first-paint.ts';
import { firstScreenStyles, firstScreenTexts } from './first-screen-parts.ts';
import {
  LANGUAGE_STORAGE_KEY,
  RTL_LANGUAGES,
  SESSION_TOKEN_KEY,
  THEME_STORAGE_KEY,
} from '../src/lib/document-prefs.ts';

/** Where the build writes every language's {@link BootFailureText} (fetched only on a failure). */
export const BOOT_MESSAGES = 'boot-messages.json';

/**
 * Every language's "could not load the site" and "Try again" (`common:error.load`,
 * `common:action.retry`), keyed by the language folders of `locales/`.
 * @param localesDir the repository's `locales/`.
 */
export function bootMessages(localesDir: string): Record<string, BootFailureText> {
  const messages: Record<string, BootFailureText> = {};
  for (const language of readdirSync(localesDir)) {
    const file = join(localesDir, language, 'common.json');
    if (!existsSync(file)) continue;
    const common = JSON.parse(readFileSync(file, 'utf8')) as {
      error?: { load?: string };
      action?: { retry?: string };
    };
    if (common.error?.load && common.action?.retry)
      messages[language] = [common.error.load, common.action.retry];
  }
  return messages;
}

/**
 * What the page's boot script reads: the keys and languages as the site's stores write them, and
 * where its failure messages are.
 * @param localesDir the repository's `locales/`.
 * @param messages its {@link bootMessages}, when already read.
 * @throws Error when the English `common:error.load` or `common:action.retry` is missing.
 */
export function bootPrefs(localesDir: string, messages = bootMessages(localesDir)): FirstPaintPrefs {
  const english = messages.en;
  if (!english) throw new Error(`${localesDir}/en/common.json lacks error.load or action.retry`);
  return {
    themeKey: THEME_STORAGE_KEY,
    languageKey: LANGUAGE_STORAGE_KEY,
    sessionKey: SESSION_TOKEN_KEY,
    rtl: RTL_LANGUAGES,
    messagesUrl: `/${BOOT_MESSAGES}`,
    fallback: english,
  };
}

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
 * @param prefs what the boot script reads ({@link bootPrefs}).
 * @returns the rewritten page.
 */
export function rewriteIndexHtml(html: string, prefs: FirstPaintPrefs): string {
  const entry = ENTRY.exec(html);
  if (!entry?.[1]) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '').filter(Boolean);
  const boot =
    `<script data-lotus-boot data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">` +
    `(${firstPaint.toString()})(document.currentScript, ${JSON.stringify(prefs)})</script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(/(\s*)(<link rel="stylesheet")/, `$1${boot}$1$2`)
    .replace(/<body>(\s*)/, `<body>$1${FIRST_SCREEN_MARKER}$1`);
}

/**
 * The first-screen build step (issue 13): rewrites `index.html` ({@link rewriteIndexHtml}),
 * writes the route table the bundle was built with to `dist/layout-routes.json`, so the server
 * paints the banner of the very routes the site renders, and every language's "could not load the
 * site" to `dist/boot-messages.json` ({@link bootMessages}), and what the server's first screens
 * draw beyond the shell to `dist/first-screen-parts.json` ({@link firstScreenTexts},
 * {@link firstScreenStyles}).
 * @param routes layouts/routes.json as the site bundles it.
 * @param localesDir the repository's `locales/` (default: `locales` of the working directory).
 */
export function firstScreen(routes: unknown, localesDir = join(process.cwd(), 'locales')): Plugin {
  let root = process.cwd();
  // The locale files are read once per build, for both the page and the messages file.
  let messages: Record<string, BootFailureText> = {};
  return {
    name: 'lotus-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      messages = bootMessages(localesDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => rewriteIndexHtml(html, bootPrefs(localesDir, messages)),
    },
    generateBundle: {
      // After Vite's own hook has put each chunk's stylesheets in the bundle.
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: ROUTES_COPY, source: JSON.stringify(routes) });
        this.emitFile({ type: 'asset', fileName: BOOT_MESSAGES, source: JSON.stringify(messages) });
        const parts: FirstScreenParts = {
          texts: firstScreenTexts(localesDir),
          styles: firstScreenStyles(bundle, root),
        };
        this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PARTS, source: JSON.stringify(parts) });
      },
    },
  };
}
