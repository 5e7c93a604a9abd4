import type { FastifyInstance } from 'fastify';
import type { RequestIdBody, TransferUplineRequest } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Member-centre transfers (docs/contract-wallet.md; spec §2 transferUpline, transferFund):
 * `POST /wps/relay/MCS_transferUpline` and `POST /wps/relay/MCS_recallAll`. Every call needs the
 * `token` header. Transfers between the member's own wallets are `routes/wallet/`.
 */
export default function transferRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { transfers } = app.services;
  const auth = { onRequest: app.authenticate };

  app.post<{ Body: RequestIdBody }>(
    '/wps/relay/MCS_recallAll',
    { ...auth, schema: { body: moneyRef('RequestIdBody'), response: moneyValue('MainBalanceValue') } },
    (request) =>
      ok(transfers.recallAll(requireUserId(request.userId), request.body.requestId), 'All wallets recalled'),
  );
  app.post<{ Body: TransferUplineRequest }>(
    '/wps/relay/MCS_transferUpline',
    {
      ...auth,
      schema: { body: moneyRef('TransferUplineRequest'), response: moneyValue('MainBalanceValue') },
    },
    async (request) =>
      ok(
        await transfers.transferUpline(requireUserId(request.userId), request.body),
        'Transferred to upline',
      ),
  );
  done();
}
