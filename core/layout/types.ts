/**
 * Types of the layout file format (schemas/layout.schema.json). Kept by hand next to the schema;
 * `tests/unit/layouts.test.ts` checks every file in layouts/ against the schema, so the two agree.
 */

/** Any JSON value a node may carry in `props`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Role of the visitor (§6): agent (isAgent 1, 2, 41, 42), member, trial (type 4) or guest. */
export type Role = 'agent' | 'member' | 'trial' | 'guest';

/**
 * Declarative condition (`when`). Exactly one operator per object; combine with all/any/not.
 * Never a code string.
 */
export type Condition =
  | { module: string }
  | { flag: string }
  | { loggedIn: boolean }
  | { role: Role }
  | { rankAbove: number }
  | { route: string }
  | { resource: string }
  | { customerService: boolean }
  | { toUpline: boolean }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** One node of a layout file: a registered component, its props and an optional condition. */
export interface LayoutNode {
  id: string;
  component: string;
  props?: Record<string, JsonValue>;
  when?: Condition;
  children?: LayoutNode[];
}

/** Which chrome a route shows (§2 Routes/Layout). */
export type ChromeKind = 'full' | 'headerAndSide' | 'headerOnly' | 'none';

/** Section groups loaded on demand (§2). */
export type SectionId =
  | 'egame'
  | 'index'
  | 'lottery'
  | 'elott'
  | 'vnlottery'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  | 'download'
  | 'byIframe'
  | 'register'
  | 'help';

/** One row of the route table (layouts/routes.json). */
export interface RouteDef {
  path: string;
  aliases?: string[];
  /** Registry id of the page component. */
  page: string;
  props?: Record<string, JsonValue>;
  /** Nodes handed to the page (e.g. the home page's category entries). */
  children?: LayoutNode[];
  chrome: ChromeKind;
  section?: SectionId;
  /** Banner group shown above the page, e.g. `w_home` (§2 Banners). */
  bannerGroup?: string;
  sideMenuClosed?: boolean;
  /** Header and side menu hidden unless this flag is on. */
  hideChromeUnlessFlag?: string;
  /**
   * The whitelabel module (modId) the route belongs to; while it is off the route answers the
   * routes file's `notAvailable` page.
   */
  module?: string;
  /** Modal opened over the page when the route is entered. */
  openModal?: 'login' | 'register';
  /** When false the route redirects to `/`. */
  when?: Condition;
}

export interface RoutesFile {
  kind: 'routes';
  /** Paths reachable without a token while the `loginRequired` flag is on. */
  loginExempt: string[];
  /** Registry id of the page shown for an unknown path. */
  notFound: string;
  /** Registry id of the page shown on a route whose `module` is switched off. */
  notAvailable: string;
  routes: RouteDef[];
}

export type RegionName = 'header' | 'sideMenu' | 'rightBar' | 'footer' | 'overlays';

export interface ChromeFile {
  kind: 'chrome';
  regions: Record<RegionName, LayoutNode[]>;
}

/** Query parameter of a centre panel: `?mc=` member centre, `?ac=` agent centre (§2). */
export type PanelParam = 'mc' | 'ac';

export interface PanelFile {
  kind: 'panel';
  panel: PanelParam;
  /** i18n key of the panel title. */
  title: string;
  defaultPage: string;
  /** Who may open it; defaults to `member`. */
  audience?: 'member' | 'agent';
  /** Pages: node id = page name in the URL, `props.label` = i18n key. */
  pages: LayoutNode[];
}

export type LayoutFile = RoutesFile | ChromeFile | PanelFile;

/** A node whose condition held, with resolved children and its JSON pointer in the source file. */
export interface ResolvedNode {
  id: string;
  component: string;
  props: Readonly<Record<string, JsonValue>>;
  children: ResolvedNode[];
  /** JSON pointer of the node in its file, for error messages (`/regions/header/0`). */
  pointer: string;
}
