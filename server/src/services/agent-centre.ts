import { randomInt } from 'node:crypto';
import type {
  AgentAnnouncementsPage,
  AgentAnnouncementsQuery,
  Downline,
  DownlineDetail,
  DownlineProfitLossPage,
  DownlineProfitLossQuery,
  DownlineProfitLossRow,
  DownlinesPage,
  DownlinesQuery,
  DownlineTransactionsPage,
  DownlineTransactionsQuery,
  Income,
  IncomeQuery,
  IncomeRow,
  InviteLinks,
  MainBalanceValue,
  RegisterDownlineBody,
  RegisterDownlineValue,
  TeamBetsPage,
  TeamBetsQuery,
  TeamOverview,
  TeamOverviewQuery,
  TransferDownlineBody,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import {
  BELOW,
  DIRECT,
  WITH_SELF,
  type AgentCentreRepository,
  type BetSums,
  type DownlineRow,
  type TeamBetFilter,
} from '../repositories/agent-centre.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { UserRow } from '../repositories/users.ts';
import {
  addDays,
  brandTimeZone,
  dayOf,
  daysToInstants,
  quickRange,
  reportRange,
} from './agent-centre-dates.ts';
import type { AgentAccess } from './agent-access.ts';
import type { CashierAccess } from './cashier-access.ts';
import { pageOffset, toPage } from './paging.ts';
import type { RegistrationService } from './registration.ts';
import type { WalletService } from './wallet.ts';

/** Above this many matching bets, a team-bet page is read by time instead of member by member. */
const BY_TIME_FROM = 20_000;
/** Days of a downline's detail figures ("last 30 days", today included). */
const DETAIL_DAYS = 30;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const NO_BETS: BetSums = { bets: 0, stake: 0, payout: 0 };

export interface AgentCentreDeps {
  repo: AgentCentreRepository;
  /** Agents only, own downlines only (403 NOT_AGENT, 404 NOT_FOUND). */
  access: AgentAccess;
  /** Who may move money, and the payment password with the shared lockout. */
  cashier: CashierAccess;
  ledger: LedgerRepository;
  wallet: WalletService;
  registration: RegistrationService;
  brand: BrandStore;
  now: () => number;
}

/**
 * The agent centre's reports and actions (docs/contract-agent.md; spec §2 Agent centre, §6 agent
 * rules): notices, team overview, downlines and their detail, transfer to and registration of a
 * direct downline, invitation links, team bets, profit/loss and ledger movements per downline, and
 * the agent's income. Days, weeks and months are the brand time zone's
 * ({@link brandTimeZone}); amounts are major units on the wire, integer minor units inside.
 * Every call refuses a member who is not an agent (403 `NOT_AGENT`) and answers an id outside
 * the caller's team like one that does not exist (404 `NOT_FOUND`).
 */
export class AgentCentreService {
  constructor(private readonly d: AgentCentreDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  /** The brand time zone every agent-centre day is read in ({@link brandTimeZone}). */
  get timeZone(): string {
    return brandTimeZone(this.d.brand);
  }

  /**
   * `GET /wps/agent/announcements`: the brand's notices for agents (announcements.json `agent`),
   * newest first. Player calls never show them.
   * @throws AppError 403 `NOT_AGENT`.
   */
  announcements(userId: number, q: AgentAnnouncementsQuery): AgentAnnouncementsPage {
    this.d.access.agent(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const all = [...(this.d.brand.current().announcements.agent ?? [])].sort(
      (a, b) => Date.parse(b.date) - Date.parse(a.date) || b.id - a.id,
    );
    const offset = pageOffset(pageNo, pageSize);
    const list = all.slice(offset, offset + pageSize).map((n) => ({
      id: n.id,
      title: n.title,
      content: n.content,
      createdAt: new Date(n.date).toISOString(),
    }));
    return toPage(list, pageNo, pageSize, all.length);
  }

  /**
   * `GET /wps/agent/teamOverview`: the figures of a quick range (brand days, weeks from Monday) for
   * the direct downlines or the whole team below the caller. Active member here = at least one
   * bet in the range; deposits = approved deposits (by decision time); withdrawals = requested and
   * not rejected.
   * @throws AppError 403 `NOT_AGENT`.
   */
  teamOverview(userId: number, q: TeamOverviewQuery): TeamOverview {
    const agent = this.d.access.agent(userId);
    const tz = this.timeZone;
    const { from, to } = quickRange(q.range, this.d.now(), tz);
    const { start, end } = daysToInstants(from, to, tz);
    const depths = q.scope === 'direct' ? DIRECT : BELOW;
    const sums = this.d.repo.teamBetSums(agent.id, q.scope === 'direct', { start, end });
    const cash = this.d.repo.cashflow(agent.id, depths, start, end);
    return {
      range: q.range,
      scope: q.scope,
      from,
      to,
      teamSize: this.d.repo.teamSize(agent.id, depths),
      newMembers: this.d.repo.newMembers(agent.id, depths, start, end),
      activeMembers: this.d.repo.activeMembers(agent.id, depths, start, end),
      deposits: this.major(cash.deposits),
      withdrawals: this.major(cash.withdrawals),
      bets: sums.bets,
      validBet: this.major(sums.stake),
      profitLoss: this.major(sums.payout - sums.stake),
    };
  }

  private downlineView(row: DownlineRow, contracts: { kind: string; status: string }[]): Downline {
    return {
      userId: row.id,
      username: row.username,
      nickname: row.nickname,
      level: row.depth,
      isAgent: row.is_agent !== 0,
      balance: this.major(row.balance),
      lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at).toISOString(),
      registeredAt: new Date(row.created_at).toISOString(),
      status: row.excluded === 1 ? 'excluded' : 'active',
      parentUsername: row.parent_username,
      contracts: contracts as Downline['contracts'],
    };
  }

  /**
   * `GET /wps/agent/downlines`: every member below the caller (by level, newest registration
   * first), filtered by username (contains), level and status (`excluded` = a time-out or
   * self-exclusion in force).
   * @throws AppError 403 `NOT_AGENT`.
   */
  downlines(userId: number, q: DownlinesQuery): DownlinesPage {
    const agent = this.d.access.agent(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const page = this.d.repo.downlinePage(
      agent.id,
      { level: q.level, search: q.search?.trim() || undefined, status: q.status },
      this.d.now(),
      pageSize,
      pageOffset(pageNo, pageSize),
    );
    const contracts = this.d.repo.contractsOf(page.rows.map((r) => r.id));
    const list = page.rows.map((r) => this.downlineView(r, contracts.get(r.id) ?? []));
    return toPage(list, pageNo, pageSize, page.total);
  }

  /**
   * `GET /wps/agent/downlines/:userId`: one member below the caller (any level) and its team's
   * figures (the member and everyone below it) over the last {@link DETAIL_DAYS} brand days,
   * today included.
   * @throws AppError 403 `NOT_AGENT` | 404 `NOT_FOUND` (not below the caller, or no such member).
   */
  downline(userId: number, downlineId: number): DownlineDetail {
    const agent = this.d.access.agent(userId);
    this.d.access.downline(agent.id, downlineId, 'any');
    const row = this.d.repo.downlinePage(agent.id, { userId: downlineId }, this.d.now(), 1, 0).rows[0];
    if (!row) throw new Error('a downline vanished between two reads');
    const tz = this.timeZone;
    const today = dayOf(this.d.now(), tz);
    const { start, end } = daysToInstants(addDays(today, 1 - DETAIL_DAYS), today, tz);
    const below = this.d.repo.teamBetSums(downlineId, false, { start, end });
    const own = this.d.repo.rawBetSums(downlineId, { min: 0, max: 0 }, { start, end });
    const cash = this.d.repo.cashflow(downlineId, WITH_SELF, start, end);
    const stake = below.stake + own.stake;
    const payout = below.payout + own.payout;
    return {
      ...this.downlineView(row, this.d.repo.contractsOf([row.id]).get(row.id) ?? []),
      teamSize: this.d.repo.teamSize(downlineId, WITH_SELF),
      deposits: this.major(cash.deposits),
      withdrawals: this.major(cash.withdrawals),
      validBet: this.major(stake),
      profitLoss: this.major(payout - stake),
    };
  }

  /**
   * `POST /wps/agent/transferDownline` (§6 "uplines transfer to downlines"): `amount` from the
   * caller's MAIN (game wallets recalled to it first) to the MAIN of a DIRECT downline, payment
   * password required (shared lockout),
   * one ledger transaction of kind `downlineTransfer`, idempotent by requestId (a repeat returns
   * the first answer and moves nothing).
   * @returns the caller's MAIN afterwards, major units.
   * @throws AppError 403 `NOT_AGENT` | 404 `NOT_FOUND` (not a direct downline) | 400 `VALIDATION` |
   *   `PAYMENT_PASSWORD_NOT_SET` | 429 `PAYMENT_PASSWORD_LOCKED` | `BAD_PAYMENT_PASSWORD` |
   *   `INSUFFICIENT_BALANCE` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED` | 403 `PASSWORD_CHANGE_REQUIRED`.
   */
  async transferDownline(userId: number, body: TransferDownlineBody): Promise<MainBalanceValue> {
    const agent = this.d.access.agent(userId);
    this.d.cashier.member(userId);
    const amount = this.d.wallet.amountToMinor(body.amount, 'body/amount');
    const { user: downline } = this.d.access.downline(agent.id, body.userId, 1);
    await this.d.cashier.checkPaymentPassword(agent, body.paymentPassword);
    return this.d.wallet.once(userId, body.requestId, 'transferDownline', () => {
      // What sits in the agent's game wallets is theirs to give: it comes back to MAIN first, in this
      // transaction (a refused transfer rolls the recall back; docs/contract-wallet.md "Money never strands").
      this.d.wallet.recallWithin(userId, `recall:${userId}:downline-${body.requestId}`);
      const available = this.d.wallet.balanceMinor(userId);
      if (amount > available)
        throw fail(
          'INSUFFICIENT_BALANCE',
          `Insufficient balance: main wallet holds ${this.major(available)}`,
        );
      const now = this.d.now();
      const currency = this.d.cashier.currency;
      const label = `${agent.username} → ${downline.username}`;
      this.d.ledger.insertTransaction(
        {
          kind: 'downlineTransfer',
          idempotencyKey: `downline:${userId}:${body.requestId}`,
          memo: label,
          reference: label,
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor: -amount },
          { accountId: this.d.ledger.memberAccountId(downline.id, currency, now), amountMinor: amount },
        ],
      );
      return { main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }

  /** The agent's affiliate code, created on first use (8 characters, no look-alikes). */
  private affiliateCode(agent: UserRow): string {
    if (agent.affiliate_code) return agent.affiliate_code;
    for (;;) {
      const code = Array.from({ length: 8 }, () =>
        CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
      ).join('');
      if (this.d.repo.setAffiliateCode(agent.id, code)) {
        const stored = this.d.access.agent(agent.id).affiliate_code;
        if (stored) return stored;
      }
    }
  }

  /**
   * `POST /wps/agent/registerDownline`: a new direct downline of the caller, checked with the
   * brand's registration rules (no captcha, SMS code or affiliate code; `referred_by` = the
   * caller's affiliate code).
   * @throws AppError 403 `NOT_AGENT` | `VALIDATION` | `USERNAME_TAKEN` | `MOBILE_TAKEN`.
   */
  async registerDownline(userId: number, body: RegisterDownlineBody): Promise<RegisterDownlineValue> {
    const agent = this.d.access.agent(userId);
    return this.d.registration.registerDownline(
      { id: agent.id, affiliateCode: this.affiliateCode(agent) },
      body,
    );
  }

  /**
   * `GET /wps/agent/inviteLinks`: the caller's affiliate code and one registration link per brand
   * domain (`https://<domain>/register?affiliateCode=<code>`).
   * @throws AppError 403 `NOT_AGENT`.
   */
  inviteLinks(userId: number): InviteLinks {
    const agent = this.d.access.agent(userId);
    const code = this.affiliateCode(agent);
    return {
      affiliateCode: code,
      links: this.d.brand.current().site.domains.map((domain) => ({
        domain,
        url: `https://${domain}/register?affiliateCode=${encodeURIComponent(code)}`,
      })),
    };
  }

  /** The member filter of a report: undefined = everyone; else the ids whose username contains it. */
  private matching(agentId: number, username: string | undefined): number[] | undefined {
    const text = username?.trim();
    if (!text) return undefined;
    return this.d.repo.membersMatching(agentId, text).map((m) => m.id);
  }

  /**
   * `GET /wps/agent/teamBets`: bets of the whole team below the caller in `from`…`to` (brand
   * days), newest first, optionally of members whose username contains `username` and of one
   * vendor; `totals` over every matching bet.
   * @throws AppError 403 `NOT_AGENT` | 400 `VALIDATION` (range).
   */
  teamBets(userId: number, q: TeamBetsQuery): TeamBetsPage {
    const agent = this.d.access.agent(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const r = reportRange(q.from, q.to, this.timeZone);
    const userIds = this.matching(agent.id, q.username);
    const f: TeamBetFilter = { start: r.start, end: r.end, vendor: q.vendor?.trim() || undefined, userIds };
    const sums = userIds?.length === 0 ? NO_BETS : this.d.repo.teamBetSums(agent.id, false, f);
    const offset = pageOffset(pageNo, pageSize);
    const rows =
      offset >= sums.bets
        ? []
        : this.d.repo.teamBetPage(
            agent.id,
            f,
            pageSize,
            offset,
            userIds === undefined && sums.bets > BY_TIME_FROM,
          );
    const list = rows.map((b) => ({
      betId: b.id,
      username: b.username,
      level: b.depth,
      vendor: b.vendor,
      gameName: b.game_name,
      stake: this.major(b.stake_minor),
      payout: this.major(b.payout_minor),
      profitLoss: this.major(b.payout_minor - b.stake_minor),
      createdAt: new Date(b.created_at).toISOString(),
    }));
    return {
      ...toPage(list, pageNo, pageSize, sums.bets),
      totals: {
        stake: this.major(sums.stake),
        payout: this.major(sums.payout),
        profitLoss: this.major(sums.payout - sums.stake),
        count: sums.bets,
      },
    };
  }

  /**
   * `GET /wps/agent/downlineProfitLoss`: one row per member below the caller with activity in the
   * range (bets, approved deposits or withdrawals not rejected), its own figures; largest valid bet
   * first, then by username; `totals` over every row.
   * @throws AppError 403 `NOT_AGENT` | 400 `VALIDATION` (range).
   */
  downlineProfitLoss(userId: number, q: DownlineProfitLossQuery): DownlineProfitLossPage {
    const agent = this.d.access.agent(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const r = reportRange(q.from, q.to, this.timeZone);
    const userIds = this.matching(agent.id, q.username);
    const rows = userIds?.length === 0 ? [] : this.d.repo.profitLossRows(agent.id, r.start, r.end, userIds);
    rows.sort((a, b) => b.stake - a.stake || a.username.localeCompare(b.username));
    const t = { bets: 0, stake: 0, payout: 0, deposits: 0, withdrawals: 0 };
    for (const row of rows) {
      t.bets += row.bets;
      t.stake += row.stake;
      t.payout += row.payout;
      t.deposits += row.deposits;
      t.withdrawals += row.withdrawals;
    }
    const offset = pageOffset(pageNo, pageSize);
    const list: DownlineProfitLossRow[] = rows.slice(offset, offset + pageSize).map((row) => ({
      userId: row.user_id,
      username: row.username,
      level: row.depth,
      bets: row.bets,
      validBet: this.major(row.stake),
      payout: this.major(row.payout),
      profitLoss: this.major(row.payout - row.stake),
      deposits: this.major(row.deposits),
      withdrawals: this.major(row.withdrawals),
    }));
    return {
      ...toPage(list, pageNo, pageSize, rows.length),
      totals: {
        bets: t.bets,
        validBet: this.major(t.stake),
        payout: this.major(t.payout),
        profitLoss: this.major(t.payout - t.stake),
        deposits: this.major(t.deposits),
        withdrawals: this.major(t.withdrawals),
      },
    };
  }

  /**
   * `GET /wps/agent/downlineTransactions`: MAIN-wallet ledger movements of the team below the
   * caller in the range, newest first, signed, with the balance after each; `kind` as the member
   * sees it (deposit, withdraw, bet, payout, transferIn/Out, upline, downlineTransfer, rebate,
   * bonus, agentWage, agentDividend, …; a transfer from the upline reads `upline` on the
   * receiving side); reference = the order id or the transfer's `from → to`, else `TX<id>`.
   * @throws AppError 403 `NOT_AGENT` | 400 `VALIDATION` (range).
   */
  downlineTransactions(userId: number, q: DownlineTransactionsQuery): DownlineTransactionsPage {
    const agent = this.d.access.agent(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const r = reportRange(q.from, q.to, this.timeZone);
    const userIds = this.matching(agent.id, q.username);
    const page =
      userIds?.length === 0
        ? { rows: [], total: 0, in: 0, out: 0 }
        : this.d.repo.movementPage(
            agent.id,
            { start: r.start, end: r.end, userIds, kind: q.kind?.trim() || undefined },
            pageSize,
            pageOffset(pageNo, pageSize),
          );
    const list = page.rows.map((m) => ({
      entryId: m.entry_id,
      username: m.username,
      level: m.depth,
      kind: m.kind,
      amount: this.major(m.amount_minor),
      balanceAfter: this.major(this.d.repo.balanceAfter(m.account_id, m.entry_id)),
      reference: m.reference || `TX${m.transaction_id}`,
      createdAt: new Date(m.created_at).toISOString(),
    }));
    return {
      ...toPage(list, pageNo, pageSize, page.total),
      totals: { in: this.major(page.in), out: this.major(page.out), net: this.major(page.in + page.out) },
    };
  }

  /**
   * `GET /wps/agent/income`: what the caller received per brand day of the range — wages (ledger
   * kind `agentWage`), dividends (`agentDividend`) and rebates (`rebate`) credited to its MAIN —
   * one row per day with income, oldest first, and the totals.
   * @throws AppError 403 `NOT_AGENT` | 400 `VALIDATION` (range).
   */
  income(userId: number, q: IncomeQuery): Income {
    const agent = this.d.access.agent(userId);
    const tz = this.timeZone;
    const r = reportRange(q.from, q.to, tz);
    const days = new Map<string, { wages: number; dividends: number; rebates: number }>();
    for (const e of this.d.repo.incomeEntries(agent.id, r.start, r.end)) {
      const day = dayOf(e.created_at, tz);
      const sums = days.get(day) ?? { wages: 0, dividends: 0, rebates: 0 };
      if (e.kind === 'agentWage') sums.wages += e.amount_minor;
      else if (e.kind === 'agentDividend') sums.dividends += e.amount_minor;
      else sums.rebates += e.amount_minor;
      days.set(day, sums);
    }
    const total = { wages: 0, dividends: 0, rebates: 0 };
    const rows: IncomeRow[] = [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([period, s]) => {
        total.wages += s.wages;
        total.dividends += s.dividends;
        total.rebates += s.rebates;
        return {
          period,
          wages: this.major(s.wages),
          dividends: this.major(s.dividends),
          rebates: this.major(s.rebates),
          total: this.major(s.wages + s.dividends + s.rebates),
        };
      });
    return {
      rows,
      totals: {
        wages: this.major(total.wages),
        dividends: this.major(total.dividends),
        rebates: this.major(total.rebates),
        total: this.major(total.wages + total.dividends + total.rebates),
      },
    };
  }
}
