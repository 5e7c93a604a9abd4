import { randomUUID } from 'node:crypto';
import type { TransferUplineRequest } from '../../../schemas/generated/api.ts';
import { fail } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { CashierAccess } from './cashier-access.ts';
import type { WalletService } from './wallet.ts';

export interface TransfersDeps {
  users: UsersRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  access: CashierAccess;
  now: () => number;
}

/**
 * Member-centre transfers (docs/contract-wallet.md; spec §2 transferUpline, transferFund "recall
 * all"): balanced ledger entries in ONE SQLite transaction, idempotent by `requestId`. Amounts
 * major units on the wire, integer minor units inside. Transfers between one member's own
 * wallets are `WalletService.transfer` (`routes/wallet/`).
 */
export class TransfersService {
  constructor(private readonly d: TransfersDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  /**
   * `POST /wps/relay/MCS_transferUpline`: a downline (`toUpline`: has an upline) moves `amount`
   * from its MAIN to its upline's MAIN (ledger kind `upline`), payment password required.
   * Idempotent by requestId.
   * @returns the member's MAIN afterwards, major units.
   * @throws AppError 400 `VALIDATION` | `NO_UPLINE` | `PAYMENT_PASSWORD_NOT_SET` |
   *   429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` | `INSUFFICIENT_BALANCE` |
   *   `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  async transferUpline(userId: number, body: TransferUplineRequest): Promise<{ main: number }> {
    const user = this.d.access.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const upline = user.parent_id === null ? undefined : this.d.users.findById(user.parent_id);
    if (!upline) throw fail('NO_UPLINE', 'This account has no upline');
    await this.d.access.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'transferUpline', () => {
      // Money in game wallets is the member's too: it comes back to MAIN first, in this transaction
      // (a refused transfer rolls the recall back as well; docs/contract-wallet.md "Money never strands").
      this.d.wallet.recallWithin(userId, `recall:${userId}:upline-${body.requestId}`);
      const available = this.d.wallet.balanceMinor(userId);
      if (amount > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.major(available)}`,
        );
      const now = this.d.now();
      const currency = this.d.access.currency;
      this.d.ledger.insertTransaction(
        {
          kind: 'upline',
          idempotencyKey: `upline:${userId}:${body.requestId}`,
          memo: `${user.username} → ${upline.username}`,
          reference: `${user.username} → ${upline.username}`,
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor: -amount },
          { accountId: this.d.ledger.memberAccountId(upline.id, currency, now), amountMinor: amount },
        ],
      );
      return { main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }

  /**
   * Who may move money between the main and a game wallet (`POST /wps/relay/GCS_walletTransfer`):
   * real members only; trial and free-play accounts (type 4) are refused on the server (§6).
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT`.
   */
  assertCanTransfer(userId: number): void {
    this.d.access.realMember(userId);
  }

  /**
   * `POST /wps/relay/MCS_recallAll` (transferFund "recall all"; the site calls it whenever the
   * game frame is left, docs/contract-wallet.md "Money never strands"): every vendor wallet back to
   * MAIN in one transaction (allowed even for vendors under maintenance). Idempotent by requestId:
   * a repeat answers the first answer and moves nothing; a vendor round settling at the same moment
   * is either in the recalled amount or finds its wallet empty, never both.
   * @returns MAIN afterwards, major units.
   * @throws AppError `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  recallAll(userId: number, requestId: string): { main: number } {
    this.d.access.member(userId);
    return this.d.wallet.once(userId, requestId, 'recallAll', () => {
      this.d.wallet.recallWithin(userId, `recall:${userId}:${requestId}`);
      return { main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }

  /**
   * Recalls every game wallet of a member whose session starts or ends (log-in by password, SMS
   * or launch code; log-out), so a game left without the site noticing (a tab the browser killed,
   * an expired session) strands nothing: the next session starts with the money in MAIN. One
   * transaction; each call its own ledger keys (`recall:<userId>:<event>-<uuid>:<wallet>`).
   * @param event why, in the ledger keys: `login` | `logout`.
   * @returns the amount moved, minor units.
   */
  recallForSession(userId: number, event: 'login' | 'logout'): number {
    return this.d.wallet.recallAll(userId, `recall:${userId}:${event}-${randomUUID()}`);
  }
}
