/** A sliding-window limit: at most `max` requests per `windowMs` milliseconds. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** Rate limits (DESIGN.md "rate limits on login, SMS and captcha"); keys are per IP unless noted. */
export interface RateLimits {
  /** POST /wps/session/login per IP. */
  login: Limit;
  /** GET /wps/captcha per IP. */
  captcha: Limit;
  /** SMS requests per IP (both SMS endpoints). */
  smsIp: Limit;
  /** SMS requests per mobile number: the 1000 ms throttle of §4/§9. */
  smsNumberInterval: Limit;
  /** SMS requests per mobile number per minute. */
  smsNumber: Limit;
  /** PUT /wps/member/register* per IP. */
  register: Limit;
  /** POST /wps/session/login/freeplay per IP (each call creates a trial account). */
  freePlay: Limit;
  /** Password endpoints without a token (forgot by email / by phone) per IP. */
  passwordReset: Limit;
  /**
   * Wrong payment passwords per member id (withdraw, transfer to upline, change of the payment
   * password): at `max` failures in the sliding window every check of that member is refused with
   * 429 `PAYMENT_PASSWORD_LOCKED` until the oldest failure leaves the window; a right one clears
   * the count (services/payment-password-guard.ts).
   */
  paymentPassword: Limit;
}

/** Defaults of {@link RateLimits}. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, windowMs: 60_000 },
  captcha: { max: 60, windowMs: 60_000 },
  smsIp: { max: 20, windowMs: 60_000 },
  smsNumberInterval: { max: 1, windowMs: 1_000 },
  smsNumber: { max: 5, windowMs: 60_000 },
  register: { max: 30, windowMs: 60_000 },
  freePlay: { max: 30, windowMs: 60_000 },
  passwordReset: { max: 20, windowMs: 60_000 },
  paymentPassword: { max: 5, windowMs: 15 * 60_000 },
};

export type AppEnv = 'development' | 'production' | 'test';

/** Options of `buildApp` (server/src/app.ts). */
export interface AppOptions {
  /** SQLite file path, or `:memory:`. Created and migrated when missing; seeded when empty. */
  dbPath: string;
  /** Brand configuration folder; default `LOTUS_BRAND_DIR` or `server/brand`. */
  brandDir?: string;
  /** Default `NODE_ENV` or `development`. `/dev/*` routes exist only outside production. */
  env?: AppEnv;
  /** Fastify logger on/off (default off). */
  logger?: boolean;
  /** Built site folder (e.g. `dist`) served with SPA fallback; nothing served when absent. */
  staticDir?: string;
  /** Overrides of {@link DEFAULT_RATE_LIMITS}. */
  rateLimits?: Partial<RateLimits>;
  /** Clock in epoch ms (tests move time forward: token, captcha and SMS expiry). */
  now?: () => number;
  /** Request body limit in bytes (default 2 MiB). */
  bodyLimit?: number;
  /** How long failed logins count towards the captcha threshold, ms (default 15 min). */
  loginFailureWindowMs?: number;
  /** Seed demo data into an empty database (default true). */
  seed?: boolean;
}

/**
 * Scales every `max` of the default limits by `multiplier` except the per-number 1000 ms throttle
 * (end-to-end suites log in many times from one IP: `LOTUS_RATE_LIMIT_MULTIPLIER`).
 */
export function scaledRateLimits(multiplier: number): Partial<RateLimits> {
  const out: Partial<RateLimits> = {};
  for (const [name, limit] of Object.entries(DEFAULT_RATE_LIMITS) as [keyof RateLimits, Limit][]) {
    out[name] =
      name === 'smsNumberInterval'
        ? limit
        : { max: Math.max(1, Math.round(limit.max * multiplier)), windowMs: limit.windowMs };
  }
  return out;
}
