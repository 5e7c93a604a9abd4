import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { stringProp } from '../../../core/layout/props';
import { Empty, QueryState } from '../../components/states';
import { buttonClassName } from '../../components/button';
import type { LayoutComponentProps } from '../../layout/registry';
import { SiteLink } from '../../layout/links';
import {
  lotteryMenuQuery,
  popularLotteryQuery,
  PRIZE_MODES,
  recentLotteryQuery,
  type LotteryGameRef,
  type LotteryMenuGame,
} from '../../lib/api/lottery';
import { useSession } from '../../lib/session';
import { FavouriteStar } from './game-view';
import { formatCountdown } from '../../../core/lottery/schedule';
import { gameName } from './lottery-logic';
import { favouritesFirst, useLotteryFavourites } from './use-lottery-favourites';
import { KeyedGameView } from './vnlottery-page';
import { menuGames } from '../../../core/lottery/menu';
import './lottery.css';

/** `playType` of /lottery (§3 "view betting or lobby"); default `lobby`. */
export type PlayType = 'betting' | 'lobby';

/**
 * Where a lottery game is played: a Vietnamese daily game (`LOTT`) on /vnlottery, any other on
 * /lottery's betting view under the chosen prize mode.
 */
export function gameHref(game: Pick<LotteryGameRef, 'gameCode' | 'gameType'>, prizeMode?: string): string {
  const code = encodeURIComponent(game.gameCode);
  if (game.gameType === 'LOTT') return `/vnlottery?gameCode=${code}`;
  const mode = prizeMode ? `&prizeMode=${encodeURIComponent(prizeMode)}` : '';
  return `/lottery?gameCode=${code}&playType=betting${mode}`;
}

/** The device clock, re-read every `everyMs` (lobby countdowns). */
function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function GameCard({ game, prizeMode, now }: { game: LotteryMenuGame; prizeMode: string; now: number }) {
  const { t } = useTranslation('lottery');
  const open = now < game.lockAt;
  return (
    <li className="lot-game-card" data-testid={`lobby-game-${game.gameCode}`}>
      <div className="lot-row">
        <SiteLink to={gameHref(game, prizeMode)} className="lot-game-link">
          {gameName(t, game)}
        </SiteLink>
        <FavouriteStar gameCode={game.gameCode} label={gameName(t, game)} />
      </div>
      <p className="lot-muted">
        {open ? (
          <>
            {t('cycle.closesIn')} <span dir="ltr">{formatCountdown(game.lockAt - now)}</span>
          </>
        ) : now < game.nextDrawAt ? (
          <>
            {t('cycle.closed')} · {t('cycle.drawIn')}{' '}
            <span dir="ltr">{formatCountdown(game.nextDrawAt - now)}</span>
          </>
        ) : (
          t('cycle.drawing')
        )}
      </p>
      {game.stations.some((s) => s.stationCode !== game.gameCode) ? (
        <p className="lot-muted">{game.stations.map((s) => s.name).join(', ')}</p>
      ) : null}
    </li>
  );
}

