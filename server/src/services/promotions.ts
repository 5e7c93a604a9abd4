import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
  BrandPromotion,
  PromotionActionRaffle,
  PromotionActionRedEnvelope,
  PromotionActionRequest,
  PromotionActionValue,
  PromotionApplyRequest,
  PromotionDetail,
  PromotionList,
  PromotionProgress,
  PromotionStatus,
  PromotionSummary,
  RaffleClaimRequest,
  RaffleClaimValue,
  RaffleView,
  RedEnvelopeOpenRequest,
  RedEnvelopeOpenValue,
  RedEnvelopeView,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { ParticipationRow, PromotionsRepository } from '../repositories/promotions.ts';
import type { UsersRepository } from '../repositories/users.ts';
import { brandTimeZone, dayOf } from './agent-centre-dates.ts';
import type { CashierAccess } from './cashier-access.ts';
import { checkApplication } from './application.ts';
import {
  drawWinners,
  envelopeAmount,
  envelopeWindow,
  lastEndedRound,
  maskPlayer,
  periodOf,
  periodStatus,
  roundAt,
  roundMs,
  roundWindow,
  ticketsOf,
  type Period,
  type RandomInt,
} from './promotions-rules.ts';
import { MAIN_WALLET, type WalletService } from './wallet.ts';

/** How many drawn raffle rounds the raffle view lists, and how many missed rounds one call draws. */
export const RAFFLE_ROUNDS_SHOWN = 5;

type RaffleAction = PromotionActionRaffle;
type EnvelopeAction = PromotionActionRedEnvelope;
/** A member's status in one promotion with the progress towards its minimum or target. */
interface MemberState {
  status: PromotionStatus;
  progress: PromotionProgress | null;
  row: ParticipationRow | undefined;
}

export interface PromotionsDeps {
  db: Database;
  repo: PromotionsRepository;
  users: UsersRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  /** Trial accounts, forced password change and responsible-gaming blocks (shared with the cashier). */
  access: CashierAccess;
  brand: BrandStore;
  now: () => number;
  /** Draws and envelope amounts; `crypto.randomInt` unless a test gives one. */
  randomInt?: RandomInt;
}

/**
 * Promotions (docs/contract-promotions.md; spec §2 /promotions /promoDetail, §3 Promotion, §4
 * activity statuses, §7 `MCS2_claimRafflePromotion`): the brand's promotions with each member's
 * status, claim / join / apply, raffle rounds (tickets from valid bets, draws, prize claims) and
 * red envelopes. Every payout is one ledger transaction house → member MAIN (kind `bonus`, memo =
 * the promotion's title), inside the call's SQLite transaction, idempotent by `requestId`; none is
 * made to a trial account (`TRIAL_ACCOUNT`), a member who must change the password (403
 * `PASSWORD_CHANGE_REQUIRED`) or a member on a time-out or self-exclusion (`SELF_EXCLUDED`).
 * Amounts are minor units inside, major units in every answer.
 */
export class PromotionsService {
  private readonly randomInt: RandomInt;

  constructor(private readonly d: PromotionsDeps) {
    this.randomInt = d.randomInt ?? cryptoRandomInt;
  }

  private get promotions(): BrandPromotion[] {
    return this.d.brand.current().promotions;
  }

  /** The brand's promotions (server/brand/promotions.json), in brand order. */
  catalogue(): readonly BrandPromotion[] {
    return this.promotions;
  }

  private currency(): { currencySymbol: string; minorUnits: number } {
    const { symbol, minorUnits } = this.d.brand.current().site.currency;
    return { currencySymbol: symbol, minorUnits };
  }

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  private minor(major: number): number {
    return this.d.wallet.toMinor(major);
  }

  /**
   * The brand promotion `id`.
   * @throws AppError `NOT_FOUND`.
   */
  private find(id: number): BrandPromotion {
    const p = this.promotions.find((x) => x.id === id);
    if (!p) throw fail('NOT_FOUND', `No promotion ${id}`);
    return p;
  }

