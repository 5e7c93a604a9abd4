import type { Database } from 'better-sqlite3';
import type { Repositories, Services } from './services/container.ts';
import { hashPassword } from './services/passwords.ts';
import { DEMO_PAYMENT_PASSWORD } from './seed-payments.ts';
import { MAIN_WALLET } from './services/wallet.ts';

/** Demo logins of "money never strands in a game wallet" (docs/contract-wallet.md, issue 12). */
export const WALLET_RECALL_DEMO_LOGINS = [
  { who: 'player who leaves a game by the back button', username: 'leave1', password: 'Leave1234' },
  { who: 'player who leaves a game by closing the tab', username: 'leave2', password: 'Leave1234' },
  { who: 'player who leaves a game from the header', username: 'leave3', password: 'Leave1234' },
  {
    who: 'player whose money sits in the PG game wallet (log-in brings it back)',
    username: 'strand1',
    password: 'Strand1234',
  },
] as const;

/** Opening deposit of each demo player, major units. */
const OPENING = 2000;
/** What `strand1` left in the PG game wallet, major units. */
const STRANDED = 1500;

/**
 * Seeds the game-wallet recall demo once (guarded by the `leave1` account): `leave1`…`leave3`
 * with {@link OPENING} in MAIN, payment password {@link DEMO_PAYMENT_PASSWORD} and one bank
 * account each (so Withdraw can use the money after the game), and `strand1` whose
 * {@link STRANDED} sits in the PG wallet with MAIN at 0 (its first log-in recalls it).
 */
export async function seedWalletRecall(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<void> {
  const { users, memberCentre, bankAccounts } = repos;
  if (users.findByUsername('leave1')) return;
  const hashes = await Promise.all(WALLET_RECALL_DEMO_LOGINS.map((l) => hashPassword(l.password)));
  const payHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const at = now();
  // Like every account but popup1/welcome1, these have seen the after-login popups (seed-content).
  const popupIds = services.site.announcements('PU').popup.map((n) => n.id);
  db.transaction(() => {
    if (users.findByUsername('leave1')) return;
    WALLET_RECALL_DEMO_LOGINS.forEach((login, i) => {
      const id = users.insert({
        username: login.username,
        passwordHash: hashes[i] ?? '',
        passwordChangedAt: at,
        createdAt: at,
        nickname: login.username === 'strand1' ? 'Stranded Player' : `Leaving Player ${i + 1}`,
        email: `${login.username}@lotus.example`,
        lastLoginAt: at,
      });
      repos.content.markPopupsSeen(id, popupIds, at);
      const opening = login.username === 'strand1' ? STRANDED : OPENING;
      services.wallet.credit(
        id,
        services.wallet.toMinor(opening),
        'deposit',
        `seed:${login.username}`,
        'opening deposit',
      );
      if (login.username === 'strand1') {
        services.wallet.transferWithin(id, MAIN_WALLET, 'PG', 'ALL', 'seed:strand1:PG');
        return;
      }
      const user = users.findById(id);
      if (user)
        memberCentre.updateProfile(id, user.nickname, {
          ...user.profileFields,
          paymentPasswordHash: payHash,
        });
      bankAccounts.insert(
        id,
        {
          bankName: 'Vietcombank',
          accountName: `NGUYEN VAN LEAVE ${'ABC'[i] ?? ''}`,
          accountNumber: `01234500${i + 1}0`,
        },
        at,
      );
    });
  })();
}
