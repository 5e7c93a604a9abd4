import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok } from '../reply.ts';

/** `GET /wps/v2/wallets/balance` (§7 Wallet): `sumBalance` in major units from the ledger. */
export default function walletRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  app.get(
    '/wps/v2/wallets/balance',
    { preHandler: app.authenticate, schema: { response: { 200: envelope(ref('wallet', 'Balance')) } } },
    (request) => {
      if (request.userId === null) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
      return ok(app.services.wallet.balance(request.userId));
    },
  );
  done();
}
