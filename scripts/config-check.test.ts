import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'lotus-config-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run config:check', () => {
  it('passes on the shipped configuration', () => {
    const result = run({});
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('valid');
  });

  it('names file, JSON pointer and problem for a broken brand file and layout file, and fails', () => {
    const brand = join(dir, 'brand');
    const layouts = join(dir, 'layouts');
    cpSync('server/brand', brand, { recursive: true });
    cpSync('layouts', layouts, { recursive: true });
    const register = JSON.parse(readFileSync(join(brand, 'register.json'), 'utf8')) as {
      rules: { email: { minLength: unknown } };
    };
    register.rules.email.minLength = 'five';
    writeFileSync(join(brand, 'register.json'), JSON.stringify(register));
    const chrome = JSON.parse(readFileSync(join(layouts, 'chrome.json'), 'utf8')) as {
      regions: { header: { when?: unknown }[] };
    };
    chrome.regions.header[0]!.when = 'session.loggedIn && true';
    writeFileSync(join(layouts, 'chrome.json'), JSON.stringify(chrome));

    const result = run({ LOTUS_BRAND_DIR: brand, LOTUS_LAYOUT_DIR: layouts });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/register\.json\s+\/rules\/email\/minLength\s+\S/);
    expect(result.stderr).toMatch(/chrome\.json\s+\/regions\/header\/0\/when\s+\S/);
  });

  it('names the file, JSON pointer (or line) and path of an image missing from <brandDir>/assets/, and fails', () => {
    const brand = join(dir, 'brand-images');
    cpSync('server/brand', brand, { recursive: true });
    rmSync(join(brand, 'assets', 'payment-methods.svg'));
    rmSync(join(brand, 'assets', 'favicon.svg'));
    const promotions = JSON.parse(readFileSync(join(brand, 'promotions.json'), 'utf8')) as {
      announcementImages: { url: string }[];
    }[];
    promotions[0]!.announcementImages[1]!.url = '/brand/promotions/1-gone.svg';
    writeFileSync(join(brand, 'promotions.json'), JSON.stringify(promotions));

    const result = run({ LOTUS_BRAND_DIR: brand });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /site\.json\s+\/resources\/3\/url\s+\/brand\/payment-methods\.svg does not exist/,
    );
    expect(result.stderr).toMatch(
      /promotions\.json\s+\/0\/announcementImages\/1\/url\s+\/brand\/promotions\/1-gone\.svg does not exist/,
    );
    // index.html names the favicon of whatever brand folder is served.
    expect(result.stderr).toMatch(/index\.html\s+line \d+\s+\/brand\/favicon\.svg does not exist/);
    expect(result.stderr).toContain('3 problem(s) found');
  });
  it('names a layout link to a help article the brand does not have (the footer privacy link), and fails', () => {
    const brand = join(dir, 'brand-help');
    const layouts = join(dir, 'layouts-help');
    cpSync('server/brand', brand, { recursive: true });
    cpSync('layouts', layouts, { recursive: true });
    const help = JSON.parse(readFileSync(join(brand, 'help.json'), 'utf8')) as {
      categories: { articles: { id: string }[] }[];
    };
    for (const category of help.categories)
      category.articles = category.articles.filter((article) => article.id !== 'privacy');
    writeFileSync(join(brand, 'help.json'), JSON.stringify(help));

    const result = run({ LOTUS_BRAND_DIR: brand, LOTUS_LAYOUT_DIR: layouts });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(
      /chrome\.json\s+\/regions\/footer\/\S+\/to\s+links to help article "privacy"/,
    );
    expect(result.stderr).not.toMatch(/help article "(terms|about|responsible-gaming)"/);
  });
});
