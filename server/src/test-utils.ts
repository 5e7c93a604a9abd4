import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from './app.ts';
import type { AppOptions } from './options.ts';
import { createRepositories, type Repositories } from './services/container.ts';

/** The envelope of every answer (§7). */
export interface EnvelopeBody<T = unknown> {
  success: boolean;
  message: string;
  code?: string;
  value: T;
}

/** A test app on a temporary database; `close()` also removes the folder it created. */
export interface TestApp {
  app: FastifyInstance;
  dir: string;
  dbPath: string;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh SQLite file in a temporary folder (env `test`, seeded). Options
 * override the defaults, e.g. `rateLimits` or a `now` clock.
 */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  // Reusing a database (restart tests) keeps its folder; a fresh one gets its own temporary folder.
  const owned = options.dbPath === undefined;
  const dir = owned ? mkdtempSync(join(tmpdir(), 'lotus-server-')) : dirname(options.dbPath ?? '');
  const dbPath = options.dbPath ?? join(dir, 'test.db');
  const app = await buildApp({ env: 'test', ...options, dbPath });
  return {
    app,
    dir,
    dbPath,
    async close() {
      await app.close();
      if (owned) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The repositories over the app's database, for tests that read or write rows directly. Routes
 * never get them (`app.services` carries none); the app's own are private to its container, and
 * these are equivalent (stateless SQL over the same database).
 */
export function repositories(app: FastifyInstance): Repositories {
  return createRepositories(app.db);
}

/** Parses an inject response as the envelope. */
export function body<T = unknown>(response: LightMyRequestResponse): EnvelopeBody<T> {
  return response.json<EnvelopeBody<T>>();
}

/**
 * Encrypts a payload the way the site does (JWE RSA-OAEP-256 + A256GCM with the key of
 * `GET /wps/system/publicKey`, `iat` and a fresh `jti` in the protected header) and returns the
 * compact serialization for `{ enc }`. `header` overrides `iat`/`jti` (replay tests).
 */
export async function encrypt(
  app: FastifyInstance,
  payload: unknown,
  header: { iat?: number; jti?: string } = {},
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/wps/system/publicKey' });
  const { kid, jwk, serverTime } = body<{ kid: string; jwk: Record<string, string>; serverTime: number }>(
    res,
  ).value;
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  // Single use and fresh (issue 14 point 4): `iat` from the server clock, a random `jti`.
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid,
      iat: Math.floor(serverTime / 1000),
      jti: randomUUID(),
      ...header,
    })
    .encrypt(key);
}

/** Sends `{ enc }` of `payload` to an enc call. */
export async function sendEnc(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers, payload: { enc: await encrypt(app, payload) } });
}

/** Logs in by username and returns the response. */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return sendEnc(app, 'POST', '/wps/session/login', { type: 'username', username, password, ...extra });
}

/** Logs in and returns the token; throws when the log-in fails. */
export async function tokenFor(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = body<{ token: string }>(await login(app, username, password));
  if (!res.success) throw new Error(`login ${username} failed: ${res.message}`);
  return res.value.token;
}

/** The newest code in the development SMS outbox for a national number. */
export async function latestSmsCode(app: FastifyInstance, mobile: string): Promise<string> {
  const res = body<{ code: string }[]>(
    await app.inject({ method: 'GET', url: `/dev/sms-outbox?mobile=${mobile}` }),
  );
  const first = res.value[0];
  if (!first) throw new Error(`no SMS for ${mobile}`);
  return first.code;
}

/**
 * One seeded app per test file with a member logged in: built in `beforeAll`, closed in
 * `afterAll`. Read `t` and `token` inside the tests (they are set once the app is built).
 */
export function appWithMember(
  username = 'demo1',
  password = 'Demo1234',
  options: Partial<AppOptions> = {},
): { readonly t: TestApp; readonly token: string } {
  let t: TestApp | undefined;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp(options);
    token = await tokenFor(t.app, username, password);
  });
  afterAll(async () => t?.close());
  return {
    get t() {
      if (!t) throw new Error('the test app is built in beforeAll');
      return t;
    },
    get token() {
      return token;
    },
  };
}
