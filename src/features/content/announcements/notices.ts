import type { AnnouncementType, Announcements } from '../../../lib/api/content';
import { NOTICES_PAGE_SIZE } from '../../../lib/api/content';

/**
 * One entry of the announcement modal (§2 Modals "Announcement modal"): a notice (PL, PU, H) with
 * its HTML body and date, or a banner (B) / promotion (PR) with its image and link.
 */
export interface NoticeEntry {
  /** Unique across types (`PL-3`, `B-12`). */
  key: string;
  type: AnnouncementType;
  id: number;
  title: string;
  /** ISO date-time; null for banners and promotions (the platform sends none). */
  date: string | null;
  /** HTML (sanitized when shown); null for banners and promotions. */
  html: string | null;
  image: string | null;
  /** Where the entry leads (a promotion: `/promotions?id=…`). */
  link: string | null;
}

const byDateDesc = (a: NoticeEntry, b: NoticeEntry) => (b.date ?? '').localeCompare(a.date ?? '');

/**
 * Every announcement as one list: headline notices (H) pinned first, then player notices and
 * popups newest first, then promotions and banners in the platform's order.
 */
export function toEntries(a: Announcements): NoticeEntry[] {
  const notice = (type: AnnouncementType) => (n: Announcements['player'][number]) => ({
    key: `${type}-${n.id}`,
    type,
    id: n.id,
    title: n.title,
    date: n.date,
    html: n.content,
    image: null,
    link: null,
  });
  const headline = (a.headline ?? []).map(notice('H')).sort(byDateDesc);
  const notices = [...a.player.map(notice('PL')), ...a.popup.map(notice('PU'))].sort(byDateDesc);
  const promotions: NoticeEntry[] = a.promotion.map((p) => ({
    key: `PR-${p.id}`,
    type: 'PR',
    id: p.id,
    title: p.title,
    date: null,
    html: null,
    image: [...p.announcementImages].sort((x, y) => x.sequence - y.sequence)[0]?.url ?? null,
    link: `/promotions?id=${p.id}`,
  }));
  const banners: NoticeEntry[] = a.banners.map((b) => ({
    key: `B-${b.bannerId}`,
    type: 'B',
    id: b.bannerId,
    title: b.title,
    date: null,
    html: null,
    image: b.url,
    link:
      b.linkageType === 'promotion'
        ? `/promotions?id=${b.linkageValue}`
        : b.linkageType === 'route' || b.linkageType === 'url'
          ? b.linkageValue || null
          : null,
  }));
  return [...headline, ...notices, ...promotions, ...banners];
}

/** The entries of one type, or all. */
export function filterEntries(entries: NoticeEntry[], type: AnnouncementType | 'all'): NoticeEntry[] {
  return type === 'all' ? entries : entries.filter((e) => e.type === type);
}

/** Pages of {@link NOTICES_PAGE_SIZE} (§9: 9 per page); at least 1. */
export function pageCount(total: number, size = NOTICES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Entries of page `page` (1-based). */
export function pageOf<T>(items: T[], page: number, size = NOTICES_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
