import type { Database } from 'better-sqlite3';
import { orderReference } from './repositories/order-references.ts';
import type { Repositories, Services } from './services/container.ts';
import { addDays, dayOf, dayStart } from './services/agent-centre-dates.ts';
import { hashPassword } from './services/passwords.ts';
import { DEMO_PAYMENT_PASSWORD } from './seed-payments.ts';
import { mulberry32, seedCatalogue } from './seed-games.ts';

const SEEDED_KEY = 'seed:agents';
/** Password of the seeded sub-agents sub1 and sub2 (docs/contract-agent.md "Demo data"). */
export const SUB_AGENT_PASSWORD = 'Sub1234a';
/** Password of the seeded players player1…player8. */
export const PLAYER_PASSWORD = 'Play1234';
/** Days of seeded bets, today included. */
const BET_DAYS = 28;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface TreeMember {
  username: string;
  parent: string;
  nickname: string;
  /** 2 = sub-agent; players 0. */
  isAgent: number;
  affiliateCode?: string;
  /** Registered this many days before the seed. */
  registeredDaysAgo: number;
  /** Bets per day on average (players only). */
  betsPerDay: number;
  /** Typical stake, major units. */
  stake: number;
  /** Payout multiplier scale: > 1 wins more often than the house edge allows. */
  luck: number;
  /** Opening deposit, major units. */
  deposit: number;
  /** Self-excluded this many days before the seed (no bets after). */
  excludedDaysAgo?: number;
  /** Last log-in this many hours before the seed; null = never logged in. */
  lastLoginHoursAgo: number | null;
}

/** agent1 → sub1 → player1…player6; agent1 → sub2 → player7, player8 (docs/contract-agent.md "Demo data"). */
const TREE: TreeMember[] = [
  {
    username: 'sub1',
    parent: 'agent1',
    nickname: 'Sub-agent One',
    isAgent: 2,
    affiliateCode: 'LOTUSS1',
    registeredDaysAgo: 40,
    betsPerDay: 0,
    stake: 0,
    luck: 1,
    deposit: 0,
    lastLoginHoursAgo: 2,
  },
  {
    username: 'sub2',
    parent: 'agent1',
    nickname: 'Sub-agent Two',
    isAgent: 2,
    affiliateCode: 'LOTUSS2',
    registeredDaysAgo: 36,
    betsPerDay: 0,
    stake: 0,
    luck: 1,
    deposit: 0,
    lastLoginHoursAgo: 30,
  },
  {
    // A third level of agents: sub1 gives it a daily wage, so a lower rate accepted by sub1 ends it.
    username: 'sub1team',
    parent: 'sub1',
    nickname: 'Team Leader',
    isAgent: 2,
    affiliateCode: 'LOTUSS1T',
    registeredDaysAgo: 20,
    betsPerDay: 0,
    stake: 0,
    luck: 1,
    deposit: 0,
    lastLoginHoursAgo: 8,
  },
  ...(
    [
      // username, parent, registered, bets/day, stake, luck, deposit, last log-in (h), excluded (days)
      ['player1', 'sub1', 35, 9, 50, 0.95, 3000, 1, undefined],
      ['player2', 'sub1', 33, 6, 120, 1.1, 5000, 5, undefined],
      ['player3', 'sub1', 31, 4, 20, 0.9, 1000, 26, undefined],
      ['player4', 'sub1', 30, 3, 200, 1.05, 8000, 50, undefined],
      ['player5', 'sub1', 29, 2, 10, 0.85, 500, null, undefined],
      ['player6', 'sub1', 32, 5, 80, 0.9, 2500, 74, 3],
      ['player7', 'sub2', 30, 7, 40, 1.0, 2000, 3, undefined],
      ['player8', 'sub2', 29, 3, 150, 0.92, 6000, 12, undefined],
    ] as const
  ).map(
    ([
      username,
      parent,
      registeredDaysAgo,
      betsPerDay,
      stake,
      luck,
      deposit,
      lastLoginHoursAgo,
      excluded,
    ]) => ({
      username,
      parent,
      nickname: `Player ${username.slice(6)}`,
      isAgent: 0,
      registeredDaysAgo,
      betsPerDay,
      stake,
      luck,
      deposit,
      lastLoginHoursAgo,
      excludedDaysAgo: excluded,
    }),
  ),
];

