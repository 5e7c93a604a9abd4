import type { Database } from 'better-sqlite3';
import type {
  WithdrawConfig,
  WithdrawCreated,
  WithdrawOrder,
  WithdrawRequest,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { BankAccountsRepository } from '../repositories/bank-accounts.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { WithdrawalsRepository, WithdrawOrderRow } from '../repositories/withdrawals.ts';
import { paymentPasswordHash, type CashierAccess } from './cashier-access.ts';
import { iso, pageOffset, toPage, type Page } from './paging.ts';
import type { WalletService } from './wallet.ts';

const DAY_MS = 86_400_000;

export interface WithdrawalsDeps {
  db: Database;
  repo: WithdrawalsRepository;
  bankAccounts: BankAccountsRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  access: CashierAccess;
  brand: BrandStore;
  now: () => number;
}

/**
 * Withdrawals (docs/contract-wallet.md; spec §2 withdraw): brand limits with a rolling-24 h daily
 * maximum, the payment password, and orders decided by the payment provider. The amount leaves
 * MAIN at the request into the house clearing account (`WITHDRAW_HELD`), in ONE transaction with
 * the order; member calls are idempotent by `requestId`. Major units on the wire, integer minor
 * units inside. The member's §4 receipt is `services/withdrawal-receipts.ts`.
 */
export class WithdrawalsService {
  constructor(private readonly d: WithdrawalsDeps) {}

  private get limits() {
    return this.d.brand.current().payments.withdraw;
  }

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  /**
   * `GET /wps/wallet/withdraw/config`: brand limits and what the rolling-24 h dailyMax still allows
   * now (major units), and whether the member has a payment password.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED`.
   */
  config(userId: number): WithdrawConfig {
    const user = this.d.access.member(userId);
    const { min, max, dailyMax, confirmTimeoutMinutes } = this.limits;
    const withdrawn = this.d.repo.withdrawnSince(userId, this.d.now() - DAY_MS);
    return {
      min,
      max,
      dailyMax,
      dailyRemaining: this.major(Math.max(0, this.d.wallet.toMinor(dailyMax) - withdrawn)),
      confirmTimeoutMinutes,
      hasPaymentPassword: paymentPasswordHash(user) !== '',
    };
  }

  /**
   * `POST /wps/wallet/withdraw` (enc): checks amount (brand min/max, rolling-24 h dailyMax without
   * rejected orders), the bank account and the payment password, then in ONE transaction recalls
   * every game wallet to MAIN, debits MAIN into the clearing account (ledger kind `withdraw`) and creates the pending order
   * (`W<yyyyMMdd>-<6 digits>`). Idempotent by requestId.
   * @throws AppError 400 `VALIDATION` | `NOT_FOUND` (bank account) | `AMOUNT_LIMIT` |
   *   `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` |
   *   `INSUFFICIENT_BALANCE` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  async request(userId: number, body: WithdrawRequest): Promise<WithdrawCreated> {
    const user = this.d.access.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const cfg = this.limits;
    this.d.access.checkAmount('withdrawal', amount, cfg.min, cfg.max);
    this.d.access.requirePaymentPassword(user);
    if (!this.d.bankAccounts.find(userId, body.bankAccountId))
      throw fail('NOT_FOUND', 'No such bank account');
    await this.d.access.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'withdraw', () => {
      const now = this.d.now();
      const today = this.d.repo.withdrawnSince(userId, now - DAY_MS);
      const dailyMax = this.d.wallet.toMinor(cfg.dailyMax);
      if (today + amount > dailyMax)
        throw fail(
          'AMOUNT_LIMIT',
          `The daily withdrawal limit is ${cfg.dailyMax}; you can withdraw at most ${this.major(Math.max(0, dailyMax - today))} now`,
        );
      // What sits in game wallets is withdrawable too: it comes back to MAIN first, in this
      // transaction (a refused withdrawal rolls the recall back; docs/contract-wallet.md
      // "Money never strands").
      this.d.wallet.recallWithin(userId, `recall:${userId}:withdraw-${body.requestId}`);
      const available = this.d.wallet.balanceMinor(userId);
      if (amount > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.major(available)}`,
        );
      const order = this.d.repo.insert(userId, body.bankAccountId, amount, now);
      const currency = this.d.access.currency;
      this.d.ledger.insertTransaction(
        {
          kind: 'withdraw',
          idempotencyKey: `withdraw:${order.id}`,
          memo: 'withdrawal requested',
          reference: order.reference,
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor: -amount },
          { accountId: this.d.ledger.heldAccountId(currency, now), amountMinor: amount },
        ],
      );
      return { orderId: order.reference, status: 'pending' as const, amount: this.major(amount) };
    });
  }

  /**
   * The order as the member sees it (major units, ISO times); `disbursed` past the confirmation
   * deadline (server clock) reads as `forcedReceived` with the full amount received.
   */
  view(row: WithdrawOrderRow): WithdrawOrder {
    const forced =
      row.status === 'disbursed' && row.confirm_deadline !== null && this.d.now() > row.confirm_deadline;
    return {
      orderId: row.reference,
      amount: this.major(row.amount_minor),
      status: forced ? 'forcedReceived' : row.status,
      createdAt: new Date(row.created_at).toISOString(),
      disbursedAt: iso(row.disbursed_at),
      confirmDeadline: iso(row.confirm_deadline),
      receivedAmount: forced
        ? this.major(row.amount_minor)
        : row.received_amount_minor === null
          ? null
          : this.major(row.received_amount_minor),
      proofs: row.proofs,
    };
  }

  /**
   * `GET /wps/wallet/withdraw/orders`: the member's orders, newest first (1-based `pageNo`).
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED`.
   */
  orders(userId: number, pageNo: number, pageSize: number): Page<WithdrawOrder> {
    this.d.access.member(userId);
    const { rows, total } = this.d.repo.page(userId, pageSize, pageOffset(pageNo, pageSize));
    return toPage(
      rows.map((r) => this.view(r)),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * Development payment provider (`POST /dev/payments/withdraw/:orderId/disburse|reject`) on a
   * pending order, once: reject refunds MAIN from the clearing account (kind `withdrawRefund`);
   * disburse pays the clearing account out to the house (kind `withdrawDisburse`) and sets
   * `confirmDeadline = disbursedAt + confirmTimeoutMinutes`. One transaction.
   * @throws AppError `NOT_FOUND` | `ALREADY_DECIDED` (nothing changes).
   */
  decide(reference: string, decision: 'disburse' | 'reject'): WithdrawOrder {
    return this.d.db.transaction(() => {
      const order = this.d.repo.find(reference);
      if (!order) throw fail('NOT_FOUND', `No withdrawal order ${reference}`);
      const now = this.d.now();
      const deadline = now + this.limits.confirmTimeoutMinutes * 60_000;
      const changed =
        decision === 'reject'
          ? this.d.repo.reject(order.id, now)
          : this.d.repo.disburse(order.id, now, deadline);
      if (!changed) throw fail('ALREADY_DECIDED', `Withdrawal order ${reference} is already ${order.status}`);
      const currency = this.d.access.currency;
      const held = this.d.ledger.heldAccountId(currency, now);
      const counterpart =
        decision === 'reject'
          ? this.d.ledger.memberAccountId(order.user_id, currency, now)
          : this.d.ledger.houseAccountId(currency, now);
      this.d.ledger.insertTransaction(
        {
          kind: decision === 'reject' ? 'withdrawRefund' : 'withdrawDisburse',
          idempotencyKey: `withdraw:${order.id}:${decision}`,
          memo: decision === 'reject' ? 'withdrawal rejected, refunded' : 'withdrawal disbursed',
          reference,
          createdAt: now,
        },
        [
          { accountId: held, amountMinor: -order.amount_minor },
          { accountId: counterpart, amountMinor: order.amount_minor },
        ],
      );
      return this.view(this.d.repo.find(reference) as WithdrawOrderRow);
    })();
  }
}
