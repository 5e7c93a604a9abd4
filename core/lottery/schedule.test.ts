import { describe, expect, it } from 'vitest';
import { formatCountdown, previousSlots, slotAt, type Schedule, type Slot } from './schedule.ts';

const HCM = 'Asia/Ho_Chi_Minh'; // UTC+7, no daylight saving
const BERLIN = 'Europe/Berlin'; // CET +1 / CEST +2; 2026: spring forward 29 Mar 01:00Z, fall back 25 Oct 01:00Z

const utc = (iso: string): number => Date.parse(`${iso}Z`);

const DAILY: Schedule = {
  kind: 'daily',
  drawAt: '18:15',
  lockAt: '18:10',
  stations: {
    mon: ['HN'],
    tue: ['QN'],
    wed: ['BN'],
    thu: ['HN'],
    fri: ['HP'],
    sat: ['ND'],
    sun: ['TB'],
  },
};
const FIVE: Schedule = { kind: 'interval', everyMinutes: 5, lockSecondsBefore: 30 };

const brief = (slot: Slot) => ({
  drawKey: slot.drawKey,
  stationCodes: slot.stationCodes,
  lockAt: new Date(slot.lockAt).toISOString(),
  drawAt: new Date(slot.drawAt).toISOString(),
});

describe('daily schedule (Asia/Ho_Chi_Minh)', () => {
  // 2026-11-24 is a Tuesday; 18:15 local = 11:15Z.
  const tuesday = {
    drawKey: '2026-11-24',
    stationCodes: ['QN'],
    lockAt: '2026-11-24T11:10:00.000Z',
    drawAt: '2026-11-24T11:15:00.000Z',
  };
  const wednesday = {
    drawKey: '2026-11-25',
    stationCodes: ['BN'],
    lockAt: '2026-11-25T11:10:00.000Z',
    drawAt: '2026-11-25T11:15:00.000Z',
  };

  it("goes to today's draw before it, with the weekday's stations", () => {
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T03:00:00')))).toEqual(tuesday);
  });

  it("stays on today's draw through the lock until the draw time", () => {
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T11:09:59.999')))).toEqual(tuesday);
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T11:10:00')))).toEqual(tuesday); // locked, same slot
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T11:14:59.999')))).toEqual(tuesday);
  });

  it("moves to tomorrow's draw at or after today's draw time", () => {
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T11:15:00')))).toEqual(wednesday);
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-24T16:59:59')))).toEqual(wednesday); // 23:59:59 local
  });

  it('uses the brand-local date, not the UTC date', () => {
    // 2026-11-23T17:30Z is already 00:30 on Tuesday the 24th in Hồ Chí Minh City.
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-11-23T17:30:00')))).toEqual(tuesday);
    // The same instant in Berlin is Monday 18:30, after Monday's draw: Tuesday's Berlin draw.
    expect(brief(slotAt(DAILY, 'MB', BERLIN, utc('2026-11-23T17:30:00')))).toEqual({
      drawKey: '2026-11-24',
      stationCodes: ['QN'],
      lockAt: '2026-11-24T17:10:00.000Z',
      drawAt: '2026-11-24T17:15:00.000Z',
    });
  });

  it('rolls over the year', () => {
    expect(brief(slotAt(DAILY, 'MB', HCM, utc('2026-12-31T12:00:00')))).toEqual({
      drawKey: '2027-01-01',
      stationCodes: ['HP'], // a Friday
      lockAt: '2027-01-01T11:10:00.000Z',
      drawAt: '2027-01-01T11:15:00.000Z',
    });
  });

  it('lists the previous days, newest first', () => {
    const slots = previousSlots(DAILY, 'MB', HCM, utc('2026-11-24T03:00:00'), 3);
    expect(slots.map(brief)).toEqual([
      {
        drawKey: '2026-11-23',
        stationCodes: ['HN'],
        lockAt: '2026-11-23T11:10:00.000Z',
        drawAt: '2026-11-23T11:15:00.000Z',
      },
      {
        drawKey: '2026-11-22',
        stationCodes: ['TB'],
        lockAt: '2026-11-22T11:10:00.000Z',
        drawAt: '2026-11-22T11:15:00.000Z',
      },
      {
        drawKey: '2026-11-21',
        stationCodes: ['ND'],
        lockAt: '2026-11-21T11:10:00.000Z',
        drawAt: '2026-11-21T11:15:00.000Z',
      },
    ]);
    expect(previousSlots(DAILY, 'MB', HCM, utc('2026-11-24T11:15:00'), 1).map((s) => s.drawKey)).toEqual([
      '2026-11-24',
    ]);
    expect(previousSlots(DAILY, 'MB', HCM, utc('2026-11-24T03:00:00'), 0)).toEqual([]);
  });

  it('gives a weekday without stations an empty list', () => {
    const schedule: Schedule = { ...DAILY, stations: { ...DAILY.stations, tue: [] } };
    expect(slotAt(schedule, 'MN', HCM, utc('2026-11-24T03:00:00')).stationCodes).toEqual([]);
  });
});

