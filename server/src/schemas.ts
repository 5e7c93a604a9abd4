import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_SCHEMA_DIR, BRAND_SCHEMA_DIR } from './paths.ts';

/** A JSON Schema document or fragment. */
export type JsonSchema = { [key: string]: unknown };

/** `$id` prefix of the API schemas (`schemas/api/<file>.json`). */
export const API_ID = 'https://lotus.local/schemas/api/';

function readSchemas(dir: string, suffix: string): JsonSchema[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(suffix))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as JsonSchema);
}

/** Every `schemas/api/*.json` document (each has an `$id` under {@link API_ID}). */
export function loadApiSchemas(): JsonSchema[] {
  return readSchemas(API_SCHEMA_DIR, '.json');
}

/** Every `schemas/brand/*.schema.json` document. */
export function loadBrandSchemas(): JsonSchema[] {
  return readSchemas(BRAND_SCHEMA_DIR, '.schema.json');
}

/** `$ref` to definition `name` of `schemas/api/<file>.json`. */
export function ref(file: string, name: string): JsonSchema {
  return { $ref: `${API_ID}${file}.json#/definitions/${name}` };
}

/**
 * Response schema of the envelope `{ success, message, code?, value }` (§7) for HTTP 200.
 * `value` is `valueSchema` or null; `failureValues` lists other shapes a business failure may carry
 * (login's `{ captcha: true }`). Pass `null` when the value is always null.
 */
export function envelope(valueSchema: JsonSchema | null, failureValues: JsonSchema[] = []): JsonSchema {
  const value =
    valueSchema === null ? { type: 'null' } : { anyOf: [valueSchema, ...failureValues, { type: 'null' }] };
  return {
    type: 'object',
    required: ['success', 'message', 'value'],
    properties: {
      success: { type: 'boolean' },
      message: { type: 'string' },
      code: { type: 'string' },
      value,
    },
  };
}
