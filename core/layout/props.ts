import type { JsonValue, ResolvedNode } from './types';

/**
 * Typed readers for a node's JSON `props`. Layout files are operator-edited, so a component
 * reads each prop with a fallback instead of trusting its type.
 */
export function stringProp(node: Pick<ResolvedNode, 'props'>, key: string, fallback = ''): string {
  const value: JsonValue | undefined = node.props[key];
  return typeof value === 'string' ? value : fallback;
}

export function numberProp(node: Pick<ResolvedNode, 'props'>, key: string, fallback = 0): number {
  const value: JsonValue | undefined = node.props[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function booleanProp(node: Pick<ResolvedNode, 'props'>, key: string, fallback = false): boolean {
  const value: JsonValue | undefined = node.props[key];
  return typeof value === 'boolean' ? value : fallback;
}
