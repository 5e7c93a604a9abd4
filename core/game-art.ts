/**
 * Generated game art (issue 11 "game art that reads as a game"): one SVG per game — colours from
 * its code, the motif of its category, a vendor badge and its name — drawn the same way by the
 * reference server (the catalogue's thumbnails, `GET /img/games/<id>.svg`) and by the site (a
 * game whose image fails to load). Pure: strings in, a string out.
 */
import type { GameCategory } from '../schemas/generated/api.ts';
import { MOTIF_PATHS, type Motif } from './game-motifs.ts';

// The motifs live in ./game-motifs.ts (the site's icons need them without the generator).
export { MOTIF_PATHS, type Motif };

/** Side of the square art in SVG units; the element scales to its box (`slice`, centred). */
export const GAME_ART_SIZE = 200;

/** Most visual characters (a CJK character counts 2) on one line of the name. */
const LINE_WIDTH = 16;

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
