import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawRefOf, drawResults, verifyDraw } from './draw.ts';
import { MB_STRUCTURE, MN_STRUCTURE, type Results, type Structure } from './types.ts';

const SEED = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const SEED_HASH = '1309f953015195d9eadc0455c1e42a5cfc463d4cad90c0cc940ff77b5f1633bd';
const REF = 'MB:HN:2026-11-24';

// An independent implementation of the contract's formula with node:crypto.
function refNumber(seed: string, ref: string, prize: string, k: number, digits: number): string {
  const hex = createHmac('sha256', seed).update(`${ref}:${prize}:${k}`).digest('hex');
  return (BigInt(`0x${hex.slice(0, 13)}`) % 10n ** BigInt(digits)).toString().padStart(digits, '0');
}
function refResults(seed: string, ref: string, structure: Structure): Results {
  return Object.fromEntries(
    structure.map((s) => [
      s.prize,
      Array.from({ length: s.count }, (_, k) => refNumber(seed, ref, s.prize, k, s.digits)),
    ]),
  );
}

describe('drawResults', () => {
  it('builds the draw reference', () => {
    expect(drawRefOf('MB', 'HN', '2026-11-24')).toBe(REF);
  });

  it('matches a known-answer vector checked by hand', async () => {
    // HMAC-SHA256(SEED, "MB:HN:2026-11-24:DB:0") starts 62e1ea33bbd54 = 1739558982761812 → mod 10^5 = 61812;
    // G1:0 starts 22d924bae37da = 613056311605210 → 05210 (zero-padded); G7:1 starts 59e681442f7d1 → 09.
    const results = await drawResults(SEED, REF, MB_STRUCTURE);
    expect(results.DB).toEqual(['61812']);
    expect(results.G1).toEqual(['05210']);
    expect(results.G7).toEqual(['91', '09', '65', '11']);
    expect(createHash('sha256').update(SEED).digest('hex')).toBe(SEED_HASH);
  });

  it('agrees with node:crypto on every number, MB and MN', async () => {
    expect(await drawResults(SEED, REF, MB_STRUCTURE)).toEqual(refResults(SEED, REF, MB_STRUCTURE));
    const mn = 'MN:TPHCM:2026-11-23';
    expect(await drawResults(SEED, mn, MN_STRUCTURE)).toEqual(refResults(SEED, mn, MN_STRUCTURE));
  });

  it('has the shape of the structure: count numbers of digits digits per prize, in order', async () => {
    for (const structure of [MB_STRUCTURE, MN_STRUCTURE]) {
      const results = await drawResults(SEED, REF, structure);
      expect(Object.keys(results)).toEqual(structure.map((s) => s.prize));
      for (const spec of structure) {
        const numbers = results[spec.prize] ?? [];
        expect(numbers).toHaveLength(spec.count);
        for (const n of numbers) expect(n).toMatch(new RegExp(`^[0-9]{${spec.digits}}$`));
      }
    }
  });

  it('is deterministic, and changes with the seed and the reference', async () => {
    const a = await drawResults(SEED, REF, MB_STRUCTURE);
    expect(await drawResults(SEED, REF, MB_STRUCTURE)).toEqual(a);
    expect(await drawResults(SEED, 'MB:HN:2026-11-25', MB_STRUCTURE)).not.toEqual(a);
    expect(await drawResults(SEED.replace(/0$/, '1'), REF, MB_STRUCTURE)).not.toEqual(a);
  });

  it('refuses a malformed prize spec', async () => {
    await expect(drawResults(SEED, REF, [{ prize: 'DB', count: 0, digits: 5 }])).rejects.toThrow(RangeError);
    await expect(drawResults(SEED, REF, [{ prize: 'DB', count: 1, digits: 1.5 }])).rejects.toThrow(
      RangeError,
    );
  });
});

describe('verifyDraw', () => {
  it('accepts the true seed and results (hash in any case)', async () => {
    const results = await drawResults(SEED, REF, MB_STRUCTURE);
    expect(await verifyDraw(SEED, SEED_HASH, REF, MB_STRUCTURE, results)).toEqual({
      hashMatches: true,
      resultsMatch: true,
    });
    expect(await verifyDraw(SEED, SEED_HASH.toUpperCase(), REF, MB_STRUCTURE, results)).toEqual({
      hashMatches: true,
      resultsMatch: true,
    });
  });

  it('rejects a wrong seed', async () => {
    const results = await drawResults(SEED, REF, MB_STRUCTURE);
    const other = SEED.replace(/^a/, 'b');
    expect(await verifyDraw(other, SEED_HASH, REF, MB_STRUCTURE, results)).toEqual({
      hashMatches: false,
      resultsMatch: false,
    });
  });

  it('rejects tampered, missing, extra or differently referenced results', async () => {
    const results = await drawResults(SEED, REF, MB_STRUCTURE);
    const tampered: Results = { ...results, G3: [...(results.G3 ?? [])] };
    tampered.G3![2] = tampered.G3![2] === '00000' ? '00001' : '00000';
    expect(await verifyDraw(SEED, SEED_HASH, REF, MB_STRUCTURE, tampered)).toEqual({
      hashMatches: true,
      resultsMatch: false,
    });
    const { G7: _g7, ...missing } = results;
    expect((await verifyDraw(SEED, SEED_HASH, REF, MB_STRUCTURE, missing)).resultsMatch).toBe(false);
    const extra: Results = { ...results, G8: ['12'] };
    expect((await verifyDraw(SEED, SEED_HASH, REF, MB_STRUCTURE, extra)).resultsMatch).toBe(false);
    const short: Results = { ...results, G2: results.G2?.slice(0, 1) };
    expect((await verifyDraw(SEED, SEED_HASH, REF, MB_STRUCTURE, short)).resultsMatch).toBe(false);
    expect((await verifyDraw(SEED, SEED_HASH, 'MB:HN:2026-11-25', MB_STRUCTURE, results)).resultsMatch).toBe(
      false,
    );
  });
});
