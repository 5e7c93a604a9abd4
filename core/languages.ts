/**
 * The site's languages (§1, §9; issue 15) as the site, the build and the reference server know
 * them: which ship, how a tag someone wrote maps to one, and which way each is written. Pure and
 * dependency-free.
 */

/**
 * Languages the site ships (§1, §9 languages list; issue 15), `en` the default: English, Chinese
 * simplified and traditional, Japanese, Thai, Vietnamese, Burmese, Spanish, Hindi, Indonesian,
 * Khmer, Korean, Malay, Portuguese and Brazilian Portuguese, Tamil, Tagalog, Urdu and Roman Urdu,
 * Turkish, Bengali, Arabic, Persian, Russian, Kazakh, Uzbek, Lao, Nepali and French. Each is a
 * lazily loaded chunk per namespace (`locales/<code>/<namespace>.json`).
 */
export const LANGUAGES = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'th',
  'vi',
  'my',
  'es',
  'hi',
  'id',
  'km',
  'ko',
  'ms',
  'pt',
  'pt-BR',
  'ta',
  'tl',
  'ur',
  'ur-Latn',
  'tr',
  'bn',
  'ar',
  'fa',
  'ru',
  'kk',
  'uz',
  'lo',
  'ne',
  'fr',
] as const;
/** One of the shipped {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];
/** The default and fallback language (§3 "default EN"). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages written right to left: Arabic, Persian and Urdu (Roman Urdu is left to right). */
export const RTL_LANGUAGES: readonly Language[] = ['ar', 'fa', 'ur'];

/**
 * Maps a language tag as a browser, a stored value or the platform spells it (`EN`, `zh-cn`,
 * `vi-VN`, `zh-Hant-HK`, `pt-PT`, `ur-latn`, `fil`) to a shipped language, or null: an exact match
 * first; Chinese by script or region (Hant, TW, HK, MO → zh-TW; else zh-CN); Brazilian Portuguese
 * by region; `fil` → Tagalog; then the base language.
 */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.toLowerCase().replace(/_/g, '-');
  const exact = LANGUAGES.find((lng) => lng.toLowerCase() === lower);
  if (exact) return exact;
  const [base, ...rest] = lower.split('-');
  if (base === 'zh')
    return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN';
  if (base === 'pt') return rest.includes('br') ? 'pt-BR' : 'pt';
  if (base === 'ur') return rest.includes('latn') ? 'ur-Latn' : 'ur';
  if (base === 'fil') return 'tl';
  return LANGUAGES.find((lng) => lng === base) ?? null;
}

/** Text direction of a language: `rtl` for Arabic, Persian and Urdu. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
}
