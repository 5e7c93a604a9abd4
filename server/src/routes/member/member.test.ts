import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  body,
  createTestApp,
  latestSmsCode,
  login,
  repositories,
  sendEnc,
  tokenFor,
  type TestApp,
} from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

interface RegisterValue {
  token: string;
  account: string;
  firstTimeLogin: boolean;
  user: { account: string; mobileNum: string; countryDialingCode: string; type: number };
}

const base = { registerUrl: 'http://127.0.0.1:8080/register', registerMethod: 'WEB', login: true };
let t: TestApp;
let brandDir: string;

beforeAll(async () => {
  // The shipped brand hides the email field; these tests register with it, as an operator who
  // switched it on would.
  brandDir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync('server/brand', brandDir, { recursive: true });
  const file = join(brandDir, 'register.json');
  const register = JSON.parse(readFileSync(file, 'utf8')) as { flags: { fields: Record<string, boolean> } };
  register.flags.fields.email = true;
  writeFileSync(file, JSON.stringify(register));
  t = await createTestApp({
    brandDir,
    rateLimits: {
      login: { max: 1000, windowMs: 60_000 },
      register: { max: 1000, windowMs: 60_000 },
      smsNumberInterval: { max: 100, windowMs: 1000 },
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(brandDir, { recursive: true, force: true });
});

const register = (payload: Record<string, unknown>) =>
  sendEnc(t.app, 'PUT', '/wps/member/register', { ...base, ...payload });
const registerMobile = (payload: Record<string, unknown>) =>
  sendEnc(t.app, 'PUT', '/wps/member/register/mobile', { ...base, ...payload });
const sendSms = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

describe('PUT /wps/member/register', () => {
  it('registers and logs in (LoginValue + account)', async () => {
    const b = body<RegisterValue>(
      await register({
        username: 'newbie1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        email: 'newbie1@example.com',
        payeeName: 'Nguyễn Văn A',
      }),
    );
    expect(b.success).toBe(true);
    expect(b.value.account).toBe('newbie1');
    expect(b.value.firstTimeLogin).toBe(true);
    const info = body<{ account: string; email: string }>(
      await t.app.inject({ url: '/wps/member/info', headers: { token: b.value.token } }),
    );
    expect(info.value).toMatchObject({ account: 'newbie1', email: 'newbie1@example.com' });
    expect(body(await login(t.app, 'newbie1', 'Secret123')).success).toBe(true);
  });

  it('refuses a taken username (case-insensitive)', async () => {
    const b = body(
      await register({ username: 'DEMO1', password: 'Secret123', confirmPassword: 'Secret123' }),
    );
    expect(b).toMatchObject({ success: false, code: 'USERNAME_TAKEN' });
  });

  it('names the failing field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Secret123', confirmPassword: 'Secret123' }, 'username'],
      [{ username: '1abc', password: 'Secret123', confirmPassword: 'Secret123' }, 'username'],
      [{ username: 'newbie2', password: 'short', confirmPassword: 'short' }, 'password'],
      [{ username: 'newbie2', password: 'Secret123', confirmPassword: 'Secret124' }, 'confirmPassword'],
      [
        { username: 'newbie2', password: 'Secret123', confirmPassword: 'Secret123', email: 'not-an-email' },
        'email',
      ],
      [
        { username: 'newbie2', password: 'Secret123', confirmPassword: 'Secret123', payeeName: 'Bob123' },
        'payeeName',
      ],
    ];
    for (const [payload, field] of cases) {
      const b = body(await register(payload));
      expect(b.success, JSON.stringify(payload)).toBe(false);
      expect(b.code).toBe('VALIDATION');
      expect(b.message).toContain(field);
    }
  });

  it('links an agent through a valid affiliate code and rejects an unknown one', async () => {
    const bad = body(
      await register({
        username: 'newbie3',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'NOPE99',
      }),
    );
    expect(bad).toMatchObject({ success: false, code: 'AFFILIATE_INVALID' });
    const good = body<RegisterValue>(
      await register({
        username: 'newbie3',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        affiliateCode: 'lotus01',
      }),
    );
    expect(good.success).toBe(true);
    const info = body<{ toUpline: boolean }>(
      await t.app.inject({ url: '/wps/member/info', headers: { token: good.value.token } }),
    );
    expect(info.value.toUpline).toBe(true);
  });

  it('needs enc', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { ...base, username: 'plain1', password: 'Secret123' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe('ENC_REQUIRED');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('registers with an SMS code and generates the account number', async () => {
    const sent = body<{ expiredMinutes: number }>(
      await sendSms('/wps/verification/sms/register', { countryDialingCode: '+86', mobileNo: '13800138000' }),
    );
    expect(sent).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await latestSmsCode(t.app, '13800138000');
    const b = body<RegisterValue>(
      await registerMobile({
        countryDialingCode: '+86',
        mobileNum: '13800138000',
        verificationCode: code,
        password: 'Mobile123',
        confirmPassword: 'Mobile123',
      }),
    );
    expect(b.success).toBe(true);
    expect(b.value.account).toBe('m8613800138000');
    expect(b.value.user).toMatchObject({ mobileNum: '13800138000', countryDialingCode: '+86' });
    expect(body(await login(t.app, 'm8613800138000', 'Mobile123')).success).toBe(true);
  });

  it('refuses a wrong code, a wrong digit count and a taken number', async () => {
    expect(
      body(
        await registerMobile({
          countryDialingCode: '+1',
          mobileNum: '2025550123',
          verificationCode: '123456',
          password: 'Mobile123',
        }),
      ),
    ).toMatchObject({
      success: false,
      code: 'SMS_CODE_INVALID',
    });
    const digits = body(
      await registerMobile({
        countryDialingCode: '+84',
        mobileNum: '1234',
        verificationCode: '123456',
        password: 'Mobile123',
      }),
    );
    expect(digits).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(digits.message).toContain('9 digits');
    // A registered number gets the same answer as any other but no SMS (issue 14 point 10).
    const outboxSize = async () =>
      body<unknown[]>(await t.app.inject({ url: '/dev/sms-outbox?mobile=912345678' })).value.length;
    const before = await outboxSize();
    const taken = body(
      await sendSms('/wps/verification/sms/register', { countryDialingCode: '+84', mobileNo: '912345678' }),
    );
    expect(taken).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    expect(await outboxSize()).toBe(before);
  });
});

describe('POST /wps/member/password', () => {
  it('changes the password with the old one and revokes other sessions', async () => {
    const token = await tokenFor(t.app, 'secret1', '{secret}');
    const other = await tokenFor(t.app, 'secret1', '{secret}');
    const mismatch = body(
      await sendEnc(
        t.app,
        'POST',
        '/wps/member/password',
        { oldPassword: '{secret}', newPassword: 'Changed123', confirmNewPassword: 'Changed124' },
        { token },
      ),
    );
    expect(mismatch).toMatchObject({ success: false, code: 'VALIDATION' });
    const wrongOld = body(
      await sendEnc(
        t.app,
        'POST',
        '/wps/member/password',
        { oldPassword: 'nope12345', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
        { token },
      ),
    );
    expect(wrongOld).toMatchObject({ success: false, code: 'BAD_CREDENTIALS' });
    const again = body(
      await sendEnc(
        t.app,
        'POST',
        '/wps/member/password',
        { oldPassword: '{secret}', newPassword: '{secret}', confirmNewPassword: '{secret}' },
        { token },
      ),
    );
    expect(again.success).toBe(false);
    const ok = body(
      await sendEnc(
        t.app,
        'POST',
        '/wps/member/password',
        { oldPassword: '{secret}', newPassword: 'Changed123', confirmNewPassword: 'Changed123' },
        { token },
      ),
    );
    expect(ok).toMatchObject({ success: true, value: null });
    expect((await t.app.inject({ url: '/wps/member/info', headers: { token } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/wps/member/info', headers: { token: other } })).statusCode).toBe(401);
    expect(body(await login(t.app, 'secret1', 'Changed123')).success).toBe(true);
  });

  it('needs a token (401) and enc', async () => {
    const noToken = await sendEnc(t.app, 'POST', '/wps/member/password', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(noToken.statusCode).toBe(401);
    const token = await tokenFor(t.app, 'demo1', 'Demo1234');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { token },
      payload: { oldPassword: 'a' },
    });
    expect(plain.statusCode).toBe(400);
    expect(body(plain).code).toBe('ENC_REQUIRED');
  });
});

describe('POST /wps/member/password/email', () => {
  const form = (data: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: data,
    });

  it('succeeds when username and email match', async () => {
    const b = body(await form('username=demo1&email=DEMO1%40lotus.example'));
    expect(b).toMatchObject({ success: true, value: null });
    expect(repositories(t.app).mail.count()).toBe(1);
  });

  it('answers "username or email does not exist" otherwise (§8)', async () => {
    expect(body(await form('username=demo1&email=other%40lotus.example'))).toMatchObject({
      success: false,
      message: 'username or email does not exist',
    });
    expect(body(await form('username=ghost1&email=demo1%40lotus.example'))).toMatchObject({
      success: false,
      message: 'username or email does not exist',
    });
  });

  it('validates the fields', async () => {
    const res = await form('username=demo1');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('email');
    expect(body(await form('username=demo1&email=nope')).message).toContain('email');
  });
});

describe('POST /wps/member/password/verification', () => {
  it('sets the password by phone and logs in', async () => {
    const sent = body<{ expirationTime: number }>(
      await sendSms('/wps/verification/sms/noLogin', {
        countryDialingCode: '+84',
        mobileNum: '912345678',
        purpose: 'forgot',
      }),
    );
    expect(sent.success).toBe(true);
    expect(sent.value.expirationTime).toBeGreaterThan(Date.now());
    const code = await latestSmsCode(t.app, '912345678');
    const bad = body(
      await sendEnc(t.app, 'POST', '/wps/member/password/verification', {
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: '99999x',
        newPassword: 'Reset1234',
      }),
    );
    expect(bad).toMatchObject({ success: false, code: 'SMS_CODE_INVALID' });
    const b = body<{ token: string; user: { account: string } }>(
      await sendEnc(t.app, 'POST', '/wps/member/password/verification', {
        countryDialingCode: '+84',
        mobileNum: '912345678',
        verificationCode: code,
        newPassword: 'Reset1234',
      }),
    );
    expect(b.success).toBe(true);
    expect(b.value.user.account).toBe('demo1');
    expect(body(await login(t.app, 'demo1', 'Reset1234')).success).toBe(true);
  });

  it('answers an unknown number like a known one but sends nothing; its reset fails like a wrong code', async () => {
    const b = body(
      await sendSms('/wps/verification/sms/noLogin', {
        countryDialingCode: '+84',
        mobileNum: '900000000',
        purpose: 'forgot',
      }),
    );
    expect(b).toMatchObject({ success: true, value: { expirationTime: expect.any(Number) as unknown } });
    expect(body<unknown[]>(await t.app.inject({ url: '/dev/sms-outbox?mobile=900000000' })).value).toEqual(
      [],
    );
  });
});

describe('POST /wps/member/language', () => {
  it('stores the language with a token and is a no-op without one', async () => {
    const token = await tokenFor(t.app, 'agent1', 'Agent1234');
    expect(
      body(
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/language',
          headers: { token },
          payload: { language: 'vi' },
        }),
      ).success,
    ).toBe(true);
    const row = t.app.db
      .prepare<[], { language: string }>("SELECT language FROM users WHERE username = 'agent1'")
      .get();
    expect(row?.language).toBe('vi');
    expect(
      body(await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'ar' } }))
        .success,
    ).toBe(true);
    expect(
      body(
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/language',
          headers: { token: 'bogus' },
          payload: { language: 'ar' },
        }),
      ).success,
    ).toBe(true);
    expect(
      body(await t.app.inject({ method: 'POST', url: '/wps/member/language', payload: { language: 'xx' } })),
    ).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('GET /wps/member/info and /wps/v2/wallets/balance', () => {
  it('answer the member and the ledger balance in major units', async () => {
    const token = await tokenFor(t.app, 'agent1', 'Agent1234');
    const info = body<{ account: string; isAgent: number; clubLabel: { labelName: string } }>(
      await t.app.inject({ url: '/wps/member/info', headers: { token } }),
    );
    expect(info.value).toMatchObject({ account: 'agent1', isAgent: 1, clubLabel: { labelName: 'Diamond' } });
    const balance = body(await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token } }));
    expect(balance).toMatchObject({
      success: true,
      value: { sumBalance: 5000, currency: 'VND', currencySymbol: '₫', minorUnits: 2 },
    });
  });

  it('keeps the ledger balanced (entries sum to zero)', () => {
    const total = t.app.db
      .prepare<[], { s: number }>('SELECT SUM(amount_minor) AS s FROM ledger_entries')
      .get();
    expect(total?.s).toBe(0);
  });

  it('need a token', async () => {
    expect((await t.app.inject({ url: '/wps/member/info' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/wps/v2/wallets/balance', headers: { token: 'x'.repeat(43) } })).statusCode,
    ).toBe(401);
  });
});
