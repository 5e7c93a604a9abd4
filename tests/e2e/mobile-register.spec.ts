import { expect, test } from './fixtures';
import { headerBalance, latestSmsCode, uniqueMobile } from './support';

test('mobile registration with the SMS code from the development outbox', async ({ page, request }) => {
  const mobile = uniqueMobile();
  await page.goto('/register');
  const form = page.getByTestId('register-panel');
  await form.getByRole('tab', { name: 'With mobile number' }).click();
  // The username is hidden: the number is the username (§4).
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await form.getByRole('button', { name: 'Send code' }).click();
  // The send button counts down (expiredMinutes × 60 s).
  await expect(form.getByRole('button', { name: /Code sent \d+s/ })).toBeDisabled();
  const code = await latestSmsCode(request, mobile);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  const password = form.getByLabel(/^Password\*?$/);
  if (await password.count()) {
    await password.fill('Mobile2026');
    await form.getByLabel(/^Confirm password\*?$/).fill('Mobile2026');
  }
  await form.getByLabel(/I confirm I am over 18/).check();
  await form.getByRole('button', { name: 'Sign up' }).click();

  const success = page.getByTestId('register-success');
  await expect(success).toContainText('Registered successfully');
  await expect(success.getByTestId('generated-account')).not.toBeEmpty();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(headerBalance(page)).toBeVisible();
});
