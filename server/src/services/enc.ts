import {
  calculateJwkThumbprint,
  compactDecrypt,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import type { PublicKey } from '../../../schemas/generated/api.ts';
import type { SettingsRepository } from '../repositories/settings.ts';

/**
 * Decrypts `enc` payloads (DESIGN.md "Payload encryption"). Behind an interface so an operator
 * can plug in their platform's own scheme.
 */
export interface Encryptor {
  /** The public key the site encrypts with (`GET /wps/system/publicKey`). */
  publicKey(): PublicKey;
  /** Decrypts a compact serialization and parses the JSON plaintext. Throws when it cannot. */
  decrypt(enc: string): Promise<unknown>;
}

const ALG = 'RSA-OAEP-256';
const ENC = 'A256GCM';
const SETTINGS_KEY = 'enc.rsaPrivateJwk';

/**
 * JWE encryptor (RSA-OAEP-256 key wrapping + A256GCM, `jose`). The RSA-2048 key pair is generated
 * once and persisted in the `settings` table, so tokens and cached public keys survive restarts.
 */
export async function createJweEncryptor(settings: SettingsRepository): Promise<Encryptor> {
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
      const { plaintext } = await compactDecrypt(enc, key, {
        keyManagementAlgorithms: [ALG],
        contentEncryptionAlgorithms: [ENC],
      });
      return JSON.parse(new TextDecoder().decode(plaintext)) as unknown;
    },
  };
}
