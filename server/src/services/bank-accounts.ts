import type { Database } from 'better-sqlite3';
import type { BankAccount, BankAccountRequest, BankList } from '../../../schemas/generated/api.ts';
import type { BrandStore } from '../brand/store.ts';
import { fail } from '../errors.ts';
import type { BankAccountRow, BankAccountsRepository } from '../repositories/bank-accounts.ts';
import type { CashierAccess } from './cashier-access.ts';

const UNSAFE_TEXT = /[\p{Cc}<>]/u;

/** `1234567890` → `******7890` (only the last 4 digits are ever sent back). */
export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}

export interface BankAccountsDeps {
  db: Database;
  repo: BankAccountsRepository;
  access: CashierAccess;
  brand: BrandStore;
  now: () => number;
}

/**
 * The member's payout bank accounts (docs/contract-wallet.md; spec §2 withdraw "bank card"): at
 * most the brand's `withdraw.maxBankAccounts`; the account number is only ever sent back masked.
 */
export class BankAccountsService {
  constructor(private readonly d: BankAccountsDeps) {}

  private view(row: BankAccountRow): BankAccount {
    return {
      id: row.id,
      bankName: row.bank_name,
      accountName: row.account_name,
      accountNumberMasked: maskAccountNumber(row.account_number),
    };
  }

  /**
   * `GET /wps/wallet/bankAccounts`: the member's payout accounts, oldest first, numbers masked.
   * @throws AppError 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED`.
   */
  list(userId: number): { list: BankAccount[] } {
    this.d.access.member(userId);
    return { list: this.d.repo.list(userId).map((r) => this.view(r)) };
  }

  /**
   * `GET /wps/wallet/banks`: the brand's bank list (`payments.json` `banks`) in the file's order,
   * the banks a payout account may be at (docs/contract-banks.md). Public brand data: no checks.
   */
  banks(): BankList {
    return {
      list: this.d.brand.current().payments.banks.map(({ code, bin, name }) => ({ code, bin, name })),
    };
  }

  /**
   * The list's name of the bank `text` names, by its name or its code (trimmed, case-insensitive);
   * undefined when it names none.
   */
  private bankNamed(text: string): string | undefined {
    const wanted = text.trim().toLocaleUpperCase('en');
    return this.d.brand
      .current()
      .payments.banks.find(
        (b) => b.code.toLocaleUpperCase('en') === wanted || b.name.toLocaleUpperCase('en') === wanted,
      )?.name;
  }

  /**
   * The number of the member's first payout account, masked as {@link list} shows it; '' when none.
   * No member checks: the member-centre profile shows it read-only (§3 "bank account number").
   */
  firstMasked(userId: number): string {
    const [first] = this.d.repo.list(userId);
    return first ? maskAccountNumber(first.account_number) : '';
  }

  /**
   * `POST /wps/wallet/bankAccounts`: bank name 2–64 characters naming a bank of {@link banks} (by
   * name or code; the list's name is stored), account name 2–64 letters (spaces, `.`, `'`, `-`
   * allowed), account number 6–20 digits (spaces and dashes ignored), not added twice.
   * @throws AppError `VALIDATION` (200, the field named) | `UNKNOWN_BANK` (not in the brand's bank
   *   list, docs/contract-banks.md) | `BANK_ACCOUNT_LIMIT` (brand maxBankAccounts)
   *   | 401 `UNAUTHORIZED` | `TRIAL_ACCOUNT` | `SELF_EXCLUDED`.
   */
  add(userId: number, body: BankAccountRequest): BankAccount {
    this.d.access.member(userId);
    const bankName = body.bankName.trim();
    const accountName = body.accountName.trim().replace(/\s+/g, ' ');
    const accountNumber = body.accountNumber.replace(/[\s-]/g, '');
    if (bankName.length < 2 || bankName.length > 64 || UNSAFE_TEXT.test(bankName))
      throw fail('VALIDATION', 'bankName must be 2 to 64 characters');
    if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]{1,63}$/u.test(accountName))
      throw fail('VALIDATION', 'accountName must be 2 to 64 letters');
    if (!/^\d{6,20}$/.test(accountNumber)) throw fail('VALIDATION', 'accountNumber must be 6 to 20 digits');
    const listed = this.bankNamed(bankName);
    if (listed === undefined) throw fail('UNKNOWN_BANK', "bankName must be one of the brand's banks");
    return this.d.db.transaction(() => {
      const existing = this.d.repo.list(userId);
      const max = this.d.brand.current().payments.withdraw.maxBankAccounts;
      if (existing.length >= max)
        throw fail('BANK_ACCOUNT_LIMIT', `At most ${max} bank accounts can be added`);
      if (existing.some((a) => a.account_number === accountNumber))
        throw fail('VALIDATION', 'accountNumber is already added');
      const id = this.d.repo.insert(userId, { bankName: listed, accountName, accountNumber }, this.d.now());
      return this.view(this.d.repo.find(userId, id) as BankAccountRow);
    })();
  }
}
