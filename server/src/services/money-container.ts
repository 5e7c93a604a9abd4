import type { Database } from 'better-sqlite3';
import type { BrandStore } from '../brand/store.ts';
import type { BankAccountsRepository } from '../repositories/bank-accounts.ts';
import type { DepositsRepository } from '../repositories/deposits.ts';
import type { LedgerRepository } from '../repositories/ledger.ts';
import type { RebatesRepository } from '../repositories/rebates.ts';
import type { RecordsRepository } from '../repositories/records.ts';
import type { ReferralsRepository } from '../repositories/referrals.ts';
import type { RewardsRepository } from '../repositories/rewards.ts';
import type { UsersRepository } from '../repositories/users.ts';
import type { WithdrawalsRepository } from '../repositories/withdrawals.ts';
import { BankAccountsService } from './bank-accounts.ts';
import { CashierAccess } from './cashier-access.ts';
import { DepositsService } from './deposits.ts';
import { MissionsService } from './missions.ts';
import type { PaymentPasswordGuard } from './payment-password-guard.ts';
import { RebatesService } from './rebates.ts';
import { RecordsService } from './records.ts';
import { ReferralsService } from './referrals.ts';
import type { ResponsibleGamingService } from './responsible-gaming.ts';
import { RewardsService } from './rewards.ts';
import { TransfersService } from './transfers.ts';
import type { WalletService } from './wallet.ts';
import { WithdrawalReceiptsService } from './withdrawal-receipts.ts';
import { WithdrawalsService } from './withdrawals.ts';

/** The member-centre money services of docs/contract-wallet.md, one per platform resource. */
export interface MoneyServices {
  deposits: DepositsService;
  /** The member's payout bank accounts. */
  bankAccounts: BankAccountsService;
  withdrawals: WithdrawalsService;
  /** The §4 withdrawal receipt (confirmation, proof images). */
  withdrawalReceipts: WithdrawalReceiptsService;
  /** Transfer to the upline, recall all. */
  transfers: TransfersService;
  /** Betting record, account record, personal profit, bonus details. */
  records: RecordsService;
  /** Reward centre. */
  rewards: RewardsService;
  referrals: ReferralsService;
  missions: MissionsService;
  /** Manual rebate. */
  rebates: RebatesService;
}

/** What the money services are built from (the container's repositories and shared services). */
export interface MoneyDeps {
  db: Database;
  repos: {
    users: UsersRepository;
    ledger: LedgerRepository;
    deposits: DepositsRepository;
    bankAccounts: BankAccountsRepository;
    withdrawals: WithdrawalsRepository;
    records: RecordsRepository;
    rewards: RewardsRepository;
    referrals: ReferralsRepository;
    rebates: RebatesRepository;
  };
  wallet: WalletService;
  responsibleGaming: ResponsibleGamingService;
  /** The one payment-password lockout, shared with member-centre. */
  paymentPasswords: PaymentPasswordGuard;
  brand: BrandStore;
  now: () => number;
}

/** Wires the money services (called once by `createContainer`). */
export function createMoneyServices(d: MoneyDeps): MoneyServices {
  const { db, repos, wallet, brand, now } = d;
  const access = new CashierAccess({
    users: repos.users,
    wallet,
    responsibleGaming: d.responsibleGaming,
    paymentPasswords: d.paymentPasswords,
    brand,
  });
  const shared = { wallet, access, brand };
  const withdrawals = new WithdrawalsService({
    ...shared,
    db,
    repo: repos.withdrawals,
    bankAccounts: repos.bankAccounts,
    ledger: repos.ledger,
    now,
  });
  return {
    deposits: new DepositsService({
      ...shared,
      db,
      repo: repos.deposits,
      ledger: repos.ledger,
      responsibleGaming: d.responsibleGaming,
      now,
    }),
    bankAccounts: new BankAccountsService({ ...shared, db, repo: repos.bankAccounts, now }),
    withdrawals,
    withdrawalReceipts: new WithdrawalReceiptsService({
      ...shared,
      db,
      repo: repos.withdrawals,
      withdrawals,
      now,
    }),
    transfers: new TransfersService({ ...shared, users: repos.users, ledger: repos.ledger, now }),
    records: new RecordsService({ ...shared, repo: repos.records, now }),
    rewards: new RewardsService({
      ...shared,
      db,
      repo: repos.rewards,
      users: repos.users,
      ledger: repos.ledger,
      now,
    }),
    referrals: new ReferralsService({ ...shared, db, repo: repos.referrals }),
    missions: new MissionsService({ ...shared, records: repos.records, deposits: repos.deposits }),
    rebates: new RebatesService({
      ...shared,
      repo: repos.rebates,
      records: repos.records,
      ledger: repos.ledger,
      now,
    }),
  };
}
