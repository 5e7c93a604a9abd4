import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandSite } from '../../../schemas/generated/api.ts';
import { validateBrandDir } from '../brand/validate.ts';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { playerRank, rankPeriodStart, rankProblems } from './player-rank.ts';

const DAY = 86_400_000;
const shipped = (): BrandSite =>
  JSON.parse(readFileSync(join(DEFAULT_BRAND_DIR, 'site.json'), 'utf8')) as BrandSite;
const silver = { labelName: 'Silver', color: '#c0c0c0', color2: '#7d7d7d', rankLevel: 2 };

describe('playerRank', () => {
  it('subtracts the progress from the next rank’s requirements in minor units, never below 0', () => {
    const v = playerRank(
      shipped(),
      { rankLevel: 2, clubLabel: silver },
      { deposit: 500_010, validBet: 3_000_033 },
      7,
    );
    expect(v.progress).toEqual({ deposit: 5000.1, validBet: 30000.33, since: 7 });
    expect(v.next).toEqual({
      rankLevel: 3,
      labelName: 'Gold',
      remaining: { deposit: 0, validBet: 0 },
      qualified: true,
    });
    const short = playerRank(shipped(), { rankLevel: 2, clubLabel: silver }, { deposit: 10, validBet: 0 }, 7);
    // 0.1 + 0.2 style errors stay out: 5000 − 0.10 is exactly 4999.9.
    expect(short.next?.remaining).toEqual({ deposit: 4999.9, validBet: 30000 });
    expect(short.next?.qualified).toBe(false);
  });

  it('a rank without requirements or benefits in the brand answers 0 and 0 and no benefits', () => {
    const site = shipped();
    site.clubLabels = site.clubLabels.map(({ requirements: _r, benefits: _b, ...label }) => label);
    const v = playerRank(site, { rankLevel: null, clubLabel: null }, { deposit: 0, validBet: 0 }, null);
    expect(v.ranks.every((r) => r.requirements.deposit === 0 && r.requirements.validBet === 0)).toBe(true);
    expect(v.ranks.every((r) => Object.keys(r.benefits).length === 0)).toBe(true);
    expect(v.next).toMatchObject({ rankLevel: 1, qualified: true });
  });

  it('sorts the ladder by rank level; the top rank and an empty ladder have no next', () => {
    const site = shipped();
    site.clubLabels.reverse();
    const top = playerRank(site, { rankLevel: 5, clubLabel: null }, { deposit: 0, validBet: 0 }, null);
    expect(top.ranks.map((r) => r.rankLevel)).toEqual([1, 2, 3, 5]);
    expect(top).not.toHaveProperty('next');
    site.clubLabels = [];
    const none = playerRank(site, { rankLevel: null, clubLabel: null }, { deposit: 0, validBet: 0 }, null);
    expect(none.ranks).toEqual([]);
    expect(none).not.toHaveProperty('next');
  });

  it('the period is rankPeriodDays back from now, or the whole history without it', () => {
    const site = shipped();
    expect(rankPeriodStart(site, 100 * DAY)).toBe(10 * DAY);
    delete site.rankPeriodDays;
    expect(rankPeriodStart(site, 100 * DAY)).toBeNull();
    expect(
      playerRank(site, { rankLevel: 1, clubLabel: null }, { deposit: 0, validBet: 0 }, null).periodDays,
    ).toBeNull();
  });
});

describe('rankProblems', () => {
  it('accepts the shipped ladder', () => {
    expect(rankProblems(shipped(), 'site.json')).toEqual([]);
  });

  it('refuses a requirement below a lower rank’s and amounts finer than the currency', () => {
    const site = shipped();
    const [bronze, silverRank, gold] = site.clubLabels;
    if (!bronze || !silverRank || !gold) throw new Error('the shipped ladder has changed');
    gold.requirements = { deposit: 500, validBet: 30000 };
    silverRank.benefits = { monthlyBonus: 50.001 };
    bronze.requirements = { deposit: 0, validBet: 0.005 };
    expect(rankProblems(site, 'site.json')).toEqual([
      {
        file: 'site.json',
        pointer: '/clubLabels/0/requirements/validBet',
        message: '0.005 has more than 2 decimals',
      },
      {
        file: 'site.json',
        pointer: '/clubLabels/1/benefits/monthlyBonus',
        message: '50.001 has more than 2 decimals',
      },
      {
        file: 'site.json',
        pointer: '/clubLabels/2/requirements/deposit',
        message: 'deposit 500 of rank 3 is below 1000 of the lower rank 2',
      },
    ]);
  });
});

describe('config:check of the ladder', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names the file and pointer of a ladder problem and of a bad benefit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
    dirs.push(dir);
    cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
    const file = join(dir, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as BrandSite;
    const diamond = site.clubLabels[3];
    if (!diamond) throw new Error('the shipped ladder has changed');
    diamond.requirements = { deposit: 20000, validBet: 100 };
    writeFileSync(file, JSON.stringify(site));
    expect(validateBrandDir(dir)).toEqual([
      {
        file,
        pointer: '/clubLabels/3/requirements/validBet',
        message: 'validBet 100 of rank 5 is below 30000 of the lower rank 3',
      },
    ]);
    diamond.benefits = { rebateRateBoost: 0.5, cashback: 1 } as BrandSite['clubLabels'][number]['benefits'];
    writeFileSync(file, JSON.stringify(site));
    const pointers = validateBrandDir(dir).map((p) => p.pointer);
    expect(pointers).toContain('/clubLabels/3/benefits/rebateRateBoost');
    expect(pointers).toContain('/clubLabels/3/benefits');
  });
});
