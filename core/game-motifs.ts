/**
 * The game-category motifs (issue 11), in a module of their own: the site's icons (in the entry
 * every page loads) use the paths, while the art generator that also draws them
 * (core/game-art.ts) is only needed once a game tile's image fails (issue 13, the `/` budget).
 * Pure data.
 */

/**
 * The category motifs (24 × 24 grid, drawn with a round 2 px stroke): the site's category icons
 * use the same paths (src/components/icon.tsx).
 */
export const MOTIF_PATHS = {
  slots:
    'M5 4h10a2 2 0 012 2v12a2 2 0 01-2 2H5a2 2 0 01-2-2V6a2 2 0 012-2zM3 9h14M3 15h14M8.3 9v6M11.7 9v6M17 14h2a1 1 0 001-1V7.5M20 3.5a1.5 1.5 0 100 3 1.5 1.5 0 000-3z',
  cards:
    'M10 4h8a2 2 0 012 2v12a2 2 0 01-2 2h-8a2 2 0 01-2-2V6a2 2 0 012-2zM8 7.5L5.2 8.3a1 1 0 00-.7 1.2L7.7 20M14 9l-2.2 3 2.2 3 2.2-3z',
  fish: 'M2 12c2.5-4 8.5-5.5 13-3l5-3v12l-5-3c-4.5 2.5-10.5 1-13-3zM7 11.5v.01M11 9.5c1 1.5 1 3.5 0 5',
  ball: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7.5l3.8 2.8-1.5 4.5H9.7l-1.5-4.5zM12 7.5V3.5M15.8 10.3l4.2-1.4M14.3 14.8l2.6 3.6M9.7 14.8l-2.6 3.6M8.2 10.3L4 8.9',
  game: 'M6 8h12a4 4 0 014 4v1a3 3 0 01-5.4 1.8L15 13H9l-1.6 1.8A3 3 0 012 13v-1a4 4 0 014-4zM8 10v3M6.5 11.5h3',
  ticket:
    'M3 7a2 2 0 012-2h14a2 2 0 012 2v2.5a2.5 2.5 0 000 5V17a2 2 0 01-2 2H5a2 2 0 01-2-2v-2.5a2.5 2.5 0 000-5zM15 5v2M15 11v2M15 17v2M7 10h4M7 14h3',
  balls:
    'M8.5 8a5.5 5.5 0 100 11 5.5 5.5 0 000-11zM17 3.5a3 3 0 100 6 3 3 0 000-6zM17.5 13a3 3 0 100 6 3 3 0 000-6zM7.5 12l1.5-1v5',
  rooster:
    'M8 7l.5-3.5 2 2 1.5-2.5 1 3.5M8 7c-1.5.8-2.3 2.2-2 4L3.5 12l2.7 1c.3 4 2.6 7 6.3 7 3.6 0 6-2.6 6-6.5M18.5 13.5c0-4.5 1-7 3-8.5M18.5 13.5c.8-2.2 1.9-3.3 3.5-3.5M8.5 9.5v.01M11 20v2M14 20v2',
  dice: 'M6 3h12a3 3 0 013 3v12a3 3 0 01-3 3H6a3 3 0 01-3-3V6a3 3 0 013-3zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  /** A roulette wheel, for live casino. */
  roulette:
    'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8a4 4 0 100 8 4 4 0 000-8zM12 3v5M12 16v5M3 12h5M16 12h5M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
} as const;

/** A motif's name. */
export type Motif = keyof typeof MOTIF_PATHS;
