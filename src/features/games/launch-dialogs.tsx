import * as Dialog from '@radix-ui/react-dialog';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gameListQuery } from '../../lib/api/games';
import { gameEntry } from './launch-logic';
import { GameTile } from './game-tile';
import { QueryState } from '../../components/states';
import { useFavourites } from './use-favourites';
import type { GameLauncher } from './use-launch-game';
import { Button } from '../../components/button';

/** A modal dialog in the games look (Radix: focus trap, Escape closes, title announced). */
export function GamesDialog(props: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
}) {
  const { t } = useTranslation('games');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="games-overlay" />
        <Dialog.Content
          className={`games-dialog${props.wide ? ' games-dialog-wide' : ''}`}
          data-testid={props.testId}
          role={props.role ?? 'dialog'}
          aria-describedby={undefined}
        >
          <div className="games-dialog-head">
            <Dialog.Title className="games-dialog-title">{props.title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('action.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <div className="games-dialog-body">{props.children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** §2 "Game popup (list of games for a vassalage)": the vendor's games, each launchable. */
export function VassalagePopup({ launcher }: { launcher: GameLauncher }) {
  const { t, i18n } = useTranslation('games');
  const popup = launcher.popup;
  const favourites = useFavourites();
  const games = useInfiniteQuery({
    ...gameListQuery({ vassalage: popup?.vassalage ?? '', language: i18n.language }),
    enabled: popup !== null,
  });
  if (!popup) return null;
  const list = games.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <GamesDialog
      title={t('popup.title', { vendor: popup.title })}
      onClose={launcher.closePopup}
      testId="vassalage-popup"
      wide
    >
      <QueryState
        isPending={games.isPending}
        error={games.error}
        isEmpty={list.length === 0}
        emptyText={t('state.noGames')}
        onRetry={() => void games.refetch()}
      >
        <ul className="game-row-list popup-games" aria-label={t('popup.listLabel', { vendor: popup.title })}>
          {list.map((game) => (
            <li key={`${game.vendor}-${game.gameId}`}>
              <GameTile
                game={game}
                favourites={favourites}
                busy={launcher.pending?.gameId === game.gameId}
                onLaunch={(g) => void launcher.launch(gameEntry(g))}
              />
            </li>
          ))}
        </ul>
        {games.hasNextPage ? (
          <Button
            variant="secondary"
            disabled={games.isFetchingNextPage}
            onClick={() => void games.fetchNextPage()}
          >
            {t('action.loadMore')}
          </Button>
        ) : null}
      </QueryState>
    </GamesDialog>
  );
}

/** The §8 launch error dialog: game maintenance, invalid URL → contact customer service, network → Retry. */
export function LaunchFailure({ launcher }: { launcher: GameLauncher }) {
  const { t } = useTranslation(['games', 'common']);
  const failure = launcher.failure;
  if (!failure) return null;
  return (
    <GamesDialog
      title={t('games:launch.failedTitle')}
      onClose={launcher.dismiss}
      testId="launch-error"
      role="alertdialog"
    >
      <p>{t(failure.key)}</p>
      {failure.serverMessage ? <p className="games-server-message">{failure.serverMessage}</p> : null}
      <div className="games-actions">
        {failure.retryable ? (
          <Button variant="primary" onClick={launcher.retry}>
            {t('common:action.retry')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={launcher.dismiss}>
          {t('games:action.close')}
        </Button>
      </div>
    </GamesDialog>
  );
}

/** The launch layer's dialogs (lazy chunk of launch-layer.tsx): the vassalage popup and the failure. */
export default function LaunchDialogs({ launcher }: { launcher: GameLauncher }) {
  return (
    <>
      {launcher.popup ? <VassalagePopup launcher={launcher} /> : null}
      <LaunchFailure launcher={launcher} />
    </>
  );
}
