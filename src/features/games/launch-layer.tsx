import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameLauncher } from './use-launch-game';

// The dialogs (Radix dialog, the vassalage game list) are fetched when a launch first needs one:
// a lobby that launches nothing downloads none of it (issue 13).
const LaunchDialogs = lazy(() => import('./launch-dialogs'));

/**
 * What a launch shows on top of a lobby: a busy notice while launching, the §8 error dialog
 * (game maintenance, invalid URL → contact customer service, network → Retry) and the vassalage
 * popup. Every lobby renders it once with its {@link GameLauncher}.
 */
export function LaunchLayer({ launcher }: { launcher: GameLauncher }) {
  const { t } = useTranslation(['games', 'common']);
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {launcher.pending
          ? t('games:launch.launching', { name: launcher.pending.gameName ?? launcher.pending.vendor })
          : ''}
      </p>
      {launcher.popup || launcher.failure ? (
        <Suspense fallback={null}>
          <LaunchDialogs launcher={launcher} />
        </Suspense>
      ) : null}
    </>
  );
}
