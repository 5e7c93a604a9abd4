import type { FastifyInstance } from 'fastify';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Responsible-gaming calls beyond the settings (`GET/POST /wps/member/responsibleGaming`, which
 * stay with the member-centre routes): the game result of the current session for the reality
 * check (docs/contract-wallet.md, section Responsible gaming). Every call needs the `token` header.
 */
export default function responsibleGamingRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { responsibleGaming } = app.services;

  app.get(
    '/wps/member/responsibleGaming/session',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: envelope(ref('responsible-gaming', 'SessionGameResult')) } },
    },
    (request) => ok(responsibleGaming.sessionResult(requireUserId(request.userId), request.sessionToken)),
  );
  done();
}