describe('daily schedule across daylight saving (Europe/Berlin)', () => {
  it('keeps 18:15 local on both sides of the spring-forward night', () => {
    // Saturday 28 March 18:15 CET = 17:15Z; Sunday 29 March 18:15 CEST = 16:15Z (23 h later).
    const saturdayDraw = utc('2026-03-28T17:15:00');
    expect(brief(slotAt(DAILY, 'MB', BERLIN, saturdayDraw - 1))).toMatchObject({
      drawKey: '2026-03-28',
      drawAt: '2026-03-28T17:15:00.000Z',
    });
    expect(brief(slotAt(DAILY, 'MB', BERLIN, saturdayDraw))).toEqual({
      drawKey: '2026-03-29',
      stationCodes: ['TB'],
      lockAt: '2026-03-29T16:10:00.000Z',
      drawAt: '2026-03-29T16:15:00.000Z',
    });
    expect(
      previousSlots(DAILY, 'MB', BERLIN, utc('2026-03-30T06:00:00'), 2).map((s) =>
        new Date(s.drawAt).toISOString(),
      ),
    ).toEqual(['2026-03-29T16:15:00.000Z', '2026-03-28T17:15:00.000Z']);
  });

  it('keeps 18:15 local on both sides of the fall-back night', () => {
    expect(brief(slotAt(DAILY, 'MB', BERLIN, utc('2026-10-24T16:15:00')))).toMatchObject({
      drawKey: '2026-10-25',
      drawAt: '2026-10-25T17:15:00.000Z',
      lockAt: '2026-10-25T17:10:00.000Z',
    });
  });

  it('puts a draw time the clock skips just after the jump', () => {
    const night: Schedule = { ...DAILY, drawAt: '02:30', lockAt: '02:00' };
    // 29 March 02:00–02:59 does not exist in Berlin: 02:30 → 03:30 CEST = 01:30Z, 02:00 → 03:00 CEST = 01:00Z.
    expect(brief(slotAt(night, 'MB', BERLIN, utc('2026-03-28T23:30:00')))).toMatchObject({
      drawKey: '2026-03-29',
      lockAt: '2026-03-29T01:00:00.000Z',
      drawAt: '2026-03-29T01:30:00.000Z',
    });
  });
});

