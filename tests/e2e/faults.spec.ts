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
