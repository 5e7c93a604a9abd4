import type { FastifyInstance } from 'fastify';
import type { AffiliateQuery } from '../../../../schemas/generated/api.ts';
import { syncHook } from '../../plugins/hooks.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** `GET /wps/agent/affiliate` (§4 Affiliate): success when the code belongs to an agent, else AFFILIATE_INVALID. */
export default function agentRoutes(app: FastifyInstance, _opts: unknown, done: (err?: Error) => void): void {
  app.get<{ Querystring: AffiliateQuery }>(
    '/wps/agent/affiliate',
    {
      onRequest: syncHook((request) => app.limiter.hit(`affiliate:${request.ip}`, app.limits.captcha)),
      schema: {
        querystring: ref('agent', 'AffiliateQuery'),
        response: { 200: envelope(ref('agent', 'AffiliateValue')) },
      },
    },
    (request) => ok(app.services.registration.checkAffiliate(request.query.code)),
  );
  done();
}
