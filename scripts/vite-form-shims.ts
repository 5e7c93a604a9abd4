/**
 * Build step (issue 13, the /register download): two packages RJSF brings along are swapped, for
 * RJSF only, for what Lotus forms actually use.
 * - `markdown-to-jsx/react` → `src/forms/plain-markdown.tsx` (≈ 19 KB brotli): RJSF renders
 *   markdown only for texts marked `ui:enableMarkdownIn…`, which the converter never sets.
 * - `fast-uri` imported by `@rjsf/utils` → `src/forms/uri-resolver.ts` (≈ 7 KB brotli): the two
 *   functions RJSF calls, on the browser's `URL`. ajv (the run-time validator chunk) keeps
 *   `fast-uri`.
 * Tests (vitest) run the real packages; `src/forms/uri-resolver.test.ts` and
 * `src/forms/plain-markdown.test.tsx` hold the stand-ins to their behaviour for Lotus's forms.
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
      return null;
    },
  };
}