  // ---------------------------------------------------------------------------------------------
  // Statuses

  /** The first minimum of `claim` / `redEnvelope` rules not reached yet (deposits, then valid bets), or null. */
  private unmet(
    userId: number,
    period: Period,
    rule: { minDeposit?: number; minValidBet?: number },
    now: number,
  ): PromotionProgress | null {
    if (rule.minDeposit !== undefined && rule.minDeposit > 0) {
      const current = this.d.repo.depositsSince(userId, period.start);
      const target = this.minor(rule.minDeposit);
      if (current < target) return { current: this.major(current), target: rule.minDeposit };
    }
    if (rule.minValidBet !== undefined && rule.minValidBet > 0) {
      const current = this.d.repo.validBetMinor(userId, period.start, now + 1);
      const target = this.minor(rule.minValidBet);
      if (current < target) return { current: this.major(current), target: rule.minValidBet };
    }
    return null;
  }

  /** The red-envelope facts of brand-local today for a member (or a visitor: `userId` null). */
  private envelopeDay(p: BrandPromotion, a: EnvelopeAction, userId: number | null, now: number) {
    const tz = brandTimeZone(this.d.brand);
    const day = dayOf(now, tz);
    const window = envelopeWindow(a, day, tz);
    const leftMinor = Math.max(0, this.minor(a.poolPerDay) - this.d.repo.dayTotalMinor(p.id, day));
    const opens = userId === null ? [] : this.d.repo.opensOf(p.id, userId, day);
    return { day, window, leftMinor, opens };
  }

  /** §4 status of a member (docs/contract-promotions.md "Statuses"); visitors: {@link visitorStatus}. */
  private memberState(p: BrandPromotion, userId: number, now: number): MemberState {
    const period = periodOf(p);
    const row = this.d.repo.participation(userId).get(p.id);
    const a = p.action;
    const state = (status: PromotionStatus, progress: PromotionProgress | null = null): MemberState => ({
      status,
      progress,
      row,
    });
    if (a.type === 'raffle') {
      if (this.d.repo.unclaimed(p.id, userId).length > 0) return state('claim');
      const inPeriod = periodStatus(period, now);
      if (inPeriod) return state(inPeriod);
      const round = roundAt(period, roundMs(a), now);
      const mine = round ? this.d.repo.validBetMinor(userId, round.startsAt, round.endsAt) : 0;
      return state(ticketsOf(mine, this.minor(a.ticketEvery)) > 0 ? 'joined' : 'join');
    }
    if (row && (row.status === 'claimed' || row.status === 'issued' || row.status === 'applying'))
      return state(row.status);
    const inPeriod = periodStatus(period, now);
    if (inPeriod) return state(inPeriod);
    switch (a.type) {
      case 'none':
        return state('join');
      case 'claim': {
        const progress = this.unmet(userId, period, a, now);
        return progress ? state('process', progress) : state('claim');
      }
      case 'join': {
        if (row?.status !== 'joined' || row.joinedAt === null) return state('join');
        const current = this.d.repo.validBetMinor(userId, row.joinedAt, now + 1);
        return current >= this.minor(a.target)
          ? state('claim')
          : state('joined', { current: this.major(current), target: a.target });
      }
      case 'apply':
        return state(row?.status === 'rejected' ? 'rejected' : 'join');
      case 'redEnvelope': {
        const { window, leftMinor, opens } = this.envelopeDay(p, a, userId, now);
        if (now < window.startsAt) return state('coming soon');
        if (now >= window.endsAt) return state('close');
        if (opens.length >= a.opensPerDay) return state('claimed');
        const progress = this.unmet(userId, period, a, now);
        if (progress) return state('process', progress);
        return leftMinor < this.minor(a.min) ? state('close') : state('claim');
      }
    }
  }

  /** A visitor's status: the period only (`coming soon`, `close`, else `join`). */
  private visitorStatus(p: BrandPromotion, now: number): PromotionStatus {
    return periodStatus(periodOf(p), now) ?? 'join';
  }

