import { queryOptions } from '@tanstack/react-query';
import type {
  Consolidated,
  Contract,
  ContractAccepted,
  ContractHistory,
  ContractHistoryEntry,
  ContractKind,
  ContractPreview,
  ContractRates,
  ContractsView,
  ContractTerms,
  DividendPeriod,
  DividendRule,
  Downline,
  DownlinesPage,
  Settlement,
  SettlementBet,
  SettlementBetsPage,
  SettlementsPage,
  WageTier,
} from '../../../schemas/generated/api';
import { apiRequest, isObject } from './client';
import { consolidatedKey } from './consolidated';

// Contract calls of the agent centre (issue 9, docs/contract-agent.md "Calls"): the contracts of
// one kind, their history, the what-if preview, the four relay calls (offer, accept, reject,
// terminate), settlements and the bets behind one, and the consolidated info that turns into the
// salary/dividend layout flags. One typed function per call with its queryOptions (STYLE.md); kept
// out of endpoints.ts so only the lazy contract chunks (and the consolidated query of the root
// layout) carry them. Money on the wire is in major units. Every /wps/agent call needs an agent's
// token (else HTTP 403 `NOT_AGENT`).

const isPage = (v: unknown): v is { list: unknown[] } =>
  isObject(v) && Array.isArray(v.list) && typeof v.totalPages === 'number' && typeof v.pageNo === 'number';
const isContract = (v: unknown): v is Contract =>
  isObject(v) && typeof v.id === 'number' && typeof v.version === 'number' && isObject(v.terms);

export type {
  Consolidated,
  Contract,
  ContractAccepted,
  ContractHistoryEntry,
  ContractKind,
  ContractPreview,
  ContractRates,
  ContractsView,
  ContractTerms,
  DividendPeriod,
  DividendRule,
  Downline,
  Settlement,
  SettlementBet,
  SettlementBetsPage,
  SettlementsPage,
  WageTier,
};

/** Default page size of the settlement lists (contract default 10). */
export const SETTLEMENTS_PAGE_SIZE = 10;
/** How many direct downlines the offer form's picker loads per search (contract max page size). */
export const DOWNLINE_PICKER_SIZE = 100;

/** The relay call of each contract kind (§7 salary and dividend calls). */
export const CONTRACT_RELAY_PATHS: Readonly<Record<ContractKind, string>> = {
  dailyWage: '/wps/relay/MCS2_processDailySalContract',
  hourlyWage: '/wps/relay/MCS2_processContractHourSalary',
  realtimeWage: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  dividend: '/wps/relay/MCS2_processDividendReq',
};

/** The settlements list's filters (`from`/`to`: `yyyy-MM-dd` days of the brand time zone). */
export interface SettlementsFilter {
  kind: ContractKind;
  pageNo: number;
  from?: string;
  to?: string;
  contractId?: number;
}

// ---------------------------------------------------------------------------------------------
// Keys

/**
 * Query keys, all under `['contracts']`: a decision (offer, accept, reject, terminate) invalidates
 * the prefix, so the lists, the settlements and the consolidated info (pending offers) follow.
 * The consolidated key names the member, so another log-in in the same tab never reads the
 * previous member's offers or flags.
 */
export const contractKeys = {
  all: ['contracts'] as const,
  view: (kind: ContractKind) => ['contracts', 'view', kind] as const,
  history: (contractId: number) => ['contracts', 'history', contractId] as const,
  settlements: (filter: SettlementsFilter) => ['contracts', 'settlements', filter] as const,
  settlementBets: (settlementId: number, pageNo: number) =>
    ['contracts', 'settlementBets', settlementId, pageNo] as const,
  downlines: (search: string) => ['contracts', 'downlines', search] as const,
  preview: (terms: ContractTerms, downlineId: number | null) =>
    ['contracts', 'preview', downlineId, terms] as const,
  consolidated: consolidatedKey,
};

// ---------------------------------------------------------------------------------------------
// Consolidated info and the layout flags (defined in ./consolidated.ts, which the root layout
// imports on its own so the rest of this module stays out of the initial bundle)

