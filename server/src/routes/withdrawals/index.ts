import type { FastifyInstance } from 'fastify';
import type {
  OrderIdParams,
  WalletPageQuery,
  WithdrawConfirmRequest,
  WithdrawRequest,
} from '../../../../schemas/generated/api.ts';
import { AppError } from '../../errors.ts';
import { decryptBody } from '../../plugins/enc.ts';
import { PROOF_MAX_BYTES } from '../../services/withdrawal-receipts.ts';
import { moneyRef, moneyValue, pageOf } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Withdrawals and the §4 withdrawal receipt (docs/contract-wallet.md; spec §2 withdraw):
 * `GET /wps/wallet/withdraw/config`, `POST /wps/wallet/withdraw` (enc), `GET
 * /wps/wallet/withdraw/orders`, `POST /wps/wallet/withdraw/:orderId/confirm` and `POST
 * /wps/wallet/withdraw/:orderId/proof` (a raw png/jpg body ≤ 5 MB; the money routes' scope parses
 * it, see `routes/money.ts`). Every call needs the `token` header. The payment provider's
 * decisions are development routes (`routes/dev/payments.ts`).
 */
export default function withdrawalRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { withdrawals, withdrawalReceipts } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/wps/wallet/withdraw/config',
    { ...auth, schema: { response: moneyValue('WithdrawConfig') } },
    (request) => ok(withdrawals.config(requireUserId(request.userId))),
  );
  app.post<{ Body: WithdrawRequest }>(
    '/wps/wallet/withdraw',
    {
      onRequest: app.authenticate,
      preValidation: decryptBody,
      schema: { body: moneyRef('WithdrawRequest'), response: moneyValue('WithdrawCreated') },
    },
    async (request) =>
      ok(await withdrawals.request(requireUserId(request.userId), request.body), 'Withdrawal requested'),
  );
  app.get<{ Querystring: WalletPageQuery }>(
    '/wps/wallet/withdraw/orders',
    {
      ...auth,
      schema: { querystring: moneyRef('WalletPageQuery'), response: moneyValue('WithdrawOrdersPage') },
    },
    (request) => ok(withdrawals.orders(requireUserId(request.userId), ...pageOf(request.query))),
  );
  app.post<{ Params: OrderIdParams; Body: WithdrawConfirmRequest }>(
    '/wps/wallet/withdraw/:orderId/confirm',
    {
      ...auth,
      schema: {
        params: moneyRef('OrderIdParams'),
        body: moneyRef('WithdrawConfirmRequest'),
        response: moneyValue('WithdrawOrder'),
      },
    },
    (request) =>
      ok(
        withdrawalReceipts.confirm(requireUserId(request.userId), request.params.orderId, request.body),
        'Receipt confirmed',
      ),
  );
  app.post<{ Params: OrderIdParams }>(
    '/wps/wallet/withdraw/:orderId/proof',
    {
      ...auth,
      bodyLimit: PROOF_MAX_BYTES,
      schema: { params: moneyRef('OrderIdParams'), response: moneyValue('ProofValue') },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
          statusCode: 415,
        });
      return ok(
        withdrawalReceipts.addProof(requireUserId(request.userId), request.params.orderId, request.body),
        'Proof uploaded',
      );
    },
  );
  done();
}
