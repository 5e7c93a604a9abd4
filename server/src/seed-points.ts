import type { Database } from 'better-sqlite3';
import { DEMO_PAYMENT_PASSWORD } from './seed-payments.ts';
import type { Repositories, Services } from './services/container.ts';
import { MAIN_WALLET } from './services/wallet.ts';
import { hashPassword } from './services/passwords.ts';

/** The point mall's demo players (docs/contract-points.md "Demo data"); player1, player4, player5 are kept free of points. */
export const POINTS_DEMO = {
  /** Points and a payment password (`123456`): the account that redeems in the end-to-end test. */
  redeemer: 'player8',
  /** Points but no payment password: shows the "set a payment password first" refusal. */
  noPaymentPassword: 'player3',
} as const;

interface DemoBets {
  username: string;
  /** Stake of each bet, major units. */
  stake: number;
  count: number;
}

const BETS: DemoBets[] = [
  // 12 × 5,000 ₫ = 60,000 ₫ of valid bet = 6,000 points at the brand's 1 point per 10 ₫.
  { username: POINTS_DEMO.redeemer, stake: 5000, count: 12 },
  // 8 × 500 ₫ = 4,000 ₫ = 400 points.
  { username: POINTS_DEMO.noPaymentPassword, stake: 500, count: 8 },
];

/**
 * Seeds the point mall's demo data once (marker: bets with request ids `seed-points:…`): demo
 * players earn points by real settled bets (ledger `bet` transactions and `bets` rows, so the
 * `bets_earn_points` trigger earns them, alternating half and one-and-a-half payouts so they end
 * even), then redeem, convert and have redeems decided through the points service's own
 * transaction code — every row satisfies `npm run ledger:check`.
 *
 * - player8: ~6,000 points earned, the demo payment password, a coffee voucher approved, a data
 *   voucher rejected (refunded), 200 points converted: 5,600 points left.
 * - player3: 400 points earned, a coffee voucher in process: 200 points left, no payment password.
 *
 * Times are the seed's clock (the points programme starts with this server, so earlier history
 * earns nothing).
 */
export async function seedPoints(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<void> {
  // A brand without the points system seeds no points (it would earn none).
  if (!services.points.config().enabled) return;
  const done = db.prepare("SELECT 1 FROM bets WHERE request_id LIKE 'seed-points:%' LIMIT 1").get();
  if (done) return;
  const redeemer = repos.users.findByUsername(POINTS_DEMO.redeemer);
  const other = repos.users.findByUsername(POINTS_DEMO.noPaymentPassword);
  if (!redeemer || !other) return;
  const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const game = db
    .prepare<[], { id: number; name: string; vendor: string }>(
      `SELECT g.id AS id, g.game_name AS name, v.code AS vendor FROM games g JOIN vendors v ON v.id = g.vendor_id
        WHERE g.game_type = 'RNG' ORDER BY g.id LIMIT 1`,
    )
    .get();
  const { wallet, points } = services;
  db.transaction(() => {
    for (const plan of BETS) {
      const user = repos.users.findByUsername(plan.username);
      if (!user) continue;
      const stakeMinor = wallet.toMinor(plan.stake);
      // The bets end even, but each stake must be covered when it is placed.
      const short = stakeMinor - wallet.balanceMinor(user.id);
      if (short > 0) wallet.credit(user.id, short, 'deposit', `seed:points:${plan.username}`, 'demo deposit');
      for (let i = 0; i < plan.count; i += 1) {
        const payoutMinor = Math.round(stakeMinor * (i % 2 === 0 ? 0.5 : 1.5));
        const requestId = `seed-points:${plan.username}:${i}`;
        const txId = wallet.settleWithin(
          user.id,
          MAIN_WALLET,
          stakeMinor,
          payoutMinor,
          `bet:${user.id}:${requestId}`,
          game ? `${game.vendor} ${game.name}` : 'demo round',
        );
        repos.play.insertBet({
          userId: user.id,
          requestId,
          game: game?.name ?? 'Demo round',
          gameId: game?.id ?? null,
          vendor: game?.vendor ?? 'INHOUSE',
          wallet: MAIN_WALLET,
          stakeMinor,
          payoutMinor,
          transactionId: txId,
          createdAt: now(),
        });
      }
    }
    repos.memberCentre.updateProfile(redeemer.id, redeemer.nickname, {
      ...redeemer.profileFields,
      paymentPasswordHash: payHash,
    });
    const coffee = points.reward('VOUCHER-COFFEE');
    const data = points.reward('VOUCHER-DATA');
    if (coffee) {
      const approved = points.redeemWithin(redeemer.id, coffee, 1, now());
      points.decide(approved.reference, 'approve', 'Voucher code sent to your messages', now());
      points.redeemWithin(other.id, coffee, 1, now());
    }
    if (data) {
      const rejected = points.redeemWithin(redeemer.id, data, 1, now());
      points.decide(
        rejected.reference,
        'reject',
        'Not available for your mobile network; points refunded',
        now(),
      );
    }
    if (points.balanceOf(redeemer.id) >= 200 && points.worthMinor(200) > 0)
      points.convertWithin(redeemer.id, 200, `pointConvert:${redeemer.id}:seed-points`, now());
  })();
}
