import type { FastifyInstance } from 'fastify';
import { moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Missions (docs/contract-wallet.md; spec §2 missionLeaderboard):
 * `GET /wps/relay/MCSFE_getMissionSummaryDetails` and `GET /wps/relay/MCSFE_getMissionLeaderboard`.
 * Every call needs the `token` header.
 */
export default function missionRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { missions } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    { ...auth, schema: { response: moneyValue('MissionSummary') } },
    (request) => ok(missions.missions(requireUserId(request.userId))),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    { ...auth, schema: { response: moneyValue('MissionLeaderboard') } },
    (request) => ok(missions.leaderboard(requireUserId(request.userId))),
  );
  done();
}
