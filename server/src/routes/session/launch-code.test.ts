// Issue 14 point 6: links into the site carry a short-lived, single-use launch code, never a
// session token; the site may ask whose a code is before switching a logged-in visitor.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LaunchCodeValue, LoginValue, MemberInfo } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 4, 0, 0);
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const issue = async (token: string) =>
  body<LaunchCodeValue>(
    await t.app.inject({ method: 'POST', url: '/wps/session/launchCode', headers: { token } }),
  );
const peek = (launchCode: string) =>
  t.app.inject({ url: `/wps/session/launchCode?launchCode=${encodeURIComponent(launchCode)}` });
const redeem = (launchCode: string) =>
  t.app.inject({ method: 'POST', url: '/wps/session/launchCode/redeem', payload: { launchCode } });

describe('launch codes', () => {
  it('a code names its member, starts a new session once, and is refused the second time', async () => {
    const demo = await tokenFor(t.app, 'demo1', 'Demo1234');
    const issued = await issue(demo);
    expect(issued.success).toBe(true);
    expect(issued.value.launchCode).not.toBe(demo);
    expect(body(await peek(issued.value.launchCode)).value).toEqual({ account: 'demo1' });

    const session = body<LoginValue>(await redeem(issued.value.launchCode));
    expect(session.success).toBe(true);
    expect(session.value.token).not.toBe(demo);
    const info = body<MemberInfo>(
      await t.app.inject({ url: '/wps/member/info', headers: { token: session.value.token } }),
    );
    expect(info.value.account).toBe('demo1');

    for (const again of [await redeem(issued.value.launchCode), await peek(issued.value.launchCode)]) {
      expect(again.statusCode).toBe(404);
      expect(body(again)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('expires after 2 minutes, and a session token is not a launch code', async () => {
    const demo = await tokenFor(t.app, 'demo1', 'Demo1234');
    const issued = await issue(demo);
    clock += 2 * 60_000 + 1;
    expect((await redeem(issued.value.launchCode)).statusCode).toBe(404);
    expect((await redeem(demo)).statusCode).toBe(404);
  });

  it('needs a session to issue one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/wps/session/launchCode' })).statusCode).toBe(401);
  });
});
