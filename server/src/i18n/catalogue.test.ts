import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { appWithMember } from '../test-utils.ts';
import { MessageCatalogue, fill } from './catalogue.ts';
import { extractMessageIds } from './extract.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

const catalogue = MessageCatalogue.load();
const english = catalogue.languages.get('en') ?? {};
const ids = Object.keys(english);
const brandLanguages = (
  JSON.parse(readFileSync(join(DEFAULT_BRAND_DIR, 'site.json'), 'utf8')) as { languages: string[] }
).languages;
const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort();

describe('the message catalogue', () => {
  it('holds every message the server and core write (npm run messages:extract)', () => {
    expect(ids.sort()).toEqual(extractMessageIds().ids);
    expect(ids.every((id) => english[id] === id)).toBe(true);
  });

  it('has a catalogue for every language the brand offers, and none other', () => {
    expect([...catalogue.languages.keys()].sort()).toEqual([...brandLanguages].sort());
  });

  describe.each(brandLanguages.filter((language) => language !== 'en'))('%s', (language) => {
    const translated = catalogue.languages.get(language) ?? {};
    it('translates every id, keeps its placeholders, and nothing else', () => {
      expect(Object.keys(translated).sort()).toEqual([...ids].sort());
      const wrong = ids.filter((id) => placeholders(translated[id] ?? '').join() !== placeholders(id).join());
      expect(wrong).toEqual([]);
    });
    it('translates, not copies', () => {
      expect(ids.filter((id) => translated[id] === id)).toEqual([]);
    });
  });

  it('reads a message back into its id and values, the most specific id first', () => {
    expect(catalogue.match('body/username must NOT have more than 32 characters')).toEqual({
      id: '{0} must NOT have more than {1} characters',
      values: ['body/username', '32'],
    });
    // "{0} must be {1}" would match too; the longer literal text wins.
    expect(catalogue.match('body/remark must be at most 500 characters')?.id).toBe(
      '{0} must be at most {1} characters',
    );
    expect(catalogue.match('The deposit amount must be between 50 and 500000')).toEqual({
      id: 'The deposit amount must be between {0} and {1}',
      values: ['50', '500000'],
    });
    expect(catalogue.match('This game is under maintenance. Please try again later.')).toBeNull();
  });

  it('chooses the language from the Language header', () => {
    expect(catalogue.languageOf('vi')).toBe('vi');
    expect(catalogue.languageOf('vi-VN')).toBe('vi');
    expect(catalogue.languageOf('zh-tw')).toBe('zh-TW');
    expect(catalogue.languageOf('pt-BR')).toBe('pt-BR');
    expect(catalogue.languageOf('pt-PT')).toBe('pt');
    expect(catalogue.languageOf('en')).toBeNull();
    expect(catalogue.languageOf('de')).toBeNull();
    expect(catalogue.languageOf(undefined)).toBeNull();
  });
});

describe('answers in the language of the Language header', () => {
  const demo = appWithMember();

  const deposit = (language: string | undefined) =>
    demo.t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit',
      headers: { token: demo.token, ...(language ? { language } : {}) },
      payload: { requestId: `catalogue-${language ?? 'none'}`, methodId: 'bank', amount: 49.99 },
    });

  it('a refusal with amounts: English without the header, Vietnamese and Arabic with it', async () => {
    const plain = (await deposit(undefined)).json<{ message: string; code: string }>();
    expect(plain).toMatchObject({
      code: 'AMOUNT_LIMIT',
      message: 'The deposit amount must be between 50 and 500000',
    });
    for (const language of ['vi', 'ar']) {
      const answer = (await deposit(language)).json<{ message: string; code: string }>();
      const text =
        catalogue.languages.get(language)?.['The deposit amount must be between {0} and {1}'] ?? '';
      expect(answer.code).toBe('AMOUNT_LIMIT');
      expect(answer.message).toBe(fill(text, ['50', '500000']));
      expect(answer.message).not.toBe(plain.message);
    }
  });

  it('a schema refusal names the field and its limit in the chosen language', async () => {
    const response = await demo.t.app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit',
      headers: { token: demo.token, language: 'ja' },
      payload: { requestId: 'catalogue-schema', methodId: 'bank', amount: 'ten' },
    });
    const answer = response.json<{ message: string; code: string }>();
    expect(response.statusCode).toBe(400);
    const found = catalogue.match(
      (
        await demo.t.app.inject({
          method: 'POST',
          url: '/wps/wallet/deposit',
          headers: { token: demo.token },
          payload: { requestId: 'catalogue-schema-en', methodId: 'bank', amount: 'ten' },
        })
      ).json<{ message: string }>().message,
    );
    expect(found).not.toBeNull();
    expect(answer.message).toBe(
      fill(catalogue.languages.get('ja')?.[found?.id ?? ''] ?? '', found?.values ?? []),
    );
    expect(answer.message).toContain('body/amount');
  });
});
