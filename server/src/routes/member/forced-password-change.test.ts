// Issue 14 point 7, §4 forced password change: a member who logged in with the default password
// cannot use the cashier or play — on the server, whatever the site shows — until it changes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, sendEnc, tokenFor, type TestApp } from '../../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const transfer = (token: string, requestId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    headers: { token },
    payload: { requestId, from: 'MAIN', to: 'PG', amount: 10 },
  });
const dice = (token: string, requestId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/inhouse/dice/bet',
    headers: { token },
    payload: { requestId, stake: 1, target: 50, direction: 'under' },
  });
const info = async (token: string) =>
  body<MemberInfo>(await t.app.inject({ url: '/wps/member/info', headers: { token } })).value;

describe('a log-in with the default password', () => {
  it('refuses money calls and games with 403 PASSWORD_CHANGE_REQUIRED until the password changes', async () => {
    const token = await tokenFor(t.app, 'secret1', '{secret}');
    expect((await info(token)).mustChangePassword).toBe(true);

    for (const res of [
      await transfer(token, 'forced-1'),
      await dice(token, 'forced-2'),
      await t.app.inject({ url: '/wps/wallet/deposit/methods', headers: { token } }),
      await t.app.inject({ url: '/wps/wallet/withdraw/config', headers: { token } }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(body(res)).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
    }

    // A second session (another tab, another device) is refused as well: the mark is the member's.
    const again = await tokenFor(t.app, 'secret1', '{secret}');
    expect(body(await transfer(again, 'forced-3')).code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await sendEnc(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: '{secret}', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
      { token },
    );
    expect(body(changed).success).toBe(true);
    expect((await info(token)).mustChangePassword).toBe(false);
    expect(body(await transfer(token, 'forced-4'))).toMatchObject({ success: true });
  });

  it('does not mark a member who logs in with their own password', async () => {
    const token = await tokenFor(t.app, 'demo1', 'Demo1234');
    expect((await info(token)).mustChangePassword).toBe(false);
    expect(body(await dice(token, 'own-1')).success).toBe(true);
  });
});
