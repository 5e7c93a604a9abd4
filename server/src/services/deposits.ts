import type { Database } from 'better-sqlite3';
import type {
  DepositCreated,
  DepositMethods,
  DepositOrder,
  DepositRequest,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail, invalid } from '../errors.ts';
import type { DepositOrderRow, DepositsRepository } from '../repositories/deposits.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { CashierAccess } from './cashier-access.ts';
import { iso, pageOffset, toPage, type Page } from './paging.ts';
import type { ResponsibleGamingService } from './responsible-gaming.ts';
import type { WalletService } from './wallet.ts';

export interface DepositsDeps {
  db: Database;
  repo: DepositsRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  access: CashierAccess;
  responsibleGaming: ResponsibleGamingService;
  brand: BrandStore;
  now: () => number;
}

/**
 * Deposits (docs/contract-wallet.md; spec §2 depositv2): brand methods, orders decided by the
 * payment provider, the responsible-gaming limits checked when an order is created and again when
 * it is approved. Amounts are major units on the wire and integer minor units inside; approval
 * credits MAIN once, as balanced ledger entries in the transaction that decides the order.
 */
export class DepositsService {
  constructor(private readonly d: DepositsDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  /** `GET /wps/wallet/deposit/methods`: brand methods (major units) and the responsible-gaming headroom. */
  methods(userId: number): DepositMethods {
    this.d.access.member(userId);
    const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, this.d.now());
    return {
      methods: this.d.brand.current().payments.depositMethods.map((m) => ({ ...m })),
      depositLimitRemaining: remaining === null ? null : this.major(remaining),
    };
  }

  /**
   * `POST /wps/wallet/deposit`: a pending order with a reference (`D<yyyyMMdd>-<6 digits>`); no
   * money moves until the payment provider approves it. Idempotent by requestId. The
   * responsible-gaming headroom counts the member's other pending orders as well as approved
   * deposits, checked in the transaction that inserts the order, so concurrent orders cannot
   * together pass a limit.
   * @throws AppError 400 `VALIDATION` (amount ≤ 0, > 2 decimals, unknown method) | `AMOUNT_LIMIT`
   *   (method min/max) | `DEPOSIT_LIMIT` (responsible-gaming limit; the message names what is left) |
   *   `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  create(userId: number, body: DepositRequest): DepositCreated {
    this.d.access.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const method = this.d.brand.current().payments.depositMethods.find((m) => m.id === body.methodId);
    if (!method) throw invalid('body/methodId', 'is not an offered deposit method');
    this.d.access.checkAmount('deposit', amount, method.min, method.max);
    return this.d.wallet.once(userId, body.requestId, 'deposit', () => {
      const now = this.d.now();
      const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, now);
      if (remaining !== null && amount > remaining)
        throw fail(
          'DEPOSIT_LIMIT',
          `This deposit exceeds your deposit limit: you can deposit at most ${this.major(remaining)} now`,
        );
      const row = this.d.repo.insert(userId, method.id, amount, now);
      return {
        orderId: row.reference,
        status: 'pending' as const,
        amount: this.major(amount),
        methodId: method.id,
        createdAt: new Date(now).toISOString(),
      };
    });
  }

  private view(row: DepositOrderRow): DepositOrder {
    return {
      orderId: row.reference,
      amount: this.major(row.amount_minor),
      methodId: row.method_id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: iso(row.decided_at),
    };
  }

  /** `GET /wps/wallet/deposit/orders`: the member's orders, newest first (1-based `pageNo`). */
  orders(userId: number, pageNo: number, pageSize: number): Page<DepositOrder> {
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
   * Development payment provider (`POST /dev/payments/deposit/:orderId/approve|reject`): decides a
   * pending order once. Approval re-checks the member's deposit limits as they are now (one may
   * have been lowered while the order waited): approved deposits in a limit's rolling window plus
   * this order above it → the order is rejected instead, with the reason kept on it, and nothing
   * is credited. Otherwise approval credits MAIN (house → member, ledger kind `deposit`,
   * reference = order id). Either way the status change and any credit are ONE transaction.
   * @throws AppError `NOT_FOUND` | `ALREADY_DECIDED` (nothing changes) | `DEPOSIT_LIMIT` (approval
   *   refused by a limit: the order is now `rejected`; the message gives the reason, the value is
   *   the rejected order).
   */
  decide(reference: string, decision: 'approve' | 'reject'): DepositOrder {
    const outcome = this.d.db.transaction((): { order: DepositOrder; refused: string | null } => {
      const order = this.d.repo.find(reference);
      if (!order) throw fail('NOT_FOUND', `No deposit order ${reference}`);
      const now = this.d.now();
      const decided = () => this.view(this.d.repo.find(reference) as DepositOrderRow);
      const breach =
        decision === 'approve' && order.status === 'pending'
          ? this.d.responsibleGaming.approvalBreach(order.user_id, order.amount_minor, now)
          : null;
      if (breach) {
        const reason =
          `Approving it would exceed the member's ${breach.period} deposit limit of ${this.major(breach.limitMinor)} ` +
          `(${this.major(breach.approvedMinor)} already deposited in that period, at most ${this.major(breach.remainingMinor)} more)`;
        if (!this.d.responsibleGaming.rejectDepositOverLimit(order.id, reason, now))
          throw fail('ALREADY_DECIDED', `Deposit order ${reference} is already ${order.status}`);
        return { order: decided(), refused: `Deposit order ${reference} was rejected: ${reason}` };
      }
      if (!this.d.repo.decide(order.id, decision === 'approve' ? 'approved' : 'rejected', now))
        throw fail('ALREADY_DECIDED', `Deposit order ${reference} is already ${order.status}`);
      if (decision === 'approve') {
        const currency = this.d.access.currency;
        const house = this.d.ledger.houseAccountId(currency, now);
        const member = this.d.ledger.memberAccountId(order.user_id, currency, now);
        this.d.ledger.insertTransaction(
          {
            kind: 'deposit',
            idempotencyKey: `deposit:${order.id}`,
            memo: `deposit ${order.method_id}`,
            reference,
            createdAt: now,
          },
          [
            { accountId: house, amountMinor: -order.amount_minor },
            { accountId: member, amountMinor: order.amount_minor },
          ],
        );
      }
      return { order: decided(), refused: null };
    })();
    // Thrown after the commit: the rejection must stay. The value (a DepositOrder) fits the route's
    // response schema, so the envelope serializes.
    if (outcome.refused !== null) throw fail('DEPOSIT_LIMIT', outcome.refused, outcome.order);
    return outcome.order;
  }
}
