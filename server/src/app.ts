import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { DEFAULT_RATE_LIMITS, type AppEnv, type AppOptions } from './options.ts';
import { DEFAULT_BRAND_DIR } from './paths.ts';
import authPlugin from './plugins/auth.ts';
import brandPlugin from './plugins/brand.ts';
import brandAssetsPlugin from './plugins/brand-assets.ts';
import crossSitePlugin from './plugins/cross-site.ts';
import dbPlugin from './plugins/db.ts';
import encPlugin from './plugins/enc.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import errorsPlugin from './plugins/errors.ts';
import finiteNumbersPlugin from './plugins/finite-numbers.ts';
import { installValidators } from './plugins/validation.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import servicesPlugin from './plugins/services.ts';
import staticPlugin from './plugins/static.ts';
import agentRoutes from './routes/agent/index.ts';
import agentCentreRoutes from './routes/agent-centre/index.ts';
import captchaRoutes from './routes/captcha/index.ts';
import contractRoutes from './routes/contracts/index.ts';
import devRoutes from './routes/dev/index.ts';
import gamesRoutes from './routes/games/index.ts';
import inhouseRoutes from './routes/inhouse/index.ts';
import lotteryRoutes from './routes/lottery/index.ts';
import compressionPlugin from './plugins/compression.ts';
import promotionRoutes from './routes/promotions/index.ts';
import pointRoutes from './routes/points/index.ts';
import contentRoutes from './routes/content/index.ts';
import memberCentreRoutes from './routes/member-centre/index.ts';
import memberRoutes from './routes/member/index.ts';
import moneyRoutes from './routes/money.ts';
import relayRoutes from './routes/relay/index.ts';
import responsibleGamingRoutes from './routes/responsible-gaming/index.ts';
import sessionRoutes from './routes/session/index.ts';
import systemRoutes from './routes/system/index.ts';
import vendorRoutes from './routes/vendor/index.ts';
import verificationRoutes from './routes/verification/index.ts';
import walletRoutes from './routes/wallet/index.ts';
import { loadApiSchemas } from './schemas.ts';
import type { SmsGateway } from './services/sms-gateway.ts';

export type { AppOptions } from './options.ts';

function envFromProcess(): AppEnv {
  const env = process.env.NODE_ENV;
  return env === 'production' || env === 'test' ? env : 'development';
}

/**
 * Builds the reference platform server (DESIGN.md "The reference platform server"): Fastify 5,
 * routes → services → repositories → SQLite, every route validated and serialized with the
 * schemas of `schemas/api/`, answers in the §7 envelope.
 *
 * @param opts see {@link AppOptions}; `smsGateway` replaces the development outbox gateway.
 * @returns a ready (not listening) Fastify instance; `close()` closes the database.
 * @throws BrandConfigError when the brand folder is invalid (message names file, JSON pointer, problem).
 */
export async function buildApp(opts: AppOptions & { smsGateway?: SmsGateway }): Promise<FastifyInstance> {
  const env = opts.env ?? envFromProcess();
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: opts.bodyLimit ?? 2 * 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { allErrors: false } },
    // Router failures (a malformed %-escape, a path parameter over 100 characters) answer the §7
    // envelope too, not Fastify's own JSON.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.code(status).send({
        success: false,
        message:
          status === 414
            ? 'A path parameter is too long'
            : status >= 500
              ? 'Internal server error'
              : 'Malformed URL',
        code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
        value: null,
      });
    },
  });
  app.decorate('env', env);
  app.decorate('now', opts.now ?? Date.now);
  for (const schema of loadApiSchemas()) app.addSchema(schema);
  installValidators(app);

  await app.register(securityHeadersPlugin);
  // Before every route, so every dynamic response can be compressed.
  await app.register(compressionPlugin);
  await app.register(errorsPlugin);
  await app.register(formbody, { bodyLimit: opts.bodyLimit ?? 2 * 1024 * 1024 });
  await app.register(dbPlugin, { dbPath: opts.dbPath });
  await app.register(brandPlugin, {
    brandDir: opts.brandDir ?? process.env.LOTUS_BRAND_DIR ?? DEFAULT_BRAND_DIR,
  });
  // The brand's images: GET /brand/* from <brandDir>/assets/ (issue 11).
  await app.register(brandAssetsPlugin, { brandDir: app.brand.dir });
  await app.register(crossSitePlugin);
  await app.register(rateLimitPlugin, { limits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits } });
  await app.register(servicesPlugin, {
    // Demo members with published passwords exist only outside production (issue 14).
    seed: opts.seed ?? env !== 'production',
    loginFailureWindowMs: opts.loginFailureWindowMs ?? 15 * 60_000,
    smsGateway: opts.smsGateway,
  });
  await app.register(encPlugin);
  await app.register(authPlugin);
  await app.register(finiteNumbersPlugin);

  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(agentRoutes);
  await app.register(contractRoutes);
  await app.register(agentCentreRoutes);
  await app.register(verificationRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(memberCentreRoutes);
  await app.register(responsibleGamingRoutes);
  await app.register(walletRoutes);
  await app.register(moneyRoutes);
  await app.register(relayRoutes);
  await app.register(gamesRoutes);
  await app.register(inhouseRoutes);
  await app.register(lotteryRoutes);
  await app.register(promotionRoutes);
  await app.register(pointRoutes);
  await app.register(contentRoutes);
  await app.register(vendorRoutes);
  // Every /dev/* route is in routes/dev/: none of them exists in production.
  if (env !== 'production') await app.register(devRoutes);
  await app.register(staticPlugin, { staticDir: opts.staticDir });

  await app.ready();
  return app;
}
