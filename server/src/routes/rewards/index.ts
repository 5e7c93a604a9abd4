import type { FastifyInstance } from 'fastify';
import type { RewardActionRequest, RewardApplyRequest } from '../../../../schemas/generated/api.ts';
import { moneyRef, moneyValue } from '../money-schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/** Room for 3 images of 5 MB as base64 data: URLs plus the remark. */
const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * The reward centre (docs/contract-wallet.md; spec §2 rewardCenter, §4 activity statuses):
 * `GET /wps/relay/MCS_rewardCenter`, `POST /wps/relay/MCS_rewardAction` (join, claim) and
 * `POST /wps/relay/MCS_rewardApply` (remark and images as data: URLs, body ≤ 24 MiB). Every call
 * needs the `token` header. The operator's decision on an application is a development route
 * (`routes/dev/payments.ts`).
 */
export default function rewardRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { rewards } = app.services;
  const auth = { onRequest: app.authenticate };

  app.get(
    '/wps/relay/MCS_rewardCenter',
    { ...auth, schema: { response: moneyValue('RewardCenter') } },
    (request) => ok(rewards.rewardCenter(requireUserId(request.userId))),
  );
  app.post<{ Body: RewardActionRequest }>(
    '/wps/relay/MCS_rewardAction',
    { ...auth, schema: { body: moneyRef('RewardActionRequest'), response: moneyValue('RewardActivity') } },
    (request) => ok(rewards.rewardAction(requireUserId(request.userId), request.body)),
  );
  app.post<{ Body: RewardApplyRequest }>(
    '/wps/relay/MCS_rewardApply',
    {
      ...auth,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: { body: moneyRef('RewardApplyRequest'), response: moneyValue('RewardActivity') },
    },
    (request) => ok(rewards.rewardApply(requireUserId(request.userId), request.body), 'Application sent'),
  );
  done();
}
