import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { addDays, dayOf, dayStart, daysToInstants, quickRange, reportRange } from './agent-centre-dates.ts';

const HCM = 'Asia/Ho_Chi_Minh';

describe('agent-centre days in the brand time zone', () => {
  it('a day starts at its local midnight (UTC+7: 17:00 UTC the day before)', () => {
    expect(new Date(dayStart('2026-11-25', HCM)).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(dayOf(Date.parse('2026-11-24T16:59:59.999Z'), HCM)).toBe('2026-11-24');
    expect(dayOf(Date.parse('2026-11-24T17:00:00.000Z'), HCM)).toBe('2026-11-25');
    expect(new Date(dayStart('2026-11-25', 'UTC')).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(new Date(dayStart('2026-11-25', 'America/New_York')).toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    expect(new Date(dayStart('2026-11-25', 'Asia/Kathmandu')).toISOString()).toBe('2026-11-24T18:15:00.000Z');
  });

  it('days around a daylight-saving change keep their real length', () => {
    // Berlin moves from UTC+1 to UTC+2 on 2026-03-29: that day lasts 23 hours.
    const { start, end } = daysToInstants('2026-03-29', '2026-03-29', 'Europe/Berlin');
    expect(new Date(start).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(end - start).toBe(23 * 3_600_000);
    // and back on 2026-10-25: 25 hours.
    const back = daysToInstants('2026-10-25', '2026-10-25', 'Europe/Berlin');
    expect(back.end - back.start).toBe(25 * 3_600_000);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('quick ranges: weeks start on Monday, months on the 1st, in the brand zone', () => {
    // Wednesday 2026-11-25 12:00 in Ho Chi Minh City.
    const wed = Date.parse('2026-11-25T05:00:00Z');
    expect(quickRange('today', wed, HCM)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(quickRange('yesterday', wed, HCM)).toEqual({ from: '2026-11-24', to: '2026-11-24' });
    expect(quickRange('thisWeek', wed, HCM)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
    expect(quickRange('lastWeek', wed, HCM)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(quickRange('thisMonth', wed, HCM)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(quickRange('lastMonth', wed, HCM)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // Sunday 2026-11-29 23:30 local is still that week; Monday 00:30 local starts a new week while
    // UTC is still on Sunday; Tuesday 2026-12-01 00:30 local starts a new month while UTC is on the 30th.
    const sunday = Date.parse('2026-11-29T16:30:00Z');
    expect(quickRange('thisWeek', sunday, HCM)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    const monday = Date.parse('2026-11-29T17:30:00Z');
    expect(quickRange('thisWeek', monday, HCM)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(quickRange('lastWeek', monday, HCM)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    const tuesday = Date.parse('2026-11-30T17:30:00Z');
    expect(quickRange('thisWeek', tuesday, HCM)).toEqual({ from: '2026-11-30', to: '2026-12-01' });
    expect(quickRange('thisMonth', tuesday, HCM)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(quickRange('lastMonth', tuesday, HCM)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickRange('lastMonth', Date.parse('2026-03-10T00:00:00Z'), HCM)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });

  it('report ranges: inclusive days, at most 92, from not after to, real days only', () => {
    const r = reportRange('2026-11-01', '2026-11-30', HCM);
    expect(new Date(r.start).toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(new Date(r.end).toISOString()).toBe('2026-11-30T17:00:00.000Z');
    expect(reportRange('2026-01-01', '2026-04-02', HCM).from).toBe('2026-01-01'); // 92 days
    for (const [from, to] of [
      ['2026-01-01', '2026-04-03'],
      ['2026-11-02', '2026-11-01'],
      ['2026-02-30', '2026-03-01'],
      ['2026-11-01', '2026-13-01'],
      ['20261101', '2026-11-02'],
    ] as const) {
      let error: unknown;
      try {
        reportRange(from, to, HCM);
      } catch (e) {
        error = e;
      }
      expect(error, `${from}…${to}`).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION');
      expect((error as AppError).statusCode).toBe(400);
    }
  });
});
