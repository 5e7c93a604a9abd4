import type { RJSFSchema } from '@rjsf/utils';
// The package's own merge, which the build swaps for the stand-in (scripts/vite-form-shims.ts).
import packageMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { describe, expect, it } from 'vitest';
import shallowAllOfMerge from './all-of-merge';

/** Same answer as the package, with `required` compared as a set (its order carries no meaning). */
function normalised(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) =>
    key === 'required' && Array.isArray(value) ? [...(value as string[])].sort() : value,
  );
}

const SAME_ANSWER: [string, RJSFSchema][] = [
  [
    'properties and required of each part',
    {
      type: 'object',
      allOf: [
        { properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'number' } }, required: ['b', 'a'] },
      ],
    },
  ],
  [
    'one property constrained by the parent and a part',
    {
      type: 'object',
      properties: { a: { type: 'string', minLength: 2 } },
      allOf: [{ properties: { a: { maxLength: 5 } } }],
    },
  ],
  ['the same type twice', { allOf: [{ type: 'string' }, { type: 'string', minLength: 3 }] }],
  ['the stricter bound', { allOf: [{ minLength: 2 }, { minLength: 4 }, { maxLength: 9 }, { maxLength: 7 }] }],
  ['bounds on numbers', { allOf: [{ minimum: 1, maximum: 10 }, { minimum: 3 }, { maximum: 8 }] }],
  ['the values both enums allow', { allOf: [{ enum: ['a', 'b', 'c'] }, { enum: ['b', 'c', 'd'] }] }],
  ['types both allow', { allOf: [{ type: ['string', 'null'] }, { type: ['string', 'number'] }] }],
  ['the first title', { title: 'x', allOf: [{ title: 'y' }] }],
  ['both patterns', { allOf: [{ pattern: 'a' }, { pattern: 'b' }] }],
  ['a true part', { allOf: [true, { type: 'string' }] }],
];

describe('shallowAllOfMerge stand-in', () => {
  it.each(SAME_ANSWER)('gives the package’s answer: %s', (_name, schema) => {
    expect(normalised(shallowAllOfMerge(schema))).toEqual(normalised(packageMerge(schema)));
  });

  it('throws, as the package does, when the types do not meet', () => {
    const schema: RJSFSchema = { allOf: [{ type: 'string' }, { type: 'number' }] };
    expect(() => packageMerge(schema)).toThrow();
    expect(() => shallowAllOfMerge(schema)).toThrow(/string.*number/);
  });

  it('throws rather than guess on a keyword it does not combine', () => {
    expect(() => shallowAllOfMerge({ allOf: [{ format: 'email' }, { format: 'date' }] })).toThrow(/format/);
  });

  it('returns a schema without allOf as it is', () => {
    const schema: RJSFSchema = { type: 'string' };
    expect(shallowAllOfMerge(schema)).toBe(schema);
  });
});
