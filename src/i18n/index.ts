import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLanguage } from '../lib/api/endpoints';
import { getSession } from '../lib/session';

/** Languages the site ships (contract.md); `en` is the default. */
export const LANGUAGES = ['en', 'vi', 'zh-CN', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Namespaces: `common` (boot, errors, generic), `layout` (shell), `forms`, `auth`, `games` (lobbies,
 * launch, in-house), `account` (member-centre account pages, responsible gaming), `wallet`
 * (member-centre money pages: wallets, deposit, withdrawal, records, rewards, referral), `agent`
 * (agent-centre pages: notices, team overview, register centre, team management, reports, income),
 * `contracts` (contract pages, offers, settlements, the pending-offers popup), `lottery` (/lottery and
 * /vnlottery: lobby, bet builder, slip, results, fairness check, statistics, my bets), `promotions`
 * (/promotions, /promoDetail, raffle, red envelope), `points` (point mall, points balance, redeem,
 * convert), `content` (announcements, help centre, feedback, app download, after-login modal).
 */
export const NAMESPACES = [
  'common',
  'layout',
  'forms',
  'auth',
  'games',
  'account',
  'wallet',
  'agent',
  'contracts',
  'lottery',
  'promotions',
  'points',
  'content',
] as const;

/** Storage key of the chosen language (§3 Storage: "hisLang, stored twice"). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar']);

/** Native names for the language select; a language is named in its own script. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  ar: 'العربية',
};

// One chunk per language and namespace: only the active language is fetched (plus `en` as the
// fallback), and none of them is in the initial chunk.
const loaders = import.meta.glob<{ default: ResourceKey }>('../../locales/*/*.json');

/** Maps `EN`, `zh-cn`, `vi-VN` … to a shipped language, or null. */
export function normaliseLanguage(value: string | null | undefined): Language | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  const exact = LANGUAGES.find((lng) => lng.toLowerCase() === lower);
  if (exact) return exact;
  if (lower.startsWith('zh')) return 'zh-CN';
  return LANGUAGES.find((lng) => lng === lower.split('-')[0]) ?? null;
}

/** The stored language (localStorage first, then sessionStorage), or null. */
export function storedLanguage(): Language | null {
  const read = (storage: Storage | undefined): string | null => {
    try {
      return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const local = typeof localStorage === 'undefined' ? undefined : localStorage;
  const session = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  return normaliseLanguage(read(local)) ?? normaliseLanguage(read(session));
}

/** Text direction of a language: `rtl` for Arabic. */
export function directionOf(language: string): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      // A namespace another part has not written yet: empty, so keys fall back to English.
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

let initialised: Promise<unknown> | null = null;

/**
 * Initialises i18next once (contract.md: namespaces common/layout/forms/auth, languages en/vi/
 * zh-CN/ar). Language: `language` if given, else the stored `hisLang`, else `en`. Sets
 * `<html lang dir>`. Resolves when the common and layout namespaces are loaded.
 */
export function initI18n(language?: string): Promise<unknown> {
  if (initialised) return initialised;
  const lng = normaliseLanguage(language) ?? storedLanguage() ?? DEFAULT_LANGUAGE;
  i18next.on('languageChanged', applyDocumentLanguage);
  applyDocumentLanguage(lng);
  initialised = i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'layout'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return initialised;
}

/**
 * Uses the brand's default language when the visitor never chose one (§3 "default EN").
 * Stores nothing and tells the server nothing.
 */
export async function adoptDefaultLanguage(language: string): Promise<void> {
  const lng = normaliseLanguage(language);
  if (!lng || storedLanguage() || i18next.language === lng) return;
  await i18next.changeLanguage(lng);
}

/**
 * Language change (§4): stores `hisLang` in localStorage and sessionStorage ("stores it twice"),
 * switches i18next (validation messages follow, as forms translate through it), updates
 * `<html lang dir>` and tells the platform (`POST /wps/member/language`, with the token when
 * logged in). A failed server call does not undo the local change: the choice is the player's.
 *
 * @throws Error when `language` is not one of {@link LANGUAGES}
 */
export async function changeLanguage(language: string): Promise<void> {
  const lng = normaliseLanguage(language);
  if (!lng) throw new Error(`Unsupported language: ${language}`);
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage can be full or blocked (private mode); the language still changes for this visit.
    }
  }
  await i18next.changeLanguage(lng);
  await setLanguage(lng, getSession().token !== null).catch(() => undefined);
}

export { i18next };
