// Issue 13 "Responses compressed": the built site's precompressed siblings are sent to browsers
// that accept them, dynamic responses (API JSON, brand SVGs) are compressed on the fly, and
// cache headers keep hashed assets immutable and index.html revalidated.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

let t: TestApp;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const PAGE = `<!doctype html><title>Lotus</title>${'<div id="root"></div>'.repeat(60)}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const site = join(t.dir, 'dist');
  mkdirSync(join(site, 'assets'), { recursive: true });
  const write = (name: string, text: string) => {
    writeFileSync(join(site, name), text);
    writeFileSync(join(site, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(site, `${name}.gz`), gzipSync(text));
  };
  write('index.html', PAGE);
  write('assets/app-1a2b3c.js', SCRIPT);
  await t.app.close();
  t = { ...t, app: (await createTestApp({ dbPath: t.dbPath, staticDir: site, seed: false })).app };
});
afterAll(async () => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ url, headers: { accept: '*/*', ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('the built site', () => {
  it('sends the brotli sibling to a browser that accepts br, immutable for hashed assets', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('sends index.html compressed and no-cache, for a route too', async () => {
    for (const url of ['/', '/register']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(PAGE);
    }
  });
});

describe('dynamic responses', () => {
  it('compresses API JSON over 1 KB with brotli, else gzip', async () => {
    const br = await t.app.inject({ url: '/wps/system/whitelabel', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(br.rawPayload).toString()) as { success: boolean };
    expect(json.success).toBe(true);
    const gz = await t.app.inject({ url: '/wps/system/whitelabel', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(json);
  });

  it('compresses the brand SVGs', async () => {
    const res = await get('/brand/logo.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<svg/);
  });
});
