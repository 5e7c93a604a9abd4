/**
 * Provably fair lottery draws (docs/contract-lottery.md "core/lottery/"; spec §1 lottery): the
 * server commits to `sha256Hex(serverSeed)` before the draw, draws every number from the seed and
 * reveals the seed with the results, and the browser recomputes them with the same code. Hashing
 * goes through core/provably-fair.ts (Web Crypto).
 *
 * Number k (0-based) of prize p = BigInt(`0x` + first 13 hex digits of HMAC-SHA256(key =
 * serverSeed, message = `${drawRef}:${p}:${k}`)) mod 10^digits, zero-padded to `digits`, where
 * drawRef = `${gameCode}:${stationCode}:${drawKey}`.
 */
import { hmacSha256Signer, sha256Hex } from '../provably-fair.ts';
import type { PrizeCode, Results, Structure } from './types.ts';

/** The reference of one draw hashed into its numbers: `${gameCode}:${stationCode}:${drawKey}`. */
export function drawRefOf(gameCode: string, stationCode: string, drawKey: string): string {
  return `${gameCode}:${stationCode}:${drawKey}`;
}

async function drawNumber(
  sign: (message: string) => Promise<string>,
  ref: string,
  prize: PrizeCode,
  k: number,
  digits: number,
): Promise<string> {
  const hex = await sign(`${ref}:${prize}:${k}`);
  const value = BigInt(`0x${hex.slice(0, 13)}`) % 10n ** BigInt(digits);
  return value.toString().padStart(digits, '0');
}

/**
 * The results of a draw: for each prize of `structure` (in its order), `count` numbers of
 * `digits` digits. Deterministic in (serverSeed, drawRef, structure).
 * @throws RangeError when a prize spec has a count or digits that is not an integer ≥ 1.
 */
export async function drawResults(
  serverSeed: string,
  drawRef: string,
  structure: Structure,
): Promise<Results> {
  const results: Results = {};
  const sign = await hmacSha256Signer(serverSeed);
  for (const spec of structure) {
    if (
      !Number.isSafeInteger(spec.count) ||
      spec.count < 1 ||
      !Number.isSafeInteger(spec.digits) ||
      spec.digits < 1
    )
      throw new RangeError(`prize ${spec.prize}: count and digits must be integers ≥ 1`);
    results[spec.prize] = await Promise.all(
      Array.from({ length: spec.count }, (_, k) => drawNumber(sign, drawRef, spec.prize, k, spec.digits)),
    );
  }
  return results;
}

/**
 * Checks a published draw: `hashMatches` when sha256Hex(serverSeed) is the committed
 * `serverSeedHash` (hex, any case); `resultsMatch` when `results` holds exactly the prizes of
 * `structure` with exactly the numbers {@link drawResults} gives for the seed and `drawRef`.
 */
export async function verifyDraw(
  serverSeed: string,
  serverSeedHash: string,
  drawRef: string,
  structure: Structure,
  results: Results,
): Promise<{ hashMatches: boolean; resultsMatch: boolean }> {
  const hashMatches = (await sha256Hex(serverSeed)) === serverSeedHash.toLowerCase();
  const expected = await drawResults(serverSeed, drawRef, structure);
  const prizes = Object.keys(results).filter((prize) => results[prize as PrizeCode] !== undefined);
  const resultsMatch =
    prizes.length === structure.length &&
    structure.every((spec) => {
      const got = results[spec.prize];
      const want = expected[spec.prize] ?? [];
      return got !== undefined && got.length === want.length && got.every((n, i) => n === want[i]);
    });
  return { hashMatches, resultsMatch };
}
