import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, REMARK_MAX } from '../../lib/api/wallet';
import { decimalsKey, parseAmount, toMinor } from '../../../core/money';
import { isValidRange, quickRange } from '../../lib/date-ranges';
import { formatMoney } from '../../../core/money';
import { checkImages, remarkLeft } from './image-checks';
import { pageItems, type PageItem } from '../../components/pagination-range';
import { deadlineOf, formatCountdown } from './withdrawal-receipt';

const show = (items: PageItem[]) => items.map((i) => (i.type === 'gap' ? '…' : String(i.page))).join(' ');

describe('parseAmount (contract: > 0, ≤ minorUnits decimals (default 2), ≤ source balance)', () => {
  it('accepts plain amounts with up to 2 decimals, ignoring grouping commas', () => {
    expect(parseAmount('100')).toEqual({ value: 100 });
    expect(parseAmount(' 1,000.5 ')).toEqual({ value: 1000.5 });
    expect(parseAmount('0.01')).toEqual({ value: 0.01 });
  });

  it('refuses empty, non-numbers, zero, negative and 3 decimals', () => {
    expect(parseAmount('')).toEqual({ problem: 'required' });
    expect(parseAmount('abc')).toEqual({ problem: 'invalid' });
    expect(parseAmount('-5')).toEqual({ problem: 'invalid' });
    expect(parseAmount('1e3')).toEqual({ problem: 'invalid' });
    expect(parseAmount('0')).toEqual({ problem: 'positive' });
    expect(parseAmount('0.00')).toEqual({ problem: 'positive' });
    expect(parseAmount('1.005')).toEqual({ problem: 'decimals' });
  });

  it('checks min, max and the source balance (exact in minor units)', () => {
    expect(parseAmount('9.99', { min: 10 })).toEqual({ problem: 'belowMin' });
    expect(parseAmount('10', { min: 10, max: 100 })).toEqual({ value: 10 });
    expect(parseAmount('100.01', { max: 100 })).toEqual({ problem: 'aboveMax' });
    expect(parseAmount('0.3', { balance: 0.1 + 0.2 })).toEqual({ value: 0.3 });
    expect(parseAmount('50.01', { balance: 50 })).toEqual({ problem: 'aboveBalance' });
    expect(parseAmount('50', { balance: 50 })).toEqual({ value: 50 });
  });

  it("follows the currency's minorUnits: 0 takes whole amounts only", () => {
    expect(parseAmount('1,000', { decimals: 0 })).toEqual({ value: 1000 });
    expect(parseAmount('10.5', { decimals: 0 })).toEqual({ problem: 'decimals' });
    expect(parseAmount('10.0', { decimals: 0 })).toEqual({ problem: 'decimals' });
    expect(parseAmount('0', { decimals: 0 })).toEqual({ problem: 'positive' });
    expect(parseAmount('51', { balance: 50, decimals: 0 })).toEqual({ problem: 'aboveBalance' });
    expect(parseAmount('50', { balance: 50, decimals: 0 })).toEqual({ value: 50 });
  });

  it("follows the currency's minorUnits: 3 takes thousandths, exact against the balance", () => {
    expect(parseAmount('1.005', { decimals: 3 })).toEqual({ value: 1.005 });
    expect(parseAmount('1.0005', { decimals: 3 })).toEqual({ problem: 'decimals' });
    expect(parseAmount('50.001', { balance: 50, decimals: 3 })).toEqual({ problem: 'aboveBalance' });
    expect(parseAmount('0.3', { balance: 0.1 + 0.2, decimals: 3 })).toEqual({ value: 0.3 });
  });

  it('refuses a decimals rule that is not a non-negative integer', () => {
    expect(() => parseAmount('1', { decimals: -1 })).toThrow(RangeError);
    expect(() => parseAmount('1', { decimals: 1.5 })).toThrow(RangeError);
  });

  it('converts to minor units with the given decimals, and names the decimals message', () => {
    expect(toMinor(10.05)).toBe(1005);
    expect(toMinor(1000, 0)).toBe(1000);
    expect(toMinor(1.005, 3)).toBe(1005);
    expect(decimalsKey(0)).toBe('decimalsNone');
    expect(decimalsKey(2)).toBe('decimals');
  });
});

