import { describe, expect, it } from 'vitest';
import { FORM_VARIANTS, toFormSchema } from './converter.ts';
import { PATTERN_KINDS, PROFILE_PATTERN_KINDS } from '../../core/register-rules.ts';
import { FORMS_LOCALES, allFlags, allRules, createFormsI18n } from './test-support.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(value: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      value,
    );
}

const LANGUAGES = Object.keys(FORMS_LOCALES) as (keyof typeof FORMS_LOCALES)[];
const EN_KEYS = keysOf(FORMS_LOCALES.en).sort();

describe('forms locale namespace', () => {
  it.each(LANGUAGES)('%s has exactly the keys of en, all non-empty strings', (lng) => {
    expect(keysOf(FORMS_LOCALES[lng]).sort()).toEqual(EN_KEYS);
    for (const key of EN_KEYS) expect(typeof leaf(FORMS_LOCALES[lng], key)).toBe('string');
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not a copy of en', (lng) => {
    const same = EN_KEYS.filter((key) => leaf(FORMS_LOCALES[lng], key) === leaf(FORMS_LOCALES.en, key));
    expect(same).toEqual([]);
  });

  it('has reg_pattern_{id} for every pattern kind', () => {
    for (const kind of [...PATTERN_KINDS, ...PROFILE_PATTERN_KINDS])
      expect(EN_KEYS).toContain(`reg_pattern_${kind.id}`);
  });

  it('has a label for every field of every variant', async () => {
    const i18n = await createFormsI18n('en');
    for (const variant of FORM_VARIANTS) {
      const { fields } = toFormSchema(
        { variant, rules: allRules(), flags: allFlags() },
        { logger: () => undefined },
      );
      for (const f of fields) expect(i18n.exists(`forms:${f.labelKey}`)).toBe(true);
    }
    for (const key of [
      'required',
      'inconsistentTwice',
      'agreeTerms',
      'confirmAge',
      'mobileDigits',
      'format',
      'invalid',
    ]) {
      expect(EN_KEYS).toContain(`errors.${key}`);
    }
  });

  it('keeps the interpolation placeholders in every language', () => {
    for (const key of EN_KEYS) {
      const placeholders = String(leaf(FORMS_LOCALES.en, key)).match(/{{\w+}}/g) ?? [];
      for (const lng of LANGUAGES) {
        for (const p of placeholders)
          expect(String(leaf(FORMS_LOCALES[lng], key)), `${lng} ${key}`).toContain(p);
      }
    }
  });
});
