import type {
  DepositLimitState,
  DepositLimitsUpdate,
  Exclusion,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
  SessionGameResult,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type {
  DepositLimitRow,
  LimitPeriod,
  ResponsibleGamingRepository,
} from '../repositories/responsible-gaming.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { sha256Hex } from './crypto.ts';
import type { SessionService } from './sessions.ts';
import type { WalletService } from './wallet.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A raised (or removed) deposit limit applies this long after the request (cooling-off). */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;

/** Rolling windows of the deposit limits. */
export const LIMIT_WINDOWS_MS: Readonly<Record<LimitPeriod, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  monthly: 30 * DAY_MS,
};
const PERIODS: readonly LimitPeriod[] = ['daily', 'weekly', 'monthly'];

export type ExclusionPeriod = NonNullable<ResponsibleGamingUpdate['exclude']>;

/** A deposit limit an approval would break (minor units), for the rejection reason. */
export interface LimitBreach {
  period: LimitPeriod;
  limitMinor: number;
  /** Approved deposits already in the limit's rolling window. */
  approvedMinor: number;
  /** `limitMinor − approvedMinor`, never below 0. */
  remainingMinor: number;
}

/** End of an exclusion starting at `since` (null = permanent); 6 m is six calendar months (UTC). */
export function exclusionEnd(period: ExclusionPeriod, since: number): number | null {
  switch (period) {
    case '24h':
      return since + DAY_MS;
    case '7d':
      return since + 7 * DAY_MS;
    case '30d':
      return since + 30 * DAY_MS;
    case '6m': {
      const end = new Date(since);
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end.getTime();
    }
    case 'permanent':
      return null;
  }
}

/** A limit with a matured pending change applied (read-time; the row is rewritten on the next save). */
function effective(row: DepositLimitRow | undefined, now: number): DepositLimitRow {
  if (!row) return { period: 'daily', limit_minor: null, pending: 0, pending_minor: null, pending_at: null };
  if (row.pending === 1 && row.pending_at !== null && row.pending_at <= now)
    return { ...row, limit_minor: row.pending_minor, pending: 0, pending_minor: null, pending_at: null };
  return row;
}

/**
 * Responsible gaming (issue 4; regulators require it, beyond the spec): deposit limits per rolling
 * day, week and month (lowering applies at once, raising or removing after 24 h), a reality-check
 * interval, time-outs (24 h, 7 d, 30 d) and self-exclusion (6 months, permanent). An excluded
 * member cannot log in ({@link MemberService.startSession} asks {@link exclusion}) and every
 * session is revoked when the exclusion starts.
 */
export class ResponsibleGamingService {
  constructor(
    private readonly repo: ResponsibleGamingRepository,
    private readonly sessions: SessionService,
    private readonly wallet: WalletService,
    private readonly brand: BrandStore,
    private readonly now: () => number,
    private readonly users: UsersRepository,
  ) {}

  /** The member's live time-out or self-exclusion at `nowMs`, or null. */
  exclusion(memberId: number, nowMs: number): Exclusion | null {
    const row = this.repo.settings(memberId);
    if (!row?.exclusion_kind || row.excluded_at === null) return null;
    if (row.excluded_until !== null && row.excluded_until <= nowMs) return null;
    return { kind: row.exclusion_kind, since: row.excluded_at, until: row.excluded_until };
  }

  /**
   * Whether the member is timed out or self-excluded at `nowMs` (epoch ms). Game launch and any
   * other play or deposit path should refuse an excluded member.
   */
  isExcluded(memberId: number, nowMs: number): boolean {
    return this.exclusion(memberId, nowMs) !== null;
  }

  /**
   * How much the member may still ask to deposit at `nowMs` under their limits, in integer minor
   * units: the smallest `limit − approved deposits − pending deposit orders` over the set limits
   * (each summed over that limit's rolling window), never below 0; null when no limit is set.
   * Pending orders count so that several orders waiting for the provider cannot together pass a
   * limit (`POST /wps/wallet/deposit` refuses above it, `GET /wps/wallet/deposit/methods` shows it).
   */
  depositLimitRemaining(memberId: number, nowMs: number): number | null {
    let remaining: number | null = null;
    for (const { limit, approved, pending } of this.limitUse(memberId, nowMs)) {
      const left = Math.max(0, limit - approved - pending);
      remaining = remaining === null ? left : Math.min(remaining, left);
    }
    return remaining;
  }

