import { describe, expect, it } from 'vitest';
import { diceOdds, isValidClientSeed, validateRange, validateStake, verifyRound } from './inhouse-logic';

// Independent reference implementation of the contract's formulas (Web Crypto directly), so the
// verify view is checked against the documented algorithm, not against itself.
async function referenceHmac(key: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function referenceSha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function referenceDice(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const hex = await referenceHmac(serverSeed, `${clientSeed}:${nonce}`);
  return Math.floor((parseInt(hex.slice(0, 8), 16) / 2 ** 32) * 10000) / 100;
}

async function referenceCrash(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const hex = await referenceHmac(serverSeed, `${clientSeed}:${nonce}`);
  const h = BigInt(`0x${hex.slice(0, 13)}`);
  if (h % 100n === 0n) return 1;
  const e = 2n ** 52n;
  return Math.max(1, Number((100n * e - h) / (e - h)) / 100);
}

const SERVER_SEED = 'a3f1c9e2b7d4058613fe92ab0c4d7e6f1a2b3c4d5e6f708192a3b4c5d6e7f809';
const CLIENT_SEED = 'lucky-lotus';

describe('verifyRound (in-house verify view)', () => {
  it('recomputes dice rolls that match the documented formula for a fixed seed', async () => {
    for (const nonce of [0, 1, 2, 41]) {
      const expected = await referenceDice(SERVER_SEED, CLIENT_SEED, nonce);
      const result = await verifyRound({
        game: 'dice',
        serverSeed: SERVER_SEED,
        clientSeed: CLIENT_SEED,
        nonce,
        outcome: expected,
      });
      expect(result.computed).toBe(expected);
      expect(result.outcomeMatches).toBe(true);
      expect(result.computed).toBeGreaterThanOrEqual(0);
      expect(result.computed).toBeLessThan(100);
    }
  });

  it('recomputes crash points and flags a wrong reported result', async () => {
    const expected = await referenceCrash(SERVER_SEED, CLIENT_SEED, 7);
    const ok = await verifyRound({
      game: 'crash',
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 7,
      outcome: expected,
    });
    expect(ok.computed).toBe(expected);
    expect(ok.outcomeMatches).toBe(true);
    const bad = await verifyRound({
      game: 'crash',
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 7,
      outcome: expected + 0.01,
    });
    expect(bad.outcomeMatches).toBe(false);
  });

  it('checks the revealed server seed against the hash shown before play', async () => {
    const hash = await referenceSha256(SERVER_SEED);
    const match = await verifyRound({
      game: 'dice',
      serverSeed: SERVER_SEED,
      clientSeed: CLIENT_SEED,
      nonce: 0,
      serverSeedHash: hash.toUpperCase(),
    });
    expect(match.computedHash).toBe(hash);
    expect(match.hashMatches).toBe(true);
    expect(match.outcomeMatches).toBeNull();
    const mismatch = await verifyRound({
      game: 'dice',
      serverSeed: `${SERVER_SEED}x`,
      clientSeed: CLIENT_SEED,
      nonce: 0,
      serverSeedHash: hash,
    });
    expect(mismatch.hashMatches).toBe(false);
  });

  it('rejects a negative nonce', async () => {
    await expect(
      verifyRound({ game: 'dice', serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: -1 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('stake and range validation', () => {
  it('accepts a positive stake with at most 2 decimals within the balance', () => {
    expect(validateStake('12.50', 100)).toEqual({ ok: true, value: 12.5 });
    expect(validateStake('100', 100)).toEqual({ ok: true, value: 100 });
    expect(validateStake('5', undefined)).toEqual({ ok: true, value: 5 });
  });
  it('names what is wrong', () => {
    expect(validateStake('', 100)).toEqual({ ok: false, error: 'required' });
    expect(validateStake('abc', 100)).toEqual({ ok: false, error: 'notNumber' });
    expect(validateStake('-1', 100)).toEqual({ ok: false, error: 'notNumber' });
    expect(validateStake('0', 100)).toEqual({ ok: false, error: 'positive' });
    expect(validateStake('1.234', 100)).toEqual({ ok: false, error: 'decimals' });
    expect(validateStake('100.01', 100)).toEqual({ ok: false, error: 'balance' });
  });
  it("follows the currency's minorUnits for a stake", () => {
    expect(validateStake('12', 100, 0)).toEqual({ ok: true, value: 12 });
    expect(validateStake('12.5', 100, 0)).toEqual({ ok: false, error: 'decimals' });
    expect(validateStake('1.234', 100, 3)).toEqual({ ok: true, value: 1.234 });
    expect(validateStake('1.2345', 100, 3)).toEqual({ ok: false, error: 'decimals' });
    expect(validateStake('100.001', 100, 3)).toEqual({ ok: false, error: 'balance' });
  });
  it('checks dice targets and cash-outs against their ranges', () => {
    expect(validateRange('50.5', 1, 98.99)).toEqual({ ok: true, value: 50.5 });
    expect(validateRange('99', 1, 98.99)).toEqual({ ok: false, error: 'range' });
    expect(validateRange('1.00', 1.01, 1000)).toEqual({ ok: false, error: 'range' });
  });
  it('accepts client seeds of 1–64 printable characters', () => {
    expect(isValidClientSeed('my seed!')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
  });
});

describe('diceOdds (contract clarifications)', () => {
  it('gives the win chance and the 99/chance multiplier floored to 4 decimals', () => {
    expect(diceOdds(50, 'under')).toEqual({ chance: 50, multiplier: 1.98 });
    expect(diceOdds(50, 'over')).toEqual({ chance: 50, multiplier: 1.98 });
    expect(diceOdds(30, 'under')).toEqual({ chance: 30, multiplier: 3.3 });
    expect(diceOdds(98.99, 'over')).toEqual({ chance: 1.01, multiplier: 98.0198 });
  });
});
