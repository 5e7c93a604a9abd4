/** The `loading` and `fetchPriority` attributes of an `<img>`. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto' | 'low';
}

/**
 * How the image at `index` of a list loads (issue 13, LCP; §9 lazy-load defaults): the first
 * `eager` images (the first row, one of which is usually the page's largest paint) load at once,
 * the very first with high priority; the others load lazily as they near the view, with the
 * priority `rest` (`low` for slides that are off screen).
 * @param index place of the image in the list, from 0
 * @param eager how many images load at once (at least the first)
 * @param rest the fetch priority of the images after the first
 */
export function listImageLoading(index: number, eager: number, rest: 'auto' | 'low' = 'auto'): ImageLoading {
  return {
    loading: index < Math.max(1, eager) ? 'eager' : 'lazy',
    fetchPriority: index === 0 ? 'high' : rest,
  };
}
