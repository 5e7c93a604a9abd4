import type { MissionLeaderboard, MissionSummary } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import type { DepositsRepository } from '../repositories/deposits.ts';
import type { RecordsRepository } from '../repositories/records.ts';
import type { CashierAccess } from './cashier-access.ts';
import { maskPlayer } from './games.ts';
import type { WalletService } from './wallet.ts';

export interface MissionsDeps {
  records: RecordsRepository;
  deposits: DepositsRepository;
  wallet: WalletService;
  access: CashierAccess;
  brand: BrandStore;
}

/**
 * Missions (docs/contract-wallet.md; spec §2 missionLeaderboard): brand missions (`payments.json`
 * missions, metric bets/stake/deposits) with the member's progress, and the brand's seeded
 * leaderboard. Read only; calls refuse guests (401 `UNAUTHORIZED`), trial accounts
 * (`TRIAL_ACCOUNT`) and excluded members (`SELF_EXCLUDED`).
 */
export class MissionsService {
  constructor(private readonly d: MissionsDeps) {}

  /**
   * `GET /wps/relay/MCSFE_getMissionSummaryDetails`: brand missions with progress (bets count,
   * total stake in major units, approved deposit orders), capped at the target; `count` = missions
   * still in progress (the side-menu badge).
   */
  missions(userId: number): MissionSummary {
    this.d.access.member(userId);
    const bets = this.d.records.betsAfter(userId, 0);
    const deposits = this.d.deposits.approvedCount(userId);
    const missions = this.d.brand.current().payments.missions.map((m) => {
      const raw =
        m.metric === 'bets'
          ? bets.count
          : m.metric === 'stake'
            ? this.d.wallet.toMajor(bets.stake)
            : deposits;
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
    this.d.access.member(userId);
    const rows = [...this.d.brand.current().payments.missionLeaderboard].sort((a, b) => b.points - a.points);
    return { list: rows.map((r, i) => ({ rank: i + 1, player: maskPlayer(r.player), points: r.points })) };
  }
}
