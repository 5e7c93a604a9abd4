import { queryOptions } from '@tanstack/react-query';
import type {
  AvatarValue,
  DepositLimitsUpdate,
  MemberProfile,
  MemberProfileUpdate,
  MessagesPage,
  Nationality,
  PlayerRank,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
  SessionGameResult,
  SourceOfIncome,
} from '../../../schemas/generated/api';
import { apiRequest, isObject } from './client';

// Member-centre account calls (issue 4: §2 Member centre securityCenter, messageV2, playerRank,
// profile; responsible gaming). One typed function per call with its queryOptions (STYLE.md); kept
// out of endpoints.ts so only the lazy account chunks carry them.

export type {
  DepositLimitsUpdate,
  MemberProfile,
  MemberProfileUpdate,
  MessagesPage,
  Nationality,
  PlayerRank,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
  SessionGameResult,
  SourceOfIncome,
};
export type { DepositLimitState, Exclusion, MemberMessage } from '../../../schemas/generated/api';

const hasKeys =
  <T>(...keys: string[]) =>
  (v: unknown): v is T =>
    isObject(v) && keys.every((k) => k in v);

/** Largest avatar the platform accepts (§8 "Image too large (5MB)"), bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Avatar types the platform accepts (§8 "only png or jpg"). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/**
 * `T` when the list `T` names every member of `U` (`satisfies` keeps it from naming others);
 * otherwise a type naming the missing members, so the assignment fails to compile and says why.
 */
type Exhaustive<U, T extends readonly U[]> = [Exclude<U, T[number]>] extends [never]
  ? T
  : { missing: Exclude<U, T[number]> };

// The contract's `Nationality` enum (schemas/api/member-centre.json) without ''. Codes only: the
// names come from Intl.DisplayNames in the UI language.
// prettier-ignore
const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const satisfies readonly Exclude<Nationality, ''>[];

/**
 * The nationality choices (§3 profile-type fields): every ISO 3166-1 alpha-2 code the platform
 * accepts, exactly the `Nationality` enum of the contract (checked at compile time).
 */
export const NATIONALITY_CODES: Exhaustive<Exclude<Nationality, ''>, typeof COUNTRY_CODES> = COUNTRY_CODES;

const INCOME_SOURCES = [
  'salary',
  'business',
  'investments',
  'savings',
  'pension',
  'other',
] as const satisfies readonly Exclude<SourceOfIncome, ''>[];

/** The source-of-income choices (§3), exactly the contract's `SourceOfIncome` enum without ''. */
export const SOURCES_OF_INCOME: Exhaustive<
  Exclude<SourceOfIncome, ''>,
  typeof INCOME_SOURCES
> = INCOME_SOURCES;

/** Whether `value` is a nationality the platform accepts ('' = not given). */
export const isNationality = (value: string): value is Nationality =>
  value === '' || (NATIONALITY_CODES as readonly string[]).includes(value);

/** Whether `value` is a source of income the platform accepts ('' = not given). */
export const isSourceOfIncome = (value: string): value is SourceOfIncome =>
  value === '' || (SOURCES_OF_INCOME as readonly string[]).includes(value);

// The profile's text rules (Telegram, address, occupation…) are the brand's rule set
// (GET /wps/system/setting/register), applied by the forms converter: none are kept here.

/** §9 "Notices 9 per page": the messages page uses the same size. */
export const MESSAGES_PAGE_SIZE = 9;

/** Query keys of the account pages (hierarchical, STYLE.md). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  /** Every page of messages (prefix: invalidated after reading one). */
  allMessages: () => ['account', 'messages'] as const,
  messages: (pageNo: number) => ['account', 'messages', pageNo] as const,
  unread: () => ['account', 'unread'] as const,
  rank: () => ['account', 'rank'] as const,
  responsibleGaming: () => ['account', 'responsibleGaming'] as const,
  /** One entry per reality-check reminder (`openedAt`, epoch ms), so each shows a fresh answer. */
  sessionResult: (openedAt: number) => ['account', 'responsibleGaming', 'session', openedAt] as const,
};

/**
 * `GET /wps/member/profile` (§2 securityCenter, §3): editable values plus the read-only
 * invitation code, referrer and masked bank account number ('' when absent).
 */
export const getProfile = () =>
  apiRequest<MemberProfile>('GET', '/wps/member/profile', {
    token: true,
    validate: hasKeys<MemberProfile>('account', 'nickname'),
  });

/**
 * `POST /wps/member/profile`: only the editable fields; absent ones stay, '' clears. Refusals are
 * `VALIDATION` naming the field (nothing saved).
 */
