import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadApiSchemas } from './schemas.ts';
import { body, createTestApp, login, repositories, tokenFor, type TestApp } from './test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
const ajv = new Ajv({ strict: false, allErrors: true });
for (const schema of loadApiSchemas()) ajv.addSchema(schema);

/** Asserts `value` matches definition `name` of schemas/api/<file>.json. */
function expectShape(file: string, name: string, value: unknown): void {
  const validate = ajv.getSchema(`https://lotus.local/schemas/api/${file}.json#/definitions/${name}`);
  if (!validate) throw new Error(`no schema ${file}#${name}`);
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

beforeAll(async () => {
  t = await createTestApp();
  const site = join(t.dir, 'dist');
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Lotus</title><div id="root"></div>');
  writeFileSync(join(site, 'assets', 'app.js'), 'export {};');
  await t.app.close();
  t = { ...t, app: (await createTestApp({ dbPath: t.dbPath, staticDir: site })).app };
});
afterAll(async () => t.close());

describe('system calls match the contract schemas', () => {
  const cases: [string, string, string][] = [
    ['/wps/system/status?host=127.0.0.1', 'system', 'SystemStatus'],
    ['/wps/system/whitelabel', 'common', 'SiteSettings'],
    ['/wps/system/setting/register', 'common', 'RegisterSettings'],
    ['/wps/system/publicKey', 'system', 'PublicKey'],
    ['/wps/system/countryCodes', 'system', 'DialingCodeList'],
    ['/wps/system/domainRoute?device=0', 'system', 'DomainRoute'],
    ['/wps/system/test/ping?speed=0.123', 'system', 'Pong'],
    ['/wps/captcha', 'captcha', 'Captcha'],
    ['/wps/agent/affiliate?code=LOTUS01&domain=127.0.0.1', 'agent', 'AffiliateValue'],
    [
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
      'announcements',
      'Announcements',
    ],
  ];
  for (const [url, file, name] of cases) {
    it(`GET ${url}`, async () => {
      const res = await t.app.inject({ url, headers: { merchant: 'LOTUS', language: 'en' } });
      expect(res.statusCode).toBe(200);
      const b = body(res);
      expect(b.success).toBe(true);
      expectShape(file, name, b.value);
    });
  }

  it('whitelabel carries every module, flags and two telegram slots', async () => {
    const v = body<{
      whitelabel: { modId: string }[];
      flags: Record<string, boolean>;
      social: { telegram: string[] };
      merchantCode: string;
    }>(await t.app.inject({ url: '/wps/system/whitelabel' })).value;
    const modIds = v.whitelabel.map((n) => n.modId);
    for (const m of [
      'home',
      'live',
      'rng',
      'sports',
      'fish',
      'pvp',
      'esports',
      'elott',
      'cockfight',
      'inhouse',
      'pointMall',
      'promotions',
      'vip',
      'referral',
      'manualRebate',
      'download',
      'help',
      'customerService',
    ]) {
      expect(modIds).toContain(m);
    }
    expect(v.merchantCode).toBe('LOTUS');
    expect(v.social.telegram).toHaveLength(2);
    expect(v.flags.mobileRegistration).toBe(true);
    expect(v.flags.passwordExpiry).toBe(false);
  });

  it('announcements filter by type and the captcha image is an SVG data URL', async () => {
    const v = body<{
      banners: unknown[];
      player: unknown[];
      popup: unknown[];
      promotion: { category: string }[];
    }>(await t.app.inject({ url: '/wps/relay/MCSFE_getListAnnouncements?types=PR' })).value;
    expect(v.banners).toEqual([]);
    expect(v.player).toEqual([]);
    expect(v.promotion.some((p) => p.category === 'new_player')).toBe(true);
    const captcha = body<{ image: string }>(await t.app.inject({ url: '/wps/captcha' })).value;
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it('member calls match MemberInfo, LoginValue and Balance', async () => {
    const res = body(await login(t.app, 'demo1', 'Demo1234'));
    expectShape('common', 'LoginValue', res.value);
    const token = await tokenFor(t.app, 'demo1', 'Demo1234');
    expectShape(
      'common',
      'MemberInfo',
      body(await t.app.inject({ url: '/wps/member/info', headers: { token } })).value,
    );
    const balance = body<{ sumBalance: number }>(
      await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token } }),
    );
    expectShape('wallet', 'Balance', balance.value);
    expect(balance.value.sumBalance).toBe(1000);
  });
});

describe('the built site', () => {
  for (const path of [
    '/',
    '/index.html',
    '/home',
    '/register',
    '/register.html',
    '/promotions?id=2',
    '/helpmc',
  ]) {
    it(`serves the app for ${path}`, async () => {
      const res = await t.app.inject({ url: path, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    });
  }

  it('serves assets, and a missing asset or API path is a 404 envelope', async () => {
    expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    const api = await t.app.inject({ url: '/wps/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(body(api)).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('transport errors answer the envelope', () => {
  it('413 for a body above the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ language: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('400 for malformed JSON and an empty JSON body', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).success).toBe(false);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).success).toBe(false);
  });

  it('415 for an unknown content type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(body(res)).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('persistence', () => {
  it('a second buildApp on the same database keeps the data and the enc key', async () => {
    const key1 = body<{ kid: string }>(await t.app.inject({ url: '/wps/system/publicKey' })).value.kid;
    const token = await tokenFor(t.app, 'agent1', 'Agent1234');
    await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'x', platform: 'W', nonce: 'n1', gatewayVersion: 3 },
    });
    const users = repositories(t.app).users.count();
    const deposits = (db: typeof t.app.db) =>
      db
        .prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'deposit'")
        .get()?.n;
    // The seeded opening deposits (demo members and agent tree), not seeded again by the restart.
    const seededDeposits = deposits(t.app.db);
    await t.app.close();
    const second = await createTestApp({ dbPath: t.dbPath });
    try {
      expect(repositories(second.app).users.count()).toBe(users);
      expect(body<{ kid: string }>(await second.app.inject({ url: '/wps/system/publicKey' })).value.kid).toBe(
        key1,
      );
      expect((await second.app.inject({ url: '/wps/member/info', headers: { token } })).statusCode).toBe(200);
      expect(seededDeposits).toBeGreaterThanOrEqual(6);
      expect(deposits(second.app.db)).toBe(seededDeposits);
    } finally {
      await second.app.close();
      t = { ...t, app: (await createTestApp({ dbPath: t.dbPath })).app };
    }
  });
});
