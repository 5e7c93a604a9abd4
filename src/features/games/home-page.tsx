import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderNodes, useNodesReady, type LayoutComponentProps } from '../../layout/registry';
import { gameMenusQuery, hotGamesQuery, popularGamesQuery, winnerBoardQuery } from '../../lib/api/games';
import type { Game } from '../../lib/api/games-types';
import { useSiteSettings } from '../../lib/use-site-settings';
import { formatMoney } from '../../../core/money';
import { useCurrency } from '../../lib/currency';
import { useDeferredData } from '../../lib/use-deferred-data';
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

/** The category entry points: the platform's game menus limited to the route's category cards. */
function CategoriesSection({ nodes }: { nodes: LayoutComponentProps['node']['children'] }) {
  const { t, i18n } = useTranslation(['games', 'layout', 'common']);
  const menus = useQuery(gameMenusQuery(i18n.language));
  const categories = menus.data ? orderCategoryNodes(nodes, menus.data) : [];
  const cardsReady = useNodesReady(nodes);
  return (
    <HomeSection id="categories" title={t('layout:home.categories')}>
      <QueryState
        isPending={menus.isPending || !cardsReady}
        error={menus.error}
        isEmpty={categories.length === 0}
        emptyText={t('games:state.noCategories')}
        onRetry={() => void menus.refetch()}
        placeholder={<RowSkeleton count={nodes.length} kind="card" label={t('common:state.loading')} />}
      >
        {/* The cards are a lazy chunk: the skeleton stays until it has arrived (issue 13, CLS). */}
        <ul className="category-grid">
          <RenderNodes nodes={categories} />
        </ul>
      </QueryState>
    </HomeSection>
  );
}

/** A row of games (hot or popular) with its own loading, error-with-retry and empty state. */
function GamesRowSection(props: {
  id: 'hot' | 'popular';
  query: UseQueryResult<Game[]>;
  emptyText: string;
  launcher: GameLauncher;
  favourites: Favourites;
}) {
  const { t } = useTranslation(['games', 'common']);
  const title = t(`games:home.${props.id}`);
  const answer = useDeferredData(props.query);
  const games = (answer.data ?? []).slice(0, HOME_ROW);
  return (
    <HomeSection id={props.id} title={title}>
      <QueryState
        isPending={answer.isPending}
        error={props.query.error}
        isEmpty={games.length === 0}
        emptyText={props.emptyText}
        onRetry={() => void props.query.refetch()}
        placeholder={<RowSkeleton count={HOME_ROW} kind="tile" label={t('common:state.loading')} />}
      >
        <GameRow games={games} label={title} launcher={props.launcher} favourites={props.favourites} />
      </QueryState>
    </HomeSection>
  );
}

/** Hot games (`GCSGAME_hotGamesV2`): its own subscriber, so its answer re-renders this row only. */
function HotSection(props: { launcher: GameLauncher; favourites: Favourites }) {
  const { t, i18n } = useTranslation('games');
  const hot = useQuery(hotGamesQuery('', i18n.language));
  return <GamesRowSection id="hot" query={hot} emptyText={t('state.noHotGames')} {...props} />;
}

/** Popular games (`/lgw/games/popular`). */
function PopularSection(props: { launcher: GameLauncher; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const popular = useQuery(popularGamesQuery(HOME_ROW));
  return <GamesRowSection id="popular" query={popular} emptyText={t('state.noPopular')} {...props} />;
}

/** The winners board (`ODSFE2_getWinnerBoard`: the biggest real wins, names masked by the platform). */
function WinnersSection() {
  const { t, i18n } = useTranslation('games');
  const rank = useQuery(winnerBoardQuery(HOME_ROW));
  const answer = useDeferredData(rank);
  const currency = useCurrency();
  const winners = answer.data ?? [];
  const money = (amount: number, symbol: string) =>
    formatMoney(amount, { code: currency.code, symbol, minorUnits: currency.minorUnits }, i18n.language);
  return (
    <HomeSection id="winners" title={t('home.winners')}>
      <QueryState
        isPending={answer.isPending}
        error={rank.error}
        isEmpty={winners.length === 0}
        emptyText={t('state.noWinners')}
        onRetry={() => void rank.refetch()}
      >
        <div className="table-scroll">
          <table className="games-table">
            <thead>
              <tr>
                <th scope="col">{t('home.player')}</th>
                <th scope="col">{t('home.game')}</th>
                <th scope="col">{t('home.prize')}</th>
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
  );
}

/**
 * Home page (registry id `games.home`, §2 "/"): welcome, the category entry points (the
 * platform's game menus limited to the route's category cards, whose whitelabel modules are on),
 * hot games, popular games and the winners board. Each section has its own loading,
 * error-with-retry and empty state, and subscribes to its own query: an answer re-renders
 * synchronously (TanStack Query reads through `useSyncExternalStore`), so it re-renders only its
 * section, never the whole page, and the rows are built in a time-sliced pass
 * (`useDeferredData`; issue 13, TBT).
 */
export function GamesHomePage({ node }: LayoutComponentProps) {
  const { t } = useTranslation('layout');
  const settings = useSiteSettings();
  const launcher = useLaunchGame();
  const favourites = useFavourites();
  return (
    <div className="page home-page games-home">
      <h1>{t('home.welcome', { brand: settings.brandName })}</h1>
      <p>{t('home.intro')}</p>
      <CategoriesSection nodes={node.children} />
      <HotSection launcher={launcher} favourites={favourites} />
      <PopularSection launcher={launcher} favourites={favourites} />
      <WinnersSection />
      <LaunchLayer launcher={launcher} />
    </div>
  );
}