  private stateOf(p: BrandPromotion, userId: number | null, now: number): MemberState {
    return userId === null
      ? { status: this.visitorStatus(p, now), progress: null, row: undefined }
      : this.memberState(p, userId, now);
  }

  // ---------------------------------------------------------------------------------------------
  // List and detail

  private summary(p: BrandPromotion, status: PromotionStatus): PromotionSummary {
    const { start, end } = periodOf(p);
    const a = p.action;
    const cover = p.announcementImages.find((img) => img.sequence === 1);
    return {
      id: p.id,
      title: p.title,
      category: p.category,
      summary: p.summary,
      cover: cover?.url ?? null,
      startAt: start,
      endAt: end,
      type: a.type,
      bonus: a.type === 'claim' || a.type === 'join' || a.type === 'apply' ? a.bonus : null,
      status,
    };
  }

  private detailOf(p: BrandPromotion, userId: number | null, now: number): PromotionDetail {
    const s = this.stateOf(p, userId, now);
    return {
      ...this.summary(p, s.status),
      content: p.content,
      images: [...p.announcementImages].sort((x, y) => x.sequence - y.sequence),
      rules: p.rules,
      link: p.link ?? null,
      progress: s.progress,
      remark: s.row?.remark ?? '',
      reason: s.row?.status === 'rejected' ? s.row.reason : '',
      loggedIn: userId !== null,
      ...this.currency(),
    };
  }

  /**
   * `GET /wps/relay/MCSFE_getPromotionList`: every promotion (only `category`'s when given) with
   * the caller's status, and the categories present (first-appearance order).
   */
  list(userId: number | null, category?: string): PromotionList {
    const now = this.d.now();
    const all = this.promotions;
    const categories = [...new Set(all.map((p) => p.category))];
    const list = all
      .filter((p) => category === undefined || category === '' || p.category === category)
      .map((p) => this.summary(p, this.stateOf(p, userId, now).status));
    return { categories, list, ...this.currency() };
  }

  /**
   * `GET /wps/relay/MCSFE_getPromotionDetail`: the promotion with its HTML body, images, rules and
   * the caller's status and progress.
   * @throws AppError `NOT_FOUND`.
   */
  detail(userId: number | null, id: number): PromotionDetail {
    return this.detailOf(this.find(id), userId, this.d.now());
  }

  // ---------------------------------------------------------------------------------------------
  // Claim, join, apply

  /**
   * Pays `amountMinor` house → member MAIN (ledger kind `bonus`, memo `memo`) under the unique
   * `reference` (also its idempotency key). Call inside a transaction.
   * @returns the ledger transaction id.
   * @throws AppError `ALREADY_CLAIMED` when that reference was already paid.
   */
  private pay(userId: number, amountMinor: number, reference: string, memo: string): number {
    if (this.d.ledger.transactionExists(reference))
      throw fail('ALREADY_CLAIMED', 'This bonus was already paid');
    const now = this.d.now();
    const currency = this.d.access.currency;
    return this.d.ledger.insertTransaction(
      { kind: 'bonus', idempotencyKey: reference, reference, memo, createdAt: now },
      [
        { accountId: this.d.ledger.houseAccountId(currency, now), amountMinor: -amountMinor },
        { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor },
      ],
    );
  }

  private balanceOf(userId: number): number {
    return this.major(this.d.wallet.walletMinor(userId, MAIN_WALLET));
  }

