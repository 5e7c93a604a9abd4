// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../../i18n/index';
import type { Game } from '../../lib/api/games-types';
import { GameArt, gameArtStyle, hashCode, nameLines } from './game-art';
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

describe('gameArtStyle', () => {
  it('is the same for the same game code', () => {
    expect(gameArtStyle('pg-fortune-tiger')).toEqual(gameArtStyle('pg-fortune-tiger'));
    expect(hashCode('abc')).toBe(hashCode('abc'));
  });

  it('differs between game codes', () => {
    const codes = ['a', 'b', 'pg-1', 'pg-2', 'evo-lightning', 'jili-fish'];
    const bases = new Set(codes.map((code) => gameArtStyle(code).base));
    expect(bases.size).toBeGreaterThan(codes.length - 2);
  });

  it('keeps sparkles inside the art', () => {
    for (const code of ['x', 'y', 'zz', 'long-game-code-123']) {
      for (const s of gameArtStyle(code).sparkles) {
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.x).toBeLessThanOrEqual(200);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeLessThanOrEqual(140);
      }
    }
  });
});

describe('nameLines', () => {
  it('keeps a short name on one line', () => {
    expect(nameLines('Fortune Tiger')).toEqual(['Fortune Tiger']);
  });
  it('wraps at a word and cuts the second line with an ellipsis', () => {
    const lines = nameLines('Lightning Roulette Extreme Edition');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Lightning');
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
  it('breaks a name without spaces by characters, counting CJK as wide', () => {
    const lines = nameLines('超级无敌幸运大奖老虎机器人游戏大厅欢迎');
    expect(lines[0]).toBe('超级无敌幸运大奖');
    expect(lines[1]?.endsWith('…')).toBe(true);
  });
  it('gives nothing for an empty name', () => {
    expect(nameLines('   ')).toEqual([]);
  });
});

describe('GameArt', () => {
  it('shows the name, the vendor badge and the category motif', () => {
    const { container } = render(
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
    const texts = [...container.querySelectorAll('text')].map((node) => node.textContent);
    expect(texts).toEqual(['EVO', 'Lightning', 'Roulette']);
  });

  it('picks a motif per category', () => {
    const motif = (gameType: Game['gameType']) => {
      const { container } = render(<GameArt gameCode="c" gameName="G" vendor="V" gameType={gameType} />);
      const value = container.querySelector('svg')?.getAttribute('data-motif');
      cleanup();
      return value;
    };
    expect(motif('RNG')).toBe('slots');
    expect(motif('PVP')).toBe('cards');
    expect(motif('FISH')).toBe('fish');
    expect(motif('SPORTS')).toBe('ball');
    expect(motif('LOTT')).toBe('balls');
    expect(motif('COCKFIGHT')).toBe('rooster');
    expect(motif('INHOUSE')).toBe('dice');
  });

  it('renders the same markup for the same game', () => {
    const a = render(<GameArt gameCode="jili-9" gameName="Ocean King" vendor="JILI" gameType="FISH" />);
    const first = a.container.innerHTML;
    cleanup();
    const b = render(<GameArt gameCode="jili-9" gameName="Ocean King" vendor="JILI" gameType="FISH" />);
    expect(b.container.innerHTML).toBe(first);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<GameArt gameCode="c" gameName="G" vendor="V" gameType="RNG" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
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
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('game-art')).toBeTruthy();
  }, 10_000);
});
