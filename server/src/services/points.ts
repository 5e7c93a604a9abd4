import type { Database } from 'better-sqlite3';
import type {
  BrandPointReward,
  BrandPoints,
  PointBalance,
  PointConfig,
  PointConvertRequest,
  PointConvertValue,
  PointRedeemListQuery,
  PointRedeemRecord,
  PointRedeemRequest,
  PointRedeemValue,
  PointReward,
  PointRewardList,
  PointTransaction,
  PointTransactionsQuery,
} from '../../../schemas/generated/api.ts';
import type { Brand } from '../brand/types.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { PointRedeemRow, PointsRepository } from '../repositories/points.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { dayStart, daysToInstants } from './agent-centre-dates.ts';
import type { CashierAccess } from './cashier-access.ts';
import { pageOffset, toPage, type Page } from './paging.ts';
import { localized } from './points-config.ts';
import type { WalletService } from './wallet.ts';

export interface PointsDeps {
  db: Database;
  repo: PointsRepository;
  users: UsersRepository;
  /** Trial / forced password change / responsible-gaming checks and the payment password with its lockout. */
  access: CashierAccess;
  wallet: WalletService;
  brand: BrandStore;
  now: () => number;
}

/**
 * Points and the point mall (docs/contract-points.md; spec §1 point mall, §3 points redeem record,
 * §4 redeem statuses, §7 Points, §9 points never expire). Points are earned by the SQLite trigger
 * `bets_earn_points` from the rates this service copies out of `server/brand/points.json`; every
 * movement is a `point_ledger` row, and money (an amount charged, a refund, a bonus, a
 * conversion) moves through the money ledger in the same transaction. Points are integers; money
 * is integer minor units inside and major units on the wire.
 */
export class PointsService {
  /** The brand whose rates are in `point_rates` (a hot reload gives a new object). */
  private syncedBrand: Brand | null = null;

  constructor(private readonly d: PointsDeps) {
    d.repo.startProgram(d.now());
    this.syncRates();
  }

  private get cfg(): BrandPoints {
    return this.syncRates().points;
  }

  /**
   * Copies the brand's earning rates into `point_rates` when the brand changed since the last
   * copy (none when the `pointsSystem` flag is off, so nothing earns).
   * @returns the current brand.
   */
  syncRates(): Brand {
    const brand = this.d.brand.current();
    if (brand === this.syncedBrand) return brand;
    const p = brand.points;
    this.d.repo.replaceRates(
      brand.site.flags.pointsSystem
        ? [
            { rateKey: '*', stakeMinor: this.d.wallet.toMinor(p.earn.validBet), points: p.earn.points },
            ...p.categories.map((c) => ({
              rateKey: c.gameType,
              stakeMinor: this.d.wallet.toMinor(c.validBet),
              points: c.points,
            })),
          ]
        : [],
    );
    this.syncedBrand = brand;
    return brand;
  }

  /** The member's points balance without any check (the seed). */
  balanceOf(userId: number): number {
    return this.d.repo.balance(userId);
  }

  /** The brand's reward `rewardId`, if it is in the catalogue. */
  reward(rewardId: string): BrandPointReward | undefined {
    return this.cfg.rewards.find((r) => r.rewardId === rewardId);
  }

  /** @throws AppError `FEATURE_DISABLED` when the brand's `pointsSystem` flag is off (§6). */
  private assertEnabled(): void {
    if (!this.syncRates().site.flags.pointsSystem)
      throw fail('FEATURE_DISABLED', 'The points system is switched off');
  }

  /** @throws AppError 401 `UNAUTHORIZED` when the member does not exist. */
  private requireMember(userId: number): void {
    if (!this.d.users.findById(userId))
      throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
  }

  /**
   * `MCS2_getPointBalance` (§3 separate points balance). Self-excluded members still see it.
   * @throws AppError 401 `UNAUTHORIZED` | `FEATURE_DISABLED`.
   */
  balance(userId: number): PointBalance {
    this.assertEnabled();
    this.requireMember(userId);
    return { points: this.d.repo.balance(userId) };
  }

  /** `MCS2_getPointConfig`: rates (major units of valid bet per step), conversion rule and flags. */
  config(): PointConfig {
    const brand = this.syncRates();
    const p = brand.points;
    return {
      enabled: brand.site.flags.pointsSystem,
      earn: p.earn,
      categories: p.categories,
      convert: p.convert,
      maxQuantity: p.maxQuantity,
      neverExpire: true,
    };
  }

