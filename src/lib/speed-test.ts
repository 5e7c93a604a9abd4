/** §8, §9: an unreachable speed-test domain is rated slow at 9999 ms. */
export const UNREACHABLE_MS = 9999;
/** How long one ping may take before the domain counts as unreachable (ms). */
export const PING_TIMEOUT_MS = 5000;
/** §9 speed ratings: a domain answering within this many ms is fast. */
export const FAST_MS = 80;
/** §9 speed ratings: a domain answering within this many ms (and not fast) is normal. */
export const NORMAL_MS = 150;

/** §4 speed test per domain: untested, then fast, normal or slow. */
export type SpeedRating = 'untested' | 'fast' | 'normal' | 'slow';

/**
 * Rates a measured ping (§9 speed ratings): `null` (not measured yet) → untested, ≤ 80 ms fast,
 * ≤ 150 ms normal, anything above (including {@link UNREACHABLE_MS}) slow.
 *
 * @param ms the round trip in ms, or null before the domain was tested
 */
export function rateSpeed(ms: number | null): SpeedRating {
  if (ms === null) return 'untested';
  if (ms <= FAST_MS) return 'fast';
  if (ms <= NORMAL_MS) return 'normal';
  return 'slow';
}

/** A latency range in ms, both ends inclusive. */
export interface PingRange {
  min: number;
  max: number;
}

/**
 * §9 ping latency buckets: the range a measured latency is shown as. 400 ms or more → 100–150,
 * 200 or more → 60–100, 100 or more → 40–60, below 100 → 20–40. A negative or non-finite
 * latency counts as below 100.
 *
 * @param latencyMs the measured round trip in ms
 */
export function pingBucket(latencyMs: number): PingRange {
  if (latencyMs >= 400) return { min: 100, max: 150 };
  if (latencyMs >= 200) return { min: 60, max: 100 };
  if (latencyMs >= 100) return { min: 40, max: 60 };
  return { min: 20, max: 40 };
}

/**
 * One integer ping to show for a measured latency: a point of its {@link pingBucket} picked by
 * `random` (a number in [0, 1), e.g. `Math.random()`), both ends reachable.
 */
export function displayPing(latencyMs: number, random: number): number {
  const { min, max } = pingBucket(latencyMs);
  const r = Math.min(Math.max(random, 0), 0.999999);
  return min + Math.floor(r * (max - min + 1));
}

/** The ping URL of a domain (§7 speed test): a random `speed` parameter defeats every cache. */
export function pingUrl(scheme: string, domain: string, random: string): string {
  return `${scheme}//${domain}/wps/system/test/ping?speed=${encodeURIComponent(random)}`;
}

/**
 * Times `GET {scheme}//{domain}/wps/system/test/ping?speed=<random>` (§7 speed test) in ms;
 * {@link UNREACHABLE_MS} when it fails, answers non-2xx or takes longer than
 * {@link PING_TIMEOUT_MS}. Never throws.
 *
 * @param domain host[:port] from `/wps/system/domainRoute`
 * @param deps   the clock, fetch and scheme (`https:`), replaceable in tests
 */
export async function pingDomain(
  domain: string,
  deps: { now?: () => number; fetch?: typeof fetch; scheme?: string } = {},
): Promise<number> {
  const now = deps.now ?? (() => performance.now());
  const doFetch = deps.fetch ?? fetch;
  const scheme = deps.scheme ?? window.location.protocol;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PING_TIMEOUT_MS);
  const started = now();
  try {
    const res = await doFetch(pingUrl(scheme, domain, Math.random().toString(36).slice(2)), {
      signal: controller.signal,
      cache: 'no-store',
    });
    // The body is read (or dropped) in every case: a fetch whose body is never read stays open,
    // holding one of the six connections the page has to its host, and the page never goes
    // network-quiet (Lighthouse waited 45 s on /down for two unread pings).
    if (!res.ok) {
      await res.body?.cancel();
      return UNREACHABLE_MS;
    }
    await res.arrayBuffer();
    return Math.max(0, Math.round(now() - started));
  } catch {
    return UNREACHABLE_MS;
  } finally {
    clearTimeout(timer);
  }
}
