import type { FastifyInstance } from 'fastify';

/** The reference server's points: point mall, points balance, rewards, redeem, redeem history, points details, convert (issue 11). */
export default function pointRoutes(
  _app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  done();
}
