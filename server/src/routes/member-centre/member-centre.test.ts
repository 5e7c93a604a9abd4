import type { FastifyInstance } from 'fastify';
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

const HOUR = 3_600_000;
let clock = Date.UTC(2025, 0, 15, 12, 0, 0);
let t: TestApp;
let app: FastifyInstance;
let demo: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    rateLimits: {
      login: { max: 1000, windowMs: 60_000 },
      smsNumberInterval: { max: 100, windowMs: 1000 },
      smsNumber: { max: 100, windowMs: 60_000 },
    },
  });
  app = t.app;
  demo = await tokenFor(app, 'demo1', 'Demo1234');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token = demo) => app.inject({ method: 'GET', url, headers: { token } });
const post = (url: string, payload: unknown, token = demo) =>
  app.inject({ method: 'POST', url, headers: { token }, payload: payload as Record<string, unknown> });

describe('token required', () => {
  it.each([
    ['GET', '/wps/member/profile'],
    ['POST', '/wps/member/profile'],
    ['POST', '/wps/member/info/icon'],
    ['GET', '/wps/relay/MCSFE_getPlayerAvatar'],
    ['POST', '/wps/member/paymentPassword'],
    ['POST', '/wps/member/mobile/code'],
    ['POST', '/wps/member/mobile'],
    ['POST', '/wps/member/email'],
    ['GET', '/wps/relay/MCSFE_getMessages'],
    ['POST', '/wps/relay/MCSFE_readMessage'],
    ['GET', '/wps/relay/CSP_unreadCount'],
    ['GET', '/wps/relay/MCSFE_getPlayerRank'],
    ['GET', '/wps/member/responsibleGaming'],
    ['POST', '/wps/member/responsibleGaming'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(body(res).code).toBe('UNAUTHORIZED');
  });
});

describe('profile', () => {
  it('reads and updates the profile', async () => {
    const first = body<{ account: string; nickname: string; realNameLocked: boolean }>(
      await get('/wps/member/profile'),
    );
    expect(first.value).toMatchObject({ account: 'demo1', nickname: 'Demo Player', realNameLocked: false });
    const saved = body<Record<string, unknown>>(
      await post('/wps/member/profile', {
        nickname: 'Lucky',
        realName: 'Nguyen Van A',
        birthday: '1990-05-17',
        gender: 'M',
      }),
    );
    expect(saved.success).toBe(true);
    expect(saved.value).toMatchObject({
      nickname: 'Lucky',
      realName: 'Nguyen Van A',
      birthday: '1990-05-17',
      gender: 'M',
      realNameLocked: true,
    });
    const info = body<{ nickname: string }>(await get('/wps/member/info'));
    expect(info.value.nickname).toBe('Lucky');
  });

  it.each([
    [{ birthday: '1990-02-30' }, 'birthday'],
    [{ birthday: '17/05/1990' }, 'birthday'],
    [{ birthday: '2030-01-01' }, 'birthday'],
    [{ birthday: '2015-01-01' }, 'birthday'],
    [{ nickname: '   ' }, 'nickname'],
    [{ nickname: 'x'.repeat(21) }, 'nickname'],
    [{ nickname: '<script>' }, 'nickname'],
    [{ realName: 'Someone Else' }, 'realName'],
  ])('refuses %j', async (payload, field) => {
    const b = body(await post('/wps/member/profile', payload));
    expect(b.success).toBe(false);
    expect(b.code).toBe('VALIDATION');
    expect(b.message).toContain(field);
  });

  it('answers 400 for schema violations, never 500', async () => {
    for (const payload of [
      { gender: 'X' },
      { nickname: ['a', 'b'] },
      { birthday: 'x'.repeat(11) },
      { nickname: 'x'.repeat(300) },
    ]) {
      const res = await post('/wps/member/profile', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
  });
});

describe('profile fields (§3)', () => {
  type Profile = Record<string, unknown>;
  const editable = {
    nationality: 'VN',
    address: '  12 Le Loi, District 1, Ho Chi Minh City  ',
    occupation: ' Chef ',
    sourceOfIncome: 'business',
    telegram: ' @lotus_fan ',
  };

  it('round-trips every editable field, trimmed, and leaves absent fields alone', async () => {
    const saved = body<Profile>(await post('/wps/member/profile', editable));
    expect(saved.success).toBe(true);
    const expected = {
      nationality: 'VN',
      address: '12 Le Loi, District 1, Ho Chi Minh City',
      occupation: 'Chef',
      sourceOfIncome: 'business',
      telegram: '@lotus_fan',
    };
    expect(saved.value).toMatchObject(expected);
    expect(body<Profile>(await get('/wps/member/profile')).value).toMatchObject(expected);

    const partial = body<Profile>(
      await post('/wps/member/profile', { occupation: 'Teacher', telegram: 'lotus_fan_2' }),
    );
    expect(partial.value).toMatchObject({ ...expected, occupation: 'Teacher', telegram: 'lotus_fan_2' });

    const limits = { address: 'a'.repeat(255), occupation: 'o'.repeat(100), telegram: `@${'t'.repeat(32)}` };
    expect(body<Profile>(await post('/wps/member/profile', limits)).value).toMatchObject(limits);
    expect(body<Profile>(await post('/wps/member/profile', { telegram: 'abcde' })).value.telegram).toBe(
      'abcde',
    );

    const cleared = body<Profile>(
      await post('/wps/member/profile', {
        nationality: '',
        address: ' ',
        occupation: '',
        sourceOfIncome: '',
        telegram: '',
      }),
    );
    expect(cleared.value).toMatchObject({
      nationality: '',
      address: '',
      occupation: '',
      sourceOfIncome: '',
      telegram: '',
    });
    await post('/wps/member/profile', editable);
  });

  it.each([
    [{ nationality: 'XX1' }, 'nationality'],
    [{ nationality: 'ZZ' }, 'nationality'],
    [{ nationality: 'vn' }, 'nationality'],
    [{ telegram: 't'.repeat(33) }, 'telegram'],
    [{ telegram: 'abcd' }, 'telegram'],
    [{ telegram: 'lotus-fan' }, 'telegram'],
    [{ telegram: '@@lotus_fan' }, 'telegram'],
    [{ occupation: 'o'.repeat(101) }, 'occupation'],
    [{ occupation: 'a<b>c' }, 'occupation'],
    [{ address: 'a'.repeat(256) }, 'address'],
    [{ address: 'line\u0000break' }, 'address'],
    [{ sourceOfIncome: 'lottery' }, 'sourceOfIncome'],
    [{ nickname: 'Changed', telegram: 'bad!' }, 'telegram'],
    [{ occupation: 'Pilot', nationality: 'ZZ' }, 'nationality'],
  ])('refuses %j and changes nothing', async (payload, field) => {
    const before = body<Profile>(await get('/wps/member/profile')).value;
    const b = body(await post('/wps/member/profile', payload));
    expect(b.success).toBe(false);
    expect(b.code).toBe('VALIDATION');
    expect(b.message).toContain(field);
    expect(body<Profile>(await get('/wps/member/profile')).value).toEqual(before);
  });

  it('never stores the read-only fields (unknown body properties are dropped)', async () => {
    const before = body<Profile>(await get('/wps/member/profile')).value;
    const b = body<Profile>(
      await post('/wps/member/profile', {
        invitationCode: 'ABCDEFGH',
        referrer: 'agent1',
        bankAccountNumber: '1',
      }),
    );
    expect(b.value).toEqual(before);
    const stored = Object.keys(repositories(app).users.findByUsername('demo1')?.profileFields ?? {});
    for (const key of ['invitationCode', 'referrer', 'bankAccountNumber']) expect(stored).not.toContain(key);
  });

  it('shows the invitation code of MCS_referral, the masked first bank account and the upline', async () => {
    const profile = body<Profile>(await get('/wps/member/profile')).value;
    const referral = body<{ referralCode: string }>(await get('/wps/relay/MCS_referral')).value;
    expect(profile.invitationCode).toBe(referral.referralCode);
    expect(profile.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(profile.bankAccountNumber).toMatch(/^\*+\d{4}$/);
    const accounts = body<{ list: { accountNumberMasked: string }[] }>(
      await get('/wps/wallet/bankAccounts'),
    ).value;
    expect(profile.bankAccountNumber).toBe(accounts.list[0]?.accountNumberMasked);
    expect(profile.referrer).toBe('');

    const down = await tokenFor(app, 'down1', 'Down1234');
    const downline = body<Profile>(await get('/wps/member/profile', down)).value;
    expect(downline).toMatchObject({ referrer: 'agent1', bankAccountNumber: '' });
    expect(downline.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(downline.invitationCode).not.toBe(profile.invitationCode);

    const trial = await tokenFor(app, 'trial1', 'Trial1234');
    expect(body<Profile>(await get('/wps/member/profile', trial)).value).toMatchObject({
      invitationCode: '',
      referrer: '',
      bankAccountNumber: '',
    });
  });
});

describe('avatar', () => {
  const upload = (data: Buffer, type: string, token = demo) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/info/icon',
      headers: { token, 'content-type': type },
      payload: data,
    });

  it('stores a png, serves it back and updates the member info', async () => {
    const b = body<{ avatarUrl: string }>(await upload(PNG, 'image/png'));
    expect(b.success).toBe(true);
    expect(b.value.avatarUrl).toMatch(/^\/wps\/avatar\/[A-Za-z0-9_-]+$/);
    const image = await app.inject({ method: 'GET', url: b.value.avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(body<{ avatarUrl: string }>(await get('/wps/relay/MCSFE_getPlayerAvatar')).value.avatarUrl).toBe(
      b.value.avatarUrl,
    );
    expect(body<{ avatarUrl: string }>(await get('/wps/member/info')).value.avatarUrl).toBe(
      b.value.avatarUrl,
    );
  });

  it('accepts a jpg (new key each time)', async () => {
    const before = body<{ avatarUrl: string }>(await get('/wps/relay/MCSFE_getPlayerAvatar')).value.avatarUrl;
    const b = body<{ avatarUrl: string }>(await upload(JPEG, 'image/jpeg'));
    expect(b.success).toBe(true);
    expect(b.value.avatarUrl).not.toBe(before);
    expect((await app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
  });

  it('refuses a gif (declared or disguised) with 415', async () => {
    const declared = await upload(GIF, 'image/gif');
    expect(declared.statusCode).toBe(415);
    expect(body(declared).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const disguised = await upload(GIF, 'image/png');
    expect(disguised.statusCode).toBe(415);
    expect(body(disguised).message).toMatch(/png or jpg/);
    const json = await post('/wps/member/info/icon', { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
  });

  it('refuses 6 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(body(res).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 404 for an unknown or malformed key', async () => {
    expect((await app.inject({ method: 'GET', url: '/wps/avatar/doesnotexist123' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/wps/avatar/..%2F..' })).statusCode).toBe(400);
  });
});

describe('payment password', () => {
  const send = (payload: Record<string, string>) =>
    sendEnc(app, 'POST', '/wps/member/paymentPassword', payload, { token: demo });

  it('requires enc', async () => {
    const res = await post('/wps/member/paymentPassword', {
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe('ENC_REQUIRED');
  });

  it('validates the rule and the confirmation', async () => {
    expect(body(await send({ newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' })).code).toBe(
      'VALIDATION',
    );
    expect(body(await send({ newPaymentPassword: '123456', confirmPaymentPassword: '654321' })).code).toBe(
      'VALIDATION',
    );
  });

  it('sets, then changes only with the right old one', async () => {
    // demo1 starts with the seeded payment password (seed-payments.ts); clear it to test "set".
    const demoId = repositories(app).users.findByUsername('demo1')?.id ?? 0;
    app.db
      .prepare("UPDATE users SET profile = json_remove(profile, '$.paymentPasswordHash') WHERE id = ?")
      .run(demoId);
    expect(body(await send({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).success).toBe(
      true,
    );
    expect(
      body<{ paymentPasswordSet: boolean }>(await get('/wps/member/profile')).value.paymentPasswordSet,
    ).toBe(true);
    const missing = body(await send({ newPaymentPassword: '654321', confirmPaymentPassword: '654321' }));
    expect(missing.code).toBe('VALIDATION');
    const wrong = body(
      await send({
        oldPaymentPassword: '000000',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      }),
    );
    expect(wrong).toMatchObject({ success: false, code: 'BAD_CREDENTIALS' });
    const right = body(
      await send({
        oldPaymentPassword: '123456',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      }),
    );
    expect(right.success).toBe(true);
  });

  it('locks after 5 wrong old payment passwords, even the right one, until the window passes', async () => {
    // demo1's payment password is 654321 (previous test).
    const change = (oldPaymentPassword: string) =>
      send({ oldPaymentPassword, newPaymentPassword: '112233', confirmPaymentPassword: '112233' });
    for (let i = 0; i < 4; i++) expect(body(await change('000000')).code).toBe('BAD_CREDENTIALS');
    // A right one in between clears the count (changing to the same value is refused after the check).
    expect(
      body(
        await send({
          oldPaymentPassword: '654321',
          newPaymentPassword: '654321',
          confirmPaymentPassword: '654321',
        }),
      ).message,
    ).toBe('newPaymentPassword must differ from oldPaymentPassword');
    for (let i = 0; i < 5; i++) expect(body(await change('000000')).code).toBe('BAD_CREDENTIALS');
    const locked = await change('654321');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(body(locked)).toMatchObject({
      success: false,
      code: 'PAYMENT_PASSWORD_LOCKED',
      message: 'Too many wrong payment passwords. Please try again in 15 min',
      value: null,
    });
    // Not changed: after the window the old one is still 654321.
    clock += 15 * 60_000;
    expect(body(await change('112233')).code).toBe('BAD_CREDENTIALS');
    expect(body(await change('654321')).success).toBe(true);
  });
});

describe('bind mobile and email', () => {
  it('binds a new number with the SMS code', async () => {
    const sent = body<{ expiredMinutes: number }>(
      await post('/wps/member/mobile/code', { countryDialingCode: '+84', mobileNum: '987654321' }),
    );
    expect(sent.success).toBe(true);
    expect(sent.value.expiredMinutes).toBeGreaterThan(0);
    const wrong = body(
      await post('/wps/member/mobile', {
        countryDialingCode: '+84',
        mobileNum: '987654321',
        verificationCode: '000000',
      }),
    );
    expect(wrong.code).toBe('SMS_CODE_INVALID');
    const code = await latestSmsCode(app, '987654321');
    const b = body<{ mobileNum: string }>(
      await post('/wps/member/mobile', {
        countryDialingCode: '+84',
        mobileNum: '987654321',
        verificationCode: code,
      }),
    );
    expect(b.success).toBe(true);
    expect(b.value.mobileNum).toBe('987654321');
  });

  it('refuses a taken or malformed number', async () => {
    const agent = await tokenFor(app, 'agent1', 'Agent1234');
    const taken = body(
      await post('/wps/member/mobile/code', { countryDialingCode: '+84', mobileNum: '987654321' }, agent),
    );
    expect(taken.code).toBe('MOBILE_TAKEN');
    expect(body(await post('/wps/member/mobile/code', { mobileNum: '12ab' })).code).toBe('VALIDATION');
    expect((await post('/wps/member/mobile', { mobileNum: '912345678' })).statusCode).toBe(400);
  });

  it('binds an email after checking the log-in password', async () => {
    const wrong = body(
      await sendEnc(
        app,
        'POST',
        '/wps/member/email',
        { email: 'new@lotus.example', password: 'nope' },
        { token: demo },
      ),
    );
    expect(wrong.code).toBe('BAD_CREDENTIALS');
    const bad = body(
      await sendEnc(
        app,
        'POST',
        '/wps/member/email',
        { email: 'not-an-email', password: 'Demo1234' },
        { token: demo },
      ),
    );
    expect(bad.code).toBe('VALIDATION');
    const ok = body<{ email: string }>(
      await sendEnc(
        app,
        'POST',
        '/wps/member/email',
        { email: 'new@lotus.example', password: 'Demo1234' },
        { token: demo },
      ),
    );
    expect(ok.success).toBe(true);
    expect(ok.value.email).toBe('new@lotus.example');
  });
});

describe('messages', () => {
  it('lists seeded HTML messages, newest first, with the unread count', async () => {
    const page = body<{
      list: { id: number; content: string; read: boolean }[];
      totalCount: number;
      unread: number;
    }>(await get('/wps/relay/MCSFE_getMessages?pageNo=1&pageSize=2'));
    expect(page.value.totalCount).toBeGreaterThanOrEqual(4);
    expect(page.value.list).toHaveLength(2);
    expect(page.value.list[0]?.content).toContain('<');
    const unread = body<number>(await get('/wps/relay/CSP_unreadCount'));
    expect(unread.value).toBe(page.value.unread);
    const first = page.value.list[0];
    if (!first) throw new Error('no message');
    const read = body<{ unread: number }>(await post('/wps/relay/MCSFE_readMessage', { id: first.id }));
    expect(read.value.unread).toBe(unread.value - 1);
    const again = body<{ list: { id: number; read: boolean }[] }>(await get('/wps/relay/MCSFE_getMessages'));
    expect(again.value.list.find((m) => m.id === first.id)?.read).toBe(true);
    expect(
      body<{ unread: number }>(await post('/wps/relay/MCSFE_readMessage', { all: true })).value.unread,
    ).toBe(0);
  });

  it('refuses bad input and other members’ messages', async () => {
    expect((await get('/wps/relay/MCSFE_getMessages?pageNo=0')).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getMessages?pageSize=500')).statusCode).toBe(400);
    expect((await get('/wps/relay/MCSFE_getMessages?pageNo=abc')).statusCode).toBe(400);
    expect(body(await post('/wps/relay/MCSFE_readMessage', {})).code).toBe('VALIDATION');
    expect((await post('/wps/relay/MCSFE_readMessage', { id: 'x' })).statusCode).toBe(400);
    const agent = await tokenFor(app, 'agent1', 'Agent1234');
    expect(body(await post('/wps/relay/MCSFE_readMessage', { id: 1 }, agent)).code).toBe('NOT_FOUND');
    expect(body<number>(await get('/wps/relay/CSP_unreadCount', agent)).value).toBe(0);
  });
});

describe('player rank', () => {
  it('answers the clubLabel and the ladder with colours', async () => {
    const b = body<{
      clubLabel: { labelName: string; rankLevel: number };
      ranks: { rankLevel: number; color: string }[];
    }>(await get('/wps/relay/MCSFE_getPlayerRank'));
    expect(b.value.clubLabel).toMatchObject({ labelName: 'Silver', rankLevel: 2 });
    expect(b.value.ranks.map((r) => r.rankLevel)).toEqual(
      [...b.value.ranks.map((r) => r.rankLevel)].sort((a, c) => a - c),
    );
    expect(b.value.ranks.every((r) => r.color.startsWith('#'))).toBe(true);
  });
});

describe('responsible gaming', () => {
  it('lowers at once and raises after 24 h', async () => {
    let token = await tokenFor(app, 'down1', 'Down1234');
    const initial = body<{
      depositLimits: { daily: { amount: number | null } };
      realityCheckMinutes: number;
    }>(await get('/wps/member/responsibleGaming', token));
    expect(initial.value.depositLimits.daily.amount).toBeNull();
    expect(initial.value.realityCheckMinutes).toBe(0);

    const set = body<{ depositLimits: { daily: { amount: number; remaining: number; used: number } } }>(
      await post(
        '/wps/member/responsibleGaming',
        { depositLimits: { daily: 500 }, realityCheckMinutes: 30 },
        token,
      ),
    );
    expect(set.value.depositLimits.daily.amount).toBe(500);
    // The seeded opening deposit of 200 is within the last 24 h.
    expect(set.value.depositLimits.daily.used).toBe(200);
    expect(set.value.depositLimits.daily.remaining).toBe(300);
    expect(
      app.services.responsibleGaming.depositLimitRemaining(
        repositories(app).users.findByUsername('down1')?.id ?? 0,
        clock,
      ),
    ).toBe(30_000);

    const raised = body<{
      depositLimits: {
        daily: { amount: number; pending: boolean; pendingAmount: number; effectiveAt: number };
      };
    }>(await post('/wps/member/responsibleGaming', { depositLimits: { daily: 900 } }, token));
    expect(raised.value.depositLimits.daily).toMatchObject({
      amount: 500,
      pending: true,
      pendingAmount: 900,
      effectiveAt: clock + 24 * HOUR,
    });

    clock += 23 * HOUR;
    // Sessions last 12 h: log in again after moving the clock.
    token = await tokenFor(app, 'down1', 'Down1234');
    expect(
      body<{ depositLimits: { daily: { amount: number } } }>(
        await get('/wps/member/responsibleGaming', token),
      ).value.depositLimits.daily.amount,
    ).toBe(500);
    clock += HOUR;
    const after = body<{ depositLimits: { daily: { amount: number; pending: boolean; used: number } } }>(
      await get('/wps/member/responsibleGaming', token),
    );
    expect(after.value.depositLimits.daily).toMatchObject({ amount: 900, pending: false, used: 0 });

    const lowered = body<{ depositLimits: { daily: { amount: number; pending: boolean } } }>(
      await post('/wps/member/responsibleGaming', { depositLimits: { daily: 100 } }, token),
    );
    expect(lowered.value.depositLimits.daily).toMatchObject({ amount: 100, pending: false });
    const removal = body<{
      depositLimits: { daily: { amount: number; pending: boolean; pendingAmount: null } };
    }>(await post('/wps/member/responsibleGaming', { depositLimits: { daily: null } }, token));
    expect(removal.value.depositLimits.daily).toMatchObject({
      amount: 100,
      pending: true,
      pendingAmount: null,
    });
  });

  it('refuses bad input with 400', async () => {
    const token = await tokenFor(app, 'agent1', 'Agent1234');
    for (const payload of [
      { depositLimits: { daily: -5 } },
      { depositLimits: { daily: 0 } },
      { depositLimits: { daily: 'lots' } },
      { realityCheckMinutes: -1 },
      { realityCheckMinutes: 1.5 },
      { realityCheckMinutes: 5000 },
      { exclude: '2y' },
    ]) {
      const res = await post('/wps/member/responsibleGaming', payload, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).code).toBe('VALIDATION');
    }
    const decimals = await post('/wps/member/responsibleGaming', { depositLimits: { weekly: 1.005 } }, token);
    expect(decimals.statusCode).toBe(400);
  });

  it('a time-out revokes the sessions and blocks the next log-in until it ends', async () => {
    const token = await tokenFor(app, 'down2', 'Down1234');
    const other = await tokenFor(app, 'down2', 'Down1234');
    const b = body<{ exclusion: { kind: string; until: number } }>(
      await post('/wps/member/responsibleGaming', { exclude: '24h' }, token),
    );
    expect(b.value.exclusion).toMatchObject({ kind: 'timeout', until: clock + 24 * HOUR });
    expect((await get('/wps/member/info', token)).statusCode).toBe(401);
    expect((await get('/wps/member/info', other)).statusCode).toBe(401);
    const refused = body<{ exclusion: { until: number } }>(await login(app, 'down2', 'Down1234'));
    expect(refused).toMatchObject({ success: false, code: 'SELF_EXCLUDED' });
    expect(refused.message).toMatch(/until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    expect(refused.value.exclusion.until).toBe(clock + 24 * HOUR);
    const id = repositories(app).users.findByUsername('down2')?.id ?? 0;
    expect(app.services.responsibleGaming.isExcluded(id, clock)).toBe(true);
    clock += 24 * HOUR + 1;
    expect(app.services.responsibleGaming.isExcluded(id, clock)).toBe(false);
    expect(body(await login(app, 'down2', 'Down1234')).success).toBe(true);
  });

  it('permanent self-exclusion blocks username and SMS log-in', async () => {
    const token = await tokenFor(app, 'demo1', 'Demo1234');
    const b = body<{ exclusion: { kind: string; until: null } }>(
      await post('/wps/member/responsibleGaming', { exclude: 'permanent' }, token),
    );
    expect(b.value.exclusion).toMatchObject({ kind: 'selfExclusion', until: null });
    const refused = body(await login(app, 'demo1', 'Demo1234'));
    expect(refused.code).toBe('SELF_EXCLUDED');
    expect(refused.message).toMatch(/permanently/);
    // demo1's number is now 987654321 (bound above).
    await app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+84', mobileNum: '987654321', purpose: 'login' },
    });
    const code = await latestSmsCode(app, '987654321');
    const sms = body(
      await sendEnc(app, 'POST', '/wps/session/login', {
        type: 'sms',
        countryDialingCode: '+84',
        mobileNum: '987654321',
        verificationCode: code,
      }),
    );
    expect(sms.code).toBe('SELF_EXCLUDED');
    clock += 400 * 24 * HOUR;
    expect(body(await login(app, 'demo1', 'Demo1234')).code).toBe('SELF_EXCLUDED');
  });

  it('refuses a trial account', async () => {
    const trial = await tokenFor(app, 'trial1', 'Trial1234');
    expect(body(await post('/wps/member/responsibleGaming', { realityCheckMinutes: 15 }, trial)).code).toBe(
      'TRIAL_ACCOUNT',
    );
    expect(body(await post('/wps/member/profile', { nickname: 'x' }, trial)).code).toBe('TRIAL_ACCOUNT');
  });
});
