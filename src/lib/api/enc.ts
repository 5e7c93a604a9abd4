import type { PublicKey } from './types';

/**
 * Encrypts `enc` payloads (DESIGN.md "Payload encryption"). Behind an interface so an operator can
 * plug in their platform's own scheme.
 */
export interface Encryptor {
  /** Returns the compact serialization to send as `{ enc }`. Throws when the key cannot be loaded. */
  encrypt(payload: unknown): Promise<string>;
}

/** 128 random bits as hex (`crypto.getRandomValues` also works outside secure contexts, unlike `randomUUID`). */
function randomJti(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/**
 * JWE encryptor: RSA-OAEP-256 key wrapping + A256GCM content encryption with `jose`, using the
 * platform's public key (`GET /wps/system/publicKey`). `jose` is imported lazily so it is not part
 * of the initial bundle. Each payload is single use: `iat` (seconds, on the server's clock as the
 * key's `serverTime` tells it) and a random `jti` in the protected header.
 */
export function createJweEncryptor(loadKey: () => Promise<PublicKey>): Encryptor {
  let keyPromise: Promise<{ key: CryptoKey | Uint8Array; kid: string; clockOffsetMs: number }> | null = null;
  const key = () => {
    keyPromise ??= (async () => {
      const [{ importJWK }, pub] = await Promise.all([import('jose'), loadKey()]);
      // The server's clock minus ours: `iat` follows the server even when the device clock is wrong.
      const clockOffsetMs = typeof pub.serverTime === 'number' ? pub.serverTime - Date.now() : 0;
      return { key: await importJWK(pub.jwk, pub.alg), kid: pub.kid, clockOffsetMs };
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
        .setProtectedHeader({
          alg: 'RSA-OAEP-256',
          enc: 'A256GCM',
          kid: k.kid,
          // Single use and fresh (issue 14 point 4): the server refuses a repeated jti or an old iat.
          iat: Math.floor((Date.now() + k.clockOffsetMs) / 1000),
          jti: randomJti(),
        })
        .encrypt(k.key);
    },
  };
}
