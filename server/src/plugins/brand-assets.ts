import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BRAND_FILES, type BrandProblem } from '../brand/types.ts';

/** URL prefix of the brand's own images (logo, banners, provider icons…): `/brand/<path>`. */
export const BRAND_ASSET_PREFIX = '/brand/';

/** Folder of the brand folder that holds the files served under {@link BRAND_ASSET_PREFIX}. */
export const BRAND_ASSET_FOLDER = 'assets';

/**
 * Cache-Control of a brand asset. The URLs carry no content hash (an operator replaces
 * `assets/logo.svg` in place), so a day, not a year; ETag and Last-Modified let a browser
 * revalidate with a cheap 304 afterwards.
 */
export const BRAND_ASSET_CACHE_CONTROL = 'public, max-age=86400';

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

function collectReferences(value: unknown, file: string, pointer: string, out: BrandAssetReference[]): void {
  if (typeof value === 'string') {
    if (value.startsWith(BRAND_ASSET_PREFIX)) out.push({ file, pointer, url: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectReferences(item, file, `${pointer}/${index}`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      collectReferences(item, file, `${pointer}/${pointerToken(key)}`, out);
  }
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
    collectReferences(data, path, '', references);
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

/**
 * Serves the brand's images (issue 11 "Broken images first"): `GET|HEAD /brand/<path>` answers the
 * file `<brandDir>/assets/<path>` (the brand folder is what an operator replaces;
 * `LOTUS_BRAND_DIR` points at another one). Images only ({@link BRAND_ASSET_TYPES}), with
 * `Cache-Control: public, max-age=86400`, ETag and Last-Modified (conditional GET → 304), a
 * locked-down CSP; no directory listing; a dot segment, a hidden file or an encoded `/`/`\`
 * answers 404 and never reaches the file system; a malformed %-escape answers 400. Anything
 * missing is the §7 404 envelope, never the site's index.html.
 */
export default fp<{ brandDir: string }>(
  async (app, opts) => {
    const root = resolve(opts.brandDir, BRAND_ASSET_FOLDER);
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
