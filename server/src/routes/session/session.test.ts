import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  body,
  createTestApp,
  encrypt,
  latestSmsCode,
  login,
  sendEnc,
  type TestApp,
} from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  user: {
    account: string;
    type: number;
    isAgent: number;
    toUpline: boolean;
    clubLabel: { rankLevel: number } | null;
  };
}

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, rateLimits: { login: { max: 1000, windowMs: 60_000 } } });
});
afterAll(async () => t.close());

describe('POST /wps/session/login', () => {
  it('logs the demo player in with an enc payload (§4 Login)', async () => {
    const res = await login(t.app, 'demo1', 'Demo1234');
    expect(res.statusCode).toBe(200);
    const b = body<LoginValue>(res);
    expect(b.success).toBe(true);
    expect(b.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b.value.user).toMatchObject({
      account: 'demo1',
      type: 1,
      isAgent: 0,
      clubLabel: { rankLevel: 2 },
    });
    expect(b.value.passwordExpired).toBe(false);
  });

  it('accepts a username in another case', async () => {
    expect(body(await login(t.app, 'DEMO1', 'Demo1234')).success).toBe(true);
  });

  it('reports firstTimeLogin for a member who never logged in, then not', async () => {
    expect(body<LoginValue>(await login(t.app, 'secret1', '{secret}')).value.firstTimeLogin).toBe(true);
    expect(body<LoginValue>(await login(t.app, 'secret1', '{secret}')).value.firstTimeLogin).toBe(false);
  });

  it('marks agents and downlines', async () => {
    expect(body<LoginValue>(await login(t.app, 'agent1', 'Agent1234')).value.user.isAgent).toBe(1);
    expect(body<LoginValue>(await login(t.app, 'down1', 'Down1234')).value.user.toUpline).toBe(true);
  });

  it('answers a wrong password with success:false BAD_CREDENTIALS', async () => {
    const b = body(await login(t.app, 'agent1', 'wrongpass'));
    expect(b).toMatchObject({ success: false, code: 'BAD_CREDENTIALS', value: null });
  });

  it('requires the captcha after 3 failed log-ins for a username, flagged in value', async () => {
    const ip = '10.0.0.1';
    const attempt = async (extra: Record<string, string> = {}) =>
      body(
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: ip,
          payload: {
            enc: await encrypt(t.app, {
              type: 'username',
              username: 'down2',
              password: 'Nope1234',
              ...extra,
            }),
          },
        }),
      );
    expect((await attempt()).value).toBeNull();
    expect((await attempt()).value).toBeNull();
    const third = await attempt();
    expect(third).toMatchObject({ success: false, code: 'BAD_CREDENTIALS', value: { captcha: true } });
    // Even the right password now needs the captcha.
    const noCaptcha = body(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: '10.0.0.2',
        payload: { enc: await encrypt(t.app, { type: 'username', username: 'down2', password: 'Down1234' }) },
      }),
    );
    expect(noCaptcha).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // Wrong captcha answer.
    const captcha = body<{ captchaKey: string }>(await t.app.inject({ url: '/wps/captcha' })).value;
    const wrong = body(
      await login(t.app, 'down2', 'Down1234', { captcha: 'zzzz', captchaKey: captcha.captchaKey }),
    );
    expect(wrong).toMatchObject({ success: false, code: 'CAPTCHA_INVALID' });
    // The captcha is single use: the key above is spent even though the answer was wrong.
    const fresh = body<{ captchaKey: string }>(await t.app.inject({ url: '/wps/captcha' })).value;
    const answer = body<{ answer: string }>(
      await t.app.inject({ url: `/dev/captcha?captchaKey=${fresh.captchaKey}` }),
    ).value.answer;
    const okRes = body(
      await login(t.app, 'down2', 'Down1234', {
        captcha: answer.toUpperCase(),
        captchaKey: fresh.captchaKey,
      }),
    );
    expect(okRes.success).toBe(true);
    // Success clears the failures.
    expect(body(await login(t.app, 'down2', 'Down1234')).success).toBe(true);
  });

  it('requires the captcha after 3 failures from one IP whatever the username', async () => {
    const ip = '10.0.0.9';
    for (const name of ['nobody1', 'nobody2', 'nobody3']) {
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        payload: { enc: await encrypt(t.app, { type: 'username', username: name, password: 'Nope1234' }) },
      });
    }
    const b = body(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: ip,
        payload: {
          enc: await encrypt(t.app, { type: 'username', username: 'agent1', password: 'Agent1234' }),
        },
      }),
    );
    expect(b).toMatchObject({ success: false, code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  });

  it('checks the brand rules and names the field', async () => {
    const b = body(await login(t.app, 'ab', 'Demo1234'));
    expect(b).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(b.message).toContain('username');
    const empty = body(await login(t.app, 'demo1', ''));
    expect(empty.message).toContain('password');
  });

  it('answers a plain body with 400 ENC_REQUIRED and garbage with 400 ENC_INVALID', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'demo1', password: 'Demo1234' },
    });
    expect(plain.statusCode).toBe(400);
    expect(body(plain)).toMatchObject({ success: false, code: 'ENC_REQUIRED' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { enc: 'not.a.jwe.at.all' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(body(garbage).code).toBe('ENC_INVALID');
    const text = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(400);
    expect(body(text).code).toBe('ENC_REQUIRED');
  });

  it('validates the decrypted payload against the schema (400 VALIDATION)', async () => {
    const res = await sendEnc(t.app, 'POST', '/wps/session/login', { type: 'password' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body(res).message).toContain('type');
  });

  it('logs in by SMS code (purpose login)', async () => {
    const send = body<{ expiredMinutes: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+84', mobileNum: '912345678', purpose: 'login' },
      }),
    );
    expect(send).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestSmsCode(t.app, '912345678');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = body(
      await sendEnc(t.app, 'POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: '000000' === code ? '111111' : '000000',
      }),
    );
    expect(wrong).toMatchObject({ success: false, code: 'SMS_CODE_INVALID' });
    const b = body<LoginValue>(
      await sendEnc(t.app, 'POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: code,
      }),
    );
    expect(b.success).toBe(true);
    expect(b.value.user.account).toBe('demo1');
    // Single use.
    const again = body(
      await sendEnc(t.app, 'POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: code,
      }),
    );
    expect(again.success).toBe(false);
  });

  it('rejects an SMS code after verificationExpiredMinutes', async () => {
    clock += 2000;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+84', mobileNum: '912345678', purpose: 'login' },
    });
    const code = await latestSmsCode(t.app, '912345678');
    clock += 5 * 60_000 + 1;
    const b = body(
      await sendEnc(t.app, 'POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: code,
      }),
    );
    expect(b).toMatchObject({ success: false, code: 'SMS_CODE_INVALID' });
  });
});

