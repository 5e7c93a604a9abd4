import { queryOptions } from '@tanstack/react-query';
import type {
  AgentAnnouncement,
  AgentAnnouncementsPage,
  Downline,
  DownlineDetail,
  DownlineProfitLossPage,
  DownlineProfitLossQuery,
  DownlineProfitLossRow,
  DownlinesPage,
  DownlinesQuery,
  DownlineTransaction,
  DownlineTransactionsPage,
  DownlineTransactionsQuery,
  Income,
  IncomeQuery,
  InviteLinks,
  RegisterDownlineBody,
  RegisterDownlineValue,
  TeamBet,
  TeamBetsPage,
  TeamBetsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TransferDownlineBody,
} from '../../../schemas/generated/api';
import { apiRequest, isObject } from './client';
import { LEDGER_KINDS } from './wallet';

// Agent-centre calls (issue 9, docs/contract-agent.md): notices, team overview, downlines and the
// transfer to one, registration of a downline, invitation links, the team reports and the agent's
// income. One typed function per call with its queryOptions (STYLE.md); kept out of endpoints.ts
// so only the lazy agent chunks carry them. Money on the wire is in major units. Every call needs
// the token of an agent (else HTTP 403 `NOT_AGENT`); an id outside the caller's team is
// `NOT_FOUND`. Dates `from`/`to` are `yyyy-MM-dd` days of the brand's time zone, at most
// {@link MAX_RANGE_DAYS} apart.

const isPage = (v: unknown): v is { list: unknown[]; pageNo: number; totalPages: number } =>
  isObject(v) && Array.isArray(v.list) && typeof v.totalPages === 'number' && typeof v.pageNo === 'number';
const isTotalsPage = <T>(v: unknown): v is T => isPage(v) && isObject((v as { totals?: unknown }).totals);

export type {
  AgentAnnouncement,
  AgentAnnouncementsPage,
  Downline,
  DownlineDetail,
  DownlineProfitLossPage,
  DownlineProfitLossRow,
  DownlinesPage,
  DownlineTransaction,
  DownlineTransactionsPage,
  Income,
  InviteLinks,
  RegisterDownlineBody,
  RegisterDownlineValue,
  TeamBet,
  TeamBetsPage,
  TeamOverview,
};

/** Default page size of the agent lists (contract default 10). */
export const AGENT_PAGE_SIZE = 10;
/** Longest `from`…`to` span the report calls take, in days (contract: "at most 92 days apart"). */
export const MAX_RANGE_DAYS = 92;
/** Longest `search`/`username` filter (contract: username contains, ≤ 32). */
export const USERNAME_FILTER_MAX = 32;
/** Deepest `level` filter of the downline list (contract: 1–9). */
export const MAX_LEVEL = 9;

export type TeamRange = TeamOverviewQuery['range'];
export type TeamScope = TeamOverviewQuery['scope'];
export type DownlineStatus = Downline['status'];

/**
 * Ledger kinds the account-details filter offers (docs/contract-agent.md downlineTransactions and
 * contract-wallet "Records"; the server may answer others, shown by their code).
 */
export const AGENT_LEDGER_KINDS = LEDGER_KINDS;

/** The downline list's filters (page and search); `level`/`status` absent = all. */
export type DownlinesFilter = Omit<DownlinesQuery, 'pageSize'> & { pageNo: number };
/** The team-betting filters (dates, username contains, vendor code). */
export type TeamBetsFilter = Omit<TeamBetsQuery, 'pageSize'> & { pageNo: number };
/** The per-downline profit/loss filters. */
export type ProfitLossFilter = Omit<DownlineProfitLossQuery, 'pageSize'> & { pageNo: number };
/** The downline ledger filters (dates, username contains, ledger kind). */
export type TransactionsFilter = Omit<DownlineTransactionsQuery, 'pageSize'> & { pageNo: number };

// ---------------------------------------------------------------------------------------------
// Keys

