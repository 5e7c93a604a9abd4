/**
 * Reading the lottery menu (`GET /lgw/vn/games/game_menu`, docs/contract-lottery.md) as the site's
 * lottery pages and the server's first view of /vnlottery (issue 13) both do. Pure.
 */

/**
 * The games of a menu in menu order, all of them or only those of `gameType` (`LOTT`: the
 * Vietnamese daily games /vnlottery shows).
 * @param menu the menu's answer, or undefined while it loads (no games).
 */
export function menuGames<G extends { gameType: string }>(
  menu: { gameMenus: readonly { games: readonly G[] }[] } | undefined,
  gameType?: string,
): G[] {
  return (menu?.gameMenus ?? [])
    .flatMap((group) => group.games)
    .filter((g) => gameType === undefined || g.gameType === gameType);
}

/** The game an address names (its `gameCode`, or null), else the first of `games`. */
export function chosenGame<G extends { gameCode: string }>(
  games: readonly G[],
  requested: string | null,
): G | undefined {
  return games.find((g) => g.gameCode === requested) ?? games[0];
}

/**
 * What one point on one number of a bet type costs, in minor currency units: the menu's unit
 * price × the point's value × the bet type's combos in the game's structure, rounded to a whole
 * minor unit (the bet picker's "1 point costs …").
 * @param entry the bet type's menu entry (`unitPrice`, `combos`).
 * @param pointValueMinor one point's value in minor units (the menu's `pointValue`, converted).
 */
export function pointCostMinor(
  entry: { unitPrice: number; combos: number },
  pointValueMinor: number,
): number {
  return Math.round(entry.unitPrice * pointValueMinor * entry.combos);
}
