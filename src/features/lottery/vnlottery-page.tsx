import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stringProp } from '../../../core/layout/props';
import { useDeferredData } from '../../lib/use-deferred-data';
import { QueryState } from '../../components/states';
import type { LayoutComponentProps } from '../../layout/registry';
import { lotteryMenuQuery, type LotteryMenu, type LotteryMenuGame } from '../../lib/api/lottery';
import { useFormat } from '../../lib/format';
import { useFirstViewHold } from '../../lib/first-screen';
import { chosenGame, menuGames } from '../../../core/lottery/menu';
import { VN_MENU } from './vnlottery-prefetch';
import { GameView } from './game-view';
import './lottery.css';

/**
 * A game's betting view keyed so that another game, prize mode or currency makes a new slip
 * machine (machines/lottery.ts reads its input once).
 */
export function KeyedGameView({ game, menu }: { game: LotteryMenuGame; menu: LotteryMenu }) {
  const { minorUnits } = useFormat();
  return (
    <GameView
      key={`${game.gameCode}:${menu.prizeMode}:${minorUnits}`}
      game={game}
      prizeMode={menu.prizeMode}
      pointValue={menu.pointValue}
    />
  );
}

/**
 * /vnlottery (registry id `lottery.vnlotteryPage`; §2 "Vietnamese lottery, header and side menu;
 * optional query gameCode"): region tabs of the Vietnamese daily games (`LOTT`: Miền Bắc, Miền
 * Trung, Miền Nam) from the lottery menu under the brand's prize mode, and the chosen game's
 * betting view. `gameCode` picks the region (default the menu's first).
 */
export function VnLotteryPage({ node }: LayoutComponentProps) {
  const { t, i18n } = useTranslation(['lottery', 'layout']);
  const [params, setParams] = useSearchParams();
  const menu = useQuery(lotteryMenuQuery(VN_MENU));
  // The game view (a hundred-number grid, the slip, the results) is built time-sliced after the
  // menu's answer, not in the answer's own task (issue 13, TBT).
  const answer = useDeferredData(menu);
  // The server's first view of this page stays up until the menu has been drawn in the view's
  // language (issue 13).
  useFirstViewHold(answer.isPending, i18n.language);
  const games = menuGames(answer.data, 'LOTT');
  const game = chosenGame(games, params.get('gameCode'));
  const choose = (gameCode: string): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', gameCode);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <div className="page lot-page">
      <h1>{t(stringProp(node, 'title', 'layout:page.vnlottery'))}</h1>
      <QueryState
        isPending={answer.isPending}
        error={menu.error}
        isEmpty={games.length === 0}
        emptyText={t('lottery:lobby.noGames')}
        onRetry={() => void menu.refetch()}
      >
        {game && answer.data ? (
          <Tabs.Root value={game.gameCode} onValueChange={choose}>
            <Tabs.List className="lot-tabs lot-region-tabs" aria-label={t('lottery:region.label')}>
              {games.map((g) => (
                <Tabs.Trigger
                  key={g.gameCode}
                  value={g.gameCode}
                  className="lot-tab"
                  data-testid={`region-${g.gameCode}`}
                >
                  {g.labelName}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value={game.gameCode}>
              <KeyedGameView game={game} menu={answer.data} />
            </Tabs.Content>
          </Tabs.Root>
        ) : null}
      </QueryState>
    </div>
  );
}
