import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing: scripts, styles, vector images, pages, data. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.txt',
  '.webmanifest',
  '.xml',
]);
/** Files smaller than this (bytes) are sent as they are: the encoding overhead outweighs the gain. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Precompresses the build (issue 13 "Responses compressed"): after `vite build` writes `dist/`,
 * every compressible file of at least {@link MIN_BYTES} bytes gets a brotli (`.br`, quality 11)
 * and a gzip (`.gz`, level 9) sibling, which the reference server's static plugin sends to
 * browsers that accept them (`@fastify/static` `preCompressed`). Compression is done once here,
 * at the highest levels, instead of on every request. A sibling no smaller than the original is not
 * written.
 * @param outDir the build's output folder (Vite's `build.outDir`).
 */
export function precompress(outDir = 'dist'): Plugin {
  return {
    name: 'lotus-precompress',
    apply: 'build',
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.has(extname(path))) continue;
        const source = readFileSync(path);
        if (source.length < MIN_BYTES) continue;
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        if (br.length < source.length) writeFileSync(`${path}.br`, br);
        const gz = gzipSync(source, { level: 9 });
        if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}
