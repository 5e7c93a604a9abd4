import type { WithdrawalReceiptError } from '../../../machines/withdrawal-receipt';

/** The i18n key and options of a receipt-machine error (machines never translate). */
export function receiptErrorText(error: WithdrawalReceiptError, t: (key: string) => string): string {
  if (typeof error === 'object') return error.message || t('common:errors.server');
  if (error === 'receipt.errors.partialAmount') return t('wallet:receipt.errors.partialAmount');
  return t(`common:${error}`);
}
