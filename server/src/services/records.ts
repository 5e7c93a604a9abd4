import type {
  AccountRecordEntry,
  AccountRecordQuery,
  BetRecord,
  BettingRecordPage,
  BettingRecordQuery,
  BonusDetail,
  DateRangeQuery,
  PersonalProfit,
} from '../../../schemas/generated/api.ts';
import { invalid } from '../errors.ts';
import type { RecordsRepository } from '../repositories/records.ts';
import type { CashierAccess } from './cashier-access.ts';
import { pageOffset, toPage, type Page } from './paging.ts';
import type { WalletService } from './wallet.ts';

const DAY_MS = 86_400_000;
/** Longest range of the betting and account records (days). */
export const RECORD_MAX_DAYS = 366;
/** Longest range of the personal profit (one row per day). */
export const PROFIT_MAX_DAYS = 92;

/** A yyyy-MM-dd day → the epoch ms of its 00:00 UTC, or null when not a real day. */
function dayStart(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

export interface RecordsDeps {
  repo: RecordsRepository;
  wallet: WalletService;
  access: CashierAccess;
  now: () => number;
}

/**
 * The member's records (docs/contract-wallet.md; spec §2 personalHistoryCopy, transactionHistory,
 * personalProfit, bonusDetails): bets, every ledger movement, profit per day and bonus credits.
 * Record days are the member's (query `tzOffset`, see {@link RecordsService.range}); amounts are
 * major units on the wire. Read only. Every call refuses guests (401 `UNAUTHORIZED`), trial
 * accounts (`TRIAL_ACCOUNT`) and excluded members (`SELF_EXCLUDED`).
 */
export class RecordsService {
  constructor(private readonly d: RecordsDeps) {}

  private major(minor: number): number {
    return this.d.wallet.toMajor(minor);
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
   * @throws AppError 400 `VALIDATION` (range, at most {@link RECORD_MAX_DAYS} days).
   */
  bettingRecord(userId: number, q: BettingRecordQuery): BettingRecordPage {
    this.d.access.member(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { start, end } = this.range(q.from, q.to, RECORD_MAX_DAYS, q.tzOffset);
    const page = this.d.repo.betPage(
      userId,
      { from: start, to: end, vendor: q.vendor || undefined, gameName: q.gameName?.trim() || undefined },
      pageSize,
      pageOffset(pageNo, pageSize),
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
   * @throws AppError 400 `VALIDATION` (range, at most {@link RECORD_MAX_DAYS} days).
   */
  accountRecord(userId: number, q: AccountRecordQuery): Page<AccountRecordEntry> {
    this.d.access.member(userId);
    const pageNo = q.pageNo ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { start, end } = this.range(q.from, q.to, RECORD_MAX_DAYS, q.tzOffset);
    const { rows, total } = this.d.repo.movementPage(
      userId,
      start,
      end,
      q.kind || undefined,
      pageSize,
      pageOffset(pageNo, pageSize),
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
    this.d.access.member(userId);
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
    this.d.access.member(userId);
    const { rows, total } = this.d.repo.bonusPage(userId, pageSize, pageOffset(pageNo, pageSize));
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
}