  private rewardView(
    r: BrandPointReward,
    language: string | undefined,
    taken: number,
    mine: number,
  ): PointReward {
    return {
      rewardId: r.rewardId,
      type: r.type,
      name: localized(r.name, language),
      description: localized(r.description, language),
      image: r.image,
      points: r.points,
      amount: r.amount,
      bonusAmount: r.bonusAmount ?? 0,
      stock: Math.max(0, r.stock - taken),
      perMemberLimit: r.perMemberLimit ?? null,
      redeemed: mine,
    };
  }

  /**
   * `MCS2_getPointReward`: the catalogue in the brand's order, in `language` (fallback en), with
   * what is left of each and, for a member, how many items the member holds.
   * @param userId the caller, or null for a visitor (who sees `redeemed` 0).
   * @throws AppError `FEATURE_DISABLED`.
   */
  rewards(userId: number | null, language: string | undefined): PointRewardList {
    this.assertEnabled();
    const taken = this.d.repo.itemsTakenAll();
    const mine = userId === null ? new Map<string, number>() : this.d.repo.memberItems(userId);
    return {
      list: this.cfg.rewards.map((r) =>
        this.rewardView(r, language, taken.get(r.rewardId) ?? 0, mine.get(r.rewardId) ?? 0),
      ),
    };
  }

  /**
   * The images of the catalogue's first `count` rewards, in the order {@link rewards} lists them
   * (the /pointMall first view, which draws nothing else of them).
   * @throws AppError `FEATURE_DISABLED`.
   */
  rewardImages(count: number): string[] {
    this.assertEnabled();
    return this.cfg.rewards.slice(0, count).map((r) => r.image);
  }

  /** A redeem as §3 shows it: the reward's current name in `language` (the stored one if it left the catalogue). */
  private recordView(row: PointRedeemRow, language: string | undefined): PointRedeemRecord {
    const reward = this.cfg.rewards.find((r) => r.rewardId === row.reward_id);
    return {
      referenceNo: row.reference,
      applyTime: new Date(row.created_at).toISOString(),
      type: row.reward_type,
      name: reward ? localized(reward.name, language) : row.reward_name,
      quantity: row.quantity,
      points: row.points,
      amount: this.d.wallet.toMajor(row.amount_minor),
      status: row.status,
      remark: row.remark,
    };
  }