describe('session tokens', () => {
  it('expire after the brand session lifetime (12 h)', async () => {
    const token = body<LoginValue>(await login(t.app, 'demo1', 'Demo1234')).value.token;
    expect((await t.app.inject({ url: '/wps/member/info', headers: { token } })).statusCode).toBe(200);
    clock += 12 * 3_600_000 + 1;
    const expired = await t.app.inject({ url: '/wps/member/info', headers: { token } });
    expect(expired.statusCode).toBe(401);
    expect(body(expired)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('are stored hashed, never in clear', async () => {
    const token = body<LoginValue>(await login(t.app, 'demo1', 'Demo1234')).value.token;
    const rows = t.app.db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('are revoked by DELETE /wps/session/logout', async () => {
    const token = body<LoginValue>(await login(t.app, 'demo1', 'Demo1234')).value.token;
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token } });
    expect(body(out)).toMatchObject({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: { token } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { token } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/wps/session/logout' })).statusCode).toBe(401);
  });
});

describe('passwords', () => {
  it('are stored as argon2id hashes', () => {
    const rows = t.app.db
      .prepare<[], { username: string; password_hash: string }>('SELECT username, password_hash FROM users')
      .all();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain('Demo1234');
    }
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('creates a trial account (type 4) with a demo balance', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'Linux', platform: 'W', nonce: 'abc123', gatewayVersion: 3 },
    });
    const b = body<LoginValue>(res);
    expect(b.success).toBe(true);
    expect(b.value.user.type).toBe(4);
    const balance = body<{ sumBalance: number }>(
      await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token: b.value.token } }),
    );
    expect(balance.value.sumBalance).toBe(2000);
  });

  it('rejects a bad payload with 400 VALIDATION', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { platform: 'X', nonce: '', gatewayVersion: 2 },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe('VALIDATION');
  });
});

describe('rate limits', () => {
  it('answer 429 RATE_LIMITED in the envelope', async () => {
    const limited = await createTestApp({ rateLimits: { login: { max: 2, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await login(limited.app, 'demo1', 'Demo1234')).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      const res = await login(limited.app, 'demo1', 'Demo1234');
      expect(body(res)).toMatchObject({ success: false, code: 'RATE_LIMITED', value: null });
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
