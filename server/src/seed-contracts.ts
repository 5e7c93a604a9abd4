import type { Database } from 'better-sqlite3';
import { nextPeriod, periodKindOf, periodOf, type Period } from '../../core/contracts/periods.ts';
import type { ContractKind, ContractTerms } from '../../schemas/generated/api.ts';
import type { ContractEndReason, ContractRow, ContractStatus } from './repositories/contracts.ts';
import type { Repositories, Services } from './services/container.ts';
import { MAIN_WALLET } from './services/wallet.ts';

const SEEDED_KEY = 'seed:contracts';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The game wallet agent1 parks its money in for a while (why two settlements are short). */
const PARK_WALLET = 'EVO';

/** One seeded contract of agent1 → sub1: its terms and life, in days or hours before the seed. */
interface SeedContract {
  kind: ContractKind;
  terms: ContractTerms;
  status: ContractStatus;
  offeredAgo: number;
  /** Accepted or rejected this long ago. */
  decidedAgo?: number;
  endedAgo?: number;
  endReason?: ContractEndReason;
  /** Who ended it (history `by`); the system when a newer contract replaced it. */
  endedBy?: 'agent1' | 'sub1' | 'system';
  note?: string;
}

const tier = (minTeamValidBet: number, minActiveMembers: number, rate: number, cap?: number) => ({
  minTeamValidBet,
  minActiveMembers,
  mode: 'percent' as const,
  rate,
  ...(cap === undefined ? {} : { cap }),
});

const DAILY_OLD: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(500, 1, 0.5), tier(1500, 2, 0.8), tier(3000, 4, 1)],
};
const DAILY: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(500, 1, 0.6), tier(1500, 2, 0.9), tier(2500, 3, 1.2, 60), tier(4000, 5, 1.5, 80)],
};
/** What sub1 gives its own sub-agent sub1team (below sub1's own 1.5 %). */
const SUB1_TEAM_DAILY: ContractTerms = {
  kind: 'dailyWage',
  tiers: [tier(300, 1, 0.4), tier(1000, 2, 0.7), tier(2000, 3, 1)],
};
const HOURLY: ContractTerms = {
  kind: 'hourlyWage',
  tiers: [
    { minTeamValidBet: 80, minActiveMembers: 1, mode: 'fixed', rate: 1 },
    { minTeamValidBet: 150, minActiveMembers: 2, mode: 'fixed', rate: 2 },
    { minTeamValidBet: 300, minActiveMembers: 2, mode: 'percent', rate: 1, cap: 5 },
  ],
};
const HOURLY_OLD: ContractTerms = {
  kind: 'hourlyWage',
  tiers: [
    { minTeamValidBet: 80, minActiveMembers: 1, mode: 'fixed', rate: 1 },
    { minTeamValidBet: 150, minActiveMembers: 2, mode: 'fixed', rate: 1.5 },
    tier(300, 2, 0.8, 4),
  ],
};
const DIVIDEND: ContractTerms = {
  kind: 'dividend',
  period: 'weekly',
  rules: [
    { gameKind: 'LIVE', minBet: 500, minNetLoss: 50, minActiveMembers: 1, rate: 20 },
    { gameKind: 'RNG', minBet: 500, minNetLoss: 50, minActiveMembers: 1, rate: 25 },
    { gameKind: 'SPORTS', minBet: 300, minNetLoss: 0, minActiveMembers: 1, rate: 15 },
    { gameKind: 'INHOUSE', minBet: 100, minNetLoss: 0, minActiveMembers: 1, rate: 10 },
  ],
};
const REALTIME: ContractTerms = {
  kind: 'realtimeWage',
  minSingleBet: 20,
  lossRate: 1,
  tiers: [tier(50, 1, 0.3), tier(150, 2, 0.5), tier(400, 3, 0.8)],
};

/**
 * agent1 → sub1, oldest first (times in ms before the seed): every status and end reason with its
 * history. The daily wage was rejected, re-offered (superseded by a third offer), accepted, then
 * replaced by the current one; an hourly wage was ended by sub1 before the current one.
 */
