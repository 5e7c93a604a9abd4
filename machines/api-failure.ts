/**
 * How the machines read a rejected actor: the site's `ApiError` (src/lib/api/errors.ts), read
 * structurally so this folder imports nothing from `src/`. Machines store the result and the UI
 * translates it; they never hold translated text.
 */

/**
 * An i18n key (namespace `auth`), or the server's own message passed through under
 * `errors.server` with the platform's failure `code` when it sent one (the UI may translate it).
 */
export type ApiFailure =
  | 'errors.network'
  | 'errors.timeout'
  | 'errors.unknown'
  | { key: 'errors.server'; message: string; code?: string };

/**
 * Maps a rejection to an {@link ApiFailure}: network and timeout faults to their keys (§8 "network
 * abnormal", "page load timeout"), a platform or HTTP refusal to the server's message (an HTTP
 * failure without text — a bare 500 or a proxy page — to `errors.server` with an empty message),
 * anything else to `errors.unknown`.
 */
export function toApiFailure(reason: unknown): ApiFailure {
  const { kind, message, code } = (typeof reason === 'object' && reason !== null ? reason : {}) as {
    kind?: unknown;
    message?: unknown;
    code?: unknown;
  };
  if (kind === 'network') return 'errors.network';
  if (kind === 'timeout') return 'errors.timeout';
  if ((kind === 'platform' || kind === 'http') && typeof message === 'string' && message !== '') {
    return typeof code === 'string'
      ? { key: 'errors.server', message, code }
      : { key: 'errors.server', message };
  }
  if (kind === 'http') return { key: 'errors.server', message: '' };
  return 'errors.unknown';
}

/** True when the rejection's `value` carries the platform's captcha flag (§4 Login). */
export function carriesCaptcha(reason: unknown): boolean {
  const value =
    typeof reason === 'object' && reason !== null ? (reason as { value?: unknown }).value : undefined;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