export { CONSOLIDATED_FLAGS, consolidatedFlags, consolidatedQuery, getConsolidated } from './consolidated';

// ---------------------------------------------------------------------------------------------
// Contracts

/** `GET /wps/agent/contracts?kind=`: my accepted contract, offers to me, contracts I gave, my limits. */
export const getContracts = (kind: ContractKind) =>
  apiRequest<ContractsView>('GET', '/wps/agent/contracts', {
    token: true,
    query: { kind },
    validate: (v): v is ContractsView =>
      isObject(v) && Array.isArray(v.offered) && Array.isArray(v.given) && isObject(v.limits),
  });

export const contractsQuery = (kind: ContractKind) =>
  queryOptions({ queryKey: contractKeys.view(kind), queryFn: () => getContracts(kind) });

/**
 * The offer pending for me from upline `uplineId` as it is now (the stale-offer reload): the
 * contract `contractId` itself, or the newer offer that superseded it (an offer is never edited: a
 * new one is a new contract, `version` + 1); null when none is pending any more.
 */
export const getPendingOffer = async (
  kind: ContractKind,
  contractId: number,
  uplineId: number,
): Promise<Contract | null> => {
  const { offered } = await getContracts(kind);
  return (
    offered.find((contract) => contract.id === contractId) ??
    offered.find((contract) => contract.upline.userId === uplineId) ??
    null
  );
};

/** `GET /wps/agent/contracts/:id/history`: every offer, decision and end, oldest first. */
export const getContractHistory = (contractId: number) =>
  apiRequest<ContractHistory>('GET', `/wps/agent/contracts/${contractId}/history`, {
    token: true,
    validate: (v): v is ContractHistory => isObject(v) && Array.isArray(v.list),
  }).then((value) => value.list);

export const contractHistoryQuery = (contractId: number) =>
  queryOptions({ queryKey: contractKeys.history(contractId), queryFn: () => getContractHistory(contractId) });

/**
 * `POST /wps/agent/contracts/preview`: what `terms` would have paid the downline's team (or, with
 * `downlineId` absent, the caller's own team) for the last period, and the current one so far.
 */
export const previewContract = (body: { downlineId?: number; terms: ContractTerms }) =>
  apiRequest<ContractPreview>('POST', '/wps/agent/contracts/preview', {
    token: true,
    body,
    validate: (v): v is ContractPreview => isObject(v) && isObject(v.lastPeriod) && isObject(v.current),
  });

/** The preview of `terms` for my own team (`downlineId` absent) or a downline's, as a query. */
export const previewQuery = (terms: ContractTerms, downlineId?: number) =>
  queryOptions({
    queryKey: contractKeys.preview(terms, downlineId ?? null),
    queryFn: () => previewContract({ downlineId, terms }),
  });

/**
 * Offers `terms` to the direct downline agent `downlineId` (replaces my still-pending offer of the
 * kind to it). Refusals: `NOT_AGENT`, `RATE_ABOVE_UPLINE`, `VALIDATION`, `NOT_FOUND`.
 */
export const offerContract = (
  kind: ContractKind,
  input: { requestId: string; downlineId: number; terms: ContractTerms },
) =>
  apiRequest<Contract>('POST', CONTRACT_RELAY_PATHS[kind], {
    token: true,
    body: { action: 'offer', ...input },
    validate: isContract,
  });

/**
 * Accepts the offer `contractId` as seen at `version`. Refusals (HTTP 409): `STALE_OFFER`,
 * `CONTRACT_CLOSED`, and `LOWER_RATE_CONFIRM` with `value.ends` (the contracts it would end)
 * unless `confirmLowerRate` is true.
 */
export const acceptContract = (
  kind: ContractKind,
  input: { contractId: number; version: number; confirmLowerRate: boolean },
) =>
  apiRequest<ContractAccepted>('POST', CONTRACT_RELAY_PATHS[kind], {
    token: true,
    body: { action: 'accept', ...input },
    validate: (v): v is ContractAccepted => isObject(v) && isContract(v.contract) && Array.isArray(v.ended),
  });

