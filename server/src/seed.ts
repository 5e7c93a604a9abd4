import type { Database } from 'better-sqlite3';
import { seedAgents } from './seed-agents.ts';
import { CONTENT_DEMO_LOGINS, seedContent } from './seed-content.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedLottery } from './seed-lottery.ts';
import { seedPoints } from './seed-points.ts';
import { seedPromotions } from './seed-promotions.ts';
import { seedWalletRecall, WALLET_RECALL_DEMO_LOGINS } from './seed-wallet-recall.ts';
import { seedVip, VIP_DEMO_LOGINS } from './seed-vip.ts';
import type { Repositories, Services } from './services/container.ts';
import { hashPassword } from './services/passwords.ts';

/** One demo login, printed by main.ts (docs/contract.md "Demo data"). */
export interface DemoLogin {
  who: string;
  username: string;
  password: string;
}

/** The seeded logins (docs/contract.md "Demo data"). */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { who: 'player (mobile +84 912345678)', username: 'demo1', password: 'Demo1234' },
  {
    who: 'agent with sub-agents sub1, sub2 and downlines down1, down2',
    username: 'agent1',
    password: 'Agent1234',
  },
  { who: 'sub-agent of agent1 with players player1…player6', username: 'sub1', password: 'Sub1234a' },
  { who: 'sub-agent of agent1 with players player7, player8', username: 'sub2', password: 'Sub1234a' },
  { who: 'player of sub1 (four weeks of bets)', username: 'player1', password: 'Play1234' },
  { who: 'downline of agent1', username: 'down1', password: 'Down1234' },
  { who: 'downline of agent1', username: 'down2', password: 'Down1234' },
  { who: 'trial account (type 4)', username: 'trial1', password: 'Trial1234' },
  { who: 'player with the default password (forced change)', username: 'secret1', password: '{secret}' },
  ...CONTENT_DEMO_LOGINS,
  ...WALLET_RECALL_DEMO_LOGINS,
  ...VIP_DEMO_LOGINS,
];

interface SeedUser {
  username: string;
  password: string;
  nickname: string;
  type?: number;
  isAgent?: number;
  parent?: string;
  affiliateCode?: string;
  email?: string;
  mobile?: [string, string];
  rankLevel?: number;
  memberLabels?: string[];
  /** Opening balance, major units; deposited through the ledger. */
  deposit: number;
  /** Never logged in before (firstTimeLogin on first log-in). */
  fresh?: boolean;
}

const USERS: SeedUser[] = [
  {
    username: 'demo1',
    password: 'Demo1234',
    nickname: 'Demo Player',
    email: 'demo1@lotus.example',
    mobile: ['+84', '912345678'],
    rankLevel: 2,
    memberLabels: ['VIP'],
    deposit: 1000,
  },
  {
    username: 'agent1',
    password: 'Agent1234',
    nickname: 'Agent One',
    isAgent: 1,
    affiliateCode: 'LOTUS01',
    email: 'agent1@lotus.example',
    rankLevel: 5,
    deposit: 5000,
  },
  {
    username: 'down1',
    password: 'Down1234',
    nickname: 'Downline One',
    parent: 'agent1',
    email: 'down1@lotus.example',
    rankLevel: 1,
    deposit: 200,
  },
  {
    username: 'down2',
    password: 'Down1234',
    nickname: 'Downline Two',
    parent: 'agent1',
    email: 'down2@lotus.example',
    deposit: 100,
  },
  { username: 'trial1', password: 'Trial1234', nickname: 'Trial', type: 4, deposit: 2000 },
  {
    username: 'secret1',
    password: '{secret}',
    nickname: 'Secret',
    email: 'secret1@lotus.example',
    deposit: 50,
    fresh: true,
  },
];

/**
 * Seeds the demo data into an empty database (no users); does nothing otherwise, so restarts keep
 * the data. Deterministic: same accounts, labels and opening deposits (ledger entries against the
 * house account, idempotency keys `seed:<username>`) every time. Times are the seed time.
 *
 * @returns true when the data was seeded.
 */
export async function seed(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<boolean> {
  const { users } = repos;
  if (users.count() > 0) {
    // Databases seeded before the agent centre get its tree on their next start (once).
    await seedAgents(db, services, repos, now);
    seedContracts(db, services, repos, now);
    // Databases seeded before the lottery get its draws and demo bets on their next start (once).
    await seedLottery(db, services, repos, now);
    // Databases seeded before the promotions get their demo states on their next start (once).
    seedPromotions(db, services, repos, now);
    // Databases seeded before the point mall get its demo points and redeems on their next start (once).
    await seedPoints(db, services, repos, now);
    // Databases seeded before the site content get its demo players and feedback (once).
    await seedContent(db, services, repos, now);
    // Databases seeded before the game-wallet recall get its demo players (once).
    await seedWalletRecall(db, services, repos, now);
    // Databases seeded before the VIP page's progress get its demo player (once).
    await seedVip(db, services, repos, now);
    return false;
  }
  const hashes = new Map<string, string>();
  for (const u of USERS) hashes.set(u.username, await hashPassword(u.password));
  const at = now();
  db.transaction(() => {
    if (users.count() > 0) return;
    for (const u of USERS) {
      const parentId = u.parent ? (users.findByUsername(u.parent)?.id ?? null) : null;
      const id = users.insert({
        username: u.username,
        passwordHash: hashes.get(u.username) ?? '',
        passwordChangedAt: at,
        createdAt: at,
        nickname: u.nickname,
        type: u.type ?? 1,
        isAgent: u.isAgent ?? 0,
        parentId,
        affiliateCode: u.affiliateCode ?? null,
        email: u.email ?? '',
        countryDialingCode: u.mobile?.[0] ?? '',
        mobileNum: u.mobile?.[1] ?? '',
        rankLevel: u.rankLevel ?? null,
        memberLabels: u.memberLabels ?? [],
        lastLoginAt: u.fresh ? null : at,
      });
      services.wallet.credit(
        id,
        services.wallet.toMinor(u.deposit),
        'deposit',
        `seed:${u.username}`,
        'opening deposit',
      );
    }
  })();
  await seedAgents(db, services, repos, now);
  seedContracts(db, services, repos, now);
  await seedLottery(db, services, repos, now);
  seedPromotions(db, services, repos, now);
  await seedPoints(db, services, repos, now);
  await seedContent(db, services, repos, now);
  await seedWalletRecall(db, services, repos, now);
  await seedVip(db, services, repos, now);
  return true;
}
