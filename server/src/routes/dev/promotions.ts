import type { FastifyInstance } from 'fastify';
import type { DevPromotionDecideRequest } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/**
 * Development-only promotion operator (docs/contract-promotions.md; registered by routes/dev, so
 * absent in production): `POST /dev/promotions/decide { account, id, decision, reason? }` approves
 * or rejects a member's pending application once and answers the promotion's detail as the member
 * sees it.
 */
export default function devPromotionRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { promotions } = app.services;
  app.post<{ Body: DevPromotionDecideRequest }>(
    '/dev/promotions/decide',
    {
      schema: {
        body: ref('promotions', 'DevPromotionDecideRequest'),
        response: { 200: envelope(ref('promotions', 'PromotionDetail')) },
      },
    },
    (request) =>
      ok(
        promotions.decide(request.body.account, request.body.id, request.body.decision, request.body.reason),
      ),
  );
  done();
}
