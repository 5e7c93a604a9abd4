import { useMemo, useRef } from 'react';
import { ApiError } from './api/errors';
import { newRequestId } from './api/wallet';

/**
 * True when a call's answer was lost (network fault, timeout, a 5xx or an unreadable answer): the
 * server may have done the work, so a retry must be the same request (issue 14 point 8).
 */
export function answerLost(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'invalid') return true;
  return error.kind === 'http' && (error.status === undefined || error.status >= 500);
}

/** The idempotency key of one money form (see {@link useRequestId}). */
export interface PendingRequestId {
  /** The key of the request to send: the same one until the server has answered it. */
  current(): string;
  /**
   * Called when the call settled: an answer (success or refusal) ends the request and the next
   * submit gets a new key; a lost answer keeps the key, so the retry cannot pay twice.
   */
  settle(error?: unknown): void;
}

/**
 * The request id of a money action lives with its form until the server has answered (§7: money
 * calls are idempotent by `requestId`). A player who clicks again after a timeout resends the same
 * request, which the server answers once; a new request starts only after an answer.
 */
export function useRequestId(): PendingRequestId {
  const pending = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => (pending.current ??= newRequestId()),
      settle: (error?: unknown) => {
        if (!answerLost(error)) pending.current = null;
      },
    }),
    [],
  );
}
