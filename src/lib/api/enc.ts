import type { PublicKey } from './types';

/**
 * Encrypts `enc` payloads (DESIGN.md "Payload encryption"). Behind an interface so an operator can
 * plug in their platform's own scheme.
 */
export interface Encryptor {
  /** Returns the compact serialization to send as `{ enc }`. Throws when the key cannot be loaded. */
  encrypt(payload: unknown): Promise<string>;
}

/**
 * JWE encryptor: RSA-OAEP-256 key wrapping + A256GCM content encryption with `jose`, using the
 * platform's public key (`GET /wps/system/publicKey`). `jose` is imported lazily so it is not part
 * of the initial bundle.
 */
export function createJweEncryptor(loadKey: () => Promise<PublicKey>): Encryptor {
  let keyPromise: Promise<{ key: CryptoKey | Uint8Array; kid: string }> | null = null;
  const key = () => {
    keyPromise ??= (async () => {
      const [{ importJWK }, pub] = await Promise.all([import('jose'), loadKey()]);
      return { key: await importJWK(pub.jwk, pub.alg), kid: pub.kid };
    })().catch((error: unknown) => {
      keyPromise = null; // a failed key fetch is retried on the next call
      throw error;
    });
    return keyPromise;
  };
  return {
    async encrypt(payload) {
      const [{ CompactEncrypt }, k] = await Promise.all([import('jose'), key()]);
      return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: k.kid })
        .encrypt(k.key);
    },
  };
}
