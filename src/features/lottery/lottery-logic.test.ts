import { describe, expect, it } from 'vitest';
import { gridNumbers, hotAndCold, quickPick, resultRows, structureFromResults } from './lottery-logic';

describe('lottery-logic', () => {
  it('lays out 0–9, 00–99 and one hundred of 000–999', () => {
    expect(gridNumbers(1)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const two = gridNumbers(2);
    expect([two.length, two[0], two[99]]).toEqual([100, '00', '99']);
    const three = gridNumbers(3, 4);
    expect([three.length, three[0], three[99]]).toEqual([100, '400', '499']);
  });

  it('quick picks evens, odds, big, small and N distinct random numbers', () => {
    const pool = gridNumbers(2);
    expect(quickPick('even', pool)).toHaveLength(50);
    expect(quickPick('odd', pool).every((n) => Number(n) % 2 === 1)).toBe(true);
    expect(quickPick('big', pool)[0]).toBe('50');
    expect(quickPick('small', pool).at(-1)).toBe('49');
    let seed = 0;
    const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
    const picked = quickPick('random', pool, 7, random);
    expect(new Set(picked).size).toBe(7);
    expect(quickPick('random', ['01', '02'], 5)).toHaveLength(2);
  });

  it('orders results rows MB from the special prize down and MN from G8 up', () => {
    const results = { G8: ['12'], DB: ['123456'], G1: ['54321'] };
    expect(resultRows(results, 'MN').map((r) => r.prize)).toEqual(['G8', 'G1', 'DB']);
    expect(resultRows(results, 'MB').map((r) => r.prize)).toEqual(['DB', 'G1', 'G8']);
    expect(resultRows(null, 'MB')).toEqual([]);
    expect(structureFromResults({ G7: ['01', '02'], DB: ['12345'] }, 'MB')).toEqual([
      { prize: 'DB', count: 1, digits: 5 },
      { prize: 'G7', count: 2, digits: 2 },
    ]);
  });

  it('takes the 10 hottest (most hits, then most recent) and coldest (longest unseen, then fewest hits)', () => {
    const numbers = Array.from({ length: 100 }, (_, i) => ({
      number: String(i).padStart(2, '0'),
      hits: i === 42 ? 30 : i % 5,
      lastSeenDraws: i === 7 ? 99 : i % 3,
    }));
    const { hot, cold } = hotAndCold(numbers);
    expect(hot).toHaveLength(10);
    expect(hot[0]?.number).toBe('42');
    expect(hot[1]).toMatchObject({ hits: 4, lastSeenDraws: 0 });
    expect(cold[0]?.number).toBe('07');
    expect(cold[1]).toMatchObject({ lastSeenDraws: 2, hits: 0 });
  });
});
