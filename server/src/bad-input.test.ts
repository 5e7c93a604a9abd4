import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Limit, RateLimits } from './options.ts';
import { DEFAULT_RATE_LIMITS } from './options.ts';
import { createTestApp, encrypt, tokenFor, type TestApp } from './test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

// Hostile values every field must survive: never a 500, always the envelope (§7).
const NASTY: unknown[] = [
  '',
  'x'.repeat(1_000_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓ 中文 العربية Tiếng Việt 👩‍👩‍👧',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '\u0000\u0007\n\r\t',
  '../../../etc/passwd',
  null,
  12345,
  true,
  { nested: { deep: ['x'] } },
  ['a', 'b'],
];
const QUERY_NASTY = [
  '',
  'x'.repeat(10_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 中文',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '[]',
];

let t: TestApp;
let token = '';

beforeAll(async () => {
  const unlimited: Limit = { max: 1_000_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, unlimited]),
  ) as unknown as RateLimits;
  t = await createTestApp({ rateLimits });
  token = await tokenFor(t.app, 'agent1', 'Agent1234');
});
afterAll(async () => t.close());

function expectEnvelope(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const parsed = res.json<{ success: unknown; message: unknown }>();
  expect(typeof parsed.success, what).toBe('boolean');
  expect(typeof parsed.message, what).toBe('string');
}

interface BodyCall {
  method: 'POST' | 'PUT';
  url: string;
  enc: boolean;
  auth?: boolean;
  valid: Record<string, unknown>;
}

const REGISTER = {
  username: 'fuzzer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  registerUrl: 'http://x/register',
  registerMethod: 'WEB',
  login: true,
};

const BODY_CALLS: BodyCall[] = [
  {
    method: 'POST',
    url: '/wps/verification/sms/register',
    enc: false,
    valid: { countryDialingCode: '+84', mobileNo: '911111111', captcha: 'abcd', captchaKey: 'k' },
  },
  {
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    enc: false,
    valid: { countryDialingCode: '+84', mobileNum: '912345678', purpose: 'login' },
  },
  {
    method: 'POST',
    url: '/wps/session/login/freeplay',
    enc: false,
    valid: { os: 'Linux', platform: 'W', nonce: 'n', gatewayVersion: 3 },
  },
  { method: 'POST', url: '/wps/member/language', enc: false, valid: { language: 'en' } },
  {
    method: 'POST',
    url: '/wps/member/password/email',
    enc: false,
    valid: { username: 'demo1', email: 'demo1@lotus.example' },
  },
  {
    method: 'POST',
    url: '/wps/session/login',
    enc: true,
    valid: {
      type: 'username',
      username: 'demo1',
      password: 'Wrong123',
      captcha: 'abcd',
      captchaKey: 'k',
      mobileNum: '912345678',
      countryDialingCode: '+84',
      verificationCode: '123456',
    },
  },
  {
    method: 'PUT',
    url: '/wps/member/register',
    enc: true,
    valid: {
      ...REGISTER,
      email: 'a@b.co',
      payeeName: 'Ann',
      affiliateCode: 'LOTUS01',
      mobileNum: '911111112',
      countryDialingCode: '+84',
      referralCode: 'r',
    },
  },
  {
    method: 'PUT',
    url: '/wps/member/register/mobile',
    enc: true,
    valid: { ...REGISTER, mobileNum: '911111113', countryDialingCode: '+84', verificationCode: '123456' },
  },
  {
    method: 'POST',
    url: '/wps/member/password',
    enc: true,
    auth: true,
    valid: { oldPassword: 'Wrong123', newPassword: 'Other1234', confirmNewPassword: 'Other1234' },
  },
  {
    method: 'POST',
    url: '/wps/member/password/verification',
    enc: true,
    valid: {
      countryDialingCode: '+84',
      mobileNum: '912345678',
      verificationCode: '123456',
      newPassword: 'Other1234',
    },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCSFE_addFavoriteGame',
    enc: false,
    auth: true,
    valid: { nodeId: 100001, vendor: 'PG', gameType: 'RNG' },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCSFE_removeFavoriteGame',
    enc: false,
    auth: true,
    valid: { nodeId: 100001, vendor: 'PG', gameType: 'RNG' },
  },
  {
    method: 'POST',
    url: '/wps/game/launchGame',
    enc: false,
    auth: true,
    valid: {
      gameId: 1,
      roomId: 1,
      nodeId: 100001,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'agent1',
      merchantCode: 'LOTUS',
      language: 'en',
      requestId: 'fuzz-launch',
    },
  },
  {
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    enc: false,
    auth: true,
    valid: { requestId: 'fuzz-transfer', from: 'PG', to: 'MAIN', amount: 'ALL' },
  },
  { method: 'POST', url: '/wps/inhouse/seed/client', enc: false, auth: true, valid: { clientSeed: 'fuzz' } },
  {
    method: 'POST',
    url: '/wps/inhouse/dice/bet',
    enc: false,
    auth: true,
    valid: { requestId: 'fuzz-dice', stake: 0.01, target: 50, direction: 'under' },
  },
  {
    method: 'POST',
    url: '/wps/inhouse/crash/bet',
    enc: false,
    auth: true,
    valid: { requestId: 'fuzz-crash', stake: 0.01, cashout: 2 },
  },
  {
    method: 'POST',
    url: '/vendor/api/round',
    enc: false,
    valid: { launch: 'nope', stake: 1, requestId: 'fuzz-round' },
  },
];

