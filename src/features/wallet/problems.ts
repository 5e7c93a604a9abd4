import type { WithdrawalReceiptError } from '../../../machines/withdrawal-receipt';
import { TRANSLATED_ERROR_CODES } from '../../lib/api/errors';

/**
 * The text of a receipt-machine error (machines never translate): a known platform code in the
 * player's language, else the server's message, else the generic key's text.
 */
export function receiptErrorText(error: WithdrawalReceiptError, t: (key: string) => string): string {
  if (typeof error === 'object') {
    if (error.code !== undefined && TRANSLATED_ERROR_CODES.has(error.code)) return t(`common:errorCodes.${error.code}`);
    return error.message || t('common:errors.server');
  }
  if (error === 'receipt.errors.partialAmount') return t('wallet:receipt.errors.partialAmount');
  return t(`common:${error}`);
}
