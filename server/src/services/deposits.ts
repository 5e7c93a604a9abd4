import type { Database } from 'better-sqlite3';
import { vietQrPayload } from '../../../core/emv-qr.ts';
import type {
  BrandPayments,
  DepositCreated,
  DepositInstructions,
  DepositMethods,
  DepositOrder,
  DepositRequest,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { BrandProblem } from '../brand/types.ts';
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

/** A deposit method of the brand (payments.json), with the details of its type. */
type BrandDepositMethod = BrandPayments['depositMethods'][number];

/** `deposit_orders.reason` of an order that expired unpaid (stored as `rejected`, `expired` on the wire). */
const EXPIRED_REASON = 'expired';
/** Pending orders of a member looked at when storing expired ones (newest first). */
const EXPIRY_SWEEP = 100;
/** ISO 4217 numeric codes of the currencies a VietQR may carry (a VND scheme; others for tests). */
const CURRENCY_NUMERIC: Record<string, string> = { VND: '704', USD: '840' };

/**
 * The reference a payer quotes in the transfer note: the brand's merchant code (letters and digits
 * only, at most 8) + the order id without its dash, e.g. `LOTUSD20260115000123`. Unique because
 * the order id is; only `A–Z 0–9` so every bank keeps it (docs/contract-wallet.md "Deposit
 * instructions").
 */
export function transferReference(merchantCode: string, orderId: string): string {
  const prefix = merchantCode
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 8);
  return `${prefix}${orderId.toUpperCase().replace(/[^A-Z0-9]/g, '')}`;
}

/**
 * The amount due in a coin for `amountMinor` minor units of the brand currency (`minorUnits`
 * decimals) at `rate` brand major units per coin, rounded UP to the coin's `decimals`, as a
 * decimal string with exactly `decimals` places (e.g. 250,000 ₫ at 25,400 ₫/USDT, 6 decimals →
 * `9.842520`). Integer arithmetic (BigInt), so no float rounding reaches the player.
 */