export const saveProfile = (update: MemberProfileUpdate) =>
  apiRequest<MemberProfile>('POST', '/wps/member/profile', {
    token: true,
    body: update,
    validate: hasKeys<MemberProfile>('account'),
  });

/** Uploads the avatar image as raw bytes (png or jpg, ≤ 5 MB). */
export const uploadAvatar = (file: Blob) =>
  apiRequest<AvatarValue>('POST', '/wps/member/info/icon', {
    token: true,
    raw: file,
    timeoutMs: 60_000,
    validate: hasKeys<AvatarValue>('avatarUrl'),
  });

/** Sets or changes the payment password (enc); `oldPaymentPassword` when one is set. */
export const savePaymentPassword = (payload: {
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}) => apiRequest<null>('POST', '/wps/member/paymentPassword', { token: true, body: payload, enc: true });

export const sendBindMobileCode = (input: { countryDialingCode: string; mobileNum: string }) =>
  apiRequest<{ expiredMinutes: number }>('POST', '/wps/member/mobile/code', {
    token: true,
    body: input,
    validate: hasKeys('expiredMinutes'),
  });

export const bindMobile = (input: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}) =>
  apiRequest<MemberProfile>('POST', '/wps/member/mobile', {
    token: true,
    body: input,
    validate: hasKeys<MemberProfile>('account'),
  });

/** Links an email address; the log-in password re-authenticates (enc). */
export const bindEmail = (input: { email: string; password: string }) =>
  apiRequest<MemberProfile>('POST', '/wps/member/email', {
    token: true,
    body: input,
    enc: true,
    validate: hasKeys<MemberProfile>('account'),
  });

export const getMessages = (pageNo: number) =>
  apiRequest<MessagesPage>('GET', '/wps/relay/MCSFE_getMessages', {
    token: true,
    query: { pageNo, pageSize: MESSAGES_PAGE_SIZE },
    validate: (v): v is MessagesPage =>
      isObject(v) && Array.isArray(v.list) && typeof v.totalPages === 'number',
  });

export const readMessage = (input: { id: number } | { all: true }) =>
  apiRequest<{ unread: number }>('POST', '/wps/relay/MCSFE_readMessage', {
    token: true,
    body: input,
    validate: hasKeys('unread'),
  });

/** §7 unread count: `value` is the number. */
export const getUnreadCount = () =>
  apiRequest<number>('GET', '/wps/relay/CSP_unreadCount', {
    token: true,
    validate: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  });

export const getPlayerRank = () =>
  apiRequest<PlayerRank>('GET', '/wps/relay/MCSFE_getPlayerRank', {
    token: true,
    validate: (v): v is PlayerRank => isObject(v) && Array.isArray(v.ranks) && isObject(v.progress),
  });

export const getResponsibleGaming = () =>
  apiRequest<ResponsibleGaming>('GET', '/wps/member/responsibleGaming', {
    token: true,
    validate: hasKeys<ResponsibleGaming>('depositLimits', 'realityCheckMinutes'),
  });

export const saveResponsibleGaming = (update: ResponsibleGamingUpdate) =>
  apiRequest<ResponsibleGaming>('POST', '/wps/member/responsibleGaming', {
    token: true,
    body: update,
    validate: hasKeys<ResponsibleGaming>('depositLimits'),
  });

/**
 * The game result of the current session (reality check): `{ since, stake, payout, net }`, major
 * units, net = payouts − stakes of the member's bets since log-in (deposits and other movements
 * excluded).
 */
export const getSessionResult = () =>
  apiRequest<SessionGameResult>('GET', '/wps/member/responsibleGaming/session', {
    token: true,
    validate: (v): v is SessionGameResult =>
      isObject(v) && typeof v.net === 'number' && typeof v.since === 'number',
  });

export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
export const messagesQuery = (pageNo: number) =>
  queryOptions({ queryKey: accountKeys.messages(pageNo), queryFn: () => getMessages(pageNo) });
/** Polled by the header badge every minute. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: accountKeys.unread(),
    queryFn: getUnreadCount,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
export const playerRankQuery = () =>
  queryOptions({ queryKey: accountKeys.rank(), queryFn: getPlayerRank, staleTime: 5 * 60_000 });
export const responsibleGamingQuery = () =>
  queryOptions({ queryKey: accountKeys.responsibleGaming(), queryFn: getResponsibleGaming });
/** Fetched once per reminder (`openedAt` in the key); never reused for a later one. */
export const sessionResultQuery = (openedAt: number) =>
  queryOptions({
    queryKey: accountKeys.sessionResult(openedAt),
    queryFn: getSessionResult,
    staleTime: Infinity,
    gcTime: 60_000,
  });
