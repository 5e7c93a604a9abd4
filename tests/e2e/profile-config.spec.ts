import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { headerBalance, loginThroughModal, startBrandServer, stopBrandServer } from './support';

// Issue 8 point 3 on its own server (a brand copy an operator edits): the security centre's
// profile form is generated from the brand's rule set (register.json), so making a profile field
// required is configuration only — no code change, no rebuild, a server restart.
const PORT = Number(process.env.E2E_PROFILE_PORT ?? 4313);
const base = `http://127.0.0.1:${PORT}`;

function startServer(brandDir: string, dbPath: string): Promise<ChildProcess> {
  return startBrandServer(PORT, brandDir, dbPath);
}

const stopServer = stopBrandServer;

/** The personal-details form of "my account" (§2 securityCenter). */
async function openProfileForm(page: Page) {
  await page.goto(`${base}/?mc=securityCenter`);
  const form = page.getByRole('form', { name: 'Personal details' });
  await expect(form).toBeVisible();
  return form;
}

test('an operator makes the profile Telegram field required in brand config: after a restart the security-centre profile form shows it with an asterisk', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'lotus-profile-'));
  const brandDir = join(dir, 'brand');
  cpSync('server/brand', brandDir, { recursive: true });
  const dbPath = join(dir, 'lotus.db');
  let server = await startServer(brandDir, dbPath);
  try {
    await page.goto(`${base}/`);
    await loginThroughModal(page, 'demo1', 'Demo1234');
    await expect(headerBalance(page)).toBeVisible();

    // Shipped brand: Telegram is optional — no asterisk in the label or the placeholder (§5).
    let form = await openProfileForm(page);
    let telegram = form.getByRole('textbox', { name: 'Telegram' });
    await expect(telegram).toBeVisible();
    await expect(telegram).toHaveAttribute('placeholder', 'Telegram');
    await expect(
      form.locator('label', { hasText: /^Telegram/ }).locator('.lotus-field__required'),
    ).toHaveCount(0);
    await stopServer(server);

    // The operator's edit: configuration only.
    const file = join(brandDir, 'register.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as {
      rules: { telegram: { enabled: boolean; required: boolean } };
    };
    config.rules.telegram.enabled = true;
    config.rules.telegram.required = true;
    writeFileSync(file, JSON.stringify(config, null, 2));
    server = await startServer(brandDir, dbPath);

    form = await openProfileForm(page);
    telegram = form.getByRole('textbox', { name: 'Telegram' });
    await expect(telegram).toBeVisible();
    await expect(telegram).toHaveAttribute('placeholder', '*Telegram');
    const asterisk = form.locator('label', { hasText: /^Telegram/ }).locator('.lotus-field__required');
    await expect(asterisk).toBeVisible();
    await expect(asterisk).toHaveText('*');

    // Required now: left empty, the form refuses before sending and says why.
    await telegram.fill('');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(form.getByText('Telegram cannot be empty')).toBeVisible();
    await expect(telegram).toHaveAttribute('aria-invalid', 'true');
    await telegram.fill('@lotus_fan');
    await form.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('account-profile-form').getByText('Saved.')).toBeVisible();
    await expect(telegram).toHaveValue('@lotus_fan');
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
