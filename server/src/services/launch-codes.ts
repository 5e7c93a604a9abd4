import type { LoginValue } from '../../../schemas/generated/api.ts';
import { AppError } from '../errors.ts';
import type { LaunchCodesRepository } from '../repositories/launch-codes.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { randomToken, sha256Hex } from './crypto.ts';
import type { MemberService } from './members.ts';

/** How long a launch code lives (ms): long enough to open a link, too short to share one. */
export const LAUNCH_CODE_TTL_MS = 2 * 60_000;

function notLive(): AppError {
  return new AppError('NOT_FOUND', 'This link has expired or was already used', { statusCode: 404 });
}

/**
 * §4 "after a token appears in the page query string, member info is loaded", made safe (issue 14
 * point 6): a link into the site (from the operator's app) carries a launch code, never a session
 * token. The code is random (256 bits), stored hashed, lives {@link LAUNCH_CODE_TTL_MS} and is
 * redeemed once for a new session; the site can ask whose it is first, so a visitor logged in as
 * someone else is asked before anything switches.
 */
export class LaunchCodesService {
  constructor(
    private readonly d: {
      repo: LaunchCodesRepository;
      users: UsersRepository;
      members: MemberService;
      now: () => number;
    },
  ) {}

  /** Issues a code for the member of the calling session. @returns the code and its expiry (ISO). */
  issue(userId: number): { launchCode: string; expiresAt: string } {
    const code = randomToken(32);
    const now = this.d.now();
    this.d.repo.insert(sha256Hex(code), userId, now, now + LAUNCH_CODE_TTL_MS);
    return { launchCode: code, expiresAt: new Date(now + LAUNCH_CODE_TTL_MS).toISOString() };
  }

  /**
   * Whose a live code is, without using it (the site's "switch account?" question).
   * @throws AppError 404 `NOT_FOUND` for an unknown, used or expired code (all alike).
   */
  peek(code: string): { account: string } {
    const userId = this.d.repo.liveUser(sha256Hex(code), this.d.now());
    const user = userId === undefined ? undefined : this.d.users.findById(userId);
    if (!user) throw notLive();
    return { account: user.username };
  }

  /**
   * Uses a live code once and starts a session for its member (the log-in guard applies: an
   * excluded member gets `SELF_EXCLUDED`).
   * @throws AppError 404 `NOT_FOUND` (unknown, used or expired) | `SELF_EXCLUDED`.
   */
  redeem(code: string): LoginValue {
    const userId = this.d.repo.use(sha256Hex(code), this.d.now());
    const user = userId === undefined ? undefined : this.d.users.findById(userId);
    if (!user) throw notLive();
    return this.d.members.startSession(user);
  }
}
