import { apiRequest, isObject } from './client';

// The part of the wallet calls the first screen needs (issue 13): the query keys and recall all,
// used by the game launcher. The rest of the wallet calls (`./wallet`, which re-exports these)
// stay in the member centre's lazy chunks.

/** Query filters of the betting record (§2 personalHistoryCopy). Dates `yyyy-MM-dd`, local days. */
export interface BetFilter {
  from: string;
  to: string;
  vendor?: string;
  gameName?: string;
  pageNo: number;
}
/** Query filters of the account record (§2 transactionHistory). Dates `yyyy-MM-dd`, local days. */
export interface LedgerFilter {
  from: string;
  to: string;
  kind?: string;
  pageNo: number;
}

/** Query keys, all under `['wallet']` (header balance follows every invalidation). */
export const walletKeys = {
  all: ['wallet'] as const,
  wallets: () => ['wallet', 'list'] as const,
  depositMethods: () => ['wallet', 'deposit', 'methods'] as const,
  depositOrders: (pageNo: number) => ['wallet', 'deposit', 'orders', pageNo] as const,
  depositOrder: (orderId: string) => ['wallet', 'deposit', 'order', orderId] as const,
  bankAccounts: () => ['wallet', 'bankAccounts'] as const,
  /** The brand's bank list: brand data, outside `['wallet']` so money actions do not refetch it. */
  banks: () => ['brand', 'banks'] as const,
  withdrawConfig: () => ['wallet', 'withdraw', 'config'] as const,
  withdrawOrders: (pageNo: number) => ['wallet', 'withdraw', 'orders', pageNo] as const,
  bets: (filter: BetFilter) => ['wallet', 'bets', filter] as const,
  ledger: (filter: LedgerFilter) => ['wallet', 'ledger', filter] as const,
  profit: (from: string, to: string) => ['wallet', 'profit', from, to] as const,
  bonuses: (pageNo: number) => ['wallet', 'bonuses', pageNo] as const,
  rewards: () => ['wallet', 'rewards'] as const,
  referral: () => ['wallet', 'referral'] as const,
  missions: () => ['wallet', 'missions'] as const,
  leaderboard: () => ['wallet', 'leaderboard'] as const,
  rebate: () => ['wallet', 'rebate'] as const,
};

/** Path of recall all (`MCS_recallAll`). */
export const RECALL_ALL_PATH = '/wps/relay/MCS_recallAll';

/**
 * Every vendor wallet back to MAIN (`MCS_recallAll`), idempotent by requestId; also sent whenever
 * the game frame is left (docs/contract-wallet.md "Money never strands").
 */
export const recallAll = (requestId: string) =>
  apiRequest<{ main: number }>('POST', RECALL_ALL_PATH, {
    token: true,
    body: { requestId },
    validate: (v): v is { main: number } => isObject(v) && typeof v.main === 'number',
  });
