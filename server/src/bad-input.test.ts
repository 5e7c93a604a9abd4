import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Limit, RateLimits } from './options.ts';
import { DEFAULT_RATE_LIMITS } from './options.ts';
import { createTestApp, encrypt, repositories, tokenFor, type TestApp } from './test-utils.ts';

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
  // Ajv coerces these strings to ±Infinity for number fields and then skips minimum/maximum.
  'Infinity',
  '-1e400',
];
const QUERY_NASTY = [
  '',
  'x'.repeat(10_000),
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 中文',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '[]',
  'Infinity',
  '-Infinity',
  '1e400',
];

let t: TestApp;
let token = '';
/** Tokens of the members the money calls run as (agent1 is `token`). */
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const unlimited: Limit = { max: 1_000_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, unlimited]),
  ) as unknown as RateLimits;
  t = await createTestApp({ rateLimits });
  token = await tokenFor(t.app, 'agent1', 'Agent1234');
  for (const [u, p] of [
    ['demo1', 'Demo1234'],
    ['down1', 'Down1234'],
    ['down2', 'Down1234'],
  ] as const)
    tokens[u] = await tokenFor(t.app, u, p);
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
  /** Sends agent1's token. */
  auth?: boolean;
  /** Sends this member's token instead (a member the call can go deep for, e.g. with a payment password). */
  as?: 'demo1' | 'down1' | 'down2';
  valid: Record<string, unknown>;
}

