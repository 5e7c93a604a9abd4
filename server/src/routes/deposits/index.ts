import type { FastifyInstance } from 'fastify';
import type { DepositRequest, WalletPageQuery } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue, pageOf } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Deposits (docs/contract-wallet.md; spec §2 depositv2): `GET /wps/wallet/deposit/methods`,
 * `POST /wps/wallet/deposit`, `GET /wps/wallet/deposit/orders`. Every call needs the `token`
 * header. The payment provider's decisions are development routes (`routes/dev/payments.ts`).
 */
export default function depositRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { deposits } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/wps/wallet/deposit/methods',
    { ...auth, schema: { response: moneyValue('DepositMethods') } },
    (request) => ok(deposits.methods(requireUserId(request.userId))),
  );
  app.post<{ Body: DepositRequest }>(
    '/wps/wallet/deposit',
    { ...auth, schema: { body: moneyRef('DepositRequest'), response: moneyValue('DepositCreated') } },
    (request) => ok(deposits.create(requireUserId(request.userId), request.body), 'Deposit order created'),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/wallet/deposit/orders',
    {
      ...auth,
      schema: { querystring: moneyRef('WalletPageQuery'), response: moneyValue('DepositOrdersPage') },
    },
    (request) => ok(deposits.orders(requireUserId(request.userId), ...pageOf(request.query))),
  );
  done();
}
