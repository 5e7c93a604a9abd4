import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { headerAmount, headerBalance, loginThroughModal } from './support';

/** The header balance as a number (₫1,234.50 → 1234.5). */
async function walletList(page: Page): Promise<{ wallet: string; balance: number }[]> {
  return page.evaluate(async () => {
    const res = await fetch('/wps/v2/wallets/list', {
      headers: { token: sessionStorage.getItem('token') ?? '' },
    });
    const body = (await res.json()) as { value: { wallets: { wallet: string; balance: number }[] } };
    return body.value.wallets;
  });
}

test('a guest who clicks a game gets the login popup', async ({ page }) => {
  await page.goto('/rng?vassalage=PG');
  await page.getByTestId('game-tile').filter({ hasText: 'Lotus Fortune' }).first().click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});

test('a player searches, favourites a game, launches it, plays, returns and sees the new balance', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'demo1', 'Demo1234');
  await expect(headerBalance(page)).toBeVisible();
  const before = await headerAmount(page);

  await page.goto('/rng?vassalage=PG');
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Dragon Gate');
  await expect(page).toHaveURL(/gameName=Dragon/);
  const grid = page.getByRole('list', { name: 'Games', exact: true });
  await expect(grid.getByRole('button', { name: 'Dragon Gate', exact: true })).toBeVisible();
  const favourite = grid.getByRole('button', { name: 'Favourite: Dragon Gate' });
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('vendor-tab-favourites').click();
  const favourites = page.getByTestId('favourites-games');
  await expect(favourites.getByRole('button', { name: 'Dragon Gate', exact: true })).toBeVisible();

  await favourites.getByRole('button', { name: 'Dragon Gate', exact: true }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByText('Dragon Gate')).toBeVisible();
  // The whole main balance moved to the vendor wallet (transfer wallets, isSingle false).
  await expect(frame.locator('#balance')).toHaveText(before.toFixed(2));
  await frame.getByRole('button', { name: 'Spin' }).click();
  // "Spinning…" shows at once; the round's answer (and the new balance) comes after it.
  await expect(frame.locator('#result')).toHaveText(/win/i);
  const after = Number(await frame.locator('#balance').textContent());
  expect(after).toBeLessThanOrEqual(before + 10_000);

  await page.getByTestId('game-back').click();
  await expect(page).not.toHaveURL(/\/game$/);
  await expect.poll(() => headerAmount(page)).toBeCloseTo(after, 2);
  // Funds were recalled to the main wallet.
  await expect
    .poll(async () => (await walletList(page)).find((w) => w.wallet === 'MAIN')?.balance)
    .toBeCloseTo(after, 2);
});

test('a player plays an in-house game, rotates the seed and verifies a past round', async ({ page }) => {
  await page.goto('/');
  await loginThroughModal(page, 'agent1', 'Agent1234');
  await expect(headerBalance(page)).toBeVisible();
  await page.goto('/inhouse?game=dice');
  const hash = page.getByTestId('server-seed-hash');
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/);
  const shownHash = (await hash.textContent()) ?? '';
  await page.getByTestId('inhouse-stake').fill('1');
  await page.getByTestId('inhouse-bet').click();
  await expect(page.getByTestId('inhouse-result')).toContainText('Rolled');

  await page.getByTestId('rotate-seed').click();
  await expect(page.getByTestId('revealed-seed')).toContainText('matches the hash shown before play');
  await expect(page.getByTestId('revealed-seed')).toContainText(shownHash);

  await page.getByTestId('inhouse-tab-history').click();
  await page
    .getByRole('button', { name: /Verify round/ })
    .first()
    .click();
  await page.getByTestId('verify-submit').click();
  const result = page.getByTestId('verify-result');
  await expect(result).toContainText('Match: the recomputed result equals the reported result');
  await expect(result).toContainText('Match: the server seed hashes to the published hash');
  await expect(result).not.toContainText('Mismatch');
});
