import type { Database } from 'better-sqlite3';
import type { BrandStore } from './brand/store.ts';
import type { SyncHook } from './plugins/hooks.ts';
import type { AppEnv, RateLimits } from './options.ts';
import type { Services } from './services/container.ts';
import type { Encryptor } from './services/enc.ts';
import type { RateLimiter } from './services/rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runtime environment (`/dev/*` routes only outside production). */
    env: AppEnv;
    /** Clock, epoch ms. */
    now: () => number;
    db: Database;
    brand: BrandStore;
    services: Services;
    enc: Encryptor;
    limiter: RateLimiter;
    limits: RateLimits;
    /** preHandler: requires a live `token` header, sets `request.userId`, else 401 UNAUTHORIZED. */
    authenticate: SyncHook;
    /** preHandler: sets `request.userId` when a live token is sent, else leaves it null. */
    identify: SyncHook;
  }
  interface FastifyRequest {
    /** The member of the `token` header (set by `authenticate` / `identify`). */
    userId: number | null;
    /** The raw session token of the request, when authenticated. */
    sessionToken: string | null;
  }
}
