import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type Options, type ValidateFunction } from 'ajv';
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
  const schemas = loadApiSchemas();
  for (const schema of schemas) {
    strict.addSchema(schema);
    coercing.addSchema(schema);
  }
  // Fastify's own response serializer (fast-json-stringify) with the same shared schemas.
  const external = Object.fromEntries(schemas.map((schema) => [String(schema.$id), schema]));
  const serializerFor = SerializerSelector()(external, {});
  // Production compiles every route's validators and serializers at start, so a broken schema
  // stops the start. Elsewhere (tests, development) each is compiled on its route's first use:
  // compiling all ~200 routes' response serializers re-validates every shared schema per route and
  // was a third of every test app's start; the bad-input suites call every route, so a schema that
  // does not compile still fails the tests.
  const eager = app.env === 'production';
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    if (eager) return ajv.compile(schema);
    let compiled: ValidateFunction | undefined;
    const validate = (data: unknown): boolean => {
      compiled ??= ajv.compile(schema);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate;
  });
  app.setSerializerCompiler((route) => {
    const definition = { ...route, httpStatus: route.httpStatus ?? '' };
    if (eager) return serializerFor(definition);
    let compiled: ((doc: unknown) => string) | undefined;
    return (doc: unknown) => (compiled ??= serializerFor(definition))(doc);
  });
}
