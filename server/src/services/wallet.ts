import type { Database } from 'better-sqlite3';
import type { Balance } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';

/**
 * Wallet over the double-entry ledger (DESIGN.md: integer minor units, every movement a ledger
 * entry in one SQLite transaction, idempotent, no member balance below zero).
 */
export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerRepository,
    private readonly brand: BrandStore,
    private readonly now: () => number,
  ) {}

  private get currency(): string {
    return this.brand.current().site.currency.code;
  }

  /** Major units → integer minor units (e.g. 1000.00 VND → 100000 with minorUnits 2). */
  toMinor(major: number): number {
    return Math.round(major * 10 ** this.brand.current().site.currency.minorUnits);
  }

  /** Member balance in minor units. */
  balanceMinor(userId: number): number {
    return this.ledger.balanceMinor(this.ledger.memberAccountId(userId, this.currency, this.now()));
  }

  /** `GET /wps/v2/wallets/balance` value: `sumBalance` in major units. */
  balance(userId: number): Balance {
    const { code, symbol, minorUnits } = this.brand.current().site.currency;
    return {
      sumBalance: this.balanceMinor(userId) / 10 ** minorUnits,
      currency: code,
      currencySymbol: symbol,
    };
  }

  /**
   * Moves `amountMinor` (> 0) from the house account to the member (deposits, demo credit).
   * Idempotent per `idempotencyKey`: a repeated key changes nothing and returns false.
   * @throws RangeError when the amount is not a positive integer.
   */
  credit(userId: number, amountMinor: number, kind: string, idempotencyKey: string, memo = ''): boolean {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new RangeError(`credit amount must be a positive integer of minor units, got ${amountMinor}`);
    return this.db.transaction(() => {
      if (this.ledger.transactionExists(idempotencyKey)) return false;
      const now = this.now();
      const house = this.ledger.houseAccountId(this.currency, now);
      const member = this.ledger.memberAccountId(userId, this.currency, now);
      this.ledger.insertTransaction({ kind, idempotencyKey, memo, createdAt: now }, [
        { accountId: house, amountMinor: -amountMinor },
        { accountId: member, amountMinor },
      ]);
      return true;
    })();
  }
}
