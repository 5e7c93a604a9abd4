import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SiteLink } from '../../layout/links';
import type { LayoutComponentProps } from '../../layout/registry';
import {
  favouriteGamesQuery,
  GAME_NAME_MAX,
  gameListQuery,
  gameMenusQuery,
  hotGamesQuery,
  recentGamesQuery,
  vassGameTypeQuery,
  vendorLanesQuery,
  type GameQueryInput,
} from '../../lib/api/games';
import type { Game, GameCategory, VendorCard } from '../../lib/api/games-types';
import { isTrial, useSession } from '../../lib/session';
import { GameTile } from './game-tile';
import { LaunchLayer } from './launch-layer';
import { gameEntry } from './launch-logic';
import { QueryState } from '../../components/states';
import { useFavourites, type Favourites } from './use-favourites';
import { useLaunchGame, type GameLauncher } from './use-launch-game';
import { VirtualGameGrid } from './virtual-game-grid';
import { RowSkeleton } from './row-skeleton';
import { useDeferredData } from '../../lib/use-deferred-data';
import './games.css';
import { Button } from '../../components/button';

/** Search is sent to the server this long after the last keystroke (ms). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Hot games shown above the grid. */
const HOT_LIMIT = 12;

/** The RNG vendors for the tabs: the RNG lanes' cards, else the RNG menu's vendors (one per vassalage). */
function rngVendors(
  lanes: readonly { gameType: string; cards: VendorCard[] }[],
  menuVendors: readonly VendorCard[],
): VendorCard[] {
  const fromLanes = lanes.filter((lane) => lane.gameType === 'RNG').flatMap((lane) => lane.cards);
  const source = fromLanes.length > 0 ? fromLanes : menuVendors;
  const seen = new Set<string>();
  return source.filter((card) => {
    if (card.gameType !== 'RNG' || seen.has(card.vassalage)) return false;
    seen.add(card.vassalage);
    return true;
  });
}