/** Query keys, all under `['agent']`; a transfer or a new downline invalidates the prefix. */
export const agentKeys = {
  all: ['agent'] as const,
  announcements: (pageNo: number) => ['agent', 'announcements', pageNo] as const,
  teamOverview: (query: TeamOverviewQuery) => ['agent', 'teamOverview', query] as const,
  downlines: (filter: DownlinesFilter) => ['agent', 'downlines', 'list', filter] as const,
  downline: (userId: number) => ['agent', 'downlines', 'detail', userId] as const,
  inviteLinks: () => ['agent', 'inviteLinks'] as const,
  teamBets: (filter: TeamBetsFilter) => ['agent', 'teamBets', filter] as const,
  profitLoss: (filter: ProfitLossFilter) => ['agent', 'profitLoss', filter] as const,
  transactions: (filter: TransactionsFilter) => ['agent', 'transactions', filter] as const,
  income: (query: IncomeQuery) => ['agent', 'income', query] as const,
};

/** `undefined` for an empty text, so the query string leaves the filter out. */
const optional = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

// ---------------------------------------------------------------------------------------------
// Calls

/** A page of the notices for agents, newest first; `content` is HTML the page must sanitize. */
export const getAgentAnnouncements = (pageNo: number) =>
  apiRequest<AgentAnnouncementsPage>('GET', '/wps/agent/announcements', {
    token: true,
    query: { pageNo, pageSize: AGENT_PAGE_SIZE },
    validate: (v): v is AgentAnnouncementsPage => isPage(v),
  });

/** The team's figures of a quick range, for direct downlines or the whole team. */
export const getTeamOverview = (query: TeamOverviewQuery) =>
  apiRequest<TeamOverview>('GET', '/wps/agent/teamOverview', {
    token: true,
    query: { range: query.range, scope: query.scope },
    validate: (v): v is TeamOverview =>
      isObject(v) && typeof v.teamSize === 'number' && typeof v.profitLoss === 'number',
  });

/** A page of the caller's downlines (every level), by level then newest first. */
export const getDownlines = (filter: DownlinesFilter) =>
  apiRequest<DownlinesPage>('GET', '/wps/agent/downlines', {
    token: true,
    query: {
      pageNo: filter.pageNo,
      pageSize: AGENT_PAGE_SIZE,
      search: optional(filter.search),
      level: filter.level,
      status: filter.status,
    },
    validate: (v): v is DownlinesPage => isPage(v),
  });

/** One downline with its team's last 30 days; `NOT_FOUND` outside the caller's team. */
export const getDownline = (userId: number) =>
  apiRequest<DownlineDetail>('GET', `/wps/agent/downlines/${userId}`, {
    token: true,
    validate: (v): v is DownlineDetail => isObject(v) && v.userId === userId,
  });

/**
 * MAIN of the caller → MAIN of a direct downline (§6 "uplines transfer to downlines"; enc, carries
 * the payment password; idempotent by `requestId`). Answers the caller's MAIN after (major units).
 * Errors `BAD_PAYMENT_PASSWORD`, 429 `PAYMENT_PASSWORD_LOCKED`, `PAYMENT_PASSWORD_NOT_SET`,
 * `INSUFFICIENT_BALANCE`, `NOT_FOUND` (not a direct downline).
 */
export const transferDownline = (input: TransferDownlineBody) =>
  apiRequest<{ main: number }>('POST', '/wps/agent/transferDownline', {
    token: true,
    body: input,
    enc: true,
    validate: (v): v is { main: number } => isObject(v) && typeof v.main === 'number',
  });

/** Registers a new direct downline of the caller (enc: carries passwords). */
export const registerDownline = (input: RegisterDownlineBody) =>
  apiRequest<RegisterDownlineValue>('POST', '/wps/agent/registerDownline', {
    token: true,
    body: input,
    enc: true,
    validate: (v): v is RegisterDownlineValue => isObject(v) && typeof v.username === 'string',
  });

