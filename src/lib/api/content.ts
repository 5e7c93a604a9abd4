import { queryOptions } from '@tanstack/react-query';
import type {
  Announcements,
  Banner,
  FeedbackItem,
  FeedbackPage,
  FeedbackRules,
  HelpArticle,
  HelpCategory,
  HelpCenter,
  Notice,
  PopupList,
  Promotion,
} from '../../../schemas/generated/api';
import { apiRequest, isObject } from './client';

// The site-content calls of docs/contract-content.md (issue 11): one typed function per call with
// its queryOptions beside it (STYLE.md), kept out of endpoints.ts so only the content chunks carry
// them.

export type {
  Announcements,
  Banner,
  FeedbackItem,
  FeedbackPage,
  FeedbackRules,
  HelpArticle,
  HelpCategory,
  HelpCenter,
  Notice,
  PopupList,
  Promotion,
};

const hasArray =
  <T>(key: string) =>
  (v: unknown): v is T =>
    isObject(v) && Array.isArray(v[key]);

/** §9 "Notices 9 per page". */
export const NOTICES_PAGE_SIZE = 9;
/** The five announcement types of §3 (docs/contract-content.md "Announcement types"). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** Feedback pages of the member's history. */
export const FEEDBACK_PAGE_SIZE = 5;

/** Query keys of the content calls: brand texts under `site` (kept at log-out), the member's under `content`. */
export const contentKeys = {
  notices: () => ['site', 'content', 'notices'] as const,
  help: (language: string) => ['site', 'content', 'help', language] as const,
  popups: (memberId: number) => ['content', 'popups', memberId] as const,
  feedback: (memberId: number) => ['content', 'feedback', memberId] as const,
  feedbackPage: (memberId: number, page: number) => ['content', 'feedback', memberId, page] as const,
};

/** `GET /wps/relay/MCSFE_getListAnnouncements` with all five types (the announcement modal). */
export const getAllAnnouncements = () =>
  apiRequest<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', {
    query: { types: ANNOUNCEMENT_TYPES.join(','), platform: 'W', execution: 'B' },
    validate: hasArray<Announcements>('player'),
  });
export const noticesQuery = () =>
  queryOptions({ queryKey: contentKeys.notices(), queryFn: getAllAnnouncements, staleTime: 5 * 60_000 });

/** `GET /wps/content/popups` (token): the member's popups not yet seen. */
export const getPendingPopups = () =>
  apiRequest<PopupList>('GET', '/wps/content/popups', {
    token: true,
    validate: hasArray<PopupList>('popups'),
  });
export const pendingPopupsQuery = (memberId: number) =>
  queryOptions({ queryKey: contentKeys.popups(memberId), queryFn: getPendingPopups, staleTime: 0 });

/** `PUT /wps/content/popups/seen` (token): marks popups seen; answers what is still pending. */
export const markPopupsSeen = (ids: number[]) =>
  apiRequest<PopupList>('PUT', '/wps/content/popups/seen', {
    token: true,
    body: { ids },
    validate: hasArray<PopupList>('popups'),
  });

/** `GET /wps/system/helpCenter` in `language` (the Language header follows the active language). */
export const getHelpCenter = (language: string) =>
  apiRequest<HelpCenter>('GET', '/wps/system/helpCenter', {
    query: { language },
    validate: hasArray<HelpCenter>('categories'),
  });
export const helpCenterQuery = (language: string) =>
  queryOptions({
    queryKey: contentKeys.help(language),
    queryFn: () => getHelpCenter(language),
    staleTime: 10 * 60_000,
  });

/** The body of `PUT /wps/feedback`: images are `data:image/png|jpeg;base64,…` URLs. */
export interface FeedbackDraft {
  type: string;
  content: string;
  images: string[];
}

/** `PUT /wps/feedback` (token). */
export const sendFeedback = (draft: FeedbackDraft) =>
  apiRequest<FeedbackItem>('PUT', '/wps/feedback', {
    token: true,
    body: draft,
    // Three 5 MB images take a while on a slow line.
    timeoutMs: 120_000,
    validate: (v): v is FeedbackItem => isObject(v) && typeof v.id === 'number',
  });

/** `GET /wps/feedback` (token): the member's feedback, newest first, with replies. */
export const getFeedbackPage = (pageNo: number, pageSize = FEEDBACK_PAGE_SIZE) =>
  apiRequest<FeedbackPage>('GET', '/wps/feedback', {
    token: true,
    query: { pageNo, pageSize },
    validate: hasArray<FeedbackPage>('list'),
  });
export const feedbackPageQuery = (memberId: number, page: number) =>
  queryOptions({ queryKey: contentKeys.feedbackPage(memberId, page), queryFn: () => getFeedbackPage(page) });

/**
 * Counts words as the server does (server/src/services/content-config.ts `countWords`, keep the
 * two identical): `Intl.Segmenter` word-like segments, so Chinese text counts its words too.
 */
export function countWords(text: string): number {
  let words = 0;
  for (const segment of new Intl.Segmenter('en', { granularity: 'word' }).segment(text))
    if (segment.isWordLike) words += 1;
  return words;
}
