import type { FastifyInstance } from 'fastify';
import type { DepositRequest, OrderIdParams, WalletPageQuery } from '../../../../schemas/generated/api.ts';
import { sandboxPayUrl } from '../dev/pay.ts';
import { moneyRef, moneyValue, pageOf } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Deposits (docs/contract-wallet.md; spec §2 depositv2): `GET /wps/wallet/deposit/methods`,
 * `POST /wps/wallet/deposit` (with the instructions of the method, "Deposit instructions"),
 * `GET /wps/wallet/deposit/orders` and `GET /wps/wallet/deposit/orders/:orderId` (the status the
 * deposit page polls). Every call needs the `token` header. The payment provider's decisions are
 * development routes (`routes/dev/payments.ts`, the sandbox page `routes/dev/pay.ts`), so outside
 * production a new order also names its sandbox page (`sandboxUrl`).
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
    (request) => {
      const created = deposits.create(requireUserId(request.userId), request.body);
      const sandboxUrl = app.env === 'production' ? {} : { sandboxUrl: sandboxPayUrl(created.orderId) };
      return ok({ ...created, ...sandboxUrl }, 'Deposit order created');
    },
  );
  app.get<{ Params: OrderIdParams }>(
    '/wps/wallet/deposit/orders/:orderId',
    { ...auth, schema: { params: moneyRef('OrderIdParams'), response: moneyValue('DepositOrder') } },
    (request) => ok(deposits.order(requireUserId(request.userId), request.params.orderId)),
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