export function cryptoAmountDue(
  amountMinor: number,
  minorUnits: number,
  rate: number,
  decimals: number,
): string {
  const RATE_SCALE = 100_000_000n;
  const rateScaled = BigInt(Math.round(rate * Number(RATE_SCALE)));
  const numerator = BigInt(amountMinor) * 10n ** BigInt(decimals) * RATE_SCALE;
  const denominator = 10n ** BigInt(minorUnits) * rateScaled;
  const units = (numerator + denominator - 1n) / denominator;
  const text = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** An amount in major units as plain text for a link: no grouping, `.` decimal mark. */
function plainAmount(major: number): string {
  return Number.isInteger(major) ? String(major) : String(Number(major.toFixed(8)));
}

/**
 * config:check of the deposit instructions (docs/contract-wallet.md "Deposit instructions"): each
 * method carries the details of its type (bank → `bankAccount`, ewallet → `ewallet`, crypto →
 * `crypto`), a bank account names a bank of `banks`, bank codes and bins are unique.
 * @param file the payments.json path named in the problems.
 */
export function depositInstructionProblems(pay: BrandPayments, file: string): BrandProblem[] {
  const problems: BrandProblem[] = [];
  const codes = new Set<string>();
  const bins = new Set<string>();
  pay.banks.forEach((b, i) => {
    if (codes.has(b.code))
      problems.push({ file, pointer: `/banks/${i}/code`, message: `duplicate bank code "${b.code}"` });
    if (bins.has(b.bin))
      problems.push({ file, pointer: `/banks/${i}/bin`, message: `duplicate bank bin "${b.bin}"` });
    codes.add(b.code);
    bins.add(b.bin);
  });
  const detailsOf = { bank: 'bankAccount', ewallet: 'ewallet', crypto: 'crypto' } as const;
  pay.depositMethods.forEach((m, i) => {
    const key = detailsOf[m.type];
    if (m[key] === undefined)
      problems.push({
        file,
        pointer: `/depositMethods/${i}`,
        message: `a ${m.type} method needs "${key}" (what the cashier shows the player)`,
      });
    for (const other of Object.values(detailsOf))
      if (other !== key && m[other] !== undefined)
        problems.push({
          file,
          pointer: `/depositMethods/${i}/${other}`,
          message: `"${other}" does not belong to a ${m.type} method`,
        });
    if (m.bankAccount && !codes.has(m.bankAccount.bank))
      problems.push({
        file,
        pointer: `/depositMethods/${i}/bankAccount/bank`,
        message: `bank "${m.bankAccount.bank}" is not in the bank list (banks)`,
      });
  });
  return problems;
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

  /** Epoch ms at which an order created now expires (brand `depositExpiryMinutes`). */
  private newExpiry(now: number): number {
    return now + this.d.brand.current().payments.depositExpiryMinutes * 60_000;
  }

  /**
   * Epoch ms at which an order expires: the expiry stored when it was created (migration 015), or
   * for an older order its creation time plus the brand's current minutes.
   */
  private expiresAt(row: DepositOrderRow): number {
    return row.expires_at ?? this.newExpiry(row.created_at);
  }

  /**
   * Stores a pending order past its expiry as `rejected` with reason {@link EXPIRED_REASON}
   * (decidedAt = the expiry time), so it stops counting against the deposit limits. Call inside a
   * transaction.
   * @returns true when the order was stored as expired now.
   */
  private storeExpiry(row: DepositOrderRow, now: number): boolean {
    if (row.status !== 'pending' || now < this.expiresAt(row)) return false;
    return this.d.responsibleGaming.rejectDepositOverLimit(row.id, EXPIRED_REASON, this.expiresAt(row));
  }

  /** Stores the member's pending orders past their expiry as expired (the newest {@link EXPIRY_SWEEP}). */
  private storeExpiries(userId: number, now: number): void {
    this.d.db.transaction(() => {
      for (const row of this.d.repo.page(userId, EXPIRY_SWEEP, 0).rows) this.storeExpiry(row, now);
    })();
  }

  /** `GET /wps/wallet/deposit/methods`: brand methods (major units) and the responsible-gaming headroom. */
  methods(userId: number): DepositMethods {
    this.d.access.member(userId);
    const now = this.d.now();
    this.storeExpiries(userId, now);
    const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, now);
    return {
      methods: this.d.brand.current().payments.depositMethods.map((m) => ({
        id: m.id,
        name: m.name,
        type: m.type,
        min: m.min,
        max: m.max,
        ...(m.tutorialUrl === undefined ? {} : { tutorialUrl: m.tutorialUrl }),
      })),
      depositLimitRemaining: remaining === null ? null : this.major(remaining),
    };
  }

  /**
   * What the cashier shows for an order of `amountMinor` by `method` with id `orderId`
   * (docs/contract-wallet.md "Deposit instructions"): bank → the receiving account, the transfer
   * reference and its VietQR payload; e-wallet → the wallet, reference, deep link (also the QR);
   * crypto → address, network and the amount due in the coin (rounded up; the QR is the address).
   * @throws AppError 400 `VALIDATION` when the brand method lacks the details of its type or names a
   *   bank outside the bank list (config:check refuses such a file; this guards a hand-edited one).
   */
  instructions(method: BrandDepositMethod, orderId: string, amountMinor: number): DepositInstructions {
    const brand = this.d.brand.current();
    const reference = transferReference(brand.site.merchantCode, orderId);
    const amount = this.major(amountMinor);
    const broken = () =>
      invalid('body/methodId', `is not set up for deposits (${method.type} details missing)`);
    if (method.type === 'bank') {
      const account = method.bankAccount;
      const bank = account && brand.payments.banks.find((b) => b.code === account.bank);
      if (!account || !bank) throw broken();
      return {
        type: 'bank',
        bank: { code: bank.code, bin: bank.bin, name: bank.name },
        holder: account.holder,
        accountNumber: account.accountNumber,
        transferReference: reference,
        qrPayload: vietQrPayload({
          bankBin: bank.bin,
          accountNumber: account.accountNumber,
          amount,
          purpose: reference,
          currencyNumeric: CURRENCY_NUMERIC[brand.site.currency.code] ?? '704',
        }),
      };
    }
    if (method.type === 'ewallet') {
      const wallet = method.ewallet;
      if (!wallet) throw broken();
      const values: Record<string, string> = {
        account: wallet.accountId,
        amount: plainAmount(amount),
        reference,
      };
      const deepLink = wallet.deepLinkTemplate.replace(/\{(account|amount|reference)\}/g, (_m, key: string) =>
        encodeURIComponent(values[key] ?? ''),
      );
      return {
        type: 'ewallet',
        wallet: wallet.wallet,
        holder: wallet.holder,
        accountId: wallet.accountId,
        transferReference: reference,
        deepLink,
        qrPayload: deepLink,
      };
    }
    const coin = method.crypto;
    if (!coin) throw broken();
    return {
      type: 'crypto',
      currency: coin.currency,
      network: coin.network,
      address: coin.address,
      amountDue: cryptoAmountDue(amountMinor, brand.site.currency.minorUnits, coin.rate, coin.decimals),
      rate: coin.rate,
      qrPayload: coin.address,
    };
  }

  /**
   * `POST /wps/wallet/deposit`: a pending order with a reference (`D<yyyyMMdd>-<6 digits>`), its
   * expiry and the instructions of its method; no money moves until the payment provider approves
   * it. Idempotent by requestId (a repeat answers the first order, instructions included). The
   * responsible-gaming headroom counts the member's other pending orders as well as approved
   * deposits (expired ones are stored as such first), checked in the transaction that inserts the
   * order, so concurrent orders cannot together pass a limit.
   * @throws AppError 400 `VALIDATION` (amount ≤ 0, > 2 decimals, unknown method or one without its
   *   details) | `AMOUNT_LIMIT` (method min/max) | `DEPOSIT_LIMIT` (responsible-gaming limit; the
   *   message names what is left) | `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  create(userId: number, body: DepositRequest): DepositCreated {
    this.d.access.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const method = this.d.brand.current().payments.depositMethods.find((m) => m.id === body.methodId);
    if (!method) throw invalid('body/methodId', 'is not an offered deposit method');
    this.d.access.checkAmount('deposit', amount, method.min, method.max);
    return this.d.wallet.once(userId, body.requestId, 'deposit', () => {
      const now = this.d.now();
      this.storeExpiries(userId, now);
      const remaining = this.d.responsibleGaming.depositLimitRemaining(userId, now);
      if (remaining !== null && amount > remaining)
        throw fail(
          'DEPOSIT_LIMIT',
          `This deposit exceeds your deposit limit: you can deposit at most ${this.major(remaining)} now`,
        );
      const row = this.d.repo.insert(userId, method.id, amount, now, this.newExpiry(now));
      return {
        orderId: row.reference,
        status: 'pending' as const,
        amount: this.major(amount),
        methodId: method.id,
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(this.expiresAt(row)).toISOString(),
        instructions: this.instructions(method, row.reference, amount),
      };
    });
  }

  /** The wire status: a pending order past its expiry, or one stored as expired, is `expired`. */
  private status(row: DepositOrderRow, now: number): DepositOrder['status'] {
    // `reason` is a later column (migration 005) that DepositOrderRow does not name.
    const reason = (row as DepositOrderRow & { reason?: string | null }).reason;
    if (row.status === 'rejected' && reason === EXPIRED_REASON) return 'expired';
    if (row.status === 'pending' && now >= this.expiresAt(row)) return 'expired';
    return row.status;
  }

  private view(row: DepositOrderRow, now = this.d.now()): DepositOrder {
    return {
      orderId: row.reference,
      amount: this.major(row.amount_minor),
      methodId: row.method_id,
      status: this.status(row, now),
      createdAt: new Date(row.created_at).toISOString(),
      decidedAt: iso(row.decided_at),
      expiresAt: new Date(this.expiresAt(row)).toISOString(),
    };
  }

  /** `GET /wps/wallet/deposit/orders`: the member's orders, newest first (1-based `pageNo`). */
  orders(userId: number, pageNo: number, pageSize: number): Page<DepositOrder> {
    this.d.access.member(userId);
    const now = this.d.now();
    const { rows, total } = this.d.repo.page(userId, pageSize, pageOffset(pageNo, pageSize));
    return toPage(
      rows.map((r) => this.view(r, now)),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * `GET /wps/wallet/deposit/orders/:orderId`: one order of the member (the status the deposit page
   * polls). An order found past its expiry is stored as expired.
   * @throws AppError `NOT_FOUND` (unknown or another member's order) | `TRIAL_ACCOUNT` |
   *   `SELF_EXCLUDED` | 401 `UNAUTHORIZED`.
   */
  order(userId: number, reference: string): DepositOrder {
    this.d.access.member(userId);
    const now = this.d.now();
    const row = this.d.repo.find(reference);
    if (!row || row.user_id !== userId) throw fail('NOT_FOUND', `No deposit order ${reference}`);
    if (this.storeExpiry(row, now)) return this.view(this.d.repo.find(reference) as DepositOrderRow, now);
    return this.view(row, now);
  }

  /**
   * The development payment provider's view of any member's order (the sandbox page): the order,
   * its method's name and its instructions (null when the method left the brand).
   * @throws AppError `NOT_FOUND`.
   */
  sandbox(reference: string): {
    order: DepositOrder;
    methodName: string;
    instructions: DepositInstructions | null;
  } {
    const row = this.d.repo.find(reference);
    if (!row) throw fail('NOT_FOUND', `No deposit order ${reference}`);
    const method = this.d.brand.current().payments.depositMethods.find((m) => m.id === row.method_id);
    let instructions: DepositInstructions | null = null;
    try {
      instructions = method ? this.instructions(method, row.reference, row.amount_minor) : null;
    } catch {
      instructions = null;
    }
    return { order: this.view(row), methodName: method?.name ?? row.method_id, instructions };
  }

  /**
   * Development payment provider (`POST /dev/payments/deposit/:orderId/approve|reject`): decides a
   * pending order once. Approval re-checks the member's deposit limits as they are now (one may
   * have been lowered while the order waited): approved deposits in a limit's rolling window plus
   * this order above it → the order is rejected instead, with the reason kept on it, and nothing
   * is credited. Otherwise approval credits MAIN (house → member, ledger kind `deposit`,
   * reference = order id). Either way the status change and any credit are ONE transaction.
   * An order past its expiry (docs/contract-wallet.md "Deposit instructions") is final: it is
   * stored as expired and the decision answers `ALREADY_DECIDED`, nothing moves. The sandbox page
   * (`GET /dev/pay/:orderId`) decides through this same method.
   * @throws AppError `NOT_FOUND` | `ALREADY_DECIDED` (decided or expired; nothing changes) |
   *   `DEPOSIT_LIMIT` (approval refused by a limit: the order is now `rejected`; the message gives
   *   the reason, the value is the rejected order).
   */
  decide(reference: string, decision: 'approve' | 'reject'): DepositOrder {
    type Outcome = {
      order: DepositOrder;
      refused: { code: 'DEPOSIT_LIMIT' | 'ALREADY_DECIDED'; message: string } | null;
    };
    const outcome = this.d.db.transaction((): Outcome => {
      const order = this.d.repo.find(reference);
      if (!order) throw fail('NOT_FOUND', `No deposit order ${reference}`);
      const now = this.d.now();
      const decided = () => this.view(this.d.repo.find(reference) as DepositOrderRow, now);
      this.storeExpiry(order, now);
      if (this.status(order, now) === 'expired')
        return {
          order: decided(),
          refused: {
            code: 'ALREADY_DECIDED',
            message: `Deposit order ${reference} expired at ${new Date(this.expiresAt(order)).toISOString()} and can no longer be ${decision === 'approve' ? 'approved' : 'declined'}`,
          },
        };
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
        return {
          order: decided(),
          refused: { code: 'DEPOSIT_LIMIT', message: `Deposit order ${reference} was rejected: ${reason}` },
        };
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
    // Thrown after the commit: the rejection (or the stored expiry) must stay. The DEPOSIT_LIMIT
    // value (a DepositOrder) fits the route's response schema, so the envelope serializes.
    if (outcome.refused?.code === 'DEPOSIT_LIMIT')
      throw fail('DEPOSIT_LIMIT', outcome.refused.message, outcome.order);
    if (outcome.refused) throw fail(outcome.refused.code, outcome.refused.message);
    return outcome.order;
  }
}
