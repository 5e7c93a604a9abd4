import type { DepositLimitsUpdate, ResponsibleGaming } from '../../lib/api/account';
import { DEFAULT_MINOR_UNITS, decimalsPattern } from '../../../core/money';

/** The deposit-limit periods (rolling 24 h, 7 d, 30 d on the server). */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Text of each limit field; '' means no limit. */
export type LimitsDraft = Record<LimitPeriod, string>;

/**
 * i18n key suffixes (`account:limits.errors.*`); `decimals` reads `decimals` or `decimalsNone`
 * (see `decimalsKey` of wallet/amount) with `count` = the currency's `minorUnits`.
 */
export type LimitError = 'invalid' | 'decimals' | 'tooLarge' | 'order';

/** Largest limit the platform accepts, major units. */
export const LIMIT_MAX = 1_000_000_000_000;

/** The draft of the current limits (an unset limit is ''). */
export function draftOf(value: ResponsibleGaming): LimitsDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    daily: text(value.depositLimits.daily.amount),
    weekly: text(value.depositLimits.weekly.amount),
    monthly: text(value.depositLimits.monthly.amount),
  };
}

/**
 * Validates the deposit-limit form (responsible gaming, contract-wallet): each value empty (no
 * limit) or a positive amount with at most `minorUnits` decimals (the brand currency's, from the
 * responsible-gaming answer; default 2) and at most {@link LIMIT_MAX}; a shorter period's limit may
 * not exceed a longer one's (`order`, reported on the longer period).
 * @returns the parsed values (major units, null = none) and the errors per field.
 * @throws RangeError when `minorUnits` is not a non-negative integer.
 */
export function parseLimits(
  draft: LimitsDraft,
  minorUnits = DEFAULT_MINOR_UNITS,
): { values: Record<LimitPeriod, number | null>; errors: Partial<Record<LimitPeriod, LimitError>> } {
  const values: Record<LimitPeriod, number | null> = { daily: null, weekly: null, monthly: null };
  const errors: Partial<Record<LimitPeriod, LimitError>> = {};
  const decimals = decimalsPattern(minorUnits);
  for (const period of LIMIT_PERIODS) {
    const text = draft[period].trim().replace(/,/g, '');
    if (text === '') continue;
    if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) errors[period] = 'invalid';
    else if (!decimals.test(text)) errors[period] = 'decimals';
    else if (Number(text) > LIMIT_MAX) errors[period] = 'tooLarge';
    else values[period] = Number(text);
  }
  let shorter: number | null = null;
  for (const period of LIMIT_PERIODS) {
    const v = values[period];
    if (v === null) continue;
    if (shorter !== null && v < shorter && !errors[period]) errors[period] = 'order';
    shorter = shorter === null ? v : Math.max(shorter, v);
  }
  return { values, errors };
}

/**
 * Only the limits that changed against the stored amounts: sending an unchanged value would cancel
 * a waiting raise on the server.
 */
export function changedLimits(
  values: Record<LimitPeriod, number | null>,
  current: ResponsibleGaming,
): DepositLimitsUpdate {
  const update: DepositLimitsUpdate = {};
  for (const period of LIMIT_PERIODS) {
    if (values[period] !== current.depositLimits[period].amount) update[period] = values[period];
  }
  return update;
}
