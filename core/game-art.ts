/**
 * Generated game art (issue 11 "game art that reads as a game"): one SVG per game — colours from
 * its code, the motif of its category, a vendor badge and its name — drawn the same way by the
 * reference server (the catalogue's thumbnails, `GET /img/games/<id>.svg`) and by the site (a
 * game whose image fails to load). Pure: strings in, a string out.
 */
import type { GameCategory } from '../schemas/generated/api.ts';

/** Side of the square art in SVG units; the element scales to its box (`slice`, centred). */
export const GAME_ART_SIZE = 200;

/** Most visual characters (a CJK character counts 2) on one line of the name. */
const LINE_WIDTH = 16;

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

/** The motif of each category (§1): reels for slots, a wheel for live, cards for pvp, and so on. */
export const CATEGORY_MOTIF: Readonly<Record<GameCategory, Motif>> = {
  RNG: 'slots',
  LIVE: 'roulette',
  PVP: 'cards',
  FISH: 'fish',
  SPORTS: 'ball',
  ESPORTS: 'game',
  ELOTT: 'ticket',
  LOTT: 'balls',
  COCKFIGHT: 'rooster',
  INHOUSE: 'dice',
};

/** A small four-point sparkle centred on 0,0. */
const SPARKLE = 'M0-6L1.5-1.5 6 0 1.5 1.5 0 6-1.5 1.5-6 0-1.5-1.5z';

/**
 * 32-bit FNV-1a hash of a string: the same game code always gives the same art.
 *
 * @returns an unsigned 32-bit integer
 */
