/** Machine-readable failure codes carried by the envelope's `code` (docs/contract.md Envelope). */
export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'RATE_LIMITED'
  | 'ENC_REQUIRED'
  | 'ENC_INVALID'
  | 'CAPTCHA_REQUIRED'
  | 'CAPTCHA_INVALID'
  | 'BAD_CREDENTIALS'
  | 'SMS_CODE_INVALID'
  | 'MOBILE_NOT_REGISTERED'
  | 'MOBILE_TAKEN'
  | 'USERNAME_TAKEN'
  | 'AFFILIATE_INVALID'
  | 'ACCOUNT_NOT_FOUND'
  | 'FEATURE_DISABLED'
  | 'TRIAL_ACCOUNT'
  | 'SELF_EXCLUDED'
  | 'GAME_MAINTENANCE'
  | 'GAME_NOT_FOUND'
  /** The game's whitelabel module is switched off (brand games.json `menus[].modId`). */
  | 'MODULE_DISABLED'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_FOUND'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'BAD_REQUEST'
  | 'INTERNAL'
  // Member-centre money pages (docs/contract-wallet.md)
  | 'AMOUNT_LIMIT'
  | 'DEPOSIT_LIMIT'
  | 'ALREADY_DECIDED'
  | 'BAD_PAYMENT_PASSWORD'
  /** HTTP 429 with `retry-after` (s): too many wrong payment passwords (`RateLimits.paymentPassword`). */
  | 'PAYMENT_PASSWORD_LOCKED'
  | 'PAYMENT_PASSWORD_NOT_SET'
  | 'BANK_ACCOUNT_LIMIT'
  /** A bank account's `bankName` names no bank of the brand's list (docs/contract-banks.md). */
  | 'UNKNOWN_BANK'
  | 'ALREADY_CONFIRMED'
  | 'CONFIRM_EXPIRED'
  | 'NOT_DISBURSED'
  | 'PROOF_NOT_ALLOWED'
  | 'TOO_MANY_IMAGES'
  | 'NO_UPLINE'
  | 'ACTIVITY_UNAVAILABLE'
  | 'NOTHING_TO_CLAIM'
  /** The caller is not an agent (isAgent 1, 2, 41, 42): agent-centre calls (docs/contract-agent.md). */
  | 'NOT_AGENT'
  /** An offer above the upline's own rate (§4 contracts). */
  | 'RATE_ABOVE_UPLINE'
  /** The offer changed since the downline saw it (its `version`). */
  | 'STALE_OFFER'
  /** Accepting would end contracts the downline gives; `value.ends` lists them. */
  | 'LOWER_RATE_CONFIRM'
  /** The contract is no longer offered or accepted. */
  | 'CONTRACT_CLOSED'
  /** The member logged in with the default or an expired password and must change it first. */
  | 'PASSWORD_CHANGE_REQUIRED'
  /** A state-changing request sent by another site's page (issue 14 point 5). */
  | 'CROSS_SITE'
  /** An `enc` payload sent again, or not fresh (issue 14 point 4). */
  | 'ENC_REPLAYED'
  /** A live crash round still runs on the seed (docs/contract-play.md: rotation would reveal it). */
  | 'ROUND_RUNNING'
  // Lottery (docs/contract-lottery.md)
  /** Betting on the draw is closed (locked or drawn). */
  | 'LOTTERY_CLOSED'
  /** Unknown or stale draw id (or no drawn draw to correct). */
  | 'DRAW_NOT_FOUND'
  /** Lines the rules refuse; `value.lines` lists each bad line's problems. */
  | 'LOTTERY_LINE'
  // Promotions (docs/contract-promotions.md)
  /** The bonus, prize or envelope was already paid to this member. */
  | 'ALREADY_CLAIMED'
  /** A promotion's minimum or target is not reached, or the member did not win the raffle round. */
  | 'NOT_ELIGIBLE'
  /** The member has opened all red envelopes allowed today. */
  | 'LIMIT_REACHED'
  /** Today's red-envelope pool is used up. */
  | 'POOL_EMPTY'
  // Points (docs/contract-points.md)
  /** HTTP 409: not enough of the reward is left (the last item went to someone else). */
  | 'OUT_OF_STOCK'
  /** Over the reward's per-member limit; `value.remaining` says how many are still allowed. */
  | 'REDEEM_LIMIT'
  /** The member holds fewer points than the redeem or conversion needs. */
  | 'INSUFFICIENT_POINTS'
  /** Conversion of points to balance is switched off (brand points.json convert.enabled). */
  | 'CONVERT_DISABLED'
  /** Points to convert below the brand minimum or not a multiple of its step. */
  | 'CONVERT_AMOUNT';

/**
 * A failure answered in the envelope. Business failures use HTTP 200 with `success:false`
 * (§7, docs/contract.md); protocol failures use their HTTP status (400, 401, 413, 429).
 * Thrown by services and routes; the error-handler plugin turns it into the envelope.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly value: unknown;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { statusCode?: number; value?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.statusCode ?? 200;
    this.value = options.value ?? null;
    this.headers = options.headers ?? {};
  }
}

/** A request the schema accepted but whose value is invalid (HTTP 400 `VALIDATION`, names the field). */
export function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION', `${field} ${message}`, { statusCode: 400 });
}

/** A business failure (HTTP 200, `success:false`). */
export function fail(code: ErrorCode, message: string, value: unknown = null): AppError {
  return new AppError(code, message, { value });
}
