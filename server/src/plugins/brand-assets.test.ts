// Issue 11 "Broken images first": every image the brand names is served from <brandDir>/assets/
// with an image type and the cache header; nothing else under /brand/ ever answers.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { body, createTestApp, type TestApp } from '../test-utils.ts';
import {
  BRAND_ASSET_CACHE_CONTROL,
  BRAND_ASSET_IMMUTABLE_CACHE_CONTROL,
  MANIFEST_PATH,
  brandAssetPath,
  brandAssetReferences,
  missingBrandAssets,
} from './brand-assets.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let brandDir: string;
const PROBE = '<svg xmlns="http://www.w3.org/2000/svg"><title>probe</title></svg>';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A brand folder of its own (the shipped one plus a probe image) and a built site, so a
  // missing image could fall through to index.html if the plugin let it.
  brandDir = join(t.dir, 'brand');
  cpSync(DEFAULT_BRAND_DIR, brandDir, { recursive: true });
  writeFileSync(join(brandDir, 'assets', 'probe.svg'), PROBE);
  writeFileSync(join(brandDir, 'assets', '.hidden.svg'), PROBE);
  const site = join(t.dir, 'dist');
  mkdirSync(site, { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Lotus</title><div id="root"></div>');
  await t.app.close();
  t = { ...t, app: (await createTestApp({ dbPath: t.dbPath, staticDir: site, brandDir, seed: false })).app };
  await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,image/*,*/*', ...headers } });

/**
 * A GET over a real socket with the path sent exactly as written (`curl --path-as-is`): inject,
 * like a browser, would resolve `..` segments before the server sees them.
 */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/html,*/*' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('GET /brand/*', () => {
  it('serves every image the shipped brand names, and the favicon, with an image type and the cache header', async () => {
    const urls = new Set([
      ...brandAssetReferences(DEFAULT_BRAND_DIR).map((ref) => ref.url),
      '/brand/favicon.svg',
      '/brand/logo-dark.svg',
      '/brand/logo-light.svg',
      '/brand/app-icon.svg',
      '/brand/apple-touch-icon.png',
    ]);
    // logo, payment methods, 6 providers, 16 banners, 5 promotion images at least.
    expect(urls.size).toBeGreaterThanOrEqual(29);
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^image\//);
      expect(res.headers['cache-control'], url).toBe(BRAND_ASSET_CACHE_CONTROL);
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeTruthy();
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
      if (url.endsWith('.png')) expect(res.headers['content-type'], url).toBe('image/png');
      if (url.endsWith('.svg')) {
        expect(res.headers['content-type'], url).toBe('image/svg+xml');
        expect(res.body, url).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(res.body, url).toContain('<title');
        expect(res.rawPayload.length, url).toBeLessThan(8 * 1024);
      }
    }
  });

  it("serves a URL carrying the asset's current content version for a year, any other version for a day", async () => {
    const settings = body(await get('/wps/system/whitelabel')) as unknown;
    const text = JSON.stringify(settings);
    const versioned = /\/brand\/logo\.svg\?v=([0-9a-f]{10})/.exec(text);
    expect(versioned, text.slice(0, 400)).not.toBeNull();
    const res = await get(versioned![0]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(BRAND_ASSET_IMMUTABLE_CACHE_CONTROL);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const stale = await get('/brand/logo.svg?v=0000000000');
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe(BRAND_ASSET_CACHE_CONTROL);
  });

  it('gives a replaced asset a new versioned URL without a restart', async () => {
    const logoUrl = async () => {
      const text = JSON.stringify(body(await get('/wps/system/whitelabel')));
      return /\/brand\/logo\.svg\?v=[0-9a-f]{10}/.exec(text)?.[0];
    };
    const before = await logoUrl();
    expect(before).toBeTruthy();
    const path = join(brandDir, 'assets', 'logo.svg');
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, original.replace('</svg>', '<!-- replaced --></svg>'));
    try {
      await vi.waitFor(async () => expect(await logoUrl()).not.toBe(before), {
        timeout: 5000,
        interval: 200,
      });
      const after = await logoUrl();
      expect((await get(after!)).headers['cache-control']).toBe(BRAND_ASSET_IMMUTABLE_CACHE_CONTROL);
      expect((await get(before!)).headers['cache-control']).toBe(BRAND_ASSET_CACHE_CONTROL);
    } finally {
      writeFileSync(path, original);
    }
  });

  it('serves the web app manifest with the brand name and app icons that load', async () => {
    const res = await get(MANIFEST_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('Lotus');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '180x180']);
    for (const icon of manifest.icons) {
      const image = await get(icon.src);
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['cache-control'], icon.src).toBe(BRAND_ASSET_IMMUTABLE_CACHE_CONTROL);
    }
  });

  it('serves the files of the configured brand folder, not of server/brand', async () => {
    const res = await get('/brand/probe.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PROBE);
    const shipped = await get('/brand/logo.svg');
    expect(shipped.body).toBe(readFileSync(join(brandDir, 'assets', 'logo.svg'), 'utf8'));
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const first = await get('/brand/logo.svg');
    const etag = String(first.headers.etag);
    const again = await get('/brand/logo.svg', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await get('/brand/logo.svg', {
      'if-modified-since': String(first.headers['last-modified']),
    });
    expect(since.statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: '/brand/logo.svg' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/svg+xml');
    expect(head.body).toBe('');
  });

  it('answers a missing image with the §7 404 envelope, never the site page', async () => {
    for (const url of ['/brand/missing.svg', '/brand/banners/w_nope-1.svg', '/brand/missing', '/brand/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(body(res), url).toMatchObject({ success: false, code: 'NOT_FOUND', value: null });
    }
  });

  it('refuses path traversal, encoded or not, hidden files, folders and non-images: never a brand JSON file', async () => {
    const siteJson = readFileSync(join(brandDir, 'site.json'), 'utf8');
    const attempts = [
      '/brand/../brand/site.json',
      '/brand/../site.json',
      '/brand/banners/../../site.json',
      '/brand/banners/../logo.svg',
      '/brand/./logo.svg',
      '/brand/%2e%2e/site.json',
      '/brand/%2E%2E/%2E%2E/server/brand/site.json',
      '/brand/..%2fsite.json',
      '/brand/..%2Fsite.json',
      '/brand/..%5csite.json',
      '/brand/%2e%2e%2fsite.json',
      '/brand/banners%2f..%2f..%2fsite.json',
      '/brand/%252e%252e/site.json',
      '/brand//site.json',
      '/brand/site.json',
      '/brand/assets/logo.svg',
      '/brand/.hidden.svg',
      '/brand/%2ehidden.svg',
      '/brand/logo.svg%00.json',
      '/brand/banners',
      '/brand/banners/',
      '/brand%2f..%2fsite.json',
      '/brand/%E0%A4%A.svg',
    ];
    for (const url of attempts) {
      const res = await rawGet(url);
      expect([400, 404], url).toContain(res.status);
      expect(res.body, url).not.toContain('merchantCode');
      expect(res.body, url).not.toBe(siteJson);
      expect(res.body, url).not.toContain('<div id="root">');
      expect((JSON.parse(res.body) as { success: boolean }).success, url).toBe(false);
    }
    // The same path resolved the way a browser sends it is an ordinary image.
    expect((await rawGet('/brand/logo.svg')).status).toBe(200);
  });
});

describe('brandAssetPath', () => {
  it('accepts plain image paths and refuses dot segments, encoded separators and other types', () => {
    expect(brandAssetPath('logo.svg')).toBe('logo.svg');
    expect(brandAssetPath('banners/w_home-1.svg')).toBe('banners/w_home-1.svg');
    expect(brandAssetPath('providers/my%20icon.PNG')).toBe('providers/my icon.PNG');
    for (const path of [
      '../site.json',
      '..%2fsite.svg',
      'a/../b.svg',
      './a.svg',
      '.a.svg',
      'a%5cb.svg',
      'a//b.svg',
      '',
      'a/',
      'site.json',
      'x.html',
      'a%00.svg',
    ])
      expect(brandAssetPath(path), path).toBeNull();
    expect(() => brandAssetPath('%E0%A4%A.svg')).toThrow(URIError);
  });
});

describe('missingBrandAssets (npm run config:check)', () => {
  it('finds every /brand/ URL of the brand files with its JSON pointer', () => {
    const refs = brandAssetReferences(DEFAULT_BRAND_DIR);
    expect(refs).toContainEqual({
      file: join(DEFAULT_BRAND_DIR, 'site.json'),
      pointer: '/resources/0/url',
      url: '/brand/logo.svg',
    });
    expect(refs.some((ref) => ref.file.endsWith('banners.json') && ref.pointer === '/0/url')).toBe(true);
    expect(
      refs.some(
        (ref) => ref.file.endsWith('promotions.json') && ref.pointer === '/0/announcementImages/1/url',
      ),
    ).toBe(true);
    expect(missingBrandAssets(DEFAULT_BRAND_DIR, refs)).toEqual([]);
  });

  it('names file, pointer and path of an image that is missing or never served', () => {
    const dir = join(t.dir, 'broken-brand');
    cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
    rmSync(join(dir, 'assets', 'banners', 'w_rng-1.svg'));
    const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as {
      providers: { logoUrl: string }[];
    };
    site.providers[1]!.logoUrl = '/brand/providers/none.svg';
    site.providers[2]!.logoUrl = '/brand/../site.json';
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
    const problems = missingBrandAssets(dir, brandAssetReferences(dir));
    expect(problems).toHaveLength(3);
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: join(dir, 'site.json'),
        pointer: '/providers/1/logoUrl',
        message: expect.stringContaining('/brand/providers/none.svg does not exist') as unknown,
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: join(dir, 'site.json'),
        pointer: '/providers/2/logoUrl',
        message: expect.stringContaining('never served') as unknown,
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: join(dir, 'banners.json'),
        pointer: '/3/url',
        message: expect.stringContaining('/brand/banners/w_rng-1.svg does not exist') as unknown,
      }),
    );
  });
});
