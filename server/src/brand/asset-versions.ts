import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** URL prefix of a brand image (`/brand/logo.svg`); kept equal to the assets plugin's. */
const PREFIX = '/brand/';

/** Query parameter that carries an asset's content version (`/brand/logo.svg?v=3f2a9c01be`). */
export const ASSET_VERSION_PARAM = 'v';

const cache = new Map<string, { stamp: string; version: string }>();

/**
 * The content version of one brand asset: the first 10 hex digits of the SHA-256 of its bytes,
 * cached while its mtime and size stay the same. Issue 11 "serve them with long cache headers":
 * a URL that carries the version names one exact file, so it can be cached for a year.
 *
 * @param assetsRoot the brand's `assets/` folder (absolute).
 * @param relative the asset's path below it (`banners/w_home-1.svg`), already checked.
 * @returns the version, or null when the file is missing or is not a file.
 */
export function assetVersion(assetsRoot: string, relative: string): string | null {
  const path = join(assetsRoot, relative);
  let stamp: string;
  try {
    const s = statSync(path);
    if (!s.isFile()) return null;
    stamp = `${s.mtimeMs}:${s.size}`;
  } catch {
    return null;
  }
  const known = cache.get(path);
  if (known?.stamp === stamp) return known.version;
  const version = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
  cache.set(path, { stamp, version });
  return version;
}

/**
 * A copy of `value` (a brand file's data) in which every string naming a brand asset without a
 * query (`/brand/logo.svg`) gets its content version (`/brand/logo.svg?v=3f2a9c01be`). A string
 * naming a missing file, or already carrying a query or hash, is left as written
 * (`npm run config:check` reports a missing one).
 *
 * @param value any JSON value.
 * @param assetsRoot the brand's `assets/` folder (absolute).
 * @param seen collects the relative path of each versioned asset (the brand store watches them).
 */
export function versionBrandUrls<T>(value: T, assetsRoot: string, seen?: Set<string>): T {
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (!item.startsWith(PREFIX) || /[?#]/.test(item)) return item;
      const relative = item.slice(PREFIX.length);
      if (relative.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return item;
      const version = assetVersion(assetsRoot, relative);
      if (version === null) return item;
      seen?.add(relative);
      return `${item}?${ASSET_VERSION_PARAM}=${version}`;
    }
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null)
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}
