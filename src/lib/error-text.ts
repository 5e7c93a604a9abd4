import { ApiError, TRANSLATED_ERROR_CODES, errorMessageKey } from './api/errors';

/** A translate function (react-i18next's `t` fits). */
export type Translate = (key: string) => string;

/** The keys every failure shape shares; they read from `common:errors.*` on every screen. */
const COMMON_KEYS: ReadonlySet<string> = new Set([
  'errors.network',
  'errors.timeout',
  'errors.unknown',
  'errors.server',
]);

/** A platform failure's text: its code in the player's language when the code alone says it all. */
function platformText(code: unknown, message: unknown, fallbackKey: string, t: Translate): string {
  if (typeof code === 'string' && TRANSLATED_ERROR_CODES.has(code)) return t(`common:errorCodes.${code}`);
  return typeof message === 'string' && message !== '' ? message : t(fallbackKey);
}

/**
 * The one text of a failure for the player (DESIGN.md "Server state", §8), whatever carried it:
 * - an `ApiError` from the API client: a platform refusal reads its code from
 *   `common:errorCodes.<code>` when {@link TRANSLATED_ERROR_CODES} has it, else the server's own
 *   message; network, timeout, HTTP and invalid answers read `common:errors.*`;
 * - a machine's stored failure (`machines/api-failure.ts` `ApiFailure`): `errors.network`,
 *   `errors.timeout`, `errors.unknown` as above, `{ key: 'errors.server', message, code }` like a
 *   platform refusal;
 * - a machine's own i18n key (e.g. `errors.affiliateInvalid`), read in `keyNamespace`;
 * - anything else (a thrown `Error`): `common:errors.unknown`.
 *
 * @param error - what failed; `null`/`undefined` mean no failure
 * @param t - the active language's translate function
 * @param keyNamespace - namespace of a machine's own keys (default `common`)
 * @returns the text, or null when there is no failure
 */
export function errorText(error: unknown, t: Translate, keyNamespace = 'common'): string | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) {
    return error.kind === 'platform'
      ? platformText(error.code, error.message, 'common:errors.platform', t)
      : t(errorMessageKey(error));
  }
  if (typeof error === 'string') {
    return COMMON_KEYS.has(error) ? t(`common:${error}`) : t(`${keyNamespace}:${error}`);
  }
  if (typeof error === 'object' && 'key' in error) {
    const { key, message, code } = error as { key: unknown; message?: unknown; code?: unknown };
    if (key === 'errors.server') return platformText(code, message, 'common:errors.server', t);
    if (typeof key === 'string') return errorText(key, t, keyNamespace);
  }
  return t('common:errors.unknown');
}
