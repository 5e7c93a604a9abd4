import type { BrandStore } from '../brand/store.ts';
import { AppError, fail } from '../errors.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import type { PaymentPasswordGuard } from './payment-password-guard.ts';
import type { ResponsibleGamingService } from './responsible-gaming.ts';
import type { WalletService } from './wallet.ts';

/** The argon2id hash of the member's payment password ('' when none), as member-centre stores it. */
export function paymentPasswordHash(user: UserRow): string {
  return user.profileFields.paymentPasswordHash ?? '';
}

/**
 * Refuses a member who logged in with the default or an expired password and has not changed it
 * yet (issue 14 point 7): the site's forced change-password modal cannot be bypassed by calling
 * the API.
 * @throws AppError 403 `PASSWORD_CHANGE_REQUIRED`.
 */
export function assertPasswordCurrent(user: UserRow): void {
  if (user.must_change_password === 1)
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first', { statusCode: 403 });
}

export interface CashierAccessDeps {
  users: UsersRepository;
  wallet: WalletService;
  responsibleGaming: ResponsibleGamingService;
  /** Per-member lockout of wrong payment passwords (shared with member-centre). */
  paymentPasswords: PaymentPasswordGuard;
  brand: BrandStore;
}

/**
 * The checks every member-centre money call shares (docs/contract-wallet.md): who may use the
 * cashier and the records, the payment password with its lockout, brand amount limits, and the
 * brand currency. Amounts are integer minor units here, major units only in messages.
 */
export class CashierAccess {
  constructor(private readonly d: CashierAccessDeps) {}

  /** The brand currency code (site.json), the currency of every ledger account. */
  get currency(): string {
    return this.d.brand.current().site.currency.code;
  }

  /**
   * The member behind a call: trial accounts, members who must change their password and excluded
   * members are refused.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | 403 `PASSWORD_CHANGE_REQUIRED` | `SELF_EXCLUDED` (no value).
   */
  member(userId: number): UserRow {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed for deposits and withdrawals');
    assertPasswordCurrent(user);
    this.d.responsibleGaming.assertCanPlay(userId);
    return user;
  }

  /**
   * A real (not trial) member, for money moves that stay allowed to self-excluded members (bringing
   * funds back from a game wallet). §6: type 4 is told a real account is needed.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | 403 `PASSWORD_CHANGE_REQUIRED`.
   */
  realMember(userId: number): UserRow {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed to move money');
    assertPasswordCurrent(user);
    return user;
  }

  /**
   * Refuses an amount (minor units) outside a brand range given in major units.
   * @param what the operation named in the message (each has its own catalogue message).
   * @throws AppError `AMOUNT_LIMIT`.
   */
  checkAmount(what: 'deposit' | 'withdrawal', amountMinor: number, minMajor: number, maxMajor: number): void {
    const min = this.d.wallet.toMinor(minMajor);
    const max = this.d.wallet.toMinor(maxMajor);
    if (amountMinor >= min && amountMinor <= max) return;
    throw fail(
      'AMOUNT_LIMIT',
      what === 'deposit'
        ? `The deposit amount must be between ${minMajor} and ${maxMajor}`
        : `The withdrawal amount must be between ${minMajor} and ${maxMajor}`,
    );
  }

  /**
   * Refuses a member without a payment password, before anything else is checked.
   * @throws AppError `PAYMENT_PASSWORD_NOT_SET`.
   */
  requirePaymentPassword(user: UserRow): void {
    if (paymentPasswordHash(user) === '')
      throw fail('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
  }

  /**
   * Checks the member's payment password (argon2id, as `POST /wps/member/paymentPassword` stores it)
   * under the per-member lockout (`RateLimits.paymentPassword`, default 5 wrong per 15 minutes).
   * @throws AppError `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` (`retry-after`
   *   seconds; refused even when right) | `BAD_PAYMENT_PASSWORD` (counted towards the lockout).
   */
  async checkPaymentPassword(user: UserRow, password: string): Promise<void> {
    this.requirePaymentPassword(user);
    if (!(await this.d.paymentPasswords.verify(user.id, paymentPasswordHash(user), password)))
      throw fail('BAD_PAYMENT_PASSWORD', 'The payment password is incorrect');
  }
}
