import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandStore } from '../brand/store.ts';
import type { Limit } from '../options.ts';
import { AgentCentreRepository } from '../repositories/agent-centre.ts';
import { BankAccountsRepository } from '../repositories/bank-accounts.ts';
import { CaptchasRepository } from '../repositories/captchas.ts';
import { ContentRepository } from '../repositories/content.ts';
import { ContractsRepository } from '../repositories/contracts.ts';
import { DepositsRepository } from '../repositories/deposits.ts';
import { GamesRepository } from '../repositories/games.ts';
import { InhouseRepository } from '../repositories/inhouse.ts';
import { LaunchCodesRepository } from '../repositories/launch-codes.ts';
import { LedgerRepository } from '../repositories/ledger.ts';
import { LoginFailuresRepository } from '../repositories/login-failures.ts';
import { LotteryRepository } from '../repositories/lottery.ts';
import { PointsRepository } from '../repositories/points.ts';
import { MailRepository } from '../repositories/mail.ts';
import { MemberCentreRepository } from '../repositories/member-centre.ts';
import { PlayRepository } from '../repositories/play.ts';
import { PromotionsRepository } from '../repositories/promotions.ts';
import { RebatesRepository } from '../repositories/rebates.ts';
import { RecordsRepository } from '../repositories/records.ts';
import { ReferralsRepository } from '../repositories/referrals.ts';
import { ResponsibleGamingRepository } from '../repositories/responsible-gaming.ts';
import { RewardsRepository } from '../repositories/rewards.ts';
import { SessionsRepository } from '../repositories/sessions.ts';
import { SettingsRepository } from '../repositories/settings.ts';
import { SmsRepository } from '../repositories/sms.ts';
import { UsersRepository } from '../repositories/users.ts';
import { WithdrawalsRepository } from '../repositories/withdrawals.ts';
import { AgentAccess } from './agent-access.ts';
import { AgentCentreService } from './agent-centre.ts';
import { AuthService } from './auth.ts';
import { CaptchaService } from './captcha.ts';
import { ContentService } from './content.ts';
import { ContractService } from './contracts.ts';
import { assertPasswordCurrent, CashierAccess } from './cashier-access.ts';
import { FieldRules } from './field-rules.ts';
import { GamesService } from './games.ts';
import { InhouseService } from './inhouse.ts';
import { LaunchCodesService } from './launch-codes.ts';
import { LaunchService } from './launch.ts';
import { LotteryService } from './lottery.ts';
import { MemberCentreService } from './member-centre.ts';
import { MemberService } from './members.ts';
import { createMoneyServices, type MoneyServices } from './money-container.ts';
import { PaymentPasswordGuard } from './payment-password-guard.ts';
import { PromotionsService } from './promotions.ts';
import { PointsService } from './points.ts';
import { RegistrationService } from './registration.ts';
import { ResponsibleGamingService } from './responsible-gaming.ts';
import { SessionService } from './sessions.ts';
import { SettlementService } from './settlement.ts';
import { SiteService } from './site.ts';
import { OutboxSmsGateway, type SmsGateway } from './sms-gateway.ts';
import { SmsService } from './sms.ts';
import { VerificationService } from './verification.ts';
import { WalletService } from './wallet.ts';

/**
 * Repositories (all SQL) over one database. Private to the container, the seeds and the plugins:
 * routes reach {@link Services} only (`app.services` carries no repositories).
 */
export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  captchas: CaptchasRepository;
  failures: LoginFailuresRepository;
  sms: SmsRepository;
  mail: MailRepository;
  ledger: LedgerRepository;
  settings: SettingsRepository;
  games: GamesRepository;
  play: PlayRepository;
  inhouse: InhouseRepository;
  memberCentre: MemberCentreRepository;
  responsibleGaming: ResponsibleGamingRepository;
  deposits: DepositsRepository;
  bankAccounts: BankAccountsRepository;
  withdrawals: WithdrawalsRepository;
  records: RecordsRepository;
  rewards: RewardsRepository;
  referrals: ReferralsRepository;
  rebates: RebatesRepository;
  /** Agent contracts, their history and settlements (issue 9). */
  contracts: ContractsRepository;
  /** Team reports of the agent centre (issue 9). */
  agentCentre: AgentCentreRepository;
  /** Lottery draws, orders and lines (issue 10). */
  lottery: LotteryRepository;
  /** Promotion participation, raffle rounds and winners, red envelopes (issue 11). */
  promotions: PromotionsRepository;
  /** Seen popups, feedback and its images (issue 11, docs/contract-content.md). */
  content: ContentRepository;
  /** Points ledger, earning rates and point-mall redeems (issue 11). */
  points: PointsRepository;
}

