import { expect, test } from './fixtures';
import { headerBalance, latestSmsCode, openLoginModal } from './support';

test('three wrong passwords bring the captcha, and the right answer logs in', async ({ page, request }) => {
  let captchaKey = '';
  page.on('response', (response) => {
    if (!response.url().includes('/wps/captcha')) return;
    void response
      .json()
      .then((body: { value: { captchaKey: string } }) => (captchaKey = body.value.captchaKey))
      .catch(() => undefined);
  });
  await page.goto('/');
  await openLoginModal(page);
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
  await modal.getByRole('textbox', { name: 'Username' }).fill('down2');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await modal.getByLabel(/^Password\*?$/).fill(`Wrong${attempt}pass`);
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(modal.getByRole('alert')).toBeVisible();
  }
  await expect(modal.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
  // The typed username is kept after every failure.
  await expect(modal.getByRole('textbox', { name: 'Username' })).toHaveValue('down2');

  // Answer the captcha shown: the development server reveals the live answer for its key.
  await expect.poll(() => captchaKey).not.toBe('');
  const peek = await request.get(`/dev/captcha?captchaKey=${encodeURIComponent(captchaKey)}`);
  const { value: answer } = (await peek.json()) as { value: { answer: string } };
  await modal.getByRole('textbox', { name: 'Captcha' }).fill(answer.answer);
  await modal.getByLabel(/^Password\*?$/).fill('Down1234');
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(headerBalance(page)).toBeVisible();
});

test('forgot password by phone ends logged in', async ({ page, request }) => {
  await page.goto('/');
  await openLoginModal(page);
  await page.getByTestId('login-modal').getByRole('button', { name: 'Forgot password?' }).click();
  const modal = page.getByTestId('forgot-modal');
  await modal.getByRole('tab', { name: 'By phone' }).click();
  await modal.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
  await modal.getByRole('button', { name: 'Send code' }).click();
  await expect(modal.getByRole('button', { name: /Code sent \d+s/ })).toBeVisible();
  const code = await latestSmsCode(request, '912345678');
  await modal.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await modal.getByLabel(/^New password\*?$/).fill('Demo1234');
  await modal.getByRole('button', { name: 'Reset password' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(headerBalance(page)).toBeVisible();
});
