import type { FastifyInstance } from 'fastify';
import { moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/**
 * Referral (docs/contract-wallet.md; spec §2 referral): `GET /wps/relay/MCS_referral`, the
 * member's code, the invite link on the request's own origin, and the invited friends. Needs the
 * `token` header.
 */
export default function referralRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { referrals } = app.services;

  app.get(
    '/wps/relay/MCS_referral',
    { onRequest: app.authenticate, schema: { response: moneyValue('ReferralValue') } },
    (request) => ok(referrals.referral(requireUserId(request.userId), request.protocol, request.host)),
  );
  done();
}
