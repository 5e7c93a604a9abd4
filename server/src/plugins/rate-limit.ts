import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../options.ts';
import { RateLimiter } from '../services/rate-limiter.ts';
import { syncHook } from './hooks.ts';

/** Decorates `app.limiter` (in-memory sliding windows) and `app.limits` (the configured limits). */
export default fp<{ limits: RateLimits }>(
  (app, opts, done) => {
    app.decorate('limiter', new RateLimiter(app.now));
    app.decorate('limits', opts.limits);
    done();
  },
  { name: 'lotus-rate-limit' },
);

/**
 * An onRequest hook limiting requests per client IP under `name` (429 `RATE_LIMITED`).
 */
export function limitByIp(name: keyof RateLimits) {
  return syncHook(function (request: FastifyRequest) {
    this.limiter.hit(`${name}:${request.ip}`, this.limits[name]);
  });
}
