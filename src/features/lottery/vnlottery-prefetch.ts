import {
  drawHistoryQuery,
  lotteryStatsQuery,
  openedGameQuery,
  lotteryMenuQuery,
} from '../../lib/api/lottery';
import { queryClient } from '../../lib/query-client';
import { chosenGame, menuGames } from '../../../core/lottery/menu';

/** The Vietnamese daily games' menu /vnlottery shows (`LOTT`). */
export const VN_MENU = { gameType: 'LOTT' } as const;

/**
 * Asks for what `/vnlottery` shows first (the registry's `prefetch`, on a first load of the
 * address: issue 13, FCP and LCP), with the boot calls instead of one after another once the page
 * has rendered: the menu, then for the game the address names (else the menu's first) its open
 * draw with the odds the bet-type rule shows (the page's largest paint), its results and its
 * statistics. The page's own queries then find them on their way. Errors are left to those queries.
 * @param search the address's query (`?gameCode=MN`).
 */
export function prefetchVnLottery(search: string): void {
  queryClient.fetchQuery(lotteryMenuQuery(VN_MENU)).then(
    (menu) => {
      const game = chosenGame(menuGames(menu, 'LOTT'), new URLSearchParams(search).get('gameCode'));
      if (!game) return;
      void queryClient.prefetchQuery(openedGameQuery(game.gameCode, menu.prizeMode));
      void queryClient.prefetchQuery(drawHistoryQuery(game.gameCode, undefined));
      void queryClient.prefetchQuery(lotteryStatsQuery(game.gameCode));
    },
    () => undefined,
  );
}
