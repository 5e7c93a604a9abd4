import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LayoutComponentProps } from '../../layout/registry';
import { SiteLink } from '../../layout/links';
import { readGameFrame } from './game-frame-store';
import { useGameWalletRecall } from './use-game-wallet-recall';
import { recallFunds } from './use-launch-game';
import './games.css';
import { Button, buttonClassName } from '../../components/button';

/** A frame that has not loaded after this long counts as failed (ms). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;

/**
 * iframe sandbox of a vendor on its own origin: it runs scripts and forms, keeps its own origin
 * (its cookies, storage and API, which real vendor pages need) and may open its own popups —
 * never `allow-top-navigation`. The same-origin policy keeps a cross-origin frame out of this page.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

/**
 * iframe sandbox of a game served from this site's own origin (the reference server's vendor
 * simulator): `allow-scripts` with `allow-same-origin` would let it remove its own sandbox and
 * reach this page's storage (Chromium warns "can escape its sandboxing"), so it runs in an opaque
 * origin; the simulator calls its API with the one-time launch token, which needs no origin.
 */
export const FRAME_SANDBOX_SAME_ORIGIN = 'allow-scripts allow-forms allow-popups';

/** The sandbox for a game URL: {@link FRAME_SANDBOX_SAME_ORIGIN} when it is on this page's origin. */
export function frameSandbox(url: string, pageOrigin: string = window.location.origin): string {
  try {
    return new URL(url, pageOrigin).origin === pageOrigin ? FRAME_SANDBOX_SAME_ORIGIN : FRAME_SANDBOX;
  } catch {
    return FRAME_SANDBOX_SAME_ORIGIN;
  }
}

/**
 * The embedded game (registry id `games.gamePage`; §2 /game "embedded game frame, header only"
 * and /seamless, whose chrome the route hides): the URL stored by the launch in a sandboxed
 * iframe titled with the game's name. A frame that fails (`error` event, or no `load` within
 * {@link FRAME_LOAD_TIMEOUT_MS}) shows a message with Retry and Back. Back returns to the lobby the
 * game was launched from; leaving the page by any way (Back, a header link, the back button,
 * closing the tab) recalls the game wallets' funds, and the header balance is refetched while the
 * frame is open ({@link useGameWalletRecall}, docs/contract-wallet.md "Money never strands").
 */
export function GamePage(_props: LayoutComponentProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [frame] = useState(readGameFrame);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const { resumes } = useGameWalletRecall(frame ? frame.info.vendor : null);

  useEffect(() => {
    if (status !== 'loading') return undefined;
    const timer = window.setTimeout(() => setStatus('failed'), FRAME_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status, attempt]);

  const back = useCallback(() => {
    void recallFunds(queryClient);
    void navigate(frame?.info.returnTo ?? '/');
  }, [frame, navigate, queryClient]);

  const retry = (): void => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  if (!frame) {
    return (
      <div className="page empty-state">
        <h1>{t('frame.noGameTitle')}</h1>
        <p>{t('frame.noGame')}</p>
        <SiteLink to="/" className={buttonClassName('primary')}>
          {t('frame.backHome')}
        </SiteLink>
      </div>
    );
  }

  const title = frame.info.gameName || t('frame.untitled');
  return (
    <div className="game-frame-page">
      <div className="game-frame-bar">
        <Button variant="secondary" data-testid="game-back" onClick={back}>
          {t('frame.back')}
        </Button>
        <h1 className="game-frame-title">{title}</h1>
      </div>
      {status === 'failed' ? (
        <div className="games-status games-error" role="alert" data-testid="game-frame-error">
          <p>{t('frame.failed')}</p>
          <div className="games-actions">
            <Button variant="primary" onClick={retry}>
              {t('frame.retry')}
            </Button>
            <Button variant="secondary" onClick={back}>
              {t('frame.back')}
            </Button>
          </div>
        </div>
      ) : null}
      <iframe
        key={`${attempt}-${resumes}`}
        className="game-frame"
        data-testid="game-frame"
        src={frame.url}
        title={title}
        sandbox={frameSandbox(frame.url)}
        allow="fullscreen; autoplay"
        hidden={status === 'failed'}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
      {status === 'loading' ? (
        <p className="games-status" role="status">
          {t('frame.loading')}
        </p>
      ) : null}
    </div>
  );
}
