import { describe, expect, it } from 'vitest';
import { nextCheckDelay, splitDuration } from './reality-check-timing';

describe('reality-check timing', () => {
  it('falls on whole intervals since log-in', () => {
    expect(nextCheckDelay(0, 30, 0)).toBe(30 * 60_000);
    expect(nextCheckDelay(0, 30, 10 * 60_000)).toBe(20 * 60_000);
    expect(nextCheckDelay(0, 30, 30 * 60_000)).toBe(30 * 60_000);
    expect(nextCheckDelay(1000, 15, 0)).toBe(15 * 60_000);
  });

  it('splits a duration', () => {
    expect(splitDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(splitDuration(125 * 60_000 + 59_000)).toEqual({ hours: 2, minutes: 5 });
  });
});
