import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Consolidated } from '../../../schemas/generated/api';
import { apiRequest } from './client';

// The consolidated info (§3, docs/contract-agent.md): the call and its layout flags. Its own small
// module because the root layout needs it on every page: importing src/lib/api/contracts.ts there
// would pull every contract call into the initial bundle. contracts.ts re-exports all of it.

/**
 * The consolidated query key of member `memberId`, under `['contracts']` (a contract decision
 * invalidates that prefix, so pending offers follow); it names the member so another log-in in
 * the same tab never reads the previous member's offers or flags.
 */
export const consolidatedKey = (memberId: number) => ['contracts', 'consolidated', memberId] as const;

/**
 * `GET /wps/member/info/funds/consolidated` (§3 consolidated info): the four salary/dividend flags
 * (1 when the brand enables the kind and the member is an agent or holds a contract of it) and the
 * contracts offered to the member that are still pending.
 * @throws ApiError (network, timeout, http, platform, invalid)
 */
export const getConsolidated = () =>
  apiRequest<Consolidated>('GET', '/wps/member/info/funds/consolidated', {
    token: true,
    validate: (v): v is Consolidated =>
      typeof v === 'object' && v !== null && Array.isArray((v as { pendingOffers?: unknown }).pendingOffers),
  });

/**
 * The consolidated info of the logged-in member `memberId`; callers enable it only when logged in
 * and not a trial account.
 */
export const consolidatedQuery = (memberId: number) =>
  queryOptions({ queryKey: consolidatedKey(memberId), queryFn: getConsolidated, staleTime: 60_000 });

/** Consolidated field → the layout flag it turns on (layouts/agent-centre.json `when.flag`). */
export const CONSOLIDATED_FLAGS = {
  dailysalreqtype: 'agentDailySalary',
  divtypereq: 'agentDividend',
  contracthoursalreq: 'agentHourSalary',
  realtimesalreqtype: 'agentRealtimeSalary',
} as const satisfies Partial<Record<keyof Consolidated, string>>;

/** A layout flag the consolidated info sets. */
export type ConsolidatedFlag = (typeof CONSOLIDATED_FLAGS)[keyof typeof CONSOLIDATED_FLAGS];

/**
 * The layout flags of the consolidated info (§3, issue 9): `dailysalreqtype` → `agentDailySalary`,
 * `divtypereq` → `agentDividend`, `contracthoursalreq` → `agentHourSalary`, `realtimesalreqtype` →
 * `agentRealtimeSalary`; a flag is on only when its field is exactly 1. Pure.
 *
 * @param consolidated the call's value; `null`/`undefined` (logged out, trial, still loading or
 *   failed) turns every flag off, so a failed call hides those pages instead of breaking the site.
 * @returns all four flags, each `true` or `false` (for `buildSiteContext`'s `extraFlags`).
 */
export function consolidatedFlags(
  consolidated: Pick<Consolidated, keyof typeof CONSOLIDATED_FLAGS> | null | undefined,
): Record<ConsolidatedFlag, boolean> {
  const on = (field: keyof typeof CONSOLIDATED_FLAGS) => consolidated?.[field] === 1;
  return {
    agentDailySalary: on('dailysalreqtype'),
    agentDividend: on('divtypereq'),
    agentHourSalary: on('contracthoursalreq'),
    agentRealtimeSalary: on('realtimesalreqtype'),
  };
}

/**
 * The layout flags of the logged-in member's consolidated info ({@link consolidatedFlags}) for the
 * root layout, as an object that keeps its identity while the four values stay the same: an answer
 * that changes no flag (most members, or a refetch) must not give the layout a new context, which
 * renders the whole site again in one long task (issue 13, TBT on a member-centre page).
 *
 * @param memberId the logged-in member's id
 * @param enabled false when logged out or a trial account: every flag off, nothing asked for
 */
export function useConsolidatedFlags(memberId: number, enabled: boolean): Record<ConsolidatedFlag, boolean> {
  const { data } = useQuery({ ...consolidatedQuery(memberId), enabled, select: consolidatedFlags });
  // consolidatedFlags always lists the four flags in one order, so equal values give equal keys.
  const valuesKey = JSON.stringify(enabled && data ? data : consolidatedFlags(undefined));
  return useMemo(() => JSON.parse(valuesKey) as Record<ConsolidatedFlag, boolean>, [valuesKey]);
}
