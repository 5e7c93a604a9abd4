import type { FastifyInstance } from 'fastify';
import type { DevSettleBody } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/**
 * `POST /dev/agent/settle { kind, periodKey? }` (development only; docs/contract-agent.md
 * "Scheduler"): settles now every contract of `kind` in force for the period (omitted: the
 * current, not yet ended one, so bets placed a second ago count). Idempotent per contract and
 * period like the scheduler.
 */
export default function devAgentRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  app.post<{ Body: DevSettleBody }>(
    '/dev/agent/settle',
    {
      schema: {
        body: ref('contracts', 'DevSettleBody'),
        response: { 200: envelope(ref('contracts', 'DevSettleValue')) },
      },
    },
    (request) => ok(app.services.settlement.settleNow(request.body)),
  );
  done();
}
