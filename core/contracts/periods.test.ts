import { describe, expect, it } from 'vitest';
import {
  dayStartMs,
  lastCompletedPeriod,
  nextPeriod,
  parsePeriodKey,
  periodKindOf,
  periodOf,
  previousPeriod,
  zoneOffsetMs,
  type PeriodKind,
} from './periods.ts';

const VN = 'Asia/Ho_Chi_Minh';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('periods in Asia/Ho_Chi_Minh (UTC+7)', () => {
  it('the offset is +7 h', () => {
    expect(zoneOffsetMs(at('2026-11-23T00:00:00Z'), VN)).toBe(7 * 3_600_000);
  });

  it('a day turns at 17:00Z: 16:59:59Z is still the 23rd, 17:00:00Z is the 24th', () => {
    const before = periodOf('day', at('2026-11-23T16:59:59.999Z'), VN);
    const after = periodOf('day', at('2026-11-23T17:00:00Z'), VN);
    expect(before).toEqual({
      key: '2026-11-23',
      startMs: at('2026-11-22T17:00:00Z'),
      endMs: at('2026-11-23T17:00:00Z'),
    });
    expect(after.key).toBe('2026-11-24');
    expect(after.startMs).toBe(before.endMs);
  });

  it('hours and five minutes are local wall-clock slots', () => {
    expect(periodOf('hour', at('2026-11-23T07:59:59Z'), VN)).toEqual({
      key: '2026-11-23T14',
      startMs: at('2026-11-23T07:00:00Z'),
      endMs: at('2026-11-23T08:00:00Z'),
    });
    expect(periodOf('fiveMinutes', at('2026-11-23T07:09:59Z'), VN)).toEqual({
      key: '2026-11-23T14:05',
      startMs: at('2026-11-23T07:05:00Z'),
      endMs: at('2026-11-23T07:10:00Z'),
    });
    expect(periodOf('fiveMinutes', at('2026-11-23T16:59:00Z'), VN).key).toBe('2026-11-23T23:55');
    expect(periodOf('fiveMinutes', at('2026-11-23T17:00:00Z'), VN).key).toBe('2026-11-24T00:00');
  });

  it('an ISO week starts on Monday 00:00 local (Sunday 17:00Z)', () => {
    // 2026-11-23 is a Monday.
    expect(periodOf('week', at('2026-11-22T16:59:59Z'), VN).key).toBe('2026-W47');
    const w48 = periodOf('week', at('2026-11-22T17:00:00Z'), VN);
    expect(w48).toEqual({
      key: '2026-W48',
      startMs: at('2026-11-22T17:00:00Z'),
      endMs: at('2026-11-29T17:00:00Z'),
    });
  });

  it('ISO week-years: 1 Jan 2027 (Friday) is in 2026-W53, 31 Dec 2024 is in 2025-W01', () => {
    expect(periodOf('week', at('2027-01-01T05:00:00Z'), VN).key).toBe('2026-W53');
    expect(periodOf('week', at('2024-12-31T05:00:00Z'), VN).key).toBe('2025-W01');
  });

  it('semi-months split after the 15th', () => {
    expect(periodOf('semiMonth', at('2026-11-15T16:59:59Z'), VN)).toEqual({
      key: '2026-11-H1',
      startMs: at('2026-10-31T17:00:00Z'),
      endMs: at('2026-11-15T17:00:00Z'),
    });
    expect(periodOf('semiMonth', at('2026-11-15T17:00:00Z'), VN)).toEqual({
      key: '2026-11-H2',
      startMs: at('2026-11-15T17:00:00Z'),
      endMs: at('2026-11-30T17:00:00Z'),
    });
  });

  it('months end at the last day, leap February included', () => {
    expect(periodOf('month', at('2028-02-29T16:59:59Z'), VN)).toEqual({
      key: '2028-02',
      startMs: at('2028-01-31T17:00:00Z'),
      endMs: at('2028-02-29T17:00:00Z'),
    });
    expect(periodOf('month', at('2028-02-29T17:00:00Z'), VN).key).toBe('2028-03');
    expect(periodOf('semiMonth', at('2027-02-20T00:00:00Z'), VN).endMs).toBe(at('2027-02-28T17:00:00Z'));
    expect(periodOf('month', at('2026-12-31T17:00:00Z'), VN).key).toBe('2027-01');
  });

  it('previous, next and last completed periods chain without gaps', () => {
    const kinds: PeriodKind[] = ['day', 'hour', 'fiveMinutes', 'week', 'semiMonth', 'month'];
    for (const kind of kinds) {
      const p = periodOf(kind, at('2026-03-01T03:00:00Z'), VN);
      expect(previousPeriod(kind, p, VN).endMs).toBe(p.startMs);
      expect(nextPeriod(kind, p, VN).startMs).toBe(p.endMs);
      expect(lastCompletedPeriod(kind, p.startMs, VN)).toEqual(previousPeriod(kind, p, VN));
    }
    expect(previousPeriod('semiMonth', periodOf('semiMonth', at('2026-03-01T03:00:00Z'), VN), VN).key).toBe(
      '2026-02-H2',
    );
  });
});

