import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Narrowest tile (CSS px); the column count follows the grid's width. */
export const MIN_TILE_WIDTH = 150;
/** Height of a tile's caption under its square image (CSS px). */
export const TILE_CAPTION_HEIGHT = 56;
export const GRID_GAP = 12;
/** Rows rendered above and below the viewport. */
const OVERSCAN_ROWS = 3;
/** Fetch the next page when the last rendered row is this close to the end. */
const PREFETCH_ROWS = 4;
/** Width used before the grid is measured (and in environments without layout). */
const FALLBACK_WIDTH = 1024;

/** Below this grid width (CSS px) the phone's tiles apply (issue 15: 3 games per row at 390 px). */
export const PHONE_GRID_WIDTH = 600;
/** Narrowest tile on a phone (CSS px). */
export const PHONE_MIN_TILE_WIDTH = 100;
export const PHONE_GRID_GAP = 8;

/** The gap between tiles (CSS px) for a grid `width` wide. */
export function gapFor(width: number): number {
  return width < PHONE_GRID_WIDTH ? PHONE_GRID_GAP : GRID_GAP;
}

/**
 * Columns that fit `width` (CSS px): tiles at least {@link MIN_TILE_WIDTH} wide, or on a phone
 * (below {@link PHONE_GRID_WIDTH}) at least {@link PHONE_MIN_TILE_WIDTH}; never fewer than 2.
 */
export function columnsFor(width: number): number {
  const phone = width < PHONE_GRID_WIDTH;
  const tile = phone ? PHONE_MIN_TILE_WIDTH : MIN_TILE_WIDTH;
  const gap = gapFor(width);
  return Math.max(2, Math.floor((width + gap) / (tile + gap)));
}

/**
 * A window-scrolled, row-virtualized grid (`@tanstack/react-virtual`): only the rows in and near
 * the viewport are mounted, so 5,000 games stay smooth (a few dozen tiles in the DOM). The column
 * count follows the grid's width (ResizeObserver); tiles are square images plus a caption, so a
 * row's height is known without measuring. Asks for the next page (`onEndReached`) when the
 * rendered rows come near the end. The grid is a `list` whose items carry `aria-setsize` and
 * `aria-posinset`, so assistive technology knows the full length.
 */
export function VirtualGameGrid<T>(props: {
  items: readonly T[];
  /** Total when known (for aria-setsize), else the loaded count. */
  total?: number;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  onEndReached?: () => void;
}) {
  const { items, onEndReached } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const measure = (): void => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
      setScrollMargin(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const gap = gapFor(width);
  const tileWidth = (width - gap * (columns - 1)) / columns;
  const rowHeight = Math.round(tileWidth + TILE_CAPTION_HEIGHT + gap);
  const rowCount = Math.ceil(items.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight, columns]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onEndReached && rowCount > 0 && lastRow >= rowCount - PREFETCH_ROWS) onEndReached();
  }, [lastRow, rowCount, onEndReached]);

  const setSize = props.total ?? items.length;
  return (
    <div
      ref={containerRef}
      className="virtual-grid"
      role="list"
      aria-label={props.label}
      style={{ blockSize: virtualizer.getTotalSize(), position: 'relative' }}
    >
      {rows.map((row) => {
        const start = row.index * columns;
        return (
          <div
            key={row.key}
            role="none"
            className="virtual-grid-row"
            style={{
              position: 'absolute',
              insetInlineStart: 0,
              insetBlockStart: 0,
              inlineSize: '100%',
              blockSize: rowHeight - gap,
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap,
            }}
          >
            {items.slice(start, start + columns).map((item, offset) => (
              <div
                key={props.getKey(item)}
                role="listitem"
                aria-setsize={setSize}
                aria-posinset={start + offset + 1}
              >
                {props.renderItem(item)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