/** Rejects the offer `contractId` seen at `version` (409 `STALE_OFFER`, `CONTRACT_CLOSED`). */
export const rejectContract = (kind: ContractKind, input: { contractId: number; version: number }) =>
  apiRequest<Contract>('POST', CONTRACT_RELAY_PATHS[kind], {
    token: true,
    body: { action: 'reject', ...input },
    validate: isContract,
  });

/** Ends an accepted contract (either side) or withdraws an offer (409 `CONTRACT_CLOSED`). */
export const terminateContract = (kind: ContractKind, contractId: number) =>
  apiRequest<Contract>('POST', CONTRACT_RELAY_PATHS[kind], {
    token: true,
    body: { action: 'terminate', contractId },
    validate: isContract,
  });

// ---------------------------------------------------------------------------------------------
// Settlements

/** `GET /wps/agent/settlements`: settlements of the kind where I am the downline or the upline, with totals. */
export const getSettlements = (filter: SettlementsFilter) =>
  apiRequest<SettlementsPage>('GET', '/wps/agent/settlements', {
    token: true,
    query: {
      kind: filter.kind,
      pageNo: filter.pageNo,
      pageSize: SETTLEMENTS_PAGE_SIZE,
      from: filter.from,
      to: filter.to,
      contractId: filter.contractId,
    },
    validate: (v): v is SettlementsPage => isPage(v) && isObject((v as { totals?: unknown }).totals),
  });

export const settlementsQuery = (filter: SettlementsFilter) =>
  queryOptions({ queryKey: contractKeys.settlements(filter), queryFn: () => getSettlements(filter) });

/** `GET /wps/agent/settlements/:id/bets`: the bets a settlement counted, newest first. */
export const getSettlementBets = (settlementId: number, pageNo: number) =>
  apiRequest<SettlementBetsPage>('GET', `/wps/agent/settlements/${settlementId}/bets`, {
    token: true,
    query: { pageNo, pageSize: SETTLEMENTS_PAGE_SIZE },
    validate: (v): v is SettlementBetsPage => isPage(v),
  });

export const settlementBetsQuery = (settlementId: number, pageNo: number) =>
  queryOptions({
    queryKey: contractKeys.settlementBets(settlementId, pageNo),
    queryFn: () => getSettlementBets(settlementId, pageNo),
  });

// ---------------------------------------------------------------------------------------------
// Downline picker

/**
 * My direct downlines (`GET /wps/agent/downlines?level=1`) whose username contains `search`,
 * first {@link DOWNLINE_PICKER_SIZE}; the offer form lists the agents among them (an offer goes
 * only to a direct downline that is an agent).
 */
export const getDirectDownlines = (search: string) =>
  apiRequest<DownlinesPage>('GET', '/wps/agent/downlines', {
    token: true,
    query: { level: 1, pageNo: 1, pageSize: DOWNLINE_PICKER_SIZE, search: search.trim() || undefined },
    validate: (v): v is DownlinesPage => isPage(v),
  }).then((page) => page.list);

export const directDownlinesQuery = (search: string) =>
  queryOptions({ queryKey: contractKeys.downlines(search), queryFn: () => getDirectDownlines(search) });

/**
 * One downline of mine (`GET /wps/agent/downlines/:userId`): the offer form names a downline it
 * was opened for (`offerTo`) when the picker's first page does not hold it. `NOT_FOUND` for an id
 * outside my team.
 */
export const getDownline = (userId: number) =>
  apiRequest<Downline>('GET', `/wps/agent/downlines/${userId}`, {
    token: true,
    validate: (v): v is Downline =>
      isObject(v) && typeof v.userId === 'number' && typeof v.username === 'string',
  });

export const downlineQuery = (userId: number) =>
  queryOptions({
    queryKey: [...contractKeys.all, 'downline', userId] as const,
    queryFn: () => getDownline(userId),
  });
