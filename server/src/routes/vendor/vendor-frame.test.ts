import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LaunchObject, VendorRoundValue } from '../../../../schemas/generated/api.ts';
import { body, createTestApp, tokenFor, type TestApp } from '../../test-utils.ts';

// Building an app (RSA key, argon2 seed hashes, 8,000 games) is slow on a busy shared CPU.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 120_000 });

let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => t.close());

/** Launches the first playable JILI game; returns its one-time launch token. */
async function launchToken(): Promise<string> {
  const list = body<{ list: { gameId: number; maintenance: boolean }[] }>(
    await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=JILI&pageSize=10' }),
  ).value.list;
  const gameId = list.find((g) => !g.maintenance)?.gameId ?? 0;
  const res = body<LaunchObject>(
    await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { token },
      payload: {
        gameId,
        nodeId: 0,
        accountType: 1,
        confirmTrans: 0,
        vassalage: 'JILI',
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        requestId: 'frame-launch',
      },
    }),
  );
  expect(res.success, res.message).toBe(true);
  return new URL(res.value.game_url, 'http://x').searchParams.get('launch') ?? '';
}

describe('the vendor simulator in a sandboxed frame (opaque origin)', () => {
  it('answers the preflight and the round sent with Origin: null', async () => {
    const launch = await launchToken();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/vendor/api/round',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('null');
    expect(preflight.headers['access-control-allow-headers']).toContain('content-type');
    const round = await t.app.inject({
      method: 'POST',
      url: '/vendor/api/round',
      headers: { origin: 'null' },
      payload: { launch, stake: 5, requestId: 'frame-r1' },
    });
    expect(round.headers['access-control-allow-origin']).toBe('null');
    const value = body<VendorRoundValue>(round);
    expect(value.success, value.message).toBe(true);
    expect(value.value.win).toBe(value.value.payout > 0);
  });

  it('still refuses a bad launch token, and other calls from Origin: null', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/vendor/api/round',
      headers: { origin: 'null' },
      payload: { launch: 'nope', stake: 5, requestId: 'frame-r2' },
    });
    expect(bad.statusCode).toBe(401);
    const transfer = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: { origin: 'null', token },
      payload: { requestId: 'x-1', from: 'JILI', to: 'MAIN', amount: 'ALL' },
    });
    expect(transfer.statusCode).toBe(403);
    expect(body(transfer).code).toBe('CROSS_SITE');
  });
});
