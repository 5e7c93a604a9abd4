import type { FastifyInstance } from 'fastify';
import type { OrderIdParams } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue } from '../money-schemas.ts';
import { ok } from '../reply.ts';

/**
 * The development payment provider and operator (docs/contract-wallet.md "Server clarifications"),
 * registered by `routes/dev/` only, so never in production:
 * `POST /dev/payments/deposit/:orderId/approve|reject`,
 * `POST /dev/payments/withdraw/:orderId/disburse|reject` and
 * `POST /dev/payments/reward/decide { account, id, decision }` (issue or reject an application).
 */
export default function devPaymentRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { deposits, withdrawals, rewards } = app.services;
  const params = { params: moneyRef('OrderIdParams') };

  for (const decision of ['approve', 'reject'] as const)
    app.post<{ Params: OrderIdParams }>(
      `/dev/payments/deposit/:orderId/${decision}`,
      { schema: { ...params, response: moneyValue('DepositOrder') } },
      (request) => ok(deposits.decide(request.params.orderId, decision)),
    );
  for (const decision of ['disburse', 'reject'] as const)
    app.post<{ Params: OrderIdParams }>(
      `/dev/payments/withdraw/:orderId/${decision}`,
      { schema: { ...params, response: moneyValue('WithdrawOrder') } },
      (request) => ok(withdrawals.decide(request.params.orderId, decision)),
    );
  app.post<{ Body: { account: string; id: string; decision: 'issue' | 'reject' } }>(
    '/dev/payments/reward/decide',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['account', 'id', 'decision'],
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 64 },
            id: { type: 'string', minLength: 1, maxLength: 32 },
            decision: { type: 'string', enum: ['issue', 'reject'] },
          },
        },
        response: moneyValue('RewardActivity'),
      },
    },
    (request) =>
      ok(rewards.decideApplicationOf(request.body.account, request.body.id, request.body.decision)),
  );
  done();
}
