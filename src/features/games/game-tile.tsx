import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../lib/api/games-types';
import type { Favourites } from './use-favourites';

// Generated art is only drawn for a game with no usable image: its own chunk (issue 13).
const GameArt = lazy(() => import('./game-art').then((m) => ({ default: m.GameArt })));

/** §9 lazy-load: 3 attempts, then the error placeholder. */
export const IMAGE_ATTEMPTS = 3;
/** Pause before retrying a failed image, per attempt already made (ms). */
const RETRY_DELAY_MS = 400;

/**
 * A lazily loaded image with intrinsic width/height (no layout shift) that retries up to
 * {@link IMAGE_ATTEMPTS} times in total, then shows a placeholder (§8 "Lazy images retry up to 3
 * times, then an error placeholder"). The image is decorative when `alt` is empty. `fallback`
 * (e.g. the generated game art) replaces the placeholder when there is no source or it failed.
 */
export function RetryingImage(props: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  fallback?: ReactNode;
}) {
  const { t } = useTranslation('games');
  const [attempt, setAttempt] = useState(1);
  const [waiting, setWaiting] = useState(false);
  const failed = attempt > IMAGE_ATTEMPTS || !props.src;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setTimeout(() => {
      setWaiting(false);
      setAttempt((n) => n + 1);
    }, RETRY_DELAY_MS * attempt);
    return () => window.clearTimeout(timer);
  }, [waiting, attempt]);

  if (failed && props.fallback !== undefined) return <>{props.fallback}</>;
  if (failed) {
    return (
      <span
        className={`image-placeholder ${props.className ?? ''}`}
        role={props.alt ? 'img' : undefined}
        aria-label={props.alt ? t('tile.imageFailed', { name: props.alt }) : undefined}
        data-testid="image-placeholder"
      >
        <span aria-hidden="true">🎮</span>
      </span>
    );
  }
  // A changed key remounts the element, so the browser requests the image again.
  return (
    <img
      key={attempt}
      className={props.className}
      src={props.src}
      alt={props.alt}
      width={props.width}
      height={props.height}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (attempt >= IMAGE_ATTEMPTS) setAttempt(IMAGE_ATTEMPTS + 1);
        else setWaiting(true);
      }}
    />
  );
}

/**
 * One game: a button named by the game (launches it) and a favourite toggle (`aria-pressed`,
 * labelled with the game's name). Shows hot/new/maintenance badges.
 */
export function GameTile(props: {
  game: Game;
  onLaunch: (game: Game) => void;
  favourites?: Favourites;
  busy?: boolean;
}) {
  const { t } = useTranslation('games');
  const { game, favourites } = props;
  const key = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
  const favourite = favourites?.isFavourite(key) ?? false;
  return (
    <div className="game-tile">
      <button
        type="button"
        className="game-tile-play"
        data-testid="game-tile"
        aria-disabled={game.maintenance || undefined}
        aria-busy={props.busy || undefined}
        aria-describedby={game.maintenance ? `maint-${game.vendor}-${game.gameId}` : undefined}
        onClick={() => {
          if (!game.maintenance) props.onLaunch(game);
        }}
      >
        <RetryingImage
          className="game-tile-image"
          src={game.thumbnail}
          alt=""
          width={game.thumbWidth || 200}
          height={game.thumbHeight || 200}
          fallback={
            <Suspense fallback={<span className="game-tile-image image-placeholder" aria-hidden="true" />}>
              <GameArt
                className="game-tile-image game-art"
                gameCode={game.gameCode}
                gameName={game.gameName}
                vendor={game.vendor}
                gameType={game.gameType}
              />
            </Suspense>
          }
        />
        <span className="game-tile-name">{game.gameName}</span>
      </button>
      <span className="game-tile-badges">
        {game.isHot ? <span className="badge">{t('tile.hot')}</span> : null}
        {game.isNew ? <span className="badge badge-new">{t('tile.new')}</span> : null}
        {game.maintenance ? (
          <span className="badge badge-muted" id={`maint-${game.vendor}-${game.gameId}`}>
            {t('tile.maintenance')}
          </span>
        ) : null}
      </span>
      {favourites ? (
        <button
          type="button"
          className="game-tile-favourite"
          data-testid="favourite-toggle"
          aria-pressed={favourite}
          aria-label={t('tile.favourite', { name: game.gameName })}
          onClick={() => favourites.toggle(key)}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      ) : null}
    </div>
  );
}
