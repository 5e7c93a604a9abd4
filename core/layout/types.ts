/**
 * Types of the layout file format. The file shapes are generated from
 * schemas/layout.schema.json (`npm run gen:types` → schemas/generated/layout.ts, checked by
 * `npm test`), so the schema the operator's files are validated against and the types the engine
 * reads cannot drift apart. The names below are the engine's vocabulary over those shapes.
 */
import type {
  ChromeFile,
  Condition,
  JsonValue,
  LayoutNode,
  PanelFile,
  RouteDef,
  RoutesFile,
} from '../../schemas/generated/layout';

export type { ChromeFile, Condition, JsonValue, LayoutNode, PanelFile, RouteDef, RoutesFile };

/** Role of the visitor (§6): agent (isAgent 1, 2, 41, 42), member, trial (type 4) or guest. */
export type Role = Extract<Condition, { role: unknown }>['role'];

/** Which chrome a route shows (§2 Routes/Layout). */
export type ChromeKind = RouteDef['chrome'];

/** Section groups loaded on demand (§2). */
export type SectionId = NonNullable<RouteDef['section']>;

/** The six chrome regions of layouts/chrome.json. */
export type RegionName = keyof ChromeFile['regions'];

/** Query parameter of a centre panel: `?mc=` member centre, `?ac=` agent centre (§2). */
export type PanelParam = PanelFile['panel'];

/** Any layout file. */
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
