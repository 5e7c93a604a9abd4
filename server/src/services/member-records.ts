import { randomInt } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type {
  AccountRecordEntry,
  AccountRecordQuery,
  BetRecord,
  BettingRecordPage,
  BettingRecordQuery,
  BonusDetail,
  DateRangeQuery,
  ManualRebate,
  ManualRebateClaimValue,
  MissionLeaderboard,
  MissionSummary,
  PersonalProfit,
  ReferralValue,
  RewardActivity,
  RewardApplyRequest,
} from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail, invalid } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { ParticipationStatus, WalletPagesRepository } from '../repositories/wallet-pages.ts';
import { maskPlayer } from './games.ts';
import { sniffImage } from './member-centre.ts';
import { iso, toPage, type Page, type PaymentsService } from './payments.ts';
import type { WalletService } from './wallet.ts';

const DAY_MS = 86_400_000;
/** Longest range of the betting and account records (days). */
export const RECORD_MAX_DAYS = 366;
/** Longest range of the personal profit (one row per day). */
export const PROFIT_MAX_DAYS = 92;
/** §5/§9 activity application: remark length, images, bytes per image. */
export const APPLY_REMARK_MAX = 140;
export const APPLY_IMAGES_MAX = 3;
export const APPLY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

type BrandReward = ReturnType<BrandStore['current']>['payments']['rewards'][number];

