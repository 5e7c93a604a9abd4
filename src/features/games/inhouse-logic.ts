import type { InhouseGame } from '../../lib/api/games-types';
import { crashPoint, diceRoll, sha256Hex } from '../../../core/provably-fair';
import { DEFAULT_MINOR_UNITS, decimalsPattern } from '../../../core/money';

/** Dice target bounds (docs/contract-games.md: 1.00–98.99). */
export const DICE_TARGET_MIN = 1;
export const DICE_TARGET_MAX = 98.99;
/** Crash auto cash-out bounds (contract: 1.01–1000). */
export const CASHOUT_MIN = 1.01;
export const CASHOUT_MAX = 1000;
/** Client seed: 1–64 printable characters (contract). */
export const CLIENT_SEED_MAX = 64;

export type AmountError = 'required' | 'notNumber' | 'positive' | 'decimals' | 'balance' | 'range';
export type Parsed = { ok: true; value: number } | { ok: false; error: AmountError };

/** Decimals of a dice target or crash cash-out (contract: 1.00–98.99, 1.01–1000). */
export const PARAMETER_DECIMALS = 2;

function parseDecimal(text: string, decimals: number): Parsed {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'required' };
  if (!/^\d*\.?\d*$/.test(value) || !Number.isFinite(Number(value))) return { ok: false, error: 'notNumber' };
  if (!decimalsPattern(decimals).test(value)) return { ok: false, error: 'decimals' };
  return { ok: true, value: Number(value) };
}

/**
 * A stake as typed (major currency units, docs/contract-games.md "In-house provably fair games"):
 * a number greater than 0, with at most `decimals` decimals (the brand currency's `minorUnits`
 * from the balance answer; default 2) and not above the balance (the platform never lets a balance
 * go negative). `balance` undefined while it is unknown: that check is left to the platform.
 * @throws RangeError when `decimals` is not a non-negative integer.
 */
export function validateStake(
  text: string,
  balance: number | undefined,
  decimals: number = DEFAULT_MINOR_UNITS,
): Parsed {
  const parsed = parseDecimal(text, decimals);
  if (!parsed.ok) return parsed;
  if (parsed.value <= 0) return { ok: false, error: 'positive' };
  if (balance !== undefined && parsed.value > balance) return { ok: false, error: 'balance' };
  return parsed;
}

/** A number with at most {@link PARAMETER_DECIMALS} decimals within [min, max]. */
export function validateRange(text: string, min: number, max: number): Parsed {
  const parsed = parseDecimal(text, PARAMETER_DECIMALS);
  if (!parsed.ok) return parsed;
  if (parsed.value < min || parsed.value > max) return { ok: false, error: 'range' };
  return parsed;
}

/** A client seed: 1–64 printable ASCII characters. */
export function isValidClientSeed(seed: string): boolean {
  return seed.length >= 1 && seed.length <= CLIENT_SEED_MAX && /^[\x20-\x7e]+$/.test(seed);
}

export interface VerifyInput {
  game: InhouseGame;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The outcome the platform reported (dice roll or crash point); compared when given. */
  outcome?: number;
  /** The hash published before play; compared with sha256(serverSeed) when given. */
  serverSeedHash?: string;
}

export interface VerifyResult {
  /** Outcome recomputed in the browser. */
  computed: number;
  /** sha256 of the given server seed (hex). */
  computedHash: string;
  /** null when no outcome was given to compare. */
  outcomeMatches: boolean | null;
  /** null when no published hash was given to compare. */
  hashMatches: boolean | null;
}

/**
 * Recomputes a past in-house round with the shared provably fair formulas
 * (`core/provably-fair.ts`, docs/contract-games.md "In-house provably fair games") and
 * compares it with what the platform reported, and the revealed server seed with the hash shown
 * before play.
 *
 * @throws RangeError when `nonce` is not a non-negative integer.
 */
export async function verifyRound(input: VerifyInput): Promise<VerifyResult> {
  const compute = input.game === 'dice' ? diceRoll : crashPoint;
  const [computed, computedHash] = await Promise.all([
    compute(input.serverSeed, input.clientSeed, input.nonce),
    sha256Hex(input.serverSeed),
  ]);
  return {
    computed,
    computedHash,
    outcomeMatches: input.outcome === undefined ? null : Math.abs(computed - input.outcome) < 1e-9,
    hashMatches: input.serverSeedHash ? computedHash === input.serverSeedHash.trim().toLowerCase() : null,
  };
}

/**
 * Dice odds as the platform settles them (docs/contract-games.md "Server clarifications"): `under`
 * wins when roll < target (chance = target %), `over` when roll ≥ target (chance = 100 − target %);
 * the win multiplier is 99 / chance, floored to 4 decimals.
 * @returns chance in percent and the multiplier; multiplier 0 when the chance is 0.
 */
export function diceOdds(
  target: number,
  direction: 'under' | 'over',
): { chance: number; multiplier: number } {
  const chance = direction === 'under' ? target : 100 - target;
  const multiplier = chance > 0 ? Math.floor((99 / chance) * 10000) / 10000 : 0;
  return { chance: Math.round(chance * 100) / 100, multiplier };
}
