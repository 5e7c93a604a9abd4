import type { Scheduler, SchedulerClock } from './scheduler-clock.ts';
import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import {
  lastCompletedPeriod,
  parsePeriodKey,
  periodKindOf,
  periodOf,
  PERIOD_KINDS,
  type Period,
  type PeriodKind,
} from '../../../core/contracts/periods.ts';
import {
  paymentOf,
  settleDividend,
  settleWage,
  type DividendLineResult,
} from '../../../core/contracts/settle.ts';
import type {
  ContractKind,
  ContractTerms,
  DevSettleBody,
  DevSettleValue,
  Settlement,
  SettlementBetsPage,
  SettlementBetsQuery,
  SettlementsPage,
  SettlementsQuery,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, invalid } from '../errors.ts';
import type { ContractRow, ContractsRepository, SettlementRow } from '../repositories/contracts.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { AgentAccess } from './agent-access.ts';
import { iso, pageOffset, toPage } from './paging.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/** Ledger kind of a settlement payment per contract kind. */
export function ledgerKindOf(kind: ContractKind): 'agentWage' | 'agentDividend' {
  return kind === 'dividend' ? 'agentDividend' : 'agentWage';
}

/** Most days between `from` and `to` of a date filter (docs/contract-agent.md). */
const MAX_RANGE_DAYS = 92;

/** What a contract's terms would earn on a team's figures (minor units). */
export interface Outcome {
  teamValidBetMinor: number;
  activeMembers: number;
  /** Player's view: payout − stake. */
  profitLossMinor: number;
  tierIndex: number | null;
  rate: number | null;
  amountMinor: number;
  reached: boolean;
  lines: DividendLineResult[];
}

/**
 * Settlement of accepted contracts (docs/contract-agent.md "Settlement"; spec §4, §6, §9): the
 * team's figures over a period from the bets, the arithmetic of `core/contracts/settle.ts`, and the
 * payment through the double-entry ledger (kind `agentWage` / `agentDividend`, reference = the
 * settlement id, idempotency key `settlement:<contractId>:<periodKey>`) — all in one SQLite
 * transaction, unique per (contract, period): settling a period again returns the first settlement
 * and moves nothing.
 */
export class SettlementService {
  constructor(
    private readonly d: {
      db: Database;
      repo: ContractsRepository;
      ledger: LedgerRepository;
      wallet: WalletService;
      access: AgentAccess;
      brand: BrandStore;
      now: () => number;
    },
  ) {}

  /** The brand's IANA time zone (site.json `timeZone`, default UTC). */
  get timeZone(): string {
    return this.d.brand.current().site.timeZone ?? 'UTC';
  }

  private get minorUnits(): number {
    return this.d.brand.current().site.currency.minorUnits;
  }

  /**
   * What `terms` earn on the team of `rootId` over `[startMs, endMs)` for bets with an id ≤
   * `maxBetId`; active members exclude members timed out or self-excluded at `exclusionAt`.
   */
  outcome(
    terms: ContractTerms,
    rootId: number,
    window: { startMs: number; endMs: number },
    maxBetId: number,
    exclusionAt: number,
  ): Outcome & { minStakeMinor: number } {
    const agent = this.d.brand.current().agent;
    const minStakeMinor = terms.kind === 'realtimeWage' ? this.d.wallet.toMinor(terms.minSingleBet ?? 0) : 0;
    const figures = this.d.repo.teamFigures(
      { rootId, ...window, minStakeMinor, maxBetId },
      this.d.wallet.toMinor(agent.activeMinValidBet[terms.kind]),
      exclusionAt,
    );
    const base = {
      teamValidBetMinor: figures.validBetMinor,
      activeMembers: figures.activeMembers,
      profitLossMinor: figures.payoutMinor - figures.validBetMinor,
      minStakeMinor,
    };
    if (terms.kind === 'dividend') {
      const r = settleDividend(terms, figures.byGameKind, figures.activeMembers, this.minorUnits);
      return {
        ...base,
        tierIndex: null,
        rate: null,
        amountMinor: r.amountMinor,
        reached: r.reached,
        lines: r.lines,
      };
    }
    const r = settleWage(
      terms,
      {
        teamValidBetMinor: figures.validBetMinor,
        activeMembers: figures.activeMembers,
        teamNetLossMinor: figures.validBetMinor - figures.payoutMinor,
      },
      this.minorUnits,
    );
    return { ...base, ...r, reached: r.tierIndex !== null, lines: [] };
  }

