import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crashPoint, diceRoll, hmacSha256Hex, sha256Hex } from './provably-fair.ts';

// Expected values are computed independently with node:crypto and the contract's formulas.
function refHmac(key: string, message: string): string {
  return createHmac('sha256', key).update(message).digest('hex');
}
function refDice(server: string, client: string, nonce: number): number {
  const u32 = createHmac('sha256', server).update(`${client}:${nonce}`).digest().readUInt32BE(0);
  return Math.floor((u32 * 10000) / 4294967296) / 100;
}
function refCrash(server: string, client: string, nonce: number): number {
  const hex = refHmac(server, `${client}:${nonce}`);
  const h = BigInt(`0x${hex.slice(0, 13)}`);
  if (h % 100n === 0n) return 1;
  const e = 2n ** 52n;
  return Math.max(1, Number((100n * e - h) / (e - h)) / 100);
}

const SERVER = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const CLIENT = 'lotus-client-seed';

describe('provably fair (shared module)', () => {
  it('hmacSha256Hex and sha256Hex match node:crypto', async () => {
    expect(await hmacSha256Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hmacSha256Hex(SERVER, `${CLIENT}:7`)).toBe(refHmac(SERVER, `${CLIENT}:7`));
    expect(await sha256Hex(SERVER)).toBe(createHash('sha256').update(SERVER).digest('hex'));
  });

  it('fixed seeds give known dice rolls and crash points', async () => {
    const dice = await Promise.all([0, 1, 2, 3].map((n) => diceRoll(SERVER, CLIENT, n)));
    const crash = await Promise.all([0, 1, 2, 3].map((n) => crashPoint(SERVER, CLIENT, n)));
    expect(dice).toEqual([0, 1, 2, 3].map((n) => refDice(SERVER, CLIENT, n)));
    expect(crash).toEqual([0, 1, 2, 3].map((n) => refCrash(SERVER, CLIENT, n)));
    // Pinned outcomes: a change of formula must show up here.
    expect(dice).toEqual([54.54, 29.97, 94.16, 3.62]);
    expect(crash).toEqual([2.18, 1.42, 16.98, 1.03]);
  });

  it('agrees with the reference on many nonces; ranges and two decimals hold', async () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const roll = await diceRoll(SERVER, 'c', nonce);
      const point = await crashPoint(SERVER, 'c', nonce);
      expect(roll).toBe(refDice(SERVER, 'c', nonce));
      expect(point).toBe(refCrash(SERVER, 'c', nonce));
      expect(roll).toBeGreaterThanOrEqual(0);
      expect(roll).toBeLessThanOrEqual(99.99);
      expect(Math.round(roll * 100)).toBeCloseTo(roll * 100, 6);
      expect(point).toBeGreaterThanOrEqual(1);
      expect(Math.round(point * 100)).toBeCloseTo(point * 100, 6);
    }
  });

  it('crashes at 1.00 when h % 100 is 0 and never below 1', async () => {
    // Search a nonce whose first 52 bits are a multiple of 100 (about 1 in 100).
    let found = -1;
    for (let nonce = 0; nonce < 5000 && found < 0; nonce++) {
      const h = BigInt(`0x${refHmac(SERVER, `x:${nonce}`).slice(0, 13)}`);
      if (h % 100n === 0n) found = nonce;
    }
    expect(found).toBeGreaterThanOrEqual(0);
    expect(await crashPoint(SERVER, 'x', found)).toBe(1);
  });

  it('refuses a negative or fractional nonce', async () => {
    await expect(diceRoll(SERVER, CLIENT, -1)).rejects.toThrow(RangeError);
    await expect(crashPoint(SERVER, CLIENT, 1.5)).rejects.toThrow(RangeError);
  });
});
