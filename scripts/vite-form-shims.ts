/**
 * Build step (issue 13, the /register download): three modules RJSF brings along are swapped, for
 * RJSF only, for what Lotus forms actually use.
 * - `markdown-to-jsx/react` → `src/forms/plain-markdown.tsx` (≈ 19 KB brotli): RJSF renders
 *   markdown only for texts marked `ui:enableMarkdownIn…`, which the converter never sets.
 * - `fast-uri` imported by `@rjsf/utils` → `src/forms/uri-resolver.ts` (≈ 7 KB brotli): the two
 *   functions RJSF calls, on the browser's `URL`. ajv (the run-time validator chunk) keeps
 *   `fast-uri`.
 * - `@rjsf/utils`'s `shallowAllOfMerge.js` (and with it `@x0k/json-schema-merge`) →
 *   `src/forms/all-of-merge.ts` (≈ 3.5 KB brotli): RJSF merges `allOf` only to draw a schema that
 *   has one, which the converter never writes.
 * Tests (vitest) run the real packages; `src/forms/uri-resolver.test.ts`,
 * `src/forms/plain-markdown.test.tsx` and `src/forms/all-of-merge.test.ts` hold the stand-ins to
 * their behaviour for Lotus's forms.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Vite plugin: the stand-ins above, resolved relative to the project root. */
export function formShims(): Plugin {
  let root = process.cwd();
  return {
    name: 'lotus-form-shims',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react') return resolve(root, 'src/forms/plain-markdown.tsx');
      if (source === 'fast-uri' && importer && /[\\/]@rjsf[\\/]utils[\\/]/.test(importer))
        return resolve(root, 'src/forms/uri-resolver.ts');
      if (
        source === './shallowAllOfMerge.js' &&
        importer &&
        /[\\/]@rjsf[\\/]utils[\\/]lib[\\/]schema[\\/]/.test(importer)
      )
        return resolve(root, 'src/forms/all-of-merge.ts');
      return null;
    },
  };
}
