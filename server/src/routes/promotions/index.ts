import type { FastifyInstance } from 'fastify';
import type {
  PromotionActionRequest,
  PromotionApplyRequest,
  PromotionIdQuery,
  PromotionListQuery,
  RaffleClaimRequest,
  RedEnvelopeOpenRequest,
} from '../../../../schemas/generated/api.ts';
import { envelope, ref } from '../../schemas.ts';
import { ok, requireUserId } from '../reply.ts';

/** Room for 3 images of 5 MB as base64 data: URLs plus the remark. */
const APPLY_BODY_LIMIT = 24 * 1024 * 1024;

/**
 * The promotion calls of docs/contract-promotions.md (§2 /promotions and /promoDetail, §4 activity
 * statuses, §7 `MCS2_claimRafflePromotion`): list, detail, raffle and red-envelope views (public;
 * with a `token` the statuses are the member's) and the member calls (join or claim, apply, raffle
 * prize claim, open an envelope). The operator's decision on an application is the development route
 * `POST /dev/promotions/decide` (routes/dev/promotions.ts).
 */
export default function promotionRoutes(
  app: FastifyInstance,
  _opts: unknown,
  done: (err?: Error) => void,
): void {
  const { promotions } = app.services;
  const p = (name: string) => ref('promotions', name);
  const value = (name: string) => ({ 200: envelope(p(name)) });
  const member = { onRequest: app.authenticate };
  const visitor = { onRequest: app.identify };

  app.get<{ Querystring: PromotionListQuery }>(
    '/wps/relay/MCSFE_getPromotionList',
    { ...visitor, schema: { querystring: p('PromotionListQuery'), response: value('PromotionList') } },
    (request) => ok(promotions.list(request.userId, request.query.category)),
  );
  app.get<{ Querystring: PromotionIdQuery }>(
    '/wps/relay/MCSFE_getPromotionDetail',
    { ...visitor, schema: { querystring: p('PromotionIdQuery'), response: value('PromotionDetail') } },
    (request) => ok(promotions.detail(request.userId, request.query.id)),
  );
  app.post<{ Body: PromotionActionRequest }>(
    '/wps/relay/MCS2_promotionAction',
    { ...member, schema: { body: p('PromotionActionRequest'), response: value('PromotionActionValue') } },
    (request) => ok(promotions.action(requireUserId(request.userId), request.body)),
  );
  app.post<{ Body: PromotionApplyRequest }>(
    '/wps/relay/MCS2_applyPromotion',
    {
      ...member,
      bodyLimit: APPLY_BODY_LIMIT,
      schema: { body: p('PromotionApplyRequest'), response: value('PromotionDetail') },
    },
    (request) => ok(promotions.apply(requireUserId(request.userId), request.body), 'Application sent'),
  );
  app.get<{ Querystring: PromotionIdQuery }>(
    '/wps/relay/MCSFE_getRafflePromotion',
    { ...visitor, schema: { querystring: p('PromotionIdQuery'), response: value('RaffleView') } },
    (request) => ok(promotions.raffle(request.userId, request.query.id)),
  );
  app.post<{ Body: RaffleClaimRequest }>(
    '/wps/relay/MCS2_claimRafflePromotion',
    { ...member, schema: { body: p('RaffleClaimRequest'), response: value('RaffleClaimValue') } },
    (request) => ok(promotions.claimRaffle(requireUserId(request.userId), request.body), 'Prize claimed'),
  );
  app.get<{ Querystring: PromotionIdQuery }>(
    '/wps/relay/MCSFE_getRedEnvelope',
    { ...visitor, schema: { querystring: p('PromotionIdQuery'), response: value('RedEnvelopeView') } },
    (request) => ok(promotions.redEnvelope(request.userId, request.query.id)),
  );
  app.post<{ Body: RedEnvelopeOpenRequest }>(
    '/wps/relay/MCS2_openRedEnvelope',
    { ...member, schema: { body: p('RedEnvelopeOpenRequest'), response: value('RedEnvelopeOpenValue') } },
    (request) => ok(promotions.openRedEnvelope(requireUserId(request.userId), request.body)),
  );

  done();
}
