// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import type { Game } from '../../lib/api/games-types';
import { gameArtSvg } from '../../../core/game-art';
import { GameArt } from './game-art';
import { GameTile, IMAGE_ATTEMPTS } from './game-tile';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function game(overrides: Partial<Game> = {}): Game {
  return {
    gameId: 7,
    nodeId: 7,
    gameCode: 'pg-fortune-tiger',
    gameName: 'Fortune Tiger',
    vendor: 'PG',
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: 'slot',
    minBet: 1,
    lines: 5,
    isHot: false,
    isNew: false,
    thumbnail: '',
    thumbWidth: 240,
    thumbHeight: 240,
    maintenance: false,
    ...overrides,
  };
}

describe('GameArt', () => {
  it('shows the shared generated art as an image named by the game and vendor', () => {
    render(
      <GameArt
        gameCode="evo-1"
        gameName="Lightning Roulette"
        vendor="evo"
        gameType="LIVE"
        decorative={false}
      />,
    );
    const art = screen.getByRole('img', { name: 'Lightning Roulette · evo' });
    expect(art.getAttribute('data-motif')).toBe('roulette');
    const svg = decodeURIComponent(art.getAttribute('src')?.replace('data:image/svg+xml,', '') ?? '');
    expect(svg).toBe(
      gameArtSvg({ gameCode: 'evo-1', gameName: 'Lightning Roulette', vendor: 'evo', gameType: 'LIVE' }),
    );
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<GameArt gameCode="c" gameName="G" vendor="V" gameType="RNG" />);
    expect(screen.getByTestId('game-art').getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('GameTile with no image', () => {
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18next}>
      <Suspense fallback={null}>{node}</Suspense>
    </I18nextProvider>
  );

  it('draws the game art instead of a placeholder, inside the button named by the game', async () => {
    render(wrap(<GameTile game={game()} onLaunch={() => undefined} />));
    const button = await screen.findByRole('button', { name: 'Fortune Tiger' });
    expect(button.querySelector('[data-testid="game-art"]')).not.toBeNull();
    expect(screen.queryByTestId('image-placeholder')).toBeNull();
  });

  it('falls back to the art after the image failed every attempt', async () => {
    render(wrap(<GameTile game={game({ thumbnail: '/img/none.png' })} onLaunch={() => undefined} />));
    await screen.findByRole('button', { name: 'Fortune Tiger' });
    for (let i = 0; i < IMAGE_ATTEMPTS; i += 1) {
      const img = document.querySelector('img');
      expect(img).not.toBeNull();
      fireEvent.error(img as HTMLImageElement);
      await new Promise((resolve) => setTimeout(resolve, 400 * (i + 1) + 20));
    }
    // The thumbnail is gone; the generated art (an image of its own) stands in.
    expect(document.querySelector('img:not([data-testid="game-art"])')).toBeNull();
    expect(screen.getByTestId('game-art')).toBeTruthy();
  }, 10_000);
});
