import type { GameMenu } from '../../lib/api/games-types';
import type { ResolvedNode } from '../../../core/layout/types';

/** The path of a layout `to` (`/rng?x=1` → `/rng`), lower-cased for comparison. */
function pathOf(to: unknown): string {
  return typeof to === 'string' ? (to.split(/[?#]/)[0] ?? '').toLowerCase() : '';
}

/**
 * Category entries from server data and the layout together: the platform's game menus decide
 * which categories exist and their order (`GET /lgw/games/game_menus`); the layout's nodes (each
 * gated by its whitelabel module `when`, already resolved) decide which of them this brand and
 * visitor may see, and how they look (label key, icon, badge). A menu without a matching node
 * (module off, or no entry in the layout) is not shown; a node without a menu is not shown either.
 * A menu flagged `isNew` gets the NEW badge even when the layout has none (the layout keeps LIVE,
 * RNG and SPORTS badged, §2).
 */
export function orderCategoryNodes(
  nodes: readonly ResolvedNode[],
  menus: readonly GameMenu[],
): ResolvedNode[] {
  const out: ResolvedNode[] = [];
  const used = new Set<ResolvedNode>();
  for (const menu of menus) {
    const node = nodes.find(
      (candidate) => !used.has(candidate) && pathOf(candidate.props.to) === menu.route.toLowerCase(),
    );
    if (!node) continue;
    used.add(node);
    out.push(
      menu.isNew && node.props.badge === undefined
        ? { ...node, props: { ...node.props, badge: 'new' } }
        : node,
    );
  }
  return out;
}
