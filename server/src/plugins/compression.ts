import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Compresses dynamic responses (issue 13 "Responses compressed"): API JSON and the brand's SVG
 * images, brotli for browsers that accept it, else gzip, from 1 KB up. Brotli runs at quality 5
 * here — per request, level 11 costs far more CPU than it saves bytes; the built site is
 * precompressed at quality 11 once (scripts/vite-precompress.ts) and sent by the static plugin
 * with its own `content-encoding`, which this plugin leaves alone.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'lotus-compression' },
);
