import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateFormatter,
  formatDateTime,
  formatDay,
  formatLocalDateTime,
  formatTime,
  numberFormatter,
  warmIntl,
} from './format';

// A local wall-clock instant, so the expectations hold in any time zone the tests run in.
const instant = new Date(2026, 10, 24, 14, 5);
const ms = instant.getTime();
const iso = instant.toISOString();
/** ICU writes narrow no-break spaces before AM/PM; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
/** Latin digits of a text that may use Arabic-Indic ones (which one `ar` uses depends on the ICU). */
const latinDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

describe('formatDateTime', () => {
  it('writes date and time in English, Vietnamese and Arabic', () => {
    expect(plain(formatDateTime(ms, 'en'))).toBe('Nov 24, 2026, 2:05 PM');
    expect(plain(formatDateTime(iso, 'vi'))).toBe('14:05 24 thg 11, 2026');
    const ar = latinDigits(formatDateTime(iso, 'ar'));
    expect(ar).toMatch(/24.*11.*2026/);
    expect(ar).toMatch(/2:05/);
    expect(ar).toContain('م'); // مساءً: afternoon
  });

  it('gives the same text for the ISO string and the epoch ms of one instant', () => {
    for (const language of ['en', 'vi', 'ar', 'zh-CN']) {
      expect(formatDateTime(iso, language)).toBe(formatDateTime(ms, language));
    }
  });

  it("is '' for an absent value and the input itself when unreadable", () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime(undefined, 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });

  it('does not throw on a language tag Intl refuses', () => {
    expect(formatDateTime(ms, 'not a tag!')).not.toBe('');
  });
});

describe('formatDay', () => {
  it('writes a yyyy-MM-dd day without a time in every language', () => {
    expect(plain(formatDay('2026-11-24', 'en'))).toBe('Nov 24, 2026');
    expect(plain(formatDay('2026-11-24', 'vi'))).toBe('24 thg 11, 2026');
    expect(latinDigits(formatDay('2026-11-24', 'ar'))).toMatch(/^24.*11.*2026$/);
    expect(formatDay('2026-11-24', 'zh-CN')).toBe('2026年11月24日');
    expect(formatDay('24/11/2026', 'en')).toBe('24/11/2026');
  });
});

describe('formatTime', () => {
  it('writes the time of day only', () => {
    expect(plain(formatTime(ms, 'en'))).toBe('2:05 PM');
    expect(formatTime(iso, 'vi')).toBe('14:05');
    expect(latinDigits(formatTime(iso, 'ar'))).toMatch(/^2:05\s+م$/);
    expect(formatTime(null, 'en')).toBe('');
  });
});

describe('formatLocalDateTime', () => {
  it('shows a brand-local day as a day and a minute as date and time, as written', () => {
    expect(formatLocalDateTime('2026-11-24', 'en')).toBe(formatDay('2026-11-24', 'en'));
    expect(plain(formatLocalDateTime('2026-11-24T14:05', 'en'))).toBe('Nov 24, 2026, 2:05 PM');
    expect(plain(formatLocalDateTime('2026-11-24T14:05', 'vi'))).toBe('14:05 24 thg 11, 2026');
    expect(latinDigits(formatLocalDateTime('2026-11-24T14:05', 'ar'))).toMatch(/2:05/);
    expect(formatLocalDateTime('2026-W48', 'en')).toBe('2026-W48');
  });
});

describe('dateFormatter', () => {
  it('is built once per language and style', () => {
    expect(dateFormatter('vi', 'day')).toBe(dateFormatter('vi', 'day'));
    expect(dateFormatter('vi', 'day')).not.toBe(dateFormatter('vi', 'time'));
    expect(dateFormatter('ar', 'dateTime').resolvedOptions().locale).toBe('ar');
  });
});

describe('numberFormatter', () => {
  it('builds one formatter per language and style, counts with grouping and fractions as percent', () => {
    expect(numberFormatter('en', 'count')).toBe(numberFormatter('en', 'count'));
    expect(numberFormatter('en', 'count')).not.toBe(numberFormatter('vi', 'count'));
    expect(numberFormatter('en', 'count').format(1234567)).toBe('1,234,567');
    expect(numberFormatter('vi', 'count').format(1234567)).toBe('1.234.567');
    expect(numberFormatter('en', 'percent').format(0.0125)).toBe('1.25%');
  });

  it('does not throw on a language tag Intl refuses', () => {
    expect(numberFormatter('not a tag!', 'count').format(1000)).not.toBe('');
  });
});

describe('warmIntl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands each formatter to `schedule` as a build of its own (one task each)', () => {
    const builds: (() => void)[] = [];
    warmIntl('lo', (build) => builds.push(build));
    expect(builds).toHaveLength(2);
    for (const build of builds) build();
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(formatDateTime(ms, 'lo')).not.toBe('');
    expect(numberFormatter('lo', 'count').format(1000)).not.toBe('');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });

  it('builds the language’s date-time and count formatters, so the first screen builds none', () => {
    warmIntl('th');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    expect(formatDateTime(ms, 'th')).not.toBe('');
    expect(numberFormatter('th', 'count').format(1000)).not.toBe('');
    expect(dates).not.toHaveBeenCalled();
    expect(numbers).not.toHaveBeenCalled();
  });
});