function GameLinks({
  title,
  games,
  prizeMode,
  testId,
}: {
  title: string;
  games: readonly LotteryGameRef[];
  prizeMode: string;
  testId: string;
}) {
  const { t } = useTranslation('lottery');
  const ids = useId();
  if (games.length === 0) return null;
  return (
    <section className="lot-card" aria-labelledby={`${ids}-title`} data-testid={testId}>
      <h2 id={`${ids}-title`}>{title}</h2>
      <ul className="lot-link-list">
        {games.map((game) => (
          <li key={game.gameCode}>
            <SiteLink to={gameHref(game, prizeMode)}>{gameName(t, game)}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The lottery lobby: the prize-mode switch (§3 Lott, ZY, Elott, SEA — reloads the menu), the
 * member's favourites, the menu grouped by `gameGroupCode` with a countdown per game (favourites
 * first), popular games (count 20) and, logged in, the recent ones.
 */
function Lobby({
  prizeMode,
  setPrizeMode,
}: {
  prizeMode: string | undefined;
  setPrizeMode: (mode: string) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const ids = useId();
  const session = useSession();
  const now = useNow();
  const menu = useQuery(lotteryMenuQuery({ prizeMode }));
  const mode = menu.data?.prizeMode ?? prizeMode ?? '';
  const modes = menu.data?.prizeModes.length ? menu.data.prizeModes : [...PRIZE_MODES];
  const popular = useQuery(popularLotteryQuery(prizeMode, i18n.language));
  const recent = useQuery({
    ...recentLotteryQuery(session.member?.account ?? '', prizeMode),
    enabled: session.token !== null,
  });
  const { favourites } = useLotteryFavourites();
  const all = menuGames(menu.data);
  const favouriteGames = favourites
    .map((code) => all.find((g) => g.gameCode === code))
    .filter((g): g is LotteryMenuGame => g !== undefined);
  return (
    <>
      <div className="lot-chips" role="group" aria-labelledby={`${ids}-modes`}>
        <span id={`${ids}-modes`} className="lot-label">
          {t('lobby.prizeMode')}
        </span>
        {modes.map((m) => (
          <button
            key={m}
            type="button"
            className="lot-chip"
            aria-pressed={m === mode}
            data-testid={`prize-mode-${m}`}
            onClick={() => setPrizeMode(m)}
          >
            {t(`prizeMode.${m}`, { defaultValue: m })}
          </button>
        ))}
      </div>
      <QueryState
        isPending={menu.isPending}
        error={menu.error}
        isEmpty={all.length === 0}
        emptyText={t('lobby.noGames')}
        onRetry={() => void menu.refetch()}
      >
        {favouriteGames.length > 0 ? (
          <section className="lot-card" aria-labelledby={`${ids}-fav`} data-testid="lobby-favourites">
            <h2 id={`${ids}-fav`}>{t('lobby.favourites')}</h2>
            <ul className="lot-game-cards">
              {favouriteGames.map((game) => (
                <GameCard key={game.gameCode} game={game} prizeMode={mode} now={now} />
              ))}
            </ul>
          </section>
        ) : null}
        {(menu.data?.gameMenus ?? []).map((group) => (
          <section
            key={group.gameGroupCode}
            className="lot-card"
            aria-labelledby={`${ids}-${group.gameGroupCode}`}
            data-testid={`lobby-group-${group.gameGroupCode}`}
          >
            <h2 id={`${ids}-${group.gameGroupCode}`}>
              {t(`lottery:groups.${group.gameGroupCode}`, { defaultValue: group.labelName })}
            </h2>
            <ul className="lot-game-cards">
              {favouritesFirst(group.games, favourites).map((game) => (
                <GameCard key={game.gameCode} game={game} prizeMode={mode} now={now} />
              ))}
            </ul>
          </section>
        ))}
      </QueryState>
      {/* The lists below the games wait for them, so the games do not push them down when they
          arrive (issue 13, CLS on /lottery). */}
      {menu.isPending ? null : (
        <GameLinks
          title={t('lobby.popular')}
          games={popular.data ?? []}
          prizeMode={mode}
          testId="lobby-popular"
        />
      )}
      {session.token && !menu.isPending ? (
        <GameLinks
          title={t('lobby.recent')}
          games={recent.data ?? []}
          prizeMode={mode}
          testId="lobby-recent"
        />
      ) : null}
    </>
  );
}

function Betting({ gameCode, prizeMode }: { gameCode: string; prizeMode: string | undefined }) {
  const { t } = useTranslation('lottery');
  const menu = useQuery(lotteryMenuQuery({ prizeMode }));
  const game = menuGames(menu.data).find((g) => g.gameCode === gameCode);
  const lobbyHref = `/lottery${prizeMode ? `?prizeMode=${encodeURIComponent(prizeMode)}` : ''}`;
  return (
    <>
      <SiteLink to={lobbyHref} className={buttonClassName('ghost')}>
        {t('lobby.back')}
      </SiteLink>
      <QueryState
        isPending={menu.isPending}
        error={menu.error}
        isEmpty={false}
        emptyText=""
        onRetry={() => void menu.refetch()}
      >
        {game && menu.data ? (
          <KeyedGameView game={game} menu={menu.data} />
        ) : (
          <Empty text={t('lobby.gameNotFound')} />
        )}
      </QueryState>
    </>
  );
}

/**
 * /lottery (registry id `lottery.lotteryPage`; §2 "Lottery, header only; optional query gameCode and
 * playType"): `gameCode` + `playType=betting` opens that game's betting view (the same view as
 * /vnlottery), anything else the lobby. `prizeMode` (query) is the chosen prize mode.
 */
export function LotteryPage({ node }: LayoutComponentProps) {
  const { t } = useTranslation(['lottery', 'layout']);
  const [params, setParams] = useSearchParams();
  const gameCode = params.get('gameCode');
  const playType: PlayType = params.get('playType') === 'betting' && gameCode ? 'betting' : 'lobby';
  const prizeMode = params.get('prizeMode') ?? undefined;
  const setPrizeMode = (mode: string): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('prizeMode', mode);
        return next;
      },
      { replace: true },
    );
  };
  return (
    <div className="page lot-page">
      <h1>{t(stringProp(node, 'title', 'layout:page.lottery'))}</h1>
      {playType === 'betting' && gameCode ? (
        <Betting gameCode={gameCode} prizeMode={prizeMode} />
      ) : (
        <Lobby prizeMode={prizeMode} setPrizeMode={setPrizeMode} />
      )}
    </div>
  );
}
