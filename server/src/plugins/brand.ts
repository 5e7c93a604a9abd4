import fp from 'fastify-plugin';
import { BrandStore } from '../brand/store.ts';

/**
 * Loads and validates the brand folder (server/brand or `brandDir`) and decorates `app.brand`.
 * An invalid folder fails start-up with BrandConfigError naming file, JSON pointer and problem.
 */
export default fp<{ brandDir: string }>(
  (app, opts, done) => {
    try {
      app.decorate('brand', new BrandStore(opts.brandDir, app.log, app.now));
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    done();
  },
  { name: 'lotus-brand' },
);
