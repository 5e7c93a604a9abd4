import type { PanelParam, Role } from './types';

/**
 * Everything a `when` condition may look at (DESIGN.md "Boot"). Built once per render from the
 * status call, the site settings, the session and the current route by {@link buildSiteContext}.
 */
export interface SiteContext {
  /** System status (§4): 0 normal, 1 maintenance, 2 region restriction. */
  status: number;
  /** modIds enabled in the whitelabel tree (the node and all its ancestors enabled). */
  modules: ReadonlySet<string>;
  /** Feature flags; an unknown flag reads as off. */
  flags: Readonly<Record<string, boolean>>;
  loggedIn: boolean;
  role: Role;
  /** Club rank level of the member, 0 when unknown or logged out. */
  rankLevel: number;
  /** Current pathname. */
  route: string;
  /** resourceTypes present in settings.resources. */
  resources: ReadonlySet<string>;
  /** Number of customer-service entries. */
  customerServiceCount: number;
  /**
   * The member is a downline that may transfer to its upline (member info `toUpline`, §2
   * transferUpline); false for guests and when the member info is not loaded.
   */
  toUpline: boolean;
}

/** The parts of the status answer the context uses (GET /wps/system/status). */
export interface StatusLike {
  status: number;
}

/** One node of the whitelabel permission tree (§3 Permission response). */
export interface WhitelabelNodeLike {
  modId: string;
  enabled: number;
  childrenNodes?: readonly WhitelabelNodeLike[] | null;
}

/** The parts of SiteSettings the context uses (GET /wps/system/whitelabel). */
export interface SettingsLike {
  whitelabel: readonly WhitelabelNodeLike[];
  /** Flag object (`SiteFlags`); its boolean members become context flags. */
  flags: object;
  resources: readonly { resourceType: string }[];
  customerService: readonly unknown[];
}

/** The parts of the session the context uses (src/lib/session.ts). */
export interface SessionLike {
  token: string | null;
  member: {
    isAgent: number;
    type: number;
    clubLabel: { rankLevel: number } | null;
    toUpline?: boolean;
  } | null;
}

/** isAgent values that make an account an agent (§3 Storage, §6). */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
/** Member type of a trial (free-play) account (§3, §6). */
export const TRIAL_TYPE = 4;

/**
 * Collects enabled modIds of the whitelabel tree, searching it recursively. A disabled node
 * disables its whole subtree, so an operator can switch off a category with one switch.
 */
export function enabledModules(tree: readonly WhitelabelNodeLike[]): Set<string> {
  const found = new Set<string>();
  const walk = (nodes: readonly WhitelabelNodeLike[]): void => {
    for (const node of nodes) {
      if (node.enabled !== 1) continue;
      found.add(node.modId);
      if (node.childrenNodes) walk(node.childrenNodes);
    }
  };
  walk(tree);
  return found;
}

function booleanEntries(flags: object): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(flags).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

/**
 * Whether a role may open a centre panel (§2 Member centre, Agent centre, §6): the member centre
 * (`mc`) for members and agents, the agent centre (`ac`) for agents only. A guest or a trial account
 * may open neither (they get the login or needRealAccount modal instead).
 */
export function panelAllowed(panel: PanelParam, role: Role): boolean {
  return role === 'agent' || (role === 'member' && panel === 'mc');
}

/** Role of the session (§6): agent, trial, member, or guest when no token is stored. */
export function roleOf(session: SessionLike): Role {
  if (!session.token) return 'guest';
  const member = session.member;
  if (!member) return 'member';
  if (AGENT_TYPES.includes(member.isAgent)) return 'agent';
  if (member.type === TRIAL_TYPE) return 'trial';
  return 'member';
}

/**
 * Builds the {@link SiteContext} (DESIGN.md "Boot", §3 Permission response, §6 Roles).
 * Pure: no I/O, no globals. `extraFlags` adds flags that do not come from settings (e.g. agent
 * salary types from the consolidated info, §3); settings flags win on a clash.
 *
 * @param status   the status call's value (only `status` is read)
 * @param settings the whitelabel settings (tree, flags, resources, customer service)
 * @param session  `{ token, member }`; no token means guest
 * @param route    current pathname, e.g. `/live`
 */
export function buildSiteContext(
  status: StatusLike,
  settings: SettingsLike,
  session: SessionLike,
  route: string,
  extraFlags: Readonly<Record<string, boolean>> = {},
): SiteContext {
  const role = roleOf(session);
  return {
    status: status.status,
    modules: enabledModules(settings.whitelabel),
    flags: { ...extraFlags, ...booleanEntries(settings.flags) },
    loggedIn: role !== 'guest',
    role,
    rankLevel: session.token ? (session.member?.clubLabel?.rankLevel ?? 0) : 0,
    route,
    resources: new Set(settings.resources.map((resource) => resource.resourceType)),
    customerServiceCount: settings.customerService.length,
    toUpline: session.token ? session.member?.toUpline === true : false,
  };
}
