import type { ComponentRegistry, LayoutComponent } from '../layout/registry';
import { accountRegistry } from '../features/account/registry';
import { agentRegistry } from '../features/agent/registry';
import { authRegistry } from '../features/auth/registry';
import { gamesRegistry } from '../features/games/registry';
import { contentRegistry } from '../features/content/registry';
import { lotteryRegistry } from '../features/lottery/registry';
import { pointsRegistry } from '../features/points/registry';
import { promotionsRegistry } from '../features/promotions/registry';
import { shellRegistry } from '../features/shell/registry';
import { walletRegistry } from '../features/wallet/registry';

/**
 * Each feature's registry entries, by feature. A feature's `registry.ts(x)` imports eagerly only
 * what paints first (the shell's header, side menu, right bar and centre panel); everything else is
 * behind `lazyComponent(() => import(...))`, so importing these objects adds no feature code to
 * the initial chunk beyond those eager pieces.
 */
export const featureRegistries: Readonly<Record<string, ComponentRegistry>> = {
  shell: shellRegistry,
  auth: authRegistry,
  games: gamesRegistry,
  account: accountRegistry,
  wallet: walletRegistry,
  agent: agentRegistry,
  lottery: lotteryRegistry,
  promotions: promotionsRegistry,
  points: pointsRegistry,
  content: contentRegistry,
};

/**
 * Merges registries into one.
 * @param parts feature name → its entries
 * @throws Error naming the id and both features when two parts register the same id (a second
 *   registration would silently replace the first).
 */
export function mergeRegistries(parts: Readonly<Record<string, ComponentRegistry>>): ComponentRegistry {
  const merged: Record<string, LayoutComponent> = {};
  const owner = new Map<string, string>();
  for (const [feature, entries] of Object.entries(parts)) {
    for (const [id, component] of Object.entries(entries)) {
      const first = owner.get(id);
      if (first !== undefined) {
        throw new Error(`Component id "${id}" is registered by both ${first} and ${feature}`);
      }
      owner.set(id, feature);
      merged[id] = component;
    }
  }
  return merged;
}

/**
 * The one component registry (DESIGN.md "Layout engine"): every `component` id a layout file may
 * use, merged from each feature's own entries. Header, side menu and right bar pieces are eager
 * (first paint); pages, footer and the auth modal host are lazy chunks. An id missing here renders
 * `UnknownComponent`.
 *
 * It lives in src/app because the registry maps ids to features, and src/layout may not import
 * features (eslint import boundaries); a feature may not import another, so only src/app merges.
 */
export const registry: ComponentRegistry = mergeRegistries(featureRegistries);
