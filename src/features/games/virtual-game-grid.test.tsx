// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { columnsFor, VirtualGameGrid } from './virtual-game-grid';

afterEach(cleanup);
// jsdom does not implement scrolling; the virtualizer may ask for it when it re-measures.
beforeAll(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

const items = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, name: `Game ${i + 1}` }));

describe('VirtualGameGrid', () => {
  it('mounts only the rows near the viewport for 5,000 games', () => {
    // jsdom has no layout: the grid falls back to a 1024 px width and the window's 768 px height.
    render(
      <VirtualGameGrid
        items={items}
        label="Games"
        getKey={(item) => String(item.id)}
        renderItem={(item) => <button type="button">{item.name}</button>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Games' });
    const tiles = screen.getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThan(300);
    expect(tiles.length).toBeLessThan(items.length / 10);
    expect(screen.getByRole('button', { name: 'Game 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Game 5000' })).toBeNull();
    // The full length is still announced, and the scroll height covers every row.
    expect(tiles[0]?.getAttribute('aria-setsize')).toBe('5000');
    expect(tiles[0]?.getAttribute('aria-posinset')).toBe('1');
    const rows = Math.ceil(items.length / columnsFor(1024));
    expect(parseFloat(list.style.blockSize)).toBeGreaterThan(rows * 100);
  });

  it('asks for the next page only when the rendered rows reach the end', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <VirtualGameGrid
        items={items}
        label="Games"
        getKey={(item) => String(item.id)}
        renderItem={(item) => item.name}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(
      <VirtualGameGrid
        items={items.slice(0, 12)}
        label="Games"
        getKey={(item) => String(item.id)}
        renderItem={(item) => item.name}
        onEndReached={onEndReached}
      />,
    );
    expect(onEndReached).toHaveBeenCalled();
  });

  it('fits the column count to the width', () => {
    expect(columnsFor(288)).toBe(2); // a 320 px phone
    expect(columnsFor(358)).toBe(3); // a 390 px phone (issue 15)
    expect(columnsFor(320)).toBe(3);
    expect(columnsFor(1024)).toBe(6);
    expect(columnsFor(1600)).toBe(9);
  });
});
