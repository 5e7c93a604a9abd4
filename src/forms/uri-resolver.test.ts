/**
 * The build's stand-in for `fast-uri` inside `@rjsf/utils` (scripts/vite-form-shims.ts) gives the
 * answers `fast-uri` gives for the URIs JSON Schemas carry.
 */
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import { equal, resolve } from './uri-resolver.ts';

const RESOLVE: [string, string][] = [
  ['https://lotus.example/s/register.json', '#/definitions/x'],
  ['https://a.example/b/c', '../d'],
  ['https://a.example/b/c', './e/f.json#/g'],
  ['https://a.example/b/c', 'https://o.example/x'],
  ['https://a.example/b/c', '?q=1'],
  ['schema.json', '#/x'],
  ['/a/b', 'c'],
  ['a/b.json', '../c.json'],
  ['a/b.json', 'c.json#/d'],
  ['', '#/x'],
  ['', 'other.json'],
  ['urn:lotus:register', '#/x'],
];

describe('uri-resolver', () => {
  it.each(RESOLVE)('resolves %s + %s as fast-uri does', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it('resolves against a missing base (fast-uri throws there)', () => {
    expect(resolve(undefined, '#/x')).toBe('#/x');
    expect(resolve(undefined, 'https://o.example/x')).toBe('https://o.example/x');
  });

  it.each([
    ['https://A.example/x', 'https://a.example/x'],
    ['https://a.example:443/x', 'https://a.example/x'],
    ['https://a.example/%7Ex', 'https://a.example/~x'],
    ['schema.json', 'schema.json'],
    ['https://a.example/x', 'https://a.example/y'],
    ['a.json', 'b.json'],
  ])('compares %s and %s as fast-uri does', (a, b) => {
    expect(equal(a, b)).toBe(fastUri.equal(a, b));
  });
});
