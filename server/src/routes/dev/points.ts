import type { FastifyInstance } from 'fastify';
import type { DevPointDecisionParams } from '../../../../schemas/generated/api.ts';
import { invalid } from '../../errors.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/**
 * Development-only point-mall operator (docs/contract-points.md "API"; registered by routes/dev, so
 * absent in production): `POST /dev/points/redeem/:referenceNo/approve|reject { remark? }` decides
 * an `inProcess` redeem once; a rejection refunds its points and amount through the ledgers, an
 * approved bonus reward pays its bonus.
 */
export default function devPointRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  app.post<{ Params: DevPointDecisionParams; Body: unknown }>(
    '/dev/points/redeem/:referenceNo/:decision',
    {
      schema: {
        params: ref('points', 'DevPointDecisionParams'),
        response: { 200: envelope(ref('points', 'PointRedeemRecord')) },
      },
    },
    (request) => {
      // The body is optional (a bare POST decides without a remark), so it is checked here.
      const remark = (request.body as { remark?: unknown } | null | undefined)?.remark ?? '';
      if (typeof remark !== 'string' || remark.length > 200)
        throw invalid('body/remark', 'must be a string of at most 200 characters');
      return ok(app.services.points.decide(request.params.referenceNo, request.params.decision, remark));
    },
  );
  done();
}