/** The seeded vendors and game codes (several game kinds: LIVE, RNG, SPORTS, FISH, PVP, LOTT, in-house). */
const VENDORS = ['EVO', 'PG', 'JILI', 'SABA', 'KA', 'V8', 'VNLOTT', 'INHOUSE'] as const;

type Event =
  | { at: number; kind: 'deposit'; user: number; minor: number; status: 'approved' | 'pending' | 'rejected' }
  | { at: number; kind: 'withdraw'; user: number; minor: number; status: 'received' | 'pending' | 'rejected' }
  | { at: number; kind: 'bet'; user: number; minor: number; payoutMinor: number; game: GamePick }
  | { at: number; kind: 'transfer'; user: number; to: number; minor: number; label: string }
  | { at: number; kind: 'rebate'; user: number; minor: number };

interface GamePick {
  vendor: string;
  code: string;
  gameId: number | null;
}

/**
 * Seeds the agent tree of docs/contract-agent.md "Demo data" once per database (a settings flag;
 * needs agent1, else nothing): sub-agents sub1 and sub2 (password {@link SUB_AGENT_PASSWORD},
 * isAgent 2) under agent1, players player1…player8 (password {@link PLAYER_PASSWORD}) under them, four weeks
 * of deterministic bets of every player (several vendors and game kinds, wins and losses, some
 * today, written like the play path: a `bet` ledger transaction and a `bets` row), deposits and
 * withdrawals in every status, sub-agent→player transfers, rebates for the sub-agents' income, last
 * log-in times and one self-excluded player (player6). sub1 gets the demo payment password; agent1
 * and down1/down2 are left as the demo seed made them.
 * Days are the brand time zone's, relative to `now()` at seed time. One transaction, prepared
 * statements (well under a second).
 * @returns true when the tree was seeded.
 */