describe('pageItems (§9 page range 3, margin pages 1)', () => {
  it('shows every page when they fit', () => {
    expect(show(pageItems(1, 1))).toBe('1');
    expect(show(pageItems(3, 5))).toBe('1 2 3 4 5');
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('keeps the first and last page and 3 around the current one, with gaps', () => {
    expect(show(pageItems(1, 20))).toBe('1 2 3 … 20');
    expect(show(pageItems(5, 20))).toBe('1 … 4 5 6 … 20');
    expect(show(pageItems(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(pageItems(20, 20))).toBe('1 … 18 19 20');
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(show(pageItems(3, 20))).toBe('1 2 3 4 … 20');
    expect(show(pageItems(4, 20))).toBe('1 2 3 4 5 … 20');
    expect(show(pageItems(17, 20))).toBe('1 … 16 17 18 19 20');
  });

  it('clamps an out-of-range current page', () => {
    expect(show(pageItems(99, 6))).toBe('1 … 4 5 6');
    expect(show(pageItems(0, 6))).toBe('1 2 3 … 6');
  });
});

describe('quickRange (§9 next and previous 7 and 30 days)', () => {
  const today = new Date(2026, 0, 3); // 3 Jan 2026, local
  it('previous ranges end today and start 6 / 29 days before', () => {
    expect(quickRange('previous7', today)).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(quickRange('previous30', today)).toEqual({ from: '2025-12-05', to: '2026-01-03' });
  });
  it('next ranges start today and end 6 / 29 days after', () => {
    expect(quickRange('next7', today)).toEqual({ from: '2026-01-03', to: '2026-01-09' });
    expect(quickRange('next30', today)).toEqual({ from: '2026-01-03', to: '2026-02-01' });
  });
  it('validates a from/to range', () => {
    expect(isValidRange({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidRange({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-01-01' })).toBe(false);
  });
});

describe('checkImages (§8/§9: png or jpg, 5 MB each, at most 3)', () => {
  const png = (size = 1000, name = 'a.png') => ({ name, type: 'image/png', size });
  it('accepts png and jpg up to 5 MB', () => {
    expect(checkImages([png(), { name: 'b.JPG', type: 'image/jpeg', size: IMAGE_MAX_BYTES }])).toBeNull();
  });
  it('refuses other types, a renamed file, and over 5 MB', () => {
    expect(checkImages([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe('type');
    expect(checkImages([{ name: 'a.gif', type: 'image/png', size: 10 }])).toBe('type');
    expect(checkImages([png(IMAGE_MAX_BYTES + 1)])).toBe('size');
  });
  it('counts the images already uploaded', () => {
    expect(checkImages([png(), png(), png()])).toBeNull();
    expect(checkImages([png(), png(), png(), png()])).toBe('count');
    expect(checkImages([png()], 2)).toBeNull();
    expect(checkImages([png()], 3)).toBe('count');
  });
});

describe('remark counter (§9: 140 characters)', () => {
  it('counts code points, negative when over', () => {
    expect(remarkLeft('')).toBe(REMARK_MAX);
    expect(remarkLeft('a'.repeat(140))).toBe(0);
    expect(remarkLeft('a'.repeat(141))).toBe(-1);
    expect(remarkLeft('😀😀')).toBe(138);
  });
});

describe('formatting', () => {
  it('formats money with the symbol first when the currency has no ISO code Intl knows', () => {
    expect(formatMoney(1234.5, { symbol: '₫' }, 'en')).toBe('₫1,234.50');
    expect(formatMoney(-20, { symbol: '$' }, 'en')).toBe('-$20.00');
    expect(formatMoney(1000, { symbol: '₫', minorUnits: 0 }, 'en')).toBe('₫1,000');
    expect(formatMoney(1234.5, { symbol: '₫', minorUnits: 0 }, 'en')).toBe('₫1,235');
    expect(formatMoney(1.5, { code: 'USDT', symbol: 'USDT ', minorUnits: 3 }, 'en')).toBe('USDT 1.500');
  });
  it("follows the ISO currency's own conventions through Intl (issue 15)", () => {
    const dong = { code: 'VND', symbol: '₫', minorUnits: 2 };
    // No minor unit in use for the dong: whole amounts have no decimals, the symbol goes where
    // the language writes it.
    expect(formatMoney(50, dong, 'en')).toBe('₫50');
    expect(formatMoney(50, dong, 'vi')).toBe('50\u00a0₫');
    expect(formatMoney(-1000, dong, 'en')).toBe('-₫1,000');
    expect(formatMoney(1234567, dong, 'fr')).toBe('1\u202f234\u202f567\u00a0₫');
    // A ledger amount finer than the ISO decimals keeps all of the ledger's: nothing is rounded away.
    expect(formatMoney(303.47, dong, 'en')).toBe('₫303.47');
    expect(formatMoney(303.5, dong, 'vi')).toBe('303,50\u00a0₫');
    expect(formatMoney(1000, { ...dong, minorUnits: 0 }, 'en')).toBe('₫1,000');
    expect(formatMoney(20, { code: 'USD', symbol: '$', minorUnits: 2 }, 'en')).toBe('$20.00');
    expect(formatMoney(1.5, { code: 'KWD', symbol: 'KD', minorUnits: 3 }, 'en')).toBe('KWD\u00a01.500');
  });
  it('formats the receipt countdown and reads the deadline', () => {
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(deadlineOf({ confirmDeadline: '1970-01-01T00:00:05.000Z' })).toBe(5000);
    expect(deadlineOf({ confirmDeadline: 42 })).toBe(42);
    expect(deadlineOf({ confirmDeadline: null })).toBe(0);
  });
});