  /**
   * `POST /wps/relay/MCS2_promotionAction` (idempotent by `requestId`): `join` a join promotion in
   * status `join` → `joined`; `claim` a claim promotion whose minimums are reached, or a joined
   * promotion whose target is reached → `claimed`, the bonus paid once (reference
   * `promotion:<id>:<member>`).
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | 403 `PASSWORD_CHANGE_REQUIRED` |
   *   `SELF_EXCLUDED` | `NOT_FOUND` | `ACTIVITY_UNAVAILABLE` (wrong type, out of period, already
   *   joined, not joined) | `NOT_ELIGIBLE` (minimum or target not reached) | `ALREADY_CLAIMED`.
   */
  action(userId: number, req: PromotionActionRequest): PromotionActionValue {
    this.d.access.member(userId);
    return this.d.wallet.once(userId, req.requestId, 'promotionAction', () => {
      const p = this.find(req.id);
      const a = p.action;
      const now = this.d.now();
      if (a.type !== 'claim' && a.type !== 'join')
        throw fail('ACTIVITY_UNAVAILABLE', `Promotion ${p.id} cannot be joined or claimed`);
      const s = this.memberState(p, userId, now);
      if (s.status === 'claimed') throw fail('ALREADY_CLAIMED', 'You have already claimed this bonus');
      if (s.status === 'coming soon')
        throw fail('ACTIVITY_UNAVAILABLE', 'This promotion has not started yet');
      if (s.status === 'close') throw fail('ACTIVITY_UNAVAILABLE', 'This promotion has ended');
      if (req.action === 'join') {
        if (a.type !== 'join' || s.status !== 'join')
          throw fail('ACTIVITY_UNAVAILABLE', `Cannot join this promotion (status: ${s.status})`);
        this.d.repo.setParticipation(
          userId,
          p.id,
          { status: 'joined', remark: '', reason: '', joinedAt: now, amountMinor: 0, transactionId: null },
          now,
        );
        return { promotion: this.detailOf(p, userId, now), amount: 0, balance: this.balanceOf(userId) };
      }
      if (a.type === 'join' && s.status === 'join')
        throw fail('ACTIVITY_UNAVAILABLE', 'Join this promotion first');
      if (s.status !== 'claim') {
        const { current = 0, target = 0 } = s.progress ?? {};
        throw fail('NOT_ELIGIBLE', `Not reached yet: ${current} of ${target}`);
      }
      const amountMinor = this.minor(a.bonus);
      const transactionId = this.pay(userId, amountMinor, `promotion:${p.id}:${userId}`, p.title);
      this.d.repo.setParticipation(
        userId,
        p.id,
        {
          status: 'claimed',
          remark: '',
          reason: '',
          joinedAt: s.row?.joinedAt ?? null,
          amountMinor,
          transactionId,
        },
        now,
      );
      return {
        promotion: this.detailOf(p, userId, now),
        amount: a.bonus,
        balance: this.balanceOf(userId),
      };
    });
  }

  /**
   * `POST /wps/relay/MCS2_applyPromotion` (§5: remark ≤ 140 characters, ≤ 3 png/jpg images of ≤ 5 MB
   * as data: URLs, checked by declared type and signature) for an apply promotion in status `join`
   * or `rejected` → `applying` (the images replace any earlier application's).
   * @throws AppError 400 `VALIDATION` | `TOO_MANY_IMAGES` | 413 `PAYLOAD_TOO_LARGE` |
   *   415 `UNSUPPORTED_MEDIA_TYPE` | `NOT_FOUND` | `ACTIVITY_UNAVAILABLE` | the member checks of {@link action}.
   */
  apply(userId: number, body: PromotionApplyRequest): PromotionDetail {
    this.d.access.member(userId);
    const { remark, images } = checkApplication(body);
    const p = this.find(body.id);
    return this.d.db.transaction(() => {
      const now = this.d.now();
      const s = this.memberState(p, userId, now);
      if (p.action.type !== 'apply' || (s.status !== 'join' && s.status !== 'rejected'))
        throw fail('ACTIVITY_UNAVAILABLE', `Cannot apply to this promotion (status: ${s.status})`);
      this.d.repo.replaceApplicationImages(userId, p.id, images, now);
      this.d.repo.setParticipation(
        userId,
        p.id,
        { status: 'applying', remark, reason: '', joinedAt: null, amountMinor: 0, transactionId: null },
        now,
      );
      return this.detailOf(p, userId, now);
    })();
  }

