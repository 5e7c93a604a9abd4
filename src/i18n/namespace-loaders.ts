import type { ResourceKey } from 'i18next';
import english from './bundles/en';

/** Lazy loaders of one language's namespaces, keyed by the JSON file's path. */
export type NamespaceLoaders = Record<string, () => Promise<unknown>>;

/**
 * Where each language's namespaces are found (issue 15: adding languages adds nothing to the first
 * load). One map of every language × namespace would put a chunk name per file — 29 × 13 of them —
 * into the first screen's script; instead each language has a small bundle module
 * (`bundles/<language>.ts`, itself a lazy chunk) that knows its own namespaces, and only English,
 * the default and fallback, is part of the first load.
 */
const bundles = import.meta.glob<{ default: NamespaceLoaders }>(['./bundles/*.ts', '!./bundles/en.ts']);

/** The namespace loaders of `language`, or null when the site ships no such language. */
async function loadersOf(language: string): Promise<NamespaceLoaders | null> {
  if (language === 'en') return english;
  const load = bundles[`./bundles/${language}.ts`];
  return load ? (await load()).default : null;
}

/**
 * The resources of one namespace of one language (`locales/<language>/<namespace>.json`), or null
 * when that language or namespace is not shipped.
 * @throws Error when the chunk cannot be fetched (the i18next backend reports it).
 */
export async function loadNamespace(language: string, namespace: string): Promise<ResourceKey | null> {
  const loaders = await loadersOf(language);
  const load = loaders?.[`../../../locales/${language}/${namespace}.json`];
  if (!load) return null;
  const module = (await load()) as { default: ResourceKey };
  return module.default;
}

/** The languages that have a bundle module (the site's shipped list is checked against it). */
export function bundledLanguages(): string[] {
  return ['en', ...Object.keys(bundles).map((path) => path.slice('./bundles/'.length, -'.ts'.length))];
}
