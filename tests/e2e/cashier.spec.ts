import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeCleanBothThemes, headerBalance, loginThroughModal, siteMoney } from './support';

// Issue 12 "Money never strands": a player who leaves a game any way other than "Return to lobby"
// finds the money back in the main wallet, and Withdraw can use it. leave1, leave2 and leave3
// (₫2,000 each, payment password 123456) are seeded for these tests alone.

async function wallets(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/v2/wallets/list', {
      headers: { token: sessionStorage.getItem('token') ?? '' },
    });
    const body = (await res.json()) as { value: { wallets: { wallet: string; balance: number }[] } };
    return Object.fromEntries(body.value.wallets.map((w) => [w.wallet, w.balance]));
  });
}

/** Logs in as `user`, launches a PG slot and waits until the money sits in the PG wallet. */
async function playAGame(page: Page, user: string): Promise<void> {
  await page.goto('/');
  await loginThroughModal(page, user, 'Leave1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/rng?vassalage=PG');
  await page.getByRole('list', { name: 'Games', exact: true }).getByTestId('game-tile').first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('[data-testid="game-frame"]').locator('#balance')).toHaveText('2000.00');
  await expect.poll(async () => (await wallets(page)).PG).toBe(2000);
}

/** The money is back in MAIN, Withdraw offers all of it, and a withdrawal of it is taken. */
async function expectMoneyHome(page: Page): Promise<void> {
  await expect.poll(async () => (await wallets(page)).MAIN).toBe(2000);
  expect((await wallets(page)).PG ?? 0).toBe(0);
  await page.goto('/?mc=withdraw');
  await expect(page.getByTestId('wallet-withdrawable')).toContainText(siteMoney(2000));
  const withdraw = page.getByRole('form', { name: 'Withdraw' });
  await withdraw.getByLabel('Withdrawal amount').fill('1500');
  await withdraw.getByLabel('Payment password').fill('123456');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText(/Withdrawal order W\d{8}-\d{6} created\./)).toBeVisible();
  await expect.poll(async () => (await wallets(page)).MAIN).toBe(500);
}

test('leaving a game by the back button brings the money back to the main wallet', async ({ page }) => {
  await playAGame(page, 'leave1');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/game$/);
  await expectMoneyHome(page);
});

test('closing the tab of a game brings the money back to the main wallet', async ({ context }) => {
  const page = await context.newPage();
  await playAGame(page, 'leave2');
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? '');
  await page.close({ runBeforeUnload: true });
  // The closing tab's keepalive recall did it: MAIN is whole under that tab's session, before any
  // new log-in (which would recall on the server too).
  await expect
    .poll(async () => {
      const res = await context.request.get('/wps/v2/wallets/list', { headers: { token } });
      const body = (await res.json()) as { value: { wallets: { wallet: string; balance: number }[] } };
      return body.value.wallets.find((w) => w.wallet === 'MAIN')?.balance;
    })
    .toBe(2000);
  const other = await context.newPage();
  await other.goto('/');
  // A new tab has no session (session storage is per tab): log in again and look.
  await loginThroughModal(other, 'leave2', 'Leave1234');
  await expect(headerBalance(other)).toBeVisible();
  await expectMoneyHome(other);
});

test('Withdraw over a running game offers to recall its money; signing out of the game from the header brings it back', async ({
  page,
}) => {
  await playAGame(page, 'leave3');
  // The header's Withdraw opens the member centre over the game: the money is in the game wallet.
  await page.getByRole('banner').getByRole('link', { name: 'Withdraw' }).click();
  const panel = page.locator('.centre-panel');
  await expect(panel.getByTestId('wallet-in-games')).toContainText(siteMoney(2000));
  await panel.getByRole('button', { name: 'Recall to main wallet' }).click();
  await expect(panel.getByText(/Recalled to your main wallet/)).toBeVisible();
  await expect(panel.getByTestId('wallet-withdrawable')).toContainText(siteMoney(2000));
  await expect.poll(async () => (await wallets(page)).MAIN).toBe(2000);

  // Back in the game, and away through the header's menu (on the game page the header's links
  // open the member centre over the game; the way out from the header is signing out).
  await page.goto('/rng?vassalage=PG');
  await page.getByRole('list', { name: 'Games', exact: true }).getByTestId('game-tile').first().click();
  await expect(page).toHaveURL(/\/game$/);
  await expect.poll(async () => (await wallets(page)).PG).toBe(2000);
  // The header's account menu: sign out from the game page.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).not.toHaveURL(/\/game$/);
  await loginThroughModal(page, 'leave3', 'Leave1234');
  await expect(headerBalance(page).getByRole('status')).toContainText(siteMoney(2000));
  await expectMoneyHome(page);
});

test('crash: the multiplier rises, the player cashes out mid-run, and the verify view confirms the round', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/inhouse?game=crash');
  const result = page.getByTestId('inhouse-result');
  // A round may crash at once (the seed decides, about 1 in 30): then play the next one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByTestId('inhouse-stake').fill('1');
    await page.getByTestId('inhouse-bet').click();
    await expect(page.getByTestId('crash-multiplier')).toBeVisible();
    await page.getByTestId('crash-cashout-now').click();
    await expect(result).toContainText(/Cashed out at|Crashed at/);
    if (/Cashed out/.test((await result.textContent()) ?? '')) break;
  }
  await expect(result).toContainText(/Cashed out at \d+\.\d{2}×/);

  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toContainText('matches the hash shown before play');
  await page.getByTestId('inhouse-tab-history').click();
  await page
    .getByRole('button', { name: /Verify round/ })
    .first()
    .click();
  await page.getByTestId('verify-submit').click();
  const verified = page.getByTestId('verify-result');
  await expect(verified).toContainText('Match: the recomputed result equals the reported result');
  await expect(verified).not.toContainText('Mismatch');
});

test('a deposit by bank transfer shows the account and its VietQR, is approved on the sandbox page, and the balance rises without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'player3', 'Play1234');
  await expect(headerBalance(page).getByRole('status')).toContainText('₫');
  const amount = async () =>
    Number(((await headerBalance(page).getByRole('status').textContent()) ?? '').replace(/[^0-9.]/g, ''));
  const before = await amount();
  await page.goto('/?mc=depositv2');
  const panel = page.locator('.centre-panel');
  await panel.getByRole('radio', { name: /Bank transfer/ }).check();
  await panel.getByRole('textbox', { name: 'Deposit amount' }).fill('500');
  await panel.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(panel.getByRole('heading', { name: `Pay ${siteMoney(500)}` })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'VietQR code of this transfer' })).toBeVisible();
  await expect(panel.getByTestId('deposit-transfer-reference')).toHaveText(/^LOTUS/);
  await expect(panel.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
  await expectAxeCleanBothThemes(page, 'deposit instructions', '.centre-panel');

  const [sandbox] = await Promise.all([
    context.waitForEvent('page'),
    panel.getByRole('link', { name: 'Open the test payment page' }).click(),
  ]);
  await expectAxeCleanBothThemes(sandbox, 'payment sandbox page');
  await sandbox.getByRole('button', { name: 'Approve payment' }).click();
  await expect(sandbox.getByText(/approved/i).first()).toBeVisible();
  await sandbox.close();

  await expect(panel.getByTestId('deposit-status')).toContainText(`Payment received: ${siteMoney(500)}`);
  await expect.poll(amount).toBeCloseTo(before + 500, 2);
});
