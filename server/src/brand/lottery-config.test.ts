import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandLottery } from '../../../schemas/generated/api.ts';
import { DEFAULT_BRAND_DIR } from '../paths.ts';
import { validateBrandDir } from './validate.ts';

const dirs: string[] = [];
function copyBrand(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lotus-brand-'));
  cpSync(DEFAULT_BRAND_DIR, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
/** Edits lottery.json of a brand copy and returns the problems of the folder. */
function problemsAfter(change: (data: BrandLottery) => void): { pointer: string; message: string }[] {
  const dir = copyBrand();
  const path = join(dir, 'lottery.json');
  const data = JSON.parse(readFileSync(path, 'utf8')) as BrandLottery;
  change(data);
  writeFileSync(path, JSON.stringify(data));
  return validateBrandDir(dir).map((p) => {
    expect(p.file).toBe(path);
    return { pointer: p.pointer, message: p.message };
  });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const shipped = JSON.parse(readFileSync(join(DEFAULT_BRAND_DIR, 'lottery.json'), 'utf8')) as BrandLottery;
const game = (code: string) => {
  const found = shipped.games.find((g) => g.gameCode === code);
  if (!found) throw new Error(`no game ${code}`);
  return found;
};

describe('lottery.json (docs/contract-lottery.md "Brand data")', () => {
  it('ships the real weekday stations, draw and lock times of the three regions and the fast games', () => {
    expect(validateBrandDir(DEFAULT_BRAND_DIR)).toEqual([]);
    const stations = (code: string) => {
      const s = game(code).schedule;
      return s.kind === 'daily' ? s.stations : null;
    };
    expect(stations('MB')).toEqual({
      mon: ['HN'],
      tue: ['QN'],
      wed: ['BN'],
      thu: ['HN'],
      fri: ['HP'],
      sat: ['ND'],
      sun: ['TB'],
    });
    expect(stations('MN')).toEqual({
      mon: ['TPHCM', 'DT', 'CM'],
      tue: ['BTR', 'VT', 'BL'],
      wed: ['DN', 'CT', 'ST'],
      thu: ['TN', 'AG', 'BTH'],
      fri: ['VL', 'BD', 'TV'],
      sat: ['TPHCM', 'LA', 'BP', 'HG'],
      sun: ['TG', 'KG', 'DL'],
    });
    expect(stations('MT')).toEqual({
      mon: ['TTH', 'PY'],
      tue: ['DLK', 'QNM'],
      wed: ['DNG', 'KH'],
      thu: ['BDI', 'QT', 'QB'],
      fri: ['GL', 'NT'],
      sat: ['DNG', 'QNG', 'DNO'],
      sun: ['KT', 'KH', 'TTH'],
    });
    expect(shipped.stations).toMatchObject({ HN: 'Hà Nội', TPHCM: 'TP. Hồ Chí Minh', TTH: 'Thừa Thiên Huế' });
    expect(['MB', 'MT', 'MN'].map((c) => game(c).schedule)).toMatchObject([
      { drawAt: '18:15', lockAt: '18:10' },
      { drawAt: '17:15', lockAt: '17:10' },
      { drawAt: '16:15', lockAt: '16:10' },
    ]);
    expect(['ST1', 'ST5'].map((c) => game(c).schedule)).toEqual([
      { kind: 'interval', everyMinutes: 1, lockSecondsBefore: 10 },
      { kind: 'interval', everyMinutes: 5, lockSecondsBefore: 30 },
    ]);
    // The four prize modes price alike but not the same.
    const lo2 = (['Lott', 'ZY', 'Elott', 'SEA'] as const).map((m) => shipped.prizeModes[m].MB.lo2?.odds);
    expect(lo2[0]).toBe(99);
    expect(new Set(lo2).size).toBe(4);
    expect(shipped.prizeModes.Lott.MB).toMatchObject({
      deDacBiet: { odds: 95 },
      xien2: { odds: 17 },
      xien3: { odds: 65 },
      xien4: { odds: 250 },
      loTruot4: { odds: 2.3 },
    });
  });

  it('names file, pointer and problem for stations, schedules, groups and prices that do not fit', () => {
    expect(
      problemsAfter((d) => {
        const mb = d.games[0];
        if (mb?.schedule.kind === 'daily') {
          mb.schedule.stations.mon = ['XX'];
          mb.schedule.lockAt = '18:20';
        }
        delete d.prizeModes.ZY.MN.deGiai8;
        d.games.push({ ...game('ST1') });
        const st5 = d.games.find((g) => g.gameCode === 'ST5');
        if (st5?.schedule.kind === 'interval') st5.schedule.lockSecondsBefore = 300;
        d.groups = { VN: 'Xổ số ba miền' };
      }),
    ).toEqual(
      expect.arrayContaining([
        { pointer: '/games/5/gameCode', message: 'duplicate gameCode "ST1"' },
        { pointer: '/prizeModes/ZY/MN', message: 'bet type deGiai8 has no unitPrice, odds and maxPoints' },
        { pointer: '/games/0/schedule/lockAt', message: 'lockAt 18:20 is not before drawAt 18:15' },
        { pointer: '/games/0/schedule/stations/mon/0', message: 'station "XX" has no name in stations' },
        { pointer: '/games/3/groupCode', message: 'group "FAST" has no label in groups' },
        {
          pointer: '/games/4/schedule/lockSecondsBefore',
          message: '300 s is not less than the 5 min between draws',
        },
      ]),
    );
    expect(
      problemsAfter((d) => {
        delete (d.stations as Record<string, string>).ST5;
      }),
    ).toEqual([
      { pointer: '/games/4/gameCode', message: 'a fast game\'s station "ST5" has no name in stations' },
    ]);
  });

  it('refuses what the schema forbids: an unknown bet type, odds of 0, a missing prize mode, a bad time', () => {
    const problems = problemsAfter((d) => {
      (d.prizeModes.Lott.MB as Record<string, unknown>).lo5 = { unitPrice: 1, odds: 1, maxPoints: 1 };
      const rule = d.prizeModes.SEA.MB.lo2;
      if (rule) rule.odds = 0;
      delete (d.prizeModes as Partial<BrandLottery['prizeModes']>).Elott;
      const mn = d.games[2];
      if (mn?.schedule.kind === 'daily') mn.schedule.drawAt = '4pm';
    });
    expect(problems.map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/prizeModes/Lott/MB', '/prizeModes/SEA/MB/lo2/odds', '/prizeModes']),
    );
    expect(problems.some((p) => p.message.includes("unknown property 'lo5'"))).toBe(true);
    expect(problems.some((p) => p.message.includes('Elott'))).toBe(true);
  });

  it('a brand folder without lottery.json is invalid', () => {
    const dir = copyBrand();
    unlinkSync(join(dir, 'lottery.json'));
    expect(validateBrandDir(dir)).toEqual([
      { file: join(dir, 'lottery.json'), pointer: '', message: 'file is missing or unreadable' },
    ]);
  });
});
