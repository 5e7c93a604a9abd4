// Issue 14 point 4: a captured encrypted log-in cannot be replayed. Each enc payload carries `iat`
// and a single-use `jti` in its JWE protected header; the server refuses a repeat or a stale one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { body, createTestApp, encrypt, type TestApp } from '../test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 3, 0, 0);
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

const send = (enc: string) => t.app.inject({ method: 'POST', url: '/wps/session/login', payload: { enc } });
const LOGIN = { type: 'username', username: 'demo1', password: 'Demo1234' };

describe('enc payloads are single use and fresh', () => {
  it('the same captured log-in body works once; the replay gets 400 ENC_REPLAYED and no session', async () => {
    const captured = await encrypt(t.app, LOGIN);
    expect(body(await send(captured)).success).toBe(true);
    const replay = await send(captured);
    expect(replay.statusCode).toBe(400);
    expect(body(replay)).toMatchObject({ success: false, code: 'ENC_REPLAYED', value: null });
  });

  it('refuses a payload stamped more than 5 minutes away from the server clock, or without iat/jti', async () => {
    const old = await encrypt(t.app, LOGIN, { iat: Math.floor(clock / 1000) - 301 });
    expect(body(await send(old)).code).toBe('ENC_REPLAYED');
    const future = await encrypt(t.app, LOGIN, { iat: Math.floor(clock / 1000) + 301 });
    expect(body(await send(future)).code).toBe('ENC_REPLAYED');
    const shortJti = await encrypt(t.app, LOGIN, { jti: 'x' });
    expect(body(await send(shortJti)).code).toBe('ENC_REPLAYED');
    // Within the window it passes, even 4 minutes off (a device clock the site corrects by serverTime).
    const skewed = await encrypt(t.app, LOGIN, { iat: Math.floor(clock / 1000) - 240 });
    expect(body(await send(skewed)).success).toBe(true);
  });

  it('a captured body sent after its 5-minute window is refused as stale', async () => {
    const captured = await encrypt(t.app, LOGIN);
    expect(body(await send(captured)).success).toBe(true);
    clock += 6 * 60_000;
    expect(body(await send(captured)).code).toBe('ENC_REPLAYED');
  });

  it('the public key tells the server clock so the site can stamp iat', async () => {
    const key = body<{ serverTime: number }>(await t.app.inject({ url: '/wps/system/publicKey' })).value;
    expect(key.serverTime).toBe(clock);
  });
});
