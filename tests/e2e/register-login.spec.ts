import { expect, test } from './fixtures';
import { headerBalance, loginThroughModal, uniqueUsername } from './support';

test('a newcomer registers by username, sees the balance, logs out and logs in again', async ({ page }) => {
  const username = uniqueUsername('new');
  const password = 'Lotus2026';
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  const form = page.getByTestId('register-panel');
  await form.getByRole('textbox', { name: 'Username' }).fill(username);
  await form.getByLabel(/^Password\*?$/).fill(password);
  await form.getByLabel(/^Confirm password\*?$/).fill(password);
  await form.getByLabel(/I confirm I am over 18/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();

  // §4: logged in automatically, back on /, "Registered successfully".
  await expect(page.getByTestId('register-success')).toContainText('Registered successfully');
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('register-success').getByRole('button', { name: 'OK' }).click();
  await expect(headerBalance(page)).toBeVisible();
  await expect(headerBalance(page)).toContainText(/\d/);

  // Balance hide/show eye.
  await headerBalance(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(headerBalance(page)).toContainText('***');
  await headerBalance(page).getByRole('button', { name: 'Show balance' }).click();

  // Log out through the account menu and its confirmation prompt.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('logout-dialog')).toContainText('Are you sure you want to log out?');
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await loginThroughModal(page, username, password);
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(headerBalance(page)).toBeVisible();
});

test('the register modal opens from the header and links to the login modal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const modal = page.getByTestId('register-modal');
  await expect(modal.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await modal.getByRole('button', { name: 'Already have an account? Log in' }).click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('an empty registration shows the first message under each input and keeps the page', async ({
  page,
}) => {
  await page.goto('/register.html');
  const form = page.getByTestId('register-panel');
  // The page carries the auth screens' styles itself (they once came only with the dialog's chunk):
  // the method tabs are a row with the chosen one underlined.
  await expect(form.getByRole('tablist', { name: 'Registration method' })).toHaveCSS('display', 'flex');
  await expect(form.getByRole('tab', { name: 'With username' })).toHaveCSS('border-bottom-style', 'solid');
  await form.getByRole('button', { name: 'Sign up' }).click();
  const username = form.getByRole('textbox', { name: 'Username' });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await username.getAttribute('aria-describedby');
  expect(describedBy).toBeTruthy();
  await expect(page.locator(`[id="${(describedBy ?? '').split(' ')[0]}"]`)).toContainText(/Username/);
});

test('an affiliate code in the URL is checked and its field hidden; a bad one warns and stays editable', async ({
  page,
}) => {
  await page.goto('/register?affiliateCode=LOTUS01&referralCode=FRIEND1');
  const form = page.getByTestId('register-panel');
  await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Affiliate code' })).toHaveCount(0);

  await page.goto('/register?affiliateCode=NOPE999');
  await expect(form.getByRole('textbox', { name: 'Username', includeHidden: true })).toBeAttached();
  // §8: the warning dialog tells it, once; the form above does not repeat it.
  const invalid = 'The invitation code is not valid. Please check it and try again.';
  const warning = page.getByRole('dialog').filter({ hasText: invalid });
  await expect(warning).toBeVisible();
  await expect(form.getByText(invalid)).toHaveCount(0);
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByTestId('register-panel').getByRole('textbox', { name: 'Affiliate code' }),
  ).toBeVisible();
});