  /**
   * The deposit limit that approving a pending order of `amountMinor` (minor units) at `nowMs`
   * would break: approved deposits in a limit's rolling window plus this order above the limit as
   * it is now (it may have been lowered while the order waited; other pending orders are checked
   * when they are approved). The tightest such limit, or null when the approval fits every limit.
   */
  approvalBreach(memberId: number, amountMinor: number, nowMs: number): LimitBreach | null {
    let breach: LimitBreach | null = null;
    for (const { period, limit, approved } of this.limitUse(memberId, nowMs)) {
      if (approved + amountMinor <= limit) continue;
      const left = Math.max(0, limit - approved);
      if (breach === null || left < breach.remainingMinor)
        breach = { period, limitMinor: limit, approvedMinor: approved, remainingMinor: left };
    }
    return breach;
  }

  /**
   * Rejects a pending deposit order whose approval would break a limit ({@link approvalBreach}),
   * keeping `reason` on the order; nothing is credited. Call inside the approval's transaction.
   * @returns false when the order was no longer pending.
   */
  rejectDepositOverLimit(orderId: number, reason: string, nowMs: number): boolean {
    return this.repo.rejectDepositOverLimit(orderId, reason, nowMs);
  }

  /** Each set limit in force at `nowMs` with the approved deposits and pending orders in its window. */
  private limitUse(
    memberId: number,
    nowMs: number,
  ): { period: LimitPeriod; limit: number; approved: number; pending: number }[] {
    const rows = new Map(this.repo.limits(memberId).map((r) => [r.period, r]));
    const use: { period: LimitPeriod; limit: number; approved: number; pending: number }[] = [];
    for (const period of PERIODS) {
      const limit = effective(rows.get(period), nowMs).limit_minor;
      if (limit === null) continue;
      const since = nowMs - LIMIT_WINDOWS_MS[period];
      use.push({
        period,
        limit,
        approved: this.repo.depositedSince(memberId, since),
        pending: this.repo.pendingDepositsSince(memberId, since),
      });
    }
    return use;
  }

  /** Epoch ms the session of `token` started; `nowMs` without a token or for an unknown one. */
  private sessionStart(token: string | null, nowMs: number): number {
    return (token === null ? undefined : this.repo.sessionStartedAt(sha256Hex(token))) ?? nowMs;
  }

  /**
   * `GET /wps/member/responsibleGaming/session` value (the reality check's net result): total stake
   * and payout of the member's bets — vendor rounds and in-house bets — placed since the session
   * of `token` started, and `net = payout − stake`, major units. Deposits, withdrawals, transfers,
   * bonuses and rebates move the balance but are not game results, so they do not count.
   */
  sessionResult(memberId: number, token: string | null): SessionGameResult {
    const since = this.sessionStart(token, this.now());
    const { stake, payout } = this.repo.betsSince(memberId, since);
    return {
      since,
      stake: this.wallet.toMajor(stake),
      payout: this.wallet.toMajor(payout),
      net: this.wallet.toMajor(payout - stake),
    };
  }

  /**
   * `GET /wps/member/responsibleGaming` value. `token` gives `sessionStartedAt`. Per limit, `used`
   * is the approved deposits in its rolling window and `remaining` what may still be asked for:
   * `limit − used − pending deposit orders in the window` (≥ 0), the same figure
   * {@link depositLimitRemaining} gives the deposit page — so `used + remaining` is below the
   * limit while orders wait for the provider. `currency`, `currencySymbol` and `minorUnits` come
   * from the brand's currency (the decimals the page accepts for a limit).
   */
  view(memberId: number, token: string | null): ResponsibleGaming {
    const now = this.now();
    const rows = new Map(this.repo.limits(memberId).map((r) => [r.period, r]));
    const state = (period: LimitPeriod): DepositLimitState => {
      const row = effective(rows.get(period), now);
      const since = now - LIMIT_WINDOWS_MS[period];
      const used = this.repo.depositedSince(memberId, since);
      const major = (minor: number | null) => (minor === null ? null : this.wallet.toMajor(minor));
      const remaining =
        row.limit_minor === null
          ? null
          : Math.max(0, row.limit_minor - used - this.repo.pendingDepositsSince(memberId, since));
      return {
        amount: major(row.limit_minor),
        pending: row.pending === 1,
        pendingAmount: row.pending === 1 ? major(row.pending_minor) : null,
        effectiveAt: row.pending === 1 ? row.pending_at : null,
        used: this.wallet.toMajor(used),
        remaining: major(remaining),
      };
    };
    const { code, symbol, minorUnits } = this.brand.current().site.currency;
    return {
      depositLimits: { daily: state('daily'), weekly: state('weekly'), monthly: state('monthly') },
      realityCheckMinutes: this.repo.settings(memberId)?.reality_check_minutes ?? 0,
      sessionStartedAt: this.sessionStart(token, now),
      exclusion: this.exclusion(memberId, now),
      currency: code,
      currencySymbol: symbol,
      minorUnits,
    };
  }

