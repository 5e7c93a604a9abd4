import type { Database } from 'better-sqlite3';
import type { RewardActivity, RewardApplyRequest } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { AppError, fail } from '../errors.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { ParticipationStatus, RewardsRepository } from '../repositories/rewards.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { CashierAccess } from './cashier-access.ts';
import { checkApplication } from './application.ts';
import type { WalletService } from './wallet.ts';

type BrandReward = ReturnType<BrandStore['current']>['payments']['rewards'][number];

export interface RewardsDeps {
  db: Database;
  repo: RewardsRepository;
  users: UsersRepository;
  ledger: LedgerRepository;
  wallet: WalletService;
  access: CashierAccess;
  brand: BrandStore;
  now: () => number;
}

/**
 * The reward centre (docs/contract-wallet.md; spec §2 rewardCenter, §4 activity statuses): brand
 * activities (`payments.json` rewards, `mode` claim/join/apply) with each member's participation.
 * A claim or an issued application credits the activity's reward to MAIN once (ledger kind
 * `bonus`, house → member, idempotency key `reward:<member>:<activity>`). Member calls refuse
 * guests (401 `UNAUTHORIZED`), trial accounts (`TRIAL_ACCOUNT`) and excluded members (`SELF_EXCLUDED`).
 */
export class RewardsService {
  constructor(private readonly d: RewardsDeps) {}

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
    this.d.access.member(userId);
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
    const currency = this.d.access.currency;
    if (minor > 0 && !this.d.ledger.transactionExists(key))
      this.d.ledger.insertTransaction(
        { kind: 'bonus', idempotencyKey: key, memo: a.title, reference: a.id, createdAt: now },
        [
          { accountId: this.d.ledger.houseAccountId(currency, now), amountMinor: -minor },
          { accountId: this.d.ledger.memberAccountId(userId, currency, now), amountMinor: minor },
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
    this.d.access.member(userId);
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
    this.d.access.member(userId);
    const { remark, images } = checkApplication(body);
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
   * Operator decision on an application: issue (reward credited once → issued) or reject
   * (→ rejected).
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

  /**
   * Development operator (`POST /dev/payments/reward/decide { account, id, decision }`):
   * {@link decideApplication} for the member with that account name (case-insensitive).
   * @throws AppError `NOT_FOUND` (no such account, no such activity) | `ACTIVITY_UNAVAILABLE`.
   */
  decideApplicationOf(account: string, id: string, decision: 'issue' | 'reject'): RewardActivity {
    const user = this.d.users.findByUsername(account);
    if (!user) throw new AppError('NOT_FOUND', 'No such account');
    return this.decideApplication(user.id, id, decision);
  }
}
