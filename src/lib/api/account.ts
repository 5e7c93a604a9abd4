import { queryOptions } from '@tanstack/react-query';
import type {
  AvatarValue,
  DepositLimitsUpdate,
  MemberProfile,
  MemberProfileUpdate,
  MessagesPage,
  PlayerRank,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
} from '../../../schemas/generated/api';
import { apiRequest } from './client';

// Member-centre account calls (issue 4: §2 Member centre securityCenter, messageV2, playerRank,
// profile; responsible gaming). One typed function per call with its queryOptions (STYLE.md); kept
// out of endpoints.ts so only the lazy account chunks carry them.

export type {
  DepositLimitsUpdate,
  MemberProfile,
  MemberProfileUpdate,
  MessagesPage,
  PlayerRank,
  ResponsibleGaming,
  ResponsibleGamingUpdate,
};
export type { DepositLimitState, Exclusion, MemberMessage } from '../../../schemas/generated/api';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const hasKeys =
  <T>(...keys: string[]) =>
  (v: unknown): v is T =>
    isObject(v) && keys.every((k) => k in v);

/** Largest avatar the platform accepts (§8 "Image too large (5MB)"), bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Avatar types the platform accepts (§8 "only png or jpg"). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** §9 "Notices 9 per page": the messages page uses the same size. */
export const MESSAGES_PAGE_SIZE = 9;

/** Query keys of the account pages (hierarchical, STYLE.md). */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  messages: (pageNo: number) => ['account', 'messages', pageNo] as const,
  unread: () => ['account', 'unread'] as const,
  rank: () => ['account', 'rank'] as const,
  responsibleGaming: () => ['account', 'responsibleGaming'] as const,
};

export const getProfile = () =>
  apiRequest<MemberProfile>('GET', '/wps/member/profile', { token: true, validate: hasKeys<MemberProfile>('account', 'nickname') });

export const saveProfile = (update: MemberProfileUpdate) =>
  apiRequest<MemberProfile>('POST', '/wps/member/profile', { token: true, body: update, validate: hasKeys<MemberProfile>('account') });

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

export const bindMobile = (input: { countryDialingCode: string; mobileNum: string; verificationCode: string }) =>
  apiRequest<MemberProfile>('POST', '/wps/member/mobile', { token: true, body: input, validate: hasKeys<MemberProfile>('account') });

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
    validate: (v): v is MessagesPage => isObject(v) && Array.isArray(v.list) && typeof v.totalPages === 'number',
  });

export const readMessage = (input: { id: number } | { all: true }) =>
  apiRequest<{ unread: number }>('POST', '/wps/relay/MCSFE_readMessage', { token: true, body: input, validate: hasKeys('unread') });

/** §7 unread count: `value` is the number. */
export const getUnreadCount = () =>
  apiRequest<number>('GET', '/wps/relay/CSP_unreadCount', {
    token: true,
    validate: (v): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  });

export const getPlayerRank = () =>
  apiRequest<PlayerRank>('GET', '/wps/relay/MCSFE_getPlayerRank', {
    token: true,
    validate: (v): v is PlayerRank => isObject(v) && Array.isArray(v.ranks),
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

export const profileQuery = () => queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile });
export const messagesQuery = (pageNo: number) =>
  queryOptions({ queryKey: accountKeys.messages(pageNo), queryFn: () => getMessages(pageNo) });
/** Polled by the header badge every minute. */
export const unreadCountQuery = () =>
  queryOptions({ queryKey: accountKeys.unread(), queryFn: getUnreadCount, staleTime: 30_000, refetchInterval: 60_000 });
export const playerRankQuery = () =>
  queryOptions({ queryKey: accountKeys.rank(), queryFn: getPlayerRank, staleTime: 5 * 60_000 });
export const responsibleGamingQuery = () =>
  queryOptions({ queryKey: accountKeys.responsibleGaming(), queryFn: getResponsibleGaming });
