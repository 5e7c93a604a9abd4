import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { ReferralValue } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { ReferralsRepository } from '../repositories/referrals.ts';
import type { CashierAccess } from './cashier-access.ts';
import { maskPlayer } from './games.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface ReferralsDeps {
  db: Database;
  repo: ReferralsRepository;
  access: CashierAccess;
  brand: BrandStore;
}

/**
 * Referral (docs/contract-wallet.md; spec §2 referral): each member's own code, created on first
 * use; friends are the users whose registration `referralCode` (stored in their profile) is it.
 */
export class ReferralsService {
  constructor(private readonly d: ReferralsDeps) {}

  /**
   * The member's referral code: 8 characters of A–Z and 2–9 without look-alikes, created on first
   * use (one transaction; a code another member holds is drawn again). No member checks: the
   * member-centre profile shows it as the invitation code.
   */
  referralCode(userId: number): string {
    return this.d.db.transaction(() => {
      const found = this.d.repo.codeOf(userId);
      if (found) return found;
      for (;;) {
        const code = Array.from({ length: 8 }, () =>
          CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
        ).join('');
        if (this.d.repo.insertCode(userId, code)) return code;
      }
    })();
  }

  /**
   * `GET /wps/relay/MCS_referral`: code, invite link `${origin}/register?referralCode=<code>`,
   * friends who registered with it (masked account, registration time, whether a deposit was approved).
   * `enabled` = site flag `referralButton`.
   * The link's host is the request's only when its host name is one of the brand's `domains`
   * (site.json); any other Host header gets the brand's first domain, so a forged Host never
   * reaches a member's invite link (issue 14 point 10).
   * @param protocol `http` or `https` of the request.
   * @param host the request's Host header, e.g. `lotus.example:8080`.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED`.
   */
  referral(userId: number, protocol: string, host: string): ReferralValue {
    this.d.access.member(userId);
    const domains = this.d.brand.current().site.domains;
    const hostname = (value: string) => value.replace(/:\d+$/, '').toLowerCase();
    const known = domains.some((domain) => hostname(domain) === hostname(host));
    const origin = `${protocol}://${known ? host : (domains[0] ?? host)}`;
    const code = this.referralCode(userId);
    return {
      enabled: this.d.brand.current().site.flags.referralButton,
      referralCode: code,
      inviteLink: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
      invited: this.d.repo.invitedBy(code).map((u) => ({
        account: maskPlayer(u.username),
        registeredAt: new Date(u.created_at).toISOString(),
        deposited: u.deposited === 1,
      })),
    };
  }
}
