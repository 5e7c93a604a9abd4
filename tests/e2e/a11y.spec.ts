import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openLoginModal } from './support';

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => setTheme(page, theme));

    test('home has no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('banner')).toBeVisible();
      // The page body is a lazy chunk: wait for it before judging the page.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
    });

    test('register has no axe violations', async ({ page }) => {
      await page.goto('/register');
      await expect(
        page.getByTestId('register-panel').getByRole('textbox', { name: 'Username' }),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test('the open login modal has no axe violations', async ({ page }) => {
      await page.goto('/');
      await openLoginModal(page);
      await expect(page.getByTestId('login-modal').getByRole('textbox', { name: 'Username' })).toBeVisible();
      await expectNoViolations(page);
    });
  });
}

test('right-to-left: Arabic sets dir=rtl on the document', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hisLang', 'ar'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
