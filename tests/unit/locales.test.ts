import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every language has every key of every namespace (contract.md), including namespaces other
// parts write (forms, auth). English is the reference.
const LOCALES = join(import.meta.dirname, '../../locales');
const LANGUAGES = ['en', 'vi', 'zh-CN', 'ar'];

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

const namespaces = readdirSync(join(LOCALES, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));

describe('locales', () => {
  it('ships the required namespaces in English', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'layout']));
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
  });
});
