// Issue 14 point 5: another site's page cannot make a visitor's browser create trial accounts or
// send forgot-password mails with a simple (form-encoded, no preflight) cross-site request.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, repositories, type TestApp } from '../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOST = '127.0.0.1:4310';
const freePlay = (origin?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { host: HOST, ...(origin === undefined ? {} : { origin }) },
    payload: { os: 'Linux', platform: 'W', nonce: 'cross-site', gatewayVersion: 3 },
  });
const forgotForm = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    headers: { host: HOST, origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'username=demo1&email=demo1%40lotus.example',
  });
const trialCount = () =>
  (t.app.db.prepare('SELECT COUNT(*) AS n FROM users WHERE type = 4').get() as { n: number }).n;

describe('cross-site state-changing requests', () => {
  it('are refused with 403 CROSS_SITE before anything happens', async () => {
    const trials = trialCount();
    const mails = repositories(t.app).mail.count();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:4311', 'not a url']) {
      const res = await freePlay(origin);
      expect(res.statusCode, origin).toBe(403);
      expect(body(res), origin).toMatchObject({ success: false, code: 'CROSS_SITE' });
    }
    const form = await forgotForm('https://evil.example');
    expect(form.statusCode).toBe(403);
    expect(trialCount()).toBe(trials);
    expect(repositories(t.app).mail.count()).toBe(mails);
  });

  it('pass from the site itself, from a brand domain and from clients that send no Origin', async () => {
    for (const origin of [`http://${HOST}`, 'http://localhost:8080', undefined]) {
      expect(body(await freePlay(origin)).success, String(origin)).toBe(true);
    }
    expect(body(await forgotForm(`http://${HOST}`)).success).toBe(true);
    // Reads are never refused: a cross-site page cannot read the answer anyway (no CORS).
    const read = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });
});