const PNG_DATA_URL = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(16, 1),
]).toString('base64')}`;

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
  // Lottery (docs/contract-lottery.md): drawId 1 is a seeded past draw (LOTTERY_CLOSED when valid).
  {
    method: 'POST',
    url: '/lgw/vn/bets',
    enc: false,
    as: 'demo1',
    valid: {
      requestId: 'fuzz-lottery',
      drawId: 1,
      prizeMode: 'Lott',
      lines: [{ betType: 'lo2', numbers: ['07'], points: 1 }],
    },
  },
  { method: 'POST', url: '/dev/lottery/draw', enc: false, valid: { gameCode: 'ST1', stationCode: 'ST1' } },
  {
    method: 'POST',
    url: '/dev/lottery/correct',
    enc: false,
    valid: { drawId: 1, prize: 'DB', index: 0, number: '12345' },
  },
  {
    method: 'POST',
    url: '/vendor/api/round',
    enc: false,
    valid: { launch: 'nope', stake: 1, requestId: 'fuzz-round' },
  },
  // Member-centre money calls (docs/contract-wallet.md), as members that get past the first checks.
  {
    method: 'POST',
    url: '/wps/wallet/deposit',
    enc: false,
    as: 'demo1',
    valid: { requestId: 'fuzz-deposit', methodId: 'bank', amount: 100 },
  },
  {
    method: 'POST',
    url: '/wps/wallet/withdraw',
    enc: true,
    as: 'demo1',
    valid: { requestId: 'fuzz-withdraw', bankAccountId: 1, amount: 10, paymentPassword: '123456' },
  },
  {
    method: 'POST',
    url: '/wps/wallet/withdraw/W20260101-000001/confirm',
    enc: false,
    as: 'demo1',
    valid: { result: 'partial', receivedAmount: 5 },
  },
  {
    method: 'POST',
    url: '/wps/wallet/bankAccounts',
    enc: false,
    as: 'down1',
    valid: { bankName: 'ACB', accountName: 'Fuzz Tester', accountNumber: '12345678' },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCS_rewardApply',
    enc: false,
    as: 'demo1',
    valid: { id: 'zalo-share', remark: 'fuzz', images: [PNG_DATA_URL] },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCS_rewardAction',
    enc: false,
    as: 'demo1',
    valid: { id: 'weekend-cup', action: 'join' },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCS_transferUpline',
    enc: false,
    as: 'down1',
    valid: { requestId: 'fuzz-upline', amount: 1, paymentPassword: '123456' },
  },
  {
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    enc: false,
    as: 'demo1',
    valid: { requestId: 'fuzz-transfer-2', from: 'MAIN', to: 'PG', amount: 1 },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCS_recallAll',
    enc: false,
    as: 'demo1',
    valid: { requestId: 'fuzz-recall' },
  },
  {
    method: 'POST',
    url: '/wps/relay/MCS_manualRebate',
    enc: false,
    as: 'demo1',
    valid: { requestId: 'fuzz-rebate' },
  },
  {
    method: 'POST',
    url: '/wps/member/responsibleGaming',
    enc: false,
    auth: true,
    valid: { depositLimits: { daily: 1_000_000, weekly: 5_000_000 }, realityCheckMinutes: 30 },
  },
  // A self-exclusion ends the member's sessions: fuzzed alone, as a member nothing else uses here
  // (every request replaces the one field with a hostile value, so none is accepted).
  {
    method: 'POST',
    url: '/wps/member/responsibleGaming',
    enc: false,
    as: 'down2',
    valid: { exclude: '24h' },
  },
];

describe('bad input never answers 500', () => {
  for (const call of BODY_CALLS) {
    it(`${call.method} ${call.url}${call.as ? ` as ${call.as}` : ''}: every field × hostile values, empty and odd bodies`, async () => {
      const headers: Record<string, string> = call.as
        ? { token: tokens[call.as] ?? '' }
        : call.auth
          ? { token }
          : {};
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
    ['/lgw/vn/games/game_menu', ['prizeMode', 'device', 'gameType']],
    ['/lgw/vn/numeros/opened/game', ['gameCode', 'prizeMode']],
    ['/lgw/vn/games/popular', ['count', 'prizeMode', 'device', 'language']],
    ['/lgw/vn/numeros/stats', ['gameCode', 'count']],
    ['/lgw/vn/draws/history', ['gameCode', 'stationCode', 'pageNo', 'pageSize']],
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

  // Member-centre reads with a token: records (dates, tzOffset), order lists, session result.
  const DATE_NASTY = [
    '2026-02-30',
    '2026-13-01',
    '0000-01-01',
    '9999-12-31',
    '1970-01-01',
    '2026-1-1',
    '2026-01-01T00:00',
  ];
  const NUMBER_NASTY = [
    '-840',
    '840',
    '841',
    '-841',
    '1e3',
    '0x10',
    '-0',
    '60.5',
    'NaN',
    'Infinity',
    '9'.repeat(30),
  ];
  const AUTH_QUERY_CALLS: [string, string[]][] = [
    [
      '/wps/relay/ODSFE_bettingRecord',
      ['pageNo', 'pageSize', 'from', 'to', 'tzOffset', 'vendor', 'gameName'],
    ],
    ['/wps/relay/ODSFE2_MemTransDet', ['pageNo', 'pageSize', 'from', 'to', 'tzOffset', 'kind']],
    ['/wps/relay/MCS_personalProfit', ['from', 'to', 'tzOffset']],
    ['/wps/relay/MCS_bonusDetails', ['pageNo', 'pageSize']],
    ['/wps/wallet/deposit/orders', ['pageNo', 'pageSize']],
    ['/wps/wallet/withdraw/orders', ['pageNo', 'pageSize']],
    ['/wps/member/responsibleGaming', ['x']],
    ['/wps/member/responsibleGaming/session', ['x']],
    ['/lgw/vn/bets', ['gameCode', 'status', 'pageNo', 'pageSize']],
    ['/lgw/vn/games/game_menu/recent', ['prizeMode', 'device']],
    ['/lotto/lgw/games/opened/numero', ['drawId']],
  ];
  for (const [url, fields] of AUTH_QUERY_CALLS) {
    it(`GET ${url} (member): hostile query values`, async () => {
      const headers = { token: tokens.demo1 ?? '' };
      for (const field of fields) {
        for (const value of [...QUERY_NASTY, ...DATE_NASTY, ...NUMBER_NASTY]) {
          const q = `${field}=${encodeURIComponent(value)}`;
          expectEnvelope(await t.app.inject({ url: `${url}?${q}`, headers }), `${url} ${q.slice(0, 40)}`);
          expectEnvelope(
            await t.app.inject({ url: `${url}?${q}&${field}=again`, headers }),
            `${url} repeated ${field}`,
          );
        }
      }
      for (const q of [
        'from=0000-01-01&to=0000-01-01&tzOffset=840',
        'from=9999-12-31&to=9999-12-31&tzOffset=-840',
        'from=2026-01-31&to=2026-01-01',
        'from=1900-01-01&to=2100-01-01',
        'pageNo=1000000&pageSize=100',
      ])
        expectEnvelope(await t.app.inject({ url: `${url}?${q}`, headers }), `${url} ${q}`);
      expectEnvelope(await t.app.inject({ url, headers }), `${url} no query`);
    });
  }

  it('hostile order ids in the money paths answer the envelope, never 500', async () => {
    const headers = { token: tokens.demo1 ?? '' };
    for (const value of [...QUERY_NASTY, 'W'.repeat(33), 'D20260101-000001', '..%2F..%2Fetc', '%2e%2e']) {
      const id = encodeURIComponent(value);
      for (const [url, payload] of [
        [`/wps/wallet/withdraw/${id}/confirm`, { result: 'received' }],
        [`/dev/payments/deposit/${id}/approve`, undefined],
        [`/dev/payments/deposit/${id}/reject`, undefined],
        [`/dev/payments/withdraw/${id}/disburse`, undefined],
        [`/dev/payments/withdraw/${id}/reject`, undefined],
      ] as const)
        expectEnvelope(await t.app.inject({ method: 'POST', url, headers, payload }), `${url.slice(0, 60)}`);
      expectEnvelope(
        await t.app.inject({
          method: 'POST',
          url: `/wps/wallet/withdraw/${id}/proof`,
          headers: { ...headers, 'content-type': 'image/png' },
          payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
        }),
        `proof ${id.slice(0, 40)}`,
      );
    }
  });

  it('numbers that coerce to Infinity are refused as VALIDATION naming the field', async () => {
    const headers = { token: tokens.demo1 ?? '' };
    for (const [url, field] of [
      ['/wps/wallet/deposit/orders?pageNo=Infinity', 'querystring/pageNo'],
      ['/wps/relay/ODSFE_bettingRecord?pageSize=1e400', 'querystring/pageSize'],
      ['/wps/relay/MCS_personalProfit?tzOffset=-Infinity', 'querystring/tzOffset'],
      ['/wps/relay/GCSGAME_gameList?pageNo=Infinity', 'querystring/pageNo'],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      // Refused by the schema's bound or by the finite-number check, either way naming the field.
      expect(res.json<{ code: string; message: string }>(), url).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringMatching(new RegExp(`^${field} must be (a finite number|<=|>=)`)) as unknown,
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/wallet/withdraw/W20260101-000001/confirm',
      headers,
      payload: { result: 'partial', receivedAmount: '1e400' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('VALIDATION');
  });

  it('router failures (path parameter too long, malformed escape) answer the envelope', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: `/dev/payments/deposit/${'x'.repeat(200)}/approve`,
    });
    expect(long.statusCode).toBe(414);
    expectEnvelope(long, 'long param');
    const bad = await t.app.inject({ method: 'POST', url: '/dev/payments/deposit/%E0%A4%A/approve' });
    expect(bad.statusCode).toBe(400);
    expectEnvelope(bad, 'bad escape');
    expect(bad.json<{ code: string }>().code).toBe('BAD_REQUEST');
  });

  it('hostile nested deposit limits answer the envelope, never 500', async () => {
    for (const period of ['daily', 'weekly', 'monthly'])
      for (const value of [...NASTY, 0, -1, 0.001, 1e13, 1e308, Number.MIN_VALUE, 1e-7])
        expectEnvelope(
          await t.app.inject({
            method: 'POST',
            url: '/wps/member/responsibleGaming',
            headers: { token },
            payload: { depositLimits: { [period]: value } },
          }),
          `depositLimits.${period}=${JSON.stringify(value)?.slice(0, 40)}`,
        );
  });

  it('hostile amounts in the money calls answer VALIDATION or a business failure, never 500', async () => {
    const headers = { token: tokens.demo1 ?? '' };
    for (const amount of [
      0,
      -1,
      0.001,
      1e-7,
      1e12,
      1e12 + 0.5,
      1e13,
      1e308,
      Number.MIN_VALUE,
      Number.MAX_SAFE_INTEGER + 2,
    ]) {
      for (const [url, payload] of [
        ['/wps/wallet/deposit', { requestId: 'fuzz-amt-dep', methodId: 'usdt', amount }],
        ['/wps/wallet/withdraw/W20260101-000001/confirm', { result: 'partial', receivedAmount: amount }],
        ['/wps/relay/GCS_walletTransfer', { requestId: 'fuzz-amt-tr', from: 'MAIN', to: 'PG', amount }],
        ['/wps/relay/MCS_transferUpline', { requestId: 'fuzz-amt-up', amount, paymentPassword: '123456' }],
      ] as const)
        expectEnvelope(
          await t.app.inject({ method: 'POST', url, headers, payload }),
          `${url} amount=${amount}`,
        );
      expectEnvelope(
        await t.app.inject({
          method: 'POST',
          url: '/wps/wallet/withdraw',
          headers,
          payload: {
            enc: await encrypt(t.app, {
              requestId: 'fuzz-amt-wd',
              bankAccountId: 1,
              amount,
              paymentPassword: '123456',
            }),
          },
        }),
        `withdraw amount=${amount}`,
      );
    }
  });

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
    expect(repositories(t.app).users.count()).toBeGreaterThanOrEqual(6);
  });
});
