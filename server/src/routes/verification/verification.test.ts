import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.now();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/wps/verification/sms/register', payload });

describe('POST /wps/verification/sms/register', () => {
  it('sends a 6-digit code visible in the development outbox', async () => {
    const b = body(await send({ countryDialingCode: '+971', mobileNo: '501234567' }));
    expect(b).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const outbox = body<
      { mobile: string; countryDialingCode: string; code: string; purpose: string; createdAt: string }[]
    >(await t.app.inject({ url: '/dev/sms-outbox?mobile=501234567' }));
    expect(outbox.value).toHaveLength(1);
    expect(outbox.value[0]).toMatchObject({
      mobile: '501234567',
      countryDialingCode: '+971',
      purpose: 'register',
    });
    expect(outbox.value[0]?.code).toMatch(/^\d{6}$/);
  });

  it('throttles one request per number per 1000 ms, then 5 a minute (429)', async () => {
    clock += 60_000;
    expect((await send({ countryDialingCode: '+1', mobileNo: '2025550100' })).statusCode).toBe(200);
    const fast = await send({ countryDialingCode: '+1', mobileNo: '2025550100' });
    expect(fast.statusCode).toBe(429);
    expect(body(fast)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    for (let i = 0; i < 4; i += 1) {
      clock += 1001;
      expect((await send({ countryDialingCode: '+1', mobileNo: '2025550100' })).statusCode).toBe(200);
    }
    clock += 1001;
    expect((await send({ countryDialingCode: '+1', mobileNo: '2025550100' })).statusCode).toBe(429);
    // Another number is not affected.
    expect((await send({ countryDialingCode: '+1', mobileNo: '2025550101' })).statusCode).toBe(200);
  });

  it('validates the number per dialing code', async () => {
    clock += 60_000;
    expect(body(await send({ countryDialingCode: '+84', mobileNo: '12345' })).message).toContain('9 digits');
    expect(body(await send({ countryDialingCode: '+999', mobileNo: '123456789' })).message).toContain(
      'countryDialingCode',
    );
    expect(body(await send({ countryDialingCode: '+84', mobileNo: 'abcdefghi' })).message).toContain(
      'digits only',
    );
    const missing = await send({ countryDialingCode: '+84' });
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toContain('mobileNo');
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it('answers expiredMinutes for login and expirationTime (epoch ms) for forgot', async () => {
    clock += 60_000;
    const loginCode = body(
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+84', mobileNum: '912345678', purpose: 'login' },
      }),
    );
    expect(loginCode).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    clock += 1001;
    const forgot = body<{ expirationTime: number }>(
      await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+84', mobileNum: '912345678', purpose: 'forgot' },
      }),
    );
    expect(forgot.value.expirationTime).toBe(clock + 5 * 60_000);
  });

  it('rejects an unknown purpose with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '912345678', purpose: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toContain('purpose');
  });
});

describe('GET /dev/sms-outbox', () => {
  it('lists newest first', async () => {
    const all = body<{ createdAt: string }[]>(await t.app.inject({ url: '/dev/sms-outbox' })).value;
    expect(all.length).toBeGreaterThan(2);
    const times = all.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      expect((await prod.app.inject({ url: '/dev/sms-outbox?mobile=912345678' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/dev/captcha?captchaKey=abc' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
