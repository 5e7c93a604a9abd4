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
