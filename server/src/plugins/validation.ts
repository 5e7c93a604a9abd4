import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { loadApiSchemas } from '../schemas.ts';

/** Fastify's own defaults for its ajv, minus the type coercion each part sets itself. */
const BASE: Options = {
  removeAdditional: true,
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
  strict: false,
};

/**
 * Request validation without coercion of bodies (issue 14 point 3). Fastify's default ajv coerces
 * every part, so a body amount of `"0x10"`, `" 10 "`, `true` or `[10]` was taken as a number. A
 * JSON body is already typed: it is validated as sent, and a money amount that is not a JSON
 * number is refused with 400 `VALIDATION`. Querystring, path parameters and headers are text by
 * nature and keep the coercion (`?pageNo=2`). Every `schemas/api/*.json` document is known to both
 * validators, so `$ref`s resolve as before.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = new Ajv({ ...BASE, coerceTypes: false });
  const coercing = new Ajv({ ...BASE, coerceTypes: 'array' });
  for (const schema of loadApiSchemas()) {
    strict.addSchema(schema);
    coercing.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
