import type { FastifyInstance } from 'fastify';
import type {
  ClientSeedRequest,
  CrashBetRequest,
  CrashCashoutRequest,
  CrashRoundQuery,
  CrashStartRequest,
  DiceBetRequest,
  PageQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/** `/wps/inhouse/*`: provably fair dice and crash (docs/contract-games.md "In-house provably fair games"). */
export default function inhouseRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { inhouse } = app.services;
  const value = (name: string) => ({ 200: envelope(ref('inhouse', name)) });
  app.get(
    '/wps/inhouse/seed',
    { preHandler: app.authenticate, schema: { response: value('SeedState') } },
    (request) => ok(inhouse.seed(requireUserId(request.userId))),
  );
  app.post<{ Body: ClientSeedRequest }>(
    '/wps/inhouse/seed/client',
    {
      preHandler: app.authenticate,
      schema: { body: ref('inhouse', 'ClientSeedRequest'), response: value('SeedState') },
    },
    async (request) =>
      ok(await inhouse.setClientSeed(requireUserId(request.userId), request.body.clientSeed)),
  );
  app.post(
    '/wps/inhouse/seed/rotate',
    { preHandler: app.authenticate, schema: { response: value('SeedRotation') } },
    async (request) => ok(await inhouse.rotate(requireUserId(request.userId))),
  );
  app.post<{ Body: DiceBetRequest }>(
    '/wps/inhouse/dice/bet',
    {
      preHandler: app.authenticate,
      schema: { body: ref('inhouse', 'DiceBetRequest'), response: value('DiceBetValue') },
    },
    async (request) => ok(await inhouse.dice(requireUserId(request.userId), request.body)),
  );
  app.post<{ Body: CrashBetRequest }>(
    '/wps/inhouse/crash/bet',
    {
      preHandler: app.authenticate,
      schema: { body: ref('inhouse', 'CrashBetRequest'), response: value('CrashBetValue') },
    },
    async (request) => ok(await inhouse.crash(requireUserId(request.userId), request.body)),
  );
  // Live crash (docs/contract-play.md "Live crash").
  app.post<{ Body: CrashStartRequest }>(
    '/wps/inhouse/crash/start',
    {
      preHandler: app.authenticate,
      schema: { body: ref('inhouse', 'CrashStartRequest'), response: value('CrashRound') },
    },
    async (request) => ok(await inhouse.startCrash(requireUserId(request.userId), request.body)),
  );
  app.get<{ Querystring: CrashRoundQuery }>(
    '/wps/inhouse/crash/round',
    {
      preHandler: app.authenticate,
      schema: { querystring: ref('inhouse', 'CrashRoundQuery'), response: value('CrashRound') },
    },
    (request) => ok(inhouse.crashRound(requireUserId(request.userId), request.query.roundId)),
  );
  app.post<{ Body: CrashCashoutRequest }>(
    '/wps/inhouse/crash/cashout',
    {
      preHandler: app.authenticate,
      schema: { body: ref('inhouse', 'CrashCashoutRequest'), response: value('CrashRound') },
    },
    (request) => ok(inhouse.cashOut(requireUserId(request.userId), request.body)),
  );
  app.get<{ Querystring: PageQuery }>(
    '/wps/inhouse/rounds',
    {
      preHandler: app.authenticate,
      schema: { querystring: ref('games', 'PageQuery'), response: value('InhouseRounds') },
    },
    (request) =>
      ok(
        inhouse.rounds(
          requireUserId(request.userId),
          request.query.pageNo ?? 1,
          request.query.pageSize ?? 42,
        ),
      ),
  );
  done();
}
