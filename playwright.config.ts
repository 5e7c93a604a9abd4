import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROME_ARGS } from './scripts/site-server';

// Playwright drives the system Chromium (DESIGN.md "Runtime pins"); it never downloads browsers.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  throw new Error(
    `End-to-end tests need Chromium, but none was found at ${chromePath}.\n` +
      'Install it with: apt-get update && apt-get install -y chromium\n' +
      'or point CHROME_PATH at a Chromium/Chrome binary.',
  );
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace of every test costs time on every run and CI keeps only the log; set
    // E2E_TRACE=1 to keep traces of failures when debugging locally.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: chromePath,
      args: CHROME_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // A real reference server on a fresh database, serving the built site (npm run build first).
    command: 'rm -f var/e2e.db var/e2e.db-wal var/e2e.db-shm && node --import tsx server/src/main.ts',
    url: `${baseURL}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      LOTUS_DB: 'var/e2e.db',
      NODE_ENV: 'development',
      LOTUS_RATE_LIMIT_MULTIPLIER: '20',
    },
  },
});
