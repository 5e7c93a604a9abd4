import { queryOptions } from '@tanstack/react-query';
import type {
  AccountRecordEntry,
  Bank,
  BankAccount,
  BetRecord,
  BettingRecordPage,
  BonusDetail,
  DepositCreated,
  DepositInstructions,
  DepositMethod,
  DepositMethods,
  DepositOrder,
  ManualRebate,
  Mission,
  MissionLeader,
  MissionSummary,
  PersonalProfit,
  ProfitTotals,
  ReferralValue,
  RewardActivity,
  WalletEntry,
  WithdrawConfig,
  WithdrawOrder,
  WithdrawRequest,
} from '../../../schemas/generated/api';
import { apiRequest, DEFAULT_MERCHANT, isObject } from './client';
import { getSession } from '../session';
import { RECALL_ALL_PATH, walletKeys, type BetFilter, type LedgerFilter } from './wallet-keys';

// Member-centre money calls (issue 4, docs/contract-wallet.md): transferFund, depositv2, withdraw,
// transferUpline, records, rewards, referral, missions, manual rebate. One typed function per call
// with its queryOptions (STYLE.md); kept out of endpoints.ts so only the lazy wallet chunks carry
// them. Money on the wire is in major units (at most the brand currency's minorUnits decimals).
// Every key starts with `['wallet']`, so invalidating that prefix after a money action refreshes
// the header balance too.

const hasKeys =
  <T>(...keys: string[]) =>
  (v: unknown): v is T =>
    isObject(v) && keys.every((k) => k in v);
const isPage = <T>(v: unknown): v is Page<T> =>
  isObject(v) && Array.isArray(v.list) && typeof v.totalPages === 'number' && typeof v.pageNo === 'number';

/** A server page of a list (contract "Paginated lists"). */
export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

/** Default page size of the record lists (contract default 10). */
export const RECORDS_PAGE_SIZE = 10;
/** §9: images png or jpg, 5 MB each (bytes), at most 3 (proofs and activity applications). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** §9: activity remark at most 140 characters. */
export const REMARK_MAX = 140;

/**
 * The browser's UTC offset now, in minutes EAST of UTC (`-getTimezoneOffset()`: +60 at UTC+1), sent
 * as `tzOffset` with the record calls so the server reads `from`/`to` as the member's local days,
 * like the quick ranges of the record pages (docs/contract-wallet.md "Records").
 */
export function localTzOffset(at: Date = new Date()): number {
  // `|| 0`: UTC itself would give -0.
  return -at.getTimezoneOffset() || 0;
}

