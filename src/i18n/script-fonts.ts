/**
 * The web fonts of the scripts a device may have no font for (issue 15): Burmese, Khmer, Lao,
 * Tamil, Bengali, Devanagari (Hindi, Nepali) and Thai. Their `@font-face` sheet
 * (`script-fonts.css`, one face per script and weight, limited to the script by `unicode-range`)
 * is a chunk of its own, fetched only when a language written in one of them is active or the
 * language select is about to show their names — so it adds nothing to the first load of `/`.
 * A face's file is then downloaded only for text the system's fonts cannot draw.
 */

/** Languages whose script has a web font here. */
export const SCRIPT_FONT_LANGUAGES: ReadonlySet<string> = new Set([
  'my',
  'km',
  'lo',
  'ta',
  'bn',
  'hi',
  'ne',
  'th',
]);

let loading: Promise<unknown> | null = null;

/** Adds the script fonts' sheet to the page (once; later calls share the first load). */
export function loadScriptFonts(): Promise<unknown> {
  loading ??= import('./script-fonts.css').catch((error: unknown) => {
    // A failed chunk is retried on the next call; the system fonts still draw what they can.
    loading = null;
    throw error;
  });
  return loading;
}

/** Loads the script fonts when `language` is written in one of their scripts. */
export function loadScriptFontsFor(language: string): void {
  if (SCRIPT_FONT_LANGUAGES.has(language)) void loadScriptFonts().catch(() => undefined);
}
