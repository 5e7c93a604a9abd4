import { describe, expect, it } from 'vitest';
import { chosenGame, menuGames, pointCostMinor } from './menu.ts';

const menu = {
  gameMenus: [
    {
      games: [
        { gameCode: 'MB', gameType: 'LOTT' },
        { gameCode: 'ST1', gameType: 'FAST' },
      ],
    },
    { games: [{ gameCode: 'MN', gameType: 'LOTT' }] },
  ],
};

describe('the lottery menu', () => {
  it('lists the games in menu order, optionally of one type', () => {
    expect(menuGames(menu).map((g) => g.gameCode)).toEqual(['MB', 'ST1', 'MN']);
    expect(menuGames(menu, 'LOTT').map((g) => g.gameCode)).toEqual(['MB', 'MN']);
    expect(menuGames(undefined)).toEqual([]);
  });

  it("chooses the address's game, else the first", () => {
    const games = menuGames(menu, 'LOTT');
    expect(chosenGame(games, 'MN')?.gameCode).toBe('MN');
    expect(chosenGame(games, 'XX')?.gameCode).toBe('MB');
    expect(chosenGame(games, null)?.gameCode).toBe('MB');
    expect(chosenGame([], 'MB')).toBeUndefined();
  });

  it('prices one point on one number in whole minor units', () => {
    expect(pointCostMinor({ unitPrice: 1, combos: 27 }, 100)).toBe(2700);
    expect(pointCostMinor({ unitPrice: 0.8, combos: 18 }, 1)).toBe(14); // 14.4 rounds down
  });
});
