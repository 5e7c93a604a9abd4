import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, useNodesReady, type LayoutComponentProps } from '../../layout/registry';
import { gameMenusQuery, hotGamesQuery, popularGamesQuery, winnerBoardQuery } from '../../lib/api/games';
import type { Game } from '../../lib/api/games-types';
import { useSiteSettings } from '../../lib/use-site-settings';
import { formatMoney } from '../../../core/money';
import { useCurrency } from '../../lib/currency';
import { orderCategoryNodes } from './category-order';
import { GameTile } from './game-tile';
import { LaunchLayer } from './launch-layer';
import { gameEntry } from './launch-logic';
import { QueryState } from '../../components/states';
import { RowSkeleton } from './row-skeleton';
import { useFavourites, type Favourites } from './use-favourites';
import { useLaunchGame, type GameLauncher } from './use-launch-game';
import './games.css';

/** Games shown per home row. */
const HOME_ROW = 12;

function HomeSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="games-section" aria-labelledby={`home-${props.id}`} data-testid={`home-${props.id}`}>
      <h2 id={`home-${props.id}`}>{props.title}</h2>
      {props.children}
    </section>
  );
}

function GameRow(props: { games: Game[]; label: string; launcher: GameLauncher; favourites: Favourites }) {
  return (
    <ul className="game-row-list" aria-label={props.label}>
      {props.games.map((game) => (
        <li key={`${game.vendor}-${game.gameId}`}>
          <GameTile
            game={game}
            favourites={props.favourites}
            busy={props.launcher.pending?.gameId === game.gameId}
            onLaunch={(g) => void props.launcher.launch(gameEntry(g))}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * Home page (registry id `games.home`, §2 "/"): welcome, the category entry points (the
 * platform's game menus limited to the route's category cards, whose whitelabel modules are on),
 * hot games (`GCSGAME_hotGamesV2`), popular games (`/lgw/games/popular`) and the winners
 * board (`ODSFE2_getWinnerBoard`: the biggest real wins, names masked by the platform). Each
 * section has its own loading, error-with-retry and empty state.
 */
export function GamesHomePage({ node }: LayoutComponentProps) {
  const { t, i18n } = useTranslation(['games', 'layout', 'common']);
  const settings = useSiteSettings();
  const menus = useQuery(gameMenusQuery(i18n.language));
  const hot = useQuery(hotGamesQuery('', i18n.language));
  const popular = useQuery(popularGamesQuery(HOME_ROW));
  const rank = useQuery(winnerBoardQuery(HOME_ROW));
  const launcher = useLaunchGame();
  const favourites = useFavourites();
  const currency = useCurrency();
  const categories = menus.data ? orderCategoryNodes(node.children, menus.data) : [];
  const cardsReady = useNodesReady(node.children);
  const hotGames = (hot.data ?? []).slice(0, HOME_ROW);
  const popularGames = popular.data ?? [];
  const winners = rank.data ?? [];
  const money = (amount: number, symbol: string) =>
    formatMoney(amount, { code: currency.code, symbol, minorUnits: currency.minorUnits }, i18n.language);
  return (
    <div className="page home-page games-home">
      <h1>{t('layout:home.welcome', { brand: settings.brandName })}</h1>
      <p>{t('layout:home.intro')}</p>

      <HomeSection id="categories" title={t('layout:home.categories')}>
        <QueryState
          isPending={menus.isPending || !cardsReady}
          error={menus.error}
          isEmpty={categories.length === 0}
          emptyText={t('games:state.noCategories')}
          onRetry={() => void menus.refetch()}
          placeholder={
            <RowSkeleton count={node.children.length} kind="card" label={t('common:state.loading')} />
          }
        >
          {/* The cards are a lazy chunk: the skeleton stays until it has arrived (issue 13, CLS). */}
          <ul className="category-grid">
            <RenderNodes nodes={categories} />
          </ul>
        </QueryState>
      </HomeSection>

      <HomeSection id="hot" title={t('games:home.hot')}>
        <QueryState
          isPending={hot.isPending}
          error={hot.error}
          isEmpty={hotGames.length === 0}
          emptyText={t('games:state.noHotGames')}
          onRetry={() => void hot.refetch()}
          placeholder={<RowSkeleton count={HOME_ROW} kind="tile" label={t('common:state.loading')} />}
        >
          <GameRow games={hotGames} label={t('games:home.hot')} launcher={launcher} favourites={favourites} />
        </QueryState>
      </HomeSection>

      <HomeSection id="popular" title={t('games:home.popular')}>
        <QueryState
          isPending={popular.isPending}
          error={popular.error}
          isEmpty={popularGames.length === 0}
          emptyText={t('games:state.noPopular')}
          onRetry={() => void popular.refetch()}
          placeholder={<RowSkeleton count={HOME_ROW} kind="tile" label={t('common:state.loading')} />}
        >
          <GameRow
            games={popularGames}
            label={t('games:home.popular')}
            launcher={launcher}
            favourites={favourites}
          />
        </QueryState>
      </HomeSection>

      <HomeSection id="winners" title={t('games:home.winners')}>
        <QueryState
          isPending={rank.isPending}
          error={rank.error}
          isEmpty={winners.length === 0}
          emptyText={t('games:state.noWinners')}
          onRetry={() => void rank.refetch()}
        >
          <div className="table-scroll">
            <table className="games-table">
              <thead>
                <tr>
                  <th scope="col">{t('games:home.player')}</th>
                  <th scope="col">{t('games:home.game')}</th>
                  <th scope="col">{t('games:home.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {winners.map((winner, index) => (
                  <tr key={`${winner.player}-${winner.gameName}-${index}`}>
                    <td>{winner.player}</td>
                    <td>{winner.gameName}</td>
                    <td className="games-number">{money(winner.prize, winner.currencySymbol)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </QueryState>
      </HomeSection>
      <LaunchLayer launcher={launcher} />
    </div>
  );
}
