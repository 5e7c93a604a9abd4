import type { TFunction } from 'i18next';
import type { LineProblem } from '../../../core/lottery/bet-types';
import { ApiError } from '../../lib/api/errors';
import { errorText } from '../../lib/error-text';

/**
 * The translated text of a line problem (core/lottery `LineProblem`, also the `LOTTERY_LINE`
 * refusal's): `lottery:problem.<code>` with the number, digits, expected count or cap.
 */
export function problemText(problem: LineProblem, t: TFunction): string {
  switch (problem.code) {
    case 'NUMBER_LENGTH':
      return t('lottery:problem.NUMBER_LENGTH', { number: problem.number, digits: problem.digits });
    case 'NUMBER_REPEATED':
    case 'NUMBER_NOT_DIGITS':
      return t(`lottery:problem.${problem.code}`, { number: problem.number });
    case 'GROUP_SIZE':
      return t('lottery:problem.GROUP_SIZE', { expected: problem.expected, got: problem.got });
    case 'POINTS_OVER_CAP':
      return t('lottery:problem.POINTS_OVER_CAP', { max: problem.maxPoints });
    default:
      return t(`lottery:problem.${problem.code}`);
  }
}

/** Codes of the slip and the bet call the lottery namespace words itself (`lottery:error.<code>`). */
const LOTTERY_CODES: ReadonlySet<string> = new Set([
  'EMPTY_SLIP',
  'LINE_INVALID',
  'DRAW_CLOSED',
  'INSUFFICIENT_BALANCE',
  'SLIP_FULL',
  'LOTTERY_CLOSED',
  'DRAW_NOT_FOUND',
  'LOTTERY_LINE',
  'TRIAL_ACCOUNT',
  'PASSWORD_CHANGE_REQUIRED',
  'NETWORK',
  'TIMEOUT',
  'SERVER',
  'UNKNOWN',
]);

/**
 * The text of the slip's error (machines/lottery.ts `error`): its own words for the lottery codes,
 * else the platform's message as the rest of the site shows it (`failure`, else `common:errors.unknown`).
 */
export function slipErrorText(code: string, failure: unknown, t: TFunction): string {
  if (LOTTERY_CODES.has(code)) return t(`lottery:error.${code}`);
  return errorText(failure, t) ?? t('common:errors.unknown');
}

/** The text of a failed load or a refused call outside the slip (an `ApiError`). */
export function callErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.code !== undefined && LOTTERY_CODES.has(error.code))
    return t(`lottery:error.${error.code}`);
  return errorText(error, t) ?? t('common:errors.unknown');
}
