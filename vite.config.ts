import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { codeSplitting } from './scripts/vite-chunks';
import { precompress } from './scripts/vite-precompress';
import { precompiledForms } from './scripts/vite-precompiled-forms.ts';
import { formShims } from './scripts/vite-form-shims.ts';
import { routerTrim } from './scripts/vite-router-trim.ts';
import { firstScreen } from './scripts/vite-first-screen.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import routes from './layouts/routes.json';

// The API is served by the reference server on the same origin in production; in `npm run dev`
// Vite proxies the platform paths to a server started with `npm run serve`.
const apiTarget = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';

/**
 * Writes `dist/.vite/chunk-graph.json` (chunk → static imports, dynamic imports, module ids) so the
 * bundle budget (`scripts/check-budget.ts`) can prove
 * that RJSF and ajv live only in lazy chunks.
 */
function chunkGraph(): Plugin {
  return {
    name: 'lotus-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<
        string,
        { isEntry: boolean; imports: string[]; dynamicImports: string[]; modules: string[] }
      > = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map((id) => id.replace(process.cwd(), '')),
        };
      }
      const dir = join(process.cwd(), 'dist', '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'chunk-graph.json'), JSON.stringify(chunks, null, 1));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    chunkGraph(),
    precompress(),
    precompiledForms(),
    formShims(),
    routerTrim(),
    firstScreen(routes),
    compileHints(),
  ],
  server: {
    proxy: {
      '/wps': apiTarget,
      '/lgw': apiTarget,
      '/lotto': apiTarget,
      '/dev': apiTarget,
      '/vendor': apiTarget,
      '/img': apiTarget,
      '/brand': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the site supports preloads modules natively (Chromium, Safari 17, Firefox
    // 115): the polyfill was 0.4 KB of the first load for nothing (issue 13 budget).
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting } },
  },
});