export async function seedAgents(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): Promise<boolean> {
  const { settings, users } = repos;
  if (settings.get(SEEDED_KEY) !== undefined) return false;
  const agent1 = users.findByUsername('agent1');
  if (!agent1 || users.findByUsername('sub1')) return false;
  const [subHash, playerHash, payHash] = await Promise.all([
    hashPassword(SUB_AGENT_PASSWORD),
    hashPassword(PLAYER_PASSWORD),
    hashPassword(DEMO_PAYMENT_PASSWORD),
  ]);
  seedCatalogue(db);
  const at = now();
  const tz = services.agentCentre.timeZone;
  const minor = (major: number) => services.wallet.toMinor(major);
  const rand = mulberry32(20261124);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

  const gamesOf = db.prepare<[string], { id: number; game_code: string }>(
    `SELECT g.id, g.game_code FROM games g JOIN vendors v ON v.id = g.vendor_id
      WHERE v.code = ? AND g.maintenance = 0 ORDER BY g.sort, g.id LIMIT 3`,
  );
  const games: GamePick[] = VENDORS.flatMap((vendor) =>
    gamesOf.all(vendor).map((g) => ({
      vendor,
      code: g.game_code,
      // In-house rounds carry no game id (the play path writes them so).
      gameId: vendor === 'INHOUSE' ? null : g.id,
    })),
  );
  if (games.length === 0) return false;

  db.transaction(() => {
    if (settings.get(SEEDED_KEY) !== undefined) return;
    const ids = new Map<string, number>([['agent1', agent1.id]]);
    const events: Event[] = [];
    const today = dayOf(at, tz);
    for (const m of TREE) {
      const registered = at - m.registeredDaysAgo * DAY - Math.floor(rand() * 6 * HOUR);
      const id = users.insert({
        username: m.username,
        passwordHash: m.isAgent ? subHash : playerHash,
        passwordChangedAt: registered,
        createdAt: registered,
        nickname: m.nickname,
        isAgent: m.isAgent,
        parentId: ids.get(m.parent) ?? null,
        affiliateCode: m.affiliateCode ?? null,
        referredBy: users.findById(ids.get(m.parent) ?? 0)?.affiliate_code ?? '',
        email: `${m.username}@lotus.example`,
        lastLoginAt: m.lastLoginHoursAgo === null ? null : at - m.lastLoginHoursAgo * HOUR,
        profile: m.username === 'sub1' ? { paymentPasswordHash: payHash } : {},
      });
      ids.set(m.username, id);
      if (m.betsPerDay === 0) continue;
      // Deposits: the opening one at registration, two later ones, one pending and one rejected.
      events.push({
        at: registered + HOUR,
        kind: 'deposit',
        user: id,
        minor: minor(m.deposit),
        status: 'approved',
      });
      events.push({
        at: at - 15 * DAY - HOUR * 3,
        kind: 'deposit',
        user: id,
        minor: minor(m.deposit / 2),
        status: 'approved',
      });
      events.push({
        at: at - 2 * DAY + HOUR,
        kind: 'deposit',
        user: id,
        minor: minor(m.deposit / 4),
        status: 'approved',
      });
      if (m.username === 'player2' || m.username === 'player7')
        events.push({ at: at - HOUR / 2, kind: 'deposit', user: id, minor: minor(300), status: 'pending' });
      if (m.username === 'player3')
        events.push({ at: at - 6 * DAY, kind: 'deposit', user: id, minor: minor(250), status: 'rejected' });
      // Bets: every day of the last four weeks (brand days), today up to now.
      const stop = m.excludedDaysAgo === undefined ? at : at - m.excludedDaysAgo * DAY;
      for (let d = BET_DAYS - 1; d >= 0; d -= 1) {
        const start = Math.max(dayStart(addDays(today, -d), tz), registered + 2 * HOUR);
        const end = Math.min(dayStart(addDays(today, 1 - d), tz), stop);
        if (end <= start) continue;
        let count = Math.round(m.betsPerDay * (0.4 + rand() * 1.2));
        if (d === 0) count = Math.max(count, 2);
        for (let i = 0; i < count; i += 1) {
          const stake = Math.max(1, Math.round(m.stake * (0.2 + rand() * 1.6)));
          const r = rand();
          // About 40% of bets win 1.2× to 2.8× the stake (scaled by the player's luck), 5% return
          // half: the house keeps some 15% of the stakes; lucky players end up ahead.
          const multiple = r < 0.4 * m.luck ? 1.2 + rand() * 1.6 * m.luck : r < 0.45 ? 0.5 : 0;
          const stakeMinor = minor(stake);
          events.push({
            at: start + Math.floor(rand() * Math.max(1, end - start)),
            kind: 'bet',
            user: id,
            minor: stakeMinor,
            payoutMinor: Math.round(stakeMinor * multiple),
            game: pick(games),
          });
        }
      }
    }
    const id = (name: string) => ids.get(name) ?? 0;
    // Withdrawals paid out and rejected (none left pending: the clearing account starts empty);
    // transfers down the tree; rebates for the sub-agents' income.
    events.push(
      { at: at - 10 * DAY, kind: 'withdraw', user: id('player1'), minor: minor(400), status: 'received' },
      {
        at: at - 2 * DAY + 2 * HOUR,
        kind: 'withdraw',
        user: id('player2'),
        minor: minor(600),
        status: 'received',
      },
      { at: at - 5 * DAY, kind: 'withdraw', user: id('player4'), minor: minor(1000), status: 'rejected' },
      { at: at - 3 * HOUR, kind: 'withdraw', user: id('player7'), minor: minor(150), status: 'received' },
      {
        at: at - 4 * DAY,
        kind: 'transfer',
        user: id('sub1'),
        to: id('player1'),
        minor: minor(200),
        label: 'sub1 → player1',
      },
      {
        at: at - 2 * HOUR,
        kind: 'transfer',
        user: id('sub2'),
        to: id('player7'),
        minor: minor(50),
        label: 'sub2 → player7',
      },
    );
    // agent1's balance stays the demo seed's (other tests read it); the sub-agents fund their own.
    for (const sub of ['sub1', 'sub2'])
      events.push({
        at: at - 25 * DAY,
        kind: 'deposit',
        user: id(sub),
        minor: minor(1500),
        status: 'approved',
      });
    for (let d = 1; d <= 21; d += 4) {
      events.push({ at: at - d * DAY - HOUR, kind: 'rebate', user: id('sub1'), minor: minor(4.25 * d) });
      events.push({ at: at - d * DAY - 2 * HOUR, kind: 'rebate', user: id('sub2'), minor: minor(1.5 * d) });
    }
    events.sort((a, b) => a.at - b.at);
    writeEvents(db, repos, events, at);
    const excluded = TREE.find((m) => m.excludedDaysAgo !== undefined);
    if (excluded?.excludedDaysAgo !== undefined) {
      const since = at - excluded.excludedDaysAgo * DAY;
      db.prepare<[number, number, number, number]>(
        `INSERT INTO responsible_gaming (user_id, exclusion_kind, excluded_at, excluded_until, updated_at)
         VALUES (?, 'selfExclusion', ?, ?, ?)`,
      ).run(id(excluded.username), since, since + 180 * DAY, since);
    }
    settings.setIfAbsent(SEEDED_KEY, String(at));
  })();
  return true;
}

