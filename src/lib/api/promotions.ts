import { queryOptions } from '@tanstack/react-query';
import type {
  PromotionActionValue,
  PromotionDetail,
  PromotionList,
  PromotionStatus,
  PromotionSummary,
  RaffleClaimValue,
  RaffleView,
  RedEnvelopeOpenValue,
  RedEnvelopeView,
} from '../../../schemas/generated/api';
import { getSession } from '../session';
import { apiRequest, isObject } from './client';

// The promotion calls of docs/contract-promotions.md (issue 11; §2 /promotions /promoDetail, §4
// activity statuses, §7 MCS2_claimRafflePromotion): one typed function per call with its
// queryOptions (STYLE.md), kept out of endpoints.ts so only the lazy promotion chunks carry them.
// Money on the wire is in MAJOR units; times are epoch ms. The GET calls send the token when one
// is stored, so a member sees their own statuses and a visitor the period's.

export type {
  PromotionActionValue,
  PromotionDetail,
  PromotionList,
  PromotionStatus,
  PromotionSummary,
  RaffleClaimValue,
  RaffleView,
  RedEnvelopeOpenValue,
  RedEnvelopeView,
};

/** §4 activity statuses, in the spec's order. */
export const PROMOTION_STATUSES: readonly PromotionStatus[] = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'coming soon',
];
/** §5/§9 activity application limits (core/application.ts; the server enforces them too). */
export {
  APPLY_IMAGE_MAX_BYTES,
  APPLY_IMAGE_TYPES,
  APPLY_IMAGES_MAX,
  APPLY_REMARK_MAX,
} from '../../../core/application';

const isDetail = (v: unknown): v is PromotionDetail =>
  isObject(v) && typeof v.id === 'number' && typeof v.content === 'string' && typeof v.status === 'string';

/** Whether a GET should carry the member token (optional on these calls). */
const withToken = (): boolean => getSession().token !== null;

/**
 * Query keys (hierarchical: every promotion query is under `['promotions']`; the session is part
 * of the key, so logging in or out never shows the other audience's statuses).
 */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (member: boolean) => ['promotions', 'list', member] as const,
  detail: (id: number, member: boolean) => ['promotions', 'detail', id, member] as const,
  raffle: (id: number, member: boolean) => ['promotions', 'raffle', id, member] as const,
  redEnvelope: (id: number, member: boolean) => ['promotions', 'redEnvelope', id, member] as const,
};

/** `GET /wps/relay/MCSFE_getPromotionList`: every promotion with the caller's status, and the categories. */
export const getPromotionList = () =>
  apiRequest<PromotionList>('GET', '/wps/relay/MCSFE_getPromotionList', {
    token: withToken(),
    validate: (v): v is PromotionList => isObject(v) && Array.isArray(v.list) && Array.isArray(v.categories),
  });

/** `GET /wps/relay/MCSFE_getPromotionDetail`; an unknown id fails with code `NOT_FOUND`. */
export const getPromotionDetail = (id: number) =>
  apiRequest<PromotionDetail>('GET', '/wps/relay/MCSFE_getPromotionDetail', {
    token: withToken(),
    query: { id },
    validate: isDetail,
  });

/** `POST /wps/relay/MCS2_promotionAction` (token; idempotent by requestId). */
export const promotionAction = (input: { requestId: string; id: number; action: 'join' | 'claim' }) =>
  apiRequest<PromotionActionValue>('POST', '/wps/relay/MCS2_promotionAction', {
    token: true,
    body: input,
    validate: (v): v is PromotionActionValue => isObject(v) && isDetail(v.promotion),
  });

/** `POST /wps/relay/MCS2_applyPromotion` (token): remark ≤ 140, images as data: URLs (png/jpg ≤ 5 MB, ≤ 3). */
export const applyPromotion = (input: { id: number; remark: string; images: string[] }) =>
  apiRequest<PromotionDetail>('POST', '/wps/relay/MCS2_applyPromotion', {
    token: true,
    body: input,
    timeoutMs: 60_000,
    validate: isDetail,
  });

/** `GET /wps/relay/MCSFE_getRafflePromotion`: the open round, tickets, chance, winners and unclaimed prizes. */
export const getRaffle = (id: number) =>
  apiRequest<RaffleView>('GET', '/wps/relay/MCSFE_getRafflePromotion', {
    token: withToken(),
    query: { id },
    validate: (v): v is RaffleView => isObject(v) && Array.isArray(v.rounds) && Array.isArray(v.prizes),
  });

/** `POST /wps/relay/MCS2_claimRafflePromotion` (§7; token; idempotent by requestId). */
export const claimRaffle = (input: { requestId: string; id: number; roundNo: number }) =>
  apiRequest<RaffleClaimValue>('POST', '/wps/relay/MCS2_claimRafflePromotion', {
    token: true,
    body: input,
    validate: (v): v is RaffleClaimValue => isObject(v) && typeof v.amount === 'number',
  });

/** `GET /wps/relay/MCSFE_getRedEnvelope`: today's window, limits, pool left and the member's envelopes. */
export const getRedEnvelope = (id: number) =>
  apiRequest<RedEnvelopeView>('GET', '/wps/relay/MCSFE_getRedEnvelope', {
    token: withToken(),
    query: { id },
    validate: (v): v is RedEnvelopeView => isObject(v) && Array.isArray(v.opens),
  });

/** `POST /wps/relay/MCS2_openRedEnvelope` (token; idempotent by requestId). */
export const openRedEnvelope = (input: { requestId: string; id: number }) =>
  apiRequest<RedEnvelopeOpenValue>('POST', '/wps/relay/MCS2_openRedEnvelope', {
    token: true,
    body: input,
    validate: (v): v is RedEnvelopeOpenValue => isObject(v) && typeof v.amount === 'number',
  });

export const promotionListQuery = (member: boolean) =>
  queryOptions({ queryKey: promotionKeys.list(member), queryFn: getPromotionList, staleTime: 60_000 });
export const promotionDetailQuery = (id: number, member: boolean) =>
  queryOptions({ queryKey: promotionKeys.detail(id, member), queryFn: () => getPromotionDetail(id) });
export const raffleQuery = (id: number, member: boolean) =>
  queryOptions({ queryKey: promotionKeys.raffle(id, member), queryFn: () => getRaffle(id) });
export const redEnvelopeQuery = (id: number, member: boolean) =>
  queryOptions({ queryKey: promotionKeys.redEnvelope(id, member), queryFn: () => getRedEnvelope(id) });
