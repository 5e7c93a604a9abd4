import { describe, expect, it } from 'vitest';
import { ApiError, platformErrorText } from './errors';

const t = (key: string) => `t(${key})`;

describe('platformErrorText', () => {
  it('translates a known member-centre code instead of the server text', () => {
    const error = new ApiError('platform', 'The payment password is incorrect', {
      code: 'BAD_PAYMENT_PASSWORD',
    });
    expect(platformErrorText(error, t)).toBe('t(common:errorCodes.BAD_PAYMENT_PASSWORD)');
  });

  it('keeps the server message for codes whose message carries amounts or fields', () => {
    const error = new ApiError('platform', 'You can withdraw at most 40 now', { code: 'AMOUNT_LIMIT' });
    expect(platformErrorText(error, t)).toBe('You can withdraw at most 40 now');
  });

  it('is null for non-platform failures and platform failures without text or known code', () => {
    expect(platformErrorText(new ApiError('network', 'offline'), t)).toBeNull();
    expect(platformErrorText(new ApiError('platform', '', { code: 'VALIDATION' }), t)).toBeNull();
    expect(platformErrorText(new Error('x'), t)).toBeNull();
  });
});
