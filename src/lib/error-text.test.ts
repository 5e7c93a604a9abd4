import { describe, expect, it } from 'vitest';
import { toApiFailure } from '../../machines/api-failure';
import { ApiError } from './api/errors';
import { errorText } from './error-text';

// Echo translator: shows which key was read.
const t = (key: string) => `[${key}]`;

describe('errorText: one text per failure, whoever carried it', () => {
  it.each([
    ['network', new ApiError('network', 'offline'), '[common:errors.network]'],
    ['timeout', new ApiError('timeout', 'slow'), '[common:errors.timeout]'],
    ['bare HTTP 500', new ApiError('http', '', { status: 500 }), '[common:errors.server]'],
  ])('%s reads the same from the API client and from a machine', (_what, error, text) => {
    expect(errorText(error, t)).toBe(text);
    expect(errorText(toApiFailure(error), t, 'auth')).toBe(text);
  });

  it('a platform refusal with a known code is told in the player’s language on every screen', () => {
    const refusal = new ApiError('platform', 'Wrong payment password', { code: 'BAD_PAYMENT_PASSWORD' });
    expect(errorText(refusal, t)).toBe('[common:errorCodes.BAD_PAYMENT_PASSWORD]');
    expect(errorText(toApiFailure(refusal), t, 'auth')).toBe('[common:errorCodes.BAD_PAYMENT_PASSWORD]');
  });

  it('other refusals keep the server’s message (it may name amounts or fields)', () => {
    const refusal = new ApiError('platform', 'amount must be at most 500', { code: 'AMOUNT_LIMIT' });
    expect(errorText(refusal, t)).toBe('amount must be at most 500');
    expect(errorText(toApiFailure(refusal), t)).toBe('amount must be at most 500');
    expect(errorText(new ApiError('platform', ''), t)).toBe('[common:errors.platform]');
  });

  it('a machine’s own key reads in its namespace; nothing failed reads null; anything else is unknown', () => {
    expect(errorText('errors.affiliateInvalid', t, 'auth')).toBe('[auth:errors.affiliateInvalid]');
    expect(errorText({ key: 'errors.verificationCodeRequired', message: '' }, t, 'auth')).toBe(
      '[auth:errors.verificationCodeRequired]',
    );
    expect(errorText(null, t)).toBeNull();
    expect(errorText(new Error('boom'), t)).toBe('[common:errors.unknown]');
  });
});
