import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { validateBrandDir } from './validate.ts';

const dirs: string[] = [];
function copyBrand(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
function edit(dir: string, file: string, change: (data: Record<string, unknown>) => void): void {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, JSON.stringify(data));
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('agent.json and the site time zone (docs/contract-agent.md "Brand config")', () => {
  it('the shipped brand has both', () => {
    const site = JSON.parse(readFileSync(join(DEFAULT_BRAND_DIR, 'site.json'), 'utf8')) as {
      timeZone?: string;
    };
    expect(site.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(validateBrandDir(DEFAULT_BRAND_DIR)).toEqual([]);
  });

  it('a time zone the runtime does not know is refused; none means UTC and is valid', () => {
    const dir = copyBrand();
    edit(dir, 'site.json', (d) => {
      d.timeZone = 'Mars/Olympus_Mons';
    });
    expect(validateBrandDir(dir)).toEqual([
      {
        file: join(dir, 'site.json'),
        pointer: '/timeZone',
        message: "'Mars/Olympus_Mons' is not an IANA time zone",
      },
    ]);
    edit(dir, 'site.json', (d) => {
      delete d.timeZone;
    });
    expect(validateBrandDir(dir)).toEqual([]);
  });

  it('agent.json is required and checked: payer, kinds, thresholds, rate limits', () => {
    const dir = copyBrand();
    edit(dir, 'agent.json', (d) => {
      d.payer = 'house';
      d.kinds = ['dailyWage', 'weeklyWage'];
      (d.maxRates as Record<string, number>).percent = 101;
      delete (d.activeMinValidBet as Record<string, number>).dividend;
    });
    const problems = validateBrandDir(dir).map((p) => p.pointer);
    expect(problems).toEqual(
      expect.arrayContaining(['/payer', '/kinds/1', '/maxRates/percent', '/activeMinValidBet']),
    );
    unlinkSync(join(dir, 'agent.json'));
    expect(validateBrandDir(dir)).toEqual([
      { file: join(dir, 'agent.json'), pointer: '', message: 'file is missing or unreadable' },
    ]);
  });
});
