import { ApiError } from './errors';
import { createJweEncryptor, type Encryptor } from './enc';
import type { PublicKey } from './types';
import { expireSession, getSession } from '../session';
import { openModal } from '../ui-store';

/** Default merchant code when the whitelabel answer has not been stored yet (§9 fixed in config). */
export const DEFAULT_MERCHANT = 'LOTUS';
/** Default per-request timeout in ms. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** A non-null object: the first check of every answer validator in `src/lib/api/`. */
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  query?: Record<string, string | number | undefined>;
  /** JSON body. */
  body?: unknown;
  /** Form-urlencoded body (e.g. forgot password by email, §7). */
  form?: Record<string, string>;
  /** Raw body sent as-is with its own type (the avatar image upload). */
  raw?: Blob;
  /** Encrypt `body` as `{ enc }` (§7 "enc"). */
  enc?: boolean;
  /** Send the member token header (§7 "token"); throws `ApiError('platform', …, {code:'UNAUTHORIZED'})` without one. */
  token?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Checks the shape of `value`; a mismatch throws `ApiError('invalid')`. */
  validate?: (value: unknown) => value is T;
}

let encryptor: Encryptor = createJweEncryptor(() =>
  apiRequest<PublicKey>('GET', '/wps/system/publicKey', { validate: isPublicKey }),
);

/** Replaces the `enc` scheme (tests, or an operator's own platform scheme). */
export function setEncryptor(next: Encryptor): void {
  encryptor = next;
}

function isPublicKey(v: unknown): v is PublicKey {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as PublicKey).kid === 'string' &&
    typeof (v as PublicKey).jwk === 'object'
  );
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function currentLanguage(): string {
  if (typeof localStorage === 'undefined') return 'en';
  return localStorage.getItem('hisLang') ?? 'en';
}

/** Requests {@link apiRequest} sends per task; 0 (the default) for no limit. */
let perTask = 0;
/** Requests sent in the current task (set back to 0 by the next {@link nextTurn}). */
let sentInTask = 0;
/** Resolves in the next task, where the count starts again. */
let turn: Promise<void> | null = null;

function nextTurn(): Promise<void> {
  turn ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      turn = null;
      sentInTask = 0;
      resolve();
    }, 0),
  );
  return turn;
}

/** Waits, when this task has sent its share of requests, for a task that has not. */
async function requestTurn(): Promise<void> {
  while (sentInTask >= perTask) await nextTurn();
  sentInTask += 1;
  void nextTurn(); // the next task starts a new count
}

/**
 * Sends at most `limit` requests per task; the others go, in order, in the tasks that follow
 * (issue 13, TBT). Starting a request costs the main thread about a millisecond on a desktop (the
 * request, its timer, the browser's bookkeeping), four times that on a phone: a page whose sections
 * each ask for their rows when they mount (the home page: menus, hot, popular, winners, the side
 * menu's categories) started them all in the task of that commit, one of the longest of the first
 * load. Set by the entry (src/app/main.tsx); unit tests keep the default, every request at once.
 * @param limit requests per task, ≥ 1; 0 for no limit.
 */
export function spreadRequests(limit: number): void {
  perTask = Math.max(0, Math.floor(limit));
  sentInTask = 0;
  turn = null;
}

function isEnvelope(
  v: unknown,
): v is { success: boolean; message?: unknown; value?: unknown; code?: unknown } {
  return typeof v === 'object' && v !== null && typeof (v as { success?: unknown }).success === 'boolean';
}

/**
 * One call to the platform (DESIGN.md "Server state"). Adds the Merchant, Language and token
 * headers, encrypts `enc` bodies, parses the `{ success, message, value }` envelope and returns
 * `value`.
 *
 * @throws ApiError kind `network` | `timeout` | `http` | `platform` | `invalid`.
 */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Merchant: storage()?.getItem('merchantCode') ?? DEFAULT_MERCHANT,
    Language: currentLanguage(),
  };
  if (options.token) {
    const { token } = getSession();
    if (!token) throw new ApiError('platform', 'Please log in first', { status: 401, code: 'UNAUTHORIZED' });
    headers.token = token;
  }

  let body: string | Blob | undefined;
  if (options.raw) {
    headers['Content-Type'] = options.raw.type || 'application/octet-stream';
    body = options.raw;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.enc ? { enc: await encryptor.encrypt(options.body) } : options.body);
  }

  let url = path;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query)) if (v !== undefined) params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }

  if (perTask > 0) await requestTurn(); // no await at all without a limit: fetch is called now
  const controller = new AbortController();
  if (options.signal?.aborted) controller.abort(); // given up while it waited for its turn
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { method, headers, body, signal: controller.signal });
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw new ApiError('timeout', 'The request timed out');
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', 'The network is not reachable');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    if (!response.ok) throw new ApiError('http', '', { status: response.status });
    throw new ApiError('invalid', 'The server answered with malformed data', { status: response.status });
  }
  if (!isEnvelope(parsed)) {
    if (!response.ok) throw new ApiError('http', '', { status: response.status });
    throw new ApiError('invalid', 'The server answered with an unexpected shape', {
      status: response.status,
    });
  }
  const message = typeof parsed.message === 'string' ? parsed.message : '';
  const code = typeof parsed.code === 'string' ? parsed.code : undefined;
  if (!parsed.success) {
    // A refused token asks the member to log in again over the page, which keeps what was typed
    // (issue 14 point 10); a trial account is told a real account is needed (§6).
    if (response.status === 401 && options.token) {
      expireSession();
      openModal('loginPopup', { reason: 'expired' });
    }
    if (code === 'TRIAL_ACCOUNT') openModal('needRealAccount');
    if (response.status >= 500)
      throw new ApiError('http', message || `HTTP ${response.status}`, { status: response.status, code });
    throw new ApiError('platform', message, { status: response.status, code, value: parsed.value });
  }
  const value = parsed.value ?? null;
  if (options.validate && !options.validate(value)) {
    throw new ApiError('invalid', 'The server answered with an unexpected shape', {
      status: response.status,
    });
  }
  return value as T;
}
