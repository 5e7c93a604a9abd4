/**
 * The visitor's remembered document preferences, as stored by the theme store and i18n and read
 * before the first paint by the page's boot script (src/app/first-paint.ts). Free of site code, so
 * the build can hand them to that script.
 */

/** localStorage key of the chosen theme (`dark` | `light`). */
export const THEME_STORAGE_KEY = 'theme';

/** Storage key of the chosen language (§3 Storage: "hisLang, stored twice"). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

/**
 * sessionStorage key of the session's token (src/lib/session.ts, §3 Storage): the boot script
 * reads only whether there is one.
 */
export const SESSION_TOKEN_KEY = 'token';

/** Languages written right to left (core/languages.ts). */
export { RTL_LANGUAGES } from '../../core/languages';
