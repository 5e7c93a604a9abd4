import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../query-client';
import {
  getAnnouncements,
  getBalance,
  getCountryCodes,
  getMemberInfo,
  getRegisterSettings,
  getSiteSettings,
  getStatus,
} from './endpoints';

// queryOptions per resource (STYLE.md: one place for key + fetcher), shared by every screen.

export const statusQuery = () =>
  queryOptions({ queryKey: queryKeys.site.status(), queryFn: getStatus, staleTime: 60_000 });
export const siteSettingsQuery = () =>
  queryOptions({ queryKey: queryKeys.site.settings(), queryFn: getSiteSettings, staleTime: 5 * 60_000 });
export const registerSettingsQuery = () =>
  queryOptions({ queryKey: queryKeys.site.register(), queryFn: getRegisterSettings, staleTime: 5 * 60_000 });
export const countryCodesQuery = () =>
  queryOptions({ queryKey: queryKeys.site.countryCodes(), queryFn: getCountryCodes, staleTime: Infinity });
export const announcementsQuery = () =>
  queryOptions({
    queryKey: queryKeys.site.announcements(),
    queryFn: getAnnouncements,
    staleTime: 5 * 60_000,
  });
export const memberInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.member.info(), queryFn: getMemberInfo });
/** Balance (§4: refresh re-fetches). Only enabled by callers when a token is stored. */
export const balanceQuery = () =>
  queryOptions({ queryKey: queryKeys.wallet.balance(), queryFn: getBalance, staleTime: 10_000 });