const CONTRACTS: SeedContract[] = [
  {
    kind: 'dailyWage',
    terms: DAILY_OLD,
    status: 'rejected',
    offeredAgo: 30 * DAY,
    decidedAgo: 30 * DAY - 5 * HOUR,
  },
  {
    kind: 'dailyWage',
    terms: { ...DAILY_OLD, tiers: [tier(400, 1, 0.5), tier(1500, 2, 0.8), tier(3000, 4, 1)] },
    status: 'superseded',
    offeredAgo: 29 * DAY,
    endedAgo: 28 * DAY + 2 * HOUR,
    endedBy: 'agent1',
    note: 'replaced by a new offer',
  },
  {
    kind: 'dailyWage',
    terms: DAILY_OLD,
    status: 'terminated',
    offeredAgo: 28 * DAY + 2 * HOUR,
    decidedAgo: 28 * DAY,
    endedAgo: 14 * DAY,
    endReason: 'replaced',
    endedBy: 'system',
  },
  { kind: 'dailyWage', terms: DAILY, status: 'accepted', offeredAgo: 15 * DAY, decidedAgo: 14 * DAY },
  { kind: 'dividend', terms: DIVIDEND, status: 'accepted', offeredAgo: 23 * DAY, decidedAgo: 22 * DAY },
  {
    kind: 'hourlyWage',
    terms: HOURLY_OLD,
    status: 'terminated',
    offeredAgo: 5 * DAY,
    decidedAgo: 4 * DAY + 20 * HOUR,
    endedAgo: 3 * DAY + 12 * HOUR,
    endReason: 'terminatedByDownline',
    endedBy: 'sub1',
  },
  {
    kind: 'hourlyWage',
    terms: HOURLY,
    status: 'accepted',
    offeredAgo: 2 * DAY + 3 * HOUR,
    decidedAgo: 2 * DAY,
  },
  { kind: 'realtimeWage', terms: REALTIME, status: 'offered', offeredAgo: 3 * HOUR },
];

/** The periods of `contract` that ended while it was in force, up to `nowMs`. */
function periodsInForce(contract: ContractRow, nowMs: number, timeZone: string): Period[] {
  if (contract.accepted_at === null) return [];
  const kind = periodKindOf(JSON.parse(contract.terms) as ContractTerms);
  const out: Period[] = [];
  for (
    let p = periodOf(kind, contract.accepted_at, timeZone);
    p.endMs <= nowMs;
    p = nextPeriod(kind, p, timeZone)
  )
    if (contract.ended_at === null || contract.ended_at > p.endMs) out.push(p);
  return out;
}

/**
 * Seeds agent1 → sub1 contracts in every state with their history (docs/contract-agent.md "Demo
 * data"), then settles every period that ended while one was in force — with the real settlement
 * code over the seeded bets (services.settlement.settle), in time order, each at its period end.
 * For a while agent1 parks its MAIN in a game wallet, so one settlement is partly paid and the
 * next insufficient; then the money comes back. agent1's MAIN ends as the demo seed left it (a
 * seeded deposit covers the wages it paid). Once per database (a settings flag); needs the agent
 * tree of seed-agents.ts (sub1), else does nothing.
 *
 * @returns true when the contracts were seeded.
 */
