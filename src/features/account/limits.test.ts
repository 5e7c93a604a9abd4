import { describe, expect, it } from 'vitest';
import type { ResponsibleGaming } from '../../lib/api/account';
import { changedLimits, draftOf, parseLimits } from './limits';

const state = (amount: number | null) => ({
  amount,
  pending: false,
  pendingAmount: null,
  effectiveAt: null,
  used: 0,
  remaining: amount,
});
const current: ResponsibleGaming = {
  depositLimits: { daily: state(100), weekly: state(null), monthly: state(5000) },
  realityCheckMinutes: 0,
  sessionStartedAt: 0,
  exclusion: null,
  currency: 'VND',
  currencySymbol: '₫',
};

describe('deposit-limit form validation', () => {
  it('empty means no limit', () => {
    expect(parseLimits({ daily: '', weekly: ' ', monthly: '' })).toEqual({
      values: { daily: null, weekly: null, monthly: null },
      errors: {},
    });
  });

  it('parses amounts with up to 2 decimals and thousands separators', () => {
    expect(parseLimits({ daily: '10.5', weekly: '1,000', monthly: '2000.25' }).values).toEqual({
      daily: 10.5,
      weekly: 1000,
      monthly: 2000.25,
    });
  });

  it.each([
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['1.005', 'decimals'],
    ['2000000000000', 'tooLarge'],
  ])('refuses %s (%s)', (text, error) => {
    expect(parseLimits({ daily: text, weekly: '', monthly: '' }).errors.daily).toBe(error);
  });

  it("follows the currency's minorUnits: 0 takes whole limits only", () => {
    expect(parseLimits({ daily: '1,000', weekly: '10.5', monthly: '' }, 0)).toEqual({
      values: { daily: 1000, weekly: null, monthly: null },
      errors: { weekly: 'decimals' },
    });
  });

  it("follows the currency's minorUnits: 3 takes thousandths", () => {
    expect(parseLimits({ daily: '1.005', weekly: '2.0005', monthly: '' }, 3)).toEqual({
      values: { daily: 1.005, weekly: null, monthly: null },
      errors: { weekly: 'decimals' },
    });
  });

  it('a longer period may not be below a shorter one', () => {
    expect(parseLimits({ daily: '500', weekly: '100', monthly: '' }).errors).toEqual({ weekly: 'order' });
    expect(parseLimits({ daily: '500', weekly: '', monthly: '200' }).errors).toEqual({ monthly: 'order' });
    expect(parseLimits({ daily: '100', weekly: '500', monthly: '500' }).errors).toEqual({});
  });

  it('sends only the changed limits (an unchanged one would cancel a waiting raise)', () => {
    expect(draftOf(current)).toEqual({ daily: '100', weekly: '', monthly: '5000' });
    expect(changedLimits({ daily: 100, weekly: null, monthly: 5000 }, current)).toEqual({});
    expect(changedLimits({ daily: 50, weekly: 700, monthly: null }, current)).toEqual({
      daily: 50,
      weekly: 700,
      monthly: null,
    });
  });
});
