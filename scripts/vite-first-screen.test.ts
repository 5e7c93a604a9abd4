import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  FIRST_SCREEN_KEYS,
  FIRST_SCREEN_MARKER,
  FIRST_SCREEN_STYLED_PAGES,
} from '../core/layout/first-screen.ts';
import { firstScreenStyles, firstScreenTexts } from './first-screen-parts.ts';
import { bootMessages, bootPrefs, rewriteIndexHtml } from './vite-first-screen.ts';

const LOCALES = join(import.meta.dirname, '..', 'locales');
const prefs = bootPrefs(LOCALES);

/** index.html as Vite writes it (the shape of dist/index.html). */
const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Lotus</title>
    <script type="module" crossorigin src="/assets/index-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-CCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('rewriteIndexHtml (issue 13: the page paints before its script is asked for)', () => {
  const html = rewriteIndexHtml(BUILT, prefs);

  it('takes the entry and its preloads out of the page and hands them to the inline boot script', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script data-lotus-boot data-entry="/assets/index-AAA.js" data-preload="/assets/rolldown-runtime-BBB.js /assets/framework-CCC.js">(function firstPaint(',
    );
    expect(html).toContain(
      '})(document.currentScript, {"themeKey":"theme","languageKey":"hisLang","sessionKey":"token","rtl":["ar","fa","ur"],' +
        '"messagesUrl":"/boot-messages.json","fallback":["We could not load the site. Check your connection and try again.","Try again"]})</script>',
    );
  });

  it('runs the boot script before the stylesheet, and marks where the first screen goes', () => {
    expect(html.indexOf('data-lotus-boot')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toMatch(new RegExp(`<body>\\s*${FIRST_SCREEN_MARKER}\\s*<div id="root">`));
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<!doctype html><body><div id="root"></div></body>';
    expect(rewriteIndexHtml(plain, prefs)).toBe(plain);
  });
});

describe('bootMessages (what the page says when its script cannot be loaded)', () => {
  it("holds every shipped language's own message and button", () => {
    const messages = bootMessages(LOCALES);
    const shipped = readdirSync(LOCALES).filter((dir) => existsSync(join(LOCALES, dir, 'common.json')));
    expect(shipped.length).toBeGreaterThanOrEqual(29); // the languages shipped today
    expect(Object.keys(messages).sort()).toEqual(shipped.sort());
    expect(messages.vi).toEqual(['Không thể tải trang. Hãy kiểm tra kết nối và thử lại.', 'Thử lại']);
    for (const [language, [message, retry]] of Object.entries(messages))
      if (language !== 'en') expect([message, retry], language).not.toEqual(messages.en);
  });
});

describe("firstScreenTexts and firstScreenStyles (what the server's first views draw, issue 13)", () => {
  it('keeps, per language, only the keys the first views draw', () => {
    const texts = firstScreenTexts(LOCALES);
    expect(Object.keys(texts).length).toBeGreaterThanOrEqual(29);
    expect(Object.keys(texts.en ?? {}).sort()).toEqual(Object.keys(FIRST_SCREEN_KEYS).sort());
    expect(texts.vi?.layout).toEqual({ page: { vnlottery: 'Xổ số Việt Nam', pointMall: 'Cửa hàng điểm' } });
    expect(Object.keys(texts.en?.points ?? {}).sort()).toEqual([
      'categories',
      'categoryRate',
      'login',
      'neverExpire',
      'rate',
      'rewards',
      'summary',
      'tab',
      'tabs',
      'visitor',
    ]);
    expect(texts.en?.points?.tab).toEqual({ rewards: 'Rewards' });
    const lottery = texts.en?.lottery ?? {};
    expect(Object.keys(lottery).sort()).toEqual([
      'betType',
      'betTypeHelp',
      'cycle',
      'games',
      'group',
      'guest',
      'picker',
    ]);
    expect(lottery.cycle).toEqual({ closesIn: 'Betting closes in' });
    expect(Object.keys(lottery.picker ?? {}).sort()).toEqual(['rule', 'title']);
    expect(lottery.betType).toMatchObject({ lo2: 'Lô 2 digits', xien2: 'Xiên 2' });
  });

  it("takes each styled page's stylesheets from its chunk and the chunks it imports, not the entry's, and fails without them", () => {
    const root = '/repo';
    const pages = Object.entries(FIRST_SCREEN_STYLED_PAGES);
    expect(pages.map(([page]) => page)).toEqual(['lottery.vnlotteryPage', 'points.pointMallPage']);
    const chunk = (moduleIds: string[], imports: string[], css: string[], isEntry = false) => ({
      type: 'chunk',
      isEntry,
      moduleIds,
      imports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const asset = (source: string) => ({ type: 'asset', source });
    const bundle = {
      // The entry and what it imports: their stylesheets are linked from index.html already.
      'assets/index-E.js': chunk(
        ['/repo/src/main.tsx'],
        ['assets/framework-F.js'],
        ['assets/index-E.css'],
        true,
      ),
      'assets/framework-F.js': chunk([], [], []),
      'assets/index-E.css': asset('.site{}'),
      // One page's chunk with two stylesheets of its own.
      'assets/page-A.js': chunk(
        [join(root, pages[0]?.[1] ?? '')],
        ['assets/index-E.js'],
        ['assets/page-A.css', 'assets/shared-B.css'],
      ),
      'assets/page-A.css': asset('.lot-card{}'),
      'assets/shared-B.css': asset('.other{}'),
      // The other's stylesheet is in a chunk it shares with the header (points.css), imported.
      'assets/page-C.js': chunk(
        [join(root, pages[1]?.[1] ?? '')],
        ['assets/index-E.js', 'assets/points-D.js'],
        [],
      ),
      'assets/points-D.js': chunk([], ['assets/index-E.js'], ['assets/points-D.css']),
      'assets/points-D.css': asset('.pm-page{}'),
    } as unknown as Rollup.OutputBundle;
    expect(firstScreenStyles(bundle, root)).toEqual({
      'lottery.vnlotteryPage': '.lot-card{}\n.other{}',
      'points.pointMallPage': '.pm-page{}',
    });
    expect(() => firstScreenStyles(bundle, '/elsewhere')).toThrow(/no stylesheet/);
  });
});
