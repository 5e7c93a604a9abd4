import type { CustomerService } from '../../lib/api/types';

/** Rank level above which a member is served by VIP customer service (§6, §9). */
export const VIP_SERVICE_RANK = 4;

/**
 * Picks the customer-service entry for a member (§6): VIP service when the rank level is above
 * 4, live chat otherwise; falls back to the first entry, or null when there is none.
 */
export function pickCustomerService(
  list: readonly CustomerService[],
  rankLevel: number,
): CustomerService | null {
  const wanted = rankLevel > VIP_SERVICE_RANK ? 'vip' : 'livechat';
  return (
    list.find((entry) => entry.csType === wanted) ??
    list.find((entry) => entry.csType === 'livechat') ??
    list[0] ??
    null
  );
}

/** Opens the online-service entry in a small window (§2 Modals: "opens a small window"). */
export function openCustomerService(entry: CustomerService): void {
  window.open(entry.path, 'lotus-customer-service', 'popup,width=420,height=640,noopener,noreferrer');
}
