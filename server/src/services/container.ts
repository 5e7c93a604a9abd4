import type { Database } from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import type { BrandStore } from '../brand/store.ts';
import { CaptchasRepository } from '../repositories/captchas.ts';
import { LedgerRepository } from '../repositories/ledger.ts';
import { LoginFailuresRepository } from '../repositories/login-failures.ts';
import { MailRepository } from '../repositories/mail.ts';
import { SessionsRepository } from '../repositories/sessions.ts';
import { SettingsRepository } from '../repositories/settings.ts';
import { SmsRepository } from '../repositories/sms.ts';
import { UsersRepository } from '../repositories/users.ts';
import { AuthService } from './auth.ts';
import { CaptchaService } from './captcha.ts';
import { FieldRules } from './field-rules.ts';
import { MemberService } from './members.ts';
import { RegistrationService } from './registration.ts';
import { SessionService } from './sessions.ts';
import { SiteService } from './site.ts';
import { OutboxSmsGateway, type SmsGateway } from './sms-gateway.ts';
import { SmsService } from './sms.ts';
import { VerificationService } from './verification.ts';
import { WalletService } from './wallet.ts';

/** Repositories (all SQL) over one database. */
export interface Repositories {
  users: UsersRepository;
  sessions: SessionsRepository;
  captchas: CaptchasRepository;
  failures: LoginFailuresRepository;
  sms: SmsRepository;
  mail: MailRepository;
  ledger: LedgerRepository;
  settings: SettingsRepository;
}

/** Services (rules) used by the routes. */
export interface Services {
  repos: Repositories;
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
}

export interface ServiceOptions {
  db: Database;
  brand: BrandStore;
  log: FastifyBaseLogger;
  now: () => number;
  /** Keep captcha answers readable by GET /dev/captcha (not in production). */
  devTools: boolean;
  loginFailureWindowMs: number;
  smsGateway?: SmsGateway;
}

/** Wires repositories and services (one place, no container library). */
export function createServices(o: ServiceOptions): Services {
  const repos: Repositories = {
    users: new UsersRepository(o.db),
    sessions: new SessionsRepository(o.db),
    captchas: new CaptchasRepository(o.db),
    failures: new LoginFailuresRepository(o.db),
    sms: new SmsRepository(o.db),
    mail: new MailRepository(o.db),
    ledger: new LedgerRepository(o.db),
    settings: new SettingsRepository(o.db),
  };
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
  const wallet = new WalletService(o.db, repos.ledger, brand, o.now);
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
  return {
    repos,
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
  };
}