describe('parsePeriodKey', () => {
  it('reads every kind back to the same period', () => {
    const instant = at('2026-11-23T07:07:00Z');
    for (const kind of ['day', 'hour', 'fiveMinutes', 'week', 'semiMonth', 'month'] as const) {
      const p = periodOf(kind, instant, VN);
      expect(parsePeriodKey(p.key, VN)).toEqual({ kind, ...p });
    }
  });

  it.each([
    '2026-13',
    '2026-02-30',
    '2027-02-29',
    '2026-11-23T24',
    '2026-11-23T14:03',
    '2026-W54',
    '2026-W00',
    '2026-11-H3',
    '2026-11-23 14',
    '',
  ])('refuses %j', (key) => {
    expect(parsePeriodKey(key, VN)).toBeNull();
  });

  it('accepts 2028-02-29 and 2026-W53', () => {
    expect(parsePeriodKey('2028-02-29', VN)?.startMs).toBe(at('2028-02-28T17:00:00Z'));
    expect(iso(parsePeriodKey('2026-W53', VN)?.startMs ?? 0)).toBe('2026-12-27T17:00:00.000Z');
  });

  it('dayStartMs is the local midnight', () => {
    expect(dayStartMs('2026-11-23', VN)).toBe(at('2026-11-22T17:00:00Z'));
    expect(dayStartMs('2026-11-23T01', VN)).toBeNull();
  });
});

describe('other zones', () => {
  it('UTC days turn at midnight Z', () => {
    expect(periodOf('day', at('2026-11-23T23:59:59Z'), 'UTC').key).toBe('2026-11-23');
    expect(periodOf('day', at('2026-11-24T00:00:00Z'), 'UTC').key).toBe('2026-11-24');
  });

  it('a daylight-saving day in New York lasts 23 h and its hours stay wall-clock hours', () => {
    const day = periodOf('day', at('2026-03-08T12:00:00Z'), 'America/New_York');
    expect(day.key).toBe('2026-03-08');
    expect(day.endMs - day.startMs).toBe(23 * 3_600_000);
    expect(periodOf('hour', at('2026-03-08T07:30:00Z'), 'America/New_York')).toEqual({
      key: '2026-03-08T03',
      startMs: at('2026-03-08T07:00:00Z'),
      endMs: at('2026-03-08T08:00:00Z'),
    });
  });

  it('a half-hour zone (Asia/Kolkata) keeps local hours', () => {
    expect(periodOf('hour', at('2026-11-23T08:29:59Z'), 'Asia/Kolkata').key).toBe('2026-11-23T13');
    expect(periodOf('hour', at('2026-11-23T08:30:00Z'), 'Asia/Kolkata').key).toBe('2026-11-23T14');
  });

  it('an unknown zone throws RangeError', () => {
    expect(() => periodOf('day', 0, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('periodKindOf', () => {
  it('maps contract kinds and dividend periods', () => {
    expect(periodKindOf({ kind: 'dailyWage' })).toBe('day');
    expect(periodKindOf({ kind: 'hourlyWage' })).toBe('hour');
    expect(periodKindOf({ kind: 'realtimeWage' })).toBe('fiveMinutes');
    expect(periodKindOf({ kind: 'dividend', period: 'weekly' })).toBe('week');
    expect(periodKindOf({ kind: 'dividend', period: 'semiMonthly' })).toBe('semiMonth');
    expect(periodKindOf({ kind: 'dividend', period: 'daily' })).toBe('day');
    expect(periodKindOf({ kind: 'dividend', period: 'monthly' })).toBe('month');
  });
});
