/**
 * Typed API failure (DESIGN.md "Server state"). `kind` tells the UI which message to show:
 * - `network`: the request never got an answer (offline, refused) — "network abnormal, retry" (§8)
 * - `timeout`: no answer within the timeout — "page load timeout" (§8)
 * - `http`: an HTTP error status without a platform envelope (e.g. a proxy's 502 or a bare 500)
 * - `platform`: the platform answered `success:false`; `message` is the server's text
 * - `invalid`: the answer was not the expected JSON shape (malformed JSON, wrong fields)
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'platform' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  /** The envelope's `value` on a platform failure (e.g. `{ captcha: true }` after failed logins, §4). */
  readonly value: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    init: { status?: number; code?: string; value?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.code = init.code;
    this.value = init.value;
  }
}

/** True when the failure carries the platform's captcha flag (§4 Login: "show the captcha image"). */
export function carriesCaptchaFlag(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const value = error.value;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}

/**
 * The i18n key (namespace `common`) describing an error for the user. Platform failures carry the
 * server's own message, which the UI shows as-is next to this generic key's text.
 */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return 'common:errors.network';
      case 'timeout':
        return 'common:errors.timeout';
      case 'http':
        return error.status === 429 ? 'common:errors.rateLimited' : 'common:errors.server';
      case 'invalid':
        return 'common:errors.invalidResponse';
      case 'platform':
        return 'common:errors.platform';
    }
  }
  return 'common:errors.unknown';
}

/**
 * Platform failure codes of the member-centre calls whose meaning the code alone carries
 * (docs/contract-wallet.md). They are shown in the player's language from `common:errorCodes.*`
 * instead of the server's text; other codes (e.g. `AMOUNT_LIMIT`, `VALIDATION`) carry amounts or
 * field names only the server's message has, and keep it.
 */
export const TRANSLATED_ERROR_CODES: ReadonlySet<string> = new Set([
  'BAD_PAYMENT_PASSWORD',
  'PAYMENT_PASSWORD_LOCKED',
  'PAYMENT_PASSWORD_NOT_SET',
  'INSUFFICIENT_BALANCE',
  'BANK_ACCOUNT_LIMIT',
  'ALREADY_CONFIRMED',
  'CONFIRM_EXPIRED',
  'NOT_DISBURSED',
  'PROOF_NOT_ALLOWED',
  'TOO_MANY_IMAGES',
  'NO_UPLINE',
  'ACTIVITY_UNAVAILABLE',
  'NOTHING_TO_CLAIM',
  'ALREADY_DECIDED',
  'SELF_EXCLUDED',
  'TRIAL_ACCOUNT',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'MOBILE_TAKEN',
  'PASSWORD_CHANGE_REQUIRED',
  // Agent centre and contracts (docs/contract-agent.md).
  'NOT_AGENT',
  'RATE_ABOVE_UPLINE',
  'STALE_OFFER',
  'LOWER_RATE_CONFIRM',
  'CONTRACT_CLOSED',
]);

/**
 * The text of a platform failure for the member centre: the translated `common:errorCodes.<code>`
 * when the code is in {@link TRANSLATED_ERROR_CODES}, else the server's message; null when the
 * error is not a platform failure with a message or a known code.
 */
export function platformErrorText(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'platform') return null;
  if (error.code !== undefined && TRANSLATED_ERROR_CODES.has(error.code))
    return t(`common:errorCodes.${error.code}`);
  return error.message || null;
}
