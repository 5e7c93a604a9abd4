import type { SiteSettings } from '../../../lib/api/types';

/** The phones the app is offered for (§1 app download): the tabs of the download modal. */
export const PLATFORMS = ['android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Where one platform's app comes from. */
export interface DownloadLink {
  /** What the download button opens: the APK (Android) or the configuration profile (iOS). */
  url: string;
  /** What the QR code encodes: `qrCodeUrl`, or `url` when the brand gives none. */
  qrText: string;
}

/** An http(s) URL or a site-relative path; anything else (`javascript:`, `data:`, blank) is refused. */
export function isSafeLink(value: string | undefined): value is string {
  if (!value) return false;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A platform's download link from the brand's resources (§3 permission response `resources`,
 * `resourceType` `android` / `ios`; server/brand/site.json), or null when the brand has none, or
 * only an unusable URL: then the app is "not available" on that platform (§2 Download modal: the
 * QR code shows "when the resource exists").
 */
export function downloadLink(resources: SiteSettings['resources'], platform: Platform): DownloadLink | null {
  const entry = resources.find((resource) => resource.resourceType.toLowerCase() === platform);
  if (!entry || !isSafeLink(entry.url)) return null;
  const url = entry.url.trim();
  const qrText = isSafeLink(entry.qrCodeUrl) ? entry.qrCodeUrl.trim() : url;
  return { url, qrText };
}
