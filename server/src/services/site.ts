import type {
  Announcements,
  DomainRoute,
  RegisterSettings,
  SiteSettings,
  SystemStatus,
  DialingCode,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';

/**
 * Announcement types of §3: B banners, PL player notices, PU popups, PR promotions, H headline
 * notices (docs/contract-content.md).
 */
const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;

/** Site-wide answers built from the brand configuration (§7 System, Announcements). */
export class SiteService {
  constructor(private readonly brand: BrandStore) {}

  /**
   * System status (§4): 1 maintenance wins over 2 region restriction; region restriction applies to
   * everyone when maintenance.json status is 2, or to the IPs listed in `blockedIps`.
   */
  status(ip: string): SystemStatus {
    const m = this.brand.current().maintenance;
    const status = m.status === 1 ? 1 : m.status === 2 || m.regionRestriction.blockedIps.includes(ip) ? 2 : 0;
    return {
      status,
      maintenance: status === 1 ? { title: m.maintenance.title, notice: m.maintenance.notice } : null,
      regionRestriction: status === 2 ? { notice: m.regionRestriction.notice } : null,
      location: { ip },
    };
  }

  /** `SiteSettings`: site.json plus the whitelabel tree; mobileRegistration from register.json, passwordExpiry from security.json. */
  settings(): SiteSettings {
    const b = this.brand.current();
    const s = b.site;
    return {
      merchantCode: s.merchantCode,
      brandName: s.brandName,
      defaultLanguage: s.defaultLanguage,
      languages: s.languages,
      whitelabel: b.whitelabel,
      flags: {
        ...s.flags,
        mobileRegistration: b.register.flags.mobileRegistration,
        passwordExpiry: b.security.passwordExpiry.enabled,
      },
      resources: s.resources,
      customerService: s.customerService,
      social: s.social,
      providers: s.providers,
      analytics: s.analytics,
      imageCDNs: s.imageCDNs,
      timeZone: s.timeZone ?? 'UTC',
      currency: { code: s.currency.code, symbol: s.currency.symbol, minorUnits: s.currency.minorUnits },
      launchGameCDNs: s.launchGameCDNs,
      promotionsPreview: b.promotions.map((p) => ({ id: p.id, title: p.title })),
    };
  }

  registerSettings(): RegisterSettings {
    return this.brand.current().register;
  }

  dialingCodes(): DialingCode[] {
    return this.brand.current().dialingCodes;
  }

  domainRoute(): DomainRoute {
    return { domainList: this.brand.current().site.domains.map((domainName) => ({ domainName, speed: 0 })) };
  }

  /**
   * Announcements grouped per type; `types` is a comma list (B, PL, PU, PR, H); unknown types are
   * ignored, an empty or missing list means all. `popupForVisitors`: the brand shows the popups to
   * visitors at boot (announcements.json, default false).
   */
  announcements(types: string | undefined): Announcements {
    const b = this.brand.current();
    const wanted = new Set(
      (types ?? '')
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter((t) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t)),
    );
    const all = wanted.size === 0;
    return {
      banners: all || wanted.has('B') ? b.banners : [],
      player: all || wanted.has('PL') ? b.announcements.player : [],
      popup: all || wanted.has('PU') ? b.announcements.popup : [],
      // §3 Promotion only: the brand's body, period and action belong to the promotion calls
      // (docs/contract-promotions.md), and the envelope's anyOf refuses extra properties.
      promotion:
        all || wanted.has('PR')
          ? b.promotions.map(({ id, title, category, announcementImages }) => ({
              id,
              title,
              category,
              announcementImages,
            }))
          : [],
      headline: all || wanted.has('H') ? (b.announcements.headline ?? []) : [],
      popupForVisitors: b.announcements.popupForVisitors ?? false,
    };
  }
}
