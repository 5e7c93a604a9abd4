import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setEncryptor, spreadRequests } from './client';
import { ApiError, carriesCaptchaFlag, errorMessageKey } from './errors';

function respond(body: string, status = 200) {
  return vi.fn(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('returns value of a success envelope and sends the Merchant and Language headers', async () => {
    const fetchMock = respond(JSON.stringify({ success: true, message: '', value: { a: 1 } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('GET', '/x', { query: { q: 'a b', skip: undefined } })).resolves.toEqual({
      a: 1,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/x?q=a+b');
    expect((init.headers as Record<string, string>).Merchant).toBe('LOTUS');
    expect((init.headers as Record<string, string>).Language).toBe('en');
  });

  it('turns success:false into a platform error carrying message, code and value', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        JSON.stringify({ success: false, message: 'Wrong password', code: 'BAD', value: { captcha: true } }),
      ),
    );
    const error = await apiRequest('POST', '/login').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('platform');
    expect((error as ApiError).message).toBe('Wrong password');
    expect(carriesCaptchaFlag(error)).toBe(true);
  });

  it('maps a bare 500 to an http error and malformed JSON to invalid', async () => {
    vi.stubGlobal('fetch', respond('<html>oops</html>', 500));
    const e1 = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect([e1.kind, e1.status]).toEqual(['http', 500]);
    expect(errorMessageKey(e1)).toBe('common:errors.server');
    vi.stubGlobal('fetch', respond('{"success": tru'));
    const e2 = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(e2.kind).toBe('invalid');
  });

  it('rejects a value that fails the shape guard', async () => {
    vi.stubGlobal('fetch', respond(JSON.stringify({ success: true, message: '', value: { nope: 1 } })));
    const guard = (v: unknown): v is { token: string } =>
      typeof (v as { token?: unknown }).token === 'string';
    const e = (await apiRequest('GET', '/x', { validate: guard }).catch((err: unknown) => err)) as ApiError;
    expect(e.kind).toBe('invalid');
  });

  it('maps a refused connection to network and a slow answer to timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(((await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError).kind).toBe('network');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const e = (await apiRequest('GET', '/x', { timeoutMs: 20 }).catch((err: unknown) => err)) as ApiError;
    expect(e.kind).toBe('timeout');
  });

  it('sends enc bodies through the encryptor and never the plain payload', async () => {
    const fetchMock = respond(JSON.stringify({ success: true, message: '', value: null }));
    vi.stubGlobal('fetch', fetchMock);
    setEncryptor({ encrypt: (p) => Promise.resolve(`sealed:${JSON.stringify(p).length}`) });
    await apiRequest('POST', '/wps/session/login', { body: { password: 'Secret123' }, enc: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(JSON.stringify({ enc: 'sealed:24' }));
    expect(init.body as string).not.toContain('Secret123');
  });

  it('refuses a token call without a stored token', async () => {
    vi.stubGlobal('fetch', respond('{}'));
    const e = (await apiRequest('GET', '/wps/member/info', { token: true }).catch(
      (err: unknown) => err,
    )) as ApiError;
    expect(e.code).toBe('UNAUTHORIZED');
  });
});

describe('spreadRequests (issue 13: the requests a commit starts, spread over tasks)', () => {
  afterEach(() => spreadRequests(0));

  it('sends `limit` requests per task, the others in order in the tasks that follow', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        sent.push(url);
        return Promise.resolve(new Response(JSON.stringify({ success: true, value: url })));
      }),
    );
    spreadRequests(2);
    const answers = ['/a', '/b', '/c', '/d', '/e'].map((path) => apiRequest('GET', path));
    // Real timers: each timer below is queued after the turn before it and before the next.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 10; i++) await Promise.resolve(); // this task's microtasks
    expect(sent).toEqual(['/a', '/b']);
    await nextTask();
    expect(sent).toEqual(['/a', '/b', '/c', '/d']);
    await nextTask();
    expect(sent).toEqual(['/a', '/b', '/c', '/d', '/e']);
    await expect(Promise.all(answers)).resolves.toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('calls fetch at once without a limit, and does not send a request given up while it waited', async () => {
    const fetchMock = vi.fn((_url: string, init: RequestInit) =>
      init.signal?.aborted
        ? Promise.reject(new DOMException('aborted', 'AbortError'))
        : Promise.resolve(new Response(JSON.stringify({ success: true, value: 1 }))),
    );
    vi.stubGlobal('fetch', fetchMock);
    void apiRequest('GET', '/now');
    expect(fetchMock).toHaveBeenCalledTimes(1); // synchronously
    vi.useFakeTimers();
    spreadRequests(1);
    const controller = new AbortController();
    const first = apiRequest('GET', '/first');
    const late = apiRequest('GET', '/late', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await vi.runAllTimersAsync();
    await first;
    expect(await late).toBeInstanceOf(Error);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/now', '/first', '/late']);
    expect(calls[2]?.[1].signal?.aborted).toBe(true);
  });
});
