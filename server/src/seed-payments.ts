import type { Database } from 'better-sqlite3';
import { paymentPasswordHash } from './services/cashier-access.ts';
import type { Repositories } from './services/container.ts';
import { hashPassword } from './services/passwords.ts';

// The key keeps the name it was first stored under, so existing databases are not seeded twice.
const SEEDED_KEY = 'seed:wallet-pages';

/** Demo payment password of demo1 and down1 (docs/contract-wallet.md demo facts). */
export const DEMO_PAYMENT_PASSWORD = '123456';
/** demo1's seeded payout account (masked `******6789` on the wire). */
export const DEMO_BANK_ACCOUNT = {
  bankName: 'Vietcombank',
  accountName: 'NGUYEN VAN DEMO',
  accountNumber: '0123456789',
};

/**
 * Seeds the money-page demo data once per database (a settings flag, so databases seeded before
 * these pages get it on their next start and a restart never repeats it): payment password
 * {@link DEMO_PAYMENT_PASSWORD} for demo1 and down1 (when they have none), and demo1's bank
 * account {@link DEMO_BANK_ACCOUNT}.
 * @returns true when the data was seeded.
 */
export async function seedPayments(db: Database, repos: Repositories, now: () => number): Promise<boolean> {
  const { settings, users, memberCentre, bankAccounts } = repos;
  if (settings.get(SEEDED_KEY) !== undefined) return false;
  const demo = users.findByUsername('demo1');
  if (!demo) return false;
  const hash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  const at = now();
  db.transaction(() => {
    if (settings.get(SEEDED_KEY) !== undefined) return;
    for (const name of ['demo1', 'down1']) {
      const user = users.findByUsername(name);
      if (!user || paymentPasswordHash(user) !== '') continue;
      memberCentre.updateProfile(user.id, user.nickname, {
        ...user.profileFields,
        paymentPasswordHash: hash,
      });
    }
    if (bankAccounts.list(demo.id).length === 0) bankAccounts.insert(demo.id, DEMO_BANK_ACCOUNT, at);
    settings.setIfAbsent(SEEDED_KEY, String(at));
  })();
  return true;
}
