import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
