import type {
  Banner,
  BrandAgent,
  BrandAnnouncements,
  BrandGames,
  BrandHelp,
  BrandLottery,
  BrandMaintenance,
  BrandPayments,
  BrandPoints,
  BrandSecurity,
  BrandSite,
  BrandPromotion,
  DialingCode,
  RegisterSettings,
  WhitelabelNode,
} from '../../../schemas/generated/api.ts';

/** The whole brand configuration (server/brand/*.json), validated. See server/README.md. */
export interface Brand {
  site: BrandSite;
  whitelabel: WhitelabelNode[];
  register: RegisterSettings;
  banners: Banner[];
  announcements: BrandAnnouncements;
  /** Promotions with their body, period and action (docs/contract-promotions.md). */
  promotions: BrandPromotion[];
  dialingCodes: DialingCode[];
  security: BrandSecurity;
  maintenance: BrandMaintenance;
  games: BrandGames;
  /** Deposit methods, withdrawal limits, rebate rate, rewards, missions (docs/contract-wallet.md). */
  payments: BrandPayments;
  /** Agent contracts: payer, kinds, active-member thresholds, top-level limits (docs/contract-agent.md). */
  agent: BrandAgent;
  /** The lottery: point value, prize structures, stations, games and schedules, prize modes (docs/contract-lottery.md). */
  lottery: BrandLottery;
  /** Points: earning rates, conversion, the point mall's rewards (docs/contract-points.md). */
  points: BrandPoints;
  /** The help centre's articles per language and the feedback rules (docs/contract-content.md). */
  help: BrandHelp;
}

/** Brand file name and schema `$id` per {@link Brand} key. */
export const BRAND_FILES: { [K in keyof Brand]: { file: string; schemaId: string } } = {
  site: { file: 'site.json', schemaId: 'https://lotus.local/schemas/brand/site.schema.json' },
  whitelabel: {
    file: 'whitelabel.json',
    schemaId: 'https://lotus.local/schemas/brand/whitelabel.schema.json',
  },
  register: { file: 'register.json', schemaId: 'https://lotus.local/schemas/brand/register.schema.json' },
  banners: { file: 'banners.json', schemaId: 'https://lotus.local/schemas/brand/banners.schema.json' },
  announcements: {
    file: 'announcements.json',
    schemaId: 'https://lotus.local/schemas/brand/announcements.schema.json',
  },
  promotions: {
    file: 'promotions.json',
    schemaId: 'https://lotus.local/schemas/brand/promotions.schema.json',
  },
  dialingCodes: {
    file: 'dialing-codes.json',
    schemaId: 'https://lotus.local/schemas/brand/dialing-codes.schema.json',
  },
  security: { file: 'security.json', schemaId: 'https://lotus.local/schemas/brand/security.schema.json' },
  maintenance: {
    file: 'maintenance.json',
    schemaId: 'https://lotus.local/schemas/brand/maintenance.schema.json',
  },
  games: { file: 'games.json', schemaId: 'https://lotus.local/schemas/brand/games.schema.json' },
  payments: { file: 'payments.json', schemaId: 'https://lotus.local/schemas/brand/payments.schema.json' },
  agent: { file: 'agent.json', schemaId: 'https://lotus.local/schemas/brand/agent.schema.json' },
  lottery: { file: 'lottery.json', schemaId: 'https://lotus.local/schemas/brand/lottery.schema.json' },
  points: { file: 'points.json', schemaId: 'https://lotus.local/schemas/brand/points.schema.json' },
  help: { file: 'help.json', schemaId: 'https://lotus.local/schemas/brand/help.schema.json' },
};

/** One problem of a brand folder: file path, JSON pointer inside it ('' = whole file), message. */
export interface BrandProblem {
  file: string;
  pointer: string;
  message: string;
}