describe('interval schedule', () => {
  it('goes to the next draw aligned to local midnight, locking lockSecondsBefore earlier', () => {
    // 14:03:10 local in Hồ Chí Minh City.
    expect(brief(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T07:03:10')))).toEqual({
      drawKey: '2026-11-24T14:05',
      stationCodes: ['ST5'],
      lockAt: '2026-11-24T07:04:30.000Z',
      drawAt: '2026-11-24T07:05:00.000Z',
    });
  });

  it('keeps the slot through its lock, moves on at its draw time', () => {
    expect(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T07:04:30')).drawKey).toBe('2026-11-24T14:05'); // locked
    expect(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T07:04:59.999')).drawKey).toBe('2026-11-24T14:05');
    expect(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T07:05:00')).drawKey).toBe('2026-11-24T14:10');
  });

  it('rolls over local midnight (not UTC midnight)', () => {
    expect(brief(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T16:58:00')))).toMatchObject({
      drawKey: '2026-11-25T00:00',
      drawAt: '2026-11-24T17:00:00.000Z',
    });
    expect(slotAt(FIVE, 'ST5', HCM, utc('2026-11-24T23:58:00')).drawKey).toBe('2026-11-25T07:00');
  });

  it('aligns to local midnight in a zone with a non-hour offset, and ends a day with a short slot', () => {
    const seven: Schedule = { kind: 'interval', everyMinutes: 7, lockSecondsBefore: 0 };
    // 23:56 local: the last slot of the day is 23:55 (205 × 7 min), the next is 00:00.
    expect(slotAt(seven, 'ST7', HCM, utc('2026-11-24T16:56:00')).drawKey).toBe('2026-11-25T00:00');
    expect(previousSlots(seven, 'ST7', HCM, utc('2026-11-24T16:56:00'), 2).map((s) => s.drawKey)).toEqual([
      '2026-11-24T23:55',
      '2026-11-24T23:48',
    ]);
    // Asia/Kathmandu is UTC+5:45: 10:01 local = 04:16Z, minute 601 of the day; the next multiple of 7
    // is 602 = 10:02 local = 04:17Z (aligned to UTC it would be 04:19Z).
    const kathmandu = slotAt(seven, 'ST7', 'Asia/Kathmandu', utc('2026-11-24T04:16:00'));
    expect(brief(kathmandu)).toMatchObject({
      drawKey: '2026-11-24T10:02',
      drawAt: '2026-11-24T04:17:00.000Z',
    });
  });

  it('lists the previous draws, newest first, across midnight', () => {
    expect(previousSlots(FIVE, 'ST5', HCM, utc('2026-11-24T17:03:00'), 3).map(brief)).toEqual([
      {
        drawKey: '2026-11-25T00:00',
        stationCodes: ['ST5'],
        lockAt: '2026-11-24T16:59:30.000Z',
        drawAt: '2026-11-24T17:00:00.000Z',
      },
      {
        drawKey: '2026-11-24T23:55',
        stationCodes: ['ST5'],
        lockAt: '2026-11-24T16:54:30.000Z',
        drawAt: '2026-11-24T16:55:00.000Z',
      },
      {
        drawKey: '2026-11-24T23:50',
        stationCodes: ['ST5'],
        lockAt: '2026-11-24T16:49:30.000Z',
        drawAt: '2026-11-24T16:50:00.000Z',
      },
    ]);
  });

  it('skips the wall-clock times a spring-forward jump removes', () => {
    const half: Schedule = { kind: 'interval', everyMinutes: 30, lockSecondsBefore: 60 };
    // 01:50 CET (00:50Z): 02:00 local does not exist; the next draw is 03:00 CEST = 01:00Z.
    expect(brief(slotAt(half, 'ST30', BERLIN, utc('2026-03-29T00:50:00')))).toEqual({
      drawKey: '2026-03-29T03:00',
      stationCodes: ['ST30'],
      lockAt: '2026-03-29T00:59:00.000Z',
      drawAt: '2026-03-29T01:00:00.000Z',
    });
    expect(previousSlots(half, 'ST30', BERLIN, utc('2026-03-29T01:10:00'), 3).map(brief)).toEqual([
      {
        drawKey: '2026-03-29T03:00',
        stationCodes: ['ST30'],
        lockAt: '2026-03-29T00:59:00.000Z',
        drawAt: '2026-03-29T01:00:00.000Z',
      },
      {
        drawKey: '2026-03-29T01:30',
        stationCodes: ['ST30'],
        lockAt: '2026-03-29T00:29:00.000Z',
        drawAt: '2026-03-29T00:30:00.000Z',
      },
      {
        drawKey: '2026-03-29T01:00',
        stationCodes: ['ST30'],
        lockAt: '2026-03-28T23:59:00.000Z',
        drawAt: '2026-03-29T00:00:00.000Z',
      },
    ]);
  });

  it('draws a wall-clock time that occurs twice once, at the later reading; keys stay unique', () => {
    const half: Schedule = { kind: 'interval', everyMinutes: 30, lockSecondsBefore: 0 };
    // 25 Oct: 02:00–02:59 is lived twice (CEST 00:00Z–01:00Z, then CET 01:00Z–02:00Z).
    expect(brief(slotAt(half, 'ST30', BERLIN, utc('2026-10-24T23:45:00')))).toMatchObject({
      drawKey: '2026-10-25T02:00',
      drawAt: '2026-10-25T01:00:00.000Z',
    });
    const slots = previousSlots(half, 'ST30', BERLIN, utc('2026-10-25T01:45:00'), 4);
    expect(slots.map((s) => [s.drawKey, new Date(s.drawAt).toISOString()])).toEqual([
      ['2026-10-25T02:30', '2026-10-25T01:30:00.000Z'],
      ['2026-10-25T02:00', '2026-10-25T01:00:00.000Z'],
      ['2026-10-25T01:30', '2026-10-24T23:30:00.000Z'],
      ['2026-10-25T01:00', '2026-10-24T23:00:00.000Z'],
    ]);
    expect(slotAt(half, 'ST30', BERLIN, utc('2026-10-25T01:45:00')).drawKey).toBe('2026-10-25T03:00');
  });

  it('walks a whole daylight-saving day minute by minute without gaps or repeats', () => {
    const one: Schedule = { kind: 'interval', everyMinutes: 1, lockSecondsBefore: 10 };
    const keys = previousSlots(one, 'ST1', BERLIN, utc('2026-10-25T04:00:00'), 300).map((s) => s.drawKey);
    expect(new Set(keys).size).toBe(300);
    const spring = previousSlots(one, 'ST1', BERLIN, utc('2026-03-29T03:00:00'), 240);
    expect(spring.filter((s) => s.drawKey.startsWith('2026-03-29T02:'))).toEqual([]);
    expect(spring.map((s) => s.drawKey)).toContain('2026-03-29T03:00');
    expect(spring.map((s) => s.drawKey)).toContain('2026-03-29T01:59');
    const draws = spring.map((s) => s.drawAt);
    // Instants strictly decrease a minute apart: the skipped hour has no draw to leave a gap in.
    expect(draws.every((t, i) => i === 0 || (draws[i - 1] ?? 0) - t === 60_000)).toBe(true);
  });
});

describe('schedule errors', () => {
  it('refuses bad brand data, zones and counts', () => {
    const now = utc('2026-11-24T03:00:00');
    expect(() => slotAt({ ...DAILY, drawAt: '18:5' }, 'MB', HCM, now)).toThrow(RangeError);
    expect(() => slotAt({ ...DAILY, drawAt: '24:00' }, 'MB', HCM, now)).toThrow(RangeError);
    expect(() => slotAt({ ...DAILY, lockAt: '18:20' }, 'MB', HCM, now)).toThrow(/after drawAt/);
    expect(() => slotAt({ ...FIVE, everyMinutes: 0 }, 'ST5', HCM, now)).toThrow(RangeError);
    expect(() => slotAt({ ...FIVE, everyMinutes: 2.5 }, 'ST5', HCM, now)).toThrow(RangeError);
    expect(() => slotAt({ ...FIVE, lockSecondsBefore: 300 }, 'ST5', HCM, now)).toThrow(RangeError);
    expect(() => slotAt({ ...FIVE, lockSecondsBefore: -1 }, 'ST5', HCM, now)).toThrow(RangeError);
    expect(() => slotAt(FIVE, 'ST5', 'Mars/Olympus', now)).toThrow(RangeError);
    expect(() => previousSlots(FIVE, 'ST5', HCM, now, -1)).toThrow(RangeError);
    expect(() => previousSlots(FIVE, 'ST5', HCM, now, 1.5)).toThrow(RangeError);
  });
});

describe('formatCountdown', () => {
  it('formats a countdown and never goes below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(65_500)).toBe('1:06');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
