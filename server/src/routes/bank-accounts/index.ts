import type { FastifyInstance } from 'fastify';
import type { BankAccountRequest } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * The member's payout bank accounts (docs/contract-wallet.md; spec §2 withdraw):
 * `GET /wps/wallet/bankAccounts` (numbers masked) and `POST /wps/wallet/bankAccounts`, which need
 * the `token` header, and the brand's bank list `GET /wps/wallet/banks` (public; docs/contract-banks.md).
 */
export default function bankAccountRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { bankAccounts } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get('/wps/wallet/banks', { schema: { response: moneyValue('BankList') } }, () =>
    ok(bankAccounts.banks()),
  );
  app.get(
    '/wps/wallet/bankAccounts',
    { ...auth, schema: { response: moneyValue('BankAccountList') } },
    (request) => ok(bankAccounts.list(requireUserId(request.userId))),
  );
  app.post<{ Body: BankAccountRequest }>(
    '/wps/wallet/bankAccounts',
    { ...auth, schema: { body: moneyRef('BankAccountRequest'), response: moneyValue('BankAccount') } },
    (request) => ok(bankAccounts.add(requireUserId(request.userId), request.body), 'Bank account added'),
  );
  done();
}
