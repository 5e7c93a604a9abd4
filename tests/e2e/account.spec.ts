import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { headerBalance, loginThroughModal, openLoginModal } from './support';

test('self-exclusion closes the account and blocks the next log-in', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'down1', 'Down1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=responsibleGaming');
  await page.getByRole('radio', { name: 'Time-out for 24 hours' }).check();
  await page.getByTestId('exclusion-start').click();
  const confirm = page.getByTestId('exclusion-confirm');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, close my account' }).click();
  const done = page.getByTestId('exclusion-done');
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'OK' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goto('/');

  await loginThroughModal(page, 'down1', 'Down1234');
  await expect(page.getByTestId('login-modal').getByRole('alert')).toContainText(/time-out|cannot log in/i);
  await expect(headerBalance(page)).toHaveCount(0);
});

test('a player sets deposit limits and sees them saved', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'agent1', 'Agent1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=responsibleGaming');
  const form = page.getByTestId('deposit-limits-form');
  await form.getByLabel('Daily limit (VND)').fill('500');
  await form.getByRole('button', { name: 'Save limits' }).click();
  await expect(page.getByText('Deposit limits saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('deposit-limits-form').getByLabel('Daily limit (VND)')).toHaveValue(/^500(\.00)?$/);
});

test('messages show the unread count in the header and open sanitized', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(page.getByTestId('header-unread-count')).toBeVisible();
  await page.getByTestId('header-unread').click();
  const toggle = page.getByTestId('account-message').first().getByRole('button').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id^="acct-message-"] script')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`member-centre pages have no axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/');
    await openLoginModal(page);
    const modal = page.getByTestId('login-modal');
    await modal.getByRole('textbox', { name: 'Username' }).fill('demo1');
    await modal.getByLabel(/^Password\*?$/).fill('Demo1234');
    await modal.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(headerBalance(page)).toBeVisible();
    for (const [mc, testId] of [
      ['securityCenter', 'account-security'],
      ['messageV2', 'account-message'],
      ['playerRank', 'account-rank'],
      ['profile', 'account-avatar-image'],
      ['responsibleGaming', 'deposit-limits-form'],
    ] as const) {
      await page.goto(`/?mc=${mc}`);
      await expect(page.getByTestId(testId).first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${mc} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    for (const [mc, testId] of [
      ['transferFund', 'wallet-balance-MAIN'],
      ['depositv2', 'wallet-deposit-limits'],
      ['withdraw', 'wallet-withdraw-limits'],
      ['personalHistoryCopy', null],
      ['transactionHistory', 'wallet-ledger-table'],
      ['personalProfit', null],
      ['bonusDetails', null],
      ['rewardCenter', null],
      ['missionLeaderboard', null],
      ['manualRebate', 'wallet-rebate-claimable'],
      ['transferUpline', null],
    ] as const) {
      await page.goto(`/?mc=${mc}`);
      if (testId) await expect(page.getByTestId(testId).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${mc} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
