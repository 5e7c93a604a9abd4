import { expect, test } from './fixtures';
import type { Route } from '@playwright/test';
import { headerBalance, loginThroughModal, openLoginModal } from './support';

const faults: [string, (route: Route) => Promise<void>, RegExp][] = [
  [
    'HTTP 500',
    (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal error</h1>' }),
    /server/i,
  ],
  ['a timeout', (route) => route.abort('timedout'), /network|too long/i],
  [
    'malformed JSON',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tr' }),
    /wrong|unexpected/i,
  ],
];

for (const [name, fault, message] of faults) {
  test(`a log-in failing with ${name} shows a clear message, keeps the input, and a retry succeeds`, async ({
    page,
  }) => {
    await page.goto('/');
    await openLoginModal(page);
    const modal = page.getByTestId('login-modal');
    await modal.getByRole('textbox', { name: 'Username' }).fill('demo1');
    await modal.getByLabel(/^Password\*?$/).fill('Demo1234');

    await page.route('**/wps/session/login', fault);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(modal.getByRole('alert')).toContainText(message);
    await expect(modal.getByRole('textbox', { name: 'Username' })).toHaveValue('demo1');
    await expect(modal.getByLabel(/^Password\*?$/)).toHaveValue('Demo1234');

    await page.unroute('**/wps/session/login');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(headerBalance(page)).toBeVisible();
  });
}

// player1 (a seeded player nobody else's test reads) so the money it moves changes no other test.
test('a 401 during a money call asks to log in again over the page, keeps the typed amount, and the retry goes through', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'player1', 'Play1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=transferFund');
  const transfer = page.getByRole('form', { name: 'Transfer between wallets' });
  await transfer.getByRole('radio', { name: 'Main wallet → game wallet' }).check();
  await transfer.getByLabel('Amount').fill('15');

  // The session ends on the server (another device logged out, or it expired).
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.request.delete('/wps/session/logout', { headers: { token: token ?? '' } });
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();

  const popup = page.getByTestId('login-popup');
  await expect(popup).toContainText('Your session has expired');
  expect(new URL(page.url()).searchParams.get('mc')).toBe('transferFund');
  await popup.getByRole('textbox', { name: 'Username' }).fill('player1');
  await popup.getByLabel(/^Password\*?$/).fill('Play1234');
  await popup.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(popup).toBeHidden();
  // The panel stayed open under the popup with what was typed.
  await expect(transfer.getByLabel('Amount')).toHaveValue('15');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Transfer completed.')).toBeVisible();
});

test('a site whose settings fail to load on boot shows a retry instead of a white screen, and the retry boots it', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/wps/system/whitelabel', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'text/html', body: 'down' }) : route.fallback(),
  );
  await page.goto('/');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

// player4 (a seeded player no other test reads): its money moves to the game wallet on launch.
test('a failing balance and a failing game launch each say so with a retry, and the retries work', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'player4', 'Play1234');
  const balance = headerBalance(page);
  await expect(balance.getByRole('status')).toContainText('₫');

  await page.route('**/wps/v2/wallets/balance', (route) => route.abort('timedout'));
  await balance.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance.getByRole('status')).toHaveText('Unavailable');
  await page.unroute('**/wps/v2/wallets/balance');
  await balance.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance.getByRole('status')).toContainText('₫');

  let launches = 0;
  await page.route('**/wps/game/launchGame', (route) =>
    launches++ === 0
      ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": tr' })
      : route.fallback(),
  );
  await page.goto('/rng?vassalage=PG');
  await page.getByTestId('game-tile').filter({ hasText: 'Lotus Fortune' }).first().click();
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page).not.toHaveURL(/\/game$/);
  await retry.click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(
    page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Spin' }),
  ).toBeVisible();
});
