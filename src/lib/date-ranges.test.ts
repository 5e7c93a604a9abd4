import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGES, calendarRange, daysBetween, isoDay, isValidRange, todayIn } from './date-ranges';

// Wednesday 2026-11-25, local time.
const wednesday = new Date(2026, 10, 25, 15, 30);

describe('calendarRange (agent-centre quick ranges, weeks from Monday)', () => {
  it('gives today, yesterday, this and last week, this and last month', () => {
    expect(calendarRange('today', wednesday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(calendarRange('yesterday', wednesday)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(calendarRange('thisWeek', wednesday)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(calendarRange('lastWeek', wednesday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(calendarRange('thisMonth', wednesday)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(calendarRange('lastMonth', wednesday)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('a Sunday belongs to the week that started the Monday before; January looks back to December', () => {
    const sunday = new Date(2026, 10, 29);
    expect(calendarRange('thisWeek', sunday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(calendarRange('lastWeek', sunday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    const newYear = new Date(2027, 0, 1);
    expect(calendarRange('yesterday', newYear)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(calendarRange('lastMonth', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('every range is valid and at most a month and a day long', () => {
    for (const choice of CALENDAR_RANGES) {
      const range = calendarRange(choice, wednesday);
      expect(isValidRange(range)).toBe(true);
      expect(daysBetween(range)).toBeLessThanOrEqual(31);
    }
  });
});

describe('daysBetween', () => {
  it('counts whole days, NaN for a bad date', () => {
    expect(daysBetween({ from: '2026-11-25', to: '2026-11-25' })).toBe(0);
    expect(daysBetween({ from: '2026-01-01', to: '2026-04-03' })).toBe(92);
    expect(daysBetween({ from: '2026-03-28', to: '2026-03-30' })).toBe(2);
    expect(daysBetween({ from: 'x', to: '2026-03-30' })).toBeNaN();
  });
});

describe('todayIn (the brand day, issue 9)', () => {
  it("gives the brand zone's date whatever the device zone", () => {
    // 17:30 UTC on 23 Nov is already 24 Nov in Ho Chi Minh City (UTC+7), still 23 Nov in New York.
    const now = new Date(Date.UTC(2026, 10, 23, 17, 30));
    expect(isoDay(todayIn('Asia/Ho_Chi_Minh', now))).toBe('2026-11-24');
    expect(isoDay(todayIn('America/New_York', now))).toBe('2026-11-23');
  });

  it('falls back to the device day without a zone or with an unknown one', () => {
    const now = new Date(2026, 10, 23, 12, 0);
    expect(todayIn(undefined, now)).toBe(now);
    expect(todayIn('Not/AZone', now)).toBe(now);
  });
});
