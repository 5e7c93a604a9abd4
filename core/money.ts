/**
 * Money (§7 Wallet; contract-wallet): amounts travel in major units with the brand currency's
 * `minorUnits` decimals; comparisons happen in integer minor units. One parse ({@link parseAmount})
 * and one format ({@link formatMoney}) for every amount the site shows or reads, Intl-based.
 * Pure: no React, no DOM, no Node built-ins.
 */

/** Why an amount is refused (i18n keys `wallet:amount.*`; `decimals` reads {@link decimalsKey}). */
export type AmountProblem =
  'required' | 'invalid' | 'positive' | 'decimals' | 'belowMin' | 'aboveMax' | 'aboveBalance';

/** Decimals assumed when the platform does not tell the currency's `minorUnits` (contract-wallet). */
export const DEFAULT_MINOR_UNITS = 2;

export interface AmountRules {
  /** Smallest allowed amount, major units (a deposit method's or withdrawal's `min`). */
  min?: number;
  /** Largest allowed amount, major units (`max`, or a remaining limit). */
  max?: number;
  /** The source balance, major units: the amount may not exceed it. */
  balance?: number;
  /**
   * Most decimals allowed: the brand currency's `minorUnits` (balance answer, 0–4); default
   * {@link DEFAULT_MINOR_UNITS}.
   */
  decimals?: number;
}

/**
 * A pattern for a plain decimal number with at most `decimals` decimals (0: whole numbers only).
 * @throws RangeError when `decimals` is not a non-negative integer.
 */
export function decimalsPattern(decimals: number): RegExp {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  return decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
}

/**
 * Validates a money amount typed by the player (contract-wallet: major units, at most the brand
 * currency's `minorUnits` decimals): not empty, a plain decimal number, > 0, at most
 * `rules.decimals` decimals (default 2), ≥ `min`, ≤ `max`, ≤ `balance`. Grouping commas are
 * ignored.
 * @returns the amount in major units, or the first problem.
 * @throws RangeError when `rules.decimals` is not a non-negative integer.
 */
export function parseAmount(
  text: string,
  rules: AmountRules = {},
): { value: number } | { problem: AmountProblem } {
  const decimals = rules.decimals ?? DEFAULT_MINOR_UNITS;
  const allowed = decimalsPattern(decimals);
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return { problem: 'required' };
  if (!/^\d+(\.\d+)?$/.test(clean)) return { problem: 'invalid' };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { problem: 'invalid' };
  if (value <= 0) return { problem: 'positive' };
  if (!allowed.test(clean)) return { problem: 'decimals' };
  if (rules.min !== undefined && value < rules.min) return { problem: 'belowMin' };
  if (rules.max !== undefined && value > rules.max) return { problem: 'aboveMax' };
  if (rules.balance !== undefined && toMinor(value, decimals) > toMinor(rules.balance, decimals))
    return { problem: 'aboveBalance' };
  return { value };
}

/**
 * Major units to integer minor units (`decimals` = the currency's `minorUnits`, default 2), for
 * exact comparisons: `toMinor(0.1 + 0.2) === toMinor(0.3)`.
 */
export function toMinor(major: number, decimals = DEFAULT_MINOR_UNITS): number {
  return Math.round(major * 10 ** decimals);
}

/**
 * The i18n key suffix of a too-many-decimals message for `decimals` allowed: `decimals` ("at most
 * {{count}} decimal places", to be given `count: decimals`) or, for a currency without a minor
 * unit, `decimalsNone` ("a whole amount"). Each namespace using it has both keys.
 */
export function decimalsKey(decimals: number): 'decimals' | 'decimalsNone' {
  return decimals === 0 ? 'decimalsNone' : 'decimals';
}

/**
 * The bound a refused amount is measured against, for the `{{amount}}` of its message:
 * `belowMin` → `min`, `aboveMax` → `max`, `aboveBalance` → `balance`; otherwise undefined.
 */
export function boundOf(problem: AmountProblem, rules: AmountRules): number | undefined {
  if (problem === 'belowMin') return rules.min;
  if (problem === 'aboveMax') return rules.max;
  if (problem === 'aboveBalance') return rules.balance;
  return undefined;
}

/**
 * A currency as amounts are formatted in it: the ISO 4217 `code` (brand site.json, balance answer
 * `currency`), the `symbol` used when the code is not one Intl knows, and `minorUnits`, the
 * decimals the ledger keeps (0–4).
 */
export interface MoneyCurrency {
  code?: string | undefined;
  symbol: string;
  minorUnits?: number | undefined;
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

/**
 * A cached Intl format: currency style for `code` when given, exactly `digits` fraction digits when
 * given (else the currency's own); null when Intl refuses the code.
 */
function moneyFormat(locale: string, digits?: number, code?: string): Intl.NumberFormat | null {
  const key = `${locale}|${digits ?? ''}|${code ?? ''}`;
  if (!moneyFormats.has(key)) {
    try {
      moneyFormats.set(
        key,
        new Intl.NumberFormat(locale, {
          ...(code && { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }),
          ...(digits !== undefined && { minimumFractionDigits: digits, maximumFractionDigits: digits }),
        }),
      );
    } catch {
      moneyFormats.set(key, null);
    }
  }
  return moneyFormats.get(key) ?? null;
}

/**
 * The decimals of ISO 4217 `code` as Intl knows them (VND 0, USD 2, KWD 3), or null for a code
 * that is not a currency (a token such as USDT) or none.
 */
export function isoDecimals(code: string | undefined): number | null {
  return code ? (moneyFormat('en', undefined, code)?.resolvedOptions().maximumFractionDigits ?? null) : null;
}

/**
 * Formats a major-unit `amount` in `locale` the way its currency is written there (issue 15):
 * Intl's currency style for the ISO `code` places the symbol and the sign (`₫50` in English,
 * `50 ₫` in Vietnamese, `-₫1,000`); an amount whole in the currency's ISO decimals shows those
 * (none for the dong), one with finer ledger units shows all `minorUnits` decimals (`₫303.47`),
 * so nothing is rounded away. Without a code Intl knows, `symbol` goes before the digits with
 * `minorUnits` decimals, as before.
 *
 * @param amount - major units (may be negative)
 * @param currency - code, symbol ('' while unknown) and ledger decimals (default
 *   {@link DEFAULT_MINOR_UNITS})
 * @param locale - BCP 47 language of the page
 */
export function formatMoney(amount: number, currency: MoneyCurrency, locale: string): string {
  const minorUnits = currency.minorUnits ?? DEFAULT_MINOR_UNITS;
  const iso = isoDecimals(currency.code);
  if (iso !== null) {
    const whole = Math.min(iso, minorUnits);
    const scaled = Math.abs(amount) * 10 ** whole;
    const digits = Math.abs(scaled - Math.round(scaled)) < 1e-9 ? whole : minorUnits;
    const format = moneyFormat(locale, digits, currency.code);
    if (format) return format.format(amount);
  }
  const digits = moneyFormat(locale, minorUnits)?.format(Math.abs(amount)) ?? String(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${currency.symbol}${digits}`;
}

/** Integer minor units to major units (`decimals` = the currency's `minorUnits`). */
export function fromMinor(minor: number, decimals = DEFAULT_MINOR_UNITS): number {
  return minor / 10 ** decimals;
}