  /**
   * The operator's decision on an application (development route `POST /dev/promotions/decide`):
   * `issue` pays the bonus once (→ `issued`), `reject` records the reason (→ `rejected`).
   * @returns the promotion as that member sees it.
   * @throws AppError `NOT_FOUND` (no such account or promotion) | `ACTIVITY_UNAVAILABLE` (not applying).
   */
  decide(account: string, id: number, decision: 'issue' | 'reject', reason = ''): PromotionDetail {
    const user = this.d.users.findByUsername(account);
    if (!user) throw fail('NOT_FOUND', 'No such account');
    const p = this.find(id);
    return this.d.db.transaction(() => {
      const now = this.d.now();
      const row = this.d.repo.participation(user.id).get(p.id);
      if (p.action.type !== 'apply' || row?.status !== 'applying')
        throw fail('ACTIVITY_UNAVAILABLE', 'This application is not waiting for a decision');
      if (decision === 'issue') {
        const amountMinor = this.minor(p.action.bonus);
        const transactionId = this.pay(user.id, amountMinor, `promotion:${p.id}:${user.id}`, p.title);
        this.d.repo.setParticipation(
          user.id,
          p.id,
          { ...row, status: 'issued', reason: '', amountMinor, transactionId },
          now,
        );
      } else {
        this.d.repo.setParticipation(
          user.id,
          p.id,
          { ...row, status: 'rejected', reason: reason.trim(), amountMinor: 0, transactionId: null },
          now,
        );
      }
      return this.detailOf(p, user.id, now);
    })();
  }

  // ---------------------------------------------------------------------------------------------
  // Raffle

  private raffleOf(id: number): { p: BrandPromotion; a: RaffleAction } {
    const p = this.find(id);
    if (p.action.type !== 'raffle') throw fail('NOT_FOUND', `Promotion ${id} is not a raffle`);
    return { p, a: p.action };
  }

  /** Tickets per member (trial accounts excluded) of a round window. */
  private roundTickets(a: RaffleAction, from: number, to: number): { userId: number; tickets: number }[] {
    const per = this.minor(a.ticketEvery);
    return this.d.repo
      .validBetsByMember(from, to)
      .map((r) => ({ userId: r.userId, tickets: ticketsOf(r.stakeMinor, per) }))
      .filter((r) => r.tickets > 0);
  }

  /**
   * Draws the rounds of a raffle that have ended and are not drawn yet (at most the last
   * {@link RAFFLE_ROUNDS_SHOWN}), in one transaction; the unique round number makes a second
   * drawing of a round impossible.
   */
  drawDue(id: number): void {
    const { p, a } = this.raffleOf(id);
    const now = this.d.now();
    const period = periodOf(p);
    const length = roundMs(a);
    const last = lastEndedRound(period, length, now);
    if (last < 1) return;
    this.d.db.transaction(() => {
      const from = Math.max(this.d.repo.lastDrawnRoundNo(p.id) + 1, last - RAFFLE_ROUNDS_SHOWN + 1);
      for (let n = from; n <= last; n++) {
        const w = roundWindow(period, length, n);
        const entries = this.roundTickets(a, w.startsAt, w.endsAt);
        const winners = drawWinners(entries, a.prizes.length, this.randomInt).map((x) => ({
          ...x,
          prizeMinor: this.minor(a.prizes[x.rank - 1] ?? 0),
        }));
        const totalTickets = entries.reduce((sum, e) => sum + e.tickets, 0);
        this.d.repo.insertDrawnRound(p.id, { ...w, totalTickets }, winners, now);
      }
    })();
  }