/** A fresh idempotency key (contract: 1–64 chars `A–Z a–z 0–9 _ . : -`). */
export function newRequestId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `r${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

// ---------------------------------------------------------------------------------------------
// Shapes

// The shapes come from the JSON Schemas in `schemas/api/` through the generated
// `schemas/generated/api.ts`, so the site and the reference server share one definition.
export type {
  Bank,
  BankAccount,
  BetRecord,
  DepositCreated,
  DepositInstructions,
  DepositMethod,
  DepositMethods,
  DepositOrder,
  ManualRebate,
  Mission,
  MissionSummary,
  PersonalProfit,
  WithdrawConfig,
  WithdrawOrder,
};
/** One wallet and its balance (`GET /wps/v2/wallets/list`). */
export type WalletBalance = WalletEntry;
export type DepositStatus = DepositOrder['status'];
export type WithdrawStatus = WithdrawOrder['status'];
/** Stake, payout and net of a range (major units). */
export type MoneySummary = ProfitTotals;
export type BetPage = BettingRecordPage;
/** One ledger movement of the account record (signed amount, major units). */
export type LedgerEntry = AccountRecordEntry;
/** Ledger kinds offered by the account-record filter (contract; the server may add more). */
export const LEDGER_KINDS = [
  'deposit',
  'withdraw',
  'withdrawRefund',
  'transferIn',
  'transferOut',
  'bet',
  'payout',
  'rebate',
  'bonus',
  'upline',
  'fromDownline',
  'toDownline',
  'fromUpline',
  'agentWage',
  'agentDividend',
  // Lottery (docs/contract-lottery.md "Money and records").
  'lotteryBet',
  'lotteryWin',
  'lotteryReversal',
] as const;
export type BonusEntry = BonusDetail;
/** §4 Activity statuses. */
export const ACTIVITY_STATUSES = [
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
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export type Activity = RewardActivity;
export type Referral = ReferralValue;
export type LeaderboardEntry = MissionLeader;

export { RECALL_ALL_PATH, recallAll, walletKeys, type BetFilter, type LedgerFilter } from './wallet-keys';

// ---------------------------------------------------------------------------------------------
// transferFund

/** Per-wallet balances (`GET /wps/v2/wallets/list`): MAIN first, then the vendor wallets. */
export const getWalletList = () =>
  apiRequest<{ wallets: WalletBalance[] }>('GET', '/wps/v2/wallets/list', {
    token: true,
    validate: (v): v is { wallets: WalletBalance[] } => isObject(v) && Array.isArray(v.wallets),
  }).then((value) => value.wallets);

/** MAIN ↔ vendor transfer (`GCS_walletTransfer`); `amount: 'ALL'` recalls a vendor wallet. */
export const transferWallet = (input: {
  from: string;
  to: string;
  amount: number | 'ALL';
  requestId: string;
}) =>
  apiRequest<{ main: number }>('POST', '/wps/relay/GCS_walletTransfer', {
    token: true,
    body: input,
    validate: (v): v is { main: number } => isObject(v) && typeof v.main === 'number',
  });

/**
 * Recall all for a page that is going away (`pagehide`: the tab closes or reloads, or goes to
 * another site; docs/contract-wallet.md "Money never strands"): `POST MCS_recallAll { requestId }`
 * sent with `fetch(…, { keepalive: true })`, so the browser completes it after the page is gone.
 * The member token travels in the `token` header, which `navigator.sendBeacon` cannot send. Does
 * not go through `apiRequest` (no modal on a refused token: the next log-in recalls on the server).
 * Never throws.
 * @returns true when the platform answered success; false without a token, on a refusal or a
 *   network fault.
 */
export async function recallAllKeepalive(requestId: string): Promise<boolean> {
  const { token } = getSession();
  if (!token || typeof fetch !== 'function') return false;
  try {
    const response = await fetch(RECALL_ALL_PATH, {
      method: 'POST',
      keepalive: true,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Merchant:
          (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem('merchantCode')) ??
          DEFAULT_MERCHANT,
        Language: (typeof localStorage === 'undefined' ? null : localStorage.getItem('hisLang')) ?? 'en',
        token,
      },
      body: JSON.stringify({ requestId }),
    });
    const parsed: unknown = await response.json();
    return isObject(parsed) && parsed.success === true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// depositv2

export const getDepositMethods = () =>
  apiRequest<DepositMethods>('GET', '/wps/wallet/deposit/methods', {
    token: true,
    validate: (v): v is DepositMethods => isObject(v) && Array.isArray(v.methods),
  });

/**
 * Creates a deposit order: its reference, `expiresAt`, the instructions of its method and, outside
 * production, the sandbox page (docs/contract-wallet.md "Deposit instructions"); errors
 * `AMOUNT_LIMIT`, `DEPOSIT_LIMIT` (platform messages).
 */
export const createDeposit = (input: { requestId: string; methodId: string; amount: number }) =>
  apiRequest<DepositCreated>('POST', '/wps/wallet/deposit', {
    token: true,
    body: input,
    validate: hasKeys<DepositCreated>('orderId', 'status', 'expiresAt', 'instructions'),
  });

export const getDepositOrders = (pageNo: number) =>
  apiRequest<Page<DepositOrder>>('GET', '/wps/wallet/deposit/orders', {
    token: true,
    query: { pageNo, pageSize: RECORDS_PAGE_SIZE },
    validate: isPage<DepositOrder>,
  });

// ---------------------------------------------------------------------------------------------
// withdraw

export const getBankAccounts = () =>
  apiRequest<{ list: BankAccount[] }>('GET', '/wps/wallet/bankAccounts', {
    token: true,
    validate: (v): v is { list: BankAccount[] } => isObject(v) && Array.isArray(v.list),
  }).then((value) => value.list);

/** The brand's bank list a payout account is at (`GET /wps/wallet/banks`, docs/contract-banks.md; public). */
export const getBanks = () =>
  apiRequest<{ list: Bank[] }>('GET', '/wps/wallet/banks', {
    validate: (v): v is { list: Bank[] } => isObject(v) && Array.isArray(v.list),
  }).then((value) => value.list);

export const addBankAccount = (input: { bankName: string; accountName: string; accountNumber: string }) =>
  apiRequest<BankAccount>('POST', '/wps/wallet/bankAccounts', {
    token: true,
    body: input,
    validate: hasKeys<BankAccount>('id'),
  });

export const getWithdrawConfig = () =>
  apiRequest<WithdrawConfig>('GET', '/wps/wallet/withdraw/config', {
    token: true,
    validate: hasKeys<WithdrawConfig>('min', 'max', 'dailyRemaining', 'confirmTimeoutMinutes'),
  });

/** Withdrawal order (enc: carries the payment password). MAIN is debited (held) at once. */
export const createWithdrawal = (input: WithdrawRequest) =>
  apiRequest<{ orderId: string; status: 'pending'; amount: number }>('POST', '/wps/wallet/withdraw', {
    token: true,
    body: input,
    enc: true,
    validate: hasKeys('orderId'),
  });

export const getWithdrawOrders = (pageNo: number) =>
  apiRequest<Page<WithdrawOrder>>('GET', '/wps/wallet/withdraw/orders', {
    token: true,
    query: { pageNo, pageSize: RECORDS_PAGE_SIZE },
    validate: isPage<WithdrawOrder>,
  });

/** §4 withdrawal receipt answer; only while `disbursed` and before the deadline. */
export const confirmWithdrawal = (
  orderId: string,
  answer: { result: 'received' } | { result: 'partial'; receivedAmount: number } | { result: 'notReceived' },
) =>
  apiRequest<WithdrawOrder>('POST', `/wps/wallet/withdraw/${encodeURIComponent(orderId)}/confirm`, {
    token: true,
    body: answer,
  });

/** Uploads one proof image (raw png/jpg ≤ 5 MB, ≤ 3 per order) of a `notReceived` order. */
export const uploadWithdrawalProof = (orderId: string, file: Blob) =>
  apiRequest<{ proofs: number }>('POST', `/wps/wallet/withdraw/${encodeURIComponent(orderId)}/proof`, {
    token: true,
    raw: file,
    timeoutMs: 60_000,
    validate: (v): v is { proofs: number } => isObject(v) && typeof v.proofs === 'number',
  });

// ---------------------------------------------------------------------------------------------
// transferUpline, records

export const transferUpline = (input: { requestId: string; amount: number; paymentPassword: string }) =>
  apiRequest<{ main: number }>('POST', '/wps/relay/MCS_transferUpline', {
    token: true,
    body: input,
    validate: (v): v is { main: number } => isObject(v) && typeof v.main === 'number',
  });

/** A page of the betting record (`ODSFE_bettingRecord`) and its summary; local days (`tzOffset`). */
export const getBetRecords = (filter: BetFilter) =>
  apiRequest<BetPage>('GET', '/wps/relay/ODSFE_bettingRecord', {
    token: true,
    query: {
      pageNo: filter.pageNo,
      pageSize: RECORDS_PAGE_SIZE,
      from: filter.from,
      to: filter.to,
      tzOffset: localTzOffset(),
      vendor: filter.vendor || undefined,
      gameName: filter.gameName?.trim() || undefined,
    },
    validate: (v): v is BetPage => isPage(v) && isObject((v as { summary?: unknown }).summary),
  });

/** A page of the account record (`ODSFE2_MemTransDet`); `from`/`to` are local days (`tzOffset`). */
export const getLedger = (filter: LedgerFilter) =>
  apiRequest<Page<LedgerEntry>>('GET', '/wps/relay/ODSFE2_MemTransDet', {
    token: true,
    query: {
      pageNo: filter.pageNo,
      pageSize: RECORDS_PAGE_SIZE,
      from: filter.from,
      to: filter.to,
      tzOffset: localTzOffset(),
      kind: filter.kind || undefined,
    },
    validate: isPage<LedgerEntry>,
  });

/** Stake, payout and net per local day `from`…`to` (`MCS_personalProfit`, `tzOffset`). */
export const getPersonalProfit = (from: string, to: string) =>
  apiRequest<PersonalProfit>('GET', '/wps/relay/MCS_personalProfit', {
    token: true,
    query: { from, to, tzOffset: localTzOffset() },
    validate: (v): v is PersonalProfit => isObject(v) && Array.isArray(v.days) && isObject(v.total),
  });

export const getBonusDetails = (pageNo: number) =>
  apiRequest<Page<BonusEntry>>('GET', '/wps/relay/MCS_bonusDetails', {
    token: true,
    query: { pageNo, pageSize: RECORDS_PAGE_SIZE },
    validate: isPage<BonusEntry>,
  });

// ---------------------------------------------------------------------------------------------
// rewardCenter, referral, missions, manual rebate

export const getRewardCenter = () =>
  apiRequest<{ list: Activity[] }>('GET', '/wps/relay/MCS_rewardCenter', {
    token: true,
    validate: (v): v is { list: Activity[] } => isObject(v) && Array.isArray(v.list),
  }).then((value) => value.list);

export const rewardAction = (input: { id: Activity['id']; action: 'join' | 'claim' }) =>
  apiRequest<Activity>('POST', '/wps/relay/MCS_rewardAction', { token: true, body: input });

/** Activity application: remark ≤ 140, images as data: URLs (png/jpg, ≤ 5 MB, ≤ 3). */
export const rewardApply = (input: { id: Activity['id']; remark: string; images: string[] }) =>
  apiRequest<Activity>('POST', '/wps/relay/MCS_rewardApply', { token: true, body: input, timeoutMs: 60_000 });

export const getReferral = () =>
  apiRequest<Referral>('GET', '/wps/relay/MCS_referral', {
    token: true,
    validate: (v): v is Referral => isObject(v) && typeof v.enabled === 'boolean' && Array.isArray(v.invited),
  });

export const getMissionSummary = () =>
  apiRequest<MissionSummary>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', {
    token: true,
    validate: (v): v is MissionSummary =>
      isObject(v) && typeof v.count === 'number' && Array.isArray(v.missions),
  });

export const getLeaderboard = () =>
  apiRequest<{ list: LeaderboardEntry[] }>('GET', '/wps/relay/MCSFE_getMissionLeaderboard', {
    token: true,
    validate: (v): v is { list: LeaderboardEntry[] } => isObject(v) && Array.isArray(v.list),
  }).then((value) => value.list);

export const getManualRebate = () =>
  apiRequest<ManualRebate>('GET', '/wps/relay/MCS_manualRebate', {
    token: true,
    validate: (v): v is ManualRebate =>
      isObject(v) && typeof v.claimable === 'number' && Array.isArray(v.history),
  });

/** Claims the rebate (`NOTHING_TO_CLAIM` when there is none). */
export const claimManualRebate = (requestId: string) =>
  apiRequest<{ claimed: number; main: number }>('POST', '/wps/relay/MCS_manualRebate', {
    token: true,
    body: { requestId },
    validate: hasKeys('claimed'),
  });

// ---------------------------------------------------------------------------------------------
// queryOptions

export const walletListQuery = () =>
  queryOptions({ queryKey: walletKeys.wallets(), queryFn: getWalletList, staleTime: 10_000 });
export const depositMethodsQuery = () =>
  queryOptions({ queryKey: walletKeys.depositMethods(), queryFn: getDepositMethods });
export const depositOrdersQuery = (pageNo: number) =>
  queryOptions({ queryKey: walletKeys.depositOrders(pageNo), queryFn: () => getDepositOrders(pageNo) });
/** One deposit order, for polling its status (`GET /wps/wallet/deposit/orders/:orderId`). */
export const getDepositOrder = (orderId: string) =>
  apiRequest<DepositOrder>('GET', `/wps/wallet/deposit/orders/${encodeURIComponent(orderId)}`, {
    token: true,
    validate: hasKeys<DepositOrder>('orderId', 'status', 'expiresAt'),
  });
export const depositOrderQuery = (orderId: string) =>
  queryOptions({ queryKey: walletKeys.depositOrder(orderId), queryFn: () => getDepositOrder(orderId) });
export const bankAccountsQuery = () =>
  queryOptions({ queryKey: walletKeys.bankAccounts(), queryFn: getBankAccounts });
/** The bank list; brand data that changes rarely, kept for half an hour. */
export const banksQuery = () =>
  queryOptions({ queryKey: walletKeys.banks(), queryFn: getBanks, staleTime: 30 * 60_000 });
export const withdrawConfigQuery = () =>
  queryOptions({ queryKey: walletKeys.withdrawConfig(), queryFn: getWithdrawConfig, staleTime: 5 * 60_000 });
export const withdrawOrdersQuery = (pageNo: number) =>
  queryOptions({ queryKey: walletKeys.withdrawOrders(pageNo), queryFn: () => getWithdrawOrders(pageNo) });
export const betRecordsQuery = (filter: BetFilter) =>
  queryOptions({ queryKey: walletKeys.bets(filter), queryFn: () => getBetRecords(filter) });
export const ledgerQuery = (filter: LedgerFilter) =>
  queryOptions({ queryKey: walletKeys.ledger(filter), queryFn: () => getLedger(filter) });
export const personalProfitQuery = (from: string, to: string) =>
  queryOptions({ queryKey: walletKeys.profit(from, to), queryFn: () => getPersonalProfit(from, to) });
export const bonusDetailsQuery = (pageNo: number) =>
  queryOptions({ queryKey: walletKeys.bonuses(pageNo), queryFn: () => getBonusDetails(pageNo) });
export const rewardCenterQuery = () =>
  queryOptions({ queryKey: walletKeys.rewards(), queryFn: getRewardCenter });
export const referralQuery = () =>
  queryOptions({ queryKey: walletKeys.referral(), queryFn: getReferral, staleTime: 60_000 });
/** Also read by the member-centre menu badge (mission count). */
export const missionSummaryQuery = () =>
  queryOptions({ queryKey: walletKeys.missions(), queryFn: getMissionSummary, staleTime: 60_000 });
export const leaderboardQuery = () =>
  queryOptions({ queryKey: walletKeys.leaderboard(), queryFn: getLeaderboard });
export const manualRebateQuery = () =>
  queryOptions({ queryKey: walletKeys.rebate(), queryFn: getManualRebate });
