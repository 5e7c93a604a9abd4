import { expect, test, type Route } from '@playwright/test';
import { headerBalance, openLoginModal } from './support';

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