/** The caller's affiliate code and one registration link per brand domain. */
export const getInviteLinks = () =>
  apiRequest<InviteLinks>('GET', '/wps/agent/inviteLinks', {
    token: true,
    validate: (v): v is InviteLinks =>
      isObject(v) && typeof v.affiliateCode === 'string' && Array.isArray(v.links),
  });

/**
 * One page of a team report (everyone below the caller) with the totals of the whole result: the
 * date range, page and username filter every report shares, plus its own filters (`extra`).
 */
const teamReport = <T>(
  path: string,
  filter: { pageNo: number; from: string; to: string; username?: string },
  extra: Record<string, string | undefined> = {},
) =>
  apiRequest<T>('GET', path, {
    token: true,
    query: {
      pageNo: filter.pageNo,
      pageSize: AGENT_PAGE_SIZE,
      from: filter.from,
      to: filter.to,
      username: optional(filter.username),
      ...extra,
    },
    validate: isTotalsPage<T>,
  });

/** A page of the team's bets (everyone below the caller) with the totals of the whole result. */
export const getTeamBets = (filter: TeamBetsFilter) =>
  teamReport<TeamBetsPage>('/wps/agent/teamBets', filter, { vendor: optional(filter.vendor) });

/** A page of per-downline profit/loss (downlines with activity) with the totals. */
export const getDownlineProfitLoss = (filter: ProfitLossFilter) =>
  teamReport<DownlineProfitLossPage>('/wps/agent/downlineProfitLoss', filter);

/** A page of the team's ledger movements with the in/out/net totals. */
export const getDownlineTransactions = (filter: TransactionsFilter) =>
  teamReport<DownlineTransactionsPage>('/wps/agent/downlineTransactions', filter, {
    kind: optional(filter.kind),
  });

/** What the caller received per day: wages, dividends, rebates, totals. */
export const getIncome = (query: IncomeQuery) =>
  apiRequest<Income>('GET', '/wps/agent/income', {
    token: true,
    query: { from: query.from, to: query.to },
    validate: (v): v is Income => isObject(v) && Array.isArray(v.rows) && isObject(v.totals),
  });

// ---------------------------------------------------------------------------------------------
// queryOptions

export const agentAnnouncementsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: agentKeys.announcements(pageNo),
    queryFn: () => getAgentAnnouncements(pageNo),
    staleTime: 60_000,
  });
export const teamOverviewQuery = (query: TeamOverviewQuery) =>
  queryOptions({ queryKey: agentKeys.teamOverview(query), queryFn: () => getTeamOverview(query) });
export const downlinesQuery = (filter: DownlinesFilter) =>
  queryOptions({ queryKey: agentKeys.downlines(filter), queryFn: () => getDownlines(filter) });
export const downlineQuery = (userId: number) =>
  queryOptions({ queryKey: agentKeys.downline(userId), queryFn: () => getDownline(userId) });
export const inviteLinksQuery = () =>
  queryOptions({ queryKey: agentKeys.inviteLinks(), queryFn: getInviteLinks, staleTime: 5 * 60_000 });
export const teamBetsQuery = (filter: TeamBetsFilter) =>
  queryOptions({ queryKey: agentKeys.teamBets(filter), queryFn: () => getTeamBets(filter) });
export const downlineProfitLossQuery = (filter: ProfitLossFilter) =>
  queryOptions({ queryKey: agentKeys.profitLoss(filter), queryFn: () => getDownlineProfitLoss(filter) });
export const downlineTransactionsQuery = (filter: TransactionsFilter) =>
  queryOptions({ queryKey: agentKeys.transactions(filter), queryFn: () => getDownlineTransactions(filter) });
export const incomeQuery = (query: IncomeQuery) =>
  queryOptions({ queryKey: agentKeys.income(query), queryFn: () => getIncome(query) });
