import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBrandServer, stopBrandServer } from './support';
import { expect, test } from './fixtures';

// An operator changes the brand config (no code change), restarts the server, and the form
// follows: email shown and required (asterisk), mobile registration tab gone.
const PORT = Number(process.env.E2E_OPERATOR_PORT ?? 4311);
const base = `http://127.0.0.1:${PORT}`;

function startServer(brandDir: string, dbPath: string): Promise<ChildProcess> {
  return startBrandServer(PORT, brandDir, dbPath);
}

const stopServer = stopBrandServer;

test('an operator turns email on and required and mobile registration off by brand config', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-operator-'));
  const brandDir = join(dir, 'brand');
  cpSync('server/brand', brandDir, { recursive: true });
  const dbPath = join(dir, 'lotus.db');
  let server = await startServer(brandDir, dbPath);
  try {
    await page.goto(`${base}/register`);
    const form = page.getByTestId('register-panel');
    await expect(form.getByRole('tab', { name: 'With mobile number' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await stopServer(server);

    const file = join(brandDir, 'register.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as {
      rules: { email: { enabled: boolean; required: boolean } };
      flags: { mobileRegistration: boolean; fields: Record<string, boolean> };
    };
    config.rules.email.enabled = true;
    config.rules.email.required = true;
    config.flags.fields.email = true;
    config.flags.mobileRegistration = false;
    writeFileSync(file, JSON.stringify(config, null, 2));
    server = await startServer(brandDir, dbPath);

    await page.goto(`${base}/register`);
    const email = page.getByTestId('register-panel').getByRole('textbox', { name: 'Email' });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('placeholder', /^\*/);
    await expect(page.getByTestId('register-panel').getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'With mobile number' })).toHaveCount(0);
  } finally {
    await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
});
