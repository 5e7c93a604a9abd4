import type { FastifyInstance } from 'fastify';
import type { WalletTransferRequest } from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * §7 Wallet: `GET /wps/v2/wallets/balance` (`sumBalance` = main + vendor wallets, major units),
 * `GET /wps/v2/wallets/list` and `POST /wps/relay/GCS_walletTransfer` (docs/contract-games.md; real
 * members only: trial and free-play accounts are refused with `TRIAL_ACCOUNT`, §6).
 */
export default function walletRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { wallet, games, transfers } = app.services;
  app.get(
    '/wps/v2/wallets/balance',
    { preHandler: app.authenticate, schema: { response: { 200: envelope(ref('wallet', 'Balance')) } } },
    (request) => ok(wallet.balance(requireUserId(request.userId))),
  );
  app.get(
    '/wps/v2/wallets/list',
    { preHandler: app.authenticate, schema: { response: { 200: envelope(ref('wallet', 'WalletList')) } } },
    (request) => ok({ wallets: wallet.list(requireUserId(request.userId), games.walletVendors()) }),
  );
  app.post<{ Body: WalletTransferRequest }>(
    '/wps/relay/GCS_walletTransfer',
    {
      preHandler: app.authenticate,
      schema: {
        body: ref('wallet', 'WalletTransferRequest'),
        response: { 200: envelope(ref('wallet', 'WalletTransferValue')) },
      },
    },
    (request) => {
      const userId = requireUserId(request.userId);
      transfers.assertCanTransfer(userId);
      return ok(
        wallet.transfer(userId, request.body, (code, incoming) => games.walletVendor(code, incoming)),
        'Transfer completed',
      );
    },
  );
  done();
}
