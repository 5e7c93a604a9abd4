import fp from 'fastify-plugin';
import { invalid } from '../errors.ts';
import { syncHook } from './hooks.ts';

const MAX_DEPTH = 32;

/**
 * JSON pointer (`/pageNo`, `/depositLimits/daily`) of the first number in `value` that is not
 * finite, or null. Buffers (raw image bodies) and anything deeper than 32 levels are not searched.
 */
export function nonFinitePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinitePath(item, `${path}/${key}`, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a validated request whose querystring, path parameters or body hold a number that is
 * not finite, with HTTP 400 `VALIDATION` naming the field (§7), before any handler runs.
 *
 * Why: Ajv's type coercion turns the strings "Infinity", "-Infinity" or "1e400" (querystrings,
 * form bodies, numeric strings in JSON) into ±Infinity and then skips `minimum`/`maximum`, which
 * only look at finite numbers; `?pageNo=Infinity` reached SQLite as a LIMIT/OFFSET and answered
 * 500. JSON numbers such as `1e400` are already refused by the schemas' number type.
 */
export default fp(
  (app, _opts, done) => {
    app.addHook(
      'preHandler',
      syncHook((request) => {
        for (const [context, part] of [
          ['querystring', request.query],
          ['params', request.params],
          ['body', request.body],
        ] as const) {
          const path = nonFinitePath(part);
          if (path !== null) throw invalid(`${context}${path}`, 'must be a finite number');
        }
      }),
    );
    done();
  },
  { name: 'lotus-finite-numbers' },
);
