import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ASSET_VERSION_PARAM, assetVersion } from '../brand/asset-versions.ts';
import { BRAND_FILES, type BrandProblem } from '../brand/types.ts';

/** URL prefix of the brand's own images (logo, banners, provider icons…): `/brand/<path>`. */
export const BRAND_ASSET_PREFIX = '/brand/';

/** Folder of the brand folder that holds the files served under {@link BRAND_ASSET_PREFIX}. */
export const BRAND_ASSET_FOLDER = 'assets';

/**
 * Cache-Control of a brand asset asked for by its plain URL (`/brand/logo.svg`, as index.html's
 * favicon or an old link names it): an operator replaces `assets/logo.svg` in place, so a day;
 * ETag and Last-Modified let a browser revalidate with a cheap 304 afterwards.
 */
export const BRAND_ASSET_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Cache-Control of a brand asset asked for by its versioned URL (`/brand/logo.svg?v=3f2a9c01be`,
 * as every URL the brand's API answers carries): that URL names one exact content, so a year.
 * A version that is not the file's current one gets {@link BRAND_ASSET_CACHE_CONTROL}.
 */
export const BRAND_ASSET_IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The only file types served from the brand's assets, by extension, with their Content-Type.
 * Anything else (a stray `.json`, `.html`, a folder) answers 404 as if it did not exist.
 */
export const BRAND_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/**
 * Content-Security-Policy of a brand asset opened on its own (an SVG is a document): nothing
 * loads or runs, inline styles only; `sandbox` gives it an opaque origin. Inside the site's `<img>`
 * an SVG never runs script anyway.
 */
const ASSET_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    success: false,
    message: `Not found: ${request.method} ${request.url.split('?')[0] ?? ''}`,
    code: 'NOT_FOUND',
    value: null,
  });
}

/**
 * The path below `/brand/` of a request, segment by segment, when it may name an asset; null
 * when it may not: an empty, `.` or `..` segment, a segment starting with a dot, a `/`, `\` or
 * NUL hidden in a %-escape, or an extension outside {@link BRAND_ASSET_TYPES}.
 *
 * @param path the URL path after `/brand/`, still %-encoded (`banners/w_home-1.svg`).
 * @returns the decoded relative path (`banners/w_home-1.svg`), or null (refuse with 404).
 * @throws URIError for a malformed %-escape (the caller answers 400).
 */
export function brandAssetPath(path: string): string | null {
  const segments = path.split('/').map((segment) => decodeURIComponent(segment));
  for (const segment of segments) {
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return null;
  }
  const relative = segments.join('/');
  return Object.hasOwn(BRAND_ASSET_TYPES, extname(relative).toLowerCase()) ? relative : null;
}

/** One `/brand/...` URL named by a brand file: the file, the JSON pointer to it, the URL. */
export interface BrandAssetReference {
  /** Path of the file that names the asset (`<brandDir>/site.json`). */
  file: string;
  /** JSON pointer of the string (`/resources/0/url`); '' for a non-JSON file. */
  pointer: string;
  /** The URL as written (`/brand/logo.svg`). */
  url: string;
}

function pointerToken(key: string | number): string {
  return String(key).replaceAll('~', '~0').replaceAll('/', '~1');
}

/**
 * Every string of a JSON value with its JSON pointer (RFC 6901), depth first in document order:
 * `jsonStrings({ a: ['x'] })` yields `['/a/0', 'x']`. Used by the config checks that look for
 * URLs inside configuration files (brand assets here, help-article links in scripts/).
 *
 * @param value any parsed JSON value.
 * @param pointer the pointer of `value` itself ('' for a document's root).
 */
export function* jsonStrings(value: unknown, pointer = ''): Generator<[pointer: string, value: string]> {
  if (typeof value === 'string') yield [pointer, value];
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* jsonStrings(item, `${pointer}/${index}`);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value))
      yield* jsonStrings(item, `${pointer}/${pointerToken(key)}`);
}

/**
 * Every `/brand/...` URL the brand files of `BRAND_FILES` name, wherever it sits (`url`,
 * `logoUrl`, promotion images…). Unreadable or invalid JSON files are skipped: the brand
 * validation reports those.
 *
 * @param brandDir the brand folder (server/brand or `LOTUS_BRAND_DIR`).
 */
