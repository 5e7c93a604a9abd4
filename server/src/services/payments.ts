import type { Database } from 'better-sqlite3';
import type {
  BankAccount,
  BankAccountRequest,
  DepositCreated,
  DepositMethods,
  DepositOrder,
  DepositRequest,
  TransferUplineRequest,
  WithdrawConfig,
  WithdrawConfirmRequest,
  WithdrawCreated,
  WithdrawOrder,
  WithdrawRequest,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import type {
  BankAccountRow,
  DepositOrderRow,
  WalletPagesRepository,
  WithdrawOrderRow,
} from '../repositories/wallet-pages.ts';
import { sniffImage } from './member-centre.ts';
import type { PaymentPasswordGuard } from './payment-password-guard.ts';
import type { ResponsibleGamingService } from './responsible-gaming.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/** Largest withdrawal proof image (§8 "Image too large (5MB)"). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Proof images per withdrawal order (§9 "max 3"). */
export const PROOFS_PER_ORDER = 3;
const DAY_MS = 86_400_000;
const UNSAFE_TEXT = /[\p{Cc}<>]/u;

/** A page of a paginated list (docs/contract-wallet.md). */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Builds the page envelope from the rows of one page and the total count. */
export function toPage<T>(list: T[], pageNo: number, pageSize: number, totalCount: number): Page<T> {
  return { list, pageNo, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}

/** ISO 8601 of an epoch-ms time, or null. */
export function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

/** `1234567890` → `******7890` (only the last 4 digits are ever sent back). */
export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

/** The argon2id hash of the member's payment password ('' when none), as member-centre stores it. */
export function paymentPasswordHash(user: UserRow): string {
  try {
    const profile: unknown = JSON.parse(user.profile);
    if (profile !== null && typeof profile === 'object' && 'paymentPasswordHash' in profile) {
      const hash = profile.paymentPasswordHash;
      return typeof hash === 'string' ? hash : '';
    }
  } catch {
    return '';
  }
  return '';
}

export interface PaymentsDeps {
  db: Database;
  wallet: WalletService;
  ledger: LedgerRepository;
  repo: WalletPagesRepository;
  users: UsersRepository;
  responsibleGaming: ResponsibleGamingService;
  /** Per-member lockout of wrong payment passwords (shared with member-centre). */
  paymentPasswords: PaymentPasswordGuard;
  brand: BrandStore;
  now: () => number;
}

/**
 * Deposits, withdrawals with the §4 withdrawal receipt, bank accounts, transfer to the upline and
 * recall-all (docs/contract-wallet.md, spec §2 depositv2/withdraw/transferUpline/transferFund).
 * Amounts are major units on the wire and integer minor units inside; every movement is balanced
 * ledger entries written in ONE SQLite transaction, member calls idempotent by `requestId`.
 * Withdrawals leave MAIN at the request into the house clearing account (`WITHDRAW_HELD`).
 */
export class PaymentsService {
  constructor(private readonly d: PaymentsDeps) {}

  private get currency(): string {
    return this.d.brand.current().site.currency.code;
  }

  private get config() {
    return this.d.brand.current().payments;
  }

  /**
   * The member behind a call: trial accounts and excluded members are refused.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED` (no value).
   */
  member(userId: number): UserRow {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    if (user.type === 4) throw fail('TRIAL_ACCOUNT', 'A real account is needed for deposits and withdrawals');
    this.d.responsibleGaming.assertCanPlay(userId);
    return user;
  }

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  private limits(what: string, amountMinor: number, minMajor: number, maxMajor: number): void {
    const min = this.d.wallet.toMinor(minMajor);
    const max = this.d.wallet.toMinor(maxMajor);
    if (amountMinor < min || amountMinor > max)
      throw fail('AMOUNT_LIMIT', `The ${what} amount must be between ${minMajor} and ${maxMajor}`);
  }

  // ---- deposits -------------------------------------------------------------------------------

  /** `GET /wps/wallet/deposit/methods`: brand methods (major units) and the responsible-gaming headroom. */
  depositMethods(userId: number): DepositMethods {
    this.member(userId);
    const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, this.d.now());
    return {
      methods: this.config.depositMethods.map((m) => ({ ...m })),
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
   *   (method min/max) | `DEPOSIT_LIMIT` (responsible-gaming limit; the message names what is left).
   */
  createDeposit(userId: number, body: DepositRequest): DepositCreated {
    this.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const method = this.config.depositMethods.find((m) => m.id === body.methodId);
    if (!method) throw invalid('body/methodId', 'is not an offered deposit method');
    this.limits('deposit', amount, method.min, method.max);
    return this.d.wallet.once(userId, body.requestId, 'deposit', () => {
      const now = this.d.now();
      const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, now);
      if (remaining !== null && amount > remaining)
        throw fail(
          'DEPOSIT_LIMIT',
          `This deposit exceeds your deposit limit: you can deposit at most ${this.major(remaining)} now`,
        );
      const row = this.d.repo.insertDeposit(userId, method.id, amount, now);
      return {
        orderId: row.reference,
        status: 'pending' as const,
        amount: this.major(amount),
        methodId: method.id,
        createdAt: new Date(now).toISOString(),
      };
    });
  }

  private toDepositOrder(row: DepositOrderRow): DepositOrder {
    return {
      orderId: row.reference,
      amount: this.major(row.amount_minor),
      methodId: row.method_id,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: iso(row.decided_at),
    };
  }

  /** `GET /wps/wallet/deposit/orders`: the member's orders, newest first. */
  depositOrders(userId: number, pageNo: number, pageSize: number): Page<DepositOrder> {
    this.member(userId);
    const { rows, total } = this.d.repo.depositPage(userId, pageSize, (pageNo - 1) * pageSize);
    return toPage(
      rows.map((r) => this.toDepositOrder(r)),
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
  decideDeposit(reference: string, decision: 'approve' | 'reject'): DepositOrder {
    const outcome = this.d.db.transaction((): { order: DepositOrder; refused: string | null } => {
      const order = this.d.repo.findDeposit(reference);
      if (!order) throw fail('NOT_FOUND', `No deposit order ${reference}`);
      const now = this.d.now();
      const decided = () => this.toDepositOrder(this.d.repo.findDeposit(reference) as DepositOrderRow);
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
      if (!this.d.repo.decideDeposit(order.id, decision === 'approve' ? 'approved' : 'rejected', now))
        throw fail('ALREADY_DECIDED', `Deposit order ${reference} is already ${order.status}`);
      if (decision === 'approve') {
        const house = this.d.ledger.houseAccountId(this.currency, now);
        const member = this.d.ledger.memberAccountId(order.user_id, this.currency, now);
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

  // ---- bank accounts --------------------------------------------------------------------------

  private toBankAccount(row: BankAccountRow): BankAccount {
    return {
      id: row.id,
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumberMasked: maskAccountNumber(row.account_number),
    };
  }

  /** `GET /wps/wallet/bankAccounts`: the member's payout accounts, numbers masked. */
  bankAccounts(userId: number): { list: BankAccount[] } {
    this.member(userId);
    return { list: this.d.repo.bankAccounts(userId).map((r) => this.toBankAccount(r)) };
  }

  /**
   * `POST /wps/wallet/bankAccounts`: bank name 2–64 characters, account name 2–64 letters (spaces,
   * `.`, `'`, `-` allowed), account number 6–20 digits (spaces and dashes ignored), not added twice.
   * @throws AppError `VALIDATION` (200, the field named) | `BANK_ACCOUNT_LIMIT` (brand maxBankAccounts).
   */
  addBankAccount(userId: number, body: BankAccountRequest): BankAccount {
    this.member(userId);
    const bankName = body.bankName.trim();
    const accountName = body.accountName.trim().replace(/\s+/g, ' ');
    const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
    if (bankName.length < 2 || bankName.length > 64 || UNSAFE_TEXT.test(bankName))
      throw fail('VALIDATION', 'bankName must be 2 to 64 characters');
    if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,63}$/u.test(accountName))
      throw fail('VALIDATION', 'accountName must be 2 to 64 letters');
    if (!/^\d{6,20}$/.test(accountNumber)) throw fail('VALIDATION', 'accountNumber must be 6 to 20 digits');
    return this.d.db.transaction(() => {
      const existing = this.d.repo.bankAccounts(userId);
      const max = this.config.withdraw.maxBankAccounts;
      if (existing.length >= max)
        throw fail('BANK_ACCOUNT_LIMIT', `At most ${max} bank accounts can be added`);
      if (existing.some((a) => a.account_number === accountNumber))
        throw fail('VALIDATION', 'accountNumber is already added');
      const id = this.d.repo.insertBankAccount(
        userId,
        { bankName, accountName, accountNumber },
        this.d.now(),
      );
      return this.toBankAccount(this.d.repo.findBankAccount(userId, id) as BankAccountRow);
    })();
  }

  // ---- withdrawals ----------------------------------------------------------------------------

  /** `GET /wps/wallet/withdraw/config`: brand limits and what the rolling-24 h dailyMax still allows now (major units). */
  withdrawConfig(userId: number): WithdrawConfig {
    const user = this.member(userId);
    const { min, max, dailyMax, confirmTimeoutMinutes } = this.config.withdraw;
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
   * Checks the member's payment password (argon2id, as `POST /wps/member/paymentPassword` stores it)
   * under the per-member lockout (`RateLimits.paymentPassword`, default 5 wrong per 15 minutes).
   * @throws AppError `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` (`retry-after`
   *   seconds; refused even when right) | `BAD_PAYMENT_PASSWORD` (counted towards the lockout).
   */
  async checkPaymentPassword(user: UserRow, password: string): Promise<void> {
    const hash = paymentPasswordHash(user);
    if (hash === '') throw fail('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
    if (!(await this.d.paymentPasswords.verify(user.id, hash, password)))
      throw fail('BAD_PAYMENT_PASSWORD', 'The payment password is incorrect');
  }

  /**
   * `POST /wps/wallet/withdraw` (enc): checks amount (brand min/max, rolling-24 h dailyMax without
   * rejected orders), the bank account and the payment password, then in ONE transaction debits
   * MAIN into the clearing account (ledger kind `withdraw`) and creates the pending order
   * (`W<yyyyMMdd>-<6 digits>`). Idempotent by requestId.
   * @throws AppError 400 `VALIDATION` | `NOT_FOUND` (bank account) | `AMOUNT_LIMIT` |
   *   `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` |
   *   `INSUFFICIENT_BALANCE`.
   */
  async withdraw(userId: number, body: WithdrawRequest): Promise<WithdrawCreated> {
    const user = this.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const cfg = this.config.withdraw;
    this.limits('withdrawal', amount, cfg.min, cfg.max);
    if (paymentPasswordHash(user) === '')
      throw fail('PAYMENT_PASSWORD_NOT_SET', 'Please set a payment password first');
    if (!this.d.repo.findBankAccount(userId, body.bankAccountId))
      throw fail('NOT_FOUND', 'No such bank account');
    await this.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'withdraw', () => {
      const now = this.d.now();
      const today = this.d.repo.withdrawnSince(userId, now - DAY_MS);
      const dailyMax = this.d.wallet.toMinor(cfg.dailyMax);
      if (today + amount > dailyMax)
        throw fail(
          'AMOUNT_LIMIT',
          `The daily withdrawal limit is ${cfg.dailyMax}; you can withdraw at most ${this.major(Math.max(0, dailyMax - today))} now`,
        );
      const available = this.d.wallet.balanceMinor(userId);
      if (amount > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.major(available)}`,
        );
      const order = this.d.repo.insertWithdraw(userId, body.bankAccountId, amount, now);
      this.d.ledger.insertTransaction(
        {
          kind: 'withdraw',
          idempotencyKey: `withdraw:${order.id}`,
          memo: 'withdrawal requested',
          reference: order.reference,
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.memberAccountId(userId, this.currency, now), amountMinor: -amount },
          { accountId: this.d.ledger.heldAccountId(this.currency, now), amountMinor: amount },
        ],
      );
      return { orderId: order.reference, status: 'pending' as const, amount: this.major(amount) };
    });
  }

  /** The order as the member sees it; `disbursed` past the deadline reads as `forcedReceived`. */
  toWithdrawOrder(row: WithdrawOrderRow): WithdrawOrder {
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

  /** `GET /wps/wallet/withdraw/orders`: the member's orders, newest first. */
  withdrawOrders(userId: number, pageNo: number, pageSize: number): Page<WithdrawOrder> {
    this.member(userId);
    const { rows, total } = this.d.repo.withdrawPage(userId, pageSize, (pageNo - 1) * pageSize);
    return toPage(
      rows.map((r) => this.toWithdrawOrder(r)),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * Development payment provider (`POST /dev/payments/withdraw/:orderId/disburse|reject`) on a
   * pending order, once: reject refunds MAIN from the clearing account (kind `withdrawRefund`);
   * disburse pays the clearing account out to the house (kind `withdrawDisburse`) and sets
   * `confirmDeadline = disbursedAt + confirmTimeoutMinutes`.
   * @throws AppError `NOT_FOUND` | `ALREADY_DECIDED` (nothing changes).
   */
  decideWithdraw(reference: string, decision: 'disburse' | 'reject'): WithdrawOrder {
    return this.d.db.transaction(() => {
      const order = this.d.repo.findWithdraw(reference);
      if (!order) throw fail('NOT_FOUND', `No withdrawal order ${reference}`);
      const now = this.d.now();
      const deadline = now + this.config.withdraw.confirmTimeoutMinutes * 60_000;
      const changed =
        decision === 'reject'
          ? this.d.repo.rejectWithdraw(order.id, now)
          : this.d.repo.disburseWithdraw(order.id, now, deadline);
      if (!changed) throw fail('ALREADY_DECIDED', `Withdrawal order ${reference} is already ${order.status}`);
      const held = this.d.ledger.heldAccountId(this.currency, now);
      const counterpart =
        decision === 'reject'
          ? this.d.ledger.memberAccountId(order.user_id, this.currency, now)
          : this.d.ledger.houseAccountId(this.currency, now);
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
      return this.toWithdrawOrder(this.d.repo.findWithdraw(reference) as WithdrawOrderRow);
    })();
  }

  private ownWithdraw(userId: number, reference: string): WithdrawOrderRow {
    const order = this.d.repo.findWithdraw(reference);
    if (!order || order.user_id !== userId) throw fail('NOT_FOUND', `No withdrawal order ${reference}`);
    return order;
  }

  /**
   * `POST /wps/wallet/withdraw/:orderId/confirm` (§4 withdrawal receipt): received (the full
   * amount), partial (0 < `receivedAmount` < amount, major units, recorded) or notReceived (then
   * upload proofs).
   * Only once, while `disbursed` and not past the deadline; no money moves (forced receipt: the
   * withdrawal is not refunded).
   * @throws AppError 400 `VALIDATION` (receivedAmount missing with partial, given with another
   *   result, ≤ 0, > 2 decimals, or ≥ the order amount) | `NOT_FOUND` | `NOT_DISBURSED` |
   *   `ALREADY_CONFIRMED` | `CONFIRM_EXPIRED`.
   */
  confirmWithdraw(userId: number, reference: string, body: WithdrawConfirmRequest): WithdrawOrder {
    this.member(userId);
    let received: number | null = null;
    if (body.result === 'partial') {
      if (body.receivedAmount === undefined)
        throw invalid('body/receivedAmount', "is required with 'partial'");
      received = this.d.wallet.amountToMinor(body.receivedAmount, 'body/receivedAmount');
    } else if (body.receivedAmount !== undefined) {
      throw invalid('body/receivedAmount', "is only allowed with 'partial'");
    }
    return this.d.db.transaction(() => {
      const order = this.ownWithdraw(userId, reference);
      const view = this.toWithdrawOrder(order);
      if (view.status === 'forcedReceived')
        throw fail('CONFIRM_EXPIRED', 'The confirmation time has passed; the withdrawal counts as received');
      if (view.status === 'received' || view.status === 'partial' || view.status === 'notReceived')
        throw fail('ALREADY_CONFIRMED', `This withdrawal is already confirmed (${view.status})`);
      if (view.status !== 'disbursed')
        throw fail('NOT_DISBURSED', `This withdrawal is ${view.status}, not disbursed`);
      // The §4 receipt machine (`validPartial`) needs 0 < received < amount: the full amount is
      // 'received', not a partial receipt.
      if (received !== null && received >= order.amount_minor)
        throw invalid(
          'body/receivedAmount',
          `must be less than the withdrawal amount ${this.major(order.amount_minor)}; ` +
            "report the full amount with 'received'",
        );
      const minor = body.result === 'received' ? order.amount_minor : (received ?? 0);
      this.d.repo.confirmWithdraw(order.id, body.result, minor, this.d.now());
      return this.toWithdrawOrder(this.d.repo.findWithdraw(reference) as WithdrawOrderRow);
    })();
  }

  /**
   * `POST /wps/withdraw/:orderId/proof`: one png or jpg (checked by signature) for an order
   * reported `notReceived`, at most {@link PROOFS_PER_ORDER}.
   * @throws AppError 415 `UNSUPPORTED_MEDIA_TYPE` | `NOT_FOUND` | `PROOF_NOT_ALLOWED` | `TOO_MANY_IMAGES`.
   */
  addProof(userId: number, reference: string, data: Buffer): { proofs: number } {
    this.member(userId);
    const mime = sniffImage(data);
    if (!mime)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
        statusCode: 415,
      });
    return this.d.db.transaction(() => {
      const order = this.ownWithdraw(userId, reference);
      if (order.status !== 'notReceived')
        throw fail('PROOF_NOT_ALLOWED', 'Proof images are only for a withdrawal reported as not received');
      if (order.proofs >= PROOFS_PER_ORDER)
        throw fail('TOO_MANY_IMAGES', `At most ${PROOFS_PER_ORDER} images per withdrawal`);
      this.d.repo.insertProof(order.id, mime, data, this.d.now());
      return { proofs: this.d.repo.proofCount(order.id) };
    })();
  }

  // ---- transfer to upline, recall all ---------------------------------------------------------

  /**
   * `POST /wps/relay/MCS_transferUpline`: a downline (`toUpline`: has an upline) moves `amount`
   * from its MAIN to its upline's MAIN (ledger kind `upline`), payment password required.
   * Idempotent by requestId.
   * @throws AppError 400 `VALIDATION` | `NO_UPLINE` | `PAYMENT_PASSWORD_NOT_SET` |
   *   429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` | `INSUFFICIENT_BALANCE`.
   */
  async transferUpline(userId: number, body: TransferUplineRequest): Promise<{ main: number }> {
    const user = this.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const upline = user.parent_id === null ? undefined : this.d.users.findById(user.parent_id);
    if (!upline) throw fail('NO_UPLINE', 'This account has no upline');
    await this.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'transferUpline', () => {
      const available = this.d.wallet.balanceMinor(userId);
      if (amount > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.major(available)}`,
        );
      const now = this.d.now();
      this.d.ledger.insertTransaction(
        {
          kind: 'upline',
          idempotencyKey: `upline:${userId}:${body.requestId}`,
          memo: `${user.username} → ${upline.username}`,
          reference: `${user.username} → ${upline.username}`,
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.memberAccountId(userId, this.currency, now), amountMinor: -amount },
          { accountId: this.d.ledger.memberAccountId(upline.id, this.currency, now), amountMinor: amount },
        ],
      );
      return { main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }

  /**
   * `POST /wps/relay/MCS_recallAll` (transferFund "recall all"): every vendor wallet back to MAIN
   * in one transaction (allowed even for vendors under maintenance). Idempotent by requestId.
   * @returns MAIN afterwards, major units.
   */
  recallAll(userId: number, requestId: string): { main: number } {
    this.member(userId);
    return this.d.wallet.once(userId, requestId, 'recallAll', () => {
      for (const w of this.d.ledger.walletBalances(userId)) {
        if (w.wallet === MAIN_WALLET || w.balanceMinor <= 0) continue;
        this.d.wallet.transferWithin(
          userId,
          w.wallet,
          MAIN_WALLET,
          'ALL',
          `recall:${userId}:${requestId}:${w.wallet}`,
        );
      }
      return { main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }
}
