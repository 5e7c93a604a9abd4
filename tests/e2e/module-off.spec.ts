import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { loginThroughModal, startBrandServer, stopBrandServer, uniqueUsername } from './support';

// Issue 8 point 6 on its own server (a brand copy an operator edits while it runs): a whitelabel
// module switched off is off everywhere — its route, every game list and launching — and the OK
// buttons of the registration dialogs can be read.
const PORT = Number(process.env.E2E_MODULE_PORT ?? 4312);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'lotus-module-'));
const brandDir = join(dir, 'brand');
let server: ChildProcess;

test.beforeAll(async () => {
  cpSync('server/brand', brandDir, { recursive: true });
  server = await startBrandServer(PORT, brandDir, join(dir, 'lotus.db'));
});

test.afterAll(async () => {
  await stopBrandServer(server);
  rmSync(dir, { recursive: true, force: true });
});

function setModule(modId: string, enabled: 0 | 1): void {
  const file = join(brandDir, 'whitelabel.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as { modId: string; enabled: number }[];
  const node = tree.find((n) => n.modId === modId);
  if (!node) throw new Error(`no module ${modId} in whitelabel.json`);
  node.enabled = enabled;
  writeFileSync(file, JSON.stringify(tree, null, 2));
}

async function liveMenuShown(): Promise<boolean> {
  const res = await fetch(`${base}/lgw/games/game_menus`);
  const body = (await res.json()) as { value: { menus: { gameType: string }[] } };
  return body.value.menus.some((m) => m.gameType === 'LIVE');
}

test('an operator switches live casino off: the route says so, its games leave every list and cannot launch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${base}/`);
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(page.getByTestId('login-modal')).toBeHidden();

  // Live on: the lobby lists its vendors; a live game is favourited and launched (so it is recent).
  await page.goto(`${base}/live`);
  await expect(page.getByRole('heading', { name: 'Live Casino', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /Evolution/ })).toBeVisible();
  const game = await page.evaluate(async () => {
    const headers = { token: sessionStorage.getItem('token') ?? '', 'content-type': 'application/json' };
    const list = (await (await fetch('/wps/relay/GCSGAME_gameList?gameType=LIVE&pageSize=1')).json()) as {
      value: {
        list: { gameId: number; nodeId: number; vendor: string; gameType: string; gameName: string }[];
      };
    };
    const first = list.value.list[0];
    if (!first) throw new Error('no live game');
    const { nodeId, vendor, gameType } = first;
    await fetch('/wps/relay/MCSFE_addFavoriteGame', {
      method: 'POST',
      headers,
      body: JSON.stringify({ nodeId, vendor, gameType }),
    });
    await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers,
      body: JSON.stringify({ gameId: first.gameId, nodeId, vassalage: vendor, requestId: 'on-e2e' }),
    });
    return first;
  });
  const name = game.gameName;
  for (const list of ['recent', 'favourites']) {
    await page.goto(`${base}/rng?page=${list}`);
    await expect(page.getByTestId('game-tile').filter({ hasText: name }).first()).toBeVisible();
  }

  setModule('live', 0);
  await expect.poll(liveMenuShown, { timeout: 10_000 }).toBe(false);

  // The route answers a clear page instead of the lobby; the menu no longer offers it.
  await page.goto(`${base}/live`);
  await expect(page.getByRole('heading', { name: 'Not available' })).toBeVisible();
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Live Casino' })).toHaveCount(0);

  // Out of hot, popular, recent, favourites and search.
  const absent = async (where: Locator) => expect(where.filter({ hasText: name })).toHaveCount(0);
  await page.goto(`${base}/`);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  await absent(page.getByTestId('game-tile'));
  // The demo player's only recent game and only favourite were the live one: both lists are empty.
  await page.goto(`${base}/rng?page=recent`);
  await expect(page.getByText('You have not played any games yet.')).toBeVisible();
  await absent(page.getByTestId('game-tile'));
  await page.goto(`${base}/rng?page=favourites`);
  await expect(page.getByText('You have no favourite games yet.', { exact: false })).toBeVisible();
  await absent(page.getByTestId('game-tile'));
  await page.goto(`${base}/rng`);
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(page).toHaveURL(/gameName=/);
  await absent(page.getByTestId('game-tile'));

  // The server refuses to launch it.
  const refused = await page.evaluate(async (g) => {
    const res = await fetch('/wps/game/launchGame', {
      method: 'POST',
      headers: { token: sessionStorage.getItem('token') ?? '', 'content-type': 'application/json' },
      body: JSON.stringify({ gameId: g.gameId, nodeId: g.nodeId, vassalage: g.vendor, requestId: 'off-e2e' }),
    });
    return (await res.json()) as { success: boolean; code?: string };
  }, game);
  expect(refused).toMatchObject({ success: false, code: 'MODULE_DISABLED' });

  setModule('live', 1);
  await expect.poll(liveMenuShown, { timeout: 10_000 }).toBe(true);
  await page.goto(`${base}/live`);
  await expect(page.getByRole('main').getByRole('button', { name: /Evolution/ })).toBeVisible();
});

/** WCAG contrast ratio of an element's text colour on its own background (both opaque). */
async function contrast(button: Locator): Promise<number> {
  return button.evaluate((el) => {
    const style = getComputedStyle(el);
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const [r = 0, g = 0, b = 0, a = 1] = rgb(style.backgroundColor);
    if (a < 1) return 0; // a transparent button background is the defect this test guards
    const lum = ([x, y, z]: number[]) => {
      const c = [x, y, z].map((v = 0) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (c[0] ?? 0) + 0.7152 * (c[1] ?? 0) + 0.0722 * (c[2] ?? 0);
    };
    const fg = lum(rgb(style.color));
    const bg = lum([r, g, b]);
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
}

async function expectReadable(page: Page, dialog: Locator): Promise<void> {
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  expect(await contrast(ok)).toBeGreaterThanOrEqual(4.5);
  void page;
}

test('the OK buttons of the "invitation code not valid" and "registered successfully" dialogs are readable', async ({
  page,
}) => {
  await page.goto(`${base}/register?affiliateCode=NOPE999`);
  const warning = page
    .getByRole('dialog')
    .filter({ hasText: 'The invitation code is not valid. Please check it and try again.' });
  await expectReadable(page, warning);
  await warning.getByRole('button', { name: 'OK' }).click();

  const form = page.getByTestId('register-panel');
  const password = 'Lotus2026';
  await form.getByRole('textbox', { name: 'Username' }).fill(uniqueUsername('ok'));
  await form.getByRole('textbox', { name: 'Affiliate code' }).fill('');
  await form.getByLabel(/^Password\*?$/).fill(password);
  await form.getByLabel(/^Confirm password\*?$/).fill(password);
  await form.getByLabel(/I confirm I am over 18/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expectReadable(page, page.getByTestId('register-success'));
});