/** A yyyy-MM-dd day → the epoch ms of its 00:00 UTC, or null when not a real day. */
function dayStart(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

export interface MemberRecordsDeps {
  db: Database;
  repo: WalletPagesRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  payments: PaymentsService;
  brand: BrandStore;
  now: () => number;
}

/**
 * Member-centre records and rewards (docs/contract-wallet.md; spec §2 personalHistoryCopy,
 * transactionHistory, personalProfit, bonusDetails, rewardCenter, referral, missionLeaderboard,
 * manualRebate; §4 activity statuses). Record days are the member's (query `tzOffset`, see
 * {@link MemberRecordsService.range}); amounts major units on the wire. Bonus and rebate credits are
 * ledger transactions (house → MAIN) written once.
 */
export class MemberRecordsService {
  constructor(private readonly d: MemberRecordsDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
  }

  private get currency(): string {
    return this.d.brand.current().site.currency.code;
  }

  /**
   * `[from 00:00, to + 1 day 00:00)` of yyyy-MM-dd days on the member's clock (default: the last 7
   * days up to the member's today), as epoch ms: a day's 00:00 UTC minus `tzOffset` minutes.
   * One offset serves the whole range (the site sends its offset now), so around a daylight-saving
   * change the days on the other side are shifted by that hour.
   * @param tzOffset the member's offset in minutes east of UTC (`-Date#getTimezoneOffset()`,
   *   -840…840, checked by the route schema); 0 = UTC days.
   * @returns `start`/`end` epoch ms and `offsetMs` (tzOffset in ms: local time = UTC time + offsetMs).
   * @throws AppError 400 `VALIDATION` (not a day, from after to, longer than `maxDays`).
   */
  range(
    from: string | undefined,
    to: string | undefined,
    maxDays: number,
    tzOffset = 0,
  ): { start: number; end: number; offsetMs: number } {
    const offsetMs = tzOffset * 60_000;
    // Days are computed as their 00:00 UTC, then moved to the member's 00:00.
    const today = Math.floor((this.d.now() + offsetMs) / DAY_MS) * DAY_MS;
    const end = to === undefined ? today : dayStart(to);
    if (end === null) throw invalid('querystring/to', 'must be a date yyyy-MM-dd');
    const start = from === undefined ? end - 6 * DAY_MS : dayStart(from);
    if (start === null) throw invalid('querystring/from', 'must be a date yyyy-MM-dd');
    if (start > end) throw invalid('querystring/from', 'must not be after querystring/to');
    if ((end - start) / DAY_MS + 1 > maxDays)
      throw invalid('querystring/from', `range must be at most ${maxDays} days`);
    return { start: start - offsetMs, end: end + DAY_MS - offsetMs, offsetMs };
  }

  /**
   * `GET /wps/relay/ODSFE_bettingRecord`: bets (newest first) and the summary of all matching bets,
   * `from`/`to` on the member's clock (`tzOffset` minutes east of UTC, see {@link range}).
   * @throws AppError 400 `VALIDATION` (range).
   */
  bettingRecord(userId: number, q: BettingRecordQuery): BettingRecordPage {
    this.d.payments.member(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { start, end } = this.range(q.from, q.to, RECORD_MAX_DAYS, q.tzOffset);
    const page = this.d.repo.betPage(
      userId,
      { from: start, to: end, vendor: q.vendor || undefined, gameName: q.gameName?.trim() || undefined },
      pageSize,
      (pageNo - 1) * pageSize,
    );
    const list: BetRecord[] = page.rows.map((r) => ({
      betId: r.id,
      vendor: r.vendor,
      gameName: r.game_name,
      stake: this.major(r.stake_minor),
      payout: this.major(r.payout_minor),
      net: this.major(r.payout_minor - r.stake_minor),
      createdAt: new Date(r.created_at).toISOString(),
    }));
    return {
      ...toPage(list, pageNo, pageSize, page.total),
      summary: {
        stake: this.major(page.stake),
        payout: this.major(page.payout),
        net: this.major(page.payout - page.stake),
      },
    };
  }

  /**
   * `GET /wps/relay/ODSFE2_MemTransDet`: every ledger movement of the member's wallets, signed,
   * with the wallet balance after it; reference = the order id, else `TX<transaction id>`;
   * `from`/`to` on the member's clock (`tzOffset`, see {@link range}).
   * @throws AppError 400 `VALIDATION` (range).
   */
  accountRecord(userId: number, q: AccountRecordQuery): Page<AccountRecordEntry> {
    this.d.payments.member(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { start, end } = this.range(q.from, q.to, RECORD_MAX_DAYS, q.tzOffset);
    const { rows, total } = this.d.repo.movementPage(
      userId,
      start,
      end,
      q.kind || undefined,
      pageSize,
      (pageNo - 1) * pageSize,
    );
    return toPage(
      rows.map((r) => ({
        entryId: r.entry_id,
        kind: r.kind,
        amount: this.major(r.amount_minor),
        balanceAfter: this.major(r.balance_after),
        wallet: r.wallet,
        reference: r.reference || `TX${r.transaction_id}`,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      pageNo,
      pageSize,
      total,
    );
  }

  /**
   * `GET /wps/relay/MCS_personalProfit`: stake, payout, net per day of the member's clock
   * (`tzOffset`, see {@link range}; every day of the range) and totals.
   * @throws AppError 400 `VALIDATION` (range, at most {@link PROFIT_MAX_DAYS} days).
   */
  personalProfit(userId: number, q: DateRangeQuery): PersonalProfit {
    this.d.payments.member(userId);
    const { start, end, offsetMs } = this.range(q.from, q.to, PROFIT_MAX_DAYS, q.tzOffset);
    const byDay = new Map(this.d.repo.betsPerDay(userId, start, end, offsetMs).map((r) => [r.day, r]));
    const days: PersonalProfit['days'] = [];
    let stake = 0;
    let payout = 0;
    for (let t = start; t < end; t += DAY_MS) {
      const date = new Date(t + offsetMs).toISOString().slice(0, 10);
      const row = byDay.get(date) ?? { stake: 0, payout: 0 };
      stake += row.stake;
      payout += row.payout;
      days.push({
        date,
        stake: this.major(row.stake),
        payout: this.major(row.payout),
        net: this.major(row.payout - row.stake),
      });
    }
    return {
      days,
      total: { stake: this.major(stake), payout: this.major(payout), net: this.major(payout - stake) },
    };
  }

  /** `GET /wps/relay/MCS_bonusDetails`: bonus credits (ledger kind `bonus`), newest first; status `issued`. */
  bonusDetails(userId: number, pageNo: number, pageSize: number): Page<BonusDetail> {
    this.d.payments.member(userId);
    const { rows, total } = this.d.repo.bonusPage(userId, pageSize, (pageNo - 1) * pageSize);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        name: r.memo,
        amount: this.major(r.amount_minor),
        status: 'issued',
        createdAt: new Date(r.created_at).toISOString(),
      })),
      pageNo,
      pageSize,
      total,
    );
  }

  // ---- reward centre --------------------------------------------------------------------------

  private status(a: BrandReward, p: ParticipationStatus | undefined): RewardActivity['status'] {
    if (p !== undefined) return p;
    if (a.state === 'comingSoon') return 'coming soon';
    if (a.state === 'closed') return 'close';
    if (a.state === 'process') return 'process';
    return a.mode === 'claim' ? 'claim' : 'join';
  }

  private view(a: BrandReward, p: ParticipationStatus | undefined): RewardActivity {
    return {
      id: a.id,
      title: a.title,
      description: a.description,
      status: this.status(a, p),
      reward: a.reward,
      needsApplication: a.mode === 'apply',
    };
  }

  /** `GET /wps/relay/MCS_rewardCenter`: brand activities with the member's §4 status. */
  rewardCenter(userId: number): { list: RewardActivity[] } {
    this.d.payments.member(userId);
    const mine = this.d.repo.participation(userId);
    return { list: this.d.brand.current().payments.rewards.map((a) => this.view(a, mine.get(a.id))) };
  }

  private activity(id: string): BrandReward {
    const a = this.d.brand.current().payments.rewards.find((r) => r.id === id);
    if (!a) throw fail('NOT_FOUND', `No activity ${id}`);
    return a;
  }

  /**
   * Credits an activity's reward to MAIN (ledger kind `bonus`, memo = title) and sets the member's
   * status, once per member and activity (idempotency key `reward:<member>:<activity>`). Call in a
   * transaction.
   */
  private issue(userId: number, a: BrandReward, status: 'claimed' | 'issued'): void {
    const now = this.d.now();
    const minor = this.d.wallet.toMinor(a.reward);
    const key = `reward:${userId}:${a.id}`;
    if (minor > 0 && !this.d.ledger.transactionExists(key))
      this.d.ledger.insertTransaction(
        { kind: 'bonus', idempotencyKey: key, memo: a.title, reference: a.id, createdAt: now },
        [
          { accountId: this.d.ledger.houseAccountId(this.currency, now), amountMinor: -minor },
          { accountId: this.d.ledger.memberAccountId(userId, this.currency, now), amountMinor: minor },
        ],
      );
    this.d.repo.setParticipation(userId, a.id, status, '', now);
  }

  /**
   * `POST /wps/relay/MCS_rewardAction`: `join` (status join of a join-mode activity → joined) or
   * `claim` (status claim or joined → claimed, the reward credited once).
   * @throws AppError `NOT_FOUND` | `ACTIVITY_UNAVAILABLE` (the action is not allowed in the status).
   */
  rewardAction(userId: number, body: { id: string; action: 'join' | 'claim' }): RewardActivity {
    this.d.payments.member(userId);
    const a = this.activity(body.id);
    return this.d.db.transaction(() => {
      const status = this.status(a, this.d.repo.participation(userId).get(a.id));
      if (body.action === 'join') {
        if (a.mode !== 'join' || status !== 'join')
          throw fail('ACTIVITY_UNAVAILABLE', `Cannot join this activity (status: ${status})`);
        this.d.repo.setParticipation(userId, a.id, 'joined', '', this.d.now());
      } else {
        if (status !== 'claim' && status !== 'joined')
          throw fail('ACTIVITY_UNAVAILABLE', `Nothing to claim in this activity (status: ${status})`);
        this.issue(userId, a, 'claimed');
      }
      return this.view(a, this.d.repo.participation(userId).get(a.id));
    })();
  }

  /**
   * `POST /wps/relay/MCS_rewardApply` (§5: remark ≤ 140, ≤ 3 png/jpg images of ≤ 5 MB as data:
   * URLs, checked by signature) for an apply-mode activity in status join or rejected → applying.
   * @throws AppError 400 `VALIDATION` | `TOO_MANY_IMAGES` | 413 `PAYLOAD_TOO_LARGE` |
   *   415 `UNSUPPORTED_MEDIA_TYPE` | `NOT_FOUND` | `ACTIVITY_UNAVAILABLE`.
   */
  rewardApply(userId: number, body: RewardApplyRequest): RewardActivity {
    this.d.payments.member(userId);
    const remark = body.remark.trim();
    if ([...remark].length > APPLY_REMARK_MAX)
      throw invalid('body/remark', `must be at most ${APPLY_REMARK_MAX} characters`);
    if (body.images.length > APPLY_IMAGES_MAX)
      throw fail('TOO_MANY_IMAGES', `At most ${APPLY_IMAGES_MAX} images can be attached`);
    const images = body.images.map((url, i) => {
      const m = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(url);
      if (!m) throw invalid(`body/images/${i}`, 'must be a base64 data: URL');
      const declared = (m[1] ?? '').toLowerCase();
      if (declared !== 'image/png' && declared !== 'image/jpeg' && declared !== 'image/jpg')
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
          statusCode: 415,
        });
      const data = Buffer.from(m[2] ?? '', 'base64');
      if (data.length > APPLY_IMAGE_MAX_BYTES)
        throw new AppError('PAYLOAD_TOO_LARGE', 'Image too large (5MB)', { statusCode: 413 });
      const mime = sniffImage(data);
      if (!mime)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only png or jpg images are accepted', {
          statusCode: 415,
        });
      return { mime, data };
    });
    const a = this.activity(body.id);
    return this.d.db.transaction(() => {
      const status = this.status(a, this.d.repo.participation(userId).get(a.id));
      if (a.mode !== 'apply' || (status !== 'join' && status !== 'rejected'))
        throw fail('ACTIVITY_UNAVAILABLE', `Cannot apply to this activity (status: ${status})`);
      const now = this.d.now();
      for (const img of images) this.d.repo.insertApplicationImage(userId, a.id, img.mime, img.data, now);
      this.d.repo.setParticipation(userId, a.id, 'applying', remark, now);
      return this.view(a, 'applying');
    })();
  }

  /**
   * Development operator decision on an application (`POST /dev/payments/reward/decide`): issue
   * (reward credited once → issued) or reject (→ rejected).
   * @throws AppError `NOT_FOUND` | `ACTIVITY_UNAVAILABLE` (not applying).
   */
  decideApplication(userId: number, id: string, decision: 'issue' | 'reject'): RewardActivity {
    const a = this.activity(id);
    return this.d.db.transaction(() => {
      const status = this.d.repo.participation(userId).get(a.id);
      if (status !== 'applying')
        throw fail('ACTIVITY_UNAVAILABLE', 'This application is not waiting for a decision');
      if (decision === 'issue') this.issue(userId, a, 'issued');
      else this.d.repo.setParticipation(userId, a.id, 'rejected', '', this.d.now());
      return this.view(a, this.d.repo.participation(userId).get(a.id));
    })();
  }

  // ---- referral, missions ---------------------------------------------------------------------

  /** The member's referral code (8 characters of A–Z 2–9, created on first use). */
  referralCode(userId: number): string {
    return this.d.db.transaction(() => {
      const found = this.d.repo.referralCode(userId);
      if (found) return found;
      for (;;) {
        const code = Array.from({ length: 8 }, () =>
          CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length)),
        ).join('');
        if (this.d.repo.insertReferralCode(userId, code)) return code;
      }
    })();
  }

  /**
   * `GET /wps/relay/MCS_referral`: code, invite link `${origin}/register?referralCode=<code>`,
   * friends who registered with it (masked account, registration time, whether a deposit was approved).
   * `enabled` = site flag `referralButton`.
   */
  referral(userId: number, origin: string): ReferralValue {
    this.d.payments.member(userId);
    const code = this.referralCode(userId);
    return {
      enabled: this.d.brand.current().site.flags.referralButton,
      referralCode: code,
      inviteLink: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
      invited: this.d.repo.invitedBy(code).map((u) => ({
        account: maskPlayer(u.username),
        registeredAt: new Date(u.created_at).toISOString(),
        deposited: u.deposited === 1,
      })),
    };
  }

  /**
   * `GET /wps/relay/MCSFE_getMissionSummaryDetails`: brand missions with progress (bets count,
   * total stake in major units, approved deposit orders), capped at the target; `count` = missions
   * still in progress (the side-menu badge).
   */
  missions(userId: number): MissionSummary {
    this.d.payments.member(userId);
    const bets = this.d.repo.betsAfter(userId, 0);
    const deposits = this.d.repo.approvedDepositCount(userId);
    const missions = this.d.brand.current().payments.missions.map((m) => {
      const raw = m.metric === 'bets' ? bets.count : m.metric === 'stake' ? this.major(bets.stake) : deposits;
      const progress = Math.min(raw, m.target);
      return {
        id: m.id,
        title: m.title,
        progress,
        target: m.target,
        reward: m.reward,
        status: progress >= m.target ? ('completed' as const) : ('inProgress' as const),
      };
    });
    return { count: missions.filter((m) => m.status === 'inProgress').length, missions };
  }

  /** `GET /wps/relay/MCSFE_getMissionLeaderboard`: the brand's seeded leaderboard, players masked. */
  leaderboard(userId: number): MissionLeaderboard {
    this.d.payments.member(userId);
    const rows = [...this.d.brand.current().payments.missionLeaderboard].sort((a, b) => b.points - a.points);
    return { list: rows.map((r, i) => ({ rank: i + 1, player: maskPlayer(r.player), points: r.points })) };
  }

  // ---- manual rebate --------------------------------------------------------------------------

  private claimable(userId: number): {
    amount: number;
    stake: number;
    lastId: number;
    since: number;
    rate: number;
  } {
    const user = this.d.payments.member(userId);
    const rate = this.d.brand.current().payments.manualRebate.rate;
    const last = this.d.repo.lastRebate(userId);
    const bets = this.d.repo.betsAfter(userId, last?.last_bet_id ?? 0);
    const amount = Math.floor(bets.stake * rate + 1e-9);
    return {
      amount,
      stake: bets.stake,
      lastId: bets.lastId,
      since: last?.created_at ?? user.created_at,
      rate,
    };
  }

  /** `GET /wps/relay/MCS_manualRebate`: rate × stakes of the bets since the last claim (floored to minor units). */
  manualRebate(userId: number): ManualRebate {
    const c = this.claimable(userId);
    return {
      claimable: this.major(c.amount),
      rate: c.rate,
      since: iso(c.since) ?? '',
      history: this.d.repo.rebateHistory(userId, 20).map((h) => ({
        amount: this.major(h.amount_minor),
        createdAt: new Date(h.created_at).toISOString(),
      })),
    };
  }

  /**
   * `POST /wps/relay/MCS_manualRebate`: credits the claimable rebate to MAIN (ledger kind `rebate`)
   * and records the claim, in one transaction; idempotent by requestId.
   * @throws AppError `NOTHING_TO_CLAIM` (nothing changes).
   */
  claimRebate(userId: number, requestId: string): ManualRebateClaimValue {
    this.d.payments.member(userId);
    return this.d.wallet.once(userId, requestId, 'manualRebate', () => {
      const c = this.claimable(userId);
      if (c.amount <= 0) throw fail('NOTHING_TO_CLAIM', 'There is no rebate to claim yet');
      const now = this.d.now();
      const txId = this.d.ledger.insertTransaction(
        {
          kind: 'rebate',
          idempotencyKey: `rebate:${userId}:${requestId}`,
          memo: 'manual rebate',
          createdAt: now,
        },
        [
          { accountId: this.d.ledger.houseAccountId(this.currency, now), amountMinor: -c.amount },
          { accountId: this.d.ledger.memberAccountId(userId, this.currency, now), amountMinor: c.amount },
        ],
      );
      this.d.repo.insertRebate(
        userId,
        { amountMinor: c.amount, stakeMinor: c.stake, lastBetId: c.lastId, transactionId: txId },
        now,
      );
      return { claimed: this.major(c.amount), main: this.major(this.d.wallet.balanceMinor(userId)) };
    });
  }
}