  /**
   * Settles one period of one contract: computes, pays (payer per brand `agent.payer`: the house
   * account, or the upline's MAIN up to what it holds — partlyPaid / insufficient, never negative)
   * and records it. Idempotent per (contract, period key).
   *
   * @param settledAt the settlement time (epoch ms; default now): the ledger entries carry it.
   * @returns the settlement (the first one when the period was settled before) and whether it is new.
   */
  settle(
    contract: ContractRow,
    period: Period,
    settledAt = this.d.now(),
  ): { row: SettlementRow; created: boolean } {
    return this.d.db.transaction(() => {
      const found = this.d.repo.findSettlement(contract.id, period.key);
      if (found) return { row: found, created: false };
      const terms = JSON.parse(contract.terms) as ContractTerms;
      const exclusionAt = Math.min(period.endMs, settledAt);
      const maxBetId = this.d.repo.maxBetId();
      const o = this.outcome(terms, contract.downline_id, period, maxBetId, exclusionAt);
      const payer = this.d.brand.current().agent.payer;
      const currency = this.d.brand.current().site.currency.code;
      const available =
        payer === 'platform' ? Infinity : this.d.wallet.walletMinor(contract.upline_id, MAIN_WALLET);
      const { status, paidMinor } = paymentOf(o.reached, o.amountMinor, available);
      const id = this.d.repo.insertSettlement({
        contract_id: contract.id,
        kind: contract.kind,
        period_key: period.key,
        period_start: period.startMs,
        period_end: period.endMs,
        team_valid_bet_minor: o.teamValidBetMinor,
        active_members: o.activeMembers,
        profit_loss_minor: o.profitLossMinor,
        tier_index: o.tierIndex,
        rate: o.rate,
        amount_minor: o.amountMinor,
        paid_minor: paidMinor,
        status,
        payer,
        lines: JSON.stringify(o.lines),
        last_bet_id: maxBetId,
        min_stake_minor: o.minStakeMinor,
        settled_at: settledAt,
      });
      if (paidMinor > 0) {
        const from =
          payer === 'platform'
            ? this.d.ledger.houseAccountId(currency, settledAt)
            : this.d.ledger.memberAccountId(contract.upline_id, currency, settledAt, MAIN_WALLET);
        const to = this.d.ledger.memberAccountId(contract.downline_id, currency, settledAt, MAIN_WALLET);
        const txId = this.d.ledger.insertTransaction(
          {
            kind: ledgerKindOf(contract.kind),
            idempotencyKey: `settlement:${contract.id}:${period.key}`,
            memo: `${contract.kind} ${period.key} (contract ${contract.id})`,
            reference: String(id),
            createdAt: settledAt,
          },
          [
            { accountId: from, amountMinor: -paidMinor },
            { accountId: to, amountMinor: paidMinor },
          ],
        );
        this.d.repo.setSettlementTransaction(id, txId);
      }
      const row = this.d.repo.findSettlementById(id);
      if (!row) throw new AppError('INTERNAL', 'Settlement vanished', { statusCode: 500 });
      return { row, created: true };
    })();
  }

