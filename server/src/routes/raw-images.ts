import type { FastifyInstance } from 'fastify';

/** The raw image types uploads accept (the bytes are then checked by signature). */
export const RAW_IMAGE_TYPES = ['image/png', 'image/jpeg'];

/**
 * Parses `image/png` and `image/jpeg` bodies as raw bytes (a Buffer) of at most `maxBytes`, in
 * the encapsulation context of `app` only; any other type not parsed there is refused by Fastify
 * with 415 before the handler runs. Uploads are raw bodies, not multipart (docs/contract-wallet.md).
 */
export function parseRawImages(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser(
    RAW_IMAGE_TYPES,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, payload, next) => {
      next(null, payload);
    },
  );
}
