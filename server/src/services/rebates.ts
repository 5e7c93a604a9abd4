import type { ManualRebate, ManualRebateClaimValue } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { RebatesRepository } from '../repositories/rebates.ts';
import type { RecordsRepository } from '../repositories/records.ts';
import type { CashierAccess } from './cashier-access.ts';
import { iso } from './paging.ts';
import type { WalletService } from './wallet.ts';

export interface RebatesDeps {
  repo: RebatesRepository;
  records: RecordsRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  access: CashierAccess;
  brand: BrandStore;
  now: () => number;
}

/**
 * Manual rebate (docs/contract-wallet.md; spec §2 manualRebate): the brand `manualRebate.rate`
 * times the stakes of the member's bets since the last claim, floored to minor units; a claim
 * credits MAIN (ledger kind `rebate`, house → member) and remembers the last paid bet, in one
 * transaction. Calls refuse guests (401 `UNAUTHORIZED`), trial accounts (`TRIAL_ACCOUNT`) and
 * excluded members (`SELF_EXCLUDED`).
 */
export class RebatesService {
  constructor(private readonly d: RebatesDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  /** What a claim would pay now (minor units), over which stakes and bets, since when (epoch ms). */
  private claimable(userId: number): {
    amount: number;
    stake: number;
    lastId: number;
    since: number;
    rate: number;
  } {
    const user = this.d.access.member(userId);
    const rate = this.d.brand.current().payments.manualRebate.rate;
    const last = this.d.repo.last(userId);
    const bets = this.d.records.betsAfter(userId, last?.last_bet_id ?? 0);
    const amount = Math.floor(bets.stake * rate + 1e-9);
    return {
      amount,
      stake: bets.stake,
      lastId: bets.lastId,
      since: last?.created_at ?? user.created_at,
      rate,
    };
  }

  /** `GET /wps/relay/MCS_manualRebate`: rate × stakes of the bets since the last claim (floored to minor units). */
  manualRebate(userId: number): ManualRebate {
    const c = this.claimable(userId);
    return {
      claimable: this.major(c.amount),
      rate: c.rate,
      since: iso(c.since) ?? '',
      history: this.d.repo.history(userId, 20).map((h) => ({
        amount: this.major(h.amount_minor),
        createdAt: new Date(h.created_at).toISOString(),
      })),
    };
  }

  /**
   * `POST /wps/relay/MCS_manualRebate`: credits the claimable rebate to MAIN (ledger kind `rebate`)
   * and records the claim, in one transaction; idempotent by requestId.
   * @returns the amount claimed and MAIN afterwards, major units.
   * @throws AppError `NOTHING_TO_CLAIM` (nothing changes).
   */
  claimRebate(userId: number, requestId: string): ManualRebateClaimValue {
    this.d.access.member(userId);
    return this.d.wallet.once(userId, requestId, 'manualRebate', () => {
      const c = this.claimable(userId);
      if (c.amount <= 0) throw fail('NOTHING_TO_CLAIM', 'There is no rebate to claim yet');
      const now = this.d.now();
      const currency = this.d.access.currency;
      const txId = this.d.ledger.insertTransaction(
        {
          kind: 'rebate',
          idempotencyKey: `rebate:${userId}:${requestId}`,
          memo: 'manual rebate',
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.houseAccountId(currency, now), amountMinor: -c.amount },
          { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor: c.amount },
        ],
      );
      this.d.repo.insert(
        userId,
        { amountMinor: c.amount, stakeMinor: c.stake, lastBetId: c.lastId, transactionId: txId },
        now,
      );
      return { claimed: this.major(c.amount), main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }
}
