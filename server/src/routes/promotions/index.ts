import type { FastifyInstance } from 'fastify';

/** The reference server's promotions: /promotions, /promoDetail, activity apply and claim, raffle, red envelope (issue 11). */
export default function promotionRoutes(
  _app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  done();
}