  /**
   * `GET /wps/relay/MCSFE_getRafflePromotion`: the open round (tickets, pool, chance, draw time),
   * the last drawn rounds with masked winners, and the member's unclaimed prizes. Draws due rounds
   * first.
   * @throws AppError `NOT_FOUND` (no such promotion, or not a raffle).
   */
  raffle(userId: number | null, id: number): RaffleView {
    this.drawDue(id);
    const { p, a } = this.raffleOf(id);
    const now = this.d.now();
    const period = periodOf(p);
    const round = roundAt(period, roundMs(a), now);
    const entries = round ? this.roundTickets(a, round.startsAt, round.endsAt) : [];
    const totalTickets = entries.reduce((sum, e) => sum + e.tickets, 0);
    const mineBet =
      userId !== null && round ? this.d.repo.validBetMinor(userId, round.startsAt, round.endsAt) : 0;
    const myTickets = userId === null ? null : ticketsOf(mineBet, this.minor(a.ticketEvery));
    const rounds = this.d.repo.recentRounds(p.id, RAFFLE_ROUNDS_SHOWN);
    const winners = this.d.repo.winners(rounds.map((r) => r.id));
    return {
      id: p.id,
      title: p.title,
      status: this.stateOf(p, userId, now).status,
      serverTime: now,
      round: round ? { roundNo: round.roundNo, startAt: round.startsAt, drawAt: round.endsAt } : null,
      ticketEvery: a.ticketEvery,
      prizes: a.prizes.map((amount, i) => ({ rank: i + 1, amount })),
      pool: this.major(a.prizes.reduce((sum, x) => sum + this.minor(x), 0)),
      totalTickets,
      myTickets,
      myValidBet: userId === null ? null : this.major(mineBet),
      chance: myTickets === null ? null : totalTickets > 0 ? myTickets / totalTickets : 0,
      rounds: rounds.map((r) => ({
        roundNo: r.roundNo,
        startAt: r.startsAt,
        drawAt: r.endsAt,
        totalTickets: r.totalTickets,
        winners: winners
          .filter((w) => w.roundId === r.id)
          .map((w) => ({
            rank: w.rank,
            player: maskPlayer(w.username),
            prize: this.major(w.prizeMinor),
            mine: w.userId === userId,
            claimed: w.claimedAt !== null,
          })),
      })),
      unclaimed:
        userId === null
          ? []
          : this.d.repo
              .unclaimed(p.id, userId)
              .map((w) => ({ roundNo: w.roundNo, rank: w.rank, prize: this.major(w.prizeMinor) })),
      ...this.currency(),
    };
  }

  /**
   * `POST /wps/relay/MCS2_claimRafflePromotion` (§7; idempotent by `requestId`): pays the member's
   * prize of a drawn round once (reference `raffle:<round id>:<rank>`).
   * @throws AppError `NOT_FOUND` (no such raffle or drawn round) | `NOT_ELIGIBLE` (not a winner of
   *   the round) | `ALREADY_CLAIMED` | the member checks of {@link action}.
   */
  claimRaffle(userId: number, req: RaffleClaimRequest): RaffleClaimValue {
    this.d.access.member(userId);
    this.drawDue(req.id);
    return this.d.wallet.once(userId, req.requestId, 'raffleClaim', () => {
      const { p } = this.raffleOf(req.id);
      const round = this.d.repo.round(p.id, req.roundNo);
      if (!round) throw fail('NOT_FOUND', `Round ${req.roundNo} has not been drawn`);
      const won = this.d.repo.winnerOf(round.id, userId);
      if (!won) throw fail('NOT_ELIGIBLE', `Only a winner of round ${req.roundNo} can claim its prize`);
      if (won.claimedAt !== null) throw fail('ALREADY_CLAIMED', 'You have already claimed this prize');
      const reference = `raffle:${round.id}:${won.rank}`;
      const transactionId = this.pay(
        userId,
        won.prizeMinor,
        reference,
        `${p.title}: round ${round.roundNo}, prize ${won.rank}`,
      );
      if (!this.d.repo.markClaimed(won.id, transactionId, this.d.now()))
        throw fail('ALREADY_CLAIMED', 'You have already claimed this prize');
      return {
        roundNo: round.roundNo,
        rank: won.rank,
        amount: this.major(won.prizeMinor),
        balance: this.balanceOf(userId),
      };
    });
  }

  // ---------------------------------------------------------------------------------------------
  // Red envelope

  private envelopeOf(id: number): { p: BrandPromotion; a: EnvelopeAction } {
    const p = this.find(id);
    if (p.action.type !== 'redEnvelope') throw fail('NOT_FOUND', `Promotion ${id} is not a red envelope`);
    return { p, a: p.action };
  }

