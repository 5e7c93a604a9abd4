import type { Database } from 'better-sqlite3';
import type { WithdrawConfirmRequest, WithdrawOrder } from '../../../schemas/generated/api.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { WithdrawalsRepository, WithdrawOrderRow } from '../repositories/withdrawals.ts';
import type { CashierAccess } from './cashier-access.ts';
import { sniffImage } from './member-centre.ts';
import type { WalletService } from './wallet.ts';
import type { WithdrawalsService } from './withdrawals.ts';

/** Largest withdrawal proof image (§8 "Image too large (5MB)"). */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
/** Proof images per withdrawal order (§9 "max 3"). */
export const PROOFS_PER_ORDER = 3;

export interface WithdrawalReceiptsDeps {
  db: Database;
  repo: WithdrawalsRepository;
  withdrawals: WithdrawalsService;
  wallet: WalletService;
  access: CashierAccess;
  now: () => number;
}

/**
 * The §4 withdrawal receipt: once the provider has disbursed an order, the member confirms it
 * received, partial or notReceived (then uploads proof images) until `disbursedAt +
 * confirmTimeoutMinutes`; past that the order counts as received (`forcedReceived`, computed on
 * read). No money moves here: a receipt is the member's statement, not a refund.
 */
export class WithdrawalReceiptsService {
  constructor(private readonly d: WithdrawalReceiptsDeps) {}

  private ownOrder(userId: number, reference: string): WithdrawOrderRow {
    const order = this.d.repo.find(reference);
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
  confirm(userId: number, reference: string, body: WithdrawConfirmRequest): WithdrawOrder {
    this.d.access.member(userId);
    let received: number | null = null;
    if (body.result === 'partial') {
      if (body.receivedAmount === undefined)
        throw invalid('body/receivedAmount', "is required with 'partial'");
      received = this.d.wallet.amountToMinor(body.receivedAmount, 'body/receivedAmount');
    } else if (body.receivedAmount !== undefined) {
      throw invalid('body/receivedAmount', "is only allowed with 'partial'");
    }
    return this.d.db.transaction(() => {
      const order = this.ownOrder(userId, reference);
      const view = this.d.withdrawals.view(order);
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
          `must be less than the withdrawal amount ${this.d.wallet.toMajor(order.amount_minor)}; ` +
            "report the full amount with 'received'",
        );
      const minor = body.result === 'received' ? order.amount_minor : (received ?? 0);
      this.d.repo.confirm(order.id, body.result, minor, this.d.now());
      return this.d.withdrawals.view(this.d.repo.find(reference) as WithdrawOrderRow);
    })();
  }

  /**
   * `POST /wps/wallet/withdraw/:orderId/proof`: one png or jpg (checked by signature, at most
   * {@link PROOF_MAX_BYTES}: the route's body limit) for an order reported `notReceived`, at most
   * {@link PROOFS_PER_ORDER}.
   * @returns the order's proof count afterwards.
   * @throws AppError 415 `UNSUPPORTED_MEDIA_TYPE` | `NOT_FOUND` | `PROOF_NOT_ALLOWED` | `TOO_MANY_IMAGES`.
   */
  addProof(userId: number, reference: string, data: Buffer): { proofs: number } {
    this.d.access.member(userId);
    const mime = sniffImage(data);
    if (!mime)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
        statusCode: 415,
      });
    return this.d.db.transaction(() => {
      const order = this.ownOrder(userId, reference);
      if (order.status !== 'notReceived')
        throw fail('PROOF_NOT_ALLOWED', 'Proof images are only for a withdrawal reported as not received');
      if (order.proofs >= PROOFS_PER_ORDER)
        throw fail('TOO_MANY_IMAGES', `At most ${PROOFS_PER_ORDER} images per withdrawal`);
      this.d.repo.insertProof(order.id, mime, data, this.d.now());
      return { proofs: this.d.repo.proofCount(order.id) };
    })();
  }
}
