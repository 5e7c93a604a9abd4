import { describe, expect, it } from 'vitest';
import { gameArtStyle, gameArtSvg, hashCode, nameLines } from './game-art';

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

describe('gameArtSvg', () => {
  const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

  it('shows the vendor badge, the name and the category motif', () => {
    const svg = gameArtSvg(
      { gameCode: 'evo-1', gameName: 'Lightning Roulette', vendor: 'evo', gameType: 'LIVE' },
      { label: 'Lightning Roulette · evo' },
    );
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('role="img" aria-label="Lightning Roulette · evo"');
    expect(svg).toContain('data-motif="roulette"');
    expect(texts(svg)).toEqual(['EVO', 'Lightning', 'Roulette']);
  });

  it('picks a motif per category and is decorative without a label', () => {
    const motif = (gameType: Parameters<typeof gameArtSvg>[0]['gameType']) =>
      /data-motif="([a-z]+)"/.exec(gameArtSvg({ gameCode: 'c', gameName: 'G', vendor: 'V', gameType }))?.[1];
    expect(motif('RNG')).toBe('slots');
    expect(motif('PVP')).toBe('cards');
    expect(motif('FISH')).toBe('fish');
    expect(motif('SPORTS')).toBe('ball');
    expect(motif('LOTT')).toBe('balls');
    expect(motif('COCKFIGHT')).toBe('rooster');
    expect(motif('INHOUSE')).toBe('dice');
    expect(gameArtSvg({ gameCode: 'c', gameName: 'G', vendor: 'V', gameType: 'RNG' })).toContain(
      'aria-hidden="true"',
    );
  });

  it('is the same for the same game, sized as asked, with the text escaped', () => {
    const game = {
      gameCode: 'jili-9',
      gameName: 'Ocean <King> & "Co"',
      vendor: 'JILI',
      gameType: 'FISH',
    } as const;
    expect(gameArtSvg(game)).toBe(gameArtSvg(game));
    expect(gameArtSvg(game, { width: 240, height: 180 })).toContain('width="240" height="180"');
    expect(gameArtSvg(game)).not.toContain('<King>');
    expect(texts(gameArtSvg(game)).join(' ')).toContain('&#60;King&#62;');
  });
});