/**
 * Services (rules), the only thing routes reach (`app.services`); one per platform resource. The
 * money resources of docs/contract-wallet.md are {@link MoneyServices}.
 */
export interface Services extends MoneyServices {
  site: SiteService;
  rules: FieldRules;
  captcha: CaptchaService;
  sms: SmsService;
  sessions: SessionService;
  members: MemberService;
  wallet: WalletService;
  auth: AuthService;
  registration: RegistrationService;
  verification: VerificationService;
  games: GamesService;
  launch: LaunchService;
  inhouse: InhouseService;
  /** Member-centre account pages (issue 4). */
  memberCentre: MemberCentreService;
  /** Deposit limits, reality check, time-out and self-exclusion (issue 4). */
  responsibleGaming: ResponsibleGamingService;
  /** Single-use launch codes for links into the site (issue 14 point 6). */
  launchCodes: LaunchCodesService;
  /** Agent contracts: offer, accept, reject, terminate, preview, consolidated info (issue 9). */
  contracts: ContractService;
  /** Settlement of contract periods, the settlements list and its bets (issue 9). */
  settlement: SettlementService;
  /** Agent-centre reports, transfer to and registration of downlines (issue 9). */
  agentCentre: AgentCentreService;
  /** The lottery: draws, bets, settlement, menus and results (issue 10). */
  lottery: LotteryService;
  /** Promotions: list, detail, claim/join/apply, raffle, red envelope (issue 11). */
  promotions: PromotionsService;
  /** Site content: pending popups, help centre, feedback, winners board (issue 11). */
  content: ContentService;
  /** Points and the point mall: balance, rewards, redeem, history, details, convert (issue 11). */
  points: PointsService;
}

/** What the services plugin needs: the services, and the repositories for the seeds. */
export interface Container {
  services: Services;
  repos: Repositories;
}

export interface ServiceOptions {
  db: Database;
  brand: BrandStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** Keep captcha answers readable by GET /dev/captcha (not in production). */
  devTools: boolean;
  loginFailureWindowMs: number;
  /** Wrong payment passwords allowed per member and window (`RateLimits.paymentPassword`). */
  paymentPasswordLimit: Limit;
  smsGateway?: SmsGateway;
}

/** Every repository over `db` (stateless wrappers: building them twice is harmless). */
export function createRepositories(db: Database): Repositories {
  return {
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    captchas: new CaptchasRepository(db),
    failures: new LoginFailuresRepository(db),
    sms: new SmsRepository(db),
    mail: new MailRepository(db),
    ledger: new LedgerRepository(db),
    settings: new SettingsRepository(db),
    games: new GamesRepository(db),
    play: new PlayRepository(db),
    inhouse: new InhouseRepository(db),
    memberCentre: new MemberCentreRepository(db),
    responsibleGaming: new ResponsibleGamingRepository(db),
    deposits: new DepositsRepository(db),
    bankAccounts: new BankAccountsRepository(db),
    withdrawals: new WithdrawalsRepository(db),
    records: new RecordsRepository(db),
    rewards: new RewardsRepository(db),
    referrals: new ReferralsRepository(db),
    rebates: new RebatesRepository(db),
    contracts: new ContractsRepository(db),
    agentCentre: new AgentCentreRepository(db),
    lottery: new LotteryRepository(db),
    promotions: new PromotionsRepository(db),
    content: new ContentRepository(db),
    points: new PointsRepository(db),
  };
}

/**
 * Wires repositories and services (one place, no container library).
 * @returns the services for `app.services` and the repositories, which only the seeds get.
 */
