import type { Database } from 'better-sqlite3';
import type { Repositories, Services } from './services/container.ts';
import { hashPassword } from './services/passwords.ts';
import { MAIN_WALLET } from './services/wallet.ts';

/** Demo login of the VIP page (docs/contract-vip.md "Demo data"). */
export const VIP_DEMO_LOGINS = [
  { who: 'Gold-rank player part-way to Diamond (VIP page)', username: 'vip1', password: 'Vip12345' },
] as const;

/** vip1's rank level: Gold in the shipped ladder. */
const RANK_LEVEL = 3;
/** vip1's deposit, major units (60 % of Diamond's 20,000). */
const DEPOSIT = 12_000;
/** Stake of each round, major units; {@link ROUNDS} of them = 90,000 (60 % of Diamond's 150,000). */
const STAKE = 5_000;
const ROUNDS = 18;

/**
 * Seeds the VIP page's demo once (guarded by the `vip1` account): `vip1` at Gold with a
 * {@link DEPOSIT} deposit (ledger `deposit`) and {@link ROUNDS} settled rounds of {@link STAKE}
 * (ledger `bet` transactions and `bets` rows), so the page shows real progress toward Diamond on a
 * fresh start. Payouts alternate the stake and 90 % of it: no round is a win, so the seeded
 * "biggest wins" lists stay as they were. Times are the seed's clock (inside the rank period).
 */
export async function seedVip(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<void> {
  const { users } = repos;
  if (users.findByUsername('vip1')) return;
  const [login] = VIP_DEMO_LOGINS;
  const hash = await hashPassword(login.password);
  const at = now();
  // Like every account but popup1/welcome1, vip1 has seen the after-login popups (seed-content).
  const popupIds = services.site.announcements('PU').popup.map((n) => n.id);
  const game = db
    .prepare<[], { id: number; name: string; vendor: string }>(
      `SELECT g.id AS id, g.game_name AS name, v.code AS vendor FROM games g JOIN vendors v ON v.id = g.vendor_id
        WHERE g.game_type = 'RNG' ORDER BY g.id LIMIT 1`,
    )
    .get();
  const { wallet } = services;
  db.transaction(() => {
    if (users.findByUsername('vip1')) return;
    const id = users.insert({
      username: login.username,
      passwordHash: hash,
      passwordChangedAt: at,
      createdAt: at,
      nickname: 'VIP Player',
      email: 'vip1@lotus.example',
      rankLevel: RANK_LEVEL,
      memberLabels: ['VIP'],
      lastLoginAt: at,
    });
    repos.content.markPopupsSeen(id, popupIds, at);
    wallet.credit(id, wallet.toMinor(DEPOSIT), 'deposit', 'seed:vip1', 'opening deposit');
    const stakeMinor = wallet.toMinor(STAKE);
    for (let i = 0; i < ROUNDS; i += 1) {
      const payoutMinor = i % 2 === 0 ? stakeMinor : Math.round(stakeMinor * 0.9);
      const requestId = `seed-vip:${i}`;
      const txId = wallet.settleWithin(
        id,
        MAIN_WALLET,
        stakeMinor,
        payoutMinor,
        `bet:${id}:${requestId}`,
        game ? `${game.vendor} ${game.name}` : 'demo round',
      );
      repos.play.insertBet({
        userId: id,
        requestId,
        game: game?.name ?? 'Demo round',
        gameId: game?.id ?? null,
        vendor: game?.vendor ?? 'INHOUSE',
        wallet: MAIN_WALLET,
        stakeMinor,
        payoutMinor,
        transactionId: txId,
        createdAt: at,
      });
    }
  })();
}
