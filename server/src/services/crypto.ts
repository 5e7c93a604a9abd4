import { createHash, randomBytes, randomInt } from 'node:crypto';

/** SHA-256 of a UTF-8 string, lower-case hex. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** `bytes` random bytes as base64url (session tokens: 32 bytes). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A string of `length` random decimal digits (SMS codes), uniformly distributed. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}
