// @vitest-environment jsdom
// Issue 14 point 10: a 401 during a call no longer logs the member out silently and loses the
// page: the session is marked expired (token and member kept until they log in again or give up)
// and the login popup asks them to log in again; a trial refusal opens the real-account warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../session';
import { closeModal, getModal } from '../ui-store';
import { testMember } from './test-member';
import { apiRequest } from './client';

const refuse = (status: number, code: string) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ success: false, message: 'no', code, value: null }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  closeModal();
  sessionStorage.clear();
});

describe('apiRequest and the session', () => {
  it('a 401 on a token call marks the session expired and opens the login popup, keeping the member', async () => {
    setSession({ token: 'stale', member: testMember() });
    vi.stubGlobal('fetch', refuse(401, 'UNAUTHORIZED'));
    await expect(
      apiRequest('POST', '/wps/relay/MCS_transferUpline', { token: true, body: {} }),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(getSession()).toMatchObject({ token: 'stale', expired: true });
    expect(getSession().member?.account).toBe(testMember().account);
    expect(getModal()).toEqual({ name: 'loginPopup', params: { reason: 'expired' } });
    setSession({ token: 'fresh', member: testMember() });
    expect(getSession().expired).toBe(false);
  });

  it('a TRIAL_ACCOUNT refusal opens the need-real-account warning', async () => {
    setSession({ token: 'trial', member: testMember({ type: 4 }) });
    vi.stubGlobal('fetch', refuse(200, 'TRIAL_ACCOUNT'));
    await expect(
      apiRequest('POST', '/wps/relay/GCS_walletTransfer', { token: true, body: {} }),
    ).rejects.toMatchObject({
      code: 'TRIAL_ACCOUNT',
    });
    expect(getModal().name).toBe('needRealAccount');
  });
});
