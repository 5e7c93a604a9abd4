import { evaluateCondition } from './conditions';
import type { SiteContext } from './site-context';
import type { ChromeFile, LayoutNode, PanelFile, RegionName, ResolvedNode } from './types';

const EMPTY_PROPS: Readonly<Record<string, never>> = Object.freeze({});

/**
 * Resolves layout nodes against the context: drops every node whose `when` fails (with its
 * subtree), resolves children recursively and records each node's JSON pointer. Pure; the input
 * is not changed. (DESIGN.md "Layout engine")
 *
 * @param nodes   nodes of a layout file
 * @param ctx     from {@link buildSiteContext}
 * @param pointer JSON pointer of `nodes` in its file, used in `ResolvedNode.pointer`
 */
export function resolveLayout(nodes: readonly LayoutNode[], ctx: SiteContext, pointer = ''): ResolvedNode[] {
  const resolved: ResolvedNode[] = [];
  nodes.forEach((node, index) => {
    if (!evaluateCondition(node.when, ctx)) return;
    const nodePointer = `${pointer}/${index}`;
    resolved.push({
      id: node.id,
      component: node.component,
      props: node.props ?? EMPTY_PROPS,
      children: node.children ? resolveLayout(node.children, ctx, `${nodePointer}/children`) : [],
      pointer: nodePointer,
    });
  });
  return resolved;
}

/** Resolves all six chrome regions of layouts/chrome.json (§2 Layout; `bottomNav`, issue 15). */
export function resolveChrome(file: ChromeFile, ctx: SiteContext): Record<RegionName, ResolvedNode[]> {
  const region = (name: RegionName): ResolvedNode[] =>
    resolveLayout(file.regions[name], ctx, `/regions/${name}`);
  return {
    header: region('header'),
    sideMenu: region('sideMenu'),
    rightBar: region('rightBar'),
    bottomNav: region('bottomNav'),
    footer: region('footer'),
    overlays: region('overlays'),
  };
}

/** A centre panel resolved for the visitor and the requested page. */
export interface ResolvedPanel {
  pages: ResolvedNode[];
  /** The page to show: the requested one if visible, else the default, else the first visible. */
  active: ResolvedNode | null;
}

/**
 * Resolves a member/agent-centre panel file (§2 Member centre, Agent centre) and picks the
 * active page for `?mc=` / `?ac=` value `requested`. An unknown or hidden page falls back to
 * the file's `defaultPage`.
 */
export function resolvePanel(file: PanelFile, ctx: SiteContext, requested: string | null): ResolvedPanel {
  const pages = resolveLayout(file.pages, ctx, '/pages');
  const active =
    pages.find((page) => page.id === requested) ??
    pages.find((page) => page.id === file.defaultPage) ??
    pages[0] ??
    null;
  return { pages, active };
}

/** Every component id a node list uses, children included (for the registry test). */
export function collectComponentIds(nodes: readonly LayoutNode[], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.component);
    if (node.children) collectComponentIds(node.children, into);
  }
  return into;
}