  /**
   * `GET /wps/relay/MCSFE_getRedEnvelope`: today's window, limits, what is left of the day's pool,
   * and for a member the envelopes left, eligibility and today's envelopes.
   * @throws AppError `NOT_FOUND` (no such promotion, or not a red envelope).
   */
  redEnvelope(userId: number | null, id: number): RedEnvelopeView {
    const { p, a } = this.envelopeOf(id);
    const now = this.d.now();
    const { window, leftMinor, opens } = this.envelopeDay(p, a, userId, now);
    const s = this.stateOf(p, userId, now);
    const progress = userId === null ? null : this.unmet(userId, periodOf(p), a, now);
    return {
      id: p.id,
      title: p.title,
      status: s.status,
      serverTime: now,
      windowStartAt: window.startsAt,
      windowEndAt: window.endsAt,
      min: a.min,
      max: a.max,
      poolPerDay: a.poolPerDay,
      poolLeft: this.major(leftMinor),
      opensPerDay: a.opensPerDay,
      opensLeft: userId === null ? null : Math.max(0, a.opensPerDay - opens.length),
      eligible: userId === null ? null : progress === null,
      progress,
      opens: opens.map((o) => ({ amount: this.major(o.amountMinor), openedAt: o.createdAt })),
      ...this.currency(),
    };
  }

  /**
   * `POST /wps/relay/MCS2_openRedEnvelope` (idempotent by `requestId`): one envelope of a random
   * amount in `[min, max]`, cut to what is left of the day's pool, paid once (reference
   * `redEnvelope:<id>:<member>:<day>:<n>`). The pick and the payment happen in one SQLite
   * transaction, so concurrent opens can never take the pool below zero.
   * @throws AppError `NOT_FOUND` | `ACTIVITY_UNAVAILABLE` (outside the period or today's window) |
   *   `NOT_ELIGIBLE` | `LIMIT_REACHED` | `POOL_EMPTY` | the member checks of {@link action}.
   */
  openRedEnvelope(userId: number, req: RedEnvelopeOpenRequest): RedEnvelopeOpenValue {
    this.d.access.member(userId);
    return this.d.wallet.once(userId, req.requestId, 'redEnvelope', () => {
      const { p, a } = this.envelopeOf(req.id);
      const now = this.d.now();
      const period = periodOf(p);
      const inPeriod = periodStatus(period, now);
      if (inPeriod === 'coming soon')
        throw fail('ACTIVITY_UNAVAILABLE', 'This promotion has not started yet');
      if (inPeriod === 'close') throw fail('ACTIVITY_UNAVAILABLE', 'This promotion has ended');
      const { day, window, leftMinor, opens } = this.envelopeDay(p, a, userId, now);
      if (now < window.startsAt || now >= window.endsAt)
        throw fail('ACTIVITY_UNAVAILABLE', `Red envelopes open between ${a.dailyFrom} and ${a.dailyTo}`);
      if (opens.length >= a.opensPerDay)
        throw fail('LIMIT_REACHED', `You have opened all ${a.opensPerDay} envelopes of today`);
      const progress = this.unmet(userId, period, a, now);
      if (progress) throw fail('NOT_ELIGIBLE', `Not reached yet: ${progress.current} of ${progress.target}`);
      const amountMinor = envelopeAmount(this.minor(a.min), this.minor(a.max), leftMinor, this.randomInt);
      if (amountMinor === null) throw fail('POOL_EMPTY', "Today's red envelopes are all gone");
      const n = opens.length + 1;
      const transactionId = this.pay(
        userId,
        amountMinor,
        `redEnvelope:${p.id}:${userId}:${day}:${n}`,
        `${p.title}: envelope ${n}`,
      );
      this.d.repo.insertOpen(p.id, userId, day, amountMinor, transactionId, now);
      return {
        amount: this.major(amountMinor),
        opensLeft: a.opensPerDay - n,
        poolLeft: this.major(leftMinor - amountMinor),
        balance: this.balanceOf(userId),
      };
    });
  }
}
