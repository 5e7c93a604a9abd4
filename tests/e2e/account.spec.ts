import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { headerBalance, loginThroughModal, siteMoney } from './support';

test('self-exclusion closes the account and blocks the next log-in', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'down1', 'Down1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=responsibleGaming');
  await page.getByRole('radio', { name: 'Self-exclusion for 6 months' }).check();
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
  await expect(page.getByTestId('login-modal').getByRole('alert')).toContainText(/self-exclu|cannot log in/i);
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
  await expect(page.getByTestId('deposit-limits-form').getByLabel('Daily limit (VND)')).toHaveValue(
    /^500(\.00)?$/,
  );
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

/** Runs axe on the whole page; `what` names the state in the failure list. */
/**
 * Runs axe on `scope` in both themes on the same page state: every rule in light, then — after
 * switching `<html data-theme>` the way the theme toggle does (the themes differ only in CSS) —
 * colour contrast in dark, then back. The member-centre dialog (and any dialog over it) is what is
 * judged; the home page under it has its own a11y test.
 */
async function expectAxeClean(page: Page, what: string, scope = '.centre-panel'): Promise<void> {
  const setTheme = (theme: 'light' | 'dark') =>
    page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
      document.documentElement.style.colorScheme = t;
    }, theme);
  const light = await new AxeBuilder({ page }).include(scope).analyze();
  await setTheme('dark');
  const dark = await new AxeBuilder({ page }).include(scope).withRules(['color-contrast']).analyze();
  await setTheme('light');
  expect(
    [
      ...light.violations.map((v) => ['light', v] as const),
      ...dark.violations.map((v) => ['dark', v] as const),
    ].map(([theme, v]) => `${what} (${theme}) ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Opens member-centre page `mc` — through the open centre's own menu, as a player moves (no reload),
 * or by its address when the centre is closed — waits for `testId` (its data loaded) and runs axe
 * on the centre panel in both themes.
 */
async function expectNoAxeViolations(page: Page, mc: string, testId: string): Promise<void> {
  const link = page.locator(`.centre-panel-nav a[href$="mc=${mc}"]`);
  if (await link.count()) await link.first().click();
  else await page.goto(`/?mc=${mc}`);
  await expect(page).toHaveURL(new RegExp(`mc=${mc}`));
  // The page's own content, or its empty state when the player has nothing there yet.
  await expect(page.getByTestId(testId).or(page.getByTestId('account-empty')).first()).toBeVisible();
  await expect(page.locator('.centre-panel [aria-busy="true"]')).toHaveCount(0);
  await expectAxeClean(page, mc);
}

/** Logs the current player out by clearing the stored session, then logs `username` in. */
async function switchPlayer(page: Page, username: string, password: string): Promise<void> {
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('token');
  });
  await page.goto('/');
  await loginThroughModal(page, username, password);
  await expect(headerBalance(page)).toBeVisible();
}

test('a downline sets a payment password and transfers to its upline; others do not see the page', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/?mc=securityCenter');
  const nav = page.getByRole('navigation', { name: 'Member centre' });
  await expect(nav.getByRole('link', { name: 'My account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Transfer to upline' })).toHaveCount(0);

  await switchPlayer(page, 'down2', 'Down1234');
  await expect(headerBalance(page)).toContainText(siteMoney(100));
  await page.goto('/?mc=securityCenter');
  await nav.getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(page).toHaveURL(/mc=transferUpline/);
  await page.getByTestId('wallet-upline-no-password').getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/mc=securityCenter/);
  const setForm = page.getByRole('form', { name: 'Payment password' });
  await setForm.getByLabel('New payment password').fill('246810');
  await setForm.getByLabel('Confirm payment password').fill('246810');
  await setForm.getByRole('button', { name: 'Set payment password' }).click();
  await expect(setForm.getByText('Payment password saved.')).toBeVisible();

  await nav.getByRole('link', { name: 'Transfer to upline' }).click();
  const form = page.getByTestId('wallet-upline');
  await form.getByLabel('Amount').fill('30');
  await form.getByLabel('Payment password').fill('111111');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByRole('alert')).toContainText('payment password is incorrect');
  await expect(form.getByLabel('Amount')).toHaveValue('30');
  await form.getByLabel('Payment password').fill('246810');
  await form.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(form.getByText('Transfer to upline completed.')).toBeVisible();
  await expect(headerBalance(page)).toContainText(siteMoney(70));
  // Browser back returns to the previous member-centre page.
  await page.goBack();
  await expect(page).toHaveURL(/mc=securityCenter/);
  await expect(page.getByTestId('account-security').first()).toBeVisible();
});

test('member-centre pages have no axe violations in light and dark', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(headerBalance(page)).toBeVisible();
  for (const [mc, testId] of [
    ['securityCenter', 'account-security'],
    ['messageV2', 'account-message'],
    ['playerRank', 'account-rank'],
    ['profile', 'account-avatar-image'],
    ['responsibleGaming', 'deposit-limits-form'],
    ['transferFund', 'wallet-balance-MAIN'],
    ['depositv2', 'wallet-deposit-limits'],
    ['withdraw', 'wallet-withdraw-limits'],
    ['personalHistoryCopy', 'wallet-bets'],
    ['transactionHistory', 'wallet-ledger-table'],
    ['personalProfit', 'wallet-profit'],
    ['bonusDetails', 'wallet-bonuses'],
    ['rewardCenter', 'wallet-rewards'],
    ['missionLeaderboard', 'wallet-missions'],
    ['manualRebate', 'wallet-rebate-claimable'],
  ] as const)
    await expectNoAxeViolations(page, mc, testId);
  // Open states: a reward application and the self-exclusion confirmation (cancelled).
  await page.locator('.centre-panel-nav a[href$="mc=rewardCenter"]').first().click();
  await page
    .getByTestId('wallet-rewards')
    .getByRole('button', { name: 'Apply', exact: true })
    .first()
    .click();
  const application = page.getByRole('dialog', { name: /^Apply: / });
  await expect(application).toBeVisible();
  await expectAxeClean(page, 'rewardCenter application', '[role="dialog"], [role="alertdialog"]');
  await application.getByRole('button', { name: 'Cancel' }).click();
  await expect(application).toHaveCount(0);
  await page.locator('.centre-panel-nav a[href$="mc=responsibleGaming"]').first().click();
  await page.getByRole('radio', { name: 'Permanent self-exclusion' }).check();
  await page.getByTestId('exclusion-start').click();
  const confirm = page.getByTestId('exclusion-confirm');
  await expect(confirm).toBeVisible();
  await expectAxeClean(page, 'responsibleGaming confirmation', '[role="dialog"], [role="alertdialog"]');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  // referral is shown to agents (and with the referral flag); transferUpline to downlines.
  await switchPlayer(page, 'agent1', 'Agent1234');
  await expectNoAxeViolations(page, 'referral', 'wallet-referral-qr');
  await switchPlayer(page, 'down2', 'Down1234');
  await expectNoAxeViolations(page, 'transferUpline', 'wallet-upline');
});
