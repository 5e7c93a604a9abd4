// Site and server decide the same way about every operator pattern (§5 acceptedPattern): the
// site's forms converter and the server's brand store both use core/register-rules.ts. Each
// pattern is given to both; the verdict is "enforced" (the value is checked against it) or
// "skipped" (unusable: the form and the server drop the pattern and keep the length rules).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BrandStore } from '../../server/src/brand/store.ts';
import { DEFAULT_BRAND_DIR } from '../../server/src/paths.ts';
import { toFormSchema } from '../../src/forms/converter.ts';
import type { FieldName, RegisterFlags, RegisterRule } from '../../schemas/generated/api.ts';

type Verdict = 'enforced' | 'skipped' | 'any';

const PATTERNS: readonly (readonly [pattern: string, expected: Verdict, why: string])[] = [
  ['*', 'any', 'anything (§5)'],
  ['^[A-Za-z][A-Za-z0-9]*$', 'enforced', 'safe'],
  ['^(?=.*[A-Z])[A-Za-z0-9]+$', 'enforced', 'look-ahead'],
  ['^(a+){1}$', 'enforced', 'a group repeated at most once is not nested repetition'],
  ['^(ab)+$', 'enforced', 'repeated group without an inner quantifier'],
  ['^[(a+)+]+$', 'enforced', 'parentheses inside a class are characters'],
  ['^\\p{L}+$', 'enforced', 'unicode property (u flag)'],
  ['^(a+)+$', 'skipped', 'nested quantifiers'],
  ['^(\\d*)*$', 'skipped', 'nested quantifiers'],
  ['^((ab)+c)*$', 'skipped', 'nested quantifiers, two levels'],
  ['(?:a+){2,}', 'skipped', 'non-capturing nested quantifiers'],
  ['^(a)\\1$', 'skipped', 'back-reference'],
  ['^(?<x>a)\\k<x>$', 'skipped', 'named back-reference'],
  ['^([a-z]', 'skipped', 'invalid: unclosed group'],
  ['^[z-a]$', 'skipped', 'invalid: range out of order'],
  [`^${'a'.repeat(501)}$`, 'skipped', 'longer than 500 characters'],
];

const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: () => undefined,
  child: () => silent,
  level: 'silent',
  silent: () => undefined,
} as unknown as FastifyBaseLogger;

const dir = mkdtempSync(join(tmpdir(), 'lotus-patterns-'));
cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
const registerFile = join(dir, 'register.json');
const original = JSON.parse(readFileSync(registerFile, 'utf8')) as {
  rules: Record<FieldName, RegisterRule>;
  flags: RegisterFlags;
};
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function withPattern(pattern: string): { rules: Record<FieldName, RegisterRule>; flags: RegisterFlags } {
  const rules = structuredClone(original.rules);
  rules.username = { ...rules.username, acceptedPattern: pattern, minLength: 1, maxLength: 600 };
  return { rules, flags: original.flags };
}

/** The site: does the generated registration form carry the pattern for the username? */
function siteVerdict(pattern: string): Verdict {
  const { rules, flags } = withPattern(pattern);
  const result = toFormSchema({ variant: 'register', rules, flags }, { logger: () => undefined });
  const username = result.fields.find((field) => field.name === 'username');
  if (username?.pattern === undefined) {
    return result.problems.some((problem) => problem.field === 'username') ? 'skipped' : 'any';
  }
  return 'enforced';
}

/** The server: how does the brand store compile the username rule it re-validates with? */
function serverVerdict(pattern: string): Verdict {
  writeFileSync(registerFile, JSON.stringify({ ...original, ...withPattern(pattern) }));
  const compiled = new BrandStore(dir, silent, () => 0).pattern('username');
  return compiled.kind === 'regex' ? 'enforced' : compiled.kind === 'unusable' ? 'skipped' : 'any';
}

describe('operator patterns: site converter and server brand validation agree', () => {
  it.each(PATTERNS)('%s → %s (%s)', (pattern, expected) => {
    expect({ site: siteVerdict(pattern), server: serverVerdict(pattern) }).toEqual({
      site: expected,
      server: expected,
    });
  });
});
