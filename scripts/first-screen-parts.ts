import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import {
  FIRST_SCREEN_KEYS,
  FIRST_SCREEN_STYLED_PAGES,
  textAt,
  type FirstScreenParts,
  type TextTree,
} from '../core/layout/first-screen.ts';

// What the server's first views draw beyond the shell (issue 13), as the build writes it to
// `dist/first-screen-parts.json` (scripts/vite-first-screen.ts). Free of site code: the server's
// tests build the same texts with it.

/** Puts `value` at a dotted `path` of `tree`, making the objects on the way. */
function place(tree: TextTree, path: string, value: string | TextTree): void {
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let node = tree;
  for (const part of parts) {
    const next = node[part];
    node = typeof next === 'object' ? next : (node[part] = {});
  }
  node[last] = value;
}

/**
 * Every language's texts of the server's first screens ({@link FIRST_SCREEN_KEYS}): per language
 * folder of `locales/`, per namespace, only those keys, as the language has them (a key it lacks is
 * left out, and the server falls back to English, as i18next does).
 * @param localesDir the repository's `locales/`.
 */
export function firstScreenTexts(localesDir: string): FirstScreenParts['texts'] {
  const texts: FirstScreenParts['texts'] = {};
  for (const language of readdirSync(localesDir)) {
    const namespaces: Record<string, TextTree> = {};
    for (const [namespace, keys] of Object.entries(FIRST_SCREEN_KEYS)) {
      const file = join(localesDir, language, `${namespace}.json`);
      if (!existsSync(file)) continue;
      const all = JSON.parse(readFileSync(file, 'utf8')) as TextTree;
      const some: TextTree = {};
      for (const key of keys) {
        const value = textAt(all, key);
        if (value !== undefined) place(some, key, value);
      }
      namespaces[namespace] = some;
    }
    if (Object.keys(namespaces).length > 0) texts[language] = namespaces;
  }
  return texts;
}

/**
 * The CSS each page of {@link FIRST_SCREEN_STYLED_PAGES} loads with its chunk, from the built
 * bundle: the stylesheets of the chunk that holds the page's module and of the chunks it imports
 * (a stylesheet its module shares with another chunk, such as the header's points, lands in a
 * chunk of its own), but not those the entry already links from `index.html`.
 * @throws Error when a page's module is in no chunk, or its chunks have no stylesheet (its first
 *   screen would paint unstyled).
 */
export function firstScreenStyles(bundle: Rollup.OutputBundle, root: string): FirstScreenParts['styles'] {
  const chunkAt = (file: string): Rollup.OutputChunk | null => {
    const item = bundle[file];
    return item?.type === 'chunk' ? item : null;
  };
  const files = Object.keys(bundle).filter((file) => chunkAt(file) !== null);
  /** The chunk at `file` and every chunk it imports statically (bundle keys). */
  const closure = (file: string): string[] => {
    const seen = new Set<string>();
    const visit = (at: string) => {
      if (seen.has(at)) return;
      seen.add(at);
      for (const next of chunkAt(at)?.imports ?? []) if (chunkAt(next)) visit(next);
    };
    visit(file);
    return [...seen];
  };
  const linked = new Set(files.filter((file) => chunkAt(file)?.isEntry).flatMap(closure));
  const styles: FirstScreenParts['styles'] = {};
  for (const [page, module] of Object.entries(FIRST_SCREEN_STYLED_PAGES)) {
    const id = join(root, module);
    const file = files.find((at) => chunkAt(at)?.moduleIds.includes(id));
    const css = (file ? closure(file) : [])
      .filter((at) => !linked.has(at))
      .flatMap((at) => [...(chunkAt(at)?.viteMetadata?.importedCss ?? [])])
      .map((name) => {
        const asset = bundle[name];
        return asset?.type === 'asset' ? String(asset.source) : '';
      });
    if (css.join('') === '') throw new Error(`first screen of ${page}: no stylesheet for ${module}`);
    styles[page] = [...new Set(css)].join('\n');
  }
  return styles;
}
