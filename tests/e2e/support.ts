import { spawn, type ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { formatMoney } from '../../core/money';

/**
 * An amount as the site shows it in English for the demo brand (VND, ledger in hundredths):
 * `₫2,000`, `₫303.47`, `-₫120`.
 */
export function siteMoney(amount: number): string {
  return formatMoney(amount, { code: 'VND', symbol: '₫', minorUnits: 2 }, 'en');
}

/** A unique, rule-abiding username (letter first, letters and digits). */
export function uniqueUsername(prefix = 'p'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 14);
}

/** A unique 9-digit Vietnamese mobile number (+84). */
export function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-8)}`;
}

/** Reads the newest SMS code sent to `mobile` from the development outbox (never in production). */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
      const body = (await res.json()) as { value?: { code: string }[] } | { code: string }[];
      const list = Array.isArray(body) ? body : (body.value ?? []);
      code = list[0]?.code;
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/** Opens the login modal from the header. */
export async function openLoginModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

/**
 * Follows `page`'s requests from now on and returns `settled()`, which resolves once none has been
 * open for `quietMs` (default 500 ms) and nothing says it is loading (`.state-status`, the shared
 * Loading state). A visit inside the single-page app (history.pushState) has no load event of its
 * own, so `waitForLoadState('networkidle')`, already reached by the first load, resolves at once,
 * before the page has asked for its chunk and data; this waits for them.
 * @throws when the page has not settled within `timeoutMs` (default 15 s)
 */
export function trackRequests(page: Page): (quietMs?: number, timeoutMs?: number) => Promise<void> {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const change = (): void => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    change();
  });
  const ended = (request: unknown): void => {
    open.delete(request);
    change();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 500, timeoutMs = 15_000) => {
    change(); // the caller's own step (a click, a pushState) may not have asked for anything yet
    await expect
      .poll(
        async () =>
          open.size === 0 &&
          Date.now() - lastChange >= quietMs &&
          (await page.locator('.state-status').count()) === 0,
        { timeout: timeoutMs, intervals: [100] },
      )
      .toBe(true);
  };
}

/** Logs in by username + password through the login modal. */
export async function loginThroughModal(page: Page, username: string, password: string): Promise<void> {
  await openLoginModal(page);
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('textbox', { name: 'Username' }).fill(username);
  await modal.getByLabel(/^Password\*?$/).fill(password);
  await modal.getByRole('button', { name: 'Log in', exact: true }).last().click();
}

/** The balance group in the header of a logged-in player. */
export function headerBalance(page: Page) {
  return page.getByRole('banner').getByRole('group', { name: 'Balance' });
}

/**
 * The header balance as a number (₫1,299.91 → 1299.91), once it has loaded: the amount shows '…'
 * until the balance call answers, so this waits for a digit first (a read before that was 0).
 */
export async function headerAmount(page: Page): Promise<number> {
  const status = headerBalance(page).getByRole('status');
  await expect(status).toHaveText(/\d/);
  const text = (await status.textContent()) ?? '';
  return Number(text.replace(/[^0-9.-]/g, ''));
}

/**
 * Starts a reference server of its own on `port` (a brand copy an operator edits, its own database
 * file) and waits until it answers `GET /wps/system/status`. For tests that change the brand
 * configuration, so the shared e2e server stays untouched.
 */
export async function startBrandServer(
  port: number,
  brandDir: string,
  dbPath: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOTUS_DB: dbPath,
      LOTUS_BRAND_DIR: brandDir,
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/wps/system/status`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  return child;
}

/** Stops a server started by {@link startBrandServer} and waits for it to exit. */
export async function stopBrandServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Logs in through the API as the site does (JWE `enc` body with a fresh iat/jti) and returns the
 * session token, for set-up steps that are not what a test is about (another member's bets, an
 * upline's offer).
 */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const { CompactEncrypt, importJWK } = await import('jose');
  const key = (await (await request.get('/wps/system/publicKey')).json()) as {
    value: { kid: string; jwk: Parameters<typeof importJWK>[0]; serverTime: number };
  };
  const enc = await new CompactEncrypt(
    new TextEncoder().encode(JSON.stringify({ type: 'username', username, password })),
  )
    .setProtectedHeader({
      alg: 'RSA-OAEP-256',
      enc: 'A256GCM',
      kid: key.value.kid,
      iat: Math.floor(key.value.serverTime / 1000),
      jti: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    })
    .encrypt(await importJWK(key.value.jwk, 'RSA-OAEP-256'));
  const res = await request.post('/wps/session/login', { data: { enc } });
  const body = (await res.json()) as { success: boolean; message: string; value: { token: string } };
  if (!body.success) throw new Error(`log-in of ${username} failed: ${body.message}`);
  return body.value.token;
}

/**
 * Runs axe on `scope` in both themes on the same page state: every rule in light, then — after
 * switching `<html data-theme>` the way the theme toggle does (the themes differ only in CSS) —
 * colour contrast in dark, then back. `what` names the state in the failure list.
 */
export async function expectAxeCleanBothThemes(page: Page, what: string, scope = 'body'): Promise<void> {
  const setTheme = (theme: 'light' | 'dark') =>
    page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
      document.documentElement.style.colorScheme = t;
    }, theme);
  const light = await new AxeBuilder({ page }).include(scope).analyze();
  await setTheme('dark');
  const dark = await new AxeBuilder({ page }).include(scope).withRules(['color-contrast']).analyze();
  await setTheme('light');
  expect(
    [
      ...light.violations.map((v) => ['light', v] as const),
      ...dark.violations.map((v) => ['dark', v] as const),
    ].map(([theme, v]) => `${what} (${theme}) ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
