/**
 * A small stand-in for `@rjsf/utils`'s `shallowAllOfMerge` (built on `@x0k/json-schema-merge`),
 * which RJSF calls to draw a field whose schema has an `allOf` (`retrieveSchema`, `omitExtraData`).
 * The build hands this module to `@rjsf/utils` in its place (`scripts/vite-form-shims.ts`; issue 13,
 * the /register download: ≈ 3.5 KB brotli less). Lotus's converter never writes `allOf`, so a form
 * never reaches it; a schema that does is merged here for the keywords forms use, with the package's
 * answers (`all-of-merge.test.ts` compares the two). Validation does not depend on it: ajv checks
 * the whole schema, `allOf` included.
 */
import type { RJSFSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;

const AT_LEAST = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']);
const AT_MOST = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']);
/** Keywords that describe rather than constrain: the first schema that gives one keeps it. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
]);

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function types(value: unknown): string[] {
  return Array.isArray(value) ? (value as string[]) : [value as string];
}

function mergeKeyword(key: string, left: unknown, right: unknown): unknown {
  if (same(left, right) || ANNOTATIONS.has(key)) return left;
  if (AT_LEAST.has(key)) return Math.max(left as number, right as number);
  if (AT_MOST.has(key)) return Math.min(left as number, right as number);
  switch (key) {
    case 'properties': {
      const merged: Schema = { ...(left as Schema) };
      for (const [name, schema] of Object.entries(right as Schema))
        merged[name] = name in merged ? mergePair(merged[name] as Schema, schema as Schema) : schema;
      return merged;
    }
    case 'required':
      return [...new Set([...(right as string[]), ...(left as string[])])];
    case 'enum':
      return (left as unknown[]).filter((value) => (right as unknown[]).some((other) => same(value, other)));
    case 'type': {
      const common = types(left).filter((type) => types(right).includes(type));
      if (common.length === 0)
        throw new Error(
          `allOf: the types ${types(left).join(', ')} and ${types(right).join(', ')} do not meet`,
        );
      return common.length === 1 ? common[0] : common;
    }
    case 'pattern':
      return `(?=.*(?:${String(left)}))(?=.*(?:${String(right)}))`;
    default:
      throw new Error(`allOf: two different "${key}" cannot be merged`);
  }
}

function mergePair(left: Schema | boolean, right: Schema | boolean): Schema {
  if (left === false || right === false) throw new Error('allOf: a false schema matches nothing');
  if (left === true) return right === true ? {} : right;
  if (right === true) return left;
  const merged: Schema = { ...left };
  for (const [key, value] of Object.entries(right))
    merged[key] = key in merged ? mergeKeyword(key, merged[key], value) : value;
  return merged;
}

/**
 * `schema` with its `allOf` merged into it, one level deep (nested `allOf`s are RJSF's to resolve
 * when it draws them).
 *
 * @param schema - a schema with an `allOf` array (a schema without one is returned as is)
 * @returns the merged schema, without `allOf`
 * @throws Error when two parts cannot both hold (incompatible types, a `false` part, two different
 *   values of a keyword this merge does not combine); RJSF then draws the schema without its `allOf`
 */
export default function shallowAllOfMerge(schema: RJSFSchema): RJSFSchema {
  const { allOf, ...rest } = schema as Schema & { allOf?: (Schema | boolean)[] };
  if (!Array.isArray(allOf)) return schema;
  return allOf.reduce<Schema>((merged, part) => mergePair(merged, part), rest);
}