export function hashCode(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Colours and decoration of one game's art, all derived from its code. */
export interface GameArtStyle {
  /** Background colour (CSS hsl()). */
  base: string;
  /** The diagonal second tone (CSS hsl()). */
  accent: string;
  /** Sparkles: x, y in SVG units and a scale. */
  sparkles: readonly { x: number; y: number; scale: number }[];
}

/**
 * The deterministic style of a game's art: two hues apart by 30–89° from {@link hashCode} of
 * `gameCode`, dark enough (lightness ≤ 34 %) that the white motif stands out, and three sparkles.
 */
export function gameArtStyle(gameCode: string): GameArtStyle {
  const hash = hashCode(gameCode);
  const hue = hash % 360;
  const accentHue = (hue + 30 + ((hash >>> 9) % 60)) % 360;
  const saturation = 55 + ((hash >>> 15) % 25);
  const sparkles = [0, 1, 2].map((i) => {
    const bits = hash >>> (i * 7);
    return {
      x: 20 + (bits % 160),
      y: 14 + ((bits >>> 3) % 40) + (i === 2 ? 60 : 0),
      scale: 0.6 + (i % 2) * 0.5,
    };
  });
  return {
    base: `hsl(${hue} ${saturation}% 30%)`,
    accent: `hsl(${accentHue} ${saturation}% 20%)`,
    sparkles,
  };
}

/** Width of a string as the name lines count it: CJK and other wide characters count 2. */
function visualWidth(text: string): number {
  let width = 0;
  for (const char of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(char) ? 2 : 1;
  return width;
}

/** Cuts `text` to at most `width` visual characters, ending with an ellipsis when cut. */
function clip(text: string, width: number): string {
  if (visualWidth(text) <= width) return text;
  let out = '';
  for (const char of text) {
    if (visualWidth(out + char) > width - 1) break;
    out += char;
  }
  return `${out.trimEnd()}…`;
}

/**
 * The game's name in at most two lines of about {@link LINE_WIDTH} characters: words fill the first
 * line, the rest goes to the second, which ends with "…" when it does not fit. A single long
 * word (or a name without spaces, as in Chinese) is cut by characters.
 */
export function nameLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  if (visualWidth(name.trim()) <= LINE_WIDTH) return [name.trim()];
  let first = '';
  let index = 0;
  while (index < words.length) {
    const next = first ? `${first} ${words[index]}` : (words[index] ?? '');
    if (visualWidth(next) > LINE_WIDTH) break;
    first = next;
    index += 1;
  }
  if (!first) {
    // The first word alone is too long: break it by characters.
    const word = words[0] ?? '';
    const chars = [...word];
    let cut = '';
    for (const char of chars) {
      if (visualWidth(cut + char) > LINE_WIDTH) break;
      cut += char;
    }
    const rest = [word.slice(cut.length), ...words.slice(1)].join(' ').trim();
    return rest ? [cut, clip(rest, LINE_WIDTH)] : [cut];
  }
  const rest = words.slice(index).join(' ');
  return rest ? [first, clip(rest, LINE_WIDTH)] : [first];
}

/** What the art shows: the game (§3 game fields). */
export interface GameArtInput {
  /** Seeds the colours and sparkles (§3 game `gameCode`); empty → vendor and name. */
  gameCode: string;
  gameName: string;
  /** Vendor code or short name, shown as the badge (e.g. `PG`). */
  vendor: string;
  gameType: GameCategory;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The art of a game as a standalone SVG document (about 15 elements, no filters, no ids, no
 * network), so long grids stay light.
 * @param game the game drawn.
 * @param options `width`/`height`: the document's size in px (default 200 × 200; the art is cut to
 *   fill a non-square box); `label`: an accessible name (`role="img"`), else the art is
 *   `aria-hidden` (decorative, e.g. inside a button named by the game).
 * @returns SVG markup, `<svg xmlns=…>…</svg>`.
 */
export function gameArtSvg(
  game: GameArtInput,
  options: { width?: number; height?: number; label?: string } = {},
): string {
  const style = gameArtStyle(game.gameCode || `${game.vendor}:${game.gameName}`);
  const motif = CATEGORY_MOTIF[game.gameType] ?? 'game';
  const lines = nameLines(game.gameName);
  const vendor = clip(game.vendor.toUpperCase(), 10);
  const badgeWidth = 16 + visualWidth(vendor) * 8.5;
  const nameTop = lines.length > 1 ? 142 : 156;
  const width = options.width ?? GAME_ART_SIZE;
  const height = options.height ?? GAME_ART_SIZE;
  const a11y = options.label ? `role="img" aria-label="${escapeXml(options.label)}"` : 'aria-hidden="true"';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${GAME_ART_SIZE} ${GAME_ART_SIZE}" preserveAspectRatio="xMidYMid slice" ${a11y} data-motif="${motif}" font-family="system-ui, sans-serif">`,
    `<rect width="${GAME_ART_SIZE}" height="${GAME_ART_SIZE}" fill="${style.base}"/>`,
    `<path d="M0 200L200 40V200z" fill="${style.accent}"/>`,
    '<circle cx="100" cy="82" r="52" fill="#fff" fill-opacity="0.1"/>',
    ...style.sparkles.map(
      (s) =>
        `<path d="${SPARKLE}" transform="translate(${s.x} ${s.y}) scale(${s.scale})" fill="#fff" fill-opacity="0.55"/>`,
    ),
    `<path d="${MOTIF_PATHS[motif]}" transform="translate(58 40) scale(3.5)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="8" y="8" width="${badgeWidth}" height="22" rx="11" fill="#fff" fill-opacity="0.92"/>`,
    `<text x="${8 + badgeWidth / 2}" y="23.5" text-anchor="middle" font-size="13" font-weight="700" fill="#1a1a2e">${escapeXml(vendor)}</text>`,
    `<rect y="${nameTop - 8}" width="${GAME_ART_SIZE}" height="${GAME_ART_SIZE - nameTop + 8}" fill="#000" fill-opacity="0.45"/>`,
    ...lines.map(
      (line, i) =>
        `<text x="100" y="${nameTop + 16 + i * 22}" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  ].join('');
}
