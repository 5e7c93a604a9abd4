import { hash, verify } from '@node-rs/argon2';

/**
 * Hashes a password with argon2id (the library default algorithm; OWASP parameters:
 * 19 MiB memory, 2 iterations). Returns the PHC string (`$argon2id$v=19$…`).
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** Checks a password against a PHC hash; false (never throws) when the hash is malformed. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
