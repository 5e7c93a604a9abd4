import type { FastifyInstance } from 'fastify';
import type { RequestIdBody } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Manual rebate (docs/contract-wallet.md; spec §2 manualRebate): `GET /wps/relay/MCS_manualRebate`
 * (what a claim would pay, the history) and `POST /wps/relay/MCS_manualRebate` (claim). Every call
 * needs the `token` header.
 */
export default function rebateRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { rebates } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/wps/relay/MCS_manualRebate',
    { ...auth, schema: { response: moneyValue('ManualRebate') } },
    (request) => ok(rebates.manualRebate(requireUserId(request.userId))),
  );
  app.post<{ Body: RequestIdBody }>(
    '/wps/relay/MCS_manualRebate',
    { ...auth, schema: { body: moneyRef('RequestIdBody'), response: moneyValue('ManualRebateClaimValue') } },
    (request) =>
      ok(rebates.claimRebate(requireUserId(request.userId), request.body.requestId), 'Rebate claimed'),
  );
  done();
}
