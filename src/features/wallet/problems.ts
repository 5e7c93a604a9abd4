import type { WithdrawalReceiptError } from '../../../machines/withdrawal-receipt';
import { errorText } from '../../lib/error-text';

/** A translate function taking interpolation options (react-i18next's `t` fits). */
type Translate = (key: string, options?: { count: number }) => string;

/**
 * The text of a refused partial amount (§4 Withdrawal receipt): above 0, below the withdrawn
 * amount and with at most `decimals` decimals (the brand currency's `minorUnits`; 0 reads "a whole
 * amount").
 */
export function partialAmountText(decimals: number, t: Translate): string {
  return decimals === 0
    ? t('wallet:receipt.errors.partialAmountNone')
    : t('wallet:receipt.errors.partialAmount', { count: decimals });
}

/**
 * The text of a receipt-machine error (machines never translate): a known platform code in the
 * player's language, else the server's message, else the generic key's text. A refused partial
 * amount names `decimals`, the decimals allowed (see {@link partialAmountText}).
 */
export function receiptErrorText(error: WithdrawalReceiptError, t: Translate, decimals: number): string {
  if (error === 'receipt.errors.partialAmount') return partialAmountText(decimals, t);
  return errorText(error, t) ?? '';
}
