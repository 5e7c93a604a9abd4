import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/errors';
import { errorText } from '../../lib/error-text';

/** Refusal codes of the promotion calls that `promotions:errors.<CODE>` says in the player's language. */
const PROMOTION_CODES: ReadonlySet<string> = new Set([
  'ALREADY_CLAIMED',
  'NOT_ELIGIBLE',
  'LIMIT_REACHED',
  'POOL_EMPTY',
  'ACTIVITY_UNAVAILABLE',
  'NOT_FOUND',
  'SELF_EXCLUDED',
  'TRIAL_ACCOUNT',
  'TOO_MANY_IMAGES',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHORIZED',
]);

/**
 * The text of a refused promotion action: its code in the player's language when the code says it
 * all (docs/contract-promotions.md errors), else the site's common failure text (§8).
 */
export function usePromotionError(): (error: unknown) => string {
  const { t } = useTranslation(['promotions', 'common']);
  return (error) => {
    if (
      error instanceof ApiError &&
      error.kind === 'platform' &&
      error.code &&
      PROMOTION_CODES.has(error.code)
    )
      return t(`promotions:errors.${error.code}`);
    return errorText(error, t) ?? t('common:errors.unknown');
  };
}