export function createContainer(o: ServiceOptions): Container {
  const repos = createRepositories(o.db);
  const brand = o.brand;
  const rules = new FieldRules(brand, o.log);
  const captcha = new CaptchaService(
    repos.captchas,
    o.now,
    () => brand.current().security.captcha.ttlSeconds,
    o.devTools,
  );
  const sms = new SmsService(
    repos.sms,
    o.smsGateway ?? new OutboxSmsGateway(repos.sms),
    o.now,
    () => brand.current().register.verificationExpiredMinutes,
  );
  const sessions = new SessionService(
    repos.sessions,
    o.now,
    () => brand.current().security.session.ttlHours * 3_600_000,
  );
  const members = new MemberService(repos.users, sessions, brand, o.now);
  const wallet = new WalletService(o.db, repos.ledger, repos.play, brand, o.now);
  const responsibleGaming = new ResponsibleGamingService(
    repos.responsibleGaming,
    sessions,
    wallet,
    brand,
    o.now,
    repos.users,
  );
  // A timed-out or self-excluded member cannot start a session by any log-in path.
  members.setLoginGuard((userId) => responsibleGaming.assertNotExcluded(userId));
  const games = new GamesService(repos.games, wallet, brand, o.now);
  const auth = new AuthService({
    users: repos.users,
    failures: repos.failures,
    mail: repos.mail,
    members,
    sessions,
    captcha,
    sms,
    rules,
    wallet,
    brand,
    now: o.now,
    failureWindowMs: o.loginFailureWindowMs,
  });
  const registration = new RegistrationService({
    users: repos.users,
    rules,
    captcha,
    sms,
    members,
    brand,
    now: o.now,
  });
  const verification = new VerificationService(sms, rules, repos.users, brand);
  // One lockout for every payment-password check: guesses on one call count for the others.
  const paymentPasswords = new PaymentPasswordGuard(o.now, o.paymentPasswordLimit);
  const memberCentre = new MemberCentreService({
    repo: repos.memberCentre,
    users: repos.users,
    members,
    mail: repos.mail,
    rules,
    sms,
    paymentPasswords,
    brand,
    now: o.now,
  });
  const money = createMoneyServices({
    db: o.db,
    repos,
    wallet,
    responsibleGaming,
    paymentPasswords,
    brand,
    now: o.now,
  });
  // The profile's read-only values belong to the money resources: the invitation code is the
  // referral code of MCS_referral, the bank account number is masked as the withdraw page masks it.
  memberCentre.setProfileSources({
    referralCode: (userId) => money.referrals.referralCode(userId),
    firstBankAccountMasked: (userId) => money.bankAccounts.firstMasked(userId),
  });
  // Games refuse excluded members and members who must change their password first (issue 14 point 7).
  const playGuard = (userId: number): void => {
    const user = repos.users.findById(userId);
    if (user) assertPasswordCurrent(user);
    responsibleGaming.assertCanPlay(userId);
  };
  const agentCentre = new AgentCentreService({
    repo: repos.agentCentre,
    access: new AgentAccess(repos.users),
    cashier: new CashierAccess({
      users: repos.users,
      wallet,
      responsibleGaming,
      paymentPasswords,
      brand,
    }),
    ledger: repos.ledger,
    wallet,
    registration,
    brand,
    now: o.now,
  });
  const contractAccess = new AgentAccess(repos.users);
  const settlement = new SettlementService({
    db: o.db,
    repo: repos.contracts,
    ledger: repos.ledger,
    wallet,
    access: contractAccess,
    brand,
    now: o.now,
  });
  const contracts = new ContractService({
    db: o.db,
    repo: repos.contracts,
    users: repos.users,
    access: contractAccess,
    settlement,
    wallet,
    brand,
    now: o.now,
  });
  const promotions = new PromotionsService({
    db: o.db,
    repo: repos.promotions,
    users: repos.users,
    ledger: repos.ledger,
    wallet,
    access: new CashierAccess({ users: repos.users, wallet, responsibleGaming, paymentPasswords, brand }),
    brand,
    now: o.now,
  });
  const services: Services = {
    ...money,
    promotions,
    content: new ContentService({ repo: repos.content, users: repos.users, wallet, brand, now: o.now }),
    contracts,
    settlement,
    agentCentre,
    memberCentre,
    responsibleGaming,
    site: new SiteService(brand),
    rules,
    captcha,
    sms,
    sessions,
    members,
    wallet,
    auth,
    registration,
    verification,
    games,
    launchCodes: new LaunchCodesService({
      repo: new LaunchCodesRepository(o.db),
      users: repos.users,
      members,
      now: o.now,
    }),
    launch: new LaunchService({
      games,
      gamesRepo: repos.games,
      play: repos.play,
      users: repos.users,
      wallet,
      brand,
      now: o.now,
      playGuard,
    }),
    inhouse: new InhouseService({
      repo: repos.inhouse,
      play: repos.play,
      users: repos.users,
      wallet,
      now: o.now,
      playGuard,
    }),
    lottery: new LotteryService({
      db: o.db,
      repo: repos.lottery,
      play: repos.play,
      users: repos.users,
      wallet,
      brand,
      now: o.now,
      playGuard,
    }),
    points: new PointsService({
      db: o.db,
      repo: repos.points,
      users: repos.users,
      access: new CashierAccess({ users: repos.users, wallet, responsibleGaming, paymentPasswords, brand }),
      wallet,
      brand,
      now: o.now,
    }),
  };
  return { services, repos };
}
