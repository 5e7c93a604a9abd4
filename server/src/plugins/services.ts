import fp from 'fastify-plugin';
import { seedCatalogue, upgradeLotteryCatalogue } from '../seed-games.ts';
import { seedMemberMessages } from '../seed-member-centre.ts';
import { seedPayments } from '../seed-payments.ts';
import { DEMO_LOGINS, seed } from '../seed.ts';
import { createContainer } from '../services/container.ts';
import type { SmsGateway } from '../services/sms-gateway.ts';

export interface ServicesPluginOptions {
  seed: boolean;
  loginFailureWindowMs: number;
  smsGateway?: SmsGateway;
}

/** Thrown at a production start on a database that holds the demo accounts. */
export class DemoAccountsInProductionError extends Error {
  constructor(usernames: readonly string[]) {
    super(
      `Refusing to start in production: the database holds the demo accounts ${usernames.join(', ')}, ` +
        'whose passwords are published in the README. Start production on a database that was never ' +
        'started outside production (set LOTUS_DB to a new file), or delete those accounts first.',
    );
    this.name = 'DemoAccountsInProductionError';
  }
}

/**
 * Wires repositories and services and decorates `app.services` (services only: the repositories
 * stay here, for the seeds, so routes cannot reach them). With `seed` (every environment but
 * production) seeds an empty database with the demo members, messages and payment details. The
 * game catalogue (the reference platform's vendors and games) is seeded in every environment when
 * there are no games.
 *
 * @throws DemoAccountsInProductionError in production when a demo account exists.
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
    if (app.env === 'production') {
      const present = DEMO_LOGINS.map((l) => l.username).filter((name) => repos.users.findByUsername(name));
      if (present.length > 0) throw new DemoAccountsInProductionError(present);
    }
    if (opts.seed && (await seed(app.db, services, repos, app.now)))
      app.log.info('database seeded with demo data');
    if (seedCatalogue(app.db)) app.log.info('database seeded with the game catalogue');
    else if (upgradeLotteryCatalogue(app.db)) app.log.info('game catalogue given the lottery games');
    if (opts.seed && seedMemberMessages(app.db, repos, app.now)) app.log.info('demo messages seeded');
    if (opts.seed && (await seedPayments(app.db, repos, app.now)))
      app.log.info('demo payment password and bank account seeded');
  },
  { name: 'lotus-services', dependencies: ['lotus-db', 'lotus-brand', 'lotus-rate-limit'] },
);
