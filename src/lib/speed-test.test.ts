import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  displayPing,
  pingBucket,
  pingDomain,
  pingUrl,
  PING_TIMEOUT_MS,
  rateSpeed,
  UNREACHABLE_MS,
} from './speed-test';

describe('rateSpeed (§9 speed ratings)', () => {
  it('is untested before a measurement', () => {
    expect(rateSpeed(null)).toBe('untested');
  });
  it('is fast up to 80 ms, normal up to 150 ms, slow above', () => {
    expect(rateSpeed(0)).toBe('fast');
    expect(rateSpeed(80)).toBe('fast');
    expect(rateSpeed(81)).toBe('normal');
    expect(rateSpeed(150)).toBe('normal');
    expect(rateSpeed(151)).toBe('slow');
  });
  it('rates an unreachable domain (9999 ms) slow', () => {
    expect(UNREACHABLE_MS).toBe(9999);
    expect(rateSpeed(UNREACHABLE_MS)).toBe('slow');
  });
});

describe('pingBucket (§9 ping latency buckets)', () => {
  it.each([
    [0, 20, 40],
    [99, 20, 40],
    [100, 40, 60],
    [199, 40, 60],
    [200, 60, 100],
    [399, 60, 100],
    [400, 100, 150],
    [9999, 100, 150],
  ])('%i ms shows as %i–%i', (ms, min, max) => {
    expect(pingBucket(ms)).toEqual({ min, max });
  });
  it('treats a negative latency as below 100', () => {
    expect(pingBucket(-5)).toEqual({ min: 20, max: 40 });
  });
});

describe('displayPing', () => {
  it('reaches both ends of the bucket and stays inside it', () => {
    expect(displayPing(50, 0)).toBe(20);
    expect(displayPing(50, 0.9999999)).toBe(40);
    expect(displayPing(450, 0)).toBe(100);
    expect(displayPing(450, 0.5)).toBe(125);
    expect(displayPing(450, 0.9999999)).toBe(150);
    expect(displayPing(250, 1)).toBe(100);
    expect(displayPing(150, -1)).toBe(40);
  });
});

describe('pingDomain (§7 speed test)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times GET /wps/system/test/ping with a random speed parameter', async () => {
    let clock = 1000;
    const fetchMock = vi.fn((_url: string) => {
      clock += 42.4;
      return Promise.resolve(new Response('{}', { status: 200 }));
    });
    const ms = await pingDomain('a.example:8080', {
      now: () => clock,
      fetch: fetchMock as unknown as typeof fetch,
      scheme: 'https:',
    });
    expect(ms).toBe(42);
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toMatch(/^https:\/\/a\.example:8080\/wps\/system\/test\/ping\?speed=[a-z0-9]+$/);
    const second = await pingDomain('a.example:8080', {
      now: () => clock,
      fetch: fetchMock as unknown as typeof fetch,
      scheme: 'https:',
    });
    expect(second).toBe(42);
    expect(String(fetchMock.mock.calls[1]?.[0])).not.toBe(url);
  });

  it('answers 9999 for a network error or a non-2xx answer', async () => {
    const failing = vi.fn(() => Promise.reject(new TypeError('offline')));
    expect(await pingDomain('x', { fetch: failing as unknown as typeof fetch, scheme: 'https:' })).toBe(9999);
    const notFound = vi.fn(() => Promise.resolve(new Response('', { status: 404 })));
    expect(await pingDomain('x', { fetch: notFound as unknown as typeof fetch, scheme: 'https:' })).toBe(
      9999,
    );
  });

  it("reads or drops every answer's body, so no ping stays open holding a connection", async () => {
    const answers = [new Response('pong', { status: 200 }), new Response('missing', { status: 404 })];
    const fetchMock = vi.fn(() => Promise.resolve(answers.shift() as Response));
    const ok = answers[0] as Response;
    const notFound = answers[1] as Response;
    await pingDomain('a.example', { fetch: fetchMock as unknown as typeof fetch, scheme: 'https:' });
    expect(
      await pingDomain('a.example', { fetch: fetchMock as unknown as typeof fetch, scheme: 'https:' }),
    ).toBe(UNREACHABLE_MS);
    expect(ok.bodyUsed).toBe(true);
    expect(notFound.bodyUsed).toBe(true);
  });

  it('gives up after the timeout with 9999', async () => {
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = pingDomain('slow.example', {
      fetch: hanging as unknown as typeof fetch,
      scheme: 'https:',
    });
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);
    expect(await result).toBe(9999);
  });

  it('builds the ping URL with an encoded random value', () => {
    expect(pingUrl('http:', 'h:1', 'a b')).toBe('http://h:1/wps/system/test/ping?speed=a%20b');
  });
});