export function seedContracts(
  db: Database,
  services: Services,
  repos: Repositories,
  now: () => number,
): boolean {
  const { settings, users, contracts, ledger } = repos;
  if (settings.get(SEEDED_KEY) !== undefined) return false;
  const agent1 = users.findByUsername('agent1');
  const sub1 = users.findByUsername('sub1');
  if (!agent1 || !sub1) return false;
  const at = now();
  const tz = services.settlement.timeZone;
  const wallet = services.wallet;
  db.transaction(() => {
    if (settings.get(SEEDED_KEY) !== undefined) return;
    const version = new Map<ContractKind, number>();
    const rows: ContractRow[] = [];
    for (const c of CONTRACTS) {
      const v = (version.get(c.kind) ?? 0) + 1;
      version.set(c.kind, v);
      const offeredAt = at - c.offeredAgo;
      const id = contracts.insertContract({
        version: v,
        kind: c.kind,
        terms: JSON.stringify(c.terms),
        uplineId: agent1.id,
        downlineId: sub1.id,
        offeredAt,
      });
      contracts.addHistory(id, 'offered', agent1.id, offeredAt);
      const decidedAt = c.decidedAgo === undefined ? undefined : at - c.decidedAgo;
      const endedAt = c.endedAgo === undefined ? undefined : at - c.endedAgo;
      const accepted = c.status === 'accepted' || c.status === 'terminated';
      if (decidedAt !== undefined)
        contracts.addHistory(id, accepted ? 'accepted' : 'rejected', sub1.id, decidedAt);
      if (endedAt !== undefined) {
        const by = c.endedBy === 'agent1' ? agent1.id : c.endedBy === 'sub1' ? sub1.id : null;
        const action = c.status === 'superseded' ? 'superseded' : 'terminated';
        const note = c.note ?? (c.endReason === 'replaced' ? 'replaced by a new accepted contract' : null);
        contracts.addHistory(id, action, by, endedAt, note);
      }
      contracts.update(id, {
        status: c.status,
        decidedAt,
        acceptedAt: accepted ? decidedAt : undefined,
        endedAt,
        endReason: c.endReason,
      });
      const row = contracts.find(id);
      if (row) rows.push(row);
    }

    // Every period in force, in time order across contracts.
    const due = rows
      .flatMap((row) => periodsInForce(row, at, tz).map((period) => ({ row, period })))
      .sort((a, b) => a.period.endMs - b.period.endMs || a.row.id - b.row.id);
    const paidBefore = wallet.balanceMinor(agent1.id);
    const currency = wallet.balance(agent1.id).currency;
    const mainId = ledger.memberAccountId(agent1.id, currency, at, MAIN_WALLET);
    const parkId = ledger.memberAccountId(agent1.id, currency, at, PARK_WALLET);
    const move = (from: number, to: number, amount: number, when: number, key: string, memo: string) => {
      if (amount <= 0) return;
      ledger.insertTransaction({ kind: 'transfer', idempotencyKey: key, memo, createdAt: when }, [
        { accountId: from, amountMinor: -amount },
        { accountId: to, amountMinor: amount },
      ]);
    };
    // The short window: the first hourly wage with an amount due in the last day.
    let short: 'waiting' | 'partly' | 'insufficient' | 'done' = 'waiting';
    let parkedAt = 0;
    for (const { row, period } of due) {
      const settledAt = period.endMs + MINUTE;
      if (short === 'waiting' && row.kind === 'hourlyWage' && period.endMs > at - DAY) {
        const terms = JSON.parse(row.terms) as ContractTerms;
        const o = services.settlement.outcome(
          terms,
          row.downline_id,
          period,
          Number.MAX_SAFE_INTEGER,
          period.endMs,
        );
        if (o.reached && o.amountMinor >= 2) {
          const keep = Math.floor(o.amountMinor / 2);
          move(
            mainId,
            parkId,
            wallet.balanceMinor(agent1.id) - keep,
            period.endMs,
            'seed:contracts:park',
            `MAIN → ${PARK_WALLET}`,
          );
          parkedAt = period.endMs;
          short = 'partly';
        }
      }
      const { row: s } = services.settlement.settle(row, period, settledAt);
      if (short === 'partly' && s.status === 'partlyPaid') short = 'insufficient';
      else if (short === 'insufficient' && s.status === 'insufficient') {
        move(
          parkId,
          mainId,
          wallet.walletMinor(agent1.id, PARK_WALLET),
          settledAt + MINUTE,
          'seed:contracts:unpark',
          `${PARK_WALLET} → MAIN`,
        );
        short = 'done';
      }
    }
    if (short !== 'done' && parkedAt > 0)
      move(
        parkId,
        mainId,
        wallet.walletMinor(agent1.id, PARK_WALLET),
        at,
        'seed:contracts:unpark',
        `${PARK_WALLET} → MAIN`,
      );
    // sub1 → sub1team: a daily wage up to 1 %, so sub1 accepting a daily wage from agent1 that tops
    // out lower ends it (the lower-rate confirmation lists it, §4).
    const team = users.findByUsername('sub1team');
    if (team) {
      const offeredAt = at - 10 * DAY;
      const id = contracts.insertContract({
        version: 1,
        kind: 'dailyWage',
        terms: JSON.stringify(SUB1_TEAM_DAILY),
        uplineId: sub1.id,
        downlineId: team.id,
        offeredAt,
      });
      contracts.addHistory(id, 'offered', sub1.id, offeredAt);
      contracts.addHistory(id, 'accepted', team.id, offeredAt + DAY);
      contracts.update(id, { status: 'accepted', decidedAt: offeredAt + DAY, acceptedAt: offeredAt + DAY });
    }
    // agent1 ends with the MAIN the demo seed gave it: a deposit covers the wages it paid.
    const paid = paidBefore - wallet.balanceMinor(agent1.id);
    if (paid > 0)
      wallet.credit(agent1.id, paid, 'deposit', 'seed:contracts:float', 'wages and dividends float');
    settings.setIfAbsent(SEEDED_KEY, String(at));
  })();
  return true;
}
