import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What {@link addCompileHints} reads of a build's output (Rolldown's chunk and asset shapes). */
type Output = { type: 'chunk'; isEntry: boolean; name: string; code: string } | { type: 'asset' };

/**
 * Puts {@link COMPILE_HINT} at the head of the entry chunks and of the chunks called `names`.
 * @returns the file names marked.
 */
export function addCompileHints(bundle: Record<string, Output>, names: readonly string[]): string[] {
  const marked: string[] = [];
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk' && (output.isEntry || names.includes(output.name))) {
      if (!output.code.startsWith(COMPILE_HINT)) output.code = `${COMPILE_HINT}\n${output.code}`;
      marked.push(fileName);
    }
  return marked;
}

/**
 * Marks the chunks every first load runs (the entry, `framework`, `first-screen`: see
 * vite-chunks.ts) with V8's explicit compile hint, so their functions are compiled on a background
 * thread while they download instead of one by one on the main thread the first time each is
 * called — inside the first load's long tasks (issue 13, TBT). A browser without the hint reads a
 * comment. The hint must be the file's first line, so it is added after minification (which drops
 * comments) and after Vite's own additions to a chunk's head (the preload map); the files are
 * compressed later (closeBundle, vite-precompress.ts).
 * @param names chunk names to mark besides the entry.
 */
export function compileHints(names: readonly string[] = ['framework', 'first-screen']): Plugin {
  return {
    name: 'lotus-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addCompileHints(bundle, names);
      },
    },
  };
}