/**
 * Writes the events in time order with balanced ledger transactions, like the calls that make
 * them (deposit approval, withdrawal request and decision, game round, transfer, rebate); a bet,
 * withdrawal or transfer that the balance at its time cannot cover is skipped.
 */
function writeEvents(db: Database, repos: Repositories, events: Event[], at: number): void {
  const { ledger } = repos;
  const house = db
    .prepare<[], { id: number; currency: string }>(
      "SELECT id, currency FROM accounts WHERE kind = 'house' AND wallet = 'MAIN' ORDER BY id LIMIT 1",
    )
    .get();
  if (!house) throw new Error('seedAgents needs the house account of the demo seed');
  const held = ledger.heldAccountId(house.currency, at);
  const accounts = new Map<number, number>();
  const balances = new Map<number, number>();
  const account = (user: number) => {
    let found = accounts.get(user);
    if (found === undefined) {
      found = ledger.memberAccountId(user, house.currency, at);
      accounts.set(user, found);
      balances.set(user, ledger.balanceMinor(found));
    }
    return found;
  };
  const insertTx = db.prepare<[string, string, string, string, number]>(
    'INSERT INTO ledger_transactions (kind, idempotency_key, memo, reference, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEntry = db.prepare<[number, number, number, number]>(
    'INSERT INTO ledger_entries (transaction_id, account_id, amount_minor, created_at) VALUES (?, ?, ?, ?)',
  );
  const insertBet = db.prepare<
    [number, string, string, number | null, string, number, number, number, number]
  >(
    `INSERT INTO bets (user_id, request_id, game, game_id, vendor, wallet, stake_minor, payout_minor, transaction_id, created_at)
     VALUES (?, ?, ?, ?, ?, 'MAIN', ?, ?, ?, ?)`,
  );
  const insertDeposit = db.prepare<[number, number, string, number, number | null]>(
    `INSERT INTO deposit_orders (reference, user_id, method_id, amount_minor, status, created_at, decided_at)
     VALUES ('tmp-' || lower(hex(randomblob(12))), ?, 'bank', ?, ?, ?, ?)`,
  );
  const referDeposit = db.prepare<[string, number]>('UPDATE deposit_orders SET reference = ? WHERE id = ?');
  const insertBank = db.prepare<[number, string, number, number]>(
    `INSERT INTO bank_accounts (user_id, bank_name, account_name, account_number, created_at)
     VALUES (?, 'Vietcombank', ?, '00' || (1000000 + ?), ?)`,
  );
  const findBank = db.prepare<[number], { id: number }>('SELECT id FROM bank_accounts WHERE user_id = ?');
  const insertWithdraw = db.prepare(
    `INSERT INTO withdraw_orders (reference, user_id, bank_account_id, amount_minor, status, created_at, decided_at,
       disbursed_at, confirm_deadline, confirmed_at, received_amount_minor)
     VALUES ('tmp-' || lower(hex(randomblob(12))), @user, @bank, @amount, @status, @at, @decided, @disbursed,
       @deadline, @confirmed, @received)`,
  );
  const referWithdraw = db.prepare<[string, number]>('UPDATE withdraw_orders SET reference = ? WHERE id = ?');
  let seq = 0;
  const tx = (kind: string, memo: string, reference: string, when: number, legs: [number, number][]) => {
    seq += 1;
    const id = Number(insertTx.run(kind, `seed:agents:${seq}`, memo, reference, when).lastInsertRowid);
    for (const [acc, amount] of legs) insertEntry.run(id, acc, amount, when);
    return id;
  };
  const move = (user: number, delta: number) => balances.set(user, (balances.get(user) ?? 0) + delta);

  for (const e of events) {
    const mine = account(e.user);
    const balance = balances.get(e.user) ?? 0;
    switch (e.kind) {
      case 'deposit': {
        const decided = e.status === 'pending' ? null : e.at + 10 * 60_000;
        const orderId = Number(insertDeposit.run(e.user, e.minor, e.status, e.at, decided).lastInsertRowid);
        const reference = orderReference('D', orderId, e.at);
        referDeposit.run(reference, orderId);
        if (e.status === 'approved' && decided !== null) {
          tx('deposit', 'deposit bank', reference, decided, [
            [house.id, -e.minor],
            [mine, e.minor],
          ]);
          move(e.user, e.minor);
        }
        break;
      }
      case 'withdraw': {
        if (e.minor > balance) break;
        const bank =
          findBank.get(e.user)?.id ??
          Number(insertBank.run(e.user, `PLAYER ${e.user}`, e.user, e.at).lastInsertRowid);
        const decided = e.status === 'pending' ? null : e.at + HOUR;
        const received = e.status === 'received';
        const orderId = Number(
          insertWithdraw.run({
            user: e.user,
            bank,
            amount: e.minor,
            status: e.status,
            at: e.at,
            decided,
            disbursed: received ? decided : null,
            deadline: received && decided !== null ? decided + DAY : null,
            confirmed: received && decided !== null ? decided + 30 * 60_000 : null,
            received: received ? e.minor : null,
          }).lastInsertRowid,
        );
        const reference = orderReference('W', orderId, e.at);
        referWithdraw.run(reference, orderId);
        tx('withdraw', 'withdrawal requested', reference, e.at, [
          [mine, -e.minor],
          [held, e.minor],
        ]);
        move(e.user, -e.minor);
        if (decided !== null) {
          const refund = e.status === 'rejected';
          tx(
            refund ? 'withdrawRefund' : 'withdrawDisburse',
            refund ? 'withdrawal rejected, refunded' : 'withdrawal disbursed',
            reference,
            decided,
            [
              [held, -e.minor],
              [refund ? mine : house.id, e.minor],
            ],
          );
          if (refund) move(e.user, e.minor);
        }
        break;
      }
      case 'bet': {
        if (e.minor > balance) break;
        const legs: [number, number][] = [
          [mine, -e.minor],
          [house.id, e.minor],
        ];
        if (e.payoutMinor > 0) legs.push([house.id, -e.payoutMinor], [mine, e.payoutMinor]);
        const txId = tx('bet', `${e.game.vendor} ${e.game.code}`, '', e.at, legs);
        insertBet.run(
          e.user,
          `seed-${seq}`,
          e.game.code,
          e.game.gameId,
          e.game.vendor,
          e.minor,
          e.payoutMinor,
          txId,
          e.at,
        );
        move(e.user, e.payoutMinor - e.minor);
        break;
      }
      case 'transfer': {
        if (e.minor > balance) break;
        const theirs = account(e.to);
        tx('downlineTransfer', e.label, e.label, e.at, [
          [mine, -e.minor],
          [theirs, e.minor],
        ]);
        move(e.user, -e.minor);
        move(e.to, e.minor);
        break;
      }
      case 'rebate':
        tx('rebate', 'rebate', '', e.at, [
          [house.id, -e.minor],
          [mine, e.minor],
        ]);
        move(e.user, e.minor);
        break;
    }
  }
}