  /**
   * `passwordCheck/MCS2_redeemPointReward`: checks the member, quantity, reward and payment
   * password (shared lockout), then in ONE transaction, idempotent by requestId: stock, the
   * per-member limit, the points and the amount; writes the `inProcess` redeem, its `redeem`
   * points movement and its `pointRedeem` money movement.
   * @throws AppError 401 `UNAUTHORIZED` | `FEATURE_DISABLED` | `TRIAL_ACCOUNT` | 403
   *   `PASSWORD_CHANGE_REQUIRED` | `SELF_EXCLUDED` | 400 `VALIDATION` | `NOT_FOUND` |
   *   `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` | 409
   *   `OUT_OF_STOCK` | `REDEEM_LIMIT` (`value.remaining`) | `INSUFFICIENT_POINTS` | `INSUFFICIENT_BALANCE`.
   */
  async redeem(
    userId: number,
    body: PointRedeemRequest,
    language: string | undefined,
  ): Promise<PointRedeemValue> {
    this.assertEnabled();
    const user = this.d.access.member(userId);
    const cfg = this.cfg;
    if (body.quantity > cfg.maxQuantity) throw invalid('body/quantity', `must be at most ${cfg.maxQuantity}`);
    const reward = cfg.rewards.find((r) => r.rewardId === body.rewardId);
    if (!reward) throw fail('NOT_FOUND', `No reward ${body.rewardId}`);
    this.d.access.requirePaymentPassword(user);
    await this.d.access.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'pointRedeem', () => {
      const row = this.redeemWithin(userId, reward, body.quantity, this.d.now());
      return {
        record: this.recordView(row, language),
        points: this.d.repo.balance(userId),
        balance: this.d.wallet.toMajor(this.d.wallet.balanceMinor(userId)),
      };
    });
  }

  /**
   * The stock, limit, points and amount checks and the writes of one redeem (`inProcess` row,
   * `redeem` points movement, `pointRedeem` money movement); call inside a db transaction. The
   * member and payment-password checks are the caller's ({@link redeem}; the demo seed).
   * @param now the redeem's time (epoch ms).
   * @throws AppError 409 `OUT_OF_STOCK` | `REDEEM_LIMIT` | `INSUFFICIENT_POINTS` | `INSUFFICIENT_BALANCE`.
   */
  redeemWithin(userId: number, reward: BrandPointReward, q: number, now: number): PointRedeemRow {
    const left = reward.stock - this.d.repo.itemsTaken(reward.rewardId);
    if (q > left)
      throw new AppError(
        'OUT_OF_STOCK',
        left <= 0 ? 'This reward is out of stock' : `Only ${left} left of this reward`,
        { statusCode: 409, value: { remaining: Math.max(0, left) } },
      );
    if (reward.perMemberLimit !== undefined && reward.perMemberLimit !== null) {
      const remaining = Math.max(
        0,
        reward.perMemberLimit - (this.d.repo.memberItems(userId).get(reward.rewardId) ?? 0),
      );
      if (q > remaining)
        throw fail(
          'REDEEM_LIMIT',
          `Each member may redeem ${reward.perMemberLimit} of this reward; ${remaining} more allowed`,
          { remaining },
        );
    }
    const points = reward.points * q;
    const amountMinor = this.d.wallet.toMinor(reward.amount) * q;
    const bonusMinor = reward.bonusAmount === undefined ? 0 : this.d.wallet.toMinor(reward.bonusAmount) * q;
    const held = this.d.repo.balance(userId);
    if (points > held)
      throw fail('INSUFFICIENT_POINTS', `Not enough points: you hold ${held}, this redeem needs ${points}`);
    const name = localized(reward.name, 'en');
    const row = this.d.repo.insertRedeem({
      userId,
      rewardId: reward.rewardId,
      rewardType: reward.type,
      rewardName: name,
      quantity: q,
      points,
      amountMinor,
      bonusMinor,
      createdAt: now,
    });
    if (points > 0)
      this.d.repo.insertMovement({
        userId,
        kind: 'redeem',
        points: -points,
        reference: row.reference,
        memo: `${q} × ${name}`,
        createdAt: now,
      });
    if (amountMinor > 0)
      this.d.wallet.houseMoveWithin(
        userId,
        -amountMinor,
        {
          kind: 'pointRedeem',
          idempotencyKey: `pointRedeem:${row.id}`,
          reference: row.reference,
          memo: `point mall: ${q} × ${name}`,
        },
        now,
      );
    return row;
  }

  /**
   * `MCS2_getRedeemPointList`: the member's redeems, newest first; optional status and brand-day
   * range (inclusive).
   * @throws AppError 401 `UNAUTHORIZED` | `FEATURE_DISABLED` | 400 `VALIDATION` (not a real day, start after end).
   */
  redeems(userId: number, q: PointRedeemListQuery, language: string | undefined): Page<PointRedeemRecord> {
    this.assertEnabled();
    this.requireMember(userId);
    const tz = this.syncRates().site.timeZone ?? 'UTC';
    const day = (value: string, field: string): number => {
      try {
        return dayStart(value, tz);
      } catch {
        throw invalid(field, 'is not a real day');
      }
    };
    let from: number | undefined;
    let to: number | undefined;
    if (q.startDate !== undefined) from = day(q.startDate, 'querystring/startDate');
    if (q.endDate !== undefined) {
      day(q.endDate, 'querystring/endDate');
      to = daysToInstants(q.endDate, q.endDate, tz).end;
    }
    if (from !== undefined && to !== undefined && from >= to)
      throw invalid('querystring/startDate', 'must not be after endDate');
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = this.d.repo.redeems(
      userId,
      { status: q.status, from, to },
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    return toPage(
      rows.map((r) => this.recordView(r, language)),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * `ODSFE2_MemTransDet`: the member's points movements (earn, redeem, refund, convert), newest first.
   * @throws AppError 401 `UNAUTHORIZED` | `FEATURE_DISABLED`.
   */
  transactions(userId: number, q: PointTransactionsQuery): Page<PointTransaction> {
    this.assertEnabled();
    this.requireMember(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = this.d.repo.movements(userId, pageSize, pageOffset(pageNo, pageSize));
    return toPage(
      rows.map((r) => ({
        id: r.id,
        time: new Date(r.created_at).toISOString(),
        type: r.kind,
        points: r.points,
        balanceAfter: r.balance_after,
        reference: r.reference,
        memo: r.memo,
      })),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * `passwordCheck/MCS2_convertPoint`: converts `points` to MAIN at the brand's `pointValue`
   * (amount = points × pointValue in minor units), after the amount rules and the payment password;
   * in ONE transaction, idempotent by requestId: a `convert` points movement and a `pointConvert`
   * money movement with the same reference.
   * @throws AppError 401 `UNAUTHORIZED` | `FEATURE_DISABLED` | `TRIAL_ACCOUNT` | 403
   *   `PASSWORD_CHANGE_REQUIRED` | `SELF_EXCLUDED` | `CONVERT_DISABLED` | `CONVERT_AMOUNT` |
   *   `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` | `INSUFFICIENT_POINTS`.
   */
  async convert(userId: number, body: PointConvertRequest): Promise<PointConvertValue> {
    this.assertEnabled();
    const user = this.d.access.member(userId);
    const rule = this.cfg.convert;
    if (!rule.enabled) throw fail('CONVERT_DISABLED', 'Converting points is switched off');
    if (body.points < rule.min || body.points % rule.step !== 0)
      throw fail('CONVERT_AMOUNT', `Convert at least ${rule.min} points, in multiples of ${rule.step}`);
    if (this.worthMinor(body.points) <= 0) throw fail('CONVERT_AMOUNT', 'These points are worth nothing yet');
    this.d.access.requirePaymentPassword(user);
    await this.d.access.checkPaymentPassword(user, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'pointConvert', () =>
      this.convertWithin(userId, body.points, `pointConvert:${userId}:${body.requestId}`, this.d.now()),
    );
  }

  /**
   * What `points` convert to at the brand's `pointValue`, in minor currency units (0 when a point is
   * worth less than the currency's smallest unit).
   */
  worthMinor(points: number): number {
    return points * this.d.wallet.toMinor(this.cfg.convert.pointValue);
  }

  /**
   * The points check and the writes of one conversion (`convert` points movement and
   * `pointConvert` money movement, both with `reference`); call inside a db transaction. The
   * member, amount-rule and payment-password checks are the caller's ({@link convert}; the seed).
   * @param now the conversion's time (epoch ms).
   * @throws AppError `INSUFFICIENT_POINTS`.
   */
  convertWithin(userId: number, points: number, reference: string, now: number): PointConvertValue {
    const held = this.d.repo.balance(userId);
    if (points > held)
      throw fail('INSUFFICIENT_POINTS', `Not enough points: you hold ${held}, ${points} asked`);
    // pointValue has at most the currency's decimals in a sound brand; toMinor rounds otherwise.
    const amountMinor = this.worthMinor(points);
    const moved = this.d.repo.insertMovement({
      userId,
      kind: 'convert',
      points: -points,
      reference,
      memo: `${points} points → ${this.d.wallet.toMajor(amountMinor)}`,
      createdAt: now,
    });
    this.d.wallet.houseMoveWithin(
      userId,
      amountMinor,
      { kind: 'pointConvert', idempotencyKey: reference, reference, memo: `${points} points converted` },
      now,
    );
    return {
      points,
      amount: this.d.wallet.toMajor(amountMinor),
      pointBalance: moved.balanceAfter,
      balance: this.d.wallet.toMajor(this.d.wallet.balanceMinor(userId)),
    };
  }

  /**
   * The operator's decision on an `inProcess` redeem (development route
   * `POST /dev/points/redeem/:referenceNo/approve|reject`), once, in ONE transaction: reject refunds
   * the points (`redeemRefund`) and the amount (`pointRedeemRefund`); approve of a bonus reward
   * pays its bonus (`pointBonus`).
   * @param now the decision's time (epoch ms; the seed passes past times).
   * @throws AppError `NOT_FOUND` | `ALREADY_DECIDED` (nothing changes).
   */
  decide(
    reference: string,
    decision: 'approve' | 'reject',
    remark = '',
    now = this.d.now(),
  ): PointRedeemRecord {
    return this.d.db.transaction(() => {
      const row = this.d.repo.findRedeem(reference);
      if (!row) throw fail('NOT_FOUND', `No redeem ${reference}`);
      const status = decision === 'approve' ? 'approved' : 'rejected';
      if (!this.d.repo.decideRedeem(row.id, status, remark, now))
        throw fail('ALREADY_DECIDED', `Redeem ${reference} is already ${row.status}`);
      if (status === 'rejected') {
        if (row.points > 0)
          this.d.repo.insertMovement({
            userId: row.user_id,
            kind: 'redeemRefund',
            points: row.points,
            reference,
            memo: remark || 'redeem rejected',
            createdAt: now,
          });
        if (row.amount_minor > 0)
          this.d.wallet.houseMoveWithin(
            row.user_id,
            row.amount_minor,
            {
              kind: 'pointRedeemRefund',
              idempotencyKey: `pointRedeem:${row.id}:refund`,
              reference,
              memo: 'redeem rejected',
            },
            now,
          );
      } else if (row.bonus_minor > 0) {
        this.d.wallet.houseMoveWithin(
          row.user_id,
          row.bonus_minor,
          {
            kind: 'pointBonus',
            idempotencyKey: `pointRedeem:${row.id}:bonus`,
            reference,
            memo: 'point mall bonus',
          },
          now,
        );
      }
      return this.recordView(this.d.repo.findRedeem(reference) as PointRedeemRow, 'en');
    })();
  }
}