export function brandAssetReferences(brandDir: string): BrandAssetReference[] {
  const references: BrandAssetReference[] = [];
  for (const { file } of Object.values(BRAND_FILES)) {
    const path = join(brandDir, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    for (const [pointer, url] of jsonStrings(data))
      if (url.startsWith(BRAND_ASSET_PREFIX)) references.push({ file: path, pointer, url });
  }
  return references;
}

/**
 * The references whose asset the server would not serve: a missing file in
 * `<brandDir>/assets/`, a folder, or a path {@link brandAssetPath} refuses (bad extension, `..`).
 * Used by `npm run config:check` (issue 11 "Broken images first").
 *
 * @param brandDir the brand folder.
 * @param references what to check, normally {@link brandAssetReferences} plus the site's own
 *   (index.html's favicon).
 * @returns one `{ file, pointer, message }` per unusable reference; empty when all are served.
 */
export function missingBrandAssets(
  brandDir: string,
  references: readonly BrandAssetReference[],
): BrandProblem[] {
  const root = resolve(brandDir, BRAND_ASSET_FOLDER);
  const problems: BrandProblem[] = [];
  for (const { file, pointer, url } of references) {
    const path = url.split(/[?#]/)[0]!.slice(BRAND_ASSET_PREFIX.length);
    let relative: string | null;
    try {
      relative = brandAssetPath(path);
    } catch {
      relative = null;
    }
    if (relative === null) {
      problems.push({
        file,
        pointer,
        message: `${url} is never served: a brand asset is an image (${Object.keys(BRAND_ASSET_TYPES).join(' ')}) with a plain path`,
      });
      continue;
    }
    let isFile = false;
    try {
      isFile = statSync(join(root, relative)).isFile();
    } catch {
      isFile = false;
    }
    if (!isFile)
      problems.push({ file, pointer, message: `${url} does not exist: no file ${join(root, relative)}` });
  }
  return problems;
}

/** Path of the web app manifest (`<link rel="manifest">` in index.html). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest of the brand (issue 11 "a favicon and app icons"): the brand's name and
 * language from site.json, the app icons (`app-icon.svg`, any size; `apple-touch-icon.png`,
 * 180 px) by their versioned URLs, the site's dark background as theme and splash colour.
 *
 * @param brandName site.json `brandName`.
 * @param language site.json `defaultLanguage` (BCP 47).
 * @param root the brand's `assets/` folder; an icon missing there is left out.
 */
export function webManifest(brandName: string, language: string, root: string) {
  const icons = [
    { file: 'app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    { file: 'apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'any' },
  ].flatMap(({ file, ...icon }) => {
    const version = assetVersion(root, file);
    return version === null ? [] : [{ src: `${BRAND_ASSET_PREFIX}${file}?v=${version}`, ...icon }];
  });
  return {
    name: brandName,
    short_name: brandName,
    lang: language,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0f1420',
    theme_color: '#0f1420',
    icons,
  };
}

/**
 * Serves the brand's images (issue 11 "Broken images first"): `GET|HEAD /brand/<path>` answers the
 * file `<brandDir>/assets/<path>` (the brand folder is what an operator replaces;
 * `LOTUS_BRAND_DIR` points at another one). Images only ({@link BRAND_ASSET_TYPES}), with
 * `Cache-Control: public, max-age=31536000, immutable` for a URL carrying the file's current
 * content version (`?v=`, see the brand store) and `public, max-age=86400` otherwise, ETag and
 * Last-Modified (conditional GET → 304), a locked-down CSP; no directory listing; a dot segment, a hidden file or an encoded `/`/`\`
 * answers 404 and never reaches the file system; a malformed %-escape answers 400. Anything
 * missing is the §7 404 envelope, never the site's index.html. Also answers
 * {@link MANIFEST_PATH} with {@link webManifest}.
 */
export default fp<{ brandDir: string }>(
  async (app, opts) => {
    const root = resolve(opts.brandDir, BRAND_ASSET_FOLDER);
    app.get(MANIFEST_PATH, async (_request, reply) => {
      const site = app.brand.current().site;
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest(site.brandName, site.defaultLanguage, root)));
    });
    const hasAssets = existsSync(root) && statSync(root).isDirectory();
    if (!hasAssets)
      app.log.warn({ root }, 'the brand folder has no assets/ folder: every /brand/ image answers 404');
    await app.register(
      async (scope) => {
        scope.setNotFoundHandler(notFound);
        scope.addHook('onRequest', async (request, reply) => {
          const path = (request.url.split('?')[0] ?? '').slice(BRAND_ASSET_PREFIX.length);
          let relative: string | null;
          try {
            relative = brandAssetPath(path);
          } catch {
            return reply
              .code(400)
              .send({ success: false, message: 'Malformed URL', code: 'BAD_REQUEST', value: null });
          }
          if (relative === null || !hasAssets) return notFound(request, reply);
        });
        scope.addHook('onSend', async (request, reply, payload) => {
          if (reply.statusCode !== 200) return payload;
          const version = (request.query as Record<string, unknown> | undefined)?.[ASSET_VERSION_PARAM];
          const relative = brandAssetPath((request.url.split('?')[0] ?? '').slice(BRAND_ASSET_PREFIX.length));
          if (typeof version === 'string' && relative !== null && version === assetVersion(root, relative))
            void reply.header('cache-control', BRAND_ASSET_IMMUTABLE_CACHE_CONTROL);
          return payload;
        });
        if (!hasAssets) {
          scope.get('/*', notFound);
          return;
        }
        await scope.register(fastifyStatic, {
          root,
          prefix: '/',
          decorateReply: false,
          wildcard: true,
          index: false,
          list: false,
          dotfiles: 'deny',
          redirect: false,
          cacheControl: false,
          etag: true,
          lastModified: true,
          allowedPath: (pathname) => !pathname.split(/[/\\]/).includes('..'),
          setHeaders(reply, path) {
            void reply.header('cache-control', BRAND_ASSET_CACHE_CONTROL);
            void reply.header('content-security-policy', ASSET_CSP);
            const type = BRAND_ASSET_TYPES[extname(path).toLowerCase()];
            if (type) void reply.header('content-type', type);
          },
        });
      },
      { prefix: '/brand' },
    );
  },
  { name: 'lotus-brand-assets' },
);
