import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  PointConvertRequest,
  PointRedeemListQuery,
  PointRedeemRequest,
  PointTransactionsQuery,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/** The request's `Language` header (names of rewards follow it; the service falls back to en). */
function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return typeof header === 'string' && header !== '' ? header : undefined;
}

/**
 * The §7 Points calls (docs/contract-points.md "API"): points balance, config, rewards catalogue,
 * redeem (payment password checked), redeem list, points details and convert (payment password
 * checked). Every call needs the `token` header except the catalogue (token optional: visitors see
 * it, §2 /pointMall) and the config. The operator's decision on a redeem is a development route
 * (`routes/dev/points.ts`).
 */
export default function pointRoutes(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void {
  const { points } = app.services;
  const auth = { onRequest: app.authenticate };
  const p = (name: string) => ref('points', name);
  const value = (name: string) => ({ 200: envelope(p(name)) });

  app.get(
    '/wps/relay/MCS2_getPointBalance',
    { ...auth, schema: { response: value('PointBalance') } },
    (request) => ok(points.balance(requireUserId(request.userId))),
  );
  app.get('/wps/relay/MCS2_getPointConfig', { schema: { response: value('PointConfig') } }, () =>
    ok(points.config()),
  );
  app.get(
    '/wps/relay/MCS2_getPointReward',
    { preHandler: app.identify, schema: { response: value('PointRewardList') } },
    (request) => ok(points.rewards(request.userId, languageOf(request))),
  );
  app.post<{ Body: PointRedeemRequest }>(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      ...auth,
      schema: {
        body: p('PointRedeemRequest'),
        response: { 200: envelope(p('PointRedeemValue'), [p('PointLimitValue')]) },
      },
    },
    async (request) =>
      ok(
        await points.redeem(requireUserId(request.userId), request.body, languageOf(request)),
        'Redeem submitted',
      ),
  );
  app.get<{ Querystring: PointRedeemListQuery }>(
    '/wps/relay/MCS2_getRedeemPointList',
    { ...auth, schema: { querystring: p('PointRedeemListQuery'), response: value('PointRedeemPage') } },
    (request) => ok(points.redeems(requireUserId(request.userId), request.query, languageOf(request))),
  );
  app.get<{ Querystring: PointTransactionsQuery }>(
    '/wps/relay/ODSFE2_MemTransDet/points',
    {
      ...auth,
      schema: { querystring: p('PointTransactionsQuery'), response: value('PointTransactionPage') },
    },
    (request) => ok(points.transactions(requireUserId(request.userId), request.query)),
  );
  app.post<{ Body: PointConvertRequest }>(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    { ...auth, schema: { body: p('PointConvertRequest'), response: value('PointConvertValue') } },
    async (request) =>
      ok(await points.convert(requireUserId(request.userId), request.body), 'Points converted'),
  );
  done();
}
