import type { SessionsRepository } from '../repositories/sessions.ts';
import { randomToken, sha256Hex } from './crypto.ts';

/**
 * Member sessions: random 32-byte base64url tokens, stored as SHA-256 hashes with an expiry
 * (brand security.json `session.ttlHours`, default 12 h).
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly now: () => number,
    private readonly ttlMs: () => number,
  ) {}

  /** Starts a session; returns the token (shown once, never stored in clear). */
  create(userId: number): string {
    const token = randomToken(32);
    const now = this.now();
    this.sessions.insert(sha256Hex(token), userId, now, now + this.ttlMs());
    return token;
  }

  /** The user of a live session, or undefined (unknown, revoked or expired token). */
  userId(token: string): number | undefined {
    return this.sessions.findActiveUserId(sha256Hex(token), this.now());
  }

  /** Revokes the session; false when it was not live. */
  revoke(token: string): boolean {
    return this.sessions.revoke(sha256Hex(token), this.now());
  }

  /** Revokes every other session of the user (after a password change), or all when token is null. */
  revokeOthers(userId: number, token: string | null): void {
    this.sessions.revokeOthers(userId, token === null ? null : sha256Hex(token), this.now());
  }
}
