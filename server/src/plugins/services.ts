import fp from 'fastify-plugin';
import { seedCatalogue } from '../seed-games.ts';
import { seedMemberMessages } from '../seed-member-centre.ts';
import { seedPayments } from '../seed-payments.ts';
import { seed } from '../seed.ts';
import { createContainer } from '../services/container.ts';
import type { SmsGateway } from '../services/sms-gateway.ts';

export interface ServicesPluginOptions {
  seed: boolean;
  loginFailureWindowMs: number;
  smsGateway?: SmsGateway;
}

/**
 * Wires repositories and services and decorates `app.services` (services only: the repositories
 * stay here, for the seeds, so routes cannot reach them). Seeds an empty database: demo members
 * when there are no users, the game catalogue when there are no games (databases from before
 * issue 3 get the catalogue on their next start).
 */
export default fp<ServicesPluginOptions>(
  async (app, opts) => {
    const { services, repos } = createContainer({
      db: app.db,
      brand: app.brand,
      log: app.log,
      now: app.now,
      devTools: app.env !== 'production',
      loginFailureWindowMs: opts.loginFailureWindowMs,
      paymentPasswordLimit: app.limits.paymentPassword,
      smsGateway: opts.smsGateway,
    });
    app.decorate('services', services);
    if (opts.seed && (await seed(app.db, services, repos, app.now)))
      app.log.info('database seeded with demo data');
    if (opts.seed && seedCatalogue(app.db)) app.log.info('database seeded with the game catalogue');
    if (opts.seed && seedMemberMessages(app.db, repos, app.now)) app.log.info('demo messages seeded');
    if (opts.seed && (await seedPayments(app.db, repos, app.now)))
      app.log.info('demo payment password and bank account seeded');
  },
  { name: 'lotus-services', dependencies: ['lotus-db', 'lotus-brand', 'lotus-rate-limit'] },
);
