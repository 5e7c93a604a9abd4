/** §9 pagination defaults: pages shown around the current one, and at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

/** One item of the pager: a page number, or a gap (`…`) between two runs of pages. */
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * The page buttons for `current` of `total` (§9: page range 3, margin pages 1), as in
 * react-paginate: the first and last `marginPages` pages, a window of `pageRange` pages around the
 * current one (shifted to stay `pageRange` wide near the ends), gaps elsewhere. A gap that would
 * hide a single page shows that page instead. Pages are 1-based.
 */
export function pageItems(
  current: number,
  total: number,
  pageRange = PAGE_RANGE,
  marginPages = MARGIN_PAGES,
): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= pageRange + 2 * marginPages) {
    return Array.from({ length: total }, (_, i) => ({ type: 'page', page: i + 1 }));
  }
  let start = page - Math.floor((pageRange - 1) / 2);
  let end = start + pageRange - 1;
  if (start < 1) {
    start = 1;
    end = pageRange;
  }
  if (end > total) {
    end = total;
    start = total - pageRange + 1;
  }
  const shown = new Set<number>();
  for (let p = 1; p <= marginPages; p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = total - marginPages + 1; p <= total; p += 1) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
