// Issue 14 point 1: security headers on every answer — the API, the site's static files, the
// development vendor pages and refusals.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it.each([
    ['an API answer', '/wps/system/status'],
    ['a refusal (401)', '/wps/v2/wallets/balance'],
    ['an unknown path', '/no-such-file.js'],
    ['a site route', '/'],
  ])('are on %s', async (_what, url) => {
    const res = await t.app.inject({ url });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('content security policy', () => {
  function directives(header: string | string[] | number | undefined): Map<string, string[]> {
    const map = new Map<string, string[]>();
    for (const part of String(header).split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (name) map.set(name, values);
    }
    return map;
  }

  it('lets the site run only its own scripts and frame only the brand game hosts', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    // Own scripts only, never inline; eval stays for the run-time compiled form validators (ajv).
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const site = t.app.brand.current().site;
    // Calls go to the site's API and the brand's lines (the speed test pings each, §4).
    expect(csp.get('connect-src')).toEqual(["'self'", ...site.domains]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', ...site.imageCDNs.map((u) => new URL(u).origin)]),
    );
    expect(csp.get('frame-src')).toEqual(["'self'", ...site.launchGameCDNs.map((u) => new URL(u).origin)]);
  });

  it('gives a vendor page with inline script and style a fresh nonce instead of unsafe-inline', async () => {
    const first = await t.app.inject({ url: '/vendor/play?launch=not-a-launch-code' });
    const second = await t.app.inject({ url: '/vendor/play?launch=not-a-launch-code' });
    const csp = directives(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp.get('style-src')?.join(' ') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    expect(second.headers['content-security-policy']).not.toContain(nonce);
  });
});
