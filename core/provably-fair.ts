/**
 * Provably fair outcomes of the in-house games (docs/contract-games.md "In-house provably fair
 * games"). Pure and shared: the platform server settles rounds with it and the browser's verify
 * view recomputes them, so both use exactly the same formulas. Only Web Crypto
 * (`globalThis.crypto.subtle`, Node 20 and browsers) and BigInt are used; no Node-only APIs.
 *
 * Outcome bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`). The key and the
 * message are the UTF-8 bytes of the strings (the server seed is used as its 64-character hex text,
 * not decoded).
 */

const encoder = new TextEncoder();

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

function subtle(): SubtleCrypto {
  const crypto = globalThis.crypto as Crypto | undefined;
  if (!crypto?.subtle) throw new Error('Web Crypto (crypto.subtle) is not available');
  return crypto.subtle;
}

/**
 * HMAC-SHA256 of `message` with `key` (both UTF-8 text).
 * @returns 64 lower-case hex characters.
 */
export async function hmacSha256Hex(key: string, message: string): Promise<string> {
  return (await hmacSha256Signer(key))(message);
}

/**
 * An HMAC-SHA256 signer for one `key` (UTF-8 text), imported once: for many messages under the
 * same key (the numbers of a lottery draw) it saves an `importKey` per message.
 * @returns a function from a message (UTF-8 text) to 64 lower-case hex characters.
 */
export async function hmacSha256Signer(key: string): Promise<(message: string) => Promise<string>> {
  const cryptoKey = await subtle().importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (message) => toHex(await subtle().sign('HMAC', cryptoKey, encoder.encode(message)));
}

/**
 * SHA-256 of `text` (UTF-8). The server publishes `sha256Hex(serverSeed)` before play and reveals
 * the seed on rotation, so a player can check the seed was fixed in advance.
 * @returns 64 lower-case hex characters.
 */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await subtle().digest('SHA-256', encoder.encode(text)));
}

/** The outcome bytes of one round as hex. */
function outcomeHex(serverSeed: string, clientSeed: string, nonce: number): Promise<string> {
  if (!Number.isSafeInteger(nonce) || nonce < 0)
    throw new RangeError(`nonce must be an integer ≥ 0, got ${nonce}`);
  return hmacSha256Hex(serverSeed, `${clientSeed}:${nonce}`);
}

/**
 * Dice roll of a round: the first 4 outcome bytes as a big-endian uint32, divided by 2^32, times
 * 10000, floored, then divided by 100.
 * @returns a number 0.00–99.99 with at most two decimals (10,000 equally likely values).
 * @throws RangeError when `nonce` is not a non-negative safe integer.
 */
export async function diceRoll(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const hex = await outcomeHex(serverSeed, clientSeed, nonce);
  const u32 = parseInt(hex.slice(0, 8), 16);
  return Math.floor((u32 / 2 ** 32) * 10000) / 100;
}

/**
 * Crash point of a round (1% house edge): `h` = the first 52 bits of the outcome (13 hex digits),
 * `e` = 2^52. When `h % 100 === 0` the round crashes at 1.00; otherwise the crash point is
 * max(1, floor((100 × e − h) / (e − h)) / 100), computed exactly with BigInt.
 * @returns a multiplier ≥ 1.00 with at most two decimals.
 * @throws RangeError when `nonce` is not a non-negative safe integer.
 */
export async function crashPoint(serverSeed: string, clientSeed: string, nonce: number): Promise<number> {
  const hex = await outcomeHex(serverSeed, clientSeed, nonce);
  const h = BigInt(`0x${hex.slice(0, 13)}`);
  if (h % 100n === 0n) return 1;
  const e = 2n ** 52n;
  const hundredths = (100n * e - h) / (e - h);
  return Math.max(1, Number(hundredths) / 100);
}
