import { expect, test } from './fixtures';

// Issue 15 "Languages": every script draws with a real font (no tofu) on a machine that has no
// system font for it, the right-to-left languages mirror the page, and the first load of `/` in
// English fetches no other language and no script font.

/** The self-hosted face each language's script needs (src/i18n/script-fonts.css). */
const SCRIPT_FACES: Record<string, string> = {
  my: 'Noto Sans Myanmar',
  km: 'Noto Sans Khmer',
  lo: 'Noto Sans Lao',
  ta: 'Noto Sans Tamil',
  bn: 'Noto Sans Bengali',
  hi: 'Noto Sans Devanagari',
  ne: 'Noto Sans Devanagari',
  th: 'Noto Sans Thai',
};

test('each script is drawn by its font once its language is chosen, and the page is in that language', async ({
  page,
}) => {
  for (const [language, face] of Object.entries(SCRIPT_FACES)) {
    await page.addInitScript((lng) => localStorage.setItem('hisLang', lng), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const login = page
      .getByRole('banner')
      .getByRole('button')
      .filter({ hasNotText: /^Log in$/ });
    await expect(login.first()).toBeVisible();
    // The face of the script is in use (loaded), not a box for each missing glyph.
    await expect
      .poll(
        () =>
          page.evaluate(async (family) => {
            await document.fonts.ready;
            return [...document.fonts].some(
              (font) => font.family.replace(/"/g, '') === family && font.status === 'loaded',
            );
          }, face),
        { message: `${language}: ${face} loaded` },
      )
      .toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toHaveCount(
      0,
    );
  }
});

test('Persian and Urdu are written right to left, Roman Urdu left to right', async ({ page }) => {
  for (const [language, dir] of [
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['ur-Latn', 'ltr'],
  ] as const) {
    await page.addInitScript((lng) => localStorage.setItem('hisLang', lng), language);
    await page.goto('/');
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
  await expect(select.locator('option[value="my"]')).toHaveText('မြန်မာ');
  await expect(select.locator('option[value="ur-Latn"]')).toHaveText('Roman Urdu');
});
