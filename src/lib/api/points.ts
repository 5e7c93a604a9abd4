import { queryOptions } from '@tanstack/react-query';
import type {
  PointBalance,
  PointConfig,
  PointConvertValue,
  PointRedeemPage,
  PointRedeemStatus,
  PointRedeemValue,
  PointReward,
  PointRewardList,
  PointTransaction,
  PointTransactionPage,
} from '../../../schemas/generated/api';
import { apiRequest } from './client';

// The §7 Points calls of docs/contract-points.md (issue 11): one typed function per call with its
// queryOptions next to it (STYLE.md), kept out of endpoints.ts so only the point-mall chunks and
// the small header balance carry them. Points are integers; money on the wire is MAJOR units.

export type { PointConfig, PointRedeemStatus, PointReward, PointTransaction };
/** One §3 points redeem record. */
export type PointRedeemRecord = PointRedeemPage['list'][number];

/** Page size of the redeem history and the points details. */
export const POINTS_PAGE_SIZE = 10;

/**
 * Query keys. Every key sits under `['wallet', 'points']`: the wallet prefix `['wallet']` is what
 * every bet, deposit and transfer already invalidates, so the points balance follows betting
 * without the games features knowing about points.
 */
export const pointsKeys = {
  all: ['wallet', 'points'] as const,
  balance: () => ['wallet', 'points', 'balance'] as const,
  config: () => ['wallet', 'points', 'config'] as const,
  rewards: (loggedIn: boolean) => ['wallet', 'points', 'rewards', loggedIn] as const,
  redeems: (pageNo: number, status: PointRedeemStatus | '') =>
    ['wallet', 'points', 'redeems', pageNo, status] as const,
  details: (pageNo: number) => ['wallet', 'points', 'details', pageNo] as const,
};

/** `GET /wps/relay/MCS2_getPointBalance` (token). */
export const getPointBalance = () =>
  apiRequest<PointBalance>('GET', '/wps/relay/MCS2_getPointBalance', { token: true });
export const pointBalanceQuery = () =>
  queryOptions({ queryKey: pointsKeys.balance(), queryFn: getPointBalance, staleTime: 10_000 });

/** `GET /wps/relay/MCS2_getPointConfig`: rates, conversion rule, flags (no token). */
export const getPointConfig = () => apiRequest<PointConfig>('GET', '/wps/relay/MCS2_getPointConfig');
export const pointConfigQuery = () =>
  queryOptions({ queryKey: pointsKeys.config(), queryFn: getPointConfig, staleTime: 5 * 60_000 });

/** `GET /wps/relay/MCS2_getPointReward`: the catalogue; with the token, the member's own counts. */
export const getPointRewards = (loggedIn: boolean) =>
  apiRequest<PointRewardList>('GET', '/wps/relay/MCS2_getPointReward', { token: loggedIn });
export const pointRewardsQuery = (loggedIn: boolean) =>
  queryOptions({ queryKey: pointsKeys.rewards(loggedIn), queryFn: () => getPointRewards(loggedIn) });

/** `GET /wps/relay/MCS2_getRedeemPointList` (token): newest first, optional status. */
export const getRedeemList = (pageNo: number, status: PointRedeemStatus | '') =>
  apiRequest<PointRedeemPage>('GET', '/wps/relay/MCS2_getRedeemPointList', {
    token: true,
    query: { pageNo: String(pageNo), pageSize: String(POINTS_PAGE_SIZE), ...(status ? { status } : {}) },
  });
export const redeemListQuery = (pageNo: number, status: PointRedeemStatus | '') =>
  queryOptions({
    queryKey: pointsKeys.redeems(pageNo, status),
    queryFn: () => getRedeemList(pageNo, status),
  });

/** `GET /wps/relay/ODSFE2_MemTransDet/points` (token): the points details, newest first. */
export const getPointDetails = (pageNo: number) =>
  apiRequest<PointTransactionPage>('GET', '/wps/relay/ODSFE2_MemTransDet/points', {
    token: true,
    query: { pageNo: String(pageNo), pageSize: String(POINTS_PAGE_SIZE) },
  });
export const pointDetailsQuery = (pageNo: number) =>
  queryOptions({ queryKey: pointsKeys.details(pageNo), queryFn: () => getPointDetails(pageNo) });

/** `POST /wps/relay/passwordCheck/MCS2_redeemPointReward` (token; idempotent by requestId). */
export const redeemPointReward = (body: {
  requestId: string;
  rewardId: string;
  quantity: number;
  paymentPassword: string;
}) =>
  apiRequest<PointRedeemValue>('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
    token: true,
    body,
  });

/** `POST /wps/relay/passwordCheck/MCS2_convertPoint` (token; idempotent by requestId). */
export const convertPoints = (body: { requestId: string; points: number; paymentPassword: string }) =>
  apiRequest<PointConvertValue>('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', { token: true, body });
