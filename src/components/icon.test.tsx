// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, ICON_BY_PROP, iconFor } from './icon';

afterEach(cleanup);

/** Every category of §1 with the layout `icon` value routes.json and chrome.json use. */
const CATEGORIES = [
  'rng',
  'live',
  'fish',
  'pvp',
  'sports',
  'esports',
  'cockfight',
  'lottery',
  'elott',
  'vnlottery',
  'inhouse',
  'pointMall',
  'promotions',
];

describe('category icons', () => {
  it('gives every game category its own icon', () => {
    const icons = CATEGORIES.map(iconFor);
    expect(new Set(icons).size).toBe(CATEGORIES.length);
    expect(icons).not.toContain('grid');
  });

  it('draws a distinct path per category icon', () => {
    const paths = CATEGORIES.map((category) => {
      const { container } = render(<Icon name={iconFor(category)} />);
      const d = container.querySelector('path')?.getAttribute('d') ?? '';
      cleanup();
      return d;
    });
    expect(paths.every((d) => d.length > 10)).toBe(true);
    expect(new Set(paths).size).toBe(CATEGORIES.length);
  });

  it('falls back to a neutral grid for an unknown name, never the game pad', () => {
    expect(iconFor('nope')).toBe('grid');
    expect(ICON_BY_PROP.esports).toBe('game');
  });

  it('is decorative: aria-hidden and not focusable', () => {
    const { container } = render(<Icon name="slots" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
  });
});
