import {
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import type { PublicKey } from '../../../schemas/generated/api.ts';
import type { EncNoncesRepository } from '../repositories/enc-nonces.ts';
import type { SettingsRepository } from '../repositories/settings.ts';

/**
 * Decrypts `enc` payloads (DESIGN.md "Payload encryption"). Behind an interface so an operator
 * can plug in their platform's own scheme.
 */
export interface Encryptor {
  /** The public key the site encrypts with (`GET /wps/system/publicKey`). */
  publicKey(): PublicKey;
  /**
   * Decrypts a compact serialization and parses the JSON plaintext.
   * @throws EncStaleError when the payload is not fresh or was used before; any other error when it
   *   cannot be decrypted.
   */
  decrypt(enc: string): Promise<unknown>;
}

/**
 * A payload that decrypts but must not be used (issue 14 point 4): its `iat` is missing or outside
 * {@link ENC_MAX_AGE_MS} of the server clock, its `jti` is missing, or the `jti` was used before (a
 * captured request sent again).
 */
export class EncStaleError extends Error {
  constructor(readonly reason: 'expired' | 'replayed') {
    super(reason === 'replayed' ? 'enc payload already used' : 'enc payload is not fresh');
    this.name = 'EncStaleError';
  }
}

/** How far a payload's `iat` may be from the server clock, either way (ms). */
export const ENC_MAX_AGE_MS = 5 * 60_000;

const ALG = 'RSA-OAEP-256';
const ENC = 'A256GCM';
const SETTINGS_KEY = 'enc.rsaPrivateJwk';

/**
 * JWE encryptor (RSA-OAEP-256 key wrapping + A256GCM, `jose`). The RSA-2048 key pair is generated
 * once and persisted in the `settings` table, so tokens and cached public keys survive restarts.
 * Every payload is single use: its protected header carries `iat` (seconds, the site's estimate of
 * the server clock from `serverTime` of the public key) and a random `jti`; a payload older or
 * newer than {@link ENC_MAX_AGE_MS}, or whose `jti` was seen, is refused ({@link EncStaleError}).
 *
 * @param now the server clock (epoch ms).
 */
export async function createJweEncryptor(
  settings: SettingsRepository,
  nonces: EncNoncesRepository,
  now: () => number,
): Promise<Encryptor> {
  let stored = settings.get(SETTINGS_KEY);
  if (stored === undefined) {
    const { privateKey } = await generateKeyPair(ALG, { modulusLength: 2048, extractable: true });
    stored = settings.setIfAbsent(SETTINGS_KEY, JSON.stringify(await exportJWK(privateKey)));
  }
  const privateJwk = JSON.parse(stored) as JWK;
  const kid = await calculateJwkThumbprint(privateJwk);
  const key = await importJWK(privateJwk, ALG);
  const { kty, n, e } = privateJwk;
  if (kty !== 'RSA' || !n || !e) throw new Error('stored enc key is not an RSA key');
  const publicKey: PublicKey = { kid, alg: ALG, enc: ENC, jwk: { kty, n, e, alg: ALG, use: 'enc', kid } };
  return {
    publicKey: () => publicKey,
    async decrypt(enc) {
      const { plaintext, protectedHeader } = await compactDecrypt(enc, key, {
        keyManagementAlgorithms: [ALG],
        contentEncryptionAlgorithms: [ENC],
      });
      const value = JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
      const { iat, jti } = protectedHeader as { iat?: unknown; jti?: unknown };
      const at = now();
      if (typeof iat !== 'number' || !Number.isFinite(iat) || Math.abs(at - iat * 1000) > ENC_MAX_AGE_MS)
        throw new EncStaleError('expired');
      if (typeof jti !== 'string' || jti.length < 16 || jti.length > 128) throw new EncStaleError('expired');
      if (!nonces.claim(jti, iat * 1000 + ENC_MAX_AGE_MS, at)) throw new EncStaleError('replayed');
      return value;
    },
  };
}