/** Positive number from a query parameter, else undefined. */
function numberParam(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Vendor tabs: links carrying the selection in the URL (`vassalage` / `page`), `aria-current` on the chosen one. */
function VendorTabs(props: { vendors: VendorCard[]; vassalage: string; page: string; member: boolean }) {
  const { t } = useTranslation('games');
  const tabs: { key: string; to: string; label: string; selected: boolean }[] = [
    { key: 'all', to: '/rng', label: t('rng.allGames'), selected: !props.vassalage && !props.page },
    ...props.vendors.map((card) => ({
      key: card.vassalage,
      to: `/rng?vassalage=${encodeURIComponent(card.vassalage)}`,
      label: card.title,
      selected: !props.page && props.vassalage === card.vassalage,
    })),
  ];
  if (props.member) {
    tabs.push(
      {
        key: 'favourites',
        to: '/rng?page=favourites',
        label: t('rng.favourites'),
        selected: props.page === 'favourites',
      },
      { key: 'recent', to: '/rng?page=recent', label: t('rng.recent'), selected: props.page === 'recent' },
    );
  }
  return (
    <nav className="vendor-tabs" aria-label={t('rng.vendorsLabel')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <SiteLink
              to={tab.to}
              className="vendor-tab"
              data-testid={`vendor-tab-${tab.key}`}
              aria-current={tab.selected ? 'page' : undefined}
            >
              {tab.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Game-name search, debounced 300 ms, written to the URL (`gameName`) so the server filters. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation('games');
  const id = useId();
  const [text, setText] = useState(initial);
  useEffect(() => {
    const value = text.trim();
    if (value === initial) return undefined;
    const timer = window.setTimeout(() => onSearch(value), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, initial, onSearch]);
  return (
    <div className="games-field games-search">
      <label htmlFor={id}>{t('rng.searchLabel')}</label>
      <input
        id={id}
        type="search"
        data-testid="game-search"
        value={text}
        maxLength={GAME_NAME_MAX}
        placeholder={t('rng.searchPlaceholder')}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('games');
  const id = useId();
  return (
    <div className="games-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        data-testid={props.testId}
        value={props.value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => props.onChange(event.target.value)}
      >
        <option value="">{t('rng.any')}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A short, non-virtual row of games (hot, favourites, recent: at most a few hundred). */
function GameList(props: {
  games: Game[];
  label: string;
  launcher: GameLauncher;
  favourites: Favourites;
  testId: string;
}) {
  return (
    <ul className="game-row-list" aria-label={props.label} data-testid={props.testId}>
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
 * The hot games a category page shows: the platform's hot list (all categories: live, sports,
 * fishing…) kept to the page's `category`, at most {@link HOT_LIMIT}.
 */
export function hotGamesOf(list: readonly Game[], category: GameCategory): Game[] {
  return list.filter((game) => game.gameType === category).slice(0, HOT_LIMIT);
}

/** Tiles the hot row reserves while it loads: the platform's usual hot list (issue 13, CLS). */
const HOT_SKELETON = 12;

function HotGames({
  vassalage,
  launcher,
  favourites,
}: {
  vassalage: string;
  launcher: GameLauncher;
  favourites: Favourites;
}) {
  const { t, i18n } = useTranslation(['games', 'common']);
  const hot = useQuery(hotGamesQuery(vassalage, i18n.language));
  // The answer's task repaints the skeleton; the tiles are built time-sliced after it (issue 13).
  const shown = useDeferredData(hot);
  const games = hotGamesOf(shown.data ?? [], 'RNG');
  return (
    <section className="games-section" aria-labelledby="rng-hot-title">
      <h2 id="rng-hot-title">{t('rng.hotGames')}</h2>
      <QueryState
        isPending={shown.isPending}
        error={hot.error}
        isEmpty={games.length === 0}
        emptyText={t('state.noHotGames')}
        onRetry={() => void hot.refetch()}
        placeholder={<RowSkeleton count={HOT_SKELETON} kind="tile" label={t('common:state.loading')} />}
      >
        <GameList
          games={games}
          label={t('rng.hotGames')}
          launcher={launcher}
          favourites={favourites}
          testId="hot-games"
        />
      </QueryState>
    </section>
  );
}

function MemberGames(props: {
  kind: 'favourites' | 'recent';
  launcher: GameLauncher;
  favourites: Favourites;
}) {
  const { t } = useTranslation('games');
  const { member } = useSession();
  const account = member?.account ?? '';
  const favouriteList = useQuery({ ...favouriteGamesQuery(account), enabled: props.kind === 'favourites' });
  const recentList = useQuery({ ...recentGamesQuery(account), enabled: props.kind === 'recent' });
  const query = props.kind === 'favourites' ? favouriteList : recentList;
  const games =
    props.kind === 'favourites' ? (favouriteList.data?.content ?? []) : (recentList.data?.list ?? []);
  const title = props.kind === 'favourites' ? t('rng.favourites') : t('rng.recent');
  return (
    <section className="games-section" aria-labelledby="rng-member-title">
      <h2 id="rng-member-title">{title}</h2>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={games.length === 0}
        emptyText={props.kind === 'favourites' ? t('state.noFavourites') : t('state.noRecent')}
        onRetry={() => void query.refetch()}
      >
        <GameList
          games={games}
          label={title}
          launcher={props.launcher}
          favourites={props.favourites}
          testId={`${props.kind}-games`}
        />
      </QueryState>
    </section>
  );
}

/** The filtered, searchable, virtualized game list of the selected vendor (§3 Game query). */
function GameGrid(props: { input: GameQueryInput; launcher: GameLauncher; favourites: Favourites }) {
  const { t } = useTranslation('games');
  const games = useInfiniteQuery(gameListQuery(props.input));
  // Each page's answer is laid out in a time-sliced pass, not in the answer's own task (issue 13).
  const shown = useDeferredData(games);
  const items = useMemo(() => shown.data?.pages.flatMap((page) => page.list) ?? [], [shown.data]);
  const total = shown.data?.pages[0]?.totalCount ?? items.length;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = games;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const { launcher, favourites } = props;
  return (
    <section className="games-section" aria-labelledby="rng-games-title">
      <h2 id="rng-games-title">{t('rng.games')}</h2>
      <QueryState
        isPending={shown.isPending}
        error={games.isFetchNextPageError ? null : games.error}
        isEmpty={items.length === 0}
        emptyText={t('state.noGames')}
        onRetry={() => void games.refetch()}
      >
        <p className="games-count" role="status" data-testid="game-count">
          {t('rng.count', { count: total })}
        </p>
        <VirtualGameGrid
          items={items}
          total={total}
          label={t('rng.games')}
          getKey={(game) => `${game.vendor}-${game.gameId}`}
          onEndReached={onEndReached}
          renderItem={(game) => (
            <GameTile
              game={game}
              favourites={favourites}
              busy={launcher.pending?.gameId === game.gameId}
              onLaunch={(g) => void launcher.launch(gameEntry(g))}
            />
          )}
        />
        {isFetchingNextPage ? (
          <p className="games-status" role="status">
            {t('state.loadingMore')}
          </p>
        ) : null}
        {games.isFetchNextPageError ? (
          <div className="games-status games-error" role="alert">
            <p>{t('state.loadMoreFailed')}</p>
            <Button variant="secondary" onClick={() => void fetchNextPage()}>
              {t('action.loadMore')}
            </Button>
          </div>
        ) : null}
      </QueryState>
    </section>
  );
}

/**
 * The slots lobby /rng (registry id `games.rngPage`, §2 "/rng (query vassalage or page)"): vendor
 * tabs (the chosen vendor is the `vassalage` query parameter; `page=favourites|recent` for a
 * logged-in player's lists), hot games, a debounced server-side name search and filters (classify,
 * min bet, lines from `GCSGAME_getVassGameType`), and the virtualized infinite game grid.
 * Everything chosen lives in the URL, so reload and back restore it.
 */
export function RngPage(_props: LayoutComponentProps) {
  const { t, i18n } = useTranslation(['games', 'layout']);
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const vassalage = params.get('vassalage') ?? '';
  const page =
    params.get('page') === 'favourites' || params.get('page') === 'recent' ? (params.get('page') ?? '') : '';
  const member = session.token !== null && !isTrial(session.member);
  const lanes = useQuery(vendorLanesQuery());
  const menus = useQuery(gameMenusQuery(i18n.language));
  const vendors = rngVendors(lanes.data ?? [], menus.data?.find((m) => m.gameType === 'RNG')?.vendors ?? []);
  const vendorTitle = vendors.find((v) => v.vassalage === vassalage)?.title ?? vassalage;
  const filters = useQuery({ ...vassGameTypeQuery(vassalage), enabled: vassalage !== '' && page === '' });
  const launcher = useLaunchGame();
  const favourites = useFavourites();

  const setParam = useCallback(
    (key: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: key === 'gameName' },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => setParam('gameName', value), [setParam]);

  const input: GameQueryInput = {
    gameType: 'RNG',
    vassalage: vassalage || undefined,
    gameClassify: params.get('classify') ?? undefined,
    minBet: numberParam(params.get('minBet')),
    minLineNum: numberParam(params.get('lines')),
    gameName: params.get('gameName') ?? undefined,
    language: i18n.language,
  };

  return (
    <div className="page games-page rng-page">
      <h1>{vassalage ? vendorTitle : t('layout:nav.rng')}</h1>
      <VendorTabs vendors={vendors} vassalage={vassalage} page={page} member={member} />
      {page === 'favourites' || page === 'recent' ? (
        member ? (
          <MemberGames kind={page} launcher={launcher} favourites={favourites} />
        ) : (
          <p className="games-status">{t('rng.loginForLists')}</p>
        )
      ) : (
        <>
          <HotGames vassalage={vassalage} launcher={launcher} favourites={favourites} />
          <div className="games-filters" role="search" aria-label={t('rng.filtersLabel')}>
            <SearchBox key={vassalage} initial={params.get('gameName') ?? ''} onSearch={onSearch} />
            {filters.data ? (
              <>
                <FilterSelect
                  label={t('rng.classify')}
                  testId="filter-classify"
                  value={params.get('classify') ?? ''}
                  options={filters.data.gameClassifies.map((c) => ({
                    value: c,
                    label: t(`classify.${c}`, { defaultValue: c }),
                  }))}
                  onChange={(value) => setParam('classify', value)}
                />
                <FilterSelect
                  label={t('rng.minBet')}
                  testId="filter-min-bet"
                  value={params.get('minBet') ?? ''}
                  options={filters.data.minBets.map((b) => ({ value: String(b), label: String(b) }))}
                  onChange={(value) => setParam('minBet', value)}
                />
                <FilterSelect
                  label={t('rng.lines')}
                  testId="filter-lines"
                  value={params.get('lines') ?? ''}
                  options={filters.data.lines.map((l) => ({
                    value: String(l),
                    label: t('rng.linesAtLeast', { count: l }),
                  }))}
                  onChange={(value) => setParam('lines', value)}
                />
              </>
            ) : null}
          </div>
          <GameGrid input={input} launcher={launcher} favourites={favourites} />
        </>
      )}
      <LaunchLayer launcher={launcher} />
    </div>
  );
}
