import type { Database } from 'better-sqlite3';
import type { Balance, WalletEntry, WalletTransferValue } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { PlayRepository } from '../repositories/play.ts';

/** The member's own wallet; every other wallet name is a vendor code (transfer wallets, §7 Wallet). */
export const MAIN_WALLET = 'MAIN';

/**
 * Wallet over the double-entry ledger (DESIGN.md: integer minor units, every movement a ledger
 * entry in one SQLite transaction, idempotent, no member balance below zero). A member has a MAIN
 * wallet and one wallet per vendor (docs/contract-games.md); `sumBalance` adds them all.
 */
export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerRepository,
    private readonly play: PlayRepository,
    private readonly brand: BrandStore,
    private readonly now: () => number,
  ) {}

  private get currency(): string {
    return this.brand.current().site.currency.code;
  }

  private get scale(): number {
    return 10 ** this.brand.current().site.currency.minorUnits;
  }

  /** Major units → integer minor units (e.g. 1000.00 VND → 100000 with minorUnits 2). */
  toMinor(major: number): number {
    return Math.round(major * this.scale);
  }

  /** Integer minor units → major units (a number with at most `minorUnits` decimals). */
  toMajor(minor: number): number {
    return minor / this.scale;
  }

  /**
   * A wire amount (major units) → minor units, refusing what the schema cannot: more decimals than
   * the currency has (e.g. 1.005), zero or less, or beyond 2^53.
   * @param field named in the message, e.g. `body/stake`.
   * @throws AppError 400 `VALIDATION`.
   */
  amountToMinor(major: number, field: string): number {
    const { minorUnits } = this.brand.current().site.currency;
    if (!Number.isFinite(major) || major <= 0) throw invalid(field, 'must be a positive amount');
    if (Number(major.toFixed(minorUnits)) !== major)
      throw invalid(field, `must have at most ${minorUnits} decimals`);
    const minor = this.toMinor(major);
    if (!Number.isSafeInteger(minor) || minor <= 0) throw invalid(field, 'is out of range');
    return minor;
  }

  /** Balance of one wallet ('MAIN' or a vendor code) in minor units; 0 for a wallet never used. */
  walletMinor(userId: number, wallet: string): number {
    const id = this.ledger.findMemberAccountId(userId, wallet);
    return id === undefined ? 0 : this.ledger.balanceMinor(id);
  }

  /** Main-wallet balance in minor units. */
  balanceMinor(userId: number): number {
    return this.walletMinor(userId, MAIN_WALLET);
  }

  /** Sum of the member's wallets (main + every vendor wallet), minor units. */
  totalMinor(userId: number): number {
    return this.ledger.walletBalances(userId).reduce((sum, w) => sum + w.balanceMinor, 0);
  }

  /**
   * `GET /wps/v2/wallets/balance` value (§7 Wallet): `sumBalance` = main + vendor wallets, major
   * units, with the brand currency's code, symbol and `minorUnits` (the decimals the site accepts
   * and shows).
   */
  balance(userId: number): Balance {
    const { code, symbol, minorUnits } = this.brand.current().site.currency;
    return {
      sumBalance: this.toMajor(this.totalMinor(userId)),
      currency: code,
      currencySymbol: symbol,
      minorUnits,
    };
  }

  /**
   * `GET /wps/v2/wallets/list` entries: MAIN first, then one per `vendorWallets` code (0 when unused),
   * then any other wallet holding money. Major units.
   */
  list(userId: number, vendorWallets: string[]): WalletEntry[] {
    const held = new Map(this.ledger.walletBalances(userId).map((w) => [w.wallet, w.balanceMinor]));
    const names = [MAIN_WALLET, ...vendorWallets.filter((v) => v !== MAIN_WALLET)];
    for (const [wallet, minor] of held) if (!names.includes(wallet) && minor !== 0) names.push(wallet);
    return names.map((wallet) => ({ wallet, balance: this.toMajor(held.get(wallet) ?? 0) }));
  }

  /**
   * Moves `amountMinor` (> 0) from the house account to the member's MAIN wallet (deposits, demo
   * credit). Idempotent per `idempotencyKey`: a repeated key changes nothing and returns false.
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

  /**
   * Runs `work` once per member and `requestId` in ONE SQLite transaction: the first call stores
   * its answer (JSON) in `idempotent_requests`; a repeat returns that answer without running
   * `work` again. A failure (thrown error) rolls everything back and stores nothing, so a retry
   * runs again. `work` must be synchronous (better-sqlite3 transactions cannot span an await).
   * @throws AppError 400 `VALIDATION` when the requestId was used by another kind of call.
   */
  once<T>(userId: number, requestId: string, kind: string, work: () => T): T {
    return this.db.transaction((): T => {
      const found = this.play.findRequest(userId, requestId);
      if (found) {
        if (found.kind !== kind)
          throw invalid('requestId', `was already used by another call (${found.kind})`);
        return JSON.parse(found.response) as T;
      }
      const answer = work();
      this.play.saveRequest(userId, requestId, kind, JSON.stringify(answer), this.now());
      return answer;
    })();
  }

  /**
   * Moves money between two wallets of a member; call inside a transaction (e.g. {@link once}).
   * `amountMinor` 'ALL' moves the whole source balance (possibly 0: nothing is written).
   * @returns the amount moved, minor units.
   * @throws AppError `INSUFFICIENT_BALANCE` when the source holds less than the amount.
   */
  transferWithin(
    userId: number,
    from: string,
    to: string,
    amountMinor: number | 'ALL',
    idempotencyKey: string,
  ): number {
    const available = this.walletMinor(userId, from);
    const amount = amountMinor === 'ALL' ? available : amountMinor;
    if (amount > available)
      throw fail(
        'INSUFFICIENT_BALANCE',
        `Insufficient balance: ${from} holds ${this.toMajor(available)}, ${this.toMajor(amount)} requested`,
      );
    if (amount <= 0) return 0;
    const now = this.now();
    this.ledger.insertTransaction(
      { kind: 'transfer', idempotencyKey, memo: `${from} → ${to}`, createdAt: now },
      [
        { accountId: this.ledger.memberAccountId(userId, this.currency, now, from), amountMinor: -amount },
        { accountId: this.ledger.memberAccountId(userId, this.currency, now, to), amountMinor: amount },
      ],
    );
    return amount;
  }

  /**
   * Recalls every game (vendor) wallet of the member to MAIN: each wallet holding money moves its
   * whole balance (ledger kind `transfer`, idempotency key `<keyPrefix>:<wallet>`); wallets at 0
   * write nothing. Call inside a transaction (e.g. {@link once}) so the recall and what depends on
   * it (a withdrawal's balance check) are one step; a bet settling at the same moment runs before
   * or after it, never in between (docs/contract-wallet.md "Money never strands").
   * @param keyPrefix unique per recall, e.g. `recall:<userId>:<requestId>`.
   * @param except a game wallet left where it is (the one a launch is about to fill).
   * @returns the amount moved, minor units (0 when no game wallet held money).
   */
  recallWithin(userId: number, keyPrefix: string, except?: string): number {
    let moved = 0;
    for (const w of this.ledger.walletBalances(userId)) {
      if (w.wallet === MAIN_WALLET || w.wallet === except || w.balanceMinor <= 0) continue;
      moved += this.transferWithin(userId, w.wallet, MAIN_WALLET, 'ALL', `${keyPrefix}:${w.wallet}`);
    }
    return moved;
  }

  /**
   * {@link recallWithin} in its own SQLite transaction (log-in and log-out recall every game
   * wallet, docs/contract-wallet.md "Money never strands").
   * @returns the amount moved, minor units.
   */
  recallAll(userId: number, keyPrefix: string): number {
    return this.db.transaction(() => this.recallWithin(userId, keyPrefix))();
  }

  /**
   * Settles one round against the house: the stake leaves `wallet`, the payout (≥ 0) comes back.
   * Call inside a transaction (e.g. {@link once}); the balance check happens there.
   * @returns the ledger transaction id.
   * @throws AppError `INSUFFICIENT_BALANCE` when `wallet` holds less than the stake.
   */
  settleWithin(
    userId: number,
    wallet: string,
    stakeMinor: number,
    payoutMinor: number,
    idempotencyKey: string,
    memo: string,
  ): number {
    if (
      !Number.isSafeInteger(stakeMinor) ||
      stakeMinor <= 0 ||
      !Number.isSafeInteger(payoutMinor) ||
      payoutMinor < 0
    )
      throw new AppError('INTERNAL', 'Invalid round amounts', { statusCode: 500 });
    const available = this.walletMinor(userId, wallet);
    if (stakeMinor > available)
      throw fail(
        'INSUFFICIENT_BALANCE',
        wallet === MAIN_WALLET
          ? `Insufficient balance: main wallet holds ${this.toMajor(available)}, the stake is ${this.toMajor(stakeMinor)}`
          : `Insufficient balance: ${wallet} holds ${this.toMajor(available)}, the stake is ${this.toMajor(stakeMinor)}`,
      );
    const now = this.now();
    const member = this.ledger.memberAccountId(userId, this.currency, now, wallet);
    const house = this.ledger.houseAccountId(this.currency, now);
    const legs = [
      { accountId: member, amountMinor: -stakeMinor },
      { accountId: house, amountMinor: stakeMinor },
    ];
    if (payoutMinor > 0)
      legs.push(
        { accountId: house, amountMinor: -payoutMinor },
        { accountId: member, amountMinor: payoutMinor },
      );
    return this.ledger.insertTransaction({ kind: 'bet', idempotencyKey, memo, createdAt: now }, legs);
  }

  /**
   * Moves money between the member's MAIN wallet and the house in one ledger transaction; call
   * inside a db transaction. `amountMinor` > 0 pays the member (a win), < 0 takes from the member
   * (a stake, a reversal). The lottery's kinds (docs/contract-lottery.md "Money and records").
   * @param at the transaction's time (epoch ms; default now): seeded history carries past times.
   * @returns the ledger transaction id.
   * @throws AppError `INSUFFICIENT_BALANCE` when MAIN holds less than what is taken.
   */
  houseMoveWithin(
    userId: number,
    amountMinor: number,
    tx: { kind: string; idempotencyKey: string; reference: string; memo: string },
    at = this.now(),
  ): number {
    if (!Number.isSafeInteger(amountMinor) || amountMinor === 0)
      throw new AppError('INTERNAL', 'Invalid movement amount', { statusCode: 500 });
    if (amountMinor < 0) {
      const available = this.walletMinor(userId, MAIN_WALLET);
      if (-amountMinor > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.toMajor(available)}, ${this.toMajor(-amountMinor)} needed`,
        );
    }
    const member = this.ledger.memberAccountId(userId, this.currency, at);
    const house = this.ledger.houseAccountId(this.currency, at);
    return this.ledger.insertTransaction({ ...tx, createdAt: at }, [
      { accountId: house, amountMinor: -amountMinor },
      { accountId: member, amountMinor },
    ]);
  }

  /**
   * `POST /wps/relay/GCS_walletTransfer`: one side must be MAIN, the other a wallet vendor
   * (checked by `checkVendor`, which throws GAME_NOT_FOUND / GAME_MAINTENANCE / VALIDATION).
   * Idempotent by requestId. Amounts in major units.
   * @throws AppError 400 `VALIDATION` (same wallet twice, no MAIN side, bad amount),
   *   `INSUFFICIENT_BALANCE`.
   */
  transfer(
    userId: number,
    req: { requestId: string; from: string; to: string; amount: number | 'ALL' },
    checkVendor: (code: string, incoming: boolean) => string,
  ): WalletTransferValue {
    const from = req.from.toUpperCase() === MAIN_WALLET ? MAIN_WALLET : req.from;
    const to = req.to.toUpperCase() === MAIN_WALLET ? MAIN_WALLET : req.to;
    if (from === to) throw invalid('body/to', 'must differ from body/from');
    if (from !== MAIN_WALLET && to !== MAIN_WALLET) throw invalid('body/from', "or body/to must be 'MAIN'");
    const amount = req.amount === 'ALL' ? 'ALL' : this.amountToMinor(req.amount, 'body/amount');
    return this.once(userId, req.requestId, 'transfer', () => {
      const vendor = from === MAIN_WALLET ? checkVendor(to, true) : checkVendor(from, false);
      const source = from === MAIN_WALLET ? MAIN_WALLET : vendor;
      const target = to === MAIN_WALLET ? MAIN_WALLET : vendor;
      this.transferWithin(userId, source, target, amount, `transfer:${userId}:${req.requestId}`);
      return {
        main: this.toMajor(this.walletMinor(userId, MAIN_WALLET)),
        vendor,
        vendorBalance: this.toMajor(this.walletMinor(userId, vendor)),
      };
    });
  }
}
