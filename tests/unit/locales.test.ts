import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every language has every key of every namespace (contract.md), each one translated (issue 15),
// with the plural forms its own Intl plural rules use. English is the reference.
const LOCALES = join(import.meta.dirname, '../../locales');
/** Every language with a folder under locales/ is checked, shipped or still being written. */
const LANGUAGES = readdirSync(LOCALES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree);
}

/** i18next plural suffixes differ per language (ar has six forms, zh-CN one), so keys compare without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function baseKeys(texts: Map<string, string>): string[] {
  return [...new Set([...texts.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** `{{name}}` placeholders of a string, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Texts a language may share with English, reviewed: names (platforms, the in-house game "Crash",
 * the prize modes of the lottery brand file), codes, and the spec's own Vietnamese lottery terms
 * (lô, đề, xiên … are the game's names in every language, spec §4 Lottery).
 */
const SAME_AS_ENGLISH_KEYS: readonly RegExp[] = [
  /^content:download\.platform\.(ios|android)$/,
  /^lottery:prizeMode\.\w+$/,
  /^lottery:(betType|group)\.\w+$/,
  /^games:(classify\.crash|inhouse\.tab\.crash|inhouse\.crash)$/,
  /^games:inhouse\.nonce$/,
];
const SAME_AS_ENGLISH_VALUES: ReadonlySet<string> = new Set(['VIP', 'OK', 'PVP', 'USDT', 'QR']);

/** Whether a text has nothing to translate: placeholders, numbers and punctuation only. */
function nothingToTranslate(text: string): boolean {
  return !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/\b(ms|px|KB|MB)\b/g, ''));
}

function mayEqualEnglish(namespace: string, key: string, text: string): boolean {
  const id = `${namespace}:${key.replace(PLURAL_SUFFIX, '')}`;
  return (
    nothingToTranslate(text) ||
    SAME_AS_ENGLISH_VALUES.has(text.trim()) ||
    SAME_AS_ENGLISH_KEYS.some((pattern) => pattern.test(id))
  );
}

/** The i18next locale code of a folder name (`ur-Latn` → Intl's `ur`). */
function pluralCategories(language: string): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
}

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

describe('locales', () => {
  it('ships the required namespaces in English', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'layout']));
  });

  it('has a folder for every language the site bundles and the demo brand offers, and no other', () => {
    // src/i18n/bundles has one module per shipped language (src/app/language.test.ts holds it equal
    // to the site's LANGUAGES list).
    const bundled = readdirSync(join(import.meta.dirname, '../../src/i18n/bundles'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.slice(0, -'.ts'.length))
      .sort();
    const site = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../server/brand/site.json'), 'utf8'),
    ) as {
      languages: string[];
    };
    expect(LANGUAGES).toEqual(bundled);
    expect([...site.languages].sort()).toEqual(bundled);
  });

  it('every language has exactly the namespaces English has', () => {
    for (const language of LANGUAGES) {
      const own = readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'));
      expect(own.sort(), language).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
    }
  });

  describe.each(namespaces)('namespace %s', (namespace) => {
    const english = load('en', namespace);

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the same keys as en', (language) => {
      const file = join(LOCALES, language, `${namespace}.json`);
      expect(existsSync(file), file).toBe(true);
      const other = load(language, namespace);
      expect(baseKeys(other)).toEqual(baseKeys(english));
    });

    it.each(LANGUAGES)('%s has no empty texts and keeps the English placeholders', (language) => {
      const other = load(language, namespace);
      for (const [key, text] of other) {
        expect(text.trim(), `${language}/${namespace}:${key}`).not.toBe('');
        const reference = english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
        if (reference !== undefined) {
          expect(placeholders(text), `${language}/${namespace}:${key}`).toEqual(placeholders(reference));
        }
      }
    });

    it.each(LANGUAGES)('%s has exactly the plural forms of its Intl plural rules', (language) => {
      const categories = pluralCategories(language);
      const other = load(language, namespace);
      const plural = baseKeys(english).filter((key) => english.has(`${key}_other`));
      for (const key of plural) {
        const forms = [...other.keys()]
          .filter((own) => own.replace(PLURAL_SUFFIX, '') === key && PLURAL_SUFFIX.test(own))
          .map((own) => PLURAL_SUFFIX.exec(own)?.[1] ?? '')
          .sort();
        expect(forms, `${language}/${namespace}:${key}`).toEqual(categories);
      }
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s is translated, not copied', (language) => {
      const other = load(language, namespace);
      const copied = [...other]
        .filter(([key, text]) => english.get(key) === text && !mayEqualEnglish(namespace, key, text))
        .map(([key, text]) => `${key} = ${JSON.stringify(text)}`);
      expect(copied, `${language}/${namespace}`).toEqual([]);
    });
  });
});
