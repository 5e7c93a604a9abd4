import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, PATTERN_KINDS, checkPattern, patternMessageKey } from './register-rules.ts';

/** A good and a bad sample for every §5 pattern kind. */
const SAMPLES: Record<string, { good: string; bad: string }> = {
  any: { good: 'anything goes 123 !@#', bad: '' },
  letterFirstAlphanumeric: { good: 'abc123', bad: '1abc' },
  chineseWithDigits: { good: '张三123', bad: 'zhang' },
  email: { good: 'player.one@example.com', bad: 'player@example' },
  alphanumeric: { good: 'Abc123', bad: 'abc_123' },
  lettersAndDigits: { good: 'abc123', bad: 'abcdef' },
  digits: { good: '0912345678', bad: '09123a' },
  alphanumericWithUppercase: { good: 'Abc123', bad: 'abc123' },
  englishWithSpaces: { good: 'John Smith', bad: 'John-Smith' },
  noSpaces: { good: 'no_spaces!', bad: 'has space' },
  chineseWithPunctuation: { good: '你好，世界。', bad: '你好 world' },
  dateYmd: { good: '2024-02-29', bad: '29-02-2024' },
  dateMdy: { good: '02-29-2024', bad: '2024-02-29' },
  lettersWithSpace: { good: 'Nguyễn Văn An', bad: 'Agent 007' },
  koreanOnly: { good: '한국어', bad: '한국어abc' },
  thaiOnly: { good: 'ภาษาไทย', bad: 'ภาษาไทย thai' },
  thaiOrEnglishWithSpaces: { good: 'สวัสดี hello', bad: 'hello 123' },
  uppercaseWithSpaces: { good: 'JOHN SMITH', bad: 'John Smith' },
  lettersDigitsSymbols: { good: 'P@ssw0rd!', bad: 'pass word' },
};

describe('PATTERN_KINDS (§5 pattern kinds)', () => {
  it('has the 19 kinds with ids 1–19, in spec order', () => {
    expect(PATTERN_KINDS.map((k) => k.id)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    expect(new Set(PATTERN_KINDS.map((k) => k.kind)).size).toBe(19);
    expect(Object.keys(SAMPLES).sort()).toEqual(PATTERN_KINDS.map((k) => k.kind).sort());
  });

  it.each(PATTERN_KINDS.map((k) => [k.id, k.kind, k.pattern] as const))(
    'kind %i (%s) accepts a good sample and rejects a bad one',
    (_id, kind, pattern) => {
      const re = new RegExp(pattern, 'u');
      const sample = SAMPLES[kind];
      expect(sample).toBeDefined();
      expect(re.test(sample?.good ?? '')).toBe(true);
      expect(re.test(sample?.bad ?? 'x')).toBe(kind === 'any');
    },
  );

  it.each(PATTERN_KINDS.map((k) => [k.kind, k.pattern] as const))(
    'reference regex of %s passes the safety check',
    (_kind, pattern) => {
      expect(checkPattern(pattern)).toEqual({ ok: true });
    },
  );

  it('gives the reg_pattern key per id and an explicit fallback for unknown ids', () => {
    expect(patternMessageKey(7)).toBe('reg_pattern_7');
    expect(patternMessageKey(0)).toBe('errors.format');
    expect(patternMessageKey(99)).toBe('errors.format');
  });
});

describe('checkPattern', () => {
  it.each(['(a+)+$', '^(\\d*)*$', '^(x{2,})+$', '^((ab)+c)*$', '^([a-z]+)*@', '(?:a+){2,}'])(
    'rejects nested quantifiers: %s',
    (p) => {
      const result = checkPattern(p);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/nested quantifiers/);
    },
  );

  it.each([
    '^(?=.*[A-Z])[A-Za-z0-9]+$',
    '^(ab)+$',
    '^(a|b)?c+$',
    '^[(a+)+]+$',
    '^\\(a+\\)+$',
    '^(a{1})+$',
    '^(a?)+$',
  ])('accepts safe pattern %s', (p) => {
    expect(checkPattern(p)).toEqual({ ok: true });
  });

  it('rejects invalid regular expressions (u mode, as ajv compiles them)', () => {
    expect(checkPattern('[a-z').ok).toBe(false);
    expect(checkPattern('(abc').ok).toBe(false);
    expect(checkPattern('\\-').ok).toBe(false);
  });

  it(`rejects patterns longer than ${MAX_PATTERN_LENGTH} characters`, () => {
    const long = `^${'a'.repeat(MAX_PATTERN_LENGTH)}$`;
    const result = checkPattern(long);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/longer than 500/);
  });
});