  /**
   * Settles the last completed period of every contract in force at its end (the scheduler's
   * tick, and its catch-up on start).
   * @param atMs the current time (epoch ms).
   * @returns the settlements created by this call.
   */
  settleDue(atMs = this.d.now()): SettlementRow[] {
    const created: SettlementRow[] = [];
    const tz = this.timeZone;
    const kinds = new Set(this.d.brand.current().agent.kinds);
    for (const kind of PERIOD_KINDS) {
      const period = lastCompletedPeriod(kind, atMs, tz);
      for (const contract of this.d.repo.inForce(period.endMs)) {
        if (!kinds.has(contract.kind)) continue;
        if (periodKindOf(JSON.parse(contract.terms) as ContractTerms) !== kind) continue;
        const r = this.settle(contract, period, atMs);
        if (r.created) created.push(r.row);
      }
    }
    return created;
  }

  /**
   * `POST /dev/agent/settle` (development only): settles now every contract of `kind` in force for
   * `periodKey` (omitted: each contract's current, not yet ended period — bets placed a second ago
   * count). A dividend contract whose period kind differs from the key's is skipped.
   * @throws AppError 400 `VALIDATION` for a key that is not a period key.
   */
  settleNow(body: DevSettleBody): DevSettleValue {
    const now = this.d.now();
    const tz = this.timeZone;
    let fixed: (Period & { kind: PeriodKind }) | null = null;
    if (body.periodKey !== undefined) {
      fixed = parsePeriodKey(body.periodKey, tz);
      if (!fixed) throw invalid('body/periodKey', 'is not a period key');
    }
    const at = fixed ? Math.min(fixed.endMs, now) : now;
    const rows: SettlementRow[] = [];
    for (const contract of this.d.repo.inForce(at, body.kind)) {
      const kind = periodKindOf(JSON.parse(contract.terms) as ContractTerms);
      if (fixed && fixed.kind !== kind) continue;
      rows.push(this.settle(contract, fixed ?? periodOf(kind, now, tz), now).row);
    }
    return { settlements: rows.map((r) => this.toSettlement(r)) };
  }

  /** The wire shape of a settlement (major units, ISO times). */
  toSettlement(r: SettlementRow): Settlement {
    const major = (minor: number) => this.d.wallet.toMajor(minor);
    const lines = JSON.parse(r.lines) as DividendLineResult[];
    return {
      id: r.id,
      contractId: r.contract_id,
      kind: r.kind,
      periodKey: r.period_key,
      periodStart: new Date(r.period_start).toISOString(),
      periodEnd: new Date(r.period_end).toISOString(),
      downline: r.downline_username,
      upline: r.upline_username,
      teamValidBet: major(r.team_valid_bet_minor),
      activeMembers: r.active_members,
      profitLoss: major(r.profit_loss_minor),
      tierIndex: r.tier_index,
      rate: r.rate,
      amount: major(r.amount_minor),
      paid: major(r.paid_minor),
      status: r.status,
      payer: r.payer,
      settledAt: iso(r.settled_at) ?? '',
      lines: lines.map((l) => ({
        gameKind: l.gameKind,
        validBet: major(l.validBetMinor),
        netLoss: major(l.netLossMinor),
        activeMembers: l.activeMembers,
        rate: l.rate,
        met: l.met,
        amount: major(l.amountMinor),
      })),
    };
  }

