import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { lineWinMinor } from '../../core/lottery/settle';
import { MB_STRUCTURE, type BetLine, type BetTypeRule, type Results } from '../../core/lottery/types';
import { expect, test } from './fixtures';
import { headerAmount, headerBalance, loginThroughModal, siteMoney } from './support';

// Issue 10 end to end. player5 (a seeded player no other test reads) bets, so no other test's
// balances move.

/** The header balance as a number (₫1,234.50 → 1234.5). */
/** A money text of the slip (₫54.00 → 54). */
async function amountOf(page: Page, testId: string): Promise<number> {
  return Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, ''));
}

interface DrawnDraw {
  drawId: number;
  stationName: string;
  drawKey: string;
  results: Results;
}

async function pick(page: Page, group: string, betType: string, numbers: string[]): Promise<void> {
  await page.getByTestId(`bet-group-${group}`).click();
  await page.getByTestId(`bet-type-${betType}`).click();
  const grid = page.getByTestId('number-grid');
  for (const n of numbers) await grid.getByRole('button', { name: n, exact: true }).click();
  await page.getByTestId('add-to-slip').click();
}

test('a player bets lô 2 số and a xiên 2 on Miền Bắc, the draw settles, and the records show every step; a bet after the lock is refused', async ({
  page,
}) => {
  await page.goto('/');
  await loginThroughModal(page, 'player5', 'Play1234');
  await expect(headerBalance(page).getByRole('status')).toContainText('₫');
  const before = await headerAmount(page);

  // /vnlottery has no top bar (§2): the slip shows the balance.
  await page.goto('/vnlottery?gameCode=MN');
  await page.getByTestId('region-MB').click();
  await expect(page).toHaveURL(/gameCode=MB/);
  await expect(page.getByText('Betting closes in')).toBeVisible();
  await expect.poll(() => amountOf(page, 'slip-balance')).toBeCloseTo(before, 2);

  await pick(page, 'lo', 'lo2', ['07', '38']);
  await pick(page, 'xien', 'xien2', ['12', '45']);
  const lines = page.getByTestId('slip-line');
  await expect(lines).toHaveCount(2);
  // Lô 2 số on Miền Bắc covers 27 combos: 1 point × ₫1 × 27 × 2 numbers; xiên 2 is one group.
  await expect(lines.nth(0).getByTestId('line-cost')).toHaveText(siteMoney(54));
  const cost = await amountOf(page, 'slip-total');
  expect(cost).toBeGreaterThan(54);

  await page.getByTestId('slip-submit').click();
  await page.getByTestId('slip-confirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Order \S+ placed: 2 bet\(s\)/)).toBeVisible();
  await expect.poll(() => amountOf(page, 'slip-balance')).toBeCloseTo(before - cost, 2);

  // The development route draws Miền Bắc now (the scheduler would at 18:15 brand time).
  const drawn = (
    (await (await page.request.post('/dev/lottery/draw', { data: { gameCode: 'MB' } })).json()) as {
      value: { drawn: DrawnDraw[] };
    }
  ).value.drawn[0] as DrawnDraw;
  expect(Object.values(drawn.results).flat()).toHaveLength(27);
  let results = drawn.results;
  const lo: BetLine = { betType: 'lo2', numbers: ['07', '38'], points: 1 };
  const xien: BetLine = { betType: 'xien2', numbers: ['12', '45'], points: 1 };
  const menu = (await (
    await page.request.get('/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB')
  ).json()) as {
    value: {
      pointValue: number;
      gameMenus: { games: { gameCode: string; betTypes: (BetTypeRule & { betType: string })[] }[] }[];
    };
  };
  const mb = menu.value.gameMenus.flatMap((g) => g.games).find((g) => g.gameCode === 'MB');
  const rule = (betType: string) => mb?.betTypes.find((b) => b.betType === betType) as BetTypeRule;
  const pointValueMinor = Math.round(menu.value.pointValue * 100);
  const winOf = (r: Results) =>
    (lineWinMinor(lo, r, MB_STRUCTURE, rule('lo2'), pointValueMinor) +
      lineWinMinor(xien, r, MB_STRUCTURE, rule('xien2'), pointValueMinor)) /
    100;
  if (winOf(results) === 0) {
    // Neither number came: the operator corrects the first G7 number to 07 (a result correction
    // re-settles the draw), so the winnings path is always shown.
    const corrected = (await (
      await page.request.post('/dev/lottery/correct', {
        data: { drawId: drawn.drawId, prize: 'G7', index: 0, number: '07' },
      })
    ).json()) as { value: DrawnDraw };
    results = corrected.value.results;
  }
  const win = winOf(results);
  expect(win).toBeGreaterThan(0);

  await page.reload();
  const table = page.getByTestId('results-table');
  // The draw key (brand-local `yyyy-MM-dd`) is shown as a date by the site's formatter (English).
  const [y, m, d] = drawn.drawKey.split('-').map(Number);
  const drawDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(
    new Date(y ?? 0, (m ?? 1) - 1, d),
  );
  await expect(table.locator('caption')).toContainText(`${drawn.stationName} · ${drawDay}`);
  await expect(table.getByTestId('result-number')).toHaveCount(27);
  await expect(table.getByRole('row', { name: /Special prize/ })).toBeVisible();
  const myBets = page.getByTestId('my-bets');
  await expect(myBets.getByRole('row').filter({ hasText: 'Won' })).not.toHaveCount(0);
  await expect.poll(() => amountOf(page, 'slip-balance')).toBeCloseTo(before - cost + win, 2);

  // The betting record has the settled bets; the account record the stake and the winnings.
  await page.goto('/?mc=personalHistoryCopy');
  await expect(page.getByTestId('wallet-bets')).toContainText('Miền Bắc');
  await page.goto('/?mc=transactionHistory');
  const ledger = page.getByTestId('wallet-ledger-table');
  await expect(
    ledger
      .getByRole('row')
      .filter({ hasText: 'Lottery bet' })
      .filter({ hasText: `-${siteMoney(cost)}` }),
  ).toHaveCount(1);
  await expect(ledger.getByRole('row').filter({ hasText: 'Lottery win' }).first()).toBeVisible();

  // A slip made before the lock and sent after it: refused, nothing charged, the lines kept.
  await page.goto('/vnlottery?gameCode=MB');
  await expect.poll(() => amountOf(page, 'slip-balance')).toBeCloseTo(before - cost + win, 2);
  await pick(page, 'lo', 'lo2', ['99']);
  await page.request.post('/dev/lottery/draw', { data: { gameCode: 'MB' } });
  await page.getByTestId('slip-submit').click();
  await page.getByTestId('slip-confirm').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('slip-error')).toContainText('Betting on this draw is closed.');
  await expect(page.getByTestId('slip-line')).toHaveCount(1);
  await page.reload();
  await expect.poll(() => amountOf(page, 'slip-balance')).toBeCloseTo(before - cost + win, 2);
});

