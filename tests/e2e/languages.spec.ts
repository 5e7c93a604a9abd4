import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 15 "Languages": every script draws with a real font (no tofu) on a machine that has no
// system font for it, the right-to-left languages mirror the page, and the first load of `/` in
// English fetches no other language and no script font.

/** A language of each script a device may lack a font for (src/i18n/script-fonts.css). */
const SCRIPT_LANGUAGES = ['my', 'km', 'lo', 'ta', 'bn', 'hi', 'ne', 'th'] as const;

/**
 * The letters of `text` the page's body font stack draws as tofu: each letter is drawn on a canvas
 * in that stack once its fonts are loaded, and compared with a private-use character that no font
 * has (its box is what a missing glyph looks like).
 */
async function tofuIn(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (sample) => {
    const family = getComputedStyle(document.body).fontFamily;
    await document.fonts.load(`32px ${family}`, sample);
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return ['no canvas'];
    const draw = (glyph: string) => {
      context.clearRect(0, 0, 48, 48);
      context.font = `32px ${family}`;
      context.fillText(glyph, 4, 36);
      return Array.from(context.getImageData(0, 0, 48, 48).data).join(',');
    };
    const missing = draw('\uE000');
    return [...new Set(Array.from(sample).filter((glyph) => /\p{L}/u.test(glyph)))].filter(
      (glyph) => draw(glyph) === missing,
    );
  }, text);
}

/** Opens `/` in `language`, as a visitor who chose it before (the stored `hisLang`). */
async function openIn(page: Page, language: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((lng) => localStorage.setItem('hisLang', lng), language);
  await page.goto('/');
}

test('every script is drawn with real glyphs, not tofu, once its language is chosen', async ({ page }) => {
  for (const language of SCRIPT_LANGUAGES) {
    await openIn(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The page speaks the language (no English log-in button) …
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toHaveCount(
      0,
    );
    const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '';
    // The header's own texts (the language select's other options name other scripts).
    const header = await page.getByRole('banner').evaluate((banner) => {
      const copy = banner.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('option:not(:checked)').forEach((option) => option.remove());
      return copy.textContent ?? '';
    });
    // … and every letter of its heading and header has a glyph.
    expect(await tofuIn(page, `${heading}${header}`), language).toEqual([]);
  }
});

test('Persian and Urdu are written right to left, Roman Urdu left to right', async ({ page }) => {
  for (const [language, dir] of [
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ur-Latn', 'ltr'],
  ] as const) {
    await openIn(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    // Mirrored in the browser, not only by the attribute: the logo sits on the reading side.
    const logo = await page.getByRole('banner').locator('.site-logo').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    if (dir === 'rtl') expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(width / 2);
    else expect((logo?.x ?? width) + (logo?.width ?? 0) / 2).toBeLessThan(width / 2);
  }
});

test('the first load of / in English fetches no other language and no script font', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const otherLanguages = fetched.filter(
    (path) => /locale-(?!en[-.])/.test(path) || /\/locales\/(?!en\/)/.test(path),
  );
  const fonts = fetched.filter((path) => /script-fonts|\.woff2$/.test(path));
  expect({ otherLanguages, fonts }).toEqual({ otherLanguages: [], fonts: [] });
  // The switcher names every language in its own language.
  const select = page
    .getByRole('complementary', { name: 'Side menu' })
    .getByRole('combobox', { name: 'Language' });
  await expect(select.locator('option')).toHaveCount(29);
  // The names arrive when the select is about to open.
  await select.focus();
  await expect(select.locator('option[value="my"]')).toHaveText('မြန်မာ');
  await expect(select.locator('option[value="ur-Latn"]')).toHaveText('Roman Urdu');
});

test("money follows the dong's own conventions in each language: no decimals, the symbol where the language puts it", async ({
  page,
}) => {
  // The home page's winners board, seen logged out: seeded prizes are whole amounts of dong.
  const prize = () => page.getByTestId('home-winners').getByRole('cell').filter({ hasText: '₫' }).first();
  await openIn(page, 'vi');
  await expect(prize()).toHaveText(/^\d{1,3}(\.\d{3})*\u00a0₫$/);
  await openIn(page, 'en');
  await expect(prize()).toHaveText(/^₫\d{1,3}(,\d{3})*$/);
});
