import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { SettingsRepository } from '../repositories/settings.ts';
import { EncNoncesRepository } from '../repositories/enc-nonces.ts';
import { createJweEncryptor, EncStaleError } from '../services/enc.ts';

/**
 * Decorates `app.enc` (the JWE encryptor with its key pair, persisted in the `settings` table).
 */
export default fp(
  async (app) => {
    app.decorate(
      'enc',
      await createJweEncryptor(new SettingsRepository(app.db), new EncNoncesRepository(app.db), app.now),
    );
  },
  { name: 'lotus-enc', dependencies: ['lotus-services'] },
);

/**
 * preValidation hook of `enc` calls: the body must be `{ enc: "<JWE>" }`; it is replaced by the
 * decrypted JSON object, which the route's body schema then validates.
 * @throws AppError 400 `ENC_REQUIRED` for a plain body, 400 `ENC_INVALID` when it cannot be decrypted,
 *   400 `ENC_REPLAYED` when it is not fresh or was sent before (issue 14 point 4).
 */
export async function decryptBody(
  this: { enc: { decrypt(enc: string): Promise<unknown> } },
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> {
  const body = request.body;
  const enc = typeof body === 'object' && body !== null && 'enc' in body ? body.enc : undefined;
  if (typeof enc !== 'string' || enc === '') {
    throw new AppError('ENC_REQUIRED', 'This call needs an encrypted body { enc }', { statusCode: 400 });
  }
  let plain: unknown;
  try {
    plain = await this.enc.decrypt(enc);
  } catch (error) {
    if (error instanceof EncStaleError)
      throw new AppError(
        'ENC_REPLAYED',
        error.reason === 'replayed'
          ? 'This encrypted body was already used; please try again'
          : 'This encrypted body has expired; please try again',
        { statusCode: 400 },
      );
    throw new AppError('ENC_INVALID', 'The encrypted body cannot be decrypted', { statusCode: 400 });
  }
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw new AppError('ENC_INVALID', 'The encrypted body must hold a JSON object', { statusCode: 400 });
  }
  request.body = plain;
}
