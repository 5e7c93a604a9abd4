import type {
  DepositLimitState,
  DepositLimitsUpdate,
  Exclusion,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type {
  DepositLimitRow,
  LimitPeriod,
  ResponsibleGamingRepository,
} from '../repositories/responsible-gaming.ts';
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
   * How much the member may still deposit at `nowMs` under their limits, in integer minor units:
   * the smallest `limit − deposited in the rolling window` over the set limits, never below 0;
   * null when no limit is set. For the deposit page (issue 4) to check before crediting.
   */
  depositLimitRemaining(memberId: number, nowMs: number): number | null {
    const rows = new Map(this.repo.limits(memberId).map((r) => [r.period, r]));
    let remaining: number | null = null;
    for (const period of PERIODS) {
      const limit = effective(rows.get(period), nowMs).limit_minor;
      if (limit === null) continue;
      const left = Math.max(0, limit - this.repo.depositedSince(memberId, nowMs - LIMIT_WINDOWS_MS[period]));
      remaining = remaining === null ? left : Math.min(remaining, left);
    }
    return remaining;
  }

  /** `GET /wps/member/responsibleGaming` value. `token` gives `sessionStartedAt`. */
  view(memberId: number, token: string | null): ResponsibleGaming {
    const now = this.now();
    const rows = new Map(this.repo.limits(memberId).map((r) => [r.period, r]));
    const state = (period: LimitPeriod): DepositLimitState => {
      const row = effective(rows.get(period), now);
      const used = this.repo.depositedSince(memberId, now - LIMIT_WINDOWS_MS[period]);
      const major = (minor: number | null) => (minor === null ? null : this.wallet.toMajor(minor));
      return {
        amount: major(row.limit_minor),
        pending: row.pending === 1,
        pendingAmount: row.pending === 1 ? major(row.pending_minor) : null,
        effectiveAt: row.pending === 1 ? row.pending_at : null,
        used: this.wallet.toMajor(used),
        remaining: row.limit_minor === null ? null : this.wallet.toMajor(Math.max(0, row.limit_minor - used)),
      };
    };
    const { code, symbol } = this.brand.current().site.currency;
    return {
      depositLimits: { daily: state('daily'), weekly: state('weekly'), monthly: state('monthly') },
      realityCheckMinutes: this.repo.settings(memberId)?.reality_check_minutes ?? 0,
      sessionStartedAt: (token === null ? undefined : this.repo.sessionStartedAt(sha256Hex(token))) ?? now,
      exclusion: this.exclusion(memberId, now),
      currency: code,
      currencySymbol: symbol,
    };
  }

  /**
   * `POST /wps/member/responsibleGaming`. Limits: a value at or below the current one (or a first
   * limit) applies at once and cancels a waiting raise; a higher value or `null` (remove) waits
   * {@link LIMIT_RAISE_DELAY_MS}. `exclude` starts a time-out or self-exclusion (an existing longer
   * one is kept) and revokes every session of the member, including this one.
   * @throws AppError 400 VALIDATION (amount decimals/range), TRIAL_ACCOUNT is checked by the route.
   */
  update(memberId: number, token: string | null, body: ResponsibleGamingUpdate): ResponsibleGaming {
    const now = this.now();
    if (body.depositLimits) this.updateLimits(memberId, body.depositLimits, now);
    if (body.realityCheckMinutes !== undefined) this.repo.setRealityCheck(memberId, body.realityCheckMinutes, now);
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
      const wanted = requested === null ? null : this.wallet.amountToMinor(requested, `body/depositLimits/${period}`);
      const current = effective(rows.get(period), now).limit_minor;
      const lowering = wanted !== null && (current === null || wanted <= current);
      this.repo.saveLimit(
        memberId,
        lowering || wanted === current
          ? { period, limit_minor: wanted, pending: 0, pending_minor: null, pending_at: null }
          : { period, limit_minor: current, pending: 1, pending_minor: wanted, pending_at: now + LIMIT_RAISE_DELAY_MS },
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
    const what = exclusion.kind === 'timeout' ? 'on a time-out' : 'self-excluded';
    const until =
      exclusion.until === null
        ? 'permanently'
        : `until ${new Date(exclusion.until).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
    throw fail('SELF_EXCLUDED', `This account is ${what} ${until} and cannot log in, deposit or play`, { exclusion });
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