  /**
   * `GET /wps/agent/settlements`: settlements where the caller is the contract's downline or
   * upline, newest period first, with totals. `from`/`to` are brand-time-zone days on the period
   * start (inclusive, ≤ 92 days apart).
   * @throws AppError 403 `NOT_AGENT`; 400 `VALIDATION` for a bad range.
   */
  list(userId: number, q: SettlementsQuery): SettlementsPage {
    this.d.access.agent(userId);
    const tz = this.timeZone;
    const day = (value: string | undefined, field: string): Period | undefined => {
      if (value === undefined) return undefined;
      const p = parsePeriodKey(value, tz);
      if (!p || p.kind !== 'day') throw invalid(field, 'is not a date');
      return p;
    };
    const from = day(q.from, 'querystring/from');
    const to = day(q.to, 'querystring/to');
    if (from && to) {
      if (to.startMs < from.startMs) throw invalid('querystring/to', 'is before querystring/from');
      if (to.startMs - from.startMs > MAX_RANGE_DAYS * 86_400_000)
        throw invalid('querystring/to', `is more than ${MAX_RANGE_DAYS} days after querystring/from`);
    }
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const r = this.d.repo.listSettlements(
      { userId, kind: q.kind, fromMs: from?.startMs, toMs: to?.endMs, contractId: q.contractId },
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    return {
      ...toPage(
        r.rows.map((row) => this.toSettlement(row)),
        pageNo,
        pageSize,
        r.total,
      ),
      totals: { amount: this.d.wallet.toMajor(r.amountMinor), paid: this.d.wallet.toMajor(r.paidMinor) },
    };
  }

  /**
   * `GET /wps/agent/settlements/:id/bets`: the bets a settlement counted (the team's bets of the
   * period with an id ≤ the last bet id it saw, stakes ≥ the real-time minimum), newest first.
   * @throws AppError 403 `NOT_AGENT`; 404 `NOT_FOUND` when the caller is neither side of its contract.
   */
  bets(userId: number, settlementId: number, q: SettlementBetsQuery): SettlementBetsPage {
    this.d.access.agent(userId);
    const s = this.d.repo.findSettlementById(settlementId);
    if (!s || (s.downline_id !== userId && s.upline_id !== userId))
      throw new AppError('NOT_FOUND', 'No such settlement', { statusCode: 404 });
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = this.d.repo.windowBets(
      {
        rootId: s.downline_id,
        startMs: s.period_start,
        endMs: s.period_end,
        minStakeMinor: s.min_stake_minor,
        maxBetId: s.last_bet_id,
      },
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    return toPage(
      rows.map((b) => ({
        betId: String(b.id),
        username: b.username,
        gameName: b.game,
        vendor: b.vendor,
        stake: this.d.wallet.toMajor(b.stake_minor),
        payout: this.d.wallet.toMajor(b.payout_minor),
        createdAt: new Date(b.created_at).toISOString(),
      })),
      pageNo,
      pageSize,
      total,
    );
  }
}

/** Margin after a boundary before the tick runs, ms (a timer may fire a little early). */
const TICK_MARGIN_MS = 250;

/**
 * Settles at every period boundary of the brand time zone (docs/contract-agent.md "Scheduler").
 * Every boundary of every period kind is a five-minute boundary of the local clock, so one timer
 * armed for the next five-minute boundary suffices; each tick settles the last completed period of
 * every kind ({@link SettlementService.settleDue}, idempotent). `start()` first catches up the
 * last completed periods.
 */
export class SettlementScheduler implements Scheduler {
  private handle: unknown = null;
  private running = false;

  constructor(
    private readonly settlement: SettlementService,
    private readonly clock: SchedulerClock,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Catches up, then arms the timer. Calling it twice does nothing more. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.tick();
  }

  /** Disarms the timer (app close). */
  stop(): void {
    this.running = false;
    if (this.handle !== null) this.clock.clearTimeout(this.handle);
    this.handle = null;
  }

  /** Whether a timer is armed. */
  get armed(): boolean {
    return this.handle !== null;
  }

  private tick(): void {
    this.handle = null;
    if (!this.running) return;
    const now = this.clock.now();
    try {
      const created = this.settlement.settleDue(now);
      if (created.length > 0) this.log?.info({ settlements: created.length }, 'contract periods settled');
    } catch (error) {
      this.log?.error({ err: error }, 'settling contract periods failed; retrying at the next boundary');
    }
    const boundary = periodOf('fiveMinutes', now, this.settlement.timeZone).endMs;
    this.handle = this.clock.setTimeout(() => this.tick(), boundary - now + TICK_MARGIN_MS);
  }
}
