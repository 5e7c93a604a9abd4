import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setLanguage } from '../lib/api/endpoints';
import { getSession } from '../lib/session';
import { loadNamespace } from './namespace-loaders';
import { loadScriptFontsFor } from './script-fonts';
import { LANGUAGE_STORAGE_KEY } from '../lib/document-prefs';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGES,
  normaliseLanguage,
  type Language,
} from '../../core/languages';

export { DEFAULT_LANGUAGE, directionOf, LANGUAGES, normaliseLanguage, type Language };

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

/** One of the site's i18n namespaces. */
export type Namespace = (typeof NAMESPACES)[number];

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

function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  loadScriptFontsFor(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // A namespace another part has not written yet is empty, so its keys fall back to English.
    loadNamespace(language, namespace).then(
      (resources) => callback(null, resources ?? {}),
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
      // Ask for the texts now, while the entry runs, not in a later task: on a slow phone that task
      // came after React's first render had already asked for the page's chunks, and every text of
      // the first screen waited behind them (issue 13, FCP).
      initAsync: false,
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

/**
 * Resolves with `chunk` once the active language's `namespaces` have arrived as well: a page
 * chunk loaded this way asks for its texts beside its code instead of once it first renders, and
 * renders without suspending on them (issue 13: one round trip fewer on a first load, and no
 * Suspense fallback whose retry React holds back for 300 ms). A namespace that fails to load
 * does not fail the chunk: its keys fall back to English as usual.
 * @param chunk a dynamic `import()` of the page's module
 * @param namespaces namespaces of {@link NAMESPACES} the page renders with
 */
export async function withNamespaces<T>(chunk: Promise<T>, namespaces: readonly Namespace[]): Promise<T> {
  const [module] = await Promise.all([chunk, i18next.loadNamespaces([...namespaces]).catch(() => undefined)]);
  return module;
}

export { i18next };