describe('bad input never answers 500', () => {
  for (const call of BODY_CALLS) {
    it(`${call.method} ${call.url}: every field × hostile values, empty and odd bodies`, async () => {
      const headers: Record<string, string> = call.auth ? { token } : {};
      const send = async (payload: unknown) =>
        call.enc
          ? t.app.inject({
              method: call.method,
              url: call.url,
              headers,
              payload: { enc: await encrypt(t.app, payload) },
            })
          : t.app.inject({
              method: call.method,
              url: call.url,
              headers,
              payload: payload as Record<string, unknown>,
            });
      for (const field of Object.keys(call.valid)) {
        for (const value of NASTY) {
          expectEnvelope(
            await send({ ...call.valid, [field]: value }),
            `${call.url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          );
        }
      }
      expectEnvelope(
        await t.app.inject({ method: call.method, url: call.url, headers }),
        `${call.url} no body`,
      );
      expectEnvelope(
        await t.app.inject({ method: call.method, url: call.url, headers, payload: {} }),
        `${call.url} {}`,
      );
      expectEnvelope(
        await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '[1,2]',
        }),
        `${call.url} array`,
      );
      expectEnvelope(
        await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: 'null',
        }),
        `${call.url} null`,
      );
      expectEnvelope(
        await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '"str"',
        }),
        `${call.url} string`,
      );
      if (call.enc) {
        for (const enc of NASTY)
          expectEnvelope(
            await t.app.inject({ method: call.method, url: call.url, headers, payload: { enc } }),
            `${call.url} enc=${String(enc).slice(0, 20)}`,
          );
        for (const payload of [[1, 2], 'text', 42, null])
          expectEnvelope(await send(payload), `${call.url} encrypted ${JSON.stringify(payload)}`);
      }
    });
  }

  it('form-urlencoded forgot-password with hostile values', async () => {
    for (const value of QUERY_NASTY) {
      const payload = `username=${encodeURIComponent(value)}&email=${encodeURIComponent(value)}`;
      expectEnvelope(
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/password/email',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload,
        }),
        `forgot form ${value.slice(0, 20)}`,
      );
    }
  });

  const QUERY_CALLS: [string, string[]][] = [
    ['/wps/system/status', ['host']],
    ['/wps/system/domainRoute', ['device']],
    ['/wps/system/test/ping', ['speed']],
    ['/wps/agent/affiliate', ['code', 'domain']],
    ['/wps/relay/MCSFE_getListAnnouncements', ['types', 'platform', 'execution']],
    ['/dev/sms-outbox', ['mobile']],
    ['/dev/captcha', ['captchaKey']],
    ['/lgw/games/game_menus', ['language']],
    ['/wps/relay/GCSGAME_newGameVendor', ['platform', 'merchantCode']],
    [
      '/wps/relay/GCSGAME_gameList',
      [
        'pageNo',
        'pageSize',
        'gameClassify',
        'minBet',
        'gameType',
        'vassalage',
        'gameName',
        'minLineNum',
        'platform',
      ],
    ],
    ['/wps/relay/GCSGAME_getVassGameType', ['vassalage']],
    ['/wps/relay/GCSGAME_hotGamesV2', ['vassalage', 'isPlatform', 'platform']],
    ['/lgw/games/popular', ['count']],
    ['/wps/relay/GLS2_roomList', ['vassalage']],
  ];
  for (const [url, fields] of QUERY_CALLS) {
    it(`GET ${url}: hostile query values`, async () => {
      for (const field of fields) {
        for (const value of QUERY_NASTY) {
          expectEnvelope(
            await t.app.inject({ url: `${url}?${field}=${encodeURIComponent(value)}` }),
            `${url} ${field}=${value.slice(0, 20)}`,
          );
          expectEnvelope(
            await t.app.inject({ url: `${url}?${field}=${encodeURIComponent(value)}&${field}=again` }),
            `${url} repeated ${field}`,
          );
        }
      }
      expectEnvelope(await t.app.inject({ url }), `${url} no query`);
    });
  }

  it('GET /vendor/play: hostile launch values answer an HTML error page, never 500', async () => {
    for (const value of QUERY_NASTY) {
      const res = await t.app.inject({ url: `/vendor/play?launch=${encodeURIComponent(value)}` });
      expect(res.statusCode, value.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, value.slice(0, 20)).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).not.toContain('<script>alert');
    }
  });

  it('hostile token headers answer 401, never 500', async () => {
    for (const value of ['', 'x'.repeat(10_000), '<script>', "' OR 1=1 --", '中文']) {
      for (const url of ['/wps/member/info', '/wps/v2/wallets/balance']) {
        const res = await t.app.inject({ url, headers: { token: encodeURIComponent(value) } });
        expect(res.statusCode).toBe(401);
        expectEnvelope(res, `${url} token`);
      }
      expectEnvelope(
        await t.app.inject({
          method: 'DELETE',
          url: '/wps/session/logout',
          headers: { token: encodeURIComponent(value) },
        }),
        'logout token',
      );
    }
  });

  it('a 1 MB field is refused by validation, not by a crash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/language',
      payload: { language: 'x'.repeat(1_000_000) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string; message: string }>()).toMatchObject({ code: 'VALIDATION' });
  });

  it('SQL-looking input is data, not SQL', async () => {
    const res = await t.app.inject({ url: `/wps/agent/affiliate?code=${encodeURIComponent("' OR 1=1 --")}` });
    expect(res.json<{ success: boolean; code: string }>()).toMatchObject({
      success: false,
      code: 'AFFILIATE_INVALID',
    });
    expect(t.app.services.repos.users.count()).toBeGreaterThanOrEqual(6);
  });
});
