import type { Language } from './index';

/**
 * Each language's name in its own language and script, for the language select (issue 15). A chunk
 * of its own, fetched when the select is about to open (focus or press): the first load carries only
 * the current language's name (`layout:languageName` in that language's own texts).
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  ja: '日本語',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  my: 'မြန်မာ',
  es: 'Español',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  km: 'ខ្មែរ',
  ko: '한국어',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  ta: 'தமிழ்',
  tl: 'Tagalog',
  ur: 'اردو',
  'ur-Latn': 'Roman Urdu',
  tr: 'Türkçe',
  bn: 'বাংলা',
  ar: 'العربية',
  fa: 'فارسی',
  ru: 'Русский',
  kk: 'Қазақ тілі',
  uz: 'Oʻzbekcha',
  lo: 'ລາວ',
  ne: 'नेपाली',
  fr: 'Français',
};