  /**
   * `POST /wps/member/responsibleGaming`. Limits: a value at or below the current one (or a first
   * limit) applies at once and cancels a waiting raise; a higher value or `null` (remove) waits
   * {@link LIMIT_RAISE_DELAY_MS}. `exclude` starts a time-out or self-exclusion (an existing longer
   * one is kept) and revokes every session of the member, including this one.
   * @throws AppError TRIAL_ACCOUNT (nothing saved) | 400 VALIDATION (amount decimals/range).
   */
  update(memberId: number, token: string | null, body: ResponsibleGamingUpdate): ResponsibleGaming {
    if (this.users.findById(memberId)?.type === 4)
      throw fail('TRIAL_ACCOUNT', 'A real account is needed for responsible-gaming settings');
    const now = this.now();
    if (body.depositLimits) this.updateLimits(memberId, body.depositLimits, now);
    if (body.realityCheckMinutes !== undefined)
      this.repo.setRealityCheck(memberId, body.realityCheckMinutes, now);
    if (body.exclude !== undefined) {
      const current = this.exclusion(memberId, now);
      const until = exclusionEnd(body.exclude, now);
      const kind = body.exclude === '6m' || body.exclude === 'permanent' ? 'selfExclusion' : 'timeout';
      const keepCurrent =
        current !== null && (current.until === null || (until !== null && current.until >= until));
      if (!keepCurrent) this.repo.setExclusion(memberId, kind, now, until);
      this.sessions.revokeOthers(memberId, null);
    }
    return this.view(memberId, token);
  }

  private updateLimits(memberId: number, update: DepositLimitsUpdate, now: number): void {
    const rows = new Map(this.repo.limits(memberId).map((r) => [r.period, r]));
    for (const period of PERIODS) {
      const requested = update[period];
      if (requested === undefined) continue;
      const wanted =
        requested === null ? null : this.wallet.amountToMinor(requested, `body/depositLimits/${period}`);
      const current = effective(rows.get(period), now).limit_minor;
      const lowering = wanted !== null && (current === null || wanted <= current);
      this.repo.saveLimit(
        memberId,
        lowering || wanted === current
          ? { period, limit_minor: wanted, pending: 0, pending_minor: null, pending_at: null }
          : {
              period,
              limit_minor: current,
              pending: 1,
              pending_minor: wanted,
              pending_at: now + LIMIT_RAISE_DELAY_MS,
            },
        now,
      );
    }
  }

  /**
   * Refuses a log-in of an excluded member (code `SELF_EXCLUDED`, message with the end time in
   * UTC, value `{ exclusion }`).
   * @throws AppError SELF_EXCLUDED
   */
  assertNotExcluded(memberId: number): void {
    const exclusion = this.exclusion(memberId, this.now());
    if (!exclusion) return;
    // One whole sentence per case, so the message catalogue translates each (issue 15).
    const until =
      exclusion.until === null
        ? null
        : new Date(exclusion.until).toISOString().replace('T', ' ').slice(0, 16);
    throw fail(
      'SELF_EXCLUDED',
      until === null
        ? 'This account is self-excluded permanently and cannot log in, deposit or play'
        : exclusion.kind === 'timeout'
          ? `This account is on a time-out until ${until} UTC and cannot log in, deposit or play`
          : `This account is self-excluded until ${until} UTC and cannot log in, deposit or play`,
      { exclusion },
    );
  }

  /**
   * Refuses play (game launch, vendor rounds, in-house bets) while a time-out or self-exclusion
   * is in force. Unlike {@link assertNotExcluded} the failure carries no value, so any route's
   * response schema can serialize it.
   * @throws AppError `SELF_EXCLUDED` with the end of the exclusion in the message.
   */
  assertCanPlay(memberId: number): void {
    try {
      this.assertNotExcluded(memberId);
    } catch (error) {
      if (error instanceof Error) throw fail('SELF_EXCLUDED', error.message);
      throw error;
    }
  }
}