test('/lottery and /vnlottery have no axe violations in light, dark and right-to-left', async ({ page }) => {
  const axe = async (what: string, rules?: string[]) => {
    const builder = new AxeBuilder({ page });
    const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
    return violations.map((v) => `${what} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const setTheme = (theme: 'light' | 'dark') =>
    page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
      document.documentElement.style.colorScheme = t;
    }, theme);
  const pages = [
    ['/lottery', 'lobby-group-VN'],
    ['/vnlottery?gameCode=MB', 'results-table'],
  ] as const;
  const found: string[] = [];
  // Every rule in light; colour contrast in dark on the same state (the themes differ only in CSS,
  // switched by <html data-theme> as the theme toggle does); every rule again right to left.
  for (const [url, testId] of pages) {
    await page.goto(url);
    await expect(page.getByTestId(testId)).toBeVisible();
    found.push(...(await axe(`${url} light`)));
    await setTheme('dark');
    found.push(...(await axe(`${url} dark`, ['color-contrast'])));
    await setTheme('light');
  }
  await page.addInitScript(() => localStorage.setItem('hisLang', 'ar'));
  for (const [url, testId] of pages) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId(testId)).toBeVisible();
    found.push(...(await axe(`${url} rtl`)));
  }
  expect(found).toEqual([]);
});
