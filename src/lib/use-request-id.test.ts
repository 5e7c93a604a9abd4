// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/errors';
import { answerLost, useRequestId } from './use-request-id';

describe('useRequestId (a retry is the same request)', () => {
  it('keeps the id after a lost answer and starts a new one after an answer', () => {
    const { result } = renderHook(() => useRequestId());
    const first = result.current.current();
    expect(result.current.current()).toBe(first);
    result.current.settle(new ApiError('timeout', 'slow'));
    expect(result.current.current()).toBe(first);
    result.current.settle(new ApiError('platform', 'Not enough money', { code: 'INSUFFICIENT_BALANCE' }));
    const second = result.current.current();
    expect(second).not.toBe(first);
    result.current.settle();
    expect(result.current.current()).not.toBe(second);
  });

  it('counts network faults, timeouts, 5xx and unreadable answers as lost', () => {
    expect(answerLost(new ApiError('network', 'offline'))).toBe(true);
    expect(answerLost(new ApiError('timeout', 'slow'))).toBe(true);
    expect(answerLost(new ApiError('http', '', { status: 502 }))).toBe(true);
    expect(answerLost(new ApiError('invalid', 'bad json'))).toBe(true);
    expect(answerLost(new ApiError('http', '', { status: 429 }))).toBe(false);
    expect(answerLost(new ApiError('platform', 'refused'))).toBe(false);
    expect(answerLost(new Error('other'))).toBe(false);
  });
});
