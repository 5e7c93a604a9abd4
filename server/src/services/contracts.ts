import type { Database } from 'better-sqlite3';
import { AGENT_TYPES } from '../../../core/layout/site-context.ts';
import { lastCompletedPeriod, periodKindOf, periodOf } from '../../../core/contracts/periods.ts';
import { brandLimits, exceedsRate, NO_RATES, ratesOf } from '../../../core/contracts/rates.ts';
import { nextTierProgress } from '../../../core/contracts/settle.ts';
import { termsProblem } from '../../../core/contracts/terms.ts';
import type {
  Consolidated,
  Contract,
  ContractAccepted,
  ContractAction,
  ContractActionResult,
  ContractHistory,
  ContractKind,
  ContractPreview,
  ContractPreviewBody,
  ContractRates,
  ContractsQuery,
  ContractsView,
  ContractTerms,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { ContractRow, ContractsRepository } from '../repositories/contracts.ts';
import type { UserRow, UsersRepository } from '../repositories/users.ts';
import type { AgentAccess } from './agent-access.ts';
import { iso } from './paging.ts';
import type { SettlementService } from './settlement.ts';
import type { WalletService } from './wallet.ts';

const notFound = (): AppError => new AppError('NOT_FOUND', 'No such contract', { statusCode: 404 });
const closed = (): AppError =>
  new AppError('CONTRACT_CLOSED', 'This contract is no longer offered or in force', { statusCode: 409 });
const stale = (): AppError =>
  new AppError('STALE_OFFER', 'The offer changed since you saw it; look at the new one', { statusCode: 409 });

/** The consolidated flag name of each contract kind (§3 consolidated info). */
const FLAG_OF: Record<ContractKind, keyof Omit<Consolidated, 'pendingOffers'>> = {
  dailyWage: 'dailysalreqtype',
  hourlyWage: 'contracthoursalreq',
  realtimeWage: 'realtimesalreqtype',
  dividend: 'divtypereq',
};

/**
 * Agent contracts (docs/contract-agent.md "Contract terms", `ContractAction`; spec §3, §4, §6):
 * an upline offers to a direct downline agent, the downline accepts or rejects, either side
 * terminates. An offer never exceeds the upline's own rate; accepting a rate lower than one the
 * downline gives ends those contracts after the downline confirms the list. Every change is one
 * SQLite transaction with its history row.
 */
export class ContractService {
  constructor(
    private readonly d: {
      db: Database;
      repo: ContractsRepository;
      users: UsersRepository;
      access: AgentAccess;
      settlement: SettlementService;
      wallet: WalletService;
      brand: BrandStore;
      now: () => number;
    },
  ) {}

  /** The wire shape of a contract. */
  toContract(r: ContractRow): Contract {
    return {
      id: r.id,
      version: r.version,
      kind: r.kind,
      terms: JSON.parse(r.terms) as ContractTerms,
      status: r.status,
      upline: { userId: r.upline_id, username: r.upline_username },
      downline: { userId: r.downline_id, username: r.downline_username },
      offeredAt: new Date(r.offered_at).toISOString(),
      decidedAt: iso(r.decided_at),
      endedAt: iso(r.ended_at),
      endReason: r.end_reason,
    };
  }

  /**
   * What `agent` may offer at most for `kind`: the brand's `agent.maxRates` for a top-level agent
   * (no upline, or an upline that is not an agent), else the rates of its own accepted contract of
   * that kind (none: nothing).
   */
  limits(agent: UserRow, kind: ContractKind): ContractRates {
    const parent = agent.parent_id === null ? undefined : this.d.users.findById(agent.parent_id);
    if (!parent || !AGENT_TYPES.includes(parent.is_agent))
      return brandLimits(this.d.brand.current().agent.maxRates);
    const own = this.d.repo.findAccepted(agent.id, kind);
    return own ? ratesOf(JSON.parse(own.terms) as ContractTerms) : { ...NO_RATES, dividend: {} };
  }

  /**
   * `GET /wps/agent/contracts`: the caller's accepted contract of `kind` and pending offers to it
   * (role downline), the contracts it gave (role upline), and its limits.
   * @throws AppError 403 `NOT_AGENT`.
   */
  view(userId: number, q: ContractsQuery): ContractsView {
    const agent = this.d.access.agent(userId);
    const asDownline = q.role !== 'upline';
    const asUpline = q.role !== 'downline';
    const own = asDownline ? this.d.repo.findAccepted(userId, q.kind) : undefined;
    return {
      own: own ? this.toContract(own) : null,
      offered: asDownline ? this.d.repo.offeredTo(userId, q.kind).map((r) => this.toContract(r)) : [],
      given: asUpline ? this.d.repo.givenBy(userId, q.kind).map((r) => this.toContract(r)) : [],
      limits: this.limits(agent, q.kind),
    };
  }

  /** A contract the caller is a side of (of `kind` when given), else 404 (no leak). */
  private ownContract(userId: number, contractId: number, kind?: ContractKind): ContractRow {
    const c = this.d.repo.find(contractId);
    if (!c || (c.upline_id !== userId && c.downline_id !== userId) || (kind && c.kind !== kind))
      throw notFound();
    return c;
  }

  /**
   * `GET /wps/agent/contracts/:id/history`, oldest first.
   * @throws AppError 403 `NOT_AGENT`; 404 `NOT_FOUND` when the caller is neither side.
   */
  history(userId: number, contractId: number): ContractHistory {
    this.d.access.agent(userId);
    this.ownContract(userId, contractId);
    return {
      list: this.d.repo.history(contractId).map((h) => ({
        action: h.action,
        by: h.by_username ?? 'system',
        at: new Date(h.at).toISOString(),
        note: h.note,
      })),
    };
  }

  private checkTerms(terms: ContractTerms, kind: ContractKind, field: string): void {
    const problem = termsProblem(terms, kind, this.d.brand.current().site.currency.minorUnits);
    if (problem) throw invalid(`${field}/${problem.field}`, problem.message);
  }

  /**
   * The four relay contract calls (MCS2_processDailySalContract → dailyWage,
   * MCS2_processContractHourSalary → hourlyWage, MCSFE_processRealTimeSalaryContract →
   * realtimeWage, MCS2_processDividendReq → dividend).
   *
   * @throws AppError 403 `NOT_AGENT` (caller, or an offer to a downline that is not an agent:
   *   HTTP 200), 404 `NOT_FOUND`, 400 `VALIDATION`, `FEATURE_DISABLED` (kind off in agent.json),
   *   `RATE_ABOVE_UPLINE`, 409 `STALE_OFFER` / `LOWER_RATE_CONFIRM` (value `{ ends }`) /
   *   `CONTRACT_CLOSED`.
   */
  act(userId: number, kind: ContractKind, action: ContractAction): ContractActionResult {
    const agent = this.d.access.agent(userId);
    if (!this.d.brand.current().agent.kinds.includes(kind))
      throw fail('FEATURE_DISABLED', 'This kind of contract is not offered by this site');
    switch (action.action) {
      case 'offer':
        this.checkTerms(action.terms, kind, 'body/terms');
        return this.d.wallet.once(userId, action.requestId, `contractOffer:${kind}`, () =>
          this.offer(agent, kind, action.downlineId, action.terms),
        );
      case 'accept':
        return this.accept(userId, kind, action.contractId, action.version, action.confirmLowerRate === true);
      case 'reject':
        return this.reject(userId, kind, action.contractId, action.version);
      case 'terminate':
        return this.terminate(userId, kind, action.contractId);
    }
  }

  private offer(agent: UserRow, kind: ContractKind, downlineId: number, terms: ContractTerms): Contract {
    const { user: downline } = this.d.access.downline(agent.id, downlineId, 1);
    if (!AGENT_TYPES.includes(downline.is_agent))
      throw fail('NOT_AGENT', 'A contract can only be offered to a downline that is an agent');
    if (exceedsRate(terms, this.limits(agent, kind)))
      throw fail('RATE_ABOVE_UPLINE', 'The offer is above your own rate');
    const now = this.d.now();
    const previous = this.d.repo.findOffered(downline.id, kind);
    if (previous) {
      this.d.repo.update(previous.id, { status: 'superseded', endedAt: now });
      this.d.repo.addHistory(previous.id, 'superseded', agent.id, now, 'replaced by a new offer');
    }
    const id = this.d.repo.insertContract({
      version: this.d.repo.lastVersion(agent.id, downline.id, kind) + 1,
      kind,
      terms: JSON.stringify(terms),
      uplineId: agent.id,
      downlineId: downline.id,
      offeredAt: now,
    });
    this.d.repo.addHistory(id, 'offered', agent.id, now, previous ? `replaces offer ${previous.id}` : null);
    return this.toContract(this.mustFind(id));
  }

  private mustFind(id: number): ContractRow {
    const c = this.d.repo.find(id);
    if (!c) throw notFound();
    return c;
  }

  /** An offer to `userId` that is still the one to decide on (else 404 / 409). */
  private pendingOffer(userId: number, kind: ContractKind, contractId: number, version: number): ContractRow {
    const c = this.ownContract(userId, contractId, kind);
    if (c.downline_id !== userId) throw notFound();
    if (c.status === 'superseded' || c.version !== version) throw stale();
    if (c.status !== 'offered') throw closed();
    return c;
  }

  private accept(
    userId: number,
    kind: ContractKind,
    contractId: number,
    version: number,
    confirmLowerRate: boolean,
  ): ContractAccepted {
    return this.d.db.transaction((): ContractAccepted => {
      const c = this.pendingOffer(userId, kind, contractId, version);
      const terms = JSON.parse(c.terms) as ContractTerms;
      const ends = this.d.repo
        .givenBy(userId, kind, ['accepted', 'offered'])
        .filter((g) => exceedsRate(JSON.parse(g.terms) as ContractTerms, terms));
      if (ends.length > 0 && !confirmLowerRate)
        throw new AppError(
          'LOWER_RATE_CONFIRM',
          `Accepting ends ${ends.length} contract(s) you give at a higher rate`,
          { statusCode: 409, value: { ends: ends.map((e) => this.toContract(e)) } },
        );
      const now = this.d.now();
      for (const e of ends) {
        this.d.repo.update(e.id, { status: 'terminated', endedAt: now, endReason: 'lowerRate' });
        this.d.repo.addHistory(e.id, 'terminatedByLowerRate', null, now, `upline accepted contract ${c.id}`);
      }
      const old = this.d.repo.findAccepted(userId, kind);
      if (old) {
        this.d.repo.update(old.id, { status: 'terminated', endedAt: now, endReason: 'replaced' });
        this.d.repo.addHistory(old.id, 'terminated', null, now, `replaced by contract ${c.id}`);
      }
      this.d.repo.update(c.id, { status: 'accepted', decidedAt: now, acceptedAt: now });
      this.d.repo.addHistory(c.id, 'accepted', userId, now);
      return {
        contract: this.toContract(this.mustFind(c.id)),
        ended: ends.map((e) => this.toContract(this.mustFind(e.id))),
      };
    })();
  }

  private reject(userId: number, kind: ContractKind, contractId: number, version: number): Contract {
    return this.d.db.transaction((): Contract => {
      const c = this.pendingOffer(userId, kind, contractId, version);
      const now = this.d.now();
      this.d.repo.update(c.id, { status: 'rejected', decidedAt: now });
      this.d.repo.addHistory(c.id, 'rejected', userId, now);
      return this.toContract(this.mustFind(c.id));
    })();
  }

  private terminate(userId: number, kind: ContractKind, contractId: number): Contract {
    return this.d.db.transaction((): Contract => {
      const c = this.ownContract(userId, contractId, kind);
      if (c.status !== 'offered' && c.status !== 'accepted') throw closed();
      const now = this.d.now();
      const byUpline = c.upline_id === userId;
      this.d.repo.update(c.id, {
        status: 'terminated',
        endedAt: now,
        endReason: byUpline ? 'terminatedByUpline' : 'terminatedByDownline',
      });
      this.d.repo.addHistory(
        c.id,
        'terminated',
        userId,
        now,
        c.status === 'offered' ? 'offer withdrawn' : null,
      );
      return this.toContract(this.mustFind(c.id));
    })();
  }

  /**
   * `POST /wps/agent/contracts/preview`: what `terms` would have paid the team of `downlineId`
   * (a downline of the caller, any level) or of the caller itself for the last completed period,
   * and the current period so far with the progress toward the next tier.
   * @throws AppError 403 `NOT_AGENT`, 404 `NOT_FOUND`, 400 `VALIDATION`.
   */
  preview(userId: number, body: ContractPreviewBody): ContractPreview {
    this.d.access.agent(userId);
    this.checkTerms(body.terms, body.terms.kind, 'body/terms');
    const rootId =
      body.downlineId === undefined ? userId : this.d.access.downline(userId, body.downlineId).user.id;
    const now = this.d.now();
    const tz = this.d.settlement.timeZone;
    const kind = periodKindOf(body.terms);
    const s = this.d.settlement;
    const maxBetId = Number.MAX_SAFE_INTEGER;
    const last = lastCompletedPeriod(kind, now, tz);
    const current = periodOf(kind, now, tz);
    const lo = s.outcome(body.terms, rootId, last, maxBetId, last.endMs);
    const co = s.outcome(body.terms, rootId, { startMs: current.startMs, endMs: now + 1 }, maxBetId, now);
    const major = (minor: number) => this.d.wallet.toMajor(minor);
    const next =
      body.terms.kind === 'dividend'
        ? null
        : nextTierProgress(
            body.terms,
            {
              teamValidBetMinor: co.teamValidBetMinor,
              activeMembers: co.activeMembers,
              teamNetLossMinor: -co.profitLossMinor,
            },
            this.d.brand.current().site.currency.minorUnits,
          );
    return {
      lastPeriod: {
        periodKey: last.key,
        teamValidBet: major(lo.teamValidBetMinor),
        activeMembers: lo.activeMembers,
        profitLoss: major(lo.profitLossMinor),
        tierIndex: lo.tierIndex,
        amount: major(lo.amountMinor),
      },
      current: {
        periodKey: current.key,
        teamValidBet: major(co.teamValidBetMinor),
        activeMembers: co.activeMembers,
        profitLoss: major(co.profitLossMinor),
        tierIndex: co.tierIndex,
        amount: major(co.amountMinor),
        nextTier: next && {
          index: next.index,
          needValidBet: major(next.needValidBetMinor),
          needActiveMembers: next.needActiveMembers,
        },
      },
    };
  }

  /**
   * `GET /wps/member/info/funds/consolidated` (§3): per kind, 1 when the brand offers it and the
   * member is an agent or holds a contract of it; the pending offers to the member.
   */
  consolidated(userId: number): Consolidated {
    const user = this.d.users.findById(userId);
    if (!user) throw new AppError('UNAUTHORIZED', 'Please log in', { statusCode: 401 });
    const enabled = new Set(this.d.brand.current().agent.kinds);
    const held = new Set(this.d.repo.acceptedKinds(userId));
    const isAgent = AGENT_TYPES.includes(user.is_agent);
    const flag = (kind: ContractKind): 0 | 1 => (enabled.has(kind) && (isAgent || held.has(kind)) ? 1 : 0);
    const value: Consolidated = {
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      pendingOffers: this.d.repo
        .offeredTo(userId)
        .filter((r) => enabled.has(r.kind))
        .map((r) => this.toContract(r)),
    };
    for (const kind of Object.keys(FLAG_OF) as ContractKind[]) value[FLAG_OF[kind]] = flag(kind);
    return value;
  }
}
