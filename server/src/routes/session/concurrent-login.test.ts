// Issue 14 point 9: concurrent wrong passwords must not bypass the captcha. The failure count
// used to be read before it was written (the hash check is awaited in between), so 19 parallel
// attempts got 13 password checks instead of the brand's 3.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, encrypt, type TestApp } from '../../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /wps/session/login under concurrency', () => {
  it('checks at most afterFailedLogins passwords before asking for the captcha', async () => {
    const encs = await Promise.all(
      Array.from({ length: 19 }, (_, i) =>
        encrypt(t.app, { type: 'username', username: 'down2', password: `Wrong${i}abc` }),
      ),
    );
    const answers = await Promise.all(
      encs.map((enc) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: '10.9.9.9',
          payload: { enc },
        }),
      ),
    );
    const codes = answers.map((a) => body(a).code);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(3);
    expect(codes.filter((c) => c === 'CAPTCHA_REQUIRED')).toHaveLength(16);
  });

  it('still logs in with the right password and forgets the counted attempt', async () => {
    const enc = await encrypt(t.app, { type: 'username', username: 'down1', password: 'Down1234' });
    const ok = body(
      await t.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: '10.9.9.10',
        payload: { enc },
      }),
    );
    expect(ok.success).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const wrong = await encrypt(t.app, { type: 'username', username: 'down1', password: `Nope${i}abcd` });
      const b = body(
        await t.app.inject({
          method: 'POST',
          url: '/wps/session/login',
          remoteAddress: '10.9.9.10',
          payload: { enc: wrong },
        }),
      );
      // Two failures after a success: the success's own counted attempt was forgiven.
      expect(b).toMatchObject({ code: 'BAD_CREDENTIALS', value: null });
    }
  });
});
